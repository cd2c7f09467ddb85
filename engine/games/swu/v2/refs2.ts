// Conditions of the refs2 family (abilities/defs/refs2.ts): whether the unit a name is bound to is still in play.
import type { Condition, UnitFilter } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { isTokenCard, type UnitView } from '../model.js';
import { cardMatches } from '../restrictions.js';
import type { SwuRun } from '../run.js';
import { hpOf, unitMatches } from '../stats.js';

type Refs2Condition = Extract<Condition, { unitInPlay: string } | { boundUnitWas: string }>;

export function isRefs2Condition(c: Condition): c is Refs2Condition {
  return 'unitInPlay' in c || 'boundUnitWas' in c;
}

/** True when the bound card is a unit in play; nothing bound, or a card that left play (by then in a discard pile), is not. */
export function refs2ConditionHolds(ctx: AbilityContext, c: Refs2Condition): boolean {
  if ('boundUnitWas' in c) return boundUnitWas(ctx, c.boundUnitWas, c.filter);
  const id = ctx.refs[c.unitInPlay];
  return id !== undefined && ctx.run.unit(id) !== undefined;
}

/** The bound unit matches, in play or by last known information (8.11): printed traits only once it left play. */
function boundUnitWas(ctx: AbilityContext, name: string, filter: UnitFilter): boolean {
  const { run } = ctx;
  const id = ctx.refs[name];
  // Nothing was chosen: there is no "it" to match.
  if (id === undefined) return false;
  const unit = run.unit(id);
  if (unit) return unitMatches(run, unit, filter, ctx.controller, ctx.source, ctx.refs);
  const snap = run.lkiOf(id);
  if (!snap) return run.unsupported('ABILITY', ctx.label, `${run.name(id)} left play and is not remembered (8.11)`);
  if (Object.keys(filter).some((k) => k !== 'trait' && k !== 'notTrait')) return run.unsupported('ABILITY', ctx.label, `${run.name(id)} left play: only its printed traits are read (8.11)`);
  if (snap.upgrades.some((card) => !isTokenCard(run.def(card)))) return run.unsupported('ABILITY', ctx.label, `${run.name(id)} left play with upgrades that may have given it traits`);
  return cardMatches(run.def(snap.card), { ...(filter.trait ? { trait: filter.trait } : {}) }) && !(filter.notTrait && run.def(snap.card).traits.some((t) => t.toLowerCase() === filter.notTrait!.toLowerCase()));
}

/**
 * "the unit with the least remaining HP among other units" (unit filter leastRemainingHp): its remaining HP (1.11.6) is
 * the least among the units the rest of the filter matches (ties: any of them may be chosen).
 */
export function leastRemainingHpMatches(run: SwuRun, unit: UnitView, filter: UnitFilter, matches: (unit: UnitView, filter: UnitFilter) => boolean): boolean {
  const { leastRemainingHp: _least, ...rest } = filter;
  const remaining = (u: UnitView) => hpOf(run, u) - u.inst.damage;
  const pool = run.units().filter((u) => matches(u, rest));
  return pool.length > 0 && remaining(unit) <= Math.min(...pool.map(remaining));
}

/**
 * "a unit that was played this phase" (unit filter playedThisPhaseByAny): the phase's record of cards played as units,
 * by either player, names this unit's instance. A record that began mid-phase, or one without instance ids, can't say.
 */
export function playedThisPhaseByAnyone(run: SwuRun, id: string): boolean {
  const h = run.state.thisPhase;
  const units = h?.played.filter((p) => p.as === 'unit') ?? [];
  if (units.some((p) => p.id === id)) return true;
  if (!h || h.partial || units.some((p) => !p.id)) return run.unsupported('RULE', 'thisPhase', `whether ${run.name(id)} was played this phase is not in the state (send "thisPhase" with the state)`);
  return false;
}
