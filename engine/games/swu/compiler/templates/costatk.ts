// Cost modifiers and attack modifiers (family "costatk"). Each template reads its whole line or text, or nothing:
// - "If you control a unique Separatist card, this unit costs 1 less to play." (6.2.3): a unique card with the trait,
//   unit, upgrade or leader (v2/costatk.ts);
// - "Create 8 TIE Fighter tokens and ready them. They can't attack bases for this phase.": "they" are the tokens just
//   created (v2/costatk.ts createReadyRestricted);
// - "While attacking a unit with a Bounty, this unit gets +3/+0 and gains Overwhelm.": the defender's Bounty (printed
//   or gained) is read with this ability not applying meanwhile (stats.ts keywordTested).
import type { Ability, Effect } from '../../abilities/types.js';
import { keywordGrant, statChange } from '../phrases.js';
import { bare } from '../text.js';
import type { EffectTemplate, LineTemplate, TemplateModule } from '../types.js';

/** "If you control a unique Separatist card, this unit costs 1 less to play." */
const uniqueCardCost: LineTemplate = (line, ctx) => {
  const m = /^if you control a unique ([A-Z][A-Za-z'-]*) card, this (unit|event|upgrade) costs (\d+) less to play$/.exec(bare(line).replace(/^If /, 'if '));
  if (!m || ctx.host !== m[2] || Number(m[3]) < 1) return undefined;
  const trait = m[1]![0]! + m[1]!.slice(1).toLowerCase();
  return [{ kind: 'costModifier', id: '', text: line, affects: 'self', modifier: { amount: -Number(m[3]) }, condition: { youControlUniqueCard: { trait } } }];
};

const RESTRICTIONS = { 'attack bases': 'cantAttackBases', attack: 'cantAttack' } as const;

/** "Create 8 TIE Fighter tokens and ready them. They can't attack bases for this phase." */
const createdCant: EffectTemplate = (text, ctx) => {
  const m = /^(create [^.]+ tokens and ready them)\.\s+they can't (attack bases|attack) for this (phase|round)$/i.exec(text.trim().replace(/\.$/, ''));
  if (!m) return undefined;
  const made = ctx.effect(m[1]!);
  if (!made || made.do !== 'createAndReady' || made.player !== undefined || made.count === undefined) return undefined;
  const restriction = RESTRICTIONS[m[2]!.toLowerCase() as keyof typeof RESTRICTIONS];
  const effect: Effect = { do: 'createReadyRestricted', token: made.token, count: made.count, restriction, duration: m[3]!.toLowerCase() === 'phase' ? 'thisPhase' : 'thisRound' };
  return effect;
};

/** "While attacking a unit with a Bounty, this unit gets +3/+0 and gains Overwhelm." (a unit's constant ability) */
const attackingBountyUnit: LineTemplate = (line, ctx) => {
  const m = /^while attacking a unit with a Bounty, this unit gets ([+-]\d+\/[+-]\d+)(?: and gains ([A-Za-z]+(?: \d+)?))?$/.exec(bare(line).replace(/^While /, 'while '));
  if (!m || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  const stats = statChange(m[1]!);
  const keyword = m[2] ? keywordGrant(m[2]) : undefined;
  if (!stats || (!stats.power && !stats.hp) || (m[2] && !keyword)) return undefined;
  const condition = { self: { attackingUnit: { keyword: 'Bounty' } } };
  const out: Ability[] = [{ kind: 'constant', id: '', text: line, condition, affects: 'self', grant: { ...(stats.power ? { power: stats.power } : {}), ...(stats.hp ? { hp: stats.hp } : {}) } }];
  if (keyword) out.push({ kind: 'constant', id: '', text: line, condition, affects: 'self', grant: { keyword } });
  return out;
};

export const costatk: TemplateModule = { area: 'costatk', lines: [uniqueCardCost, attackingBountyUnit], effects: [createdCant] };
