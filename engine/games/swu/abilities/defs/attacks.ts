// The ability language's attack constructs (issue 7, wave 2 family "attacks"): a unit that deals its combat damage
// before the defender (6.3.5C / 7.5.6D), an attack "even if it's exhausted", an attack that "can't attack bases", and
// an upgrade's "While attached unit is defending, the attacker gets -N/-0". Spread into language.ts; executed in ../../combat.ts,
// ../interpreter.ts (attackWith) and ../../stats.ts (powerOf).
import { bool, describe, int, obj, opt, ref } from '../../../../core/schema.js';

/** Grant properties (spread into `grant`). */
export const ATTACK_GRANTS = {
  combatDamageFirst: opt(describe(bool(), '"While attacking, this unit deals combat damage before the defender" (6.3.5C): when it attacks a unit, it deals its combat damage first; the defender deals combat damage back only if it survived (its power read again then: Grit counts the new damage, 7.5.6D).')),
  attackerWhileDefending: opt(describe(obj({ power: int() }), 'An upgrade\'s "While attached unit is defending, the attacker gets -1/-0" (on the attached unit): the unit attacking it gets this much power while the attack lasts.')),
};

/** attackModifiers properties: "It gets +1/+0 for this attack and deals its combat damage before the defender." */
export const ATTACK_MODIFIER_PROPERTIES = {
  combatDamageFirst: opt(describe(bool(), 'The attacker deals its combat damage before the defender for this attack (6.3.5C).')),
};

/** attackWith properties: "Attack with a unit, even if it's exhausted." */
export const ATTACK_WITH_PROPERTIES = {
  evenIfExhausted: opt(describe(bool(), '"even if it\'s exhausted": an exhausted unit may be chosen and attack (the attack still exhausts it, 6.3.3).')),
};

/** Effect variants (spread into the `effect` union). */
export const ATTACK_EFFECT_VARIANTS = {
  dealCombatDamageFirst: { target: ref('target'), duration: ref('duration') },
};

export const ATTACK_EFFECT_DESCRIPTIONS: Record<string, string> = {
  dealCombatDamageFirst: '"On Attack: ... this unit ... deals combat damage before the defender" (6.3.5C): a lasting effect (usually for this attack) by which the unit, when it attacks, deals its combat damage first.',
};
