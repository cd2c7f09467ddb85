// The grants family (issue 7, wave 4; language in ../../abilities/defs/grants.ts, engine in ../../v2/grants.ts):
// - "A unit loses Sentinel for this phase." / "Each enemy unit loses Hidden for this phase." / "Each unit gains Sentinel
//   and loses Saboteur for this phase.": lasting effects (7.7.3) that take a keyword away (8.14.1).
// - "Ignore the aspect penalty on SPECTRE cards you play." / "While you control 2 or more units, ignore the aspect
//   penalties on Heroism units you play." / "Ignore the aspect penalty on the first Clone unit you play each round.":
//   constant cost-modifier abilities that remove the aspect penalty (8.1) of matching cards their controller plays (8.10.2).
// - "Attached unit gains the Mandalorian trait." / 'Attached unit gains the Rebel trait and: "When Defeated: ..."': an
//   upgrade's constant ability giving the attached unit a trait (v2/grants.ts traitsOf), with a quoted ability.
import type { Ability, CardFilter, Condition, Duration, Effect, Grant, Target } from '../../abilities/types.js';
import { findKeyword } from '../../glossary.js';
import { IMPLEMENTED_KEYWORDS } from '../../support.js';
import { duration, keywordGrant, statChange, target, unitPhrase } from '../phrases.js';
import { bare } from '../text.js';
import type { CompileContext, LineTemplate, TemplateModule } from '../types.js';
import { condition } from './conditions.js';
import { sentence } from './effects-basic.js';
import { cardPhrase } from './effects-zones.js';

const WHEN = '(for this (?:phase|attack|round))';

/** A unit (or units) as the target of a lasting effect; a base or a choice of anything else is not. */
function unitTarget(np: string, ctx: CompileContext): Target | undefined {
  const t = target(np, ctx);
  return t && !('base' in t) && !('choose' in t && t.choose !== 'unit') ? t : undefined;
}

/** A keyword the engine runs, without a number ("loses Raid" takes every Raid away, 8.14.1). */
function lostKeyword(name: string): string | undefined {
  const k = keywordGrant(name);
  return k && k.value === undefined && IMPLEMENTED_KEYWORDS.includes(k.name.toLowerCase()) ? k.name : undefined;
}

function lose(np: string, name: string, when: string, ctx: CompileContext): Effect | undefined {
  const t = unitTarget(np, ctx);
  const keyword = lostKeyword(name);
  const d: Duration | undefined = duration(when);
  if (!t || !keyword || !d) return undefined;
  if ('choose' in t && (t.count ?? 1) !== 1) return undefined;
  return { do: 'loseKeyword', target: t, keyword, duration: d };
}

/** "Each unit gains Sentinel and loses Saboteur for this phase": both on the same units, not a chosen one. */
function gainAndLose(np: string, gained: string, lost: string, when: string, ctx: CompileContext): Effect | undefined {
  const t = unitTarget(np, ctx);
  const k = keywordGrant(gained);
  const keyword = lostKeyword(lost);
  const d = duration(when);
  if (!t || 'choose' in t || !k || !keyword || !d || k.name.toLowerCase() === keyword.toLowerCase()) return undefined;
  return { do: 'sequence', steps: [{ do: 'gainKeyword', target: t, keyword: k, duration: d }, { do: 'loseKeyword', target: t, keyword, duration: d }] };
}

/** "Clone units" / "SPECTRE cards" / "non-Villainy Official units": printed facts of the card played. */
function playedCards(text: string): CardFilter | undefined {
  const phrase = cardPhrase(text);
  return phrase?.plural ? phrase.filter : undefined;
}

/** Filter keys the first-each check reads from a played card's printed facts (v2/first-each.ts). */
const FIRST_EACH_KEYS = new Set(['type', 'trait', 'aspect']);

