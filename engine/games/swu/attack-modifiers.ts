// Attack-bound rules of the "attacks" family (issue 7, wave 2; language in abilities/defs/attacks.ts):
// - 6.3.5C / 7.5.6D: a unit that deals its combat damage before the defender. The defender deals its damage back only
//   if it survived the attacker's damage, with its power read then (Grit counts the damage just dealt).
// - "While this unit is defending, the attacker gets -1/-0": the attacker's power while it attacks such a unit.
import type { Effect } from './abilities/types.js';
import { lastingEvent, resolveTarget, type AbilityContext } from './abilities/interpreter.js';
import { opponentOf, type UnitView } from './model.js';
import { rule } from './rules.js';
import type { AttackContext, SwuEvent, SwuRun } from './run.js';
import { grantsOn, powerOf } from './stats.js';
import { attacksMoreEvents, baseDefenderPowerChange, cantDealCombatDamage } from './v2/attacks-more.js';

/** Whether the attacker deals its combat damage first (a constant or a "for this attack" grant, 6.3.5C). */
export function dealsCombatDamageFirst(run: SwuRun, attacker: UnitView): boolean {
  return grantsOn(run, attacker).some((g) => g.combatDamageFirst);
}

/** After the attacker's damage is dealt (and lethal damage defeats, 1.16.5E): the defender's damage back. */
export function firstStrikeDealt(run: SwuRun, attack: AttackContext): void {
  run.step('COMBAT_DAMAGE_FIRST', `${run.name(attack.attacker)} deals its combat damage before the defender`, [attack.attacker, attack.defender], attack.attackerController, rule('6.3.5'));
  run.then({ t: 'swu.combatDamage', attack: attack.id, second: true });
}

/** 6.3.5C: the defender deals combat damage back only if it survived; its power is read now. */
export function defenderStrikesBack(run: SwuRun, attackId: string): void {
  const attack = run.attacks.find((a) => a.id === attackId);
  if (!attack) return;
  const defender = run.unit(attack.defender);
  const attacker = run.unit(attack.attacker);
  if (!defender || !attacker) {
    run.step('NO_COMBAT_DAMAGE', `${run.name(defender ? attack.attacker : attack.defender)} left play: no combat damage back`, [attack.defender], opponentOf(attack.attackerController), rule('6.3.5'));
    return;
  }
  if (cantDealCombatDamage(run, defender)) {
    run.step('NO_COMBAT_DAMAGE', `${run.name(defender.id)} can't deal combat damage`, [defender.id], defender.controller, rule('6.3.0C'));
    return;
  }
  const power = powerOf(run, defender);
  run.emit(run.prepare([{ kind: 'damage', target: attacker.id, amount: power, combat: true, by: defender.id, byPlayer: defender.controller }]), true);
}

/** "While this unit is defending, the attacker gets -N/-0": the change to this unit's power while it attacks. */
export function attackerPowerChange(run: SwuRun, unit: UnitView): number {
  let change = 0;
  for (const attack of run.attacks) {
    if (attack.attacker !== unit.id) continue;
    if (attack.defenderIsBase) {
      change += baseDefenderPowerChange(run, attack.defender);
      continue;
    }
    const defender = run.unit(attack.defender);
    if (!defender) continue;
    for (const g of grantsOn(run, defender)) change += g.attackerWhileDefending?.power ?? 0;
  }
  return change;
}

/** The events of the effects of defs/attacks.ts, or undefined for any other effect. */
export function attackEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'dealCombatDamageFirst') return attacksMoreEvents(ctx, effect);
  return lastingEvent(ctx, resolveTarget(ctx, effect.target), effect.duration, { combatDamageFirst: true });
}
