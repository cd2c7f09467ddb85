// What happened earlier this round/phase (issue 7, wave 3 "history"):
// - "The first Gambit card you play each round costs 1 less." / "The first upgrade you play each phase costs 1 less."
//   (6.2.3): a cost-modifier ability limited to the first matching play (v2/first-each.ts).
// - "When ...: You may X. If you do, Y. Use this ability only once each round." (8.32.3): the ability is "used" when
//   the player chooses to resolve the text after "you may" (X and then Y), recorded there (v2/once-per-round.ts).
import type { Ability } from '../../abilities/types.js';
import { bare } from '../text.js';
import type { EffectTemplate, LineTemplate, TemplateModule } from '../types.js';
import { cardPhrase } from './effects-zones.js';

/** Filter keys the first-each check reads from a played card's printed facts (restrictions.ts cardMatches). */
const FIRST_EACH_KEYS = new Set(['type', 'trait', 'aspect']);

const firstEachCosts: LineTemplate = (line, ctx) => {
  const m = /^the first (.+?) you play each (round|phase) costs (\d+) less$/i.exec(bare(line));
  if (!m || !['unit', 'leader', 'leaderUnit', 'base'].includes(ctx.host)) return undefined;
  const phrase = cardPhrase(m[1]!);
  if (!phrase || phrase.plural || Object.keys(phrase.filter).some((k) => !FIRST_EACH_KEYS.has(k))) return undefined;
  const amount = Number(m[3]);
  if (!(amount > 0)) return undefined;
  const ability: Ability = {
    kind: 'costModifier', id: '', text: line, affects: 'you',
    modifier: { amount: -amount, ...(Object.keys(phrase.filter).length ? { filter: phrase.filter } : {}) },
    firstEach: m[2]!.toLowerCase() as 'round' | 'phase',
  };
  return [ability];
};

/** Effects that make "used" ambiguous or add a second choice to decline: not read inside a limited "you may". */
const UNCLEAR = /"do":"(may|pay|ifYouDo|chooseOptions)"|"optional":true|"choose"/;

const oncePerRoundIfYouDo: LineTemplate = (line, ctx) => {
  const m = /^(.+?)\s*use this ability only once each round\.?$/is.exec(line.trim());
  if (!m || !/\.$/.test(m[1]!.trim())) return undefined;
  const inner = ctx.ability(m[1]!.trim());
  if (!inner || inner.kind !== 'triggered' || inner.limit || inner.resolvedBy) return undefined;
  const e = inner.effect;
  // Exactly "You may X. If you do, Y" with no "otherwise", X and Y without further choices to decline.
  if (e.do !== 'ifYouDo' || e.else || e.effect.do !== 'may') return undefined;
  if (UNCLEAR.test(JSON.stringify(e.effect.effect)) || UNCLEAR.test(JSON.stringify(e.then))) return undefined;
  return [{ ...inner, id: '', text: line, limit: 'oncePerRound' }];
};

/**
 * "When a friendly unit attacks: If no other units have attacked this phase (including enemy units), heal 2 damage
 * from your base.": other than the attacking unit the trigger names (its subject); that unit's own attack is recorded.
 */
const noOtherAttacked: EffectTemplate = (text, ctx) => {
  const m = /^if no other units have attacked this phase, (.+)$/is.exec(text.trim());
  if (!m || ctx.pronoun !== 'subject' || /\.\s/.test(m[1]!)) return undefined;
  const then = ctx.effect(m[1]!);
  return then ? { do: 'if', condition: { not: { happenedThisPhase: 'attacked', filter: { notRef: 'subject' } } }, then } : undefined;
};

export const history: TemplateModule = { area: 'history', lines: [firstEachCosts, oncePerRoundIfYouDo], effects: [noOtherAttacked] };
