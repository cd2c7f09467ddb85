// Templates of the prevention family (issue 7, wave 4): damage prevention (8.20) as constant abilities, lasting
// effects and attack modifiers, and "deal that much damage plus 1 instead" (7.7.5). Run by v2/prevention.ts.
import type { Ability, ConstantAbility, DamagePrevention, Effect, UnitFilter } from '../../abilities/types.js';
import { target, unitPhrase } from '../phrases.js';
import { bare } from '../text.js';
import type { CompileContext, EffectTemplate, LineTemplate, TemplateModule } from '../types.js';

const unitHost = (ctx: CompileContext) => ctx.host === 'unit' || ctx.host === 'leaderUnit';

/** "prevent that damage" / "prevent 2 of that damage" -> the amount (undefined: all of it). */
function preventAmount(text: string): { amount?: number } | undefined {
  const m = /^prevent (?:that damage|(\d+) of that damage)$/i.exec(text.trim());
  if (!m) return undefined;
  return m[1] ? { amount: Number.parseInt(m[1], 10) } : {};
}

/** A unit phrase for a constant ability's affected or dealing units: "another friendly unit", "a friendly Creature unit". */
function unitFilter(np: string, ctx: CompileContext): UnitFilter | undefined {
  const phrase = unitPhrase(np);
  if (!phrase || phrase.noun !== 'unit' || (phrase.quantifier !== 'a' && phrase.quantifier !== 'another')) return undefined;
  // "another" is other than the card with the ability: only a unit can say that with a filter.
  if (phrase.filter.other && !unitHost(ctx)) return undefined;
  return phrase.filter;
}

function constant(line: string, affects: ConstantAbility['affects'], grant: ConstantAbility['grant']): Ability[] {
  return [{ kind: 'constant', id: '', text: line, affects, grant }];
}

/**
 * "If damage would be dealt to this unit, prevent 1 of that damage.", "If an enemy card ability would deal damage to
 * this unit, prevent 2 of that damage." (SEC Cassian Andor), "If damage would be dealt to another friendly unit,
 * prevent 1 of that damage." (SEC Vigil), "If a friendly Creature unit would deal damage to a friendly unit, prevent
 * that damage." (LOF Malakili): constant abilities of a unit (replacement effects, 7.7.5; 8.20).
 */
const preventLine: LineTemplate = (line, ctx) => {
  if (!unitHost(ctx)) return undefined;
  const t = bare(line);
  let m: RegExpExecArray | null;
  let subject: string;
  let prevent: DamagePrevention;
  if ((m = /^if damage would be dealt to (.+?), (prevent .+)$/i.exec(t))) {
    const amount = preventAmount(m[2]!);
    if (!amount) return undefined;
    subject = m[1]!;
    prevent = amount;
  } else if ((m = /^if an enemy card ability would deal damage to (.+?), (prevent .+)$/i.exec(t))) {
    const amount = preventAmount(m[2]!);
    if (!amount) return undefined;
    subject = m[1]!;
    prevent = { ...amount, enemyAbility: true };
  } else if ((m = /^if (an? .+? unit) would deal damage to (.+?), (prevent .+)$/i.exec(t))) {
    const amount = preventAmount(m[3]!);
    const dealtBy = unitFilter(m[1]!, ctx);
    if (!amount || !dealtBy || dealtBy.other) return undefined;
    subject = m[2]!;
    prevent = { ...amount, dealtBy };
  } else {
    return undefined;
  }
  if (/^this unit$/i.test(subject.trim())) return constant(line, 'self', { preventDamage: prevent });
  const filter = unitFilter(subject, ctx);
  return filter ? constant(line, { filter }, { preventDamage: prevent }) : undefined;
};

/**
 * "If damage would be dealt to this unit, you may defeat another friendly unit that shares a trait with this unit. If
 * you do, prevent that damage." (SEC Queen Amidala): an optional replacement whose cost is defeating a unit.
 */
const defeatToPreventLine: LineTemplate = (line, ctx) => {
  const m = /^if damage would be dealt to this unit, you may defeat (another friendly unit|a friendly unit)( that shares a trait with this unit)?\.\s+if you do, (prevent .+)$/i.exec(bare(line));
  const amount = m ? preventAmount(m[3]!) : undefined;
  if (!m || !amount || !unitHost(ctx)) return undefined;
  const filter = unitFilter(m[1]!, ctx);
  if (!filter) return undefined;
  return constant(line, 'self', { preventDamage: { ...amount, ifYouDefeat: { ...filter, ...(m[2] ? { sharesTraitWithSelf: true as const } : {}) } } });
};

