// Noun phrases and small pieces the templates share: which units or bases a phrase names ("an enemy non-leader
// ground unit that costs 3 or less", "each other friendly Rebel unit", "your base"), numbers and durations. Every
// parser answers undefined for anything it does not read completely: a phrase half understood is not understood.
import type { Duration, Target, UnitFilter } from '../abilities/types.js';
import { findKeyword } from '../glossary.js';
import type { CompileContext } from './types.js';

const ASPECTS = ['Vigilance', 'Command', 'Aggression', 'Cunning', 'Villainy', 'Heroism'];
/** Traits printed as two words; any other trait is one capitalised word. */
const TWO_WORD_TRAITS = ['Bounty Hunter', 'Capital Ship', 'New Republic', 'First Order'];

function titleCase(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1).toLowerCase();
}

function aspectOf(word: string): string | undefined {
  return ASPECTS.find((a) => a.toLowerCase() === word.toLowerCase());
}

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** "3", "a", "two" -> the number. */
export function count(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number.parseInt(word, 10);
  return NUMBER_WORDS[word.toLowerCase()];
}

/** "for this phase" / "for this attack" / "for this round" -> the lasting effect's duration. */
export function duration(text: string): Duration | undefined {
  const m = /^for this (phase|attack|round)$/i.exec(text.trim());
  if (!m) return undefined;
  return ({ phase: 'thisPhase', attack: 'thisAttack', round: 'thisRound' } as const)[m[1]!.toLowerCase() as 'phase' | 'attack' | 'round'];
}

/** "+2/+0" -> { power: 2, hp: 0 }. */
export function statChange(text: string): { power: number; hp: number } | undefined {
  const m = /^([+-]\d+)\/([+-]\d+)$/.exec(text.trim());
  if (!m) return undefined;
  return { power: Number.parseInt(m[1]!, 10), hp: Number.parseInt(m[2]!, 10) };
}

/** A keyword a unit can gain: "Sentinel", "Raid 2", "Overwhelm". */
export function keywordGrant(text: string): { name: string; value?: number } | undefined {
  const m = /^([A-Za-z]+)(?:\s+(\d+))?$/.exec(text.trim());
  const entry = m ? findKeyword(m[1]!) : undefined;
  if (!m || !entry) return undefined;
  if (entry.parameter === 'NUMBER') return m[2] ? { name: entry.name, value: Number.parseInt(m[2], 10) } : undefined;
  if (entry.parameter !== 'NONE' || m[2]) return undefined;
  return { name: entry.name };
}

interface UnitPhrase {
  quantifier: 'a' | 'another' | 'each' | 'this';
  noun: 'unit' | 'units' | 'unitOrBase' | 'base';
  filter: UnitFilter;
}

