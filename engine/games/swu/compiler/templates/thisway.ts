// "This way" (wave 5): amounts read from what an earlier step of the same ability did. SOR Force Throw: "Choose a
// player. That player discards a card from their hand. Then, if you control a FORCE unit, you may deal damage to a
// unit equal to the cost of the discarded card." The discard binds the card (chosenPlayerDiscards `as`); the amount is
// its printed cost (`costOf`, wherever the card is now). Nothing discarded (an empty hand): nothing to read, the part
// does nothing (the `boundCard` condition never holds when nothing is bound).
import type { Amount, Effect } from '../../abilities/types.js';
import type { CompileContext, EffectTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';
import { unitPhrase } from '../phrases.js';

const DISCARDED = 'discarded';

/**
 * "if <condition>, you may deal damage to <target>" with the amount left out: compiled as the same sentence with
 * "deal 1 damage", whose shape is checked and whose amount is then replaced. Undefined for any other shape.
 */
function damageWithAmount(text: string, amount: Amount, ctx: CompileContext): Effect | undefined {
  const m = /^if (.+?), you may deal damage to (.+)$/i.exec(text.trim());
  if (!m) return undefined;
  const compiled = ctx.effect(`If ${m[1]}, you may deal 1 damage to ${m[2]}`);
  if (!compiled || compiled.do !== 'if' || compiled.else !== undefined) return undefined;
  const may = compiled.then;
  if (may.do !== 'may' || may.effect.do !== 'dealDamage' || may.effect.amount !== 1 || Object.keys(may.effect).length !== 3) return undefined;
  return { ...compiled, then: { ...may, effect: { ...may.effect, amount } } };
}

const discardedCost: EffectTemplate = (text, ctx) => {
  const m = /^choose a player\. that player discards a card from their hand\. then, (.+?) equal to the cost of the discarded card\.?$/is.exec(text.trim());
  if (!m) return undefined;
  const then = damageWithAmount(m[1]!, { costOf: DISCARDED }, ctx);
  if (!then) return undefined;
  return { do: 'sequence', steps: [
    { do: 'chosenPlayerDiscards', as: DISCARDED },
    { do: 'if', condition: { boundCard: DISCARDED }, then },
  ] };
};

// LAW Cad Bane: "Defeat any number of friendly Credit tokens." (8.4.5A: 0 or more; 3.7.13).
const defeatAnyCredits = sentence(/defeat any number of (friendly|enemy) credit tokens/, (m) => ({ do: 'defeatCredits', player: m[1]!.toLowerCase() === 'friendly' ? 'you' : 'opponent', anyNumber: true }));

// TWI The Invisible Hand: "Exhaust any number of friendly Separatist units." (8.4.5A: 0 or more of them.)
const exhaustAnyNumber = sentence(/exhaust any number of (.+ units)/, (m) => {
  const phrase = unitPhrase(`all ${m[1]!}`);
  if (!phrase || phrase.noun !== 'units' || phrase.filter.other) return undefined;
  return { do: 'exhaust', target: { choose: 'unit', ...(Object.keys(phrase.filter).length ? { filter: phrase.filter } : {}), optional: true, anyNumber: true } };
});

/**
 * "<exhaust or defeat Credit tokens>. <create tokens / give a token> for each unit exhausted (Credit defeated) this way."
 * (LAW Cad Bane: "Give an Experience token to this unit for each Credit defeated this way."): the count is what the
 * first effect actually did (forEachThisWay, v2/players.ts), the tokens made or given together (8.34.1).
 */
const forEachAfter: EffectTemplate = (text, ctx) => {
  const m = /^([^.]+)\.\s+([^.]+?) for each (unit exhausted|credit defeated) this way\.?$/i.exec(text.trim());
  if (!m) return undefined;
  const first = ctx.effect(m[1]!);
  const then = ctx.effect(m[2]!);
  if (!first || !then) return undefined;
  const credits = m[3]!.toLowerCase() === 'credit defeated';
  if (credits ? first.do !== 'defeatCredits' || !first.anyNumber : first.do !== 'exhaust') return undefined;
  // One token per thing counted: the sentence names one ("an Experience token"), never a count of its own.
  if (then.do === 'giveToken') {
    if (then.count !== undefined || !/^give an? (experience|shield) token to /i.test(m[2]!)) return undefined;
  } else if (then.do === 'createToken' || then.do === 'createCredits') {
    if (then.count !== undefined || then.player !== undefined || (then.do === 'createToken' && then.as)) return undefined;
  } else if (then.do === 'dealDamageToDefendingBase') {
    // "Deal 1 damage to the defending player's base for each ...": 1 per thing counted.
    if (then.amount !== 1) return undefined;
  } else return undefined;
  return { do: 'forEachThisWay', effect: first, then };
};

/**
 * JTL Never Tell Me the Odds: "Discard 3 cards from an opponent's deck and 3 cards from your deck. Deal damage to a unit
 * equal to the number of cards with an odd cost discarded this way." Each discard binds its cards (`asAll`); the amount
 * counts those with an odd printed cost, from both.
 */
const oddDiscarded: EffectTemplate = (text, ctx) => {
  const m = /^discard (\d+|two|three) cards from an opponent's deck and (\d+|two|three) cards from your deck\.\s+deal damage to (.+?) equal to the number of cards with an odd cost discarded this way\.?$/i.exec(text.trim());
  if (!m) return undefined;
  const theirs = ctx.effect(`Discard ${m[1]} cards from an opponent's deck`);
  const yours = ctx.effect(`Discard ${m[2]} cards from your deck`);
  const damage = ctx.effect(`Deal 1 damage to ${m[3]}`);
  if (theirs?.do !== 'discardFromDeck' || theirs.player !== 'opponent' || theirs.as || theirs.asAll) return undefined;
  if (yours?.do !== 'discardFromDeck' || yours.player !== undefined || yours.as || yours.asAll) return undefined;
  if (damage?.do !== 'dealDamage' || damage.amount !== 1 || Object.keys(damage).length !== 3) return undefined;
  const amount: Amount = { sum: [{ countBound: 'discardedTheirs', oddCost: true }, { countBound: 'discardedYours', oddCost: true }] };
  return { do: 'sequence', steps: [{ ...theirs, asAll: 'discardedTheirs' }, { ...yours, asAll: 'discardedYours' }, { ...damage, amount }] };
};

export const thisway: TemplateModule = { area: 'thisway', effects: [discardedCost, defeatAnyCredits, exhaustAnyNumber, forEachAfter, oddDiscarded] };
