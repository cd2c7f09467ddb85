// Capture and control (wave 4): units compared with a bound unit ("with less power than it"), units that attacked your
// base this phase, units guarding captured cards (8.33), captured cards as targets ("rescue a captured card guarded by
// that unit", "discard a captured card guarded by a friendly unit"), one effect for each of several units ("Each of
// those units captures ..."), exchanging control of two units (8.27). Spread into language.ts; executed by
// ../../v2/capture.ts.
import { arr, bool, describe, int, obj, oneOfStrings, opt, ref, str } from '../../../../core/schema.js';

/** Unit filter properties (spread into the unit filter). */
export const CAPTURE_FILTER_PROPERTIES = {
  lessPowerThan: opt(describe(str(), '"with less power than it": its current power is less than the current power of the unit bound to this name ("self": the ability\'s own unit).')),
  lessRemainingHpThan: opt(describe(str(), '"with less remaining HP than it": its remaining HP (1.11.6) is less than that of the unit bound to this name.')),
  attackedYourBaseThisPhase: opt(describe(bool(), '"a unit that attacked your base this phase": it was declared as an attacker this phase with the base of the ability\'s controller as the defender (the state\'s thisPhase attacks).')),
  costAtMostOf: opt(describe(str(), '"that costs the same as or less than it": its printed cost is at most that of the unit bound to this name.')),
  guarding: opt(describe(bool(), '"a unit guarding any captured cards" (8.33): it has at least one captured card under it.')),
};

/** Effect variants (spread into the `effect` union). */
export const CAPTURE_EFFECT_VARIANTS = {
  capturedCard: {
    action: oneOfStrings(['rescue', 'discard'], 'rescue: the card enters play exhausted under its owner\'s control (8.33.3); discard: it goes to its owner\'s discard pile.'),
    guardRef: opt(describe(str(), 'Only cards guarded by the unit bound to this name ("guarded by that unit").')),
    guardFilter: opt(describe(ref('unitFilter'), 'Only cards guarded by a unit matching this ("guarded by a friendly unit").')),
    chooser: opt(describe(ref('who'), 'Who chooses the card ("The defending player may rescue a card they own ..."): the controller by default.')),
    optional: opt(describe(bool(), 'The chooser may choose none ("may").')),
    ownedByChooser: opt(describe(bool(), '"a card they own": only cards the chooser owns.')),
  },
  captureUpToTotal: {
    by: describe(ref('target'), 'The captor (chosen first when it is a choice).'),
    filter: opt(ref('unitFilter')),
    maxRemainingHp: describe(int({ minimum: 0 }), '"with a total of 7 or less remaining HP": the chosen units\' remaining HP (1.11.6) add up to at most this.'),
    upTo: opt(describe(int({ minimum: 1 }), '"up to 3 ... units": at most this many; absent: any number.')),
  },
  forEachUnit: {
    filter: opt(ref('unitFilter')),
    anyNumber: opt(describe(bool(), '"Choose any number of friendly units. Each of those units ...": the controller first chooses 0 or more matching units (8.4.5A); otherwise every matching unit in play.')),
    as: describe(str(), 'The name the effect uses for the unit it is resolved for.'),
    effect: ref('effect'),
  },
  exchangeControl: {
    first: describe(ref('target'), 'One unit (chosen first).'),
    second: describe(ref('target'), 'The other unit (chosen second).'),
  },
};

export const CAPTURE_EFFECT_DESCRIPTIONS = {
  captureUpToTotal: '"A friendly unit captures any number of enemy non-leader units with a total of 7 or less remaining HP" (8.4.5A, 8.33.1): the captor is chosen, then the units one at a time (each prompt offers only units that still fit the total, or stopping), then all are captured together.',
  capturedCard: 'A captured card (8.33) chosen by the controller among those the given guard(s) hold, then rescued or discarded. Nothing happens when there is none.',
  forEachUnit: 'The effect once for each of several units, one at a time in the order the controller chooses (each unit still in play when its turn comes): "Each friendly unit captures an enemy non-leader unit in the same arena."',
  exchangeControl: '"Exchange control of those units" (8.27): each of the two units comes under the control of the player who controlled the other, at the same time.',
};

/** Amount variants (spread into the `amount` union). */
export const CAPTURE_AMOUNT_VARIANTS = [
  obj({ capturedBy: describe(str(), '"self" or a bound unit.') }, '"for each captured card it\'s guarding": how many captured cards (8.33) the unit guards.'),
  obj({ when: ref('condition'), then: ref('amount'), otherwise: ref('amount') }, '"Deal 3 damage to a unit. If that unit ..., deal 6 damage instead.": `then` when the condition holds as the amount is read (after the target is chosen), `otherwise` if not.'),
  obj({ absDifference: arr(ref('amount'), { minItems: 2, maxItems: 2 }) }, '"the difference between those units\' costs": the absolute difference of the two amounts.'),
];