/** The words before "unit": controller, arena, leader, state, aspect and trait. */
function preModifiers(words: string, filter: UnitFilter): boolean {
  // "a friendly non-leader, non-Vehicle unit": a comma between modifiers only separates them.
  let rest = words.trim().replace(/,\s+(?=non-)/g, ' ');
  while (rest) {
    const two = TWO_WORD_TRAITS.find((t) => rest.startsWith(t) || rest.startsWith(t.toUpperCase()) ? /^(\s|$)/.test(rest.slice(t.length)) : false);
    let word: string;
    // "Fighter or Transport": either trait (one-word traits only).
    const either = /^([A-Z][A-Za-z]+) or ([A-Z][A-Za-z]+)(?=\s|$)/.exec(rest);
    const isTrait = (w: string) => !aspectOf(w) && !findKeyword(w) && !/^(or|and)$/i.test(w);
    if (!two && either && isTrait(either[1]!) && isTrait(either[2]!)) {
      if (filter.trait || filter.anyTrait) return false;
      filter.anyTrait = [titleCase(either[1]!), titleCase(either[2]!)];
      rest = rest.slice(either[0].length).trim();
      continue;
    }
    if (two) {
      if (filter.trait) return false;
      filter.trait = two;
      word = two;
    } else {
      word = /^\S+/.exec(rest)![0];
      const lower = word.toLowerCase();
      const set = <K extends keyof UnitFilter>(key: K, value: UnitFilter[K]): boolean => {
        if (filter[key] !== undefined) return false;
        filter[key] = value;
        return true;
      };
      let ok: boolean;
      if (lower === 'friendly' || lower === 'enemy') ok = set('controller', lower);
      else if (lower === 'ground' || lower === 'space') ok = set('arena', lower);
      else if (lower === 'non-leader') ok = set('nonLeader', true);
      else if (lower === 'token' || lower === 'non-token') ok = set('token', lower === 'token');
      else if (lower === 'non-unique' || lower === 'unique') ok = set('unique', lower === 'unique');
      else if (/^non-[A-Z][A-Za-z]+$/.test(word) && !aspectOf(word.slice(4)) && !findKeyword(word.slice(4))) ok = set('notTrait', titleCase(word.slice(4)));
      else if (lower === 'leader') ok = set('leader', true);
      else if (lower === 'damaged') ok = set('damaged', true);
      else if (lower === 'undamaged') ok = set('damaged', false);
      else if (lower === 'exhausted') ok = set('exhausted', true);
      else if (lower === 'ready') ok = set('exhausted', false);
      else if (lower === 'other') ok = set('other', true);
      else if (aspectOf(word)) ok = set('aspect', aspectOf(word));
      else if (/^[A-Z][A-Za-z]+$/.test(word) && !findKeyword(word)) ok = set('trait', titleCase(word));
      else ok = false;
      if (!ok) return false;
    }
    rest = rest.slice(word.length).trim();
  }
  return true;
}

/** The words after "unit": cost, remaining HP, a keyword, who controls it. */
function postModifiers(words: string, filter: UnitFilter): boolean {
  let rest = words.trim();
  while (rest) {
    let m: RegExpExecArray | null;
    if ((m = /^that costs (\d+) or (less|more)\b/i.exec(rest))) {
      if (m[2]!.toLowerCase() === 'less') filter.maxCost = Number.parseInt(m[1]!, 10);
      else filter.minCost = Number.parseInt(m[1]!, 10);
    } else if ((m = /^with (\d+) or less remaining HP\b/i.exec(rest))) {
      filter.maxRemainingHp = Number.parseInt(m[1]!, 10);
    } else if ((m = /^with (\d+) or more remaining HP\b/i.exec(rest))) {
      filter.minRemainingHp = Number.parseInt(m[1]!, 10);
    } else if ((m = /^with ([A-Z][a-z]+)\b/.exec(rest)) && findKeyword(m[1]!)?.parameter === 'NONE') {
      if (filter.keyword) return false;
      filter.keyword = findKeyword(m[1]!)!.name;
    } else if ((m = /^without a Pilot on it\b/i.exec(rest))) {
      // "a Vehicle unit without a Pilot on it" (7.5.17A).
      if (filter.withoutPilot) return false;
      filter.withoutPilot = true;
    } else if ((m = /^that attacked your base this phase\b/i.exec(rest))) {
      // "an enemy unit that attacked your base this phase" (v2/capture.ts: the attacks this phase and their defenders).
      if (filter.attackedYourBaseThisPhase) return false;
      filter.attackedYourBaseThisPhase = true;
    } else if ((m = /^that attacked this phase\b/i.exec(rest))) {
      // "a Vehicle unit that attacked this phase" (the state's thisPhase attacks, v2/attacked-this-phase.ts).
      if (filter.attackedThisPhase) return false;
      filter.attackedThisPhase = true;
    } else if ((m = /^with a Bounty\b/.exec(rest))) {
      // "a unit with a Bounty" (printed or gained, 7.5.13... the Bounty keyword whatever its text).
      if (filter.keyword) return false;
      filter.keyword = 'Bounty';
    } else if ((m = /^named ([A-Z0-9][^,]*)$/.exec(rest))) {
      // "each friendly unit named 4-LOM": the rest of the phrase is the printed name.
      if (filter.name) return false;
      filter.name = m[1]!.trim();
    } else if ((m = /^(you control|an opponent controls|that opponent controls)\b/i.exec(rest))) {
      // "that opponent": in a two-player game the one opponent there is.
      if (filter.controller) return false;
      filter.controller = m[1]!.toLowerCase() === 'you control' ? 'friendly' : 'enemy';
    } else {
      return false;
    }
    rest = rest.slice(m[0].length).trim();
  }
  return true;
}

