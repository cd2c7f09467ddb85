// Sentences that name a unit again (issue 7, family "refs6"): "On Defense" (7.6.15A: when this unit is attacked),
// "When damage is dealt to this unit",
// "Return him to his owner's hand" (a unit's own text: the unit itself), an upgrade's "If attached unit is a
// Mandalorian, give a Shield token to it" ("it": the attached unit, the only unit the sentence names) and "heal all
// damage from a unit ... and give 2 Shield tokens to it" (the amount is the damage on the unit chosen), and "An
// opponent chooses a unit they control. You may deal 7 damage to that unit." (the opponent's choice comes first).
import type { Effect } from '../../abilities/types.js';
import { target } from '../phrases.js';
import type { EffectTemplate, HeadTemplate, TemplateModule } from '../types.js';
import { effectCondition } from './conditions-more.js';
import { sentence } from './effects-basic.js';
import { narrowingTemplate } from '../narrow.js';
import { triggersV2 } from './triggers-v2.js';

/** The name a "heal all damage from a unit" choice is bound to, so its amount can read the damage on that unit. */
const HEALED = 'healedAll';

// 7.6.15A: "On Defense" abilities resolve when the unit they're on is attacked, the window "When this unit is attacked"
// already triggers in (7.6.15C). A base's or an upgrade's is not read here.
const onDefense: HeadTemplate = (head, ctx) =>
  /^on defense$/i.test(head) && (ctx.host === 'unit' || ctx.host === 'leaderUnit') ? { kind: 'triggered', when: { on: 'defense' }, relevant: 'constant' } : undefined;

// "When damage is dealt to this unit" is "When this unit is dealt damage" in other words (templates/triggers-v2.ts).
const damageDealtToThis: HeadTemplate = (head, ctx) => {
  if (!/^when damage is dealt to this unit$/i.test(head.trim())) return undefined;
  for (const template of triggersV2.heads ?? []) {
    const result = template('When this unit is dealt damage', ctx);
    if (result) return result;
  }
  return undefined;
};

// "Return him to his owner's hand": the pronoun and its possessive agree, so "him ... her owner's" is not read.
const returnPronoun = sentence(/return (him|her) to (his|her) owner's hand/, (m, ctx) => {
  if ((m[1]!.toLowerCase() === 'him') !== (m[2]!.toLowerCase() === 'his')) return undefined;
  const t = target(m[1]!, ctx);
  return t ? { do: 'returnToHand', target: t } : undefined;
});

/**
 * An upgrade's "If attached unit is a Mandalorian, give a Shield token to it.": the body names no unit but "it", so
 * "it" is the attached unit (the trait or aspect is the condition; a card name is templates/pilots.ts').
 */
const ifAttachedIsThenIt: EffectTemplate = (text, ctx) => {
  const m = /^if (attached unit is an? [^,]+), (.+?)\.?$/i.exec(text.trim());
  if (!m || ctx.host !== 'upgrade' || ctx.named?.['attached unit'] === undefined) return undefined;
  const body = m[2]!;
  if ((body.match(/\bit\b/gi) ?? []).length !== 1 || /\b(units?|him|her|its|they|them)\b/i.test(body)) return undefined;
  const condition = effectCondition(m[1]!, ctx);
  if (!condition || !('attachedUnit' in condition)) return undefined;
  const then = ctx.effect(body.replace(/\bit\b/i, 'attached unit'));
  return then ? { do: 'if', condition, then } : undefined;
};

/** "heal all damage from a unit that costs 2 or less": one chosen unit, healed of the damage on it as this resolves. */
const healAllFromChoice: EffectTemplate = (text, ctx) => {
  const m = /^heal all damage from (an? .+?)\.?$/i.exec(text.trim());
  const t = m ? target(m[1]!, ctx) : undefined;
  if (!t || !('choose' in t) || t.choose !== 'unit' || (t.count ?? 1) !== 1 || t.as || t.anyNumber) return undefined;
  return { do: 'heal', target: { ...t, as: HEALED }, amount: { damageOn: HEALED } } satisfies Effect;
};

