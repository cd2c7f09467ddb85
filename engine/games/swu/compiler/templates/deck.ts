// Deck and hidden zones (wave 4): searches for one of several kinds of card ("a Bounty Hunter, Item, or Transport card",
// "a Vigilance, Aggression, or Cunning unit", "up to 2 Mandalorian and/or upgrade cards": CardFilter.anyOf, 8.26), and
// "discarded this way" (the cards an earlier "Discard N cards from your deck" discarded).
import type { CardFilter, Condition, Effect } from '../../abilities/types.js';
import { findKeyword } from '../../glossary.js';
import { count } from '../phrases.js';
import type { EffectTemplate, TemplateModule } from '../types.js';
import { cardPhrase } from './effects-zones.js';
import { sentence } from './effects-basic.js';

const ASPECTS = ['Vigilance', 'Command', 'Aggression', 'Cunning', 'Villainy', 'Heroism'];
/** Traits printed as two words (phrases.ts reads the same ones). */
const TWO_WORD_TRAITS = ['Bounty Hunter', 'Capital Ship', 'New Republic', 'First Order'];
const TYPES = ['unit', 'event', 'upgrade'] as const;

/** One alternative: an aspect, a trait, or a card type ("upgrade"); undefined for anything else. */
function alternative(word: string): CardFilter | undefined {
  const w = word.trim();
  const aspect = ASPECTS.find((a) => a.toLowerCase() === w.toLowerCase());
  if (aspect) return { aspect };
  const type = TYPES.find((t) => t === w.toLowerCase());
  if (type) return { type };
  const two = TWO_WORD_TRAITS.find((t) => t.toLowerCase() === w.toLowerCase());
  if (two) return { trait: two };
  if (/^[A-Z][A-Za-z]+$/.test(w) && !findKeyword(w)) return { trait: w[0]! + w.slice(1).toLowerCase() };
  return undefined;
}

/**
 * "Bounty Hunter, Item, or Transport card" / "Vigilance, Aggression, or Cunning unit" / "Mandalorian and/or upgrade
 * cards": a card that matches one of the alternatives (and the noun's type). Two or more alternatives only; a single
 * one is read by effects-zones.ts.
 */
export function eitherPhrase(text: string): { filter: CardFilter; plural: boolean } | undefined {
  const m = /^(.+?) (card|unit|event|upgrade)(s?)$/i.exec(text.trim());
  if (!m) return undefined;
  const words = m[1]!;
  // "A, B, or C" / "A or B" / "A and/or B".
  const list = /^(.+?)(?:,? or |,? and\/or )([^,]+)$/i.exec(words);
  if (!list) return undefined;
  const items = [...list[1]!.split(/,\s*/), list[2]!];
  if (items.length < 2) return undefined;
  const anyOf = items.map(alternative);
  if (anyOf.some((f) => !f)) return undefined;
  const noun = m[2]!.toLowerCase();
  const filter: CardFilter = { ...(noun === 'card' ? {} : { type: noun as CardFilter['type'] }), anyOf: anyOf as CardFilter[] };
  // "a unit that is a unit or an event": an alternative of another type than the noun could never match.
  if (filter.type && anyOf.some((f) => f!.type && f!.type !== filter.type)) return undefined;
  return { filter, plural: m[3] === 's' };
}

// "Search the top 10 cards of your deck for a Bounty Hunter, Item, or Transport card, reveal it, and draw it." /
// "... for up to 2 Mandalorian and/or upgrade cards, reveal them, and draw them." (8.26: the rest go to the bottom in a
// random order; the player may take fewer, 8.26.1).
const searchEither = sentence(/search the top (\d+|two|three|four|five|six|seven|eight|nine|ten) cards of your deck for (a|an|up to \d+|up to two|up to three) (.+?), reveal (it|them), and draw (it|them)/, (m) => {
  const look = count(m[1]!) ?? ({ seven: 7, eight: 8, nine: 9, ten: 10 } as Record<string, number>)[m[1]!.toLowerCase()];
  const upTo = /^up to (.+)$/i.exec(m[2]!);
  const take = upTo ? count(upTo[1]!) : 1;
  const phrase = eitherPhrase(m[3]!);
  if (look === undefined || take === undefined || !phrase) return undefined;
  // "a ... card, reveal it, and draw it" / "up to 2 ... cards, reveal them, and draw them".
  const plural = take > 1;
  if (phrase.plural !== plural || (m[4] === 'them') !== plural || m[4] !== m[5] || (!upTo && take !== 1)) return undefined;
  const effect: Effect = { do: 'searchDeck', look, filter: phrase.filter, ...(take === 1 ? {} : { take }), to: 'hand', reveal: true };
  return effect;
});

