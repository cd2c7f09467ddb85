// Deck and hidden zones, wave 4 (abilities/defs/deck.ts): the cards an earlier "Discard N cards from your deck"
// discarded (bound by its `asAll`), counted or moved back out of the discard pile while they are still there.
import type { Amount, Condition, Effect } from '../abilities/types.js';
import { type AbilityContext, who } from '../abilities/interpreter.js';
import type { AmountScope } from './amounts.js';
import { shuffleInPlace } from '../../../core/random.js';
import { cardLabel } from '../labels.js';
import { DECLINE, optionalTargets } from '../optional.js';
import { cardOfInstance, PLAYERS, type UnitView } from '../model.js';
import { unitMatches } from '../stats.js';
import { cardMatches } from '../restrictions.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun } from '../run.js';

type Of<K extends Effect['do']> = Extract<Effect, { do: K }>;

/** The cards bound to `name` that are still in a discard pile, matching the filter (and an odd cost when asked). */
function stillDiscarded(ctx: AbilityContext, name: string, filter: Of<'discardedThisWay'>['filter'], oddCost?: boolean): { id: string; card: string }[] {
  const { run } = ctx;
  const ids = new Set((ctx.refs[name] ?? '').split(',').filter(Boolean));
  const out: { id: string; card: string }[] = [];
  for (const p of PLAYERS) {
    for (const c of run.state[p].discard) {
      if (!ids.has(c.id)) continue;
      const def = run.def(c.card);
      if (!cardMatches(def, filter)) continue;
      if (oddCost && (def.cost ?? 0) % 2 !== 1) continue;
      out.push(c);
    }
  }
  return out;
}