/** What "You may <effect> that unit" may do to the opponent's choice: one atomic effect on it alone. */
const ON_CHOSEN = ['dealDamage', 'defeat', 'exhaust', 'ready', 'heal', 'returnToHand', 'giveToken'];

/**
 * "An opponent chooses a ground unit they control. You may deal 7 damage to that unit." / "... a unit or base they
 * control. You may deal 2 damage to it.": the opponent chooses (chooseTarget, bound), then the controller decides
 * (8.32), knowing the choice. A unit choice that found nothing binds nothing, and nothing is offered.
 */
const opponentChoosesYouMay: EffectTemplate = (text, ctx) => {
  const m = /^an opponent chooses (an? .+?) they control\.\s+(you may .+)$/is.exec(text.trim());
  const chosen = m ? target(m[1]!, ctx) : undefined;
  if (!chosen || !('choose' in chosen) || chosen.choose === 'base' || chosen.count || chosen.as || chosen.filter?.controller || chosen.filter?.other) return undefined;
  const placeholder = { do: 'exhaust', target: { choose: 'unit' } } as Extract<Effect, { do: 'exhaust' }>;
  const later = ctx.linked(placeholder, m![2]!.replace(/\.$/, ''));
  const name = 'choose' in placeholder.target ? placeholder.target.as : undefined;
  if (!later || !name || later.do !== 'may' || !ON_CHOSEN.includes(later.effect.do)) return undefined;
  const json = JSON.stringify(later);
  if (json.split(`"${name}"`).length !== 2 || !('target' in later.effect) || JSON.stringify(later.effect.target) !== `{"ref":"${name}"}`) return undefined;
  const choice: Effect = { do: 'chooseTarget', target: { ...chosen, chooser: 'opponent', filter: { ...chosen.filter, controller: 'enemy' }, as: name } };
  // An opponent always controls a base; a unit they may not: then "that unit" is nothing (boundUnit is false).
  const then: Effect = chosen.choose === 'unit' ? { do: 'if', condition: { boundUnit: name, filter: {} }, then: later } : later;
  return { do: 'sequence', steps: [choice, then] };
};

/** An upgrade's "exhaust a unit in attached unit's arena": the arena the attached unit is in (itself included). */
const inAttachedArena: EffectTemplate = (text, ctx) => {
  const m = /^(.+) in attached unit's arena\.?$/i.exec(text.trim());
  if (!m || ctx.host !== 'upgrade' || ctx.named?.['attached unit'] === undefined || /\bin\b.*\barena\b/i.test(m[1]!)) return undefined;
  return ctx.effect(`${m[1]} in the same arena as attached unit`);
};

// "Defeat an enemy unit with a Shield token on it.": the clause narrows the one unit choice (withShield).
const withShieldToken = narrowingTemplate('with a shield token on it', () => ({ withShield: true }), /\bshield\b/i);

/**
 * "Give a Shield token to a friendly unit and to an enemy unit.", "give an Experience token to this unit and another
 * friendly unit": each named unit is given the token(s), one after the other (a choice each; "another" is other than
 * this unit, as on any unit's text).
 */
const giveToBoth = sentence(/give ((?:an?|\d+) (?:shield|experience) tokens?) to (this unit|an? [^,]+?) and (?:to )?((?:an?|another) [^,]+)/, (m, ctx) => {
  const first = ctx.effect(`give ${m[1]} to ${m[2]}`);
  const second = ctx.effect(`give ${m[1]} to ${m[3]}`);
  const chosenOrSelf = (e: Effect | undefined) => e?.do === 'giveToken' && ('choose' in e.target || 'self' in e.target);
  if (!first || !second || !chosenOrSelf(first) || second.do !== 'giveToken' || !('choose' in second.target)) return undefined;
  return { do: 'sequence', steps: [first, second] };
});

export const refs6: TemplateModule = {
  area: 'refs6',
  heads: [onDefense, damageDealtToThis],
  effects: [returnPronoun, ifAttachedIsThenIt, healAllFromChoice, opponentChoosesYouMay, inAttachedArena, withShieldToken, giveToBoth],
};