const ignorePenalty: LineTemplate = (line, ctx) => {
  if (!['unit', 'leader', 'leaderUnit', 'base'].includes(ctx.host)) return undefined;
  const m = /^(?:while ([^,]+), )?ignore the aspect penalt(?:y|ies) on (?:(the first) (.+?) you play each (round|phase)|(.+?) you play)$/i.exec(bare(line));
  if (!m) return undefined;
  let c: Condition | undefined;
  if (m[1]) {
    c = condition(m[1], ctx);
    // Only "you control ...": read for the ability's controller when the cost is determined (6.2.3).
    if (!c || !('youControl' in c)) return undefined;
  }
  let filter: CardFilter | undefined;
  let firstEach: 'round' | 'phase' | undefined;
  if (m[2]) {
    const phrase = cardPhrase(m[3]!);
    if (!phrase || phrase.plural || Object.keys(phrase.filter).some((k) => !FIRST_EACH_KEYS.has(k))) return undefined;
    filter = phrase.filter;
    firstEach = m[4]!.toLowerCase() as 'round' | 'phase';
  } else {
    filter = playedCards(m[5]!);
  }
  if (!filter) return undefined;
  const ability: Ability = {
    kind: 'costModifier', id: '', text: line, affects: 'you', ignoreAspectPenalty: true,
    modifier: { amount: 0, ...(Object.keys(filter).length ? { filter } : {}) },
    ...(c ? { condition: c } : {}), ...(firstEach ? { firstEach } : {}),
  };
  return [ability];
};

/** "the Mandalorian trait": a trait name as printed (one or two capitalised words). */
function traitName(text: string): string | undefined {
  const m = /^the ([A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)?) trait$/.exec(text.trim());
  return m ? m[1] : undefined;
}

/** "Attached unit gains the Mandalorian trait." (an upgrade): the attached unit has the trait while it is attached. */
const gainsTrait: LineTemplate = (line, ctx) => {
  const m = /^attached unit gains (the .+ trait)$/i.exec(bare(line));
  const trait = m && ctx.host === 'upgrade' ? traitName(m[1]!) : undefined;
  return trait ? [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { traits: [trait] } }] : undefined;
};

/** 'Attached unit gains the Rebel trait and: "When Defeated: ..."': the trait, then the quoted ability (templates/upgrades.ts). */
const gainsTraitAndAbility: LineTemplate = (line, ctx) => {
  const m = /^attached unit gains (the .+? trait) and:? ("(?:.+)")\.?$/is.exec(line.trim().replace(/[“”]/g, '"'));
  const trait = m && ctx.host === 'upgrade' ? traitName(m[1]!) : undefined;
  if (!trait) return undefined;
  const gained = ctx.abilities(`Attached unit gains: ${m![2]!}`);
  if (!gained?.length || gained.some((a) => a.kind !== 'constant' || a.affects !== 'self' || !a.grant.ability)) return undefined;
  return [
    { kind: 'constant', id: 'grant-trait', text: line, affects: 'self', grant: { traits: [trait] } },
    ...gained.map((a, i): Ability => ({ ...a, id: `grant-ability${gained.length > 1 ? `-${i + 1}` : ''}`, text: line })),
  ];
};

/**
 * "Choose another friendly unit. While this unit is in play, the chosen unit gets +2/+2 [and gains Saboteur].": a
 * lasting effect on the chosen unit that lasts while this unit is in play (7.7.3; it ends when this unit leaves play,
 * apply.ts leavePlay, and does not come back with a new copy of it, 8.5.4).
 */
function whileInPlay(chosen: string, change: string, gained: string | undefined, ctx: CompileContext): Effect | undefined {
  if (ctx.host !== 'unit') return undefined;
  const t = unitTarget(chosen, ctx);
  const s = statChange(change);
  const k = gained === undefined ? undefined : keywordGrant(gained);
  if (!t || !('choose' in t) || t.choose !== 'unit' || (t.count ?? 1) !== 1 || t.as || !s || (gained !== undefined && !k)) return undefined;
  const name = 'chosenWhileInPlay';
  const stats: Effect = { do: 'modifyStats', target: { ...t, as: name }, ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}), duration: 'whileSourceInPlay' };
  if (!k) return stats;
  return { do: 'sequence', steps: [stats, { do: 'gainKeyword', target: { ref: name }, keyword: k, duration: 'whileSourceInPlay' }] };
}

/**
 * "While you control a unit with 4 or more power, this unit gains Sentinel." / "While this unit has 4 or more power, it
 * gains Overwhelm.": a keyword granted while a power is reached (stats.ts reads the condition with this ability not
 * applying, so it can't be the reason its own condition holds). Only keywords: a grant of power would change what the
 * condition reads.
 */
const whilePower: LineTemplate = (line, ctx) => {
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  const m = /^while (?:you control (an? .+?|another .+?) with (\d+) or more power|this unit has (\d+) or more power), (?:this unit|it) gains ([A-Za-z]+(?: \d+)?)$/i.exec(bare(line));
  if (!m) return undefined;
  const keyword = keywordGrant(m[4]!);
  if (!keyword) return undefined;
  let c: Condition;
  if (m[3]) c = { self: { minPower: Number(m[3]) } };
  else {
    const phrase = unitPhrase(m[1]!);
    if (!phrase || phrase.noun !== 'unit' || (phrase.quantifier !== 'a' && phrase.quantifier !== 'another')) return undefined;
    const filter = { ...phrase.filter, ...(phrase.quantifier === 'another' ? { other: true } : {}), minPower: Number(m[2]) };
    if (filter.controller && filter.controller !== 'friendly') return undefined;
    delete filter.controller;
    c = { youControl: filter };
  }
  return [{ kind: 'constant', id: '', text: line, condition: c, affects: 'self', grant: { keyword } }];
};