function discardedThisWay(ctx: AbilityContext, effect: Of<'discardedThisWay'>): SwuEvent[] {
  const { run } = ctx;
  const cards = stillDiscarded(ctx, effect.name, effect.filter, effect.oddCost);
  const move = (id: string): SwuEvent => ({ kind: 'moveCard', target: id, from: 'discard', to: effect.to, reason: 'return' });
  if (cards.length === 0) {
    ctx.update({ optionalNext: false });
    run.step('NO_TARGET', `${ctx.label}: no card discarded this way fits, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  if (effect.each) {
    ctx.update({ optionalNext: false });
    return cards.map((c) => move(c.id));
  }
  const offered = cards.map((c) => ({ id: c.id, label: cardLabel(run, c.id), ref: c.id, card: c.id }));
  const picked = run.ask(ctx.optionalNext ? optionalTargets(ctx, ctx.controller, 'a card discarded this way', offered, 1) : {
    player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a card discarded this way`, options: offered, min: 1, max: 1,
  }).filter((id) => id !== DECLINE);
  ctx.update({ optionalNext: false });
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${picked.length ? picked.map((id) => offered.find((o) => o.id === id)!.label).join(', ') : 'nothing'}`, picked, ctx.controller, rule(picked.length ? '8.4.1' : '8.32.1'));
  return picked.map(move);
}

/** Cards of a discard pile, chosen or all, to the bottom of the deck in a random order. */
function toDeckBottomRandom(ctx: AbilityContext, effect: Of<'toDeckBottomRandom'>): SwuEvent[] {
  const { run } = ctx;
  const player = who(ctx, effect.player);
  const pile = run.state[player].discard.filter((c) => cardMatches(run.def(c.card), effect.filter));
  let ids = pile.map((c) => c.id);
  if (effect.upTo !== undefined && pile.length > 0) {
    const offered = pile.map((c) => ({ id: c.id, label: cardLabel(run, c.id), ref: c.id, card: c.id }));
    ids = run.ask({
      player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose up to ${effect.upTo} card${effect.upTo === 1 ? '' : 's'} in ${player}'s discard pile`,
      options: offered, min: 0, max: Math.min(effect.upTo, pile.length),
    });
    run.step('CHOICE_MADE', `${ctx.controller} chooses ${ids.length ? ids.map((id) => offered.find((o) => o.id === id)!.label).join(', ') : 'nothing'}`, ids, ctx.controller, rule(ids.length ? '8.4.1' : '8.32.1'));
  }
  if (effect.asAll) ctx.refs[effect.asAll] = ids.join(',');
  if (ids.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: no card to put on the bottom of the deck`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  // 8.22: a random order, through the state's seed.
  const order = [...ids];
  run.state.seed = shuffleInPlace(order, run.state.seed);
  return order.map((id) => ({ kind: 'moveCard', target: id, from: 'discard', to: 'deckBottom' }));
}

/** "Choose a card in your discard pile": bound, not moved. */
function chooseCard(ctx: AbilityContext, effect: Of<'chooseCard'>): SwuEvent[] {
  const { run } = ctx;
  const pile = run.state[ctx.controller].discard.filter((c) => cardMatches(run.def(c.card), effect.filter));
  if (pile.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: no card in the discard pile fits, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const offered = pile.map((c) => ({ id: c.id, label: cardLabel(run, c.id), ref: c.id, card: c.id }));
  const [picked] = run.ask({ player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a card in your discard pile`, options: offered, min: 1, max: 1 });
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${offered.find((o) => o.id === picked)!.label}`, [picked!], ctx.controller, rule('8.4.1'));
  ctx.refs[effect.as] = picked!;
  return [];
}

/** The events of the effects this module defines, or undefined for any other effect. */
export function deckEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do === 'chooseCard') return chooseCard(ctx, effect);
  if (effect.do === 'resourceBoundCard') {
    const id = ctx.refs[effect.card];
    return id && ctx.run.state[ctx.controller].discard.some((c) => c.id === id) ? [{ kind: 'resourceFromDiscard', player: ctx.controller, target: id }] : [];
  }
  if (effect.do === 'discardedThisWay') return discardedThisWay(ctx, effect);
  if (effect.do === 'toDeckBottomRandom') return toDeckBottomRandom(ctx, effect);
  return undefined;
}

/** "with the same name as the discarded card": the printed name of the card bound to `name`, wherever it is now. */
export function sameNameAs(run: SwuRun, unit: UnitView, name: string, refs: Record<string, string>): boolean {
  const id = refs[name];
  const card = id ? cardOfInstance(run.state, id) : undefined;
  return card !== undefined && run.def(card).name.toLowerCase() === run.def(unit.card).name.toLowerCase();
}

/** "For each Force card discarded this way": the bound cards (wherever they are now) that match. */
export function deckAmount(ctx: AmountScope, amount: Extract<Amount, { countBound: string }>): number {
  const ids = (ctx.refs[amount.countBound] ?? '').split(',').filter(Boolean);
  return ids.filter((id) => {
    const card = cardOfInstance(ctx.run.state, id);
    if (card === undefined) return false;
    const def = ctx.run.def(card);
    return cardMatches(def, amount.filter) && (!amount.oddCost || (def.cost ?? 0) % 2 === 1);
  }).length;
}

/**
 * "a unit that was defeated this phase", for a card out of play: the phase's defeats name it by instance id (a card
 * keeps its id from play to the discard pile). A record without ids, or one begun mid-phase, can't say: UNSUPPORTED.
 */
export function defeatedThisPhase(run: SwuRun, id: string): boolean {
  const h = run.state.thisPhase;
  if (h?.defeated.some((r) => r.id === id)) return true;
  if (!h || h.partial || h.defeated.some((r) => r.id === undefined)) return run.unsupported('RULE', 'thisPhase', `whether ${run.name(id)} was defeated this phase is not in the state (send "thisPhase" with instance ids)`);
  return false;
}

/** "Return each unit in your discard pile that ...": every fitting card moves, nobody chooses. */
export function eachMoved(ctx: AbilityContext, effect: Of<'moveCards'>, ids: string[]): SwuEvent[] {
  ctx.update({ optionalNext: false });
  if (ids.length > 0) ctx.run.step('CHOICE_MADE', `${ctx.label}: ${ids.map((id) => cardLabel(ctx.run, id)).join(', ')}`, ids, ctx.controller, rule('1.3.2'));
  if (effect.as && ids[0]) ctx.refs[effect.as] = ids[0];
  return ids.map((id) => ({ kind: 'moveCard', target: id, from: effect.from, to: effect.to, ...(effect.to === 'discard' ? { reason: 'discard' as const } : effect.to === 'hand' ? { reason: 'return' as const } : {}) }));
}

type DeckCondition = Extract<Condition, { boundCardDefeatedThisPhase: string } | { boundCardSharesNameWith: unknown }>;

export function isDeckCondition(c: Condition): c is DeckCondition {
  return 'boundCardDefeatedThisPhase' in c || 'boundCardSharesNameWith' in c;
}

export function deckConditionHolds(ctx: AbilityContext, c: DeckCondition): boolean {
  const { run } = ctx;
  const id = ctx.refs['boundCardDefeatedThisPhase' in c ? c.boundCardDefeatedThisPhase : c.card];
  // Nothing was chosen: there is no "it" the condition could hold for.
  if (!id) return false;
  if ('boundCardDefeatedThisPhase' in c) return defeatedThisPhase(run, id);
  const card = cardOfInstance(run.state, id);
  if (!card) return false;
  const name = run.def(card).name.toLowerCase();
  return run.units().some((u) => run.def(u.card).name.toLowerCase() === name && unitMatches(run, u, c.boundCardSharesNameWith, ctx.controller, ctx.source, ctx.refs));
}