/** Reads "a/another/each [other] <modifiers> unit(s)/base [post-modifiers]". */
export function unitPhrase(np: string): UnitPhrase | undefined {
  const m = /^(a|an|another|each|each other|all|all other|this)\s+(.*?)\b(unit or base|units?|base)\b(.*)$/i.exec(np.trim());
  if (!m) return undefined;
  const q = m[1]!.toLowerCase();
  const filter: UnitFilter = {};
  if (q === 'another' || q === 'each other' || q === 'all other') filter.other = true;
  if (!preModifiers(m[2]!, filter) || !postModifiers(m[4]!, filter)) return undefined;
  const nounWord = m[3]!.toLowerCase();
  const noun = nounWord === 'unit or base' ? 'unitOrBase' : nounWord === 'units' ? 'units' : nounWord === 'base' ? 'base' : 'unit';
  const quantifier = q === 'a' || q === 'an' ? 'a' : q === 'another' ? 'another' : q === 'this' ? 'this' : 'each';
  // "each unit" is singular in print, "all units" plural: either way every matching unit.
  if (quantifier === 'each' && noun === 'units' && q.startsWith('each')) return undefined;
  if (quantifier !== 'each' && noun === 'units') return undefined;
  return { quantifier, noun, filter };
}

const empty = (f: UnitFilter) => Object.keys(f).length === 0;

/** Does "this unit" name the card with the ability here (a unit, or a leader's unit side)? */
/** The prefix of the names Compiler.chain gives an earlier part's choice ("chosen1"). */
export const CHOSEN = 'chosen';

function selfIsUnit(ctx: CompileContext): boolean {
  return ctx.host === 'unit' || ctx.host === 'leaderUnit';
}

