// Constant abilities (7.4) beyond constants.ts: a line of one or more sentences "[While <condition>,] <subject>
// <grants> [while <condition>]" where the subject is this unit (or "it"/"she"/"he" for it), the attached unit (an
// upgrade), or each matching unit; the grants are "gets +X/+Y", "gains K1, K2, and K3", both joined by "and", or
// "can't be attacked". Conditions: a unit's state (upgraded 3.6.13, attacking, defending, damaged, exhausted...), the
// initiative (1.12), resources, what you or an opponent control, the Force (8.37.3). Everything else: undefined.
import type { Ability, Condition, Duration, Effect, Grant, UnitFilter } from '../../abilities/types.js';
import { keywordGrant, statChange, target, unitPhrase } from '../phrases.js';
import { bare, splitSentences } from '../text.js';
import type { CompileContext, EffectTemplate, LineTemplate, TemplateModule } from '../types.js';
import { condition as sharedCondition } from './conditions.js';
import { countFor } from './amounts.js';

type Affects = 'self' | { filter: UnitFilter };

const STATES: Record<string, UnitFilter> = {
  upgraded: { upgraded: true },
  attacking: { attacking: true },
  defending: { defending: true },
  damaged: { damaged: true },
  undamaged: { damaged: false },
  exhausted: { exhausted: true },
  ready: { exhausted: false },
};

const unitHost = (ctx: CompileContext) => ctx.host === 'unit' || ctx.host === 'leaderUnit';

/** What "this unit" / "it" names where the text is printed: the unit itself, or the unit an upgrade is attached to. */
function selfWord(ctx: CompileContext): string | undefined {
  return unitHost(ctx) ? 'this unit' : ctx.host === 'upgrade' ? 'attached unit' : undefined;
}

/**
 * A constant's condition. `self` is set when it is about the unit the grant refers to as "it" ("While this unit is
 * upgraded, it gains Sentinel").
 */
function constantCondition(text: string, ctx: CompileContext): { c: Condition; aboutSelf: boolean } | undefined {
  const t = text.trim();
  let m: RegExpExecArray | null;
  const self = selfWord(ctx);
  // "While attacking" / "while defending": printed on a unit, about that unit.
  if ((m = /^(attacking|defending)$/i.exec(t)) && unitHost(ctx)) return { c: { self: STATES[m[1]!.toLowerCase()]! }, aboutSelf: true };
  // "While attacking a damaged unit" / "while this unit is attacking a Force unit": its defender is such a unit.
  if ((m = /^(?:this unit is )?attacking (an? .+)$/i.exec(t)) && unitHost(ctx)) {
    const defender = defenderFilter(m[1]!);
    return defender ? { c: { self: { attackingUnit: defender } }, aboutSelf: true } : undefined;
  }
  if ((m = /^(this unit|attached unit) is (upgraded|attacking|defending|damaged|undamaged|exhausted|ready)$/i.exec(t))) {
    if (m[1]!.toLowerCase() !== self) return undefined;
    return { c: { self: STATES[m[2]!.toLowerCase()]! }, aboutSelf: true };
  }
  // "While this unit has a Pilot on it": an upgrade with that trait attached to it.
  if ((m = /^(this unit|attached unit) has an? ([A-Z][a-z]+)(?: upgrade)? on it$/.exec(t.replace(/^This/, 'this').replace(/^Attached/, 'attached')))) {
    if (m[1] !== self) return undefined;
    return { c: { self: { hasUpgrade: { trait: m[2]! } } }, aboutSelf: true };
  }
  const c = otherCondition(t, ctx);
  // On an upgrade the controller is the upgrade's; "another" would be read against the attached unit: not there.
  if (c && ctx.host === 'upgrade' && (c.aboutSelf || JSON.stringify(c.c).includes('"other"'))) return undefined;
  return c;
}

