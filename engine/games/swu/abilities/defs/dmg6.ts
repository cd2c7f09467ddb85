// Ability language, family "dmg6": damage whose amount is read per unit or per player of one simultaneous effect ("deal
// damage to each unit equal to half its remaining HP", "to each player's base equal to the number of cards in that
// player's hand"), and damage to several different units chosen one after the other, dealt together ("4 damage to a
// unit, 3 damage to a second unit, ..."). Spread into language.ts; executed by ../../v2/dmg6.ts.
import { arr, describe, int, oneOfStrings, ref, str } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const DMG6_EFFECT_VARIANTS = {
  eachUnitAmount: {
    kind: oneOfStrings(['damage', 'heal']),
    target: ref('target'),
    as: describe(str({ minLength: 1 }), 'The name each unit is bound to while its own amount is read.'),
    amount: ref('amount'),
  },
  eachBaseOwnAmount: { amount: describe(ref('amount'), 'Read from each base\'s player\'s point of view ("you", "your hand" is that player\'s).') },
  damageDifferentUnits: { amounts: arr(int({ minimum: 1 }), { minItems: 2 }) },
};

export const DMG6_EFFECT_DESCRIPTIONS = {
  eachUnitAmount: '"Heal all damage from each unit", "deal damage to each unit equal to half its remaining HP, rounded down": each unit the target names is bound to `as` and its own amount read (before any of it is dealt); the damage or heal is dealt to all of them at once.',
  eachBaseOwnAmount: '"Deal damage to each player\'s base equal to the number of cards in that player\'s hand": the amount is read for each player as if they controlled the ability; the damage is dealt to every base at once.',
  damageDifferentUnits: '"Deal 4 damage to a unit, 3 damage to a second unit, 2 damage to a third unit, and 1 damage to a fourth unit. (All damage is dealt simultaneously.)": the controller chooses a unit for each amount in order, each different from the units chosen before (as many as there are); then all the damage is dealt at once.',
};
