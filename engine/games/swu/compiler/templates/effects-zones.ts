// Token units, Credits, discard, return to hand, bottom of deck, search the top N, look at a hand or deck
// (abilities/defs/effects.ts), for what tokens.ts and zones.ts do not read. Each template reads its whole sentence,
// or nothing; where both read a sentence they give the same meaning.
import type { CardFilter, Effect } from '../../abilities/types.js';
import type { TOKEN_UNITS } from '../../abilities/defs/effects.js';
import { findKeyword } from '../../glossary.js';
import { count, target } from '../phrases.js';
import type { TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

const TOKEN_NAMES: Record<string, (typeof TOKEN_UNITS)[number]> = {
  'battle droid': 'battle-droid', 'clone trooper': 'clone-trooper', 'tie fighter': 'tie-fighter', 'x-wing': 'xwing', spy: 'spy', mandalorian: 'mandalorian',
};

const TYPES = ['unit', 'event', 'upgrade'] as const;
/** Traits printed as two words (phrases.ts reads the same ones in unit phrases). */
const TWO_WORD_TRAITS = ['Bounty Hunter', 'Capital Ship', 'New Republic', 'First Order'];
const ASPECTS = ['Vigilance', 'Command', 'Aggression', 'Cunning', 'Villainy', 'Heroism'];

/**
 * A card phrase out of play, singular or plural: "card", "unit", "non-unit card", "Underworld card", "Rebel unit",
 * "IMPERIAL units", "Heroism event", "unit that costs 3 or less". Undefined for anything else ("Bounty Hunter, Item,
 * or Transport card" and two-word traits are not read).
 */
export function cardPhrase(text: string): { filter: CardFilter; plural: boolean } | undefined {
  const m = /^(.*)\b(card|unit|event|upgrade)(s?)\b(.*)$/i.exec(text.trim());
  if (!m) return undefined;
  const filter: CardFilter = {};
  const noun = m[2]!.toLowerCase();
  if (noun !== 'card') filter.type = noun as CardFilter['type'];
  let words = m[1]!.trim();
  const two = TWO_WORD_TRAITS.find((t) => words.toLowerCase().includes(t.toLowerCase()));
  if (two) {
    filter.trait = two;
    words = words.replace(new RegExp(two, 'i'), ' ').trim();
  }
  for (const word of words.split(/\s+/).filter(Boolean)) {
    const lower = word.toLowerCase();
    const aspect = ASPECTS.find((a) => a.toLowerCase() === lower);
    const non = /^non-(unit|event|upgrade)$/.exec(lower);
    if (non && !filter.notType && noun === 'card') filter.notType = non[1] as CardFilter['notType'];
    else if (aspect && !filter.aspect) filter.aspect = aspect;
    else if (/^[A-Z][A-Za-z]+$/.test(word) && !filter.trait && !findKeyword(word)) filter.trait = word[0]! + word.slice(1).toLowerCase();
    else return undefined;
  }
  const post = m[4]!.trim();
  if (post) {
    const cost = /^that costs? (\d+) or (less|more)$/i.exec(post);
    if (!cost) return undefined;
    if (cost[2]!.toLowerCase() === 'less') filter.maxCost = Number(cost[1]);
    else filter.minCost = Number(cost[1]);
  }
  if (TYPES.includes(filter.notType as (typeof TYPES)[number]) && filter.type) return undefined;
  return { filter, plural: m[3] === 's' };
}

/** "a"/"an"/"1" with a singular noun, a number above 1 with a plural one. */
function agrees(n: number, plural: boolean): boolean {
  return (n === 1) !== plural;
}

function withFilter<T extends object>(effect: T, filter: CardFilter): T {
  return Object.keys(filter).length ? { ...effect, filter } : effect;
}

// "Create a Battle Droid token." / "Create 2 Clone Trooper tokens." / "Create an X-Wing token."
const createToken = sentence(/create (a|an|\d+|two|three) (battle droid|clone trooper|tie fighter|x-wing|spy|mandalorian) token(s?)/, (m) => {
  const n = count(m[1]!);
  const token = TOKEN_NAMES[m[2]!.toLowerCase()];
  if (n === undefined || !token || !agrees(n, m[3] === 's')) return undefined;
  return n === 1 ? { do: 'createToken', token } : { do: 'createToken', token, count: n };
});

// "Create a Credit token." / "Create 2 Credit tokens." (3.7.13)
const createCredits = sentence(/create (a|\d+|two|three) credit token(s?)/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || !agrees(n, m[2] === 's')) return undefined;
  return n === 1 ? { do: 'createCredits' } : { do: 'createCredits', count: n };
});

// "Discard a card from your deck." / "Discard 2 cards from your deck."
const discardDeck = sentence(/discard (a|\d+|two|three) cards? from your deck/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || !agrees(n, !m[0].toLowerCase().includes(' card from'))) return undefined;
  return { do: 'discardFromDeck', count: n };
});

// "Discard a card from your hand."
const discardHand = sentence(/discard (a|\d+|two) (.+?) from your hand/, (m) => {
  const n = count(m[1]!);
  const phrase = cardPhrase(m[2]!);
  if (n === undefined || !phrase || !agrees(n, phrase.plural)) return undefined;
  return withFilter(n === 1 ? { do: 'discardFromHand' as const } : { do: 'discardFromHand' as const, count: n }, phrase.filter);
});

