// Cards moving between zones and cost modifiers (issue 7's effects): "Return a non-leader unit that costs 3 or less
// to its owner's hand.", "Return an Underworld card from your discard pile to your hand.", "The next Underworld unit
// you play this phase costs 1 less."
import type { Effect } from '../../abilities/types.js';
import { target } from '../phrases.js';
import type { TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

type CardFilter = NonNullable<Extract<Effect, { do: 'moveCards' }>['filter']>;

const ASPECTS = ['Vigilance', 'Command', 'Aggression', 'Cunning', 'Villainy', 'Heroism'];

/** "Underworld card" / "unit" / "Villainy event" -> a card filter (one aspect or one trait word, and a type). */
function cardFilter(word: string | undefined, noun: string): CardFilter | undefined {
  const filter: CardFilter = {};
  const type = noun.toLowerCase();
  if (type === 'unit' || type === 'event' || type === 'upgrade') filter.type = type;
  else if (type !== 'card') return undefined;
  if (!word) return filter;
  const aspect = ASPECTS.find((a) => a.toLowerCase() === word.toLowerCase());
  if (aspect) return { ...filter, aspect };
  if (/^[A-Z][A-Za-z]+$/.test(word)) return { ...filter, trait: word[0] + word.slice(1).toLowerCase() };
  return undefined;
}

const returnUnit = sentence(/return (.+ unit(?: that costs \d+ or (?:less|more))?(?: with \d+ or less remaining HP)?) to its owner's hand/, (m, ctx) => {
  const t = target(m[1]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit') return undefined;
  return { do: 'returnToHand', target: t };
});

const returnFromDiscard = sentence(/return (?:a|an) (?:(\S+) )?(card|unit|event|upgrade) from your discard pile to your hand/, (m) => {
  const filter = cardFilter(m[1], m[2]!);
  if (!filter) return undefined;
  return { do: 'moveCards', from: 'discard', player: 'you', ...(Object.keys(filter).length ? { filter } : {}), count: 1, to: 'hand' };
});

const nextCosts = sentence(/the next (?:(\S+) )?(card|unit|event|upgrade) you play this phase costs (\d+) less/, (m) => {
  const filter = cardFilter(m[1], m[2]!);
  if (!filter) return undefined;
  return { do: 'modifyCost', player: 'you', modifier: { amount: -Number.parseInt(m[3]!, 10), ...(Object.keys(filter).length ? { filter } : {}), uses: 1 }, duration: 'thisPhase' };
});

export const movement: TemplateModule = { area: 'movement', effects: [returnUnit, returnFromDiscard, nextCosts] };
