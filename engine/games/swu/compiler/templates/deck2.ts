// The "deck2" family: cards put on the top or bottom of a deck in an order someone picks. "Its owner puts it on the top
// or bottom of their deck" (LOF Qui-Gon Jinn: the owner decides, the card's ruling) and "put 2 cards from your hand on
// the bottom of your deck in any order" (one card at a time: the player's picks make the order); cards of a discard pile
// (either player's) put on the bottom of their owner's deck.
import type { Effect } from '../../abilities/types.js';
import { count, target } from '../phrases.js';
import type { TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

// "Its owner puts it on the top or bottom of their deck." "it": what the part before chose (a unit in play).
const ownerTopOrBottom = sentence(/its owner puts it on the top or bottom of their deck/, (_m, ctx) => {
  const t = target('it', ctx);
  if (!t || !('ref' in t)) return undefined;
  return { do: 'ownerPutsOnDeck', target: t };
});

// "put 2 cards from your hand on the bottom of your deck in any order": the player puts one card, then the next under
// it, so the order is theirs to pick; with fewer cards in hand, as many as there are.
const handToBottomAnyOrder = sentence(/put (\d+|two|three) cards from your hand on the bottom of your deck in any order/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || n < 2) return undefined;
  const move: Effect = { do: 'moveCards', from: 'hand', to: 'deckBottom' };
  return { do: 'sequence', steps: Array.from({ length: n }, () => move) };
});

// SOR Restock: "Choose up to 4 cards in a discard pile. Put them on the bottom of their owner's deck in a random
// order." (one pile, either player's; 7.4.3: the event, in its discard pile while it resolves, may be among them).
const pileUpToBottom = sentence(/choose up to (\d+|two|three|four) cards in a discard pile\.\s+put them on the bottom of their owner's deck in a random order/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || n < 2) return undefined;
  return { do: 'pileToDeckBottom', upTo: n, random: true };
});

// JTL Commence Patrol: "Put another card in a discard pile on the bottom of its owner's deck." (one card of either
// player's discard pile, not this one; a following "If you do" reads whether it moved).
const anotherPileCardBottom = sentence(/put another card in a discard pile on the bottom of its owner's deck/, () => ({ do: 'pileToDeckBottom', other: true }));

// LAW Qui-Gon Jinn: "Look at the top 3 cards of your deck. You may discard 1 of them. Put the rest back on top in any
// order." (8.13.1: looked at, not revealed; the controller orders what stays.)
const lookDiscardRestOnTop = sentence(/look at the top (\d+|two|three|four|five) cards of your deck\.\s+you may discard (1|one|\d+|two) of them\.\s+put the rest back on top(?: of your deck)? in any order/, (m) => {
  const n = count(m[1]!);
  const k = count(m[2]!);
  if (n === undefined || k === undefined || n < 2 || k < 1 || k >= n) return undefined;
  return { do: 'lookDiscardRestOnTop', count: n, discardUpTo: k };
});

// TWI Wartime Profiteering: "Look at cards from the top of your deck equal to the number of units that were defeated
// this phase. Draw 1 and put the others on the bottom of your deck in a random order." (every unit defeated this phase,
// both players'; the history of the phase counts them.)
const lookDrawRestBottom = sentence(/look at cards from the top of your deck equal to the number of units that were defeated this phase\.\s+draw 1 and put the others on the bottom of your deck in a random order/, () => ({
  do: 'lookDrawRestBottom', count: { countThisPhase: 'defeated' },
}));

export const deck2: TemplateModule = { area: 'deck2', effects: [ownerTopOrBottom, handToBottomAnyOrder, pileUpToBottom, anotherPileCardBottom, lookDiscardRestOnTop, lookDrawRestBottom] };
