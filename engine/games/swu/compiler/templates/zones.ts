// Hidden zones and hands (8.26, 1.14): "Search the top 8 cards of your deck for a Gambit card, reveal it, and draw
// it.", "Discard a card from your hand.", "Each opponent discards a card from their hand.", "Look at an opponent's
// hand."
import type { Effect } from '../../abilities/types.js';
import { count } from '../phrases.js';
import type { TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

type CardFilter = NonNullable<Extract<Effect, { do: 'searchDeck' }>['filter']>;

const ASPECTS = ['Vigilance', 'Command', 'Aggression', 'Cunning', 'Villainy', 'Heroism'];

/** "a Gambit card", "a unit", "2 Vehicle units", "an Aggression card" -> the card filter; undefined otherwise. */
function cardFilter(words: string, noun: string): CardFilter | undefined {
  const filter: CardFilter = {};
  const type = noun.toLowerCase().replace(/s$/, '');
  if (type === 'unit' || type === 'event' || type === 'upgrade') filter.type = type;
  else if (type !== 'card') return undefined;
  const w = words.trim();
  if (!w) return filter;
  const aspect = ASPECTS.find((a) => a.toLowerCase() === w.toLowerCase());
  if (aspect) return { ...filter, aspect };
  if (/^[A-Z][A-Za-z]+$/.test(w)) return { ...filter, trait: w[0] + w.slice(1).toLowerCase() };
  return undefined;
}

const search = sentence(/search the top (\d+) cards of your deck for (a|an|up to (\d+)) (?:(\S+) )?(card|unit|event|upgrade|cards|units|events|upgrades), reveal (it|them), and draw (it|them)/, (m) => {
  const upTo = m[3] ? Number.parseInt(m[3], 10) : 1;
  const plural = /s$/.test(m[5]!);
  // "a card ... it", "up to 2 cards ... them": the number and the pronouns agree, or it is not this sentence.
  if ((upTo === 1 && !m[3]) === plural || (m[6] === 'them') !== plural || m[6] !== m[7]) return undefined;
  const filter = cardFilter(m[4] ?? '', m[5]!);
  if (!filter) return undefined;
  return { do: 'searchDeck', look: Number.parseInt(m[1]!, 10), ...(Object.keys(filter).length ? { filter } : {}), ...(upTo > 1 ? { take: upTo } : {}), to: 'hand', reveal: true };
});

const discardOwn = sentence(/discard (a|\d+|two) cards? from your hand/, (m) => {
  const n = count(m[1]!);
  if (!n || (n === 1) !== /card from/i.test(m[0])) return undefined;
  return n === 1 ? { do: 'discardFromHand', player: 'you' } : { do: 'discardFromHand', player: 'you', count: n };
});

const opponentDiscards = sentence(/each opponent discards (a|\d+|two) cards? from their hand/, (m) => {
  const n = count(m[1]!);
  if (!n || (n === 1) !== /card from/i.test(m[0])) return undefined;
  return n === 1 ? { do: 'discardFromHand', player: 'opponent' } : { do: 'discardFromHand', player: 'opponent', count: n };
});

const lookAtHand = sentence(/look at an opponent's hand/, () => ({ do: 'lookAtHand', player: 'opponent' }));

export const zones: TemplateModule = { area: 'zones', effects: [search, discardOwn, opponentDiscards, lookAtHand] };
