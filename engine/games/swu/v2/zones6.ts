// Deck and discard-pile effects, wave 6 (abilities/defs/zones6.ts): "reveal the top card of your deck", which binds
// the card for a later condition and leaves it on top.
import type { Effect } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { rule } from '../rules.js';
import type { SwuEvent } from '../run.js';

type Of<K extends Effect['do']> = Extract<Effect, { do: K }>;

function revealTopOfDeck(ctx: AbilityContext, effect: Of<'revealTopOfDeck'>): SwuEvent[] {
  const { run } = ctx;
  const top = run.state[ctx.controller].deck[0];
  if (!top) {
    run.step('NO_EFFECT', `${ctx.label}: ${ctx.controller}'s deck is empty, nothing is revealed`, [ctx.source], ctx.controller, rule('8.6.2'));
    return [];
  }
  ctx.refs[effect.as] = top.id;
  return [{ kind: 'reveal', player: ctx.controller, cards: [top.id], to: null, what: 'reveals the top card of their deck' }];
}

/** The events of the effects this module defines, or undefined for any other effect. */
export function zones6EffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do === 'revealTopOfDeck') return revealTopOfDeck(ctx, effect);
  return undefined;
}
