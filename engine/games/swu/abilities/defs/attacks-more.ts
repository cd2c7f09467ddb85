// The ability language's attack constructs, wave 4 (issue 7, family "attacks"): modifiers of one attack that depend on
// what it attacks ("If it's attacking a unit, it gets +1/+0 for this attack", 6.3.1B), what happens "after completing
// this attack" (7.6.8A), and lasting combat effects ("For this phase, while that unit is defending, the attacker gets
// -4/-0", "For this phase, that unit can't deal combat damage"). Spread into language.ts; executed in
// ../../v2/attacks-more.ts, ../../combat.ts and ../../attack-modifiers.ts.
import { bool, describe, int, obj, opt, ref } from '../../../../core/schema.js';

/** attackModifiers properties. */
export const ATTACK_MORE_MODIFIERS = {
  ifAttacking: opt(describe(obj({ unit: ref('unitFilter'), modifiers: ref('attackModifiers') }), '"If it\'s attacking a unit, it gets +1/+0 for this attack" / "If it attacks a ground unit, it gets +2/+0 and the defender gets -2/-0 for this attack": once the defender is declared (6.3.1B), these modifiers apply for this attack only if the defender is a unit matching `unit` (controller relative to the attacking player).')),
};

/** Grant properties (spread into `grant`). */
export const ATTACK_MORE_GRANTS = {
  cantDealCombatDamage: opt(describe(bool(), '"That unit can\'t deal combat damage" (6.3.0C): as attacker or defender it deals no combat damage (damage from abilities is not combat damage).')),
};

/** Effect variants (spread into the `effect` union). */
export const ATTACK_MORE_EFFECT_VARIANTS = {
  afterAttack: { attack: ref('effect'), then: ref('effect'), since: opt(int({ minimum: 0 })) },
  combatLasting: { target: ref('target'), duration: ref('duration'), attackerPower: opt(int()), cantDealCombatDamage: opt(bool()) },
};

export const ATTACK_MORE_EFFECT_DESCRIPTIONS: Record<string, string> = {
  afterAttack: '"Attack with a unit. After completing this attack, <then>" / "Attack with a space unit. If you do, attack with ...": `attack` (one attackWith) is made with every trigger of it resolved, then `then` resolves only if that attack was declared (7.6.8A). `since` is set by the engine while it waits (the attacks declared this phase before it).',
  combatLasting: 'A lasting combat effect on units or bases (7.7.3): `attackerPower`: "while that unit is defending, the attacker gets -4/-0" (on a base: "while a base is being attacked, the attacker gets -2/-0"); `cantDealCombatDamage`: "that unit can\'t deal combat damage".',
};
