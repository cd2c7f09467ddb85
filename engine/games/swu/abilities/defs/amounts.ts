// Ability language, family "amounts": amounts as expressions beyond counts of units, cards and events ("for each
// upgrade on him", "for each different aspect among units you control"), and "for each" on cost-modifier abilities
// ("This unit costs 1 less to play for each friendly damaged unit"). Spread into language.ts; read by
// ../../v2/amounts.ts (every amount), ../../v2/per.ts (constants) and ../../restrictions.ts (cost modifiers).
import { arr, describe, int, opt, ref, str, type Property, type SchemaNode } from '../../../../core/schema.js';
import { obj } from '../../../../core/schema.js';

/** Amount variants (spread into `amount`). */
export const AMOUNT_VARIANTS: SchemaNode[] = [
  obj({
    upgradesOn: describe(str(), 'A bound unit ("self", a ref name; in a constant also "affected", the unit it applies to): the upgrades attached to it, tokens included (3.6.13).'),
    filter: opt(ref('cardFilter')),
  }, '"for each upgrade on him": upgrades attached to a unit in play matching the filter.'),
  obj({
    differentAspects: describe(ref('unitFilter'), 'The units in play whose aspects are read.'),
  }, '"for each different aspect among units you control": how many distinct aspects those units have between them.'),
  obj({
    difference: describe(arr(ref('amount'), { minItems: 2, maxItems: 2 }), 'The first amount minus the second, never below 0.'),
  }, '"equal to 1 less than its remaining HP".'),
  obj({
    playersWithBaseDamage: describe(int({ minimum: 1 }), 'At least this much damage on the player\'s base.'),
  }, '"for each player with 15 or more damage on their base": how many players (of the two) have it.'),
  obj({
    differentNames: describe(ref('unitFilter'), 'The units in play whose names are read.'),
  }, '"for each friendly unit with a different name": how many distinct names (without subtitles) those units have.'),
  obj({
    aspectIcons: describe(str(), 'An aspect ("Heroism").'),
    among: ref('unitFilter'),
  }, '"for each Heroism aspect icon among friendly units": the icons of that aspect printed on those units, each icon counted (a card may print one aspect twice).'),
  obj({
    aspectsOf: describe(str(), 'A bound card ("self", a ref name), in play or not: its printed aspects, each counted once.'),
  }, '"for each different aspect it has".'),
];

/** Extra properties of modifyStats. */
export const MODIFY_STATS_PER_PROPERTIES: Record<string, Property> = {
  per: opt(describe(ref('amount'), '"Give a unit +1/+0 for this phase for each damage on it": power and hp are multiplied by this amount, read once the target is chosen, when the effect is created (the lasting effect keeps that value).')),
};

/** Extra properties of cost-modifier abilities. */
export const COST_MODIFIER_PER_PROPERTIES: Record<string, Property> = {
  per: opt(describe(ref('amount'), '"costs 1 less to play for each friendly damaged unit": the modifier\'s amount is multiplied by this amount, read for the card with the ability (its controller is "you"; no choices, printed facts and counters).')),
};

/** Extra unitFilter properties. */
export const AMOUNT_FILTER_PROPERTIES: Record<string, Property> = {
  minRemainingHp: opt(describe(int(), '"a unit with 7 or more remaining HP" (HP minus damage, 1.11.6).')),
};

/** Extra properties of attack modifiers ("for this attack"). */
export const ATTACK_MODIFIER_PER_PROPERTIES: Record<string, Property> = {
  per: opt(describe(ref('amount'), '"For this attack, it gets +1/+0 for each card in your hand": power and hp are multiplied by this amount, read as the attack is declared (the modifiers apply then, 7.1.6), for the player attacking (no choices, printed facts and counters).')),
};

/** Extra properties of playFromHand. */
export const PLAY_FROM_HAND_PER_PROPERTIES: Record<string, Property> = {
  per: opt(describe(ref('amount'), '"It costs 1 less for each Heroism aspect icon among friendly units": costReduction times this amount, read when the effect resolves.')),
};
