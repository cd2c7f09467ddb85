// The ability language's damage prevention and modification (issue 7, wave 4 family "prevention"): "prevent that
// damage" / "prevent N of that damage" (8.20) as constant abilities, lasting effects and attack modifiers, and "deal
// that much damage plus 1 instead" (7.7.5). Spread into language.ts; run by ../../v2/prevention.ts as replacement
// effects of the one event pipeline (events.ts).
import { describe, int, lit, obj, opt, ref, str, type SchemaNode } from '../../../../core/schema.js';

/** Definitions added to the language's defs. */
export const PREVENTION_DEFS: Record<string, SchemaNode> = {
  damagePrevention: obj({
    amount: opt(describe(int({ minimum: 1 }), '"Prevent N of that damage" (8.20.2); absent: all of it (8.20.1).')),
    combat: opt(describe(lit(true), '"Prevent all combat damage": only combat damage.')),
    enemyAbility: opt(describe(lit(true), '"If an enemy card ability would deal damage": only damage an ability controlled by an opponent of the prevention\'s controller deals (never combat damage).')),
    dealtBy: opt(describe(ref('unitFilter'), '"If a friendly Creature unit would deal damage": the card dealing it (the unit dealing combat damage, or the card whose ability deals it) is a unit matching this ("friendly" relative to the prevention\'s controller).')),
    next: opt(describe(lit(true), '"The next time damage would be dealt to it": a lasting effect used up (it expires) once it prevents damage.')),
    ifYouDefeat: opt(describe(ref('unitFilter'), '"You may defeat another friendly unit that shares a trait with this unit. If you do, prevent that damage": optional; the controller of the prevention chooses a matching unit that can be defeated (or declines), and the damage is prevented only then.')),
    firstEachPhase: opt(describe(lit(true), '"The first time this unit would take damage each phase": used once it prevents damage, it does not apply again this phase (recorded as a lasting effect with `preventionUsed`). When it is unused and the damage is unpreventable, or another replacement could apply to the same damage, which damage is "the first" is not decided by the engine (UNSUPPORTED).')),
  }, 'Which damage to a unit or base is prevented, and how much (8.20). Unpreventable damage is never prevented (1.9.13).'),
};

/** Grant properties (spread into `grant`). */
export const PREVENTION_GRANTS = {
  preventDamage: opt(describe(ref('damagePrevention'), '"If damage would be dealt to this unit, prevent 1 of that damage" (a replacement effect, 7.7.5; 8.20).')),
  preventionUsed: opt(describe(str({ minLength: 1 }), 'Marks a "first time each phase" prevention of this unit as used this phase (a lasting effect for this phase).')),
  damagePlus: opt(describe(obj({ amount: int({ minimum: 1 }), fromOtherCard: lit(true) }), '"If damage would be dealt to this unit by another card, deal that much damage plus N instead" (7.7.5): damage dealt by a card other than the one with the ability (the unit dealing combat damage, or the card whose ability deals it).')),
};

/** unitFilter properties (spread into the unit filter). */
export const PREVENTION_FILTER_PROPERTIES = {
  sharesTraitWithSelf: opt(describe(lit(true), '"a unit that shares a trait with this unit": it has one of the printed traits of the card with the ability.')),
};

/** attackModifiers properties: "Prevent all damage that would be dealt to it during this attack." */
export const PREVENTION_ATTACK_MODIFIERS = {
  preventDamage: opt(describe(ref('damagePrevention'), 'Damage to the attacker prevented while this attack lasts (8.20).')),
};

/** Effect variants (spread into the `effect` union). */
export const PREVENTION_EFFECT_VARIANTS = {
  preventDamage: { target: ref('target'), prevent: ref('damagePrevention'), duration: ref('duration') },
};

export const PREVENTION_EFFECT_DESCRIPTIONS: Record<string, string> = {
  preventDamage: '"The next time damage would be dealt to it this phase, prevent that damage", "For this phase, if damage would be dealt to that unit, prevent 1 of that damage": a lasting effect on units or bases (7.7.3, 8.20).',
};