/** Conditions about the game, not about the unit with the ability. */
export function otherCondition(t: string, ctx: CompileContext): { c: Condition; aboutSelf: boolean } | undefined {
  let m: RegExpExecArray | null;
  // "you control a ground unit and a space unit"
  if ((m = /^you control (an? [^,]+? unit) and (an? [^,]+? unit)$/i.exec(t))) {
    const parts = [m[1]!, m[2]!].map((x) => sharedCondition(`you control ${x}`, ctx));
    if (parts.some((x) => !x || !('youControl' in x))) return undefined;
    return { c: { allOf: parts as Condition[] }, aboutSelf: false };
  }
  if (/^you have the initiative$/i.test(t)) return { c: { hasInitiative: 'you' }, aboutSelf: false };
  if ((m = /^you control (\d+) or more resources$/i.exec(t))) return { c: { youControlResources: Number(m[1]) }, aboutSelf: false };
  // "you control more units / fewer resources than an opponent", "you have more cards in hand than an opponent": the
  // amounts compared (v2/amounts.ts), as an effect's "If ..." reads them.
  if ((m = /^you control (more|fewer) (units|resources) than an opponent$/i.exec(t))) {
    return { c: { compare: countFor('you', m[2]!.toLowerCase() as 'units' | 'resources'), is: m[1]!.toLowerCase() as 'more' | 'fewer', than: countFor('opponent', m[2]!.toLowerCase() as 'units' | 'resources') }, aboutSelf: false };
  }
  if ((m = /^your base has (\d+) or more damage on it$/i.exec(t))) return { c: { baseDamage: 'you', atLeast: Number(m[1]) }, aboutSelf: false };
  if ((m = /^you have (\d+) or more cards in your hand$/i.exec(t))) return { c: { cardsInHand: Number(m[1]) }, aboutSelf: false };
  if ((m = /^you have (more|fewer) cards in (?:your )?hand than an opponent$/i.exec(t))) {
    return { c: { compare: countFor('you', 'hand'), is: m[1]!.toLowerCase() as 'more' | 'fewer', than: countFor('opponent', 'hand') }, aboutSelf: false };
  }
  // "you control a Force unit or upgrade" / "you control a Force unit or a Force upgrade"
  if ((m = /^you control an? ([A-Z][a-z]+) unit or (?:an? ([A-Z][a-z]+) )?upgrade$/.exec(t)) && (!m[2] || m[2] === m[1])) {
    const phrase = unitPhrase(`a ${m[1]} unit`);
    if (!phrase || Object.keys(phrase.filter).join() !== 'trait') return undefined;
    return { c: { anyOf: [{ youControl: phrase.filter }, { youControlUpgrade: { trait: phrase.filter.trait! } }] }, aboutSelf: false };
  }
  // "you control a Lightsaber upgrade" (an upgrade in play you control, 1.5.2B).
  if ((m = /^you control an? ([A-Z][a-z]+) upgrade$/.exec(t))) return { c: { youControlUpgrade: { trait: m[1]! } }, aboutSelf: false };
  // "While you control Emperor Palpatine" (8.23.2): a card name, capitalised words ("Padmé Amidala", "Jabba the Hutt").
  if ((m = /^you control (\p{Lu}[\p{L}'-]*(?: (?:the|of|\p{Lu}[\p{L}'-]*))*)$/u.exec(t)) && !/^(An?|Another|More|Fewer|No)$/.test(m[1]!.split(' ')[0]!)) {
    return { c: { youControlNamed: m[1]! }, aboutSelf: false };
  }
  // "an opponent controls a Force unit" / "an opponent controls 3 or more units"
  if ((m = /^an opponent controls (?:(a|an) (.+ unit)|(\d+) or more (.+ units|units))$/i.exec(t))) {
    const phrase = unitPhrase(m[1] ? `${m[1]} ${m[2]}` : `all ${m[4]}`);
    if (!phrase || !opponentFilterOk(phrase.filter)) return undefined;
    return { c: { opponentControls: phrase.filter, ...(m[3] ? { atLeast: Number(m[3]) } : {}) }, aboutSelf: false };
  }
  // "an enemy unit is damaged" / "an enemy unit is upgraded"
  if ((m = /^(an? enemy .*unit) is (upgraded|damaged|undamaged|exhausted|ready)$/i.exec(t))) {
    const phrase = unitPhrase(m[1]!);
    if (!phrase || phrase.noun !== 'unit' || phrase.filter.controller !== 'enemy') return undefined;
    const { controller: _enemy, ...rest } = phrase.filter;
    const filter = { ...rest, ...STATES[m[2]!.toLowerCase()]! };
    if (!opponentFilterOk(filter) || Object.keys(rest).some((k) => k in STATES[m![2]!.toLowerCase()]!)) return undefined;
    return { c: { opponentControls: filter }, aboutSelf: false };
  }
  const c = sharedCondition(t, ctx);
  // What stats.ts reads for a constant: "you control" (printed facts and keywords, guarded there), this unit's state,
  // the Force; never current power (it could depend on this very constant).
  if (!c || !('youControl' in c || 'self' in c || 'forceIsWithYou' in c) || /"(maxPower|minPower)":/.test(JSON.stringify(c))) return undefined;
  return { c, aboutSelf: 'self' in c };
}

