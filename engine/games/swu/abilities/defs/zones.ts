// Zones (wave 3): "Each player discards a card from their hand." and "Look at the top 2 cards of your deck. Put any
// number of them on the bottom of your deck and the rest on top in any order." Spread into language.ts; executed by
// ../zones-more.ts. Also "reveal an event from your hand" (ISB Agent).
import { describe, int, opt, ref, str } from '../../../../core/schema.js';

/** Effect variants (spread into the `effect` union). */
export const ZONES_EFFECT_VARIANTS = {
  eachPlayerDiscards: { count: opt(ref('amount')), allBut: opt(describe(int({ minimum: 0 }), '"discards all but N cards": each player discards down to N cards in hand (`count` is then not given).')) },
  arrangeTopOfDeck: { count: int({ minimum: 1 }) },
  revealFromHand: { filter: opt(ref('cardFilter')) },
  chosenPlayerDiscards: { count: opt(ref('amount')), as: opt(str()) },
  eachPlayerChoosesDefeat: { filter: opt(ref('unitFilter')) },
  discardHand: {},
  searchWholeDeck: { filter: opt(ref('cardFilter')) },
};

export const ZONES_EFFECT_DESCRIPTIONS = {
  eachPlayerDiscards: '"Each player discards N cards from their hand" (1.14.2): each player chooses their own cards; the discards happen together (1.14.4, 7.1.4).',
  arrangeTopOfDeck: '"Look at the top N cards of your deck. Put any number of them on the bottom of your deck and the rest on top in any order": the controller looks at them, chooses which go to the bottom and the order of each group.',
  revealFromHand: '"Reveal an event from your hand": the controller shows one card of their hand that fits to every player; it stays in hand. Not done when no card fits (8.9.1 for "if you do").',
  chosenPlayerDiscards: '"Choose a player. They discard N cards from their hand": the controller chooses a player (either one, themselves included); that player chooses the cards (1.14.2). `as` binds the (first) discarded card.',
  eachPlayerChoosesDefeat: '"Each player chooses a unit they control. Defeat those units.": each player chooses one of their own units that fits (the controller first, 7.1.4); the chosen units are defeated together.',
  discardHand: '"Discard your hand": every card in the controller\'s hand is discarded together (1.14.4); nothing to do with an empty hand.',
  searchWholeDeck: '"Search your deck for a card and draw it": the controller looks at their whole deck and may take one fitting card into their hand (8.26.1, 8.26.5); the compiled sequence then shuffles the deck (8.26.2).',
};
