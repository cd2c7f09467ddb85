// "Return a non-leader unit ... to its owner's hand. Then, its owner may play it for free." (7.1.6 modified Play a
// Card, 8.1.3 for free): the card an earlier step bound is played by the player whose hand it is in, who may decline.
import type { AbilityContext } from '../abilities/interpreter.js';
import type { Effect } from '../abilities/types.js';
import { displayName, PLAYERS } from '../model.js';
import { optionalResolve, RESOLVE } from '../optional.js';
import { canPlayFromHand, startPlay } from '../play.js';
import { rule } from '../rules.js';

type PlayBound = Extract<Effect, { do: 'playBoundCard' }>;

export function runPlayBound(ctx: AbilityContext, effect: PlayBound): void {
  const { run } = ctx;
  const id = ctx.refs[effect.card];
  const player = id ? PLAYERS.find((p) => run.state[p].hand.some((c) => c.id === id)) : undefined;
  const entry = player ? run.state[player].hand.find((c) => c.id === id) : undefined;
  if (!player || !entry?.card) {
    run.step('NO_EFFECT', `${ctx.label}: the card is not in a hand, so it can't be played`, [ctx.source], ctx.controller, rule('1.3.2'));
    return;
  }
  const def = run.def(entry.card);
  const name = displayName(def);
  if (!canPlayFromHand(run, player, def, { ...(effect.free ? { free: true } : {}) }, entry.id)) {
    run.step('NO_EFFECT', `${ctx.label}: ${player} can't play ${name} this way`, [entry.id], player, rule('1.3.2'));
    return;
  }
  if (effect.optional) {
    // The one optional prompt shape (optional.ts), asked of the player who may play it.
    const [answer] = run.ask({ ...optionalResolve(ctx, `play ${name}${effect.free ? ' for free' : ''}?`), player });
    if (answer !== RESOLVE) {
      run.step('CHOICE_MADE', `${player} does not play ${name}`, [entry.id], player, rule('8.32.1'));
      return;
    }
  }
  startPlay(run, { player, card: entry.id, from: 'hand', ...(effect.free ? { free: true } : {}), ...(effect.asUnit ? { piloting: false } : {}) });
}