const DISCARDED = 'discardedThisWay';

/** The sentence after the discard, naming what it discarded; undefined for anything else. */
function afterDiscard(text: string): Effect | undefined {
  const t = text.trim().replace(/\.$/, '');
  let m: RegExpExecArray | null;
  // "You may return an Underworld card discarded this way to your hand." / "... to the top of your deck."
  if ((m = /^(you may )?return (?:a|an) (.+?) discarded this way to (your hand|the top of your deck)$/i.exec(t))) {
    const phrase = cardPhrase(m[2]!);
    if (!phrase || phrase.plural) return undefined;
    const effect: Effect = { do: 'discardedThisWay', name: DISCARDED, ...(Object.keys(phrase.filter).length ? { filter: phrase.filter } : {}), to: /hand$/i.test(m[3]!) ? 'hand' : 'deckTop' };
    return m[1] ? { do: 'may', effect } : effect;
  }
  // "Return each of those cards with an odd cost to your hand."
  if ((m = /^return each of those cards( with an odd cost)? to your hand$/i.exec(t))) {
    return { do: 'discardedThisWay', name: DISCARDED, ...(m[1] ? { oddCost: true } : {}), each: true, to: 'hand' };
  }
  // "For each Force card discarded this way, ready a resouce." (sic: the printed text of LOF Second Sister)
  if ((m = /^for each (.+?) discarded this way, ready a resour?ce$/i.exec(t))) {
    const phrase = cardPhrase(m[1]!);
    if (!phrase || phrase.plural) return undefined;
    return { do: 'readyResources', count: { countBound: DISCARDED, ...(Object.keys(phrase.filter).length ? { filter: phrase.filter } : {}) } };
  }
  return undefined;
}

/**
 * "Discard 3 cards from your deck. You may return a card discarded this way to the top of your deck." / "You may
 * discard 2 cards from your deck. For each Force card discarded this way, ready a resource.": the discard binds every
 * card it discarded (1.14.3: from the top), which the next sentence reads while they are still in the discard pile.
 */
const discardThen: EffectTemplate = (text, ctx) => {
  const m = /^((?:you may )?discard (?:a|\d+|two|three) cards? from your deck)\.\s+([^.]+\.?)$/is.exec(text.trim());
  if (!m) return undefined;
  const first = ctx.effect(m[1]!);
  const inner = first?.do === 'may' ? first.effect : first;
  if (!first || !inner || inner.do !== 'discardFromDeck' || inner.as || inner.asAll || inner.player) return undefined;
  const then = afterDiscard(m[2]!);
  if (!then) return undefined;
  const bound: Effect = { ...inner, asAll: DISCARDED };
  return { do: 'sequence', steps: [first.do === 'may' ? { ...first, effect: bound } : bound, then] };
};

// "Return each unit in your discard pile that was defeated this phase to your hand." / "Return up to 3 units that were
// defeated this phase from your discard pile to your hand." (the phase's defeats, by instance id: v2/deck.ts)
const returnDefeated = sentence(/return (each|up to \d+|up to two|up to three) (.+?) (?:in your discard pile )?that (?:was|were) defeated this phase (?:from your discard pile )?to your hand/, (m) => {
  if (/in your discard pile/i.test(m[0]) === /from your discard pile/i.test(m[0])) return undefined;
  const phrase = cardPhrase(m[2]!);
  if (!phrase) return undefined;
  const each = m[1]!.toLowerCase() === 'each';
  const n = each ? undefined : count(m[1]!.replace(/^up to /i, ''));
  // "each unit" singular, "up to 3 units" plural.
  if ((each && phrase.plural) || (!each && (!n || n < 2 || !phrase.plural))) return undefined;
  return { do: 'moveCards', from: 'discard', ...(Object.keys(phrase.filter).length ? { filter: phrase.filter } : {}), ...(each ? { each: true } : { count: n!, upTo: true }), to: 'hand', defeatedThisPhase: true };
});

// "Put a card from your hand on the bottom of your deck." / "... on the top of your deck and another card from your
// hand on the bottom of your deck." (Kreia's Whispers): one card each time, chosen by the player; the second choice is
// among the cards left in hand, so it is another card.
const handToDeck = sentence(/put a card from your hand on the (top|bottom) of your deck(?: and another card from your hand on the (top|bottom) of your deck)?/, (m) => {
  const move = (where: string): Effect => ({ do: 'moveCards', from: 'hand', to: where.toLowerCase() === 'top' ? 'deckTop' : 'deckBottom' });
  return m[2] ? { do: 'sequence', steps: [move(m[1]!), move(m[2])] } : move(m[1]!);
});

