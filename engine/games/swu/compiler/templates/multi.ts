// Effects on several chosen units at once (issue 7, family "multi"). "Choose up to 2 units. Give each chosen unit
// +2/+2 for this phase.": the choice alone (chooseTarget, v2/refs6.ts) of several units, which Compiler.chain binds to
// the name the next part's "each chosen unit" / "each of those units" reads (v2/chosen.ts). "You may choose another
// unit. If you have the initiative, you may choose up to 2 other units instead. Give each chosen unit +2/+2 for this
// phase.": if/else on the condition, each branch choosing its own units.
import type { Condition, Effect } from '../../abilities/types.js';
import { target, unitFilter } from '../phrases.js';
import type { CompileContext, EffectTemplate, TemplateModule } from '../types.js';
import { effectCondition } from './conditions-more.js';

/** "up to 2 other units": one choice of 0 to 2 different units (phrases.ts "each of up to N ..."), or undefined. */
function severalUnits(np: string, ctx: CompileContext): Effect | undefined {
  const t = target(`each of ${np}`, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit' || t.as !== undefined || t.chooser !== undefined) return undefined;
  if ((t.count ?? 1) < 2) return undefined;
  return { do: 'chooseTarget', target: t };
}

/**
 * "Choose up to 2 units." as a part of several: the units are chosen and nothing is done to them yet; the part after
 * ("Give each chosen unit ...") names them all (Compiler.chain binds the choice only when that part reads { refs }).
 */
const chooseSeveral: EffectTemplate = Object.assign((text: string, ctx: CompileContext): Effect | undefined => {
  const m = /^choose (up to \d+ (?:.+ )?units)$/i.exec(text.trim());
  return m ? severalUnits(m[1]!, ctx) : undefined;
}, { prefix: 'choose up to ' });

/** "each chosen unit" -> "it", for the branch that chooses one unit. Undefined when the text does not name them once. */
function oneChosen(rest: string): string | undefined {
  const parts = rest.split(/\beach chosen unit\b/i);
  return parts.length === 2 && !/\b(chosen|those|them|they|it|its)\b/i.test(parts.join(' ')) ? parts.join('it') : undefined;
}

/**
 * "You may choose another unit. If you have the initiative, you may choose up to 2 other units instead. Give each
 * chosen unit +2/+2 for this phase." (Kalani): the condition is read as the choice is made; when it holds, up to 2
 * other units are chosen (8.30.1: 0 to 2), else the player may choose one other unit (8.32) or none. The last part is
 * done to each unit chosen. A condition that names a unit is not read.
 */
const mayChooseInstead: EffectTemplate = Object.assign((text: string, ctx: CompileContext): Effect | undefined => {
  const m = /^you may choose (an? [^.]+?|another [^.]+?)\.\s+if ([^,.]+), you may choose (up to \d+ [^.]+? units) instead\.\s+([^.]+)$/i.exec(text.trim());
  if (!m || /\b(it|its|that|this unit|chosen)\b/i.test(m[2]!)) return undefined;
  const condition = effectCondition(m[2]!, ctx);
  const one = target(m[1]!, ctx);
  const single = oneChosen(m[4]!);
  if (!condition || !single || !one || !('choose' in one) || one.choose !== 'unit' || one.count !== undefined || one.as !== undefined || one.chooser !== undefined || one.optional) return undefined;
  const several = ctx.effect(`Choose ${m[3]}. ${m[4]}`);
  if (several?.do !== 'sequence' || several.steps[0]?.do !== 'chooseTarget') return undefined;
  const first: Effect = { do: 'chooseTarget', target: { ...one, optional: true } };
  const later = ctx.linked(first, single);
  if (!later || first.do !== 'chooseTarget' || !('choose' in first.target) || !first.target.as) return undefined;
  return { do: 'if', condition, then: several, else: { do: 'sequence', steps: [first, later] } };
}, { prefix: 'you may choose ' });

/**
 * "If you played a non-unit Force card this phase, deal 1 damage to a unit." (Rey): a Force card the controller played
 * this phase as an event or as an upgrade (a Pilot played as an upgrade counts: the card's ruling), from the state's
 * thisPhase record of played cards (v2/history.ts: UNSUPPORTED when the state does not carry it).
 */
const ifPlayedNonUnit: EffectTemplate = Object.assign((text: string, ctx: CompileContext): Effect | undefined => {
  const m = /^if you played a non-unit ([A-Z][a-z]+) card this phase, (.+)$/.exec(text.trim().replace(/^If/, 'if'));
  const trait = m ? unitFilter(`a ${m[1]} unit`) : undefined;
  if (!m || !trait || Object.keys(trait).join() !== 'trait' || /\.\s/.test(m[2]!) || /\binstead$/i.test(m[2]!)) return undefined;
  const then = ctx.effect(m[2]!);
  const played = (cardType: 'event' | 'upgrade'): Condition => ({ happenedThisPhase: 'played', cardType, filter: { ...trait, controller: 'friendly' } });
  return then ? { do: 'if', condition: { anyOf: [played('event'), played('upgrade')] }, then } : undefined;
}, { prefix: 'if you played ' });

/**
 * "If no player has taken the initiative this phase, <effect>." (Face Off): the take-the-initiative action (1.15.5) was
 * not taken by either player this phase (v2/multi.ts). The rest of the text after it is done only then.
 */
const ifNoInitiative: EffectTemplate = Object.assign((text: string, ctx: CompileContext): Effect | undefined => {
  const m = /^if no player has taken the initiative this phase, (.+)$/is.exec(text.trim());
  const then = m ? ctx.effect(m[1]!) : undefined;
  return then ? { do: 'if', condition: { initiativeTakenThisPhase: false }, then } : undefined;
}, { prefix: 'if no player ' });

/**
 * "Each player chooses a unit they control. Deal 3 damage to each unit not chosen this way." (Time of Crisis): every
 * unit but the ones the players chose is dealt the damage, all at once (v2/multi.ts damageAllButChosen).
 */
const damageAllButChosen: EffectTemplate = Object.assign((text: string): Effect | undefined => {
  const m = /^each player chooses a unit they control\.\s+deal (\d+) damage to each unit not chosen this way$/i.exec(text.trim());
  const amount = m ? Number(m[1]) : 0;
  return amount > 0 ? { do: 'damageAllButChosen', amount } : undefined;
}, { prefix: 'each player ' });

/**
 * "A friendly unit captures an enemy non-leader, non-Vehicle unit. If the enemy unit costs less than the friendly
 * unit, create 2 Battle Droid tokens." (Prisoner of War): the captured unit is bound and its printed cost (the card's
 * ruling; a Leader Unit's printed cost, 1.8.7) compared with the capturing unit's, read where each is now (the captured
 * card under its captor). Nothing captured: there is no enemy unit, the rest does not happen.
 */
const CAPTURED = 'capturedThisWay';
const captureCostsLess: EffectTemplate = Object.assign((text: string, ctx: CompileContext): Effect | undefined => {
  const m = /^(a friendly unit captures an? [^.]+)\.\s+if the enemy unit costs less than the friendly unit, ([^.]+)$/i.exec(text.trim());
  const first = m ? ctx.effect(m[1]!) : undefined;
  if (first?.do !== 'capture' || !('choose' in first.target) || first.target.as !== undefined || first.target.filter?.controller !== 'enemy') return undefined;
  if (!first.by || !('choose' in first.by) || first.by.as !== 'captor' || first.by.filter?.controller !== 'friendly') return undefined;
  const then = ctx.effect(m![2]!);
  if (!then || JSON.stringify(then).includes('"ref')) return undefined;
  const capture: Effect = { ...first, target: { ...first.target, as: CAPTURED } };
  const condition: Condition = { allOf: [{ boundCard: CAPTURED }, { compare: { costOf: CAPTURED }, is: 'fewer', than: { costOf: 'captor' } }] };
  return { do: 'sequence', steps: [capture, { do: 'if', condition, then }] };
}, { prefix: 'a friendly unit ' });

/**
 * "Then, if you control fewer units than that unit's controller, give another unit -2/-2 for this phase." (Equalize):
 * a later part of a sequence, "that unit" the earlier part's choice (ctx.pronoun; Compiler.chain binds it).
 */
const fewerThanThatController: EffectTemplate = Object.assign((text: string, ctx: CompileContext): Effect | undefined => {
  const m = /^if you control fewer units than that unit's controller, ([^.]+)$/i.exec(text.trim());
  if (!m || !ctx.pronoun) return undefined;
  const then = ctx.effect(m[1]!);
  return then ? { do: 'if', condition: { fewerUnitsThanControllerOf: ctx.pronoun }, then } : undefined;
}, { prefix: 'if you control ' });

/**
 * "Choose up to 3 units that share the same Trait." as a part of several: the choice alone (chooseSharingTrait, its
 * target a choice of several units that Compiler.chain binds for "Each of those units ...").
 */
const chooseSharingTrait: EffectTemplate = Object.assign((text: string, ctx: CompileContext): Effect | undefined => {
  const m = /^choose (up to \d+ (?:.+ )?units) that share the same trait$/i.exec(text.trim());
  const several = m ? severalUnits(m[1]!, ctx) : undefined;
  return several?.do === 'chooseTarget' ? { do: 'chooseSharingTrait', target: several.target } : undefined;
}, { prefix: 'choose up to ' });

/** "Choose 2 enemy units in the same arena. Each of those units deals damage equal to its power to the other." */
const powerToEachOther: EffectTemplate = Object.assign((text: string, ctx: CompileContext): Effect | undefined => {
  const m = /^choose 2 ((?:[a-z-]+ )*units) in the same arena\.\s+each of those units deals damage equal to its power to the other$/i.exec(text.trim());
  const t = m ? target(`each ${m[1]!.replace(/units$/i, 'unit')}`, ctx) : undefined;
  if (!t || !('all' in t) || t.filter?.arena || t.filter?.other) return undefined;
  return t.filter ? { do: 'dealPowerToEachOther', filter: t.filter } : { do: 'dealPowerToEachOther' };
}, { prefix: 'choose 2 ' });

/**
 * "Choose up to 1 Republic unit and up to 1 Separatist unit. Give each chosen unit +2/+2 and Saboteur for this phase."
 * (Heroes on Both Sides): two optional choices, the second other than the first: a unit that fits both (a Republic
 * Separatist) may be chosen once, which gives the same outcomes as choosing it for both (each chosen unit gets the
 * effect once). Then the effect on each unit chosen.
 */
const upToOneAndUpToOne: EffectTemplate = Object.assign((text: string, ctx: CompileContext): Effect | undefined => {
  const m = /^choose up to 1 ([^.]+? unit) and up to 1 ([^.]+? unit)\.\s+([^.]+)$/i.exec(text.trim());
  const single = m ? oneChosen(m[3]!) : undefined;
  if (!m || !single) return undefined;
  const plain = (np: string) => {
    const t = target(`a ${np}`, ctx);
    return t && 'choose' in t && t.choose === 'unit' && t.count === undefined && t.as === undefined && t.chooser === undefined && !t.optional && !t.filter?.notRef ? t : undefined;
  };
  const [t1, t2] = [plain(m[1]!), plain(m[2]!)];
  if (!t1 || !t2) return undefined;
  const first: Effect = { do: 'chooseTarget', target: { ...t1, optional: true } };
  const onFirst = ctx.linked(first, single);
  const nameA = first.do === 'chooseTarget' && 'choose' in first.target ? first.target.as : undefined;
  if (!onFirst || !nameA) return undefined;
  const second: Effect = { do: 'chooseTarget', target: { ...t2, optional: true, filter: { ...t2.filter, notRef: nameA } } };
  const onSecond = ctx.linked(second, single);
  const nameB = second.do === 'chooseTarget' && 'choose' in second.target ? second.target.as : undefined;
  if (!onSecond || !nameB) return undefined;
  return { do: 'sequence', steps: [first, second, onFirst, onSecond] };
}, { prefix: 'choose up to ' });

export const multi: TemplateModule = { area: 'multi', effects: [mayChooseInstead, chooseSeveral, ifPlayedNonUnit, ifNoInitiative, damageAllButChosen, captureCostsLess, fewerThanThatController, chooseSharingTrait, powerToEachOther, upToOneAndUpToOne] };
