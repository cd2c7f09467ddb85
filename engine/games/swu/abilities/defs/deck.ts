// Deck and hidden zones (wave 4): the cards an earlier "Discard N cards from your deck" discarded ("return a card
// discarded this way to your hand", "For each Force card discarded this way, ...", "Return each of those cards with an
// odd cost to your hand"). Spread into language.ts; executed by ../../v2/deck.ts.
import { bool, describe, int, lit, obj, oneOfStrings, opt, ref, str } from '../../../../core/schema.js';

/** Unit filter properties (spread into the unit filter). */
export const DECK_FILTER_PROPERTIES = {
  sameNameAs: opt(describe(str(), '"a unit in play with the same name as the discarded card": its printed name is that of the card bound to this name (in any zone).')),
};

/** Effect variants (spread into the `effect` union). */
export const DECK_EFFECT_VARIANTS = {
  discardedThisWay: {
    name: describe(str(), 'The name an earlier discardFromDeck bound its cards to (`asAll`).'),
    filter: opt(ref('cardFilter')),
    oddCost: opt(describe(bool(), '"with an odd cost": the printed cost is odd.')),
    each: opt(describe(bool(), '"each of those cards": every matching card; otherwise the controller chooses one.')),
    to: oneOfStrings(['hand', 'deckTop'], 'Its owner\'s hand, or the top of its owner\'s deck.'),
  },
  chooseCard: {
    filter: opt(ref('cardFilter')),
    as: describe(str(), 'The name the chosen card is bound to.'),
  },
  resourceBoundCard: { card: describe(str(), 'A bound card in a discard pile.') },
  toDeckBottomRandom: {
    player: opt(describe(ref('who'), 'Whose discard pile (and deck); "you" by default.')),
    filter: opt(ref('cardFilter')),
    upTo: opt(describe(int({ minimum: 1 }), '"Choose up to 4 units in your discard pile": the controller chooses up to this many fitting cards; absent: the whole pile.')),
    asAll: opt(describe(str(), 'Binds every card moved ("create that many ...").')),
  },
};

export const DECK_EFFECT_DESCRIPTIONS = {
  chooseCard: '"Choose a card in your discard pile": the controller chooses one fitting card of their discard pile, which stays there, bound for later steps.',
  resourceBoundCard: '"Put it into play as a resource": the bound card moves from a discard pile to the controller\'s resource zone, exhausted (1.7.7).',
  toDeckBottomRandom: 'Cards of a discard pile (chosen, or all of them) put on the bottom of their owner\'s deck in a random order (8.22: the state\'s seed decides).',
  discardedThisWay: 'Cards the ability discarded from a deck (1.14.3), still in their discard pile, returned to the hand or put on top of the deck: one chosen by the controller, or each that fits.',
};

/** Amount variants (spread into the `amount` union). */
export const DECK_AMOUNT_VARIANTS = [
  obj({
    countBound: describe(str(), 'The name an earlier step bound its cards to (`asAll` of discardFromDeck or toDeckBottomRandom).'),
    filter: opt(ref('cardFilter')),
    oddCost: opt(describe(lit(true), '"the number of cards with an odd cost discarded this way": only cards whose printed cost is odd.')),
  }, '"For each Force card discarded this way" / "create that many ...": how many of the cards that step bound match.'),
];

/** Condition variants (spread into the `condition` union). */
export const DECK_CONDITION_VARIANTS = [
  obj({ boundCardDefeatedThisPhase: describe(str(), 'A bound card (in a discard pile).') }, '"If it was defeated this phase": the bound card\'s unit was defeated this phase (by instance id).'),
  obj({ boundCardSharesNameWith: ref('unitFilter'), card: describe(str(), 'A bound card.') }, '"if it shares a name with a unit you control": a unit in play matching the filter has the bound card\'s printed name.'),
];