/** A target phrase: units, bases, "this unit", "your base". Undefined for anything else. */
export function target(np: string, ctx: CompileContext): Target | undefined {
  const text = np.trim();
  const lower = text.toLowerCase();
  if (lower === 'this unit') return selfIsUnit(ctx) ? { self: true } : undefined;
  if (['it', 'that unit', 'him', 'her', 'that friendly unit', 'that enemy unit', 'the same unit'].includes(lower)) {
    if (ctx.pronoun) return { ref: ctx.pronoun };
    // A unit's text calls itself "him"/"her" ("When this unit is attacked: Ready him"); nothing else it could name.
    return (lower === 'him' || lower === 'her') && selfIsUnit(ctx) ? { self: true } : undefined;
  }
  // "Each of those units gets +1/+0", "Give each chosen unit +2/+2": every unit an earlier part's choice of several
  // picked (Compiler.chain binds that choice only when it has count > 1; v2/chosen.ts).
  if (['each of those units', 'each chosen unit', 'the chosen units', 'those units'].includes(lower)) return ctx.pronoun?.startsWith(CHOSEN) ? { refs: ctx.pronoun } : undefined;
  // "the defender" (On Attack), "attached unit" (an upgrade's When Played): a name the trigger binds (compile.ts).
  const named = ctx.named?.[lower];
  if (named) return { ref: named };
  // "each of up to 3 Official units" (also "... units that attacked this phase", post-modifiers as unitPhrase reads
  // them): the player chooses 0 to 3 different units.
  const upTo = /^each of up to (\d+) ((?:.+ )?units(?: .+)?)$/i.exec(text);
  if (upTo) {
    const phrase = unitPhrase(`all ${upTo[2]}`);
    const n = Number.parseInt(upTo[1]!, 10);
    if (!phrase || phrase.noun !== 'units' || n < 2 || (phrase.filter.other && !selfIsUnit(ctx))) return undefined;
    return { choose: 'unit', count: n, optional: true, ...(empty(phrase.filter) ? {} : { filter: phrase.filter }) };
  }
  // "Give a third friendly unit +1/+1": a unit other than the two earlier parts chose, one after the other ("a friendly
  // unit", then "another friendly unit": that step excludes the first, ctx.excluded; ctx.pronoun names its own choice).
  const third = /^a third (.+)$/i.exec(text);
  if (third) {
    if (!ctx.pronoun?.startsWith(CHOSEN) || ctx.excluded?.length !== 1) return undefined;
    const rest = target(`a ${third[1]}`, ctx);
    if (!rest || !('choose' in rest) || rest.choose !== 'unit' || (rest.count ?? 1) !== 1 || rest.filter?.notRef || rest.filter?.notRefs || rest.filter?.other) return undefined;
    return { ...rest, filter: { ...rest.filter, notRefs: [...ctx.excluded, ctx.pronoun] } };
  }
  // "a different unit": other than the one an earlier part chose.
  const different = /^(a|an) different (.+)$/i.exec(text);
  if (different) {
    if (!ctx.pronoun) return undefined;
    const rest = target(`${different[1]} ${different[2]}`, ctx);
    if (!rest || !('choose' in rest) || rest.choose !== 'unit' || rest.filter?.notRef) return undefined;
    return { ...rest, filter: { ...rest.filter, notRef: ctx.pronoun } };
  }
  if (lower === 'your base') return { base: 'you' };
  if (lower === "an enemy base" || lower === "the enemy base" || lower === "an opponent's base" || lower === "each enemy base") return { base: 'opponent' };
  const phrase = unitPhrase(text);
  if (!phrase || phrase.quantifier === 'this') return undefined;
  const { filter } = phrase;
  // "another unit" excludes the card with the ability only when that card is a unit; on an event or a leader's
  // leader side it means "other than the one an earlier part chose" (Compiler.chain names that choice), and nothing
  // without one.
  if (filter.other && !selfIsUnit(ctx)) {
    if (!ctx.pronoun?.startsWith(CHOSEN) || phrase.quantifier !== 'another') return undefined;
    delete filter.other;
    filter.notRef = ctx.pronoun;
  }
  if (phrase.noun === 'base') {
    if (phrase.quantifier !== 'a' || Object.keys(filter).some((k) => k !== 'controller')) return undefined;
    if (filter.controller === 'friendly') return { base: 'you' };
    if (filter.controller === 'enemy') return { base: 'opponent' };
    return { choose: 'base' };
  }
  if (phrase.noun === 'unitOrBase') {
    if (phrase.quantifier !== 'a' || Object.keys(filter).some((k) => k !== 'controller')) return undefined;
    return empty(filter) ? { choose: 'unitOrBase' } : { choose: 'unitOrBase', filter };
  }
  if (phrase.quantifier === 'each') return empty(filter) ? { all: 'units' } : { all: 'units', filter };
  return empty(filter) ? { choose: 'unit' } : { choose: 'unit', filter };
}

/** A unit filter alone ("a Rebel unit" -> { trait: "Rebel" }), for conditions and constant abilities. */
export function unitFilter(np: string): UnitFilter | undefined {
  const phrase = unitPhrase(np);
  return phrase && (phrase.noun === 'unit' || phrase.noun === 'units') ? phrase.filter : undefined;
}
