// Cost modifiers and attack modifiers (family "costatk"). Each template reads its whole line or text, or nothing:
// - "If you control a unique Separatist card, this unit costs 1 less to play." (6.2.3): a unique card with the trait,
//   unit, upgrade or leader (v2/costatk.ts);
// - "Create 8 TIE Fighter tokens and ready them. They can't attack bases for this phase.": "they" are the tokens just
//   created (v2/costatk.ts createReadyRestricted);
// - "While attacking a unit with a Bounty, this unit gets +3/+0 and gains Overwhelm.": the defender's Bounty (printed
//   or gained) is read with this ability not applying meanwhile (stats.ts keywordTested);
// - "You may attack with a Pilot unit or a unit with a Pilot on it. It gets +1/+0 ... for this attack.": the attack read
//   as with "a Pilot unit" alone, its attacker's filter then widened to either (unitFilter anyOf).
import type { Ability, Effect, UnitFilter } from '../../abilities/types.js';
import { effectNodes } from '../effect-nodes.js';
import { keywordGrant, statChange, unitPhrase } from '../phrases.js';
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

/** "You may attack with a Pilot unit or a unit with a Pilot on it. It gets +1/+0 and gains Restore 1 for this attack." */
const traitOrWithTrait: EffectTemplate = (text, ctx) => {
  const m = /^((?:you may )?attack with) a ([A-Z][a-z]+) unit or a unit with a ([A-Z][a-z]+) on it(\.\s+.+)?$/i.exec(text.trim().replace(/\.$/, ''));
  if (!m || m[2] !== m[3] || !/^[A-Z]/.test(m[2]!)) return undefined;
  const trait = m[2]!;
  const made = ctx.effect(`${m[1]} a ${trait} unit${m[4] ?? ''}`);
  if (!made) return undefined;
  const copy = JSON.parse(JSON.stringify(made)) as Effect;
  const attacks = effectNodes<{ do: string; attacker: { choose?: string; filter?: UnitFilter } }>(copy, (o) => o.do === 'attackWith');
  const filter = attacks.length === 1 ? attacks[0]!.attacker.filter : undefined;
  // Exactly the attack "a Pilot unit" compiled to: one attacker chosen among units with that trait and nothing else.
  if (!filter || attacks[0]!.attacker.choose !== 'unit' || JSON.stringify(filter) !== JSON.stringify({ trait })) return undefined;
  attacks[0]!.attacker.filter = { anyOf: [{ trait }, { hasUpgrade: { trait } }] };
  return copy;
};

/**
 * LAW Chirrut Imwe: "When Attack Ends: If this unit deals combat damage to a base, you may heal 4 damage from another
 * unit." When Attack Ends abilities trigger at the same time as the attacker deals combat damage (the card's ruling;
 * 6.3.5), and a unit deals combat damage to a base only as an attacker: the ability is the attacker's trigger on combat
 * damage dealt to a base (1 or more), which needs no survival either.
 */
const attackEndsIfBaseDamage: LineTemplate = (line, ctx) => {
  const m = /^when attack ends: if this unit deals combat damage to a base, (.+)$/i.exec(bare(line));
  if (!m || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  const effect = ctx.effect(m[1]!);
  return effect ? [{ kind: 'triggered', id: '', text: line, when: { on: 'dealsCombatDamage', to: 'base', whileAttacking: true }, effect }] : undefined;
};

/**
 * SEC Dryden Vos: "On Attack: You may double this unit's power for this attack. If you do, this unit doesn't ready
 * during the next regroup phase." (each sentence; "If you do" joins them as elsewhere). The power is read as the ability
 * resolves (the card's ruling); the unit skips this round's regroup ready step (v2/costatk.ts).
 */
const doublePower: EffectTemplate = (text, ctx) => {
  if (!/^double this unit's power for this attack$/i.test(text.trim().replace(/\.$/, '')) || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  return { do: 'doublePower', target: { self: true }, duration: 'thisAttack' };
};

const skipNextRegroupReady: EffectTemplate = (text, ctx) => {
  if (!/^this unit doesn't ready during the next regroup phase$/i.test(text.trim().replace(/\.$/, '')) || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  return { do: 'skipNextRegroupReady', target: { self: true } };
};

/**
 * TWI Grievous's Wheel Bike: "While playing this upgrade on General Grievous, it costs 2 less to play." (6.2.1: active
 * while playing): the unit it is played on is any unit with that name (play.ts chooses it before the cost).
 */
const playedOnNamedCost: LineTemplate = (line, ctx) => {
  const m = /^while playing this upgrade on ([A-Z][A-Za-z' -]+), it costs (\d+) less to play$/.exec(bare(line).replace(/^While /, 'while '));
  if (!m || ctx.host !== 'upgrade' || /^(a|an|another|each) /i.test(m[1]!) || Number(m[2]) < 1) return undefined;
  return [{ kind: 'costModifier', id: '', text: line, affects: 'self', modifier: { amount: -Number(m[2]) }, condition: { playedOn: { name: m[1]!.trim() } } }];
};

/** SHD The Darksaber: "While playing this upgrade on a Mandalorian unit, ignore its aspect penalty." (8.10.2) */
const playedOnIgnorePenalty: LineTemplate = (line, ctx) => {
  const m = /^while playing this upgrade on (an? [^,]+ unit), ignore its aspect penalty$/.exec(bare(line).replace(/^While /, 'while '));
  const phrase = m && ctx.host === 'upgrade' ? unitPhrase(m[1]!) : undefined;
  if (!phrase || phrase.noun !== 'unit' || phrase.quantifier !== 'a' || Object.keys(phrase.filter).some((k) => k !== 'trait')) return undefined;
  return [{ kind: 'costModifier', id: '', text: line, affects: 'self', modifier: { amount: 0 }, ignoreAspectPenalty: true, condition: { playedOn: phrase.filter } }];
};

export const costatk: TemplateModule = { area: 'costatk', lines: [uniqueCardCost, attackingBountyUnit, attackEndsIfBaseDamage, playedOnNamedCost, playedOnIgnorePenalty], effects: [createdCant, traitOrWithTrait, doublePower, skipNextRegroupReady] };