/** "The first time this unit would take damage each phase, prevent that damage." (SEC Umbaran Mobile Cannon) */
const firstEachPhaseLine: LineTemplate = (line, ctx) => {
  const m = /^the first time this unit would take damage each phase, (prevent .+)$/i.exec(bare(line));
  const amount = m ? preventAmount(m[1]!) : undefined;
  if (!amount || !unitHost(ctx)) return undefined;
  return constant(line, 'self', { preventDamage: { ...amount, firstEachPhase: true } });
};

/** "If damage would be dealt to this unit by another card, deal that much damage plus 1 instead." (SEC Vigil) */
const plusLine: LineTemplate = (line, ctx) => {
  const m = /^if damage would be dealt to this unit by another card, deal that much damage plus (\d+) instead$/i.exec(bare(line));
  if (!m || !unitHost(ctx)) return undefined;
  return constant(line, 'self', { damagePlus: { amount: Number.parseInt(m[1]!, 10), fromOtherCard: true } });
};

/**
 * "The next time damage would be dealt to it this phase, prevent that damage." / "The next time it would be dealt
 * damage this phase, prevent 2 of that damage." (7.7.4A: used up by the first damage it prevents); "For this phase, if
 * damage would be dealt to that unit, prevent 1 of that damage."; "Prevent all combat damage that would be dealt to this
 * unit for this attack."
 */
const preventEffect: EffectTemplate = (text, ctx) => {
  const t = text.trim();
  let m: RegExpExecArray | null;
  let np: string;
  let prevent: DamagePrevention;
  let duration: 'thisPhase' | 'thisAttack';
  if ((m = /^the next time (?:damage would be dealt to (.+?)|(.+?) would be dealt damage) this phase, (prevent .+)$/i.exec(t))) {
    const amount = preventAmount(m[3]!);
    if (!amount) return undefined;
    np = m[1] ?? m[2]!;
    prevent = { ...amount, next: true };
    duration = 'thisPhase';
  } else if ((m = /^for this phase, if damage would be dealt to (.+?), (prevent .+)$/i.exec(t))) {
    const amount = preventAmount(m[2]!);
    if (!amount) return undefined;
    np = m[1]!;
    prevent = amount;
    duration = 'thisPhase';
  } else if ((m = /^prevent all (combat )?damage that would be dealt to (.+?) for this attack$/i.exec(t))) {
    np = m[2]!;
    prevent = m[1] ? { combat: true } : {};
    duration = 'thisAttack';
  } else {
    return undefined;
  }
  const tg = target(np, ctx);
  // Only one unit named before ("it", "that unit") or this unit: a choice here would be a new one.
  if (!tg || !('ref' in tg || 'self' in tg)) return undefined;
  return { do: 'preventDamage', target: tg, prevent, duration };
};

/** "Choose a base. The next time damage would be dealt to it this phase, prevent that damage." (JTL Close the Shield Gate) */
const chooseBaseNext: EffectTemplate = (text) => {
  const m = /^choose a base\.\s+the next time damage would be dealt to it this phase, (prevent .+)$/i.exec(text.trim());
  const amount = m ? preventAmount(m[1]!) : undefined;
  if (!amount) return undefined;
  return { do: 'preventDamage', target: { choose: 'base' }, prevent: { ...amount, next: true }, duration: 'thisPhase' };
};

/** "Attack with a Vehicle unit. Prevent all damage that would be dealt to it during this attack." (JTL I Have You Now) */
const attackPrevent: EffectTemplate = (text, ctx) => {
  const m = /^(attack with .+?)\.\s+prevent all (combat )?damage that would be dealt to it during this attack$/i.exec(text.trim());
  if (!m) return undefined;
  const attack: Effect | undefined = ctx.effect(m[1]!);
  if (!attack || attack.do !== 'attackWith' || attack.forThisAttack || attack.as) return undefined;
  return { ...attack, forThisAttack: { preventDamage: m[2] ? { combat: true } : {} } };
};

export const prevention: TemplateModule = { area: 'prevention', lines: [preventLine, plusLine, firstEachPhaseLine, defeatToPreventLine], effects: [chooseBaseNext, attackPrevent, preventEffect] };
