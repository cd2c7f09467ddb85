// Deck and hidden zones (wave 4): the cards an earlier "Discard N cards from your deck" discarded ("return a card
// discarded this way to your hand", "For each Force card discarded this way, ...", "Return each of those cards with an
// odd cost to your hand"). Spread into language.ts; executed by ../../v2/deck.ts.
import { bool, describe, obj, oneOfStrings, opt, ref, str } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const DECK_EFFECT_VARIANTS = {
  discardedThisWay: {
    name: describe(str(), 'The name an earlier discardFromDeck bound its cards to (`asAll`).'),
    filter: opt(ref('cardFilter')),
    oddCost: opt(describe(bool(), '"with an odd cost": the printed cost is odd.')),
    each: opt(describe(bool(), '"each of those cards": every matching card; otherwise the controller chooses one.')),
    to: oneOfStrings(['hand', 'deckTop'], 'Its owner\'s hand, or the top of its owner\'s deck.'),
  },
};

export const DECK_EFFECT_DESCRIPTIONS = {
  discardedThisWay: 'Cards the ability discarded from a deck (1.14.3), still in their discard pile, returned to the hand or put on top of the deck: one chosen by the controller, or each that fits.',
};

/** Amount variants (spread into the `amount` union). */
export const DECK_AMOUNT_VARIANTS = [
  obj({ countDiscardedThisWay: describe(str(), 'The name an earlier discardFromDeck bound its cards to (`asAll`).'), filter: opt(ref('cardFilter')) }, '"For each Force card discarded this way": how many of the cards that discard discarded match.'),
];
