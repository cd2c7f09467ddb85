// Leaders and action abilities (issue 7, family "leaders6"): clauses that narrow one unit choice of an effect the
// rest of the sentence already reads ("Give an Experience token to a unit without an Experience token on it", "deal 1
// damage to an enemy unit that costs the same as the played unit"), and two attacks in turn by different units
// ("Attack with a Droid unit. Then, attack with another Droid unit."), and "the unit with the most power among ...".
// Filters: abilities/defs/leaders6.ts.
import { narrowedChoice, narrowingTemplate } from '../narrow.js';
import type { EffectTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

// TWI Quinlan Vos, Tactical Droid Commander: "When you play a unit: ... an enemy unit that costs the same as (or less
// than) the played unit": printed costs against the trigger's subject (the played unit).
const costsAsPlayed = narrowingTemplate('that costs the same as (?<orLess>or less than )?the played unit', (m, ctx) => {
  if (ctx.pronoun !== 'subject') return undefined;
  return { costAs: { of: ctx.pronoun, ...(m.groups!.orLess ? { orLess: true } : {}) } };
});

// LOF Obi-Wan Kenobi: "a unit without an Experience token on it" (the token upgrades of 3.7.5 / 3.7.6, by name).
const withoutToken = narrowingTemplate('without an? (?<token>experience|shield) token on it', (m) => ({ withoutUpgrade: { name: m.groups!.token!.toLowerCase() === 'shield' ? 'Shield' : 'Experience' } }));

/**
 * TWI MagnaGuard Wing Leader: "Attack with a Droid unit. Then, attack with another Droid unit.": the second attacker is
 * not the first (bound by name); the first attack ends before the second is declared (7.1.6).
 */
const thenAnother = sentence(/(attack with an? (?:[^.]+? )?unit)\. then, attack with another ((?:[a-z-]+ )*)unit/, (m, ctx) => {
  const both = ctx.effect(`${m[1]}. Attack with a ${m[2]}unit`);
  if (both?.do !== 'sequence' || both.steps.length !== 2) return undefined;
  const [first, second] = both.steps;
  if (first?.do !== 'attackWith' || second?.do !== 'attackWith' || !('choose' in first.attacker) || !('choose' in second.attacker)) return undefined;
  if (first.attacker.as || first.as || second.forThisAttack || second.defender) return undefined;
  const name = 'firstAttacker';
  const steps = [{ ...first, attacker: { ...first.attacker, as: name } }, { ...second, attacker: { ...second.attacker, filter: { ...second.attacker.filter, notRef: name } } }];
  return { do: 'sequence', steps };
});

/**
 * LOF Supreme Leader Snoke: "Give an Experience token to the unit with the most power among friendly Villainy units."
 * One of the friendly Villainy units with the highest current power (1.11), chosen by the controller if tied (the
 * printed reminder); none, nothing happens.
 */
const mostPowerAmong: EffectTemplate = (text, ctx) => {
  const m = /^(.*?\b)the unit with the most power among ((?:[a-z-]+ )*?)units\b(.*)$/is.exec(text.trim());
  if (!m || /\bunits?\b/i.test(m[1]! + m[3]!)) return undefined;
  const np = `a ${m[2]}unit`;
  return narrowedChoice(`${m[1]}${np}${m[3]}`, np, { mostPower: true }, ctx);
};

export const leaders6: TemplateModule = { area: 'leaders6', effects: [costsAsPlayed, withoutToken, thenAnother, mostPowerAmong] };