/**
 * "You may discard a card from your hand. Give 2 Experience tokens to a unit in play with the same name as the
 * discarded card." (Echo): the discarded card is bound; no card discarded, no unit has its name.
 */
const sameNameAsDiscarded = sentence(/you may discard a card from your hand\.\s+give (an?|\d+|two) experience tokens? to a unit in play with the same name as the discarded card/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || (n === 1) !== !/tokens/i.test(m[0])) return undefined;
  return { do: 'sequence', steps: [
    { do: 'may', effect: { do: 'discardFromHand', player: 'you', as: 'discarded' } },
    { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { sameNameAs: 'discarded' } }, ...(n === 1 ? {} : { count: n }) },
  ] };
});

/**
 * "Look at an opponent's hand. You may discard 1 of those cards. If you do, that player draws a card." (Bazine Netal):
 * the looking player chooses the card (1.14.2), the opponent draws only if a card was discarded (8.9.1).
 */
const lookDiscardDraw = sentence(/look at an opponent's hand\.\s+you may discard 1 of those cards\.\s+if you do, that player draws a card/, () => ({
  do: 'sequence', steps: [
    { do: 'lookAtHand', player: 'opponent' },
    { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'discardFromHand', player: 'opponent', chooser: 'you' } }, then: { do: 'draw', player: 'opponent' } },
  ],
}));

// "Choose an opponent. They shuffle their discard pile and put it on the bottom of their deck." (two players: the
// opponent) / "Choose up to 4 units in your discard pile. Put them on the bottom of your deck in a random order and
// create that many Battle Droid tokens."
const pileToBottom = sentence(/choose an opponent\.\s+they shuffle their discard pile and put it on the bottom of their deck/, () => ({ do: 'toDeckBottomRandom', player: 'opponent' }));
const chosenToBottom = sentence(/choose up to (\d+|two|three|four) (.+?) in your discard pile\.\s+put them on the bottom of your deck in a random order and create that many (battle droid|clone trooper) tokens/, (m) => {
  const n = count(m[1]!);
  const phrase = cardPhrase(m[2]!);
  if (n === undefined || n < 2 || !phrase?.plural) return undefined;
  return { do: 'sequence', steps: [
    { do: 'toDeckBottomRandom', ...(Object.keys(phrase.filter).length ? { filter: phrase.filter } : {}), upTo: n, asAll: 'bottomed' },
    { do: 'createToken', token: m[3]!.toLowerCase() === 'battle droid' ? 'battle-droid' : 'clone-trooper', count: { countBound: 'bottomed' } },
  ] };
});

/**
 * "Choose a unit in your discard pile. If it was defeated this phase, put it into play as a resource." (Spark of Hope) /
 * "Choose a card in your discard pile. Put it into play as a resource if it shares a name with a unit you control."
 * (The Marauder): the card is chosen (it stays), then resourced if the condition holds for it.
 */
const chooseThenResource = sentence(/choose (?:a|an) (.+?) in your discard pile\.\s+(?:if it was defeated this phase, put it into play as a resource|put it into play as a resource if it shares a name with (a unit you control|a friendly unit))/, (m) => {
  const phrase = cardPhrase(m[1]!);
  if (!phrase || phrase.plural) return undefined;
  const name = 'chosenCard';
  const condition: Condition = m[2] ? { boundCardSharesNameWith: { controller: 'friendly' }, card: name } : { boundCardDefeatedThisPhase: name };
  return { do: 'sequence', steps: [
    { do: 'chooseCard', ...(Object.keys(phrase.filter).length ? { filter: phrase.filter } : {}), as: name },
    { do: 'if', condition, then: { do: 'resourceBoundCard', card: name } },
  ] };
});

/**
 * "Discard a card from your deck. If it's a unit, you may return it to your hand." (Director Krennic): the discarded
 * card is bound; the condition reads it, and it returns only while it is still in the discard pile.
 */
const discardIfReturn = sentence(/discard a card from your deck\.\s+if it's (a|an) (.+?), you may return it to your hand/, (m) => {
  const phrase = cardPhrase(m[2]!);
  if (!phrase || phrase.plural || !Object.keys(phrase.filter).length) return undefined;
  return { do: 'sequence', steps: [
    { do: 'discardFromDeck', count: 1, asAll: DISCARDED },
    { do: 'if', condition: { boundCard: DISCARDED, filter: phrase.filter }, then: { do: 'may', effect: { do: 'discardedThisWay', name: DISCARDED, to: 'hand' } } },
  ] };
});

export const deck: TemplateModule = {
  area: 'deck',
  effects: [searchEither, discardThen, returnDefeated, handToDeck, sameNameAsDiscarded, lookDiscardDraw, pileToBottom, chosenToBottom, chooseThenResource, discardIfReturn],
};