/** "a damaged unit", "a Force unit", "a space unit": the unit being attacked (no keyword: it could depend on constants). */
function defenderFilter(np: string): UnitFilter | undefined {
  const phrase = unitPhrase(np);
  if (!phrase || phrase.noun !== 'unit' || phrase.quantifier !== 'a' || readsDerived(phrase.filter) || phrase.filter.other) return undefined;
  return phrase.filter;
}

/**
 * Filters a constant may not read: keywords and current power can come from constants themselves (this one included),
 * so stats.ts reads constants' filters on printed facts and state only (maxPower/minPower are effect targets' only).
 */
function readsDerived(value: unknown): boolean {
  return /"(keyword|maxPower|minPower)":/.test(JSON.stringify(value));
}

/** A filter on an opponent's units: no controller of its own, no "other", no keyword (it could depend on constants). */
function opponentFilterOk(filter: UnitFilter): boolean {
  return !filter.controller && !filter.other && !readsDerived(filter);
}

/** "gets +1/+1", "gains Raid 2 and Overwhelm", "gets +1/+0 and gains Overwhelm", "can't be attacked". */
function grantsOf(predicate: string): Grant[] | undefined {
  const p = predicate.trim();
  if (/^can't be attacked$/i.test(p)) return [{ cantBeAttacked: true }];
  let m: RegExpExecArray | null;
  if ((m = /^gets? ([+-]\d+\/[+-]\d+)(?: and gains? (.+))?$/i.exec(p))) {
    const s = statChange(m[1]!)!;
    const stats: Grant = { ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}) };
    if (!m[2]) return Object.keys(stats).length ? [stats] : undefined;
    const keywords = keywordList(m[2]);
    return keywords && Object.keys(stats).length ? [stats, ...keywords] : undefined;
  }
  // "Attached unit gains: Raid 1." (a Pilot's upgrade text, keywords-abilities.ts) reads as "gains Raid 1".
  if ((m = /^gains?:? (.+)$/i.exec(p))) return keywordList(m[1]!);
  return undefined;
}

/** "Sentinel", "Raid 2 and Overwhelm", "Overwhelm, Raid 1, and Restore 1" -> one keyword grant each. */
function keywordList(text: string): Grant[] | undefined {
  const names = text.split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
  const out: Grant[] = [];
  for (const name of names) {
    const k = keywordGrant(name);
    if (!k) return undefined;
    out.push({ keyword: k });
  }
  return out;
}

/** "this unit", "it" (the unit the condition is about), "attached unit", "each other friendly Rebel unit", "friendly Droid units". */
function subjectOf(subject: string, ctx: CompileContext, aboutSelf: boolean): Affects | undefined {
  const s = subject.trim();
  const self = selfWord(ctx);
  if (self && s.toLowerCase() === self) return 'self';
  if (/^(it|she|he)$/i.test(s)) return aboutSelf ? 'self' : undefined;
  // Upgrades apply their constants to the unit they are attached to only (stats.ts). A leader's leader side and a base
  // apply theirs to the units they name (4.9.1), never "other" than themselves (they are not units).
  const leaderOrBase = ctx.host === 'base' || (ctx.host === 'leader' && ctx.side === 'leader');
  if (!unitHost(ctx) && !leaderOrBase) return undefined;
  const plural = /^(other )?(.*\bunits)$/i.exec(s);
  const phrase = plural && !/^(each|all)\b/i.test(s) ? unitPhrase(`all ${plural[1] ?? ''}${plural[2]}`) : /^each\b/i.test(s) ? unitPhrase(s) : undefined;
  // stats.ts reads the units a constant affects on printed facts and state, never on keywords (a keyword could come
  // from this very constant): "each friendly unit with Sentinel" stays uncompiled.
  if (!phrase || phrase.quantifier !== 'each' || readsDerived(phrase.filter) || (leaderOrBase && phrase.filter.other)) return undefined;
  // "Friendly Droid units" / "Each friendly unit": the plural printed form names no controller only on a few
  // cards ("Other Rebel units"); without one it would also affect the opponent's units, which is what it says.
  return { filter: phrase.filter };
}

/**
 * "Restore 2 (When this unit attacks, heal 2 damage from your base.) Each friendly damaged unit gets +1/+0.": a source
 * may print a keyword and a constant on one line. The keyword is the card's (its keyword data); the rest is read here.
 */
