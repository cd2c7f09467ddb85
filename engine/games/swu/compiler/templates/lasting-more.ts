// Lasting effects, wave 2 (issue 7): the phrasings of "for this phase / attack / round" (7.7.3) that templates/lasting.ts
// does not read: a chosen unit that "gets" or "gains" ("Another friendly unit gains Raid 2 for this phase"), stats and
// keywords together ("Give a unit +3/+3 and Overwhelm for this phase"), two keywords, two units, and gained abilities
// in quotes ("For this phase, each friendly unit gains: "When Defeated: ...""), "also give ...", "Choose a unit. <effects
// on it>"; "When this unit leaves play, ..." (a delayed effect, 7.7.4); "in the same arena" / "in this arena" (the unit
// filter sameArenaAs, ../../lasting/arena.ts).
// A lasting effect only applies to the units in play when it is created (7.7.3D): the interpreter resolves the target
// once, into the unit ids the effect lists.
import type { Ability, Duration, Effect, Target } from '../../abilities/types.js';
import { duration, keywordGrant, statChange, target } from '../phrases.js';
import type { CompileContext, EffectTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

const WHEN = '(for this (?:phase|attack|round))';
/** The kinds of ability a unit can gain from a lasting effect (support.ts requireGainedAbilitySupported). */
const GAINABLE = ['triggered', 'action', 'replacement'];

function unitTarget(np: string, ctx: CompileContext): Target | undefined {
  const t = target(np, ctx) ?? otherThanNamed(np, ctx);
  return t && !('base' in t) && !('choose' in t && t.choose !== 'unit') ? t : undefined;
}

/**
 * "Give a friendly unit +3/+3 for this phase. Give each other friendly unit +1/+1 for this phase.": on an event or a
 * leader's leader side "other" can't mean the card itself, so it means other than the unit the earlier part chose.
 */
function otherThanNamed(np: string, ctx: CompileContext): Target | undefined {
  const m = /^(each other|another) (.+)$/i.exec(np.trim());
  if (!m || !ctx.pronoun || ctx.host === 'unit' || ctx.host === 'leaderUnit') return undefined;
  const t = target(`${m[1]!.toLowerCase() === 'another' ? 'a' : 'each'} ${m[2]}`, ctx);
  if (!t || !('choose' in t || 'all' in t) || t.filter?.notRef) return undefined;
  return { ...t, filter: { ...t.filter, notRef: ctx.pronoun } } as Target;
}

function statsOf(change: string): { power?: number; hp?: number } | undefined {
  const s = statChange(change);
  if (!s || (!s.power && !s.hp)) return undefined;
  return { ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}) };
}

/** "Raid 2 and Saboteur", "Sentinel": one or two keywords. */
function keywordsOf(text: string) {
  const names = text.split(/\s+and\s+/);
  if (names.length > 2) return undefined;
  const grants = names.map(keywordGrant);
  return grants.every((g) => g) ? grants.map((g) => g!) : undefined;
}

/** Builds the lasting grants on one target, binding a chosen unit to a name the later grants refer to. */
function onTarget(np: string, when: string, ctx: CompileContext, build: (t: Target, d: Duration) => Effect[]): Effect | undefined {
  const t = unitTarget(np, ctx);
  const d = duration(when);
  if (!t || !d) return undefined;
  if ('choose' in t && (t.count ?? 1) !== 1) return undefined;
  if (!('choose' in t)) {
    const effects = build(t, d);
    if (effects.length === 0) return undefined;
    return effects.length === 1 ? effects[0] : { do: 'sequence', steps: effects };
  }
  // A chosen unit is chosen once: the first grant chooses it, the others name it (ctx.linked binds the choice to a
  // name exactly as "..., then give it ..." does).
  const effects = build(t, d);
  if (effects.length <= 1) return effects[0];
  const [first, ...rest] = effects as [Effect, ...Effect[]];
  const probe = ctx.linked(first, 'exhaust it');
  const name = probe && probe.do === 'exhaust' && 'ref' in probe.target ? probe.target.ref : undefined;
  if (!name) return undefined;
  return { do: 'sequence', steps: [first, ...rest.map((e) => ({ ...e, target: { ref: name } }) as Effect)] };
}

function stats(t: Target, d: Duration, change: string): Effect | undefined {
  const s = statsOf(change);
  return s ? { do: 'modifyStats', target: t, ...s, duration: d } : undefined;
}

