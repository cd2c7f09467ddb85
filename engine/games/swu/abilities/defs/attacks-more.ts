// The ability language's attack constructs, wave 4 (issue 7, family "attacks"): modifiers of one attack that depend on
// what it attacks ("If it's attacking a unit, it gets +1/+0 for this attack", 6.3.1B), what happens "after completing
// this attack" (7.6.8A), and lasting combat effects ("For this phase, while that unit is defending, the attacker gets
// -4/-0", "For this phase, that unit can't deal combat damage"). Spread into language.ts; executed in
// ../../v2/attacks-more.ts, ../../combat.ts and ../../attack-modifiers.ts.
import { bool, describe, int, obj, oneOfStrings, opt, ref, str } from '../../../../core/schema.js';

/** attackModifiers properties. */
export const ATTACK_MORE_MODIFIERS = {
  canAttackArena: opt(describe(oneOfStrings(['ground', 'space']), '"It ... can attack ground units for this attack" (6.3.2A overridden): the attacker may also attack enemy units in this arena.')),
  damageFromRemainingHp: opt(describe(bool(), '"For this attack, it deals damage equal to its remaining HP instead of its power": its combat damage is its HP minus its damage when combat damage is calculated (6.3.4).')),
  ifAttacking: opt(describe(obj({ unit: ref('unitFilter'), modifiers: ref('attackModifiers') }), '"If it\'s attacking a unit, it gets +1/+0 for this attack" / "If it attacks a ground unit, it gets +2/+0 and the defender gets -2/-0 for this attack": once the defender is declared (6.3.1B), these modifiers apply for this attack only if the defender is a unit matching `unit` (controller relative to the attacking player).')),
};

/** Grant properties (spread into `grant`). */
export const ATTACK_MORE_GRANTS = {
  defenderFirstOption: opt(describe(bool(), '"While attacking, you may have the defending unit deal combat damage before this unit" (6.3.5C): when it attacks a unit, its controller chooses; if so, the defending unit deals its combat damage first and this unit deals its damage back only if it survived (its power read then: Grit counts the new damage).')),
  canAttackArena: opt(describe(oneOfStrings(['ground', 'space']), '"This unit can attack space units" / "... units in the ground arena" (6.3.2A overridden): it may also attack enemy units in that arena; only Sentinels in its own arena restrict it (ruling on SOR Strafing Gunship).')),
  damageFromRemainingHp: opt(describe(bool(), 'Its combat damage is its remaining HP instead of its power (6.3.4).')),
  cantDealCombatDamage: opt(describe(bool(), '"That unit can\'t deal combat damage" (6.3.0C): as attacker or defender it deals no combat damage (damage from abilities is not combat damage).')),
};

/** Unit filter properties: "another unit that costs less than it", "a unit with less power than this unit". */
export const ATTACK_MORE_FILTERS = {
  lessThan: opt(describe(obj({ stat: oneOfStrings(['cost', 'power']), of: str(), orEqual: opt(bool()) }), '"that costs less than it" (printed cost) / "with less power than this unit" (current power): strictly less than (`orEqual`: "equal to or less than") that of the unit bound to `of` ("self": the ability\'s own card; last-known information if it left play).')),
};

/** Condition variants (spread into the `condition` union; evaluated by constants/state.ts). */
export const ATTACK_MORE_CONDITIONS = [
  obj({ readyResources: obj({ player: ref('who'), atMost: int({ minimum: 0 }) }) }, '"If the defending player controls no ready resources" (in an On Attack ability the defending player is the opponent): that player\'s ready resources are at most `atMost`.'),
];

/** Amount variants (spread into `amount`): "for every 5 damage on your base" (constants' "per" only, v2/per.ts). */
export const ATTACK_MORE_AMOUNTS = [
  obj({ baseDamageEvery: obj({ player: ref('who'), every: int({ minimum: 1 }) }) }, '"for every 5 damage on your base": the damage on that player\'s base divided by `every`, rounded down.'),
];

/** Effect variants (spread into the `effect` union). */
export const ATTACK_MORE_EFFECT_VARIANTS = {
  afterAttack: { attack: ref('effect'), then: ref('effect'), since: opt(int({ minimum: 0 })) },
  combatLasting: { target: ref('target'), duration: ref('duration'), attackerPower: opt(int()), cantDealCombatDamage: opt(bool()) },
};

export const ATTACK_MORE_EFFECT_DESCRIPTIONS: Record<string, string> = {
  afterAttack: '"Attack with a unit. After completing this attack, <then>" / "Attack with a space unit. If you do, attack with ...": `attack` (one attackWith) is made with every trigger of it resolved, then `then` resolves only if that attack was declared (7.6.8A). `since` is set by the engine while it waits (the attacks declared this phase before it).',
  combatLasting: 'A lasting combat effect on units or bases (7.7.3): `attackerPower`: "while that unit is defending, the attacker gets -4/-0" (on a base: "while a base is being attacked, the attacker gets -2/-0"); `cantDealCombatDamage`: "that unit can\'t deal combat damage".',
};