function afterKeyword(line: string, ctx: CompileContext): string {
  const m = /^([A-Za-z]+)(?: (\d+))?(?: \([^)]*\))? (\p{Lu}.*)$/u.exec(line.trim());
  if (!m || !ctx.card.keywords.some((k) => k.name.toLowerCase() === m[1]!.toLowerCase() && (m[2] === undefined || k.value == null || k.value === Number(m[2])))) return line;
  return m[3]!;
}

/** One sentence -> constant abilities (one per grant), or undefined. */
function constantSentence(sentence: string, line: string, ctx: CompileContext): Ability[] | undefined {
  const s = bare(sentence);
  let cond: string | undefined;
  let clause = s;
  let m: RegExpExecArray | null;
  if ((m = /^while ([^,]+), (.+)$/i.exec(s))) {
    cond = m[1]!;
    clause = m[2]!;
  } else if ((m = /^(.+?) while (.+)$/i.exec(s))) {
    clause = m[1]!;
    cond = m[2]!;
  }
  const sm = /^(this unit|attached unit|it|she|he|each .+?|(?:other )?(?:friendly|enemy) (?:.+? )?units|other .+? units) (gets? .+|gains?:? .+|can't be attacked)$/i.exec(clause);
  if (!sm) return undefined;
  const grants = grantsOf(sm[2]!);
  // "Each exhausted enemy unit gets -2/-0 while defending": "while defending" is about each affected unit itself.
  // "Each friendly unit that costs 3 or less gets +1/+0 ... while attacking an enemy unit": each of them attacking one.
  const own = cond !== undefined && !/^while /i.test(s) ? /^(attacking|defending)(?: (an? .+))?$/i.exec(cond.trim()) : null;
  if (own) {
    const affects = subjectOf(sm[1]!, ctx, false);
    if (affects && affects !== 'self' && grants) {
      const kind = own[1]!.toLowerCase();
      if (own[2] && kind !== 'attacking') return undefined;
      const defender = own[2] ? defenderFilter(own[2]) : undefined;
      if (own[2] && !defender) return undefined;
      const filter: UnitFilter = { ...affects.filter, ...(defender ? { attackingUnit: defender } : STATES[kind]!) };
      return grants.map((grant): Ability => ({ kind: 'constant', id: '', text: line, affects: { filter }, grant }));
    }
  }
  const parsedCond = cond !== undefined ? constantCondition(cond, ctx) : undefined;
  if (cond !== undefined && !parsedCond) return undefined;
  const affects = subjectOf(sm[1]!, ctx, parsedCond?.aboutSelf ?? false);
  if (!affects || !grants) return undefined;
  // "While attacking, each friendly unit ...": a bare "attacking" is about this unit only when it is the subject.
  if (affects !== 'self' && cond !== undefined && /^(attacking|defending)\b/i.test(cond.trim())) return undefined;
  // "It"/"he" only after a condition about this unit: "This unit gets +2/+0 while defending" names it itself.
  return grants.map((grant): Ability => ({ kind: 'constant', id: '', text: line, ...(parsedCond ? { condition: parsedCond.c } : {}), affects, grant }));
}

const constantLine: LineTemplate = (line, ctx) => {
  // A Pilot's upgrade text that does not start with "Attached unit" (keyword-abilities.ts reads those): "While you
  // control a ground unit and a space unit, attached unit gains Sentinel." works only while attached (7.5.17).
  if (ctx.host === 'unit' && /^while .*\battached unit\b/i.test(line) && ctx.card.keywords.some((k) => /^piloting$/i.test(k.name))) {
    const ability = ctx.ability(line, 'upgrade');
    return ability && ability.kind === 'constant' ? [{ ...ability, text: line, side: 'upgrade' }] : undefined;
  }
  if (!unitHost(ctx) && ctx.host !== 'upgrade' && ctx.host !== 'base' && !(ctx.host === 'leader' && ctx.side === 'leader')) return undefined;
  const sentences = splitSentences(afterKeyword(line, ctx));
  // Quoted abilities and "gains:" with an ability after it are upgrades.ts's; only a keyword list may follow "gains:".
  if (sentences.length === 0 || /["“”]/.test(line) || line.replace(/\bgains?: /i, '').includes(':')) return undefined;
  const out: Ability[] = [];
  for (const sentence of sentences) {
    const abilities = constantSentence(sentence, line, ctx);
    if (!abilities) return undefined;
    out.push(...abilities);
  }
  return out;
};

/**
 * "While this unit is defending, the attacker gets -1/-0": the unit attacking this one (an enemy unit, attacks do not
 * nest: an attack ends before the next is declared, 6.3.5).
 */
const defenderLine: LineTemplate = (line, ctx) => {
  const m = /^while this unit is defending, the attacker gets ([+-]\d+\/[+-]\d+)$/i.exec(bare(line));
  if (!m || !unitHost(ctx)) return undefined;
  const s = statChange(m[1]!)!;
  const grant: Grant = { ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}) };
  if (!Object.keys(grant).length) return undefined;
  return [{ kind: 'constant', id: '', text: line, condition: { self: { defending: true } }, affects: { filter: { controller: 'enemy', attacking: true } }, grant }];
};

/**
 * "While a friendly unit is attacking, the defender gets -1/-0.": the defender of a friendly unit's attack is an enemy
 * unit that is defending (an attack's defender belongs to the attacker's opponent, 6.3.1).
 */
const friendlyAttackDefender: LineTemplate = (line, ctx) => {
  const m = /^while a friendly unit is attacking, the defender gets ([+-]\d+\/[+-]\d+)$/i.exec(bare(line));
  if (!m || !(unitHost(ctx) || ctx.host === 'base' || (ctx.host === 'leader' && ctx.side === 'leader'))) return undefined;
  const s = statChange(m[1]!)!;
  const grant: Grant = { ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}) };
  if (!Object.keys(grant).length) return undefined;
  return [{ kind: 'constant', id: '', text: line, affects: { filter: { controller: 'enemy', defending: true } }, grant }];
};

