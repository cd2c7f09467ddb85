// Effects of the choose2 family (issue 7). Spread into language.ts; resolved by ../../v2/choose2.ts.
import { arr, bool, describe, int, oneOfStrings, opt, ref } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const CHOOSE2_EFFECT_VARIANTS = {
  returnFromAnyDiscard: { filter: ref('cardFilter') },
  damagePairSameArena: { amount: int({ minimum: 1 }) },
  exhaustUnitOrEnemyResource: { filter: ref('unitFilter') },
  returnEachFromDiscard: { filters: arr(ref('cardFilter'), { minItems: 2 }) },
  unitsUpToCombinedCost: {
    filter: ref('unitFilter'),
    maxTotal: describe(int({ minimum: 0 }), '"with a combined cost 6 or less": the printed costs of the chosen units add up to at most this.'),
    upTo: opt(describe(int({ minimum: 1 }), '"up to 2": at most this many units; without it, any number (8.4.5A).')),
    sameArena: opt(describe(bool(), '"in the same arena": every chosen unit is in the arena of the first one chosen.')),
    then: oneOfStrings(['exhaust', 'returnToHand'], 'What happens to the chosen units, all at once: exhausted, or returned to their owners\' hands (8.24).'),
  },
};

export const CHOOSE2_EFFECT_DESCRIPTIONS = {
  returnFromAnyDiscard: '"Return an event from a discard pile to its owner\'s hand.": the controller chooses one card that matches the filter in either player\'s discard pile (both are open, 4.4); it goes to its owner\'s hand (the owner of the pile). None: nothing happens.',
  damagePairSameArena: '"Choose a friendly unit and an enemy unit in the same arena. If you do, deal 3 damage to each of them.": the controller chooses a friendly unit that shares an arena with an enemy unit, then an enemy unit in that arena; the amount is dealt to both at once. No such pair: nothing is chosen and nothing is dealt.',
  returnEachFromDiscard: '"Return a Force unit and a Lightsaber upgrade from your discard pile to your hand.": for each filter in order, the controller chooses one card of their discard pile that matches it (and was not chosen for another), if there is one; the chosen cards go to their hand together.',
  unitsUpToCombinedCost: '"Exhaust any number of units with combined cost 6 or less." / "Return up to 2 non-leader units in the same arena with a combined cost 3 or less to their owners\' hands.": the controller chooses matching units one at a time (each prompt offers only the units whose printed cost still fits the total, and stopping; 0 is allowed), then they are all exhausted or returned together.',
  exhaustUnitOrEnemyResource: '"Exhaust an enemy unit or resource.": the controller chooses a unit that matches the filter, or a ready or an exhausted resource of the opponent (1.7.4: a specific resource is chosen; an exhausted one stays exhausted, nothing happens); the chosen card is exhausted. Nothing to choose: nothing happens.',
};
