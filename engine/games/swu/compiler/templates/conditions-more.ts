// "If ..., ..." conditions beyond templates/conditions.ts (issue 7, conditions family): the initiative, comparing unit
// or resource counts between players, "no ... units", cards in hand or discard, damage on a base, the unit an upgrade is
// attached to, "a Command or Cunning unit"; "<effect>. If <condition>, <other effect> instead."; "If it's a Rebel unit,
// it gets +2/+0 for this attack"; "If you do, ... If you do not, ...". Each reads its whole sentence or nothing.
// These conditions are only for effects (abilities/interpreter.ts): constants (stats.ts) check fewer, so the constants
// templates keep using condition() alone.
import type { Ability, Amount, AttackModifiers, Condition, Effect, Grant, UnitFilter } from '../../abilities/types.js';
import { findKeyword } from '../../glossary.js';
import { keywordGrant, statChange, unitPhrase } from '../phrases.js';
import { bare, splitSentences } from '../text.js';
import type { CompileContext, EffectTemplate, LineTemplate, TemplateModule } from '../types.js';
import { condition } from './conditions.js';
import { cardPhrase } from './effects-zones.js';
import { historyCondition } from './triggers-v2.js';
import { attackModifiers } from './attack.js';

const ASPECTS = ['vigilance', 'command', 'aggression', 'cunning', 'villainy', 'heroism'];

/** "space units", "units", "exhausted units", "other Fighter units" -> the filter (no controller, no "each"). */
function unitsFilter(np: string): UnitFilter | undefined {
  const other = /^other /i.test(np);
  const phrase = unitPhrase(other ? `all other ${np.slice(6)}` : `all ${np}`);
  if (!phrase || phrase.noun !== 'units' || phrase.filter.controller) return undefined;
  return phrase.filter;
}

/** "a Force unit", "a Fighter", "an IMPERIAL unit", "a non-Heroism, non-Villainy unit" -> the filter. */
function oneUnitFilter(np: string): UnitFilter | undefined {
  const t = np.trim().replace(/,\s*/g, ' ');
  const phrase = unitPhrase(/\bunit$/i.test(t) ? t : `${t} unit`);
  if (!phrase || phrase.noun !== 'unit' || phrase.quantifier !== 'a' || phrase.filter.controller || phrase.filter.other) return undefined;
  return phrase.filter;
}

type Side = 'you' | 'opponent';
/** "you control" / "an opponent controls" / "another player controls" / "the defending player controls" (2 players). */
function sideOf(words: string): Side | undefined {
  const w = words.toLowerCase();
  if (w === 'you' || w === 'you control') return 'you';
  if (/^(an opponent|another player|the defending player)( controls)?$/.test(w)) return 'opponent';
  return undefined;
}

function countOf(side: Side, what: string): Amount | undefined {
  if (/^resources$/i.test(what)) return side === 'you' ? { countCards: 'resources' } : { countCards: 'resources', player: 'opponent' };
  const filter = unitsFilter(what);
  return filter ? { countUnits: { ...filter, controller: side === 'you' ? 'friendly' : 'enemy' } } : undefined;
}

