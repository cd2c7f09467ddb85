// The no-abilities family (abilities/defs/noabil.ts): "Those units lose all abilities and can't gain abilities for this
// round" (8.14.1 Lose). A unit under such a lasting effect has no ability at all while it lasts: every reader of a
// unit's abilities asks abilitiesLost (stats.ts keywords, triggered and replacement abilities, gained abilities and the
// unit's own constant abilities; play.ts action abilities; watchers.ts data triggers; restrictions.ts and grants.ts
// cost modifiers; view.ts). It reads only the lasting effects, never grants, so a constant ability can't depend on itself.
import { lastingEvent, resolveTarget, type AbilityContext } from '../abilities/interpreter.js';
import type { Ability, Effect, Grant } from '../abilities/types.js';
import type { UnitView } from '../model.js';
import type { SwuEvent, SwuRun } from '../run.js';
import { attachedAbilities, isInPlay } from '../stats.js';

const NONE_LOST: ReadonlySet<string> = new Set();

/** 8.14.1: whether the card `id` (a unit in play) has lost all its abilities (and can't gain any) right now. */
export function abilitiesLost(run: SwuRun, id: string): boolean {
  // Every read of a unit's abilities asks this (a few hundred times per attack): the answer for every unit is read once
  // per state version, like run.units(); while an event is being applied, only this unit is read.
  const lost = run.derived('abilitiesLost', () => {
    let set: Set<string> | undefined;
    for (const unit of run.units()) if (lostNow(run, unit)) (set ??= new Set()).add(unit.id);
    return set ?? NONE_LOST;
  });
  if (lost) return lost.has(id);
  const unit = run.unit(id);
  return !!unit && lostNow(run, unit);
}

function lostNow(run: SwuRun, unit: UnitView): boolean {
  // "Attached unit loses its current abilities and can't gain abilities" (an upgrade's constant ability: the upgrade's
  // own abilities are not the unit's, so reading them depends on nothing this decides).
  for (const upgrade of unit.inst.upgrades) if (attachedAbilities(run.def(upgrade.card)).some(losesAll)) return true;
  for (const effect of run.state.effects) {
    if (!effect.targets.includes(unit.id) || (effect.effect as Grant | null)?.loseAllAbilities !== true) continue;
    if (effect.duration === 'whileSourceInPlay' && !isInPlay(run, effect.source)) continue;
    return true;
  }
  return false;
}

function losesAll(a: Ability): boolean {
  return a.kind === 'constant' && a.affects === 'self' && !a.condition && a.grant.loseAllAbilities === true;
}

/**
 * The grants a unit that lost all abilities still has: no gained ability (8.14.1); stat changes and restrictions other
 * cards put on it stay. Gained keywords stay listed (support.ts checks them) but keywordInstances gives none.
 */
export function withoutAbilities(grants: Grant[]): Grant[] {
  return grants.map((g) => {
    if (!g.ability) return g;
    const { ability: _a, ...rest } = g;
    return rest;
  });
}

/** The events of a no-abilities effect, or undefined for any other effect. */
export function noabilEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'loseAllAbilities') return undefined;
  // 7.7.3: the lasting effect applies to the units the target names now.
  return lastingEvent(ctx, resolveTarget(ctx, effect.target), effect.duration, { loseAllAbilities: true });
}
