// Restrictions of the prevention family (8.3.2 "can't"): "can't be defeated / returned to hand / captured / damaged /
// exhausted by enemy card abilities", "Opponents can't take control of this unit", "Bases can't be healed" (event
// legality, events.ts), "isn't defeated by having no remaining HP" (the state check, events.ts) and "doesn't ready
// during the regroup phase unless its power is 4 or more" (the regroup ready step, apply.ts). Events a card ability
// causes carry the ability's controller (byAbilityOf, tagged where the interpreter makes them).
import type { AbilityContext } from '../abilities/interpreter.js';
import { resolveTarget } from '../abilities/interpreter.js';
import type { Effect, Grant } from '../abilities/types.js';
import { findBase, findUpgrade, type UnitView } from '../model.js';
import type { SwuEvent, SwuRun } from '../run.js';
import { grantsOn, powerOf } from '../stats.js';

/** The events of one atomic effect of a card ability, each marked with the ability's controller where it matters. */
export function tagAbilityEvents(ctx: AbilityContext, events: SwuEvent[] | undefined): SwuEvent[] | undefined {
  if (!events) return events;
  return events.map((e) => {
    const tagged = e.kind === 'defeat' || e.kind === 'exhaust' || e.kind === 'capture' || e.kind === 'takeControl' || (e.kind === 'moveCard' && e.from === 'play');
    return tagged && e.byAbilityOf === undefined ? { ...e, byAbilityOf: ctx.controller } : e;
  });
}

function grants(run: SwuRun, unit: UnitView): Grant[] {
  return grantsOn(run, unit);
}

function immune(run: SwuRun, unit: UnitView, act: NonNullable<Grant['immuneToEnemyAbilities']>[number]): boolean {
  return grants(run, unit).some((g) => g.immuneToEnemyAbilities?.includes(act));
}

/** False when one of these restrictions makes the event impossible (it is skipped, 8.3.2); true otherwise. */
export function immunityAllows(run: SwuRun, event: SwuEvent): boolean {
  if (event.kind === 'heal') return !(findBase(run.state, event.target) && run.units().some((u) => grants(run, u).some((g) => g.basesCantBeHealed)));
  if (!('target' in event)) return true;
  const unit = run.unit(event.target);
  if (!unit) return upgradeAllows(run, event);
  const enemy = (player: string | undefined) => player !== undefined && player !== unit.controller;
  switch (event.kind) {
    case 'damage':
      // 1.9.9: "can't be damaged" prevents all of it; 1.9.13: unpreventable damage is dealt anyway.
      return !(!event.combat && !event.unpreventable && enemy(event.byPlayer) && immune(run, unit, 'damage'));
    case 'defeat':
      return !(enemy(event.byAbilityOf) && immune(run, unit, 'defeat'));
    case 'exhaust':
      return !(enemy(event.byAbilityOf) && immune(run, unit, 'exhaust'));
    case 'capture':
      return !(enemy(event.byAbilityOf) && immune(run, unit, 'capture'));
    case 'moveCard':
      return !(event.from === 'play' && event.to === 'hand' && enemy(event.byAbilityOf) && immune(run, unit, 'returnToHand'));
    case 'takeControl':
      return !(event.player !== unit.controller && grants(run, unit).some((g) => g.opponentsCantTakeControl));
    default:
      return true;
  }
}

/** "While this unit has exactly 1 friendly upgrade on it, that upgrade can't be defeated or returned to hand by enemy card abilities." */
function upgradeAllows(run: SwuRun, event: SwuEvent): boolean {
  const act = event.kind === 'defeat' ? 'defeat' : event.kind === 'moveCard' && event.from === 'play' && event.to === 'hand' ? 'returnToHand' : undefined;
  if (!act || !('byAbilityOf' in event) || event.byAbilityOf === undefined) return true;
  const found = findUpgrade(run.state, event.target, run.defOf);
  if (!found) return true;
  const host = found.host;
  // An upgrade is controlled by the player who played it, recorded as its owner (1.5.2B).
  const friendly = host.inst.upgrades.filter((u) => u.owner === host.controller);
  if (friendly.length !== 1 || friendly[0]!.id !== event.target || event.byAbilityOf === host.controller) return true;
  return !grants(run, host).some((g) => g.soleFriendlyUpgradeImmune?.includes(act));
}

/** "This unit isn't defeated by having no remaining HP" (overrides 1.16.5E while it lasts). */
export function survivesNoRemainingHp(run: SwuRun, unit: UnitView): boolean {
  return grants(run, unit).some((g) => g.notDefeatedByNoHp);
}

/** "This unit doesn't ready during the regroup phase unless its power is N or more" (5.5.1D). */
export function skipsRegroupReady(run: SwuRun, id: string): boolean {
  const unit = run.unit(id);
  if (!unit) return false;
  return grants(run, unit).some((g) => g.noRegroupReady && (g.noRegroupReady.unlessMinPower === undefined || powerOf(run, unit) < g.noRegroupReady.unlessMinPower));
}

/** The lasting effect of notDefeatedByNoHp (7.7.3). */
export function immunityEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'notDefeatedByNoHp') return undefined;
  const { run } = ctx;
  const targets = resolveTarget(ctx, effect.target);
  if (targets.length === 0) return [];
  if (effect.duration !== 'thisPhase' && effect.duration !== 'thisRound') run.unsupported('RULE', '7.7.3', `${ctx.label}: "isn't defeated by having no remaining HP" for ${effect.duration} is not supported`);
  const id = run.newId('effect');
  return [{ kind: 'addEffect', effect: { id, source: ctx.source, controller: ctx.controller, duration: effect.duration, targets, effect: { notDefeatedByNoHp: true } }, text: `${ctx.label}: can't be defeated by having no remaining HP (${effect.duration})` }];
}
