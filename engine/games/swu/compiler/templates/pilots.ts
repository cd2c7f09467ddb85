// Pilots and upgrades that move (issue 7, wave 4; abilities/defs/pilots.ts): what an effect does to the upgrades on
// one unit. "Defeat any number of upgrades on a unit.", "defeat all non-unique upgrades on a unit", "Exhaust an enemy
// unit and return all upgrades on it that cost 4 or less to their owner's hands", "Return this unit and each upgrade
// on her to their owners' hands." Each reads its whole sentence or nothing.
import type { Ability, CardFilter, Effect } from '../../abilities/types.js';
import { isPilotDeploy } from './leaders.js';
import { target, unitPhrase } from '../phrases.js';
import type { EffectTemplate, HeadTemplate, LineTemplate, TemplateModule } from '../types.js';

const UPGRADES_ON = /^(defeat|return) (any number of|all|each) (non-unique )?(upgrades?) on (.+?)(?: that costs? (\d+) or less)?( to (?:its|their) owners?'s? hands?)?$/i;

/** "defeat all non-unique upgrades on a unit" / "return each upgrade on it to its owner's hand". */
const upgradesOn: EffectTemplate = (text, ctx) => {
  const m = UPGRADES_ON.exec(text.trim().replace(/\.$/, ''));
  if (!m) return undefined;
  const verb = m[1]!.toLowerCase();
  const quantity = m[2]!.toLowerCase();
  // "each upgrade" is singular in print, "all upgrades" / "any number of upgrades" plural.
  if ((quantity === 'each') !== (m[4]!.toLowerCase() === 'upgrade')) return undefined;
  // A return says where to; a defeat says nothing more.
  if ((verb === 'return') !== !!m[7]) return undefined;
  const unit = target(m[5]!, ctx);
  if (!unit || 'base' in unit || 'all' in unit || ('choose' in unit && (unit.choose !== 'unit' || unit.count))) return undefined;
  const filter: CardFilter = {};
  if (m[3]) filter.unique = false;
  if (m[6]) filter.maxCost = Number.parseInt(m[6], 10);
  return {
    do: 'upgradesOn', unit, which: quantity === 'any number of' ? 'anyNumber' : 'all', then: verb === 'defeat' ? 'defeat' : 'returnToHand',
    ...(Object.keys(filter).length ? { filter } : {}),
  };
};

/**
 * "Defeat an Experience token on it." (a unit's own text, "it" being this unit when nothing was chosen before) / "...
 * on this unit": one matching upgrade on this unit.
 */
const defeatOneOnSelf: EffectTemplate = (text, ctx) => {
  const m = /^defeat (?:a|an) (experience token|shield token|upgrade) on (it|this unit|him|her)$/i.exec(text.trim().replace(/\.$/, ''));
  if (!m || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  const unit = ctx.pronoun ? target(m[2]!, ctx) : { self: true as const };
  if (!unit || !('self' in unit || 'ref' in unit)) return undefined;
  const kind = m[1]!.toLowerCase();
  const filter: CardFilter | undefined = kind === 'upgrade' ? undefined : { name: kind.startsWith('experience') ? 'Experience' : 'Shield' };
  return { do: 'upgradesOn', unit, which: 'one', then: 'defeat', ...(filter ? { filter } : {}) };
};

/** "Exhaust a unit and return each upgrade on it to its owner's hand.": the first part's unit is "it". */
const thenUpgradesOnIt: EffectTemplate = (text, ctx) => {
  const m = /^(.+?) and ((?:defeat|return) (?:any number of|all|each) (?:non-unique )?upgrades? on it\b.*)$/i.exec(text.trim().replace(/\.$/, ''));
  if (!m) return undefined;
  const first = ctx.effect(m[1]!);
  if (!first) return undefined;
  const later = ctx.linked(first, m[2]!);
  if (!later || later.do !== 'upgradesOn' || !('ref' in later.unit)) return undefined;
  return { do: 'sequence', steps: [first, later] } satisfies Effect;
};

/** "Return this unit and each upgrade on her to their owners' hands." (a unit's own text): all of them together. */
const returnSelfAndUpgrades: EffectTemplate = (text, ctx) => {
  if (ctx.host !== 'unit' || !/^return this unit and each upgrade on (?:him|her|it) to their owners'? hands$/i.test(text.trim().replace(/\.$/, ''))) return undefined;
  return { do: 'upgradesOn', unit: { self: true }, which: 'all', then: 'returnToHand', withUnit: true };
};

/**
 * "heal all damage from attached unit / this unit": as much damage as is on that unit when the effect resolves. Only
 * a unit that is no choice (this unit, the attached unit, a unit an earlier part chose).
 */
const healAll: EffectTemplate = (text, ctx) => {
  const m = /^heal all damage from (.+)$/i.exec(text.trim().replace(/\.$/, ''));
  const t = m ? target(m[1]!, ctx) : undefined;
  if (!t || !('self' in t || 'ref' in t)) return undefined;
  return { do: 'heal', target: t, amount: { damageOn: 'self' in t ? 'self' : t.ref } };
};

/**
 * An upgrade's "If attached unit is Luke Skywalker, heal all damage from him and give a Shield token to him." (8.23.3):
 * "him"/"her" is the attached unit, the only unit the sentence names.
 */
const ifAttachedIsNamed: EffectTemplate = (text, ctx) => {
  const m = /^if attached unit is ([A-Z][\w'-]*(?: [A-Z][\w'-]*)*), (.+)$/.exec(text.trim().replace(/^If /, 'if ').replace(/\.$/, ''));
  if (!m || ctx.host !== 'upgrade' || ctx.named?.['attached unit'] === undefined) return undefined;
  const body = m[2]!;
  if (!/\b(him|her)\b/i.test(body) || /\b(a|an|another|each|that|the|it)\b[^,.]*?\bunits?\b|\bit\b/i.test(body)) return undefined;
  const then = ctx.effect(body.replace(/\b(him|her)\b/gi, 'attached unit'));
  return then ? { do: 'if', condition: { attachedUnit: {}, name: m[1]! }, then } : undefined;
};

/**
 * "attach an upgrade on a unit to another eligible unit controlled by the same player", "attach an upgrade on this unit
 * to another eligible friendly Vehicle unit", "attach a friendly upgrade on a friendly unit to a different eligible
 * unit" (3.6.14: the upgrade moves; "another"/"a different" than the unit it is on).
 */
const moveUpgrade: EffectTemplate = (text, ctx) => {
  const m = /^attach (?:a|an) (friendly )?upgrade on (this unit|an? .+?) to (?:another|a different) eligible ((?:[\w-]+ )*?)unit( controlled by the same player)?$/i.exec(text.trim().replace(/\.$/, ''));
  if (!m) return undefined;
  const effect: Extract<Effect, { do: 'moveUpgrade' }> = { do: 'moveUpgrade' };
  if (m[1]) effect.friendly = true;
  if (/^this unit$/i.test(m[2]!)) {
    if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
    effect.onSelf = true;
  } else {
    const on = unitPhrase(m[2]!);
    if (!on || on.quantifier !== 'a' || on.noun !== 'unit' || on.filter.other) return undefined;
    if (Object.keys(on.filter).length) effect.on = on.filter;
  }
  if (m[3]) {
    const to = unitPhrase(`a ${m[3]}unit`);
    if (!to || to.noun !== 'unit' || to.filter.other || !Object.keys(to.filter).length) return undefined;
    effect.to = to.filter;
  }
  if (m[4]) effect.sameController = true;
  return effect;
};

/**
 * "When you play an upgrade on a unit" (Dengar): any upgrade you play, a Pilot played as one too (7.5.17C); "that
 * unit" is the unit it attached to (compile.ts namedByHeads).
 */
/**
 * "When played as a unit" on a unit without Piloting (Sidon Ithano): such a card is only ever played as a unit
 * (7.5.17C), so it is its When Played. (With Piloting: templates/trigger-heads.ts.)
 */
const playedAsUnitWithoutPiloting: HeadTemplate = (head, ctx) => {
  if (head.trim().toLowerCase() !== 'when played as a unit' || ctx.host !== 'unit' || ctx.card.keywords.some((k) => k.name === 'Piloting')) return undefined;
  return { kind: 'triggered', when: { on: 'played' }, relevant: 'played' };
};

const playUpgradeOnAUnit: HeadTemplate = (head, ctx) => {
  if (head.trim().replace(/\s+/g, ' ').toLowerCase() !== 'when you play an upgrade on a unit' || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  return { kind: 'triggered', when: { on: 'event', event: 'played', cardType: 'upgrade', filter: { controller: 'friendly' } }, relevant: 'constant' };
};

/** A gained ability is the attached unit's own (3.6.8): no side of the leader card. */
function unsided(ability: Ability): Ability {
  const { side: _side, ...rest } = ability;
  return rest as Ability;
}

/** Sentences of a text, a quoted ability kept whole ("It gains Grit and: "On Attack: ... . ..."" is one). */
function sentencesOutsideQuotes(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of text) {
    current += ch;
    if (ch === '"' || ch === '\u201c' || ch === '\u201d') quoted = !quoted;
    if (ch === '.' && !quoted) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** "It gains Saboteur." -> "Attached unit gains Saboteur."; "If it's a Transport, it also gets +1/+0." -> "If attached unit is a Transport, it gets +1/+0." */
function aboutAttachedUnit(sentence: string): string | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^it (gains|gets)\b(.*)$/is.exec(sentence))) return `Attached unit ${m[1]}${m[2]}`;
  if ((m = /^[Ii]f it's (an? [A-Z][\w-]*), it (?:also )?(gains|gets)\b(.*)$/s.exec(sentence))) return `If attached unit is ${m[1]}, it ${m[2]}${m[3]}`;
  if (/^attached unit /i.test(sentence)) return sentence;
  return undefined;
}

/**
 * A JTL Pilot leader's unit side (its Epic Action can deploy it as an upgrade, 3.4.4A): the lines about "attached unit"
 * are its upgrade side (side "upgrade": they work only while it is attached, stats.ts attachedAbilities). "Attached
 * unit is a leader unit." (3.4.7) grants leaderUnit; "It gains ..." / "If it's a Transport, it also gets ..." are about
 * the attached unit; "When deployed as an upgrade:" triggers on its deploy as an upgrade ("attached unit" bound).
 */
const pilotLeaderLine: LineTemplate = (line, ctx) => {
  if (ctx.host !== 'leaderUnit' || !ctx.card.epicAction || !isPilotDeploy(ctx.card.epicAction)) return undefined;
  const text = line.trim();
  const deployed = /^when deployed as an upgrade:\s*(.+)$/is.exec(text);
  if (deployed) {
    const inner = ctx.ability(`When Played: ${deployed[1]!}`, 'upgrade');
    if (!inner || inner.kind !== 'triggered' || inner.when.on !== 'played') return undefined;
    return [{ ...inner, id: '', text: line, when: { on: 'deployed' }, side: 'upgrade' }];
  }
  const marker = /^attached unit is a leader unit\.\s*(.*)$/is.exec(text);
  if (!marker && !/^attached unit /i.test(text)) return undefined;
  const out: Ability[] = marker ? [{ kind: 'constant', id: '', text: line, side: 'upgrade', affects: 'self', grant: { leaderUnit: true } }] : [];
  for (const sentence of sentencesOutsideQuotes(marker ? marker[1]! : text)) {
    const about = aboutAttachedUnit(sentence);
    const abilities = about ? ctx.abilities(about, 'upgrade') : undefined;
    if (!abilities) return undefined;
    out.push(...abilities.map((a): Ability => ({ ...a, id: '', text: line, side: 'upgrade', ...(a.kind === 'constant' && a.grant.ability ? { grant: { ...a.grant, ability: unsided(a.grant.ability) } } : {}) })));
  }
  return out;
};

/**
 * A Pilot unit's "attach this unit as an upgrade to a friendly Vehicle unit without a Pilot on it" (3.5.6).
 */
const attachSelfAsUpgrade: EffectTemplate = (text, ctx) => {
  const m = /^attach this unit as an upgrade to (an? .+ unit(?: without a Pilot on it)?)$/i.exec(text.trim().replace(/\.$/, ''));
  // Its upgrade modifiers are checked when it attaches (v2/pilots.ts requirePilotModifiers).
  if (!m || ctx.host !== 'unit') return undefined;
  const to = unitPhrase(m[1]!);
  if (!to || to.quantifier !== 'a' || to.noun !== 'unit' || to.filter.other) return undefined;
  return { do: 'attachSelfAsUpgrade', to: to.filter };
};

/** Eject: "Detach a Pilot upgrade, move it to the ground arena as a unit, and exhaust it." */
const eject: EffectTemplate = (text) => {
  if (!/^detach a pilot upgrade, move it to the ground arena as a unit, and exhaust it$/i.test(text.trim().replace(/\.$/, ''))) return undefined;
  return { do: 'sequence', steps: [{ do: 'detachPilot', as: 'ejected' }, { do: 'exhaust', target: { ref: 'ejected' } }] };
};

/**
 * An upgrade's "... a unit in a different arena" (Lando Calrissian's "When deployed as an upgrade: You may give a Shield
 * token to a unit in a different arena"): different from the attached unit's arena. The sentence is read without the
 * arena words; its one unit choice gets the filter.
 */
const inADifferentArena: EffectTemplate = (text, ctx) => {
  const m = /^(.*\b(?:a|an) (?:[\w-]+ )*unit) in a different arena(\b.*)$/i.exec(text.trim().replace(/\.$/, ''));
  if (!m || ctx.host !== 'upgrade' || ctx.named?.['attached unit'] === undefined) return undefined;
  const effect = ctx.effect(`${m[1]!}${m[2]!}`);
  if (!effect || !('target' in effect) || typeof effect.target !== 'object' || !('choose' in effect.target) || effect.target.choose !== 'unit') return undefined;
  if ((effect.target.count ?? 1) !== 1 || effect.target.filter?.otherArenaThan || effect.target.filter?.sameArenaAs) return undefined;
  return { ...effect, target: { ...effect.target, filter: { ...effect.target.filter, otherArenaThan: ctx.named['attached unit']! } } } as Effect;
};

/** Corvus: "attach a friendly Pilot unit or upgrade to this unit" (a unit's own text). */
const attachPilotToSelf: EffectTemplate = (text, ctx) => {
  if (ctx.host !== 'unit' || !/^attach a friendly pilot unit or upgrade to this unit$/i.test(text.trim().replace(/\.$/, ''))) return undefined;
  return { do: 'attachPilotToSelf' };
};

/** Blue Leader: "move this unit to the ground arena" (a unit's own text). */
const moveToArena: EffectTemplate = (text, ctx) => {
  const m = /^move this unit to the (ground|space) arena$/i.exec(text.trim().replace(/\.$/, ''));
  if (!m || ctx.host !== 'unit') return undefined;
  return { do: 'moveToArena', target: { self: true }, arena: m[1]!.toLowerCase() as 'ground' | 'space' };
};

/**
 * Whether the engine can run this "if you do": the part before it must be a single effect whose events say whether it
 * happened (v2/costs.ts runIfYouDo). A play ("Play a card from your hand. If you do, ...") is steps, not events: not.
 */
export function ifYouDoRunnable(effect: Effect): boolean {
  if (effect.do !== 'ifYouDo') return true;
  let first: Effect = effect.effect;
  while (first.do === 'if' && !first.else) first = first.then;
  if (first.do === 'may') first = first.effect;
  return first.do !== 'playFromHand';
}

export const pilots: TemplateModule = { area: 'pilots', lines: [pilotLeaderLine], heads: [playUpgradeOnAUnit, playedAsUnitWithoutPiloting], effects: [moveToArena, attachPilotToSelf, inADifferentArena, eject, attachSelfAsUpgrade, defeatOneOnSelf, upgradesOn, thenUpgradesOnIt, returnSelfAndUpgrades, healAll, ifAttachedIsNamed, moveUpgrade] };