/**
 * "While this unit is attacking a ground unit, the defender gets -2/-0.": the unit it attacks (an enemy unit defending;
 * attacks do not nest, 6.3.5).
 */
const ownDefenderLine: LineTemplate = (line, ctx) => {
  const m = /^while this unit is attacking(?: (an? .+? unit))?, the defender gets ([+-]\d+\/[+-]\d+)$/i.exec(bare(line));
  if (!m || !unitHost(ctx)) return undefined;
  const kind = m[1] ? defenderFilter(m[1]) : {};
  const s = statChange(m[2]!)!;
  const grant: Grant = { ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}) };
  if (!kind || kind.controller || !Object.keys(grant).length) return undefined;
  return [{ kind: 'constant', id: '', text: line, condition: { self: { attackingUnit: kind } }, affects: { filter: { ...kind, controller: 'enemy', defending: true } }, grant }];
};

/** "This unit can't attack unless it's damaged." (8.3.2 with a condition): can't attack while undamaged. */
const cantAttackUnless: LineTemplate = (line, ctx) => {
  const m = /^this unit can't attack unless (?:it's|it is|he's|she's) (damaged|upgraded|exhausted)$/i.exec(bare(line));
  if (!m || !unitHost(ctx)) return undefined;
  const state = STATES[m[1]!.toLowerCase()]!;
  const negated = Object.fromEntries(Object.entries(state).map(([k, v]) => [k, !v])) as UnitFilter;
  return [{ kind: 'constant', id: '', text: line, condition: { self: negated }, affects: 'self', grant: { cantAttack: true } }];
};

/** "While a friendly unit is attacking a damaged unit, the attacker gains Overwhelm.": each such attacker. */
const attackerLine: LineTemplate = (line, ctx) => {
  const m = /^while (an? .+? unit) is attacking (an? .+? unit), the attacker (gets? .+|gains? .+)$/i.exec(bare(line));
  if (!m || !unitHost(ctx)) return undefined;
  const attacker = unitPhrase(m[1]!);
  const defender = defenderFilter(m[2]!);
  const grants = grantsOf(m[3]!);
  if (!attacker || attacker.noun !== 'unit' || readsDerived(attacker.filter) || !defender || !grants) return undefined;
  const affects = { filter: { ...attacker.filter, attackingUnit: defender } };
  return grants.map((grant): Ability => ({ kind: 'constant', id: '', text: line, affects, grant }));
};

const DURATIONS: Record<string, Duration> = { phase: 'thisPhase', attack: 'thisAttack', round: 'thisRound' };

/**
 * The same grants as a lasting effect (7.7.3): "Each friendly Force unit gains Raid 1 and Saboteur for this phase",
 * "Each friendly unit gains RAID 2 this phase", "Another friendly unit gets +1/+1 for this phase". Each grant is one
 * step on the same units: "each ..." are the units in play when it resolves (7.7.3D); one chosen unit is chosen once
 * and named for the later steps.
 */
