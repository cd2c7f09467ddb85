// The ability language's damage constructs (issue 7, family "damage"): indirect damage (8.35), damage "divided as you
// choose" (8.4.5) and damage to each base. Spread into language.ts; implemented in ../../damage/effects.ts.
import { bool, describe, int, lit, obj, oneOfStrings, opt, ref, type SchemaNode } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const DAMAGE_EFFECT_VARIANTS = {
  dealIndirectDamage: {
    player: describe(oneOfStrings(['chosen', 'opponent', 'defending']), '"to a player": the controller chooses a player (either one); "to each opponent": the opponent; "to the defending player": the current attack\'s defending player.'),
    amount: ref('amount'),
  },
  dealDamageDivided: {
    amount: ref('amount'),
    among: describe(ref('unitFilter'), 'The units the damage may be divided among ("among enemy units").'),
    anyNumber: opt(describe(bool(), '"among any number of units": the player may choose 0 units and deal none (8.4.5A); once a unit is chosen, all of it is dealt.')),
    by: opt(describe(ref('target'), 'The unit dealing it ("it deals damage equal to its power divided ..."): self or a bound name.')),
  },
  dealDamageToDefendingBase: {
    amount: ref('amount'),
  },
  dealDamageToRandom: {
    amount: ref('amount'),
  },
  exhaustDamagedThisWay: {},
  dealDamageToAnyNumber: {
    amount: ref('amount'),
    among: describe(ref('unitFilter'), '"Deal 1 damage to each of any number of units": any number of different matching units (0 or more), each dealt the amount.'),
  },
  dealDamageToEachBase: {
    amount: ref('amount'),
  },
  healUpTo: {
    target: ref('target'),
    amount: ref('amount'),
  },
  healDivided: {
    amount: ref('amount'),
    among: describe(ref('unitFilter'), 'The units the healing may be divided among ("from any number of units").'),
    bases: opt(describe(bool(), '"from any number of units and/or bases": both bases may be healed too.')),
    all: opt(describe(bool(), '"Heal 2 total damage from any number of units" (no "up to"): the player may choose no unit (8.4.5A), but once one is chosen all of it is healed, as far as there is damage to heal.')),
  },
};

export const DAMAGE_EFFECT_DESCRIPTIONS: Record<string, string> = {
  dealIndirectDamage: 'Indirect damage (8.35): the player dealt it assigns the damage, divided as they choose, among their units and base; no more to a unit than its remaining HP (8.35.3); unpreventable (8.35.2); all dealt at once (8.35.5).',
  dealDamageDivided: '"Deal N damage divided as you choose among ..." (8.4.5): the controller places all N damage on matching units, one point at a time; all of it is dealt at once.',
  dealDamageToEachBase: '"Deal N damage to each base": both bases at once.',
  dealDamageToDefendingBase: '"Deal N damage to the defending player\'s base": the base of the current attack\'s defending player.',
  dealDamageToRandom: '"Deal N damage to a random unit or base" (8.22): one of every unit in play and both bases, each equally likely, through the state\'s seed.',
  exhaustDamagedThisWay: '"Exhaust each unit damaged this way" after indirect damage in the same ability: every unit it was assigned to (unpreventable, 8.35.2) that is still in play.',
  dealDamageToAnyNumber: '"Deal N damage to each of any number of units": the controller chooses any number of different units (8.4.5A), all dealt the damage at once.',
  healUpTo: '"Heal up to N damage from a unit or base": the target is chosen, then how much (0 to N, no more than its damage).',
  healDivided: '"Heal up to N total damage from any number of units": the controller places the healing one point at a time on damaged units and may stop at any point; all of it is healed at once.',
};


/** Grant properties (spread into `grant`): constants that change indirect damage a unit's controller deals (8.35). */
export const DAMAGE_GRANTS = {
  assignIndirect: opt(describe(oneOfStrings(['youDeal', 'thisUnitDeals']), '"You assign all indirect damage you deal to opponents" (youDeal) / "... dealt by this unit" (thisUnitDeals): the dealing player assigns it instead of the opponent (8.35.1).')),
  indirectBonus: opt(describe(int({ minimum: 1 }), '"Indirect damage you deal to opponents is increased by N": added to each instance of indirect damage dealt to an opponent.')),
};

/** Amount variants (spread into `amount`). */
export const DAMAGE_AMOUNT_VARIANTS: SchemaNode[] = [
  obj({ healedThisWay: describe(lit(true), '"that much" after "heal up to N ...": the damage the ability\'s healUpTo/healDivided healed.') }),
];

/** Condition variants (spread into `condition`). */
export const DAMAGE_CONDITION_VARIANTS: SchemaNode[] = [
  obj({ baseDamagedThisWay: describe(lit(true), '"If a base is damaged this way" after indirect damage in the same ability: some of it was assigned to a base (indirect damage is unpreventable, 8.35.2).') }),
];
