// Amounts and unit filters of the amounts2 family (abilities/defs/amounts2.ts): "for each different cost among cards in
// your discard pile" and "a unit with cost equal to or less than <an amount>".
import type { Amount, Effect, UnitFilter } from '../abilities/types.js';
import { atomicEvents, type AbilityContext } from '../abilities/interpreter.js';
import type { SwuEvent } from '../run.js';
import { rule } from '../rules.js';
import { cardOfInstance, type UnitView } from '../model.js';
import type { SwuRun } from '../run.js';
import type { PlayerId } from '../state/types.js';
import { isV2Amount, v2AmountOf, type AmountScope } from './amounts.js';

type Amounts2Amount = Extract<Amount, { differentCostsInDiscard: true } | { printedPowerOf: string } | { differentAspectsBound: string }>;

export function isAmounts2Amount(amount: Amount): amount is Amounts2Amount {
  return typeof amount === 'object' && ('differentCostsInDiscard' in amount || 'printedPowerOf' in amount || 'differentAspectsBound' in amount);
}

/** "for each different cost among cards in your discard pile": each printed cost once (SHD_220 ruling: printed cost). */
export function amounts2AmountOf(ctx: AmountScope, amount: Amounts2Amount): number {
  const { run } = ctx;
  if ('differentAspectsBound' in amount) {
    // "the discarded cards": the cards the earlier step bound, read where they are now (printed aspects).
    const aspects = new Set<string>();
    for (const id of (ctx.refs[amount.differentAspectsBound] ?? '').split(',').filter(Boolean)) {
      const card = cardOfInstance(run.state, id) ?? run.unsupported('ABILITY', ctx.label, `a card bound to "${amount.differentAspectsBound}" is nowhere in the state`);
      for (const a of run.def(card).aspects) aspects.add(a.toLowerCase());
    }
    return aspects.size;
  }
  if ('printedPowerOf' in amount) {
    // A card out of play (moved from a discard pile to a deck): its printed power. A card in play is not read here.
    const id = ctx.refs[amount.printedPowerOf];
    if (id === undefined) return 0;
    if (run.unit(id)) return run.unsupported('ABILITY', ctx.label, `${run.name(id)} is in play: its printed power is not what "its power" reads`);
    const card = cardOfInstance(run.state, id) ?? run.unsupported('ABILITY', ctx.label, `the card bound to "${amount.printedPowerOf}" is nowhere in the state`);
    return run.def(card).power ?? 0;
  }
  const costs = new Set<number>();
  for (const c of run.state[ctx.controller].discard) {
    const cost = run.def(c.card).cost;
    if (cost === undefined || cost === null) return run.unsupported('ABILITY', ctx.label, `${run.def(c.card).name} in the discard pile has no printed cost`);
    costs.add(cost);
  }
  return costs.size;
}

/**
 * Unit filter maxCostAmount: the unit's printed cost is at most the amount, read for the controller now. Only amounts
 * that need nothing bound by an ability are read here (the filter has no ability context of its own).
 */
export function amounts2FilterMatches(run: SwuRun, unit: UnitView, filter: UnitFilter, controller: PlayerId, sourceId: string | null, refs: Record<string, string>, printedOnly: boolean): boolean {
  if (filter.maxCostAmount === undefined) return true;
  const amount = filter.maxCostAmount;
  const label = JSON.stringify(filter);
  if (typeof amount !== 'number' && !isV2Amount(amount)) return run.unsupported('ABILITY', label, `the amount ${JSON.stringify(amount)} is not read in a unit filter`);
  const scope: AmountScope = { run, controller, source: sourceId ?? '', refs, label, printedOnly };
  const max = typeof amount === 'number' ? amount : v2AmountOf(scope, amount, (_s, a) => run.unsupported('ABILITY', label, `the amount ${JSON.stringify(a)} is not read in a unit filter`));
  const cost = run.def(unit.card).cost;
  if (cost === undefined || cost === null) return run.unsupported('ABILITY', label, `${run.name(unit.id)} has no printed cost to compare`);
  return cost <= max;
}

/** playFromHand filter notAspect ("a non-Heroism unit"): the card prints no icon of that aspect. */
export function amounts2PlayFilterMatches(def: { aspects: readonly string[] }, filter: { notAspect?: string }): boolean {
  return filter.notAspect === undefined || !def.aspects.some((a) => a.toLowerCase() === filter.notAspect!.toLowerCase());
}

/**
 * "Discard any number of cards from your hand" (8.4.5A): the controller picks 0 or more of their cards; every card
 * picked is bound (asAll) and all are discarded at once (1.14.4).
 */
export function amounts2EffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'discardAnyFromHand') return undefined;
  const { run } = ctx;
  const hand = run.state[ctx.controller].hand;
  ctx.refs[effect.asAll] = '';
  if (hand.length === 0) {
    run.step('NO_EFFECT', `${ctx.label}: ${ctx.controller} has no card to discard`, [ctx.source], ctx.controller, rule('1.14.5'));
    return [];
  }
  const label = (id: string) => run.def(hand.find((c) => c.id === id)!.card).name;
  const picked = run.ask({
    player: ctx.controller, kind: 'DISCARD', text: `${ctx.label}: choose any number of cards to discard from your hand`,
    options: hand.map((c) => ({ id: c.id, label: run.def(c.card).name, ref: c.id })), min: 0, max: hand.length,
  });
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${picked.length ? picked.map(label).join(', ') : 'nothing'}`, picked, ctx.controller, rule(picked.length ? '1.14.2' : '8.4.5A'));
  ctx.refs[effect.asAll] = picked.join(',');
  return picked.map((id) => ({ kind: 'moveCard', target: id, from: 'hand', to: 'discard', reason: 'discard' }));
}

/**
 * "Defeat all units. For each enemy unit defeated this way, deal 1 damage to its controller's base." The defeats are
 * prepared (legality, replacements) and counted among the units the opponent controls now, then applied at once; the
 * damage follows, to the opponent's base (two players: an enemy unit's controller).
 */
export function runAmounts2EffectStep(ctx: AbilityContext, effect: Effect, scopeId: string): boolean {
  if (effect.do !== 'defeatThenDamagePerEnemy') return false;
  const { run } = ctx;
  const enemy = new Set(run.units().filter((u) => u.controller !== ctx.controller).map((u) => u.id));
  const events = atomicEvents(ctx, effect.defeat) ?? run.unsupported('ABILITY', ctx.label, 'the defeat before "for each enemy unit defeated this way" is not one effect');
  const prepared = run.prepare(events);
  const n = prepared.filter((e) => e.kind === 'defeat' && enemy.has(e.target)).length;
  run.emit(prepared, true);
  if (n === 0) {
    run.logLater('NO_EFFECT', `${ctx.label}: no enemy unit was defeated this way`, [ctx.source], ctx.controller, rule('1.3.2'));
    return true;
  }
  run.then({ t: 'swu.effect', effect: { do: 'dealDamage', target: { base: 'opponent' }, amount: n * effect.per }, scope: scopeId });
  return true;
}
