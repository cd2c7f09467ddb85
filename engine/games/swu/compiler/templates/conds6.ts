// Conditions and "instead" (issue 7, conds6 family). "Give a unit -2/-2 for this phase. If you control a Force unit,
// give it -3/-3 instead.": the second sentence names the first's target by a pronoun ("it", "the enemy unit", "that
// enemy unit") and may leave out its duration. It reads as the same sentence written in full, which
// templates/conditions-more.ts compiles as if/else: the condition does not depend on the unit chosen (a condition
// that names it is not read here), so choosing the unit in either branch means the same. "If you have fewer cards in
// hand than an opponent, draw a card."
import { bare } from '../text.js';
import type { EffectTemplate, LineTemplate, TemplateModule } from '../types.js';
import { effectCondition } from './conditions-more.js';
import { otherCondition } from './constant-lines.js';

/** "it" / "him" / "her", or "the"/"that" followed by the first target's words without its article. */
function namesFirst(pronoun: string, firstTarget: string): boolean {
  const p = pronoun.trim().toLowerCase();
  if (p === 'it' || p === 'him' || p === 'her') return true;
  const m = /^(?:the|that) (.+)$/.exec(p);
  const f = /^(?:a|an) (.+)$/i.exec(firstTarget.trim());
  return !!m && !!f && m[1] === f[1]!.toLowerCase();
}

const STATS = '[+-]\\d+\\/[+-]\\d+';
const DURATION = 'for this phase|for this round';

const statsInsteadOnSame: EffectTemplate = (text, ctx) => {
  const m = new RegExp(`^(give (an? [^.]+?) (${STATS}) (${DURATION}))\\.\\s+if ([^,]+), give ([^.]+?) (${STATS})(?: (${DURATION}))? instead$`, 'is').exec(text.trim());
  if (!m || !namesFirst(m[6]!, m[2]!) || /\b(it|its|it's|him|her|that|this unit)\b/i.test(m[5]!)) return undefined;
  if (m[8] && m[8].toLowerCase() !== m[4]!.toLowerCase()) return undefined;
  const full = `${m[1]}. If ${m[5]}, give ${m[2]} ${m[7]} ${m[4]} instead`;
  const compiled = ctx.effect(full);
  return compiled?.do === 'if' && compiled.else ? compiled : undefined;
};

/**
 * "If you have fewer cards in hand than an opponent, draw a card.": the comparisons a constant reads
 * (constant-lines.ts otherCondition) that effects check the same way (v2/amounts.ts compare).
 */
const ifCompare: EffectTemplate = (text, ctx) => {
  const m = /^if ([^,]+), (.+)$/is.exec(text.trim());
  if (!m || /\.\s/.test(m[2]!) || /\binstead$/i.test(m[2]!)) return undefined;
  const read = otherCondition(m[1]!.trim(), ctx);
  if (!read || read.aboutSelf || !('compare' in read.c)) return undefined;
  const then = ctx.effect(m[2]!);
  return then ? { do: 'if', condition: read.c, then } : undefined;
};

/**
 * "If an enemy unit has a Bounty, this unit costs 1 less to play." (6.2.3): a condition on the game as an effect
 * reads it (conditions-more.ts), counted over units in play, so it means the same for a card in hand.
 */
const countedCost: LineTemplate = (line, ctx) => {
  const m = /^if ([^,]+), this unit costs (\d+) (less|more) to play$/i.exec(bare(line));
  if (!m || ctx.host !== 'unit') return undefined;
  const c = effectCondition(m[1]!, ctx);
  if (!c || !('compare' in c) || typeof c.compare !== 'object' || !('countUnits' in c.compare) || c.compare.countUnits.other) return undefined;
  const n = Number(m[2]);
  return [{ kind: 'costModifier', id: '', text: line, affects: 'self', modifier: { amount: m[3]!.toLowerCase() === 'less' ? -n : n }, condition: c }];
};

/** "deal 3 damage" / "heal 6 damage" after "deal 2 damage to a base" / "heal 4 damage from a unit or base": to the same. */
function sameTarget(first: string, other: string): string | undefined {
  const f = /^(deal|heal) \d+ damage ((?:to|from) .+)$/i.exec(first.trim());
  const o = /^(deal|heal) \d+ damage$/i.exec(other.trim());
  return f && o && f[1]!.toLowerCase() === o[1]!.toLowerCase() && !/\b(it|him|her|that unit)\b/i.test(f[2]!) ? `${other.trim()} ${f[2]}` : undefined;
}

/**
 * "Heal 4 damage from a unit or base. If this unit is unique, heal 6 damage instead." (a Bounty an upgrade gives):
 * if/else on the unit's printed unique mark (v2/conds6.ts reads it after the unit left play).
 */
const uniqueInstead: EffectTemplate = (text, ctx) => {
  const m = /^([^.]+)\.\s+if this unit is (not )?unique, ([^.]+) instead$/is.exec(text.trim());
  if (!m || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  const first = ctx.effect(m[1]!);
  const other = first ? ctx.effect(m[3]!) ?? ctx.effect(sameTarget(m[1]!, m[3]!) ?? '') : undefined;
  return first && other ? { do: 'if', condition: { selfUnique: !m[2] }, then: other, else: first } : undefined;
};

export const conds6: TemplateModule = { area: 'conds6', lines: [countedCost], effects: [statsInsteadOnSame, ifCompare, uniqueInstead] };
