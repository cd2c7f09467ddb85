// Zones (wave 3, abilities/defs/zones.ts): "Each player discards a card from their hand." / "Each player discards 2
// cards from their hand." and "Look at the top 2 cards of your deck. Put any number of them on the bottom of your
// deck and the rest on top in any order." Each template reads its whole sentence, or nothing.
import { count, unitPhrase } from '../phrases.js';
import type { Effect } from '../../abilities/types.js';
import type { EffectTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';
import { cardPhrase } from './effects-zones.js';
import { countFor } from './amounts.js';

// 1.14.2: each player chooses their own cards ("discards all but 2 cards" is another sentence and is not read).
const eachPlayerDiscards = sentence(/each player discards (a|\d+|two) (cards?) from their hand/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || n < 1 || (n === 1) !== (m[2] === 'card')) return undefined;
  return n === 1 ? { do: 'eachPlayerDiscards' } : { do: 'eachPlayerDiscards', count: n };
});

// SOR_031 Inferno Four, LAW_119 Rogue One: the two sentences are one step ("them" is the looked-at cards).
const arrangeTop = sentence(/look at the top (\d+|two|three) cards of your deck\. put any number of them on the bottom of your deck and the rest on top in any order/, (m) => {
  const n = count(m[1]!);
  return n === undefined || n < 2 ? undefined : { do: 'arrangeTopOfDeck', count: n };
});

// SOR/SEC ISB Agent: "You may reveal an event from your hand. If you do, ..." (one card, singular noun).
const revealFromHand = sentence(/reveal (a|an) (.+?) from your hand/, (m) => {
  const phrase = cardPhrase(m[2]!);
  if (!phrase || phrase.plural) return undefined;
  return Object.keys(phrase.filter).length ? { do: 'revealFromHand', filter: phrase.filter } : { do: 'revealFromHand' };
});

// SHD Pillage: "Choose a player. They discard 2 cards from their hand." SEC Pursue the Lead: "Choose a player. That
// player discards a card from their hand. If it costs 3 or less, create a Spy token." ("it": the card discarded.)
const chosenPlayerDiscards: EffectTemplate = (text, ctx) => {
  const m = /^choose a player\. (?:they discard|that player discards) (a|\d+|two) (cards?) from their hand(?:\. if it costs (\d+) or less, (.+?))?\.?$/i.exec(text.trim());
  if (!m) return undefined;
  const n = count(m[1]!);
  if (n === undefined || n < 1 || (n === 1) !== (m[2]!.toLowerCase() === 'card')) return undefined;
  const discard: Effect = n === 1 ? { do: 'chosenPlayerDiscards' } : { do: 'chosenPlayerDiscards', count: n };
  if (m[3] === undefined) return discard;
  if (n !== 1 || /\.\s/.test(m[4]!)) return undefined;
  const then = ctx.effect(m[4]!);
  if (!then || JSON.stringify(then).includes('"discarded"')) return undefined;
  return { do: 'sequence', steps: [{ ...discard, as: 'discarded' }, { do: 'if', condition: { boundCard: 'discarded', filter: { maxCost: Number(m[3]) } }, then }] };
};

// LAW Governor's Shuttle, TWI Merciless Contest: "Each player chooses a (non-leader) unit they control. Defeat those units."
const eachPlayerChoosesDefeat = sentence(/each player chooses (a|an) (.+?) they control\. defeat those units/, (m) => {
  const phrase = unitPhrase(`${m[1]} ${m[2]}`);
  // Only a plain filter: "friendly"/"enemy"/"other" would contradict "they control".
  if (!phrase || phrase.noun !== 'unit' || phrase.quantifier !== 'a' || 'controller' in phrase.filter || 'other' in phrase.filter) return undefined;
  return Object.keys(phrase.filter).length ? { do: 'eachPlayerChoosesDefeat', filter: phrase.filter } : { do: 'eachPlayerChoosesDefeat' };
});

// LAW 0-0-0 ("a Aggression card", as printed), LAW Scavenging Sandcrawler, TWI Fives: "put a <card> from your discard
// pile on the bottom of your deck": the controller chooses one fitting card of their discard pile (an open zone).
const discardToBottom = sentence(/put (a|an) (.+?) from your discard pile on the bottom of your deck/, (m) => {
  const phrase = cardPhrase(m[2]!);
  if (!phrase || phrase.plural) return undefined;
  return { do: 'moveCards', from: 'discard', to: 'deckBottom', ...(Object.keys(phrase.filter).length ? { filter: phrase.filter } : {}) };
});

// SOR Smoke and Cinders: "Each player discards all but 2 cards (of their choice) from their hand." (1.14.2: their choice
// in any case; the reminder is read as printed.)
const eachPlayerAllBut = sentence(/each player discards all but (\d+|two) cards(?: \(of their choice\))? from their hand/, (m) => {
  const n = count(m[1]!);
  return n === undefined ? undefined : { do: 'eachPlayerDiscards', allBut: n };
});

// SHD Cripple Authority: "Each opponent who controls more resources than you discards a card from their hand."
const richerOpponentDiscards = sentence(/each opponent who controls more resources than you discards (a|\d+|two) (cards?) from their hand/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || n < 1 || (n === 1) !== (m[2] === 'card')) return undefined;
  return { do: 'if', condition: { compare: countFor('you', 'resources'), is: 'fewer', than: countFor('opponent', 'resources') }, then: { do: 'discardFromHand', player: 'opponent', ...(n === 1 ? {} : { count: n }) } };
});

// SOR Lothal Insurgent: "each opponent draws a card then discards a random card from their hand" (8.22: at random).
const opponentDrawsThenDiscards = sentence(/each opponent draws a card,? then discards a random card from their hand/, () => ({
  do: 'sequence', steps: [{ do: 'draw', player: 'opponent' }, { do: 'discardFromHand', player: 'opponent', random: true }],
}));

// SOR Black One, LOF Rey: "You may discard your hand. If you do, draw 3 cards." The card's ruling: with no cards in
// hand you may still choose to discard your hand in order to draw, so choosing is what "if you do" asks: the whole is
// optional, and "discard your hand" is read only here (an "if you do" on the discard itself would wrongly fail).
const mayDiscardHand: EffectTemplate = (text, ctx) => {
  const m = /^you may discard your hand\. if you do, (.+?)\.?$/i.exec(text.trim());
  if (!m || /\.\s/.test(m[1]!)) return undefined;
  const then = ctx.effect(m[1]!);
  return then ? { do: 'may', effect: { do: 'sequence', steps: [{ do: 'discardHand' }, then] } } : undefined;
};

// SOR Search Your Feelings: "Search your deck for a card and draw it." 8.26.2: after searching an entire deck, its
// owner shuffles it (the printed reminder says so too).
const searchWholeDeck = sentence(/search your deck for (a|an) (.+?) and draw it/, (m) => {
  const phrase = cardPhrase(m[2]!);
  if (!phrase || phrase.plural) return undefined;
  const search: Effect = Object.keys(phrase.filter).length ? { do: 'searchWholeDeck', filter: phrase.filter } : { do: 'searchWholeDeck' };
  return { do: 'sequence', steps: [search, { do: 'shuffleDeck' }] };
});

export const zonesMore: TemplateModule = { area: 'zones-more', effects: [eachPlayerDiscards, arrangeTop, revealFromHand, chosenPlayerDiscards, eachPlayerChoosesDefeat, discardToBottom, eachPlayerAllBut, richerOpponentDiscards, opponentDrawsThenDiscards, mayDiscardHand, searchWholeDeck] };
