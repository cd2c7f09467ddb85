// The "deck2" family: cards put on the top or bottom of a deck where someone other than the text's order decides
// ("Its owner puts it on the top or bottom of their deck": the owner picks, the card's ruling says so), and cards of
// any player's discard pile put on the bottom of their owner's deck ("Choose up to 4 cards in a discard pile"). Spread into
// language.ts; executed by ../../v2/deck2.ts.
import { describe, int, lit, opt, ref } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const DECK2_EFFECT_VARIANTS = {
  ownerPutsOnDeck: { target: ref('movable') },
  lookDiscardRestOnTop: {
    count: describe(int({ minimum: 2 }), 'How many cards of the top of the controller\'s deck are looked at.'),
    discardUpTo: describe(int({ minimum: 1 }), '"You may discard 1 of them": 0 to this many of the looked-at cards are discarded.'),
  },
  lookDrawRestBottom: {
    count: describe(ref('amount'), 'How many cards of the top of the controller\'s deck are looked at.'),
  },
  pileToDeckBottom: {
    upTo: opt(describe(int({ minimum: 1 }), '"Choose up to 4 cards in a discard pile": 0 to this many cards, all of one discard pile (the controller picks which); absent: exactly one card of any discard pile.')),
    random: opt(describe(lit(true), '"in a random order" (8.22): the state\'s seed orders them.')),
    other: opt(describe(lit(true), '"another card": not the card whose ability this is (an event is in its discard pile while it resolves, 7.4.2; without "another" it may choose itself, 7.4.3).')),
  },
};

export const DECK2_EFFECT_DESCRIPTIONS = {
  ownerPutsOnDeck: '"Its owner puts it on the top or bottom of their deck": the card\'s owner (not the controller of the ability) decides top or bottom, then it moves there (a unit leaves play, 8.12; its upgrades are discarded, a token is set aside).',
  lookDiscardRestOnTop: '"Look at the top 3 cards of your deck. You may discard 1 of them. Put the rest back on top in any order.": the controller looks (8.13, hidden from the opponent), may discard up to the number given, then orders the rest on top.',
  lookDrawRestBottom: '"Look at cards from the top of your deck equal to X. Draw 1 and put the others on the bottom of your deck in a random order.": the controller looks (8.13.1), draws one of them, the rest go to the bottom in an order the state\'s seed decides (8.22). Nothing to look at (X is 0 or the deck is empty): what "Draw 1" means then is not said, UNSUPPORTED.',
  pileToDeckBottom: 'Cards of a discard pile (either player\'s), chosen by the controller, put on the bottom of their owner\'s deck: in a random order, or one card.',
};