// "An opponent discards a random card from their hand." / "Each opponent discards a card from their hand."
const opponentDiscards = sentence(/(?:an|each|your) opponent discards (a|\d+|two) (random )?(cards?) from their hand/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || !agrees(n, m[3] === 'cards')) return undefined;
  const effect: Effect = { do: 'discardFromHand', player: 'opponent', ...(n === 1 ? {} : { count: n }), ...(m[2] ? { random: true } : {}) };
  return effect;
});

// "Look at an opponent's hand." / "... and discard a non-unit card from it." (1.14.2: the looking player chooses)
const lookAtHand = sentence(/look at an opponent's hand(?: and discard (a|an) (.+?) from it)?/, (m) => {
  const look: Effect = { do: 'lookAtHand', player: 'opponent' };
  if (!m[2]) return look;
  const phrase = cardPhrase(m[2]);
  if (!phrase || phrase.plural) return undefined;
  return { do: 'sequence', steps: [look, withFilter({ do: 'discardFromHand' as const, player: 'opponent' as const, chooser: 'you' as const }, phrase.filter)] };
});

// "Return a non-leader unit that costs 3 or less to its owner's hand." / "Return each non-leader unit to ..."
const returnUnit = sentence(/return (.+?) to its owner's hand|return (each .+?) to (?:its|their) owners?'s? hands?/, (m, ctx) => {
  const t = target((m[1] ?? m[2])!, ctx);
  if (!t || 'base' in t || ('choose' in t && t.choose !== 'unit')) return undefined;
  return { do: 'returnToHand', target: t };
});

// "Return a unit from your discard pile to your hand." / "... an Underworld card that costs 3 or less ..."
const returnFromDiscard = sentence(/return (a|an) (.+?) from your discard pile to your hand/, (m) => {
  const phrase = cardPhrase(m[2]!);
  if (!phrase || phrase.plural) return undefined;
  return withFilter({ do: 'moveCards' as const, from: 'discard' as const, to: 'hand' as const }, phrase.filter);
});

// "Return a non-unique upgrade to its owner's hand." / "Return an upgrade to its owner's hand."
const returnUpgrade = sentence(/return (a|an) (non-unique )?upgrade to its owner's hand/, (m) => ({
  do: 'returnToHand', target: m[2] ? { chooseUpgrade: true, filter: { unique: false } } : { chooseUpgrade: true },
}));

// "Look at the top card of your deck." / "Look at the top 2 cards of your deck."
const lookAtDeck = sentence(/look at the top (card|\d+ cards) of your deck/, (m) => {
  const n = m[1] === 'card' ? 1 : Number.parseInt(m[1]!, 10);
  return n === 1 ? { do: 'lookAtDeck' } : { do: 'lookAtDeck', count: n };
});

// SOR_236 R2-D2: "Look at the top card of your deck. You may put it on the bottom of your deck."
const lookThenBottom = sentence(/look at the top card of your deck\. you may put it on the bottom of your deck/, () => ({
  do: 'sequence', steps: [{ do: 'lookAtDeck', as: 'top' }, { do: 'may', effect: { do: 'putOnBottomOfDeck', target: { ref: 'top' } } }],
}));

// "Put a non-leader unit on the bottom of its owner's deck."
const putOnBottom = sentence(/put (.+?) on the bottom of its owner's deck/, (m, ctx) => {
  const t = target(m[1]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit') return undefined;
  return { do: 'putOnBottomOfDeck', target: t };
});

function search(n: string, amount: string, what: string, rest: string): Effect | undefined {
  const look = count(n);
  const upTo = /^up to (\d+|two|three)$/i.exec(amount);
  const take = upTo ? count(upTo[1]!) : count(amount);
  const phrase = cardPhrase(what);
  if (look === undefined || take === undefined || !phrase) return undefined;
  // "up to 2 units" and "a unit": the noun agrees with the number.
  if (!agrees(take, phrase.plural)) return undefined;
  const r = rest.toLowerCase();
  const one = take === 1;
  const it = one ? 'it' : 'them';
  let to: 'hand' | 'discard';
  let reveal = false;
  if (r === `, reveal ${it}, and draw ${it}`) { to = 'hand'; reveal = true; }
  else if (r === ` and draw ${it}`) to = 'hand';
  else if (r === ` and discard ${it}`) to = 'discard';
  else return undefined;
  // Without "up to", a search for N cards still lets the player take fewer (8.26.1: "as though no card was found").
  return withFilter({ do: 'searchDeck' as const, look, ...(take === 1 ? {} : { take }), to, ...(reveal ? { reveal } : {}) }, phrase.filter);
}

// "Search the top 5 cards of your deck for a unit, reveal it, and draw it." / "... for up to 2 Vehicle units, ..."
const searchTop = sentence(/search the top (\d+|two|three|four|five|six) cards of your deck for (a|an|up to \d+|\d+) (.+?)((?:, reveal (?:it|them),)? and (?:draw|discard) (?:it|them))/, (m) => search(m[1]!, m[2]!, m[3]!, m[4]!));

export const effectZones: TemplateModule = {
  area: 'effect-zones',
  effects: [createToken, createCredits, discardDeck, discardHand, opponentDiscards, lookAtHand, returnUpgrade, returnUnit, returnFromDiscard, lookThenBottom, lookAtDeck, putOnBottom, searchTop],
};