/** The kinds of ability a unit can gain (support.ts requireGainedAbilitySupported). */
const GAINABLE = ['triggered', 'action', 'replacement'];

/**
 * A quoted ability a unit gains: "Bounty - ..." (a Bounty keyword with its effect, 10.1: collected by an opponent when
 * the unit is defeated or captured; "has a Bounty" sees it), or any triggered, action or replacement ability, compiled
 * for the unit that gains it ("this unit", "you").
 */
function gainedGrant(quoted: string, ctx: CompileContext): Grant | undefined {
  const text = quoted.trim();
  const bounty = /^bounty\s*[-\u2014\u2013]\s*(.+?)\.?$/is.exec(text);
  if (bounty) {
    const effect = ctx.effect(bounty[1]!);
    return effect ? { keyword: { name: 'Bounty', text: bounty[1]!, effect } } : undefined;
  }
  const gained = ctx.abilities(text, 'unit');
  if (gained?.length !== 1 || !GAINABLE.includes(gained[0]!.kind)) return undefined;
  const { side: _side, ...ability } = gained[0]!;
  return { ability: { ...ability, id: `${ctx.card.id}-gained`, text: `${text} (${ctx.card.name})` } as Ability };
}

/** 'Each friendly Clone unit gains: "When Defeated: Heal 2 damage from your base."': a constant ability (7.4). */
const eachGains: LineTemplate = (line, ctx) => {
  if (!['unit', 'leaderUnit', 'leader'].includes(ctx.host)) return undefined;
  const m = /^(each [^"]+? unit) gains[:,]? "([^"]+)"\.?$/is.exec(line.trim().replace(/[“”]/g, '"'));
  if (!m) return undefined;
  const phrase = unitPhrase(m[1]!);
  if (!phrase || phrase.quantifier !== 'each' || phrase.noun !== 'unit') return undefined;
  // On a leader's leader side "other" would mean other than the leader, which is no unit: not read.
  if (ctx.host === 'leader' && phrase.filter.other) return undefined;
  const grant = gainedGrant(m[2]!, ctx);
  return grant ? [{ kind: 'constant', id: '', text: line, affects: { filter: phrase.filter }, grant }] : undefined;
};

/** 'While this unit is exhausted, it gains: "Bounty - Heal 5 damage from your base."': on itself, while it is so. */
const whileSelfGains: LineTemplate = (line, ctx) => {
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  const m = /^while (this unit is [^,"]+), (?:it|she|he) gains[:,]? "([^"]+)"\.?$/is.exec(line.trim().replace(/[“”]/g, '"'));
  if (!m) return undefined;
  const c = condition(m[1]!, ctx);
  if (!c || !('self' in c)) return undefined;
  const grant = gainedGrant(m[2]!, ctx);
  return grant ? [{ kind: 'constant', id: '', text: line, condition: c, affects: 'self', grant }] : undefined;
};

/**
 * "While an enemy unit has a Bounty, this unit gains Shielded.": an opponent's units' keywords (printed or gained; stats.ts
 * reads them with this ability not applying).
 */
const whileEnemyHas: LineTemplate = (line, ctx) => {
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  const m = /^while an enemy unit has (?:an? )?([A-Za-z]+), this unit gains ([A-Za-z]+(?: \d+)?)$/i.exec(bare(line));
  // Any keyword ("a Bounty" carries text, "Raid" a number): whether the unit has one at all.
  const has = m ? findKeyword(m[1]!) : undefined;
  const gained = m ? keywordGrant(m[2]!) : undefined;
  if (!has || !gained || !IMPLEMENTED_KEYWORDS.includes(has.name.toLowerCase())) return undefined;
  return [{ kind: 'constant', id: '', text: line, condition: { opponentControls: { keyword: has.name } }, affects: 'self', grant: { keyword: gained } }];
};

/** "Each friendly ground unit with Sentinel gets +0/+2.": units with a keyword (stats.ts affectsUnit reads it). */
const eachWithKeyword: LineTemplate = (line, ctx) => {
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  const m = /^(each (?:other )?.+? unit) with ([A-Za-z]+) gets ([+-]\d+\/[+-]\d+)$/i.exec(bare(line));
  const phrase = m ? unitPhrase(m[1]!) : undefined;
  const k = m ? findKeyword(m[2]!) : undefined;
  const change = m ? statChange(m[3]!) : undefined;
  if (!phrase || phrase.quantifier !== 'each' || phrase.noun !== 'unit' || phrase.filter.keyword || !k || !change) return undefined;
  if (!IMPLEMENTED_KEYWORDS.includes(k.name.toLowerCase()) || (!change.power && !change.hp)) return undefined;
  const grant = { ...(change.power ? { power: change.power } : {}), ...(change.hp ? { hp: change.hp } : {}) };
  return [{ kind: 'constant', id: '', text: line, affects: { filter: { ...phrase.filter, keyword: k.name } }, grant }];
};

/**
 * "While an enemy unit has been defeated this phase, this unit gets +1/+0 and gains Saboteur.": what happened this
 * phase (v2/history.ts), read from the state's thisPhase record.
 */
const whileHappened: LineTemplate = (line, ctx) => {
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  const m = /^while (.+? this phase), this unit (?:gets ([+-]\d+\/[+-]\d+)(?: and gains ([A-Za-z]+(?: \d+)?))?|gains ([A-Za-z]+(?: \d+)?))$/i.exec(bare(line));
  if (!m) return undefined;
  const c = condition(m[1]!.replace(/\bhas been (defeated)\b/i, 'was $1'), ctx);
  if (!c || !('happenedThisPhase' in c)) return undefined;
  const out: Ability[] = [];
  if (m[2]) {
    const change = statChange(m[2]);
    if (!change || (!change.power && !change.hp)) return undefined;
    out.push({ kind: 'constant', id: '', text: line, condition: c, affects: 'self', grant: { ...(change.power ? { power: change.power } : {}), ...(change.hp ? { hp: change.hp } : {}) } });
  }
  const name = m[3] ?? m[4];
  if (name) {
    const keyword = keywordGrant(name);
    if (!keyword) return undefined;
    out.push({ kind: 'constant', id: '', text: line, condition: c, affects: 'self', grant: { keyword } });
  }
  return out;
};

/** "While you control another Resistance card (unit, upgrade, or leader), this unit gains Sentinel." */
const whileYouControlCard: LineTemplate = (line, ctx) => {
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  const m = /^while you control (a|an|another) ([A-Z][A-Za-z'-]*) card(?: \(unit, upgrade, or leader\))?, this unit gains ([A-Za-z]+(?: \d+)?)$/i.exec(bare(line));
  const keyword = m ? keywordGrant(m[3]!) : undefined;
  if (!m || !keyword || findKeyword(m[2]!) || !/^[A-Z]/.test(m[2]!)) return undefined;
  const trait = m[2]![0]! + m[2]!.slice(1).toLowerCase();
  return [{ kind: 'constant', id: '', text: line, condition: { youControlCard: { trait }, ...(m[1]!.toLowerCase() === 'another' ? { other: true } : {}) }, affects: 'self', grant: { keyword } }];
};

export const grants: TemplateModule = {
  area: 'grants',
  lines: [ignorePenalty, gainsTrait, gainsTraitAndAbility, whilePower, eachGains, whileSelfGains, whileEnemyHas, eachWithKeyword, whileHappened, whileYouControlCard],
  effects: [
    // "A unit loses Sentinel for this phase." / "Each enemy unit loses Hidden for this phase."
    sentence(new RegExp(`(.+?) loses? ([A-Za-z]+) ${WHEN}`), (m, ctx) => lose(m[1]!, m[2]!, m[3]!, ctx)),
    // "Each unit gains Sentinel and loses Saboteur for this phase."
    sentence(new RegExp(`(.+?) gains? ([A-Za-z]+(?: \\d+)?) and loses? ([A-Za-z]+) ${WHEN}`), (m, ctx) => gainAndLose(m[1]!, m[2]!, m[3]!, m[4]!, ctx)),
    // "Choose another friendly unit. While this unit is in play, the chosen unit gets +1/+0 and gains Saboteur."
    sentence(/choose (another [^.]+?|an? [^.]+?)\. while this unit is in play, (?:the chosen unit|it) gets ([+-]\d+\/[+-]\d+)(?: and gains ([A-Za-z]+(?: \d+)?))?/, (m, ctx) => whileInPlay(m[1]!, m[2]!, m[3], ctx)),
  ],
};