/** Conditions only effects can check (conditions/holds.ts), besides the ones condition() reads. */
export function effectCondition(text: string, ctx: CompileContext): Condition | undefined {
  const t = text.trim();
  let m: RegExpExecArray | null;
  if (/^you have the initiative$/i.test(t)) return { hasInitiative: 'you' };
  // "If you control more space units than an opponent", "If an opponent controls more resources than you".
  if ((m = /^(you control|an opponent controls|another player controls|the defending player controls) (more|fewer) (.+?) than (you|an opponent|the defending player)$/i.exec(t))) {
    const a = sideOf(m[1]!);
    const b = sideOf(m[4]!);
    if (!a || !b || a === b) return undefined;
    const left = countOf(a, m[3]!);
    const right = countOf(b, m[3]!);
    if (!left || !right) return undefined;
    return { compare: left, is: m[2]!.toLowerCase() === 'more' ? 'more' : 'fewer', than: right };
  }
  // "If you control no other Fighter units", "If an opponent controls no ground units".
  if ((m = /^(you control|an opponent controls) no (.+ units)$/i.exec(t))) {
    const side = sideOf(m[1]!)!;
    const n = countOf(side, m[2]!);
    if (!n || typeof n !== 'object' || !('countUnits' in n) || (n.countUnits.other && ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
    return { compare: n, is: 'exactly', than: 0 };
  }
  // "If another player controls 3 or more exhausted units".
  if ((m = /^(an opponent|another player) controls (\d+) or more (.+ units)$/i.exec(t))) {
    const n = countOf('opponent', m[3]!);
    return n ? { compare: n, is: 'atLeast', than: Number.parseInt(m[2]!, 10) } : undefined;
  }
  // "If there are 4 or more exhausted units in play" (any player's).
  if ((m = /^there are (\d+) or more (.+ units) in play$/i.exec(t))) {
    const filter = unitsFilter(m[2]!);
    if (!filter || filter.other) return undefined;
    return { compare: { countUnits: filter }, is: 'atLeast', than: Number.parseInt(m[1]!, 10) };
  }
  if (/^you have no cards in your hand$/i.test(t)) return { compare: { countCards: 'hand' }, is: 'exactly', than: 0 };
  // "If there is a Heroism card in your discard pile".
  if ((m = /^there is (?:a|an) (\S+) card in your discard pile$/i.exec(t))) {
    const word = m[1]!;
    const filter: UnitFilter = ASPECTS.includes(word.toLowerCase()) ? { aspect: word[0]!.toUpperCase() + word.slice(1).toLowerCase() } : /^[A-Z][a-z]+$/.test(word) ? { trait: word } : {};
    if (!Object.keys(filter).length) return undefined;
    return { compare: { countCards: 'discard', filter }, is: 'atLeast', than: 1 };
  }
  // "If your base has 15 or more damage on it", "If a base has 15 or more damage on it".
  if ((m = /^(your base|a base|an enemy base) has (\d+) or more damage on it$/i.exec(t))) {
    const which = m[1]!.toLowerCase();
    return { baseDamage: which === 'your base' ? 'you' : which === 'a base' ? 'any' : 'opponent', atLeast: Number.parseInt(m[2]!, 10) };
  }
  // On an upgrade: "If attached unit is a Mandalorian", "If attached unit is Darth Vader".
  if ((m = /^attached unit is (.+)$/i.exec(t))) {
    if (ctx.host !== 'upgrade') return undefined;
    const what = m[1]!;
    if (/^(a|an) /i.test(what)) {
      const filter = oneUnitFilter(what);
      return filter ? { attachedUnit: filter } : undefined;
    }
    // A card name: capitalised words ("Luke Skywalker", "Qui-Gon Jinn", "The Mandalorian").
    return /^[A-Z][\w'-]*(?: [A-Z][\w'-]*)*$/.test(what) ? { attachedUnit: {}, name: what } : undefined;
  }
  // In a When Attack Ends / completes-an-attack trigger, "defender" is bound (triggers.ts).
  if (/^the (defender|defending unit) was defeated$/i.test(t)) return ctx.host === 'unit' || ctx.host === 'leaderUnit' ? { defeatedRef: 'defender' } : undefined;
  // "If you played a Bounty Hunter or Pilot card this phase": either.
  if ((m = /^you played (a|an) (\S+(?: Hunter)?) or (\S+) card this phase$/i.exec(t))) {
    const a = historyCondition(`you played a ${m[2]} card this phase`);
    const b = historyCondition(`you played a ${m[3]} card this phase`);
    return a && b ? { anyOf: [a, b] } : undefined;
  }
  const unitHost = ctx.host === 'unit' || ctx.host === 'leaderUnit';
  // "If it's a FORCE unit" / "if it has 5 or more damage on it": "it" is what an earlier step chose (ctx.pronoun).
  if ((m = /^it's (?:a|an) (.+)$/i.exec(t)) && ctx.pronoun && ctx.pronoun !== 'subject') {
    const filter = oneUnitFilter(`a ${m[1]}`);
    return filter ? { boundUnit: ctx.pronoun, filter } : undefined;
  }
  // "if it has 0 power and isn't a leader" (JTL Heartless Tactics).
  if ((m = /^it has (\d+) power( and isn't a leader)?$/i.exec(t)) && ctx.pronoun && ctx.pronoun !== 'subject') {
    const power: Condition = { compare: { powerOf: ctx.pronoun }, is: 'exactly', than: Number.parseInt(m[1]!, 10) };
    return m[2] ? { allOf: [power, { boundUnit: ctx.pronoun, filter: { nonLeader: true } }] } : power;
  }
  if ((m = /^it has (\d+) or more damage on it$/i.exec(t)) && ctx.pronoun && ctx.pronoun !== 'subject') {
    return { compare: { damageOn: ctx.pronoun }, is: 'atLeast', than: Number.parseInt(m[1]!, 10) };
  }
  // "If this unit is an Underworld unit" (in a gained ability: the unit that gained it).
  if ((m = /^this unit is ((?:a|an) .+ unit)$/i.exec(t))) {
    const filter = unitHost ? oneUnitFilter(m[1]!) : undefined;
    return filter ? { self: filter } : undefined;
  }
  if (/^this unit is upgraded$/i.test(t)) return unitHost ? { selfUpgraded: true } : undefined;
  // "If this unit has 6 or more power".
  if ((m = /^this unit has (\d+) or more power$/i.exec(t))) return unitHost ? { compare: { powerOf: 'self' }, is: 'atLeast', than: Number.parseInt(m[1]!, 10) } : undefined;
  // "If an enemy unit has a Bounty" (printed or gained).
  if ((m = /^(an enemy|a friendly) unit has (?:a|an) ([A-Z][a-z]+)$/.exec(t.replace(/^An /, 'an ').replace(/^A /, 'a '))) && findKeyword(m[2]!)) {
    return { compare: { countUnits: { controller: m[1] === 'an enemy' ? 'enemy' : 'friendly', keyword: findKeyword(m[2]!)!.name } }, is: 'atLeast', than: 1 };
  }
  // "If you attacked with / played another Mandalorian unit this phase": another than this unit (its own record
  // is left out, v2/history.ts), so only on a unit.
  if ((m = /^you(?:'ve| have)? (attacked with|played) another (.+) this phase$/i.exec(t))) {
    const h = unitHost ? historyCondition(`you ${m[1]!.toLowerCase()} a${/^[aeiou]/i.test(m[2]!) ? 'n' : ''} ${m[2]} this phase`) : undefined;
    return h && 'happenedThisPhase' in h ? { ...h, filter: { ...h.filter, other: true } } : undefined;
  }
  if ((m = /^you've (attacked with|played) (.+) this phase$/i.exec(t))) return historyCondition(`you ${m[1]} ${m[2]} this phase`);
  // "If no other units have attacked this phase (including enemy units)": on an On Attack ability, other than this
  // unit. (A "When a friendly unit attacks" ability would mean other than that unit: its subject, so not here.)
  if (/^no other units have attacked this phase$/i.test(t)) {
    return unitHost && ctx.pronoun === undefined ? { not: { happenedThisPhase: 'attacked', filter: { other: true } } } : undefined;
  }
  if ((m = /^(you control|an opponent controls) an upgrade$/i.exec(t))) return { controlsUpgrade: sideOf(m[1]!)! };
  // "If you control Chancellor Palpatine (as a leader or unit)": a card name (capitalised words, "the"/"of" between);
  // "If you control Boba Fett or Jango Fett": either name.
  const NAME = "[A-Z][\\w'-]*(?: (?:the|of|[A-Z][\\w'-]*))+";
  if ((m = new RegExp(`^you control (${NAME})(?: or (${NAME}))?$`).exec(t.replace(/^You /, 'you '))) && ![m[1]!, m[2] ?? m[1]!].some((n) => ASPECTS.includes(n.split(' ')[0]!.toLowerCase()))) {
    return m[2] ? { anyOf: [{ youControlNamed: m[1]! }, { youControlNamed: m[2] }] } : { youControlNamed: m[1]! };
  }
  // "If you control a Command or Cunning unit": either.
  if ((m = /^you control (a|an) (\S+) or (\S+) unit$/i.exec(t))) {
    const a = condition(`you control a ${m[2]} unit`, ctx);
    const b = condition(`you control a ${m[3]} unit`, ctx);
    return a && b ? { anyOf: [a, b] } : undefined;
  }
  // "If you control a ground unit and a space unit": both.
  if ((m = /^you control ((?:a|an) .+? unit) and ((?:a|an) .+? unit)$/i.exec(t))) {
    const a = condition(`you control ${m[1]}`, ctx);
    const b = condition(`you control ${m[2]}`, ctx);
    return a && b ? { allOf: [a, b] } : undefined;
  }
  return undefined;
}

/** Any condition an effect can check: the ones condition() reads, then these. */
function anyCondition(text: string, ctx: CompileContext): Condition | undefined {
  return condition(text, ctx) ?? effectCondition(text, ctx);
}

/**
 * On Attack: "If the defender is exhausted / has a Bounty, it gets -4/-0 for this attack." ("defender" is bound in
 * On Attack abilities, triggers.ts).
 */
const ifDefender: EffectTemplate = (text, ctx) => {
  const m = /^if the defender (is exhausted|has (?:a|an) ([A-Z][a-z]+)), it gets ([+-]\d+\/[+-]\d+) for this attack$/.exec(text.trim().replace(/^If /, 'if '));
  if (!m || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  const filter: UnitFilter = m[2] ? (findKeyword(m[2]) ? { keyword: findKeyword(m[2])!.name } : {}) : { exhausted: true };
  const s = statChange(m[3]!);
  if (!Object.keys(filter).length || !s) return undefined;
  return { do: 'if', condition: { boundUnit: 'defender', filter }, then: { do: 'modifyStats', target: { ref: 'defender' }, ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}), duration: 'thisAttack' } };
};

/**
 * "it's not a unit", "it's Aggression", "it has an odd cost", "its cost is odd", "it costs 3 or less", "it shares an
 * aspect with your base" -> the condition on a card.
 */
export function cardCondition(text: string, name: string): Condition | undefined {
  const t = text.trim();
  let m: RegExpExecArray | null;
  if (/^(it has an odd cost|its cost is odd)$/i.test(t)) return { boundCard: name, oddCost: true };
  if ((m = /^it costs (\d+) or (less|more)$/i.exec(t))) return { boundCard: name, filter: m[2]!.toLowerCase() === 'less' ? { maxCost: Number(m[1]) } : { minCost: Number(m[1]) } };
  if ((m = /^it (shares|doesn't share) an aspect with your base$/i.exec(t))) return { boundCard: name, sharesAspectWithBase: m[1]!.toLowerCase() === 'shares' };
  if ((m = /^it's ([A-Za-z]+)$/i.exec(t)) && ASPECTS.includes(m[1]!.toLowerCase())) return { boundCard: name, filter: { aspect: m[1]![0]!.toUpperCase() + m[1]!.slice(1).toLowerCase() } };
  if ((m = /^it's (not )?(?:a|an) (.+)$/i.exec(t))) {
    const phrase = cardPhrase(m[2]!);
    if (!phrase || phrase.plural) return undefined;
    if (!m[1]) return { boundCard: name, filter: phrase.filter };
    const keys = Object.keys(phrase.filter);
    return keys.length === 1 && phrase.filter.type ? { boundCard: name, filter: { notType: phrase.filter.type } } : undefined;
  }
  return undefined;
}

/**
 * "Discard a card from your deck. If it's not a unit, <effect>." / "An opponent discards a card from their hand. If
 * it's a unit, <effect>.": the card discarded is bound and the condition reads its printed facts.
 */
const ifDiscarded: EffectTemplate = (text, ctx) => {
  const m = /^(.+?)\.\s+if (it's .+?|it has .+?|its cost is .+?|it costs .+?|it (?:shares|doesn't share) .+?), (.+)$/is.exec(text.trim());
  if (!m || /\.\s/.test(m[1]!) || /\.\s/.test(m[3]!)) return undefined;
  const first = ctx.effect(m[1]!);
  const inner = first?.do === 'may' ? first.effect : first;
  if (!first || !inner || (inner.do !== 'discardFromDeck' && inner.do !== 'discardFromHand') || inner.as || (inner.count !== undefined && inner.count !== 1)) return undefined;
  const name = 'discarded';
  const c = cardCondition(m[2]!, name);
  if (!c) return undefined;
  const then = ctx.effect(m[3]!);
  if (!then || JSON.stringify(then).includes(`"${name}"`)) return undefined;
  const bound: Effect = { ...inner, as: name };
  return { do: 'sequence', steps: [first.do === 'may' ? { ...first, effect: bound } : bound, { do: 'if', condition: c, then }] };
};

/** "If <condition>, <effect>." (one sentence). */
const ifThen: EffectTemplate = (text, ctx) => {
  const m = /^if ([^,]+), (.+)$/is.exec(text);
  if (!m || /\.\s/.test(m[2]!) || /\binstead$/i.test(m[2]!)) return undefined;
  const c = effectCondition(m[1]!, ctx);
  if (!c) return undefined;
  // ("... a ground unit that opponent controls": phrases.ts reads "that opponent" as the one opponent of two players.)
  const body = m[2]!;
  const then = ctx.effect(body) ?? ctx.effect(himIsThisUnit(body) ?? '');
  return then ? { do: 'if', condition: c, then } : undefined;
};

/**
 * "give an Experience token to this unit and heal 3 damage from him": when "this unit" is the only unit the sentence
 * names, "him"/"her" is this unit.
 */
function himIsThisUnit(text: string): string | undefined {
  if (!/\bthis unit\b/i.test(text) || !/\b(him|her)\b/i.test(text)) return undefined;
  if (/\b(a|an|another|each|that|the)\b[^,.]*?\bunits?\b/i.test(text.replace(/\bthis unit\b/gi, ''))) return undefined;
  return text.replace(/\b(him|her)\b/gi, 'this unit');
}

/**
 * "<effect>. If <condition>, <other effect> instead.": the other effect replaces the first when the condition holds
 * (the first does not happen then), so it reads as if/else. The other effect must not name what the first chose.
 */
const instead: EffectTemplate = (text, ctx) => {
  const m = /^(.+?)\.\s+if ([^,]+), (.+) instead$/is.exec(text.trim());
  if (!m || /\.\s/.test(m[1]!) || /\.\s/.test(m[3]!)) return undefined;
  const c = anyCondition(m[2]!, ctx);
  if (!c) return undefined;
  const first = ctx.effect(m[1]!);
  if (!first) return undefined;
  const other = ctx.effect(m[3]!) ?? ctx.effect(elided(m[1]!, m[3]!, first) ?? '');
  return other ? { do: 'if', condition: c, then: other, else: first } : undefined;
};

/**
 * What the "instead" sentence leaves out because the first sentence said it: "Give an Experience token to this unit.
 * ... give 2 Experience tokens to him instead" ("him" is this unit, the first's only target); "return a unit that
 * costs 2 or less to its owner's hand. ... return a unit that costs 4 or less instead".
 */
function elided(first: string, other: string, compiled: Effect): string | undefined {
  const json = JSON.stringify(compiled);
  if (/\b(him|her)\b/i.test(other) && json.includes('"self":true') && !json.includes('"choose"') && !json.includes('"all"')) return other.replace(/\b(him|her)\b/gi, 'this unit');
  // "Deal 1 indirect damage to a player. ... deal 2 indirect damage instead": to the same kind of target.
  const deal = /^(?:you may )?deal \d+ ((?:indirect )?damage) to (.+)$/i.exec(first);
  const again = /^(?:you may )?deal \d+ ((?:indirect )?damage)$/i.exec(other);
  if (deal && again && deal[1]!.toLowerCase() === again[1]!.toLowerCase() && !/\b(it|him|her|that unit)\b/i.test(deal[2]!)) return `${other} to ${deal[2]}`;
  if (/^(you may )?return .+ to its owner's hand$/i.test(first) && /^(you may )?return (.+)$/i.test(other) && !/ to /i.test(other)) return `${other} to its owner's hand`;
  return undefined;
}


/** Two sets of modifiers for one attack, as one (power and HP add up, keywords are all gained). */
function merged(a: AttackModifiers | undefined, b: AttackModifiers): AttackModifiers {
  if (!a) return b;
  const power = (a.power ?? 0) + (b.power ?? 0);
  const hp = (a.hp ?? 0) + (b.hp ?? 0);
  const keywords = [...(a.keywords ?? []), ...(b.keywords ?? [])];
  return { ...(power ? { power } : {}), ...(hp ? { hp } : {}), ...(keywords.length ? { keywords } : {}) };
}

/** Conditions that read the attack or its attacker can't decide the modifiers before the attacker is chosen. */
const ATTACK_BLIND = ['boundUnit', 'boundCard', 'defeatedRef', 'self', 'selfUpgraded'];

/**
 * "You may attack with a unit. If it's a Rebel unit, it gets +2/+0 for this attack.": the modifiers apply only to a
 * matching attacker. "If you have the initiative, it gets ...": the attack is modified only if the condition holds (it
 * is the same when the attacker is chosen and when the attack is declared: nothing happens in between). A sentence of
 * unconditional modifiers may come first ("It gains Saboteur for this attack.").
 */
const conditionalAttack: EffectTemplate = (text, ctx) => {
  const m = /^(you may )?attack with (a|an) (.+?)((?:\.\s+it (?:gets|gains) [^.]+ for this attack)?)\.\s+if (.+?), (?:it|the attacker) (?:also )?(gets .+|gains .+) for this attack$/is.exec(text.trim());
  if (!m) return undefined;
  const attack = ctx.effect(`attack with ${m[2]} ${m[3]}${m[4]}`);
  if (!attack || attack.do !== 'attackWith' || !('choose' in attack.attacker) || (!m[4]) !== !attack.forThisAttack) return undefined;
  // "it also gains +2/+0" (SOR Precision Fire) is a stat change like "gets".
  const mods = attackModifiers(m[6]!.replace(/^gains ([+-]\d+\/[+-]\d+)$/i, 'gets $1'));
  if (!mods) return undefined;
  const optional = (e: Effect): Effect => (m[1] ? { do: 'may', effect: e } : e);
  const base = attack.forThisAttack;
  const it = /^it's (.+)$/i.exec(m[5]!.trim());
  if (it) {
    const filter = oneUnitFilter(it[1]!);
    if (!filter) return undefined;
    const conditional = { ...mods, onlyIf: filter };
    return optional({ ...attack, forThisAttack: base ? { ...base, also: conditional } : conditional });
  }
  const c = effectCondition(m[5]!, ctx) ?? condition(m[5]!, ctx);
  if (!c || ATTACK_BLIND.some((k) => JSON.stringify(c).includes(`"${k}"`))) return undefined;
  return { do: 'if', condition: c, then: optional({ ...attack, forThisAttack: merged(base, mods) }), else: optional(attack) };
};

/** "You may use the Force. If you do, draw 2 cards. If you do not, draw a card.": both branches of one choice. */
const ifDoOrNot: EffectTemplate = (text, ctx) => {
  const parts = splitSentences(text.trim().endsWith('.') ? text.trim() : `${text.trim()}.`);
  if (parts.length !== 3 || !/^if you do,/i.test(parts[1]!) || !/^if you (?:do not|don't),/i.test(parts[2]!)) return undefined;
  const done = ctx.effect(`${bare(parts[0]!)}. ${bare(parts[1]!)}`);
  if (!done || (done.do !== 'pay' && done.do !== 'ifYouDo') || done.else) return undefined;
  const otherwise = ctx.effect(bare(parts[2]!).replace(/^if you (?:do not|don't),\s*/i, ''));
  return otherwise ? { ...done, else: otherwise } : undefined;
};

/** "<first>. If you do and <condition>, <then>.": "if you do" with a condition on the rest (ifYouDo, then if). */
const ifYouDoAnd: EffectTemplate = (text, ctx) => {
  const m = /^(.+?)\.\s+if you do and ([^,]+), (.+)$/is.exec(text.trim());
  if (!m || /\.\s/.test(m[1]!) || /\.\s/.test(m[3]!)) return undefined;
  const c = anyCondition(m[2]!, ctx);
  if (!c) return undefined;
  const done = ctx.effect(`${m[1]}. If you do, draw a card`);
  if (!done || (done.do !== 'pay' && done.do !== 'ifYouDo')) return undefined;
  const then = ctx.effect(m[3]!);
  return then ? { ...done, then: { do: 'if', condition: c, then } } : undefined;
};

/**
 * "a Force unit" -> { self: filter }; "a non-Heroism, non-Villainy unit" (aspects a unit filter can't negate) -> each
 * aspect it must not have, all of them (stats.ts reads allOf/not in constants).
 */
function attachedIs(np: string): Condition | undefined {
  const nots = /^(?:a|an) ((?:non-[A-Za-z]+,? )+)unit$/i.exec(np.trim());
  if (nots) {
    const words = nots[1]!.split(/[ ,]+/).filter(Boolean).map((w) => w.slice(4));
    if (words.every((w) => ASPECTS.includes(w.toLowerCase()))) {
      const parts: Condition[] = words.map((w) => ({ not: { self: { aspect: w[0]!.toUpperCase() + w.slice(1).toLowerCase() } } }));
      return parts.length === 1 ? parts[0] : { allOf: parts };
    }
  }
  const filter = oneUnitFilter(np);
  return filter ? { self: filter } : undefined;
}

const GAINABLE = ['triggered', 'action', 'replacement'];

/**
 * An upgrade's "If attached unit is a Force unit, it gains Restore 1 / gets +0/+1 / gains: "..."": a constant ability
 * of the upgrade whose condition is read on the attached unit (stats.ts reads an upgrade's "self" as that unit).
 */
const attachedIf: LineTemplate = (line, ctx) => {
  const m = /^if attached unit is ((?:a|an) .+?), it (gains|gets)(:)? (.+)$/is.exec(bare(line));
  if (!m || ctx.host !== 'upgrade') return undefined;
  const cond = attachedIs(m[1]!);
  if (!cond) return undefined;
  const what = m[4]!.trim();
  if (m[3]) {
    const q = /^"(.+)"$/s.exec(what);
    if (!q || q[1]!.includes('"')) return undefined;
    const gained = ctx.ability(q[1]!.trim(), 'unit');
    if (!gained || !GAINABLE.includes(gained.kind)) return undefined;
    const ability: Ability = { ...gained, id: `${ctx.card.id}-gained`, text: `${q[1]!.trim()} (${ctx.card.name})` };
    return [{ kind: 'constant', id: '', text: line, condition: cond, affects: 'self', grant: { ability } }];
  }
  let grant: Grant | undefined;
  if (m[2]!.toLowerCase() === 'gets') {
    const s = statChange(what);
    grant = s ? { ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}) } : undefined;
  } else {
    const k = keywordGrant(what);
    grant = k ? { keyword: k } : undefined;
  }
  return grant && Object.keys(grant).length ? [{ kind: 'constant', id: '', text: line, condition: cond, affects: 'self', grant }] : undefined;
};

export const conditionsMore: TemplateModule = { area: 'conditions-more', lines: [attachedIf], effects: [ifDefender, ifDiscarded, ifThen, instead, conditionalAttack, ifDoOrNot, ifYouDoAnd] };