const lastingGrants: EffectTemplate = (text, ctx) => {
  const m = /^(.+?) (gets? [+-]\d+\/[+-]\d+(?: and gains? .+?)?|gains? .+?) (?:for )?this (phase|attack|round)$/i.exec(text.trim());
  if (!m) return undefined;
  const t = target(m[1]!, ctx);
  const grants = grantsOf(m[2]!);
  if (!t || 'base' in t || ('choose' in t && (t.choose !== 'unit' || t.count !== undefined)) || !grants || grants.some((g) => g.cantBeAttacked)) return undefined;
  // A named unit only as "it" for the unit an earlier part chose: "the defender" may be a base (attack modifiers are
  // the targets templates').
  if ('ref' in t && !(/^it$/i.test(m[1]!.trim()) && t.ref === ctx.pronoun && ctx.pronoun !== 'defender')) return undefined;
  const duration = DURATIONS[m[3]!.toLowerCase()]!;
  const step = (g: Grant, tg: typeof t): Effect => g.keyword
    ? { do: 'gainKeyword', target: tg, keyword: g.keyword, duration }
    : { do: 'modifyStats', target: tg, ...(g.power ? { power: g.power } : {}), ...(g.hp ? { hp: g.hp } : {}), duration };
  const first = step(grants[0]!, t);
  if (grants.length === 1) return first;
  const steps: Effect[] = [first];
  for (const g of grants.slice(1)) {
    // A chosen unit: the later steps name it ("it"), bound to the first step's choice.
    if (!('choose' in t)) {
      steps.push(step(g, t));
      continue;
    }
    const words = g.keyword ? `gains ${g.keyword.name}${g.keyword.value ? ` ${g.keyword.value}` : ''}` : undefined;
    const later = words ? ctx.linked(first, `it ${words} for this ${m[3]!.toLowerCase()}`) : undefined;
    if (!later) return undefined;
    steps.push(later);
  }
  return { do: 'sequence', steps };
};

const RESTRICTIONS = {
  'be attacked': 'cantBeAttacked', attack: 'cantAttack', 'attack bases': 'cantAttackBases', ready: 'cantReady',
  'be defeated': 'cantBeDefeated', 'be dealt damage': 'cantBeDealtDamage', 'be healed': 'cantBeHealed',
} as const;

/** "Each friendly unit with Hidden can't be attacked for this phase." (8.3.2, 7.7.3): the units in play now (7.7.3D). */
const eachCant: EffectTemplate = (text, ctx) => {
  const m = /^(each .+?) can't (be attacked|attack bases|attack|ready|be defeated|be dealt damage|be healed) (?:for )?this (phase|round)$/i.exec(text.trim());
  if (!m) return undefined;
  const t = target(m[1]!, ctx);
  if (!t || !('all' in t)) return undefined;
  const restriction = RESTRICTIONS[m[2]!.toLowerCase() as keyof typeof RESTRICTIONS];
  return { do: 'restrict', target: t, restriction, duration: DURATIONS[m[3]!.toLowerCase()]! };
};

const GAINABLE = ['triggered', 'action', 'replacement'];

/**
 * "For this phase, each friendly unit gains: "On Attack: Create a Credit token."" (7.7.3): the units in play now gain
 * the quoted ability (a kind a unit can gain, support.ts) until the end of the phase.
 */
const gainQuoted: EffectTemplate = (text, ctx) => {
  const m = /^for this (phase|round), (.+?) gains?:? ["“]([^"“”]+)["”]$/i.exec(text.trim()) ?? /^(?!for this)()(.+?) gains?:? ["“]([^"“”]+)["”] for this (phase|round)$/i.exec(text.trim());
  if (!m) return undefined;
  const when = (m[1] || m[4])!.toLowerCase();
  const t = target(m[2]!, ctx);
  if (!t || 'base' in t || ('choose' in t && (t.choose !== 'unit' || t.count !== undefined))) return undefined;
  const inner = m[3]!.trim();
  const gained = ctx.ability(inner, 'unit');
  if (!gained || !GAINABLE.includes(gained.kind)) return undefined;
  const ability: Ability = { ...gained, id: `${ctx.card.id}-gained`, text: `${inner} (${ctx.card.name})` };
  return { do: 'gainAbility', target: t, ability, duration: DURATIONS[when]! };
};

export const constantLines: TemplateModule = { area: 'constant-lines', lines: [constantLine, defenderLine, ownDefenderLine, cantAttackUnless, attackerLine, friendlyAttackDefender], effects: [lastingGrants, eachCant, gainQuoted] };