function keywordEffects(t: Target, d: Duration, names: string): Effect[] | undefined {
  const ks = keywordsOf(names);
  return ks?.map((keyword): Effect => ({ do: 'gainKeyword', target: t, keyword, duration: d }));
}

function gained(quoted: string, ctx: CompileContext): Ability | undefined {
  const q = /^["“](.+)["”]$/s.exec(quoted.trim());
  if (!q || /["“”]/.test(q[1]!)) return undefined;
  const a = ctx.ability(q[1]!.trim(), 'unit');
  if (!a || !GAINABLE.includes(a.kind)) return undefined;
  return { ...a, id: `${ctx.card.id}-gained`, text: `${q[1]!.trim()} (${ctx.card.name})` } as Ability;
}

/** A unit phrase that chooses or names units: "a/an/another ... unit", "each ... unit", "this unit", "it". */
const NP = "((?:a|an|another|each|each other|this|all|all other) (?:[^\"“]+? )?units?|it|that unit)";

function all<T>(xs: (T | undefined)[] | undefined): T[] | undefined {
  return xs && xs.every((x) => x !== undefined) ? (xs as T[]) : undefined;
}

/**
 * "When this unit leaves play, that unit's owner takes control of that unit.": a delayed effect (7.7.4) that resolves
 * when the ability's own unit leaves play (defeated, captured, returned...), whenever that is.
 */
const whenLeaves = sentence(/when this unit leaves play, (.+)/, (m, ctx) => {
  if (ctx.host !== 'unit') return undefined;
  const effect = ctx.effect(m[1]!);
  return effect ? { do: 'delay', when: { event: 'sourceLeavesPlay' }, effect, text: m[0] } : undefined;
});

/**
 * "an enemy unit in the same arena" (as the unit an earlier part chose) / "... in this arena" (the ability's own unit):
 * the target phrase with the `sameArenaAs` filter. "another unit in the same arena" on an event or a leader names the
 * unit chosen before (not it, in its arena). Undefined when there is no such unit to refer to.
 */
function inArena(np: string, ctx: CompileContext, sameAs?: string): Target | undefined {
  const m = /^(.+?) in (the same|this) arena(?: as (.+))?$/i.exec(np.trim());
  if (!m) return undefined;
  const selfIsUnit = ctx.host === 'unit' || ctx.host === 'leaderUnit';
  let name: string | undefined;
  if (m[3]) {
    // "in the same arena as the attacker": the arena of a unit the trigger or an earlier part names.
    const other = m[2]!.toLowerCase() === 'the same' ? target(m[3], ctx) : undefined;
    name = other && 'ref' in other ? other.ref : undefined;
  } else if (m[2]!.toLowerCase() === 'this') {
    // A Pilot played as an upgrade: "this arena" is the arena of the unit it is attached to.
    name = selfIsUnit ? 'self' : ctx.host === 'upgrade' ? ctx.named?.['attached unit'] : undefined;
  } else name = sameAs ?? ctx.pronoun;
  if (!name) return undefined;
  let phrase = m[1]!;
  let notRef: string | undefined;
  const another = /^another (.+)$/i.exec(phrase);
  if (another && !selfIsUnit) {
    if (!ctx.pronoun || name !== ctx.pronoun) return undefined;
    phrase = `a ${another[1]}`;
    notRef = ctx.pronoun;
  }
  const t = unitTarget(phrase, ctx);
  if (!t || 'ref' in t || 'self' in t || ('choose' in t && t.filter?.sameArenaAs) || ('all' in t && t.filter?.sameArenaAs)) return undefined;
  const filter = { ...('filter' in t ? t.filter : {}), sameArenaAs: name, ...(notRef ? { notRef } : {}) };
  return { ...t, filter } as Target;
}

const CAPTOR = 'captor';

/**
 * "Choose a unit. For this phase, it gains Sentinel and: "..."": the choice is the first thing the rest does to "it"
 * (a single effect on it, or a sequence whose first step targets it), so the choice moves there; every later mention
 * names that unit. Anything else (the unit first named inside a condition...) is not read.
 */
const chooseThen: EffectTemplate = (text, ctx) => {
  const m = /^choose (an? [^.]+?)\.\s+(.+)$/is.exec(text.trim());
  if (!m) return undefined;
  const t = unitTarget(m[1]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit' || (t.count ?? 1) !== 1 || t.as) return undefined;
  const placeholder = { do: 'exhaust', target: { ...t } } as Effect;
  const later = ctx.linked(placeholder, m[2]!.replace(/\.$/, ''));
  const name = 'target' in placeholder && 'as' in placeholder.target ? placeholder.target.as : undefined;
  if (!later || !name) return undefined;
  const first = later.do === 'sequence' ? later.steps[0] : later;
  const firstTarget = first && 'target' in first ? JSON.stringify(first.target) : undefined;
  if (firstTarget !== `{"ref":"${name}"}`) return undefined;
  const json = JSON.stringify(later);
  const at = json.indexOf(`{"ref":"${name}"}`);
  return JSON.parse(`${json.slice(0, at)}${JSON.stringify({ ...t, as: name })}${json.slice(at + `{"ref":"${name}"}`.length)}`) as Effect;
};

export const lastingMore: TemplateModule = {
  area: 'lasting-more',
  effects: [
    chooseThen,
    whenLeaves,
    // "Deal 1 damage to another unit in the same arena." / "Deal 1 damage to each of up to 2 units in this arena."
    sentence(/deal (\d+) damage to (.+ in (?:the same|this) arena)/, (m, ctx) => {
      const t = inArena(m[2]!, ctx);
      return t ? { do: 'dealDamage', target: t, amount: Number.parseInt(m[1]!, 10) } : undefined;
    }),
    // "That unit deals damage equal to its power to an enemy unit in the same arena." (Haymaker): the unit an earlier
    // part chose deals the damage (its power when this resolves), to a unit in its arena.
    sentence(/(?:that unit|it) deals damage equal to its power to (.+ in the same arena)/, (m, ctx) => {
      if (!ctx.pronoun) return undefined;
      const t = inArena(m[1]!, ctx);
      if (!t || !('choose' in t) || t.choose !== 'unit' || (t.count ?? 1) !== 1) return undefined;
      return { do: 'dealDamage', target: t, amount: { powerOf: ctx.pronoun }, by: { ref: ctx.pronoun } };
    }),
    // "If you have the initiative, also give that unit +2/+2 for this phase.": "also" adds to what came before.
    sentence(/also (give .+ for this (?:phase|round|attack))/, (m, ctx) => ctx.effect(m[1]!)),
    // "Exhaust an enemy unit in this arena." (a Pilot's "When played as an upgrade")
    sentence(/(exhaust|ready) (.+ in (?:the same|this) arena(?: as .+)?)/, (m, ctx) => {
      const t = inArena(m[2]!, ctx);
      return t ? { do: m[1]!.toLowerCase() === 'exhaust' ? 'exhaust' : 'ready', target: t } : undefined;
    }),
    // "Give a Shield token to a friendly unit in the same arena as the attacker."
    sentence(/give an? (shield|experience) token to (.+ in (?:the same|this) arena(?: as .+)?)/, (m, ctx) => {
      const t = inArena(m[2]!, ctx);
      return t && !('all' in t) ? { do: 'giveToken', token: m[1]!.toLowerCase() === 'shield' ? 'shield' : 'experience', target: t } : undefined;
    }),
    // "Give an enemy unit in this arena -1/-1 for this phase."
    sentence(new RegExp(`give (.+ in (?:the same|this) arena) ([+-]\\d+\\/[+-]\\d+) ${WHEN}`), (m, ctx) => {
      const t = inArena(m[1]!, ctx);
      const d = duration(m[3]!);
      return t && d ? stats(t, d, m[2]!) : undefined;
    }),
    // "A friendly unit captures an enemy non-leader unit in the same arena.": the friendly unit is chosen first
    // (capture resolves its captor before the captured unit), then a unit in its arena.
    sentence(/a friendly unit captures (.+ in the same arena)/, (m, ctx) => {
      if (ctx.pronoun === CAPTOR) return undefined;
      const t = inArena(m[1]!, ctx, CAPTOR);
      if (!t || !('choose' in t) || t.choose !== 'unit' || (t.count ?? 1) !== 1) return undefined;
      return { do: 'capture', target: t, by: { choose: 'unit', filter: { controller: 'friendly' }, as: CAPTOR } };
    }),
    // "Another friendly unit gets +1/+1 for this phase." / "It gets -4/-4 for this phase."
    sentence(new RegExp(`${NP} gets? ([+-]\\d+\\/[+-]\\d+) ${WHEN}`), (m, ctx) =>
      onTarget(m[1]!, m[3]!, ctx, (t, d) => all([stats(t, d, m[2]!)]) ?? [])),
    // "Each friendly unit gains RAID 2 this phase." (Rallying Cry): "this phase" without "for" means the same (7.7.3A).
    sentence(new RegExp(`${NP} gains? ([A-Za-z]+(?: \\d+)?(?: and [A-Za-z]+(?: \\d+)?)?) this (phase|round)`), (m, ctx) =>
      onTarget(m[1]!, `for this ${m[3]}`, ctx, (t, d) => keywordEffects(t, d, m[2]!) ?? [])),
    // "A friendly unit gains Sentinel for this phase." / "Each friendly Force unit gains Raid 1 and Saboteur for this phase."
    sentence(new RegExp(`${NP} gains? ([A-Za-z]+(?: \\d+)?(?: and [A-Za-z]+(?: \\d+)?)?) ${WHEN}`), (m, ctx) =>
      onTarget(m[1]!, m[3]!, ctx, (t, d) => keywordEffects(t, d, m[2]!) ?? [])),
    // "Each of those units gets +1/+0 and gains Overwhelm for this phase." / "It gets +2/+2 and gains Sentinel ..."
    sentence(new RegExp(`${NP} gets? ([+-]\\d+\\/[+-]\\d+) and gains? ([A-Za-z]+(?: \\d+)?) ${WHEN}`), (m, ctx) =>
      onTarget(m[1]!, m[4]!, ctx, (t, d) => all([stats(t, d, m[2]!), ...(keywordEffects(t, d, m[3]!) ?? [undefined])]) ?? [])),
    // "Give each other friendly unit +1/+1 for this phase." after an earlier choice (otherThanNamed); the plain forms
    // are read by templates/lasting.ts first.
    sentence(new RegExp(`give ${NP} ([+-]\\d+\\/[+-]\\d+) ${WHEN}`), (m, ctx) =>
      onTarget(m[1]!, m[3]!, ctx, (t, d) => all([stats(t, d, m[2]!)]) ?? [])),
    sentence(new RegExp(`give ${NP} ([A-Za-z]+(?: \\d+)?(?: and [A-Za-z]+(?: \\d+)?)?) ${WHEN}`), (m, ctx) =>
      onTarget(m[1]!, m[3]!, ctx, (t, d) => keywordEffects(t, d, m[2]!) ?? [])),
    // "Give a unit +3/+3 and Overwhelm for this phase." / "Give another friendly unit +1/+0 and Saboteur for this phase."
    sentence(new RegExp(`give ${NP} ([+-]\\d+\\/[+-]\\d+) and ([A-Za-z]+(?: \\d+)?) ${WHEN}`), (m, ctx) =>
      onTarget(m[1]!, m[4]!, ctx, (t, d) => all([stats(t, d, m[2]!), ...(keywordEffects(t, d, m[3]!) ?? [undefined])]) ?? [])),
    // "Give this unit and an enemy unit Sentinel for this phase.": each of the two units gains it.
    sentence(new RegExp(`give ${NP} and ${NP} ([A-Za-z]+(?: \\d+)?) ${WHEN}`), (m, ctx) => {
      const a = onTarget(m[1]!, m[4]!, ctx, (t, d) => keywordEffects(t, d, m[3]!) ?? []);
      const b = onTarget(m[2]!, m[4]!, ctx, (t, d) => keywordEffects(t, d, m[3]!) ?? []);
      return a && b ? { do: 'sequence', steps: [a, b] } : undefined;
    }),
    // "For this phase, each friendly unit gains: "On Attack: Create a Credit token."" / "... gains Restore 2 and: "...""
    sentence(new RegExp(`for this (phase|round), ${NP} gains(?: ([A-Za-z]+(?: \\d+)?) and)?: (["“].+["”])`), (m, ctx) => {
      const ability = gained(m[4]!, ctx);
      if (!ability) return undefined;
      return onTarget(m[2]!, `for this ${m[1]}`, ctx, (t, d) => all([
        ...(m[3] ? keywordEffects(t, d, m[3]) ?? [undefined] : []),
        { do: 'gainAbility', target: t, ability, duration: d } as Effect,
      ]) ?? []);
    }),
  ],
};
