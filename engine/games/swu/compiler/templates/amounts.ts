// Amounts as expressions (issue 7, family "amounts"): what "for each ..." counts, in constants ("This unit gets +1/+0
// for each Trooper unit in your discard pile", "Each enemy non-leader unit gets -1/-0 for each damage on it", "This
// unit gains Raid 1 for each damage on him"), in cost modifiers ("This unit costs 1 less to play for each friendly
// damaged unit") and in effects ("Give an Experience token to this unit for each ground unit you control"). The
// amounts are the language's (v2/amounts.ts); each template reads the whole sentence or nothing.
import type { Ability, Amount, Effect, Grant } from '../../abilities/types.js';
import { keywordGrant, statChange, target } from '../phrases.js';
import { bare } from '../text.js';
import type { CompileContext, EffectTemplate, LineTemplate, TemplateModule } from '../types.js';
import { cardPhrase } from './effects-zones.js';
import { forEachUnits } from './triggers-v2.js';
import { amountPhrase } from './damage.js';
import { ASPECT_NAMES } from '../../abilities/defs/costs.js';

const unitHost = (ctx: CompileContext) => ctx.host === 'unit' || ctx.host === 'leaderUnit';

/**
 * The bound names "it", "him"/"her" and "this unit" stand for where the sentence is printed: "self" (the card with the
 * ability, or for an upgrade's constant the unit it is attached to), "affected" (each unit a constant applies to), or
 * an earlier part's choice. A word with no name here is not read.
 */
interface Names {
  it?: string;
  him?: string;
  thisUnit?: string;
}

/** What "for each <what>" counts. Undefined for anything not read exactly. */
export function forEachAmount(what: string, names: Names): Amount | undefined {
  const w = what.trim();
  let m: RegExpExecArray | null;
  if ((m = /^(damage|upgrade) on (it|him|her|this unit)$/i.exec(w))) {
    const word = m[2]!.toLowerCase();
    const name = word === 'this unit' ? names.thisUnit : word === 'it' ? names.it : names.him;
    if (!name) return undefined;
    return m[1]!.toLowerCase() === 'damage' ? { damageOn: name } : { upgradesOn: name };
  }
  if (/^resource you control$/i.test(w)) return { countCards: 'resources' };
  if (/^card in your hand$/i.test(w)) return { countCards: 'hand' };
  // "for each Trooper unit in your discard pile", "for each Law card in your discard pile" (printed facts, 4.7).
  if ((m = /^(.+) in your discard pile$/i.exec(w))) {
    const phrase = cardPhrase(m[1]!);
    if (!phrase || phrase.plural || Object.keys(phrase.filter).some((k) => !['type', 'trait', 'aspect'].includes(k))) return undefined;
    return Object.keys(phrase.filter).length ? { countCards: 'discard', filter: phrase.filter } : { countCards: 'discard' };
  }
  // "for each different aspect among units you control" / "among friendly units": each aspect once.
  if (/^different aspect among (?:units you control|friendly units)$/i.test(w)) return { differentAspects: { controller: 'friendly' } };
  if (/^different aspect (?:it|he|she) has$/i.test(w)) return names.it ? { aspectsOf: names.it } : undefined;
  if (/^friendly unit with a different name$/i.test(w)) return { differentNames: { controller: 'friendly' } };
  if ((m = /^player with (\d+) or more damage on their base$/i.exec(w))) return { playersWithBaseDamage: Number.parseInt(m[1]!, 10) };
  // "for each Heroism aspect icon among friendly units": each printed icon.
  if ((m = new RegExp(`^(${ASPECT_NAMES.join('|')}) aspect icon among (?:friendly units|units you control)$`, 'i').exec(w))) {
    return { aspectIcons: ASPECT_NAMES.find((a) => a.toLowerCase() === m![1]!.toLowerCase())!, among: { controller: 'friendly' } };
  }
  // "for each other card you played this phase": the card with the ability is left out (8.18).
  if ((m = /^(other )?card you played this phase$/i.exec(w))) return { countThisPhase: 'played', cardType: 'card', filter: { controller: 'friendly', ...(m[1] ? { other: true } : {}) } };
  const units = forEachUnits(w);
  return units ? { countUnits: units } : undefined;
}

/** What a player has ("you control more units than an opponent"): their units in play, resources or cards in hand. */
export function countFor(who: 'you' | 'opponent', what: 'units' | 'resources' | 'hand'): Amount {
  if (what === 'units') return { countUnits: { controller: who === 'you' ? 'friendly' : 'enemy' } };
  return who === 'you' ? { countCards: what } : { countCards: what, player: 'opponent' };
}

/** In an effect: "it" is an earlier part's choice, "him"/"her"/"this unit" the unit with the ability. */
export function effectNames(ctx: CompileContext): Names {
  const self = unitHost(ctx) ? 'self' : undefined;
  return { it: ctx.pronoun, him: self, thisUnit: self };
}

/**
 * Amounts a trigger's bound names give ("equal to ..."): "attached unit's power" (an upgrade's When Played: the unit
 * it was attached to, its power now, which counts the upgrade, LOF_091 ruling), "the defeated unit's cost" (after
 * "attacks and defeats a unit": its printed cost, 8.11 last-known information).
 */
export function namedAmount(text: string, ctx: CompileContext): Amount | undefined {
  const t = text.trim().toLowerCase();
  const attached = ctx.named?.['attached unit'];
  if (t === "attached unit's power") return attached ? { powerOf: attached } : undefined;
  const defeated = ctx.named?.['the defeated unit'];
  if (t === "the defeated unit's cost") return defeated ? { costOf: defeated } : undefined;
  return undefined;
}

/** A "for each" amount a constant or cost modifier can read (no keyword or power: they could depend on the constants being computed). */
function printedOnly(amount: Amount | undefined): Amount | undefined {
  return amount && !/"(keyword|maxPower|minPower)":/.test(JSON.stringify(amount)) ? amount : undefined;
}

/**
 * Constants "for each": "This unit gets +1/+1 for each upgrade on him", "This unit gains Raid 1 for each damage on him",
 * "Each enemy non-leader unit gets -1/-0 for each damage on it" (each unit's own damage), "Attached unit gets +1/+0 for
 * each Trooper unit in your discard pile" (an upgrade: "him" is the attached unit, "your" the upgrade's controller).
 */
const perConstant: LineTemplate = (line, ctx) => {
  const m = /^(this unit|attached unit|each .+? unit) (gets ([+-]\d+\/[+-]\d+)|gains (\S+ \d+)) for each (.+)$/i.exec(bare(line));
  if (!m) return undefined;
  const subject = m[1]!.toLowerCase();
  let affects: Extract<Ability, { kind: 'constant' }>['affects'];
  if (subject === 'this unit') {
    if (!unitHost(ctx)) return undefined;
    affects = 'self';
  } else if (subject === 'attached unit') {
    if (ctx.host !== 'upgrade') return undefined;
    affects = 'self';
  } else {
    // A unit's constant on each matching unit ("it" is each of them).
    const filter = forEachUnits(m[1]!.replace(/^each /i, ''));
    if (!unitHost(ctx) || !filter || filter.keyword || filter.maxPower !== undefined || filter.minPower !== undefined) return undefined;
    affects = { filter };
  }
  const it = affects === 'self' ? 'self' : 'affected';
  const per = printedOnly(forEachAmount(m[5]!, affects === 'self' ? { it, him: it, thisUnit: subject === 'this unit' ? it : undefined } : { it }));
  if (!per) return undefined;
  let grant: Grant;
  if (m[3]) {
    const s = statChange(m[3])!;
    grant = { ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}) };
  } else {
    // "gains Raid 1 for each ...": a keyword with a number (7.5: Raid, Restore).
    const k = keywordGrant(m[4]!);
    if (!k || typeof k.value !== 'number' || !/^(raid|restore)$/i.test(k.name)) return undefined;
    grant = { keyword: k };
  }
  if (!Object.keys(grant).length) return undefined;
  return [{ kind: 'constant', id: '', text: line, affects, grant: { ...grant, per } }];
};

/**
 * 6.2.3: "This unit costs 1 less to play for each friendly damaged unit", "... for each damaged ground unit" (any
 * player's), "... for each unit controlled by the opponent who controls the most units" (two players: the opponent's).
 * Read when the card is played, from its owner's point of view.
 */
const perCost: LineTemplate = (line, ctx) => {
  const m = /^this (unit|event|upgrade|card) costs (\d+) (less|more) to play for each (.+)$/i.exec(bare(line));
  if (!m) return undefined;
  const noun = m[1]!.toLowerCase();
  if (noun === 'card' ? !['unit', 'event', 'upgrade'].includes(ctx.host) : ctx.host !== noun) return undefined;
  const what = m[4]!.replace(/^unit controlled by the opponent who controls the most units$/i, 'enemy unit');
  const per = printedOnly(forEachAmount(what, {}));
  // A card in hand is not in play: nothing about "this unit" or "other" can be read for it.
  if (!per || /"other":|"self"/.test(JSON.stringify(per))) return undefined;
  const n = Number.parseInt(m[2]!, 10);
  return [{ kind: 'costModifier', id: '', text: line, affects: 'self', modifier: { amount: m[3]!.toLowerCase() === 'less' ? -n : n }, per }];
};

/**
 * "Give an Experience token to this unit for each ground unit you control", "Give this unit an Experience token for
 * each ...", "For each other card you played this phase, give an Experience token to this unit": one token per count,
 * the count read when the tokens are given.
 */
const tokensPer: EffectTemplate = (text, ctx) => {
  const t = text.trim().replace(/\.$/, '');
  let m: RegExpExecArray | null;
  let np: string | undefined;
  let what: string | undefined;
  let token: string | undefined;
  if ((m = /^give an? (experience|shield) token to (.+?) for each (.+)$/i.exec(t))) [token, np, what] = [m[1], m[2], m[3]];
  else if ((m = /^give (.+?) an? (experience|shield) token for each (.+)$/i.exec(t))) [np, token, what] = [m[1], m[2], m[3]];
  else if ((m = /^for each ([^,]+), give an? (experience|shield) token to (.+)$/i.exec(t))) [what, token, np] = [m[1], m[2], m[3]];
  if (!np || !what || !token) return undefined;
  const tg = target(np, ctx);
  const count = forEachAmount(what, effectNames(ctx));
  // "for each ..." counts on its own: a count naming the chosen unit would be read after the choice (not printed here).
  if (!tg || !count || ('choose' in tg && (tg.count ?? 1) !== 1) || 'all' in tg) return undefined;
  const effect: Effect = { do: 'giveToken', token: token.toLowerCase() === 'shield' ? 'shield' : 'experience', target: tg, count };
  return effect;
};

/**
 * "Give a unit +1/+0 for this phase for each damage on it" (Power from Pain), "For this phase, give a unit +1/+1 for
 * each different aspect it has", "On Attack: This unit gets +1/+0 for this attack for each damaged unit the defending
 * player controls": the lasting stats times the count, read when the effect is created, after the choice ("the unit
 * gets +1/+0 only for the damage on it when this event is played", JTL_042 ruling).
 */
const statsPer: EffectTemplate = (text, ctx) => {
  const t = text.trim().replace(/\.$/, '');
  // "For each friendly unit with a different name, give each unit you control +1/+1 for this phase." (Unity of Purpose)
  const first = /^for each ([^,]+), (give .+ for this (?:phase|attack))$/is.exec(t);
  const m = first ? [t, first[2]!, first[1]!] : /^(.+?) for each (.+)$/is.exec(t);
  if (!m || /\.\s/.test(m[1]!)) return undefined;
  const lead = /^for this (phase|attack), (give .+)$/i.exec(m[1]!);
  const effect = ctx.effect(lead ? `${lead[2]} for this ${lead[1]}` : m[1]!);
  if (!effect || effect.do !== 'modifyStats' || effect.per !== undefined || (effect.duration !== 'thisPhase' && effect.duration !== 'thisAttack')) return undefined;
  const tg = effect.target;
  if ('base' in tg || 'refs' in tg || ('choose' in tg && (tg.choose !== 'unit' || (tg.count ?? 1) !== 1))) return undefined;
  // Each unit of an "each" target gets the same amount: it may not name "it" (no one unit).
  const name = 'all' in tg ? undefined : 'self' in tg ? 'self' : 'ref' in tg ? tg.ref : tg.as ?? 'statsTarget';
  // "the defending player" (On Attack): the player whose unit or base is attacked, the opponent (two players).
  const what = ctx.named?.['the defender'] ? m[2]!.replace(/^(.*?)unit the defending player controls$/i, '$1enemy unit') : m[2]!;
  const self = unitHost(ctx) ? 'self' : undefined;
  const per = forEachAmount(what, { it: name, him: self, thisUnit: self });
  if (!per) return undefined;
  return { ...effect, target: 'choose' in tg ? { ...tg, as: name! } : tg, per };
};

/**
 * "This unit gets +1/+0 if you control another Jedi unit and +1/+0 if you control a Lightsaber upgrade" (Jedi Vector):
 * a sum of conditional bonuses, each a constant of its own ("if" in a constant is "while": it is read continuously,
 * 7.4), so both apply when both hold.
 */
const conditionalSum: LineTemplate = (line, ctx) => {
  const m = /^this unit gets ([+-]\d+\/[+-]\d+) if (.+?) and ([+-]\d+\/[+-]\d+) if (.+)$/i.exec(bare(line));
  if (!m || !unitHost(ctx)) return undefined;
  const out: Ability[] = [];
  for (const [stats, cond] of [[m[1]!, m[2]!], [m[3]!, m[4]!]] as const) {
    const ability = ctx.ability(`While ${cond}, this unit gets ${stats}.`);
    if (!ability || ability.kind !== 'constant' || !ability.condition) return undefined;
    out.push({ ...ability, id: '', text: line });
  }
  return out;
};

/**
 * "Attack with a unit. For this attack, it gets +1/+0 for each card in your hand." (Aggressive Negotiations): the
 * count is read as the attack is declared ("at the start of the attack (not counting Aggressive Negotiations)",
 * SEC_179 ruling); only counts that need no choice (cards, units).
 */
const attackPer: EffectTemplate = (text, ctx) => {
  const m = /^(attack with .+?\.\s+for this attack, it gets [+-]\d+\/[+-]\d+) for each (.+)$/is.exec(text.trim().replace(/\.$/, ''));
  if (!m) return undefined;
  const effect = ctx.effect(m[1]!);
  const mods = effect?.do === 'attackWith' ? effect.forThisAttack : undefined;
  if (!effect || effect.do !== 'attackWith' || !mods || Object.keys(mods).some((k) => k !== 'power' && k !== 'hp')) return undefined;
  const per = printedOnly(forEachAmount(m[2]!, {}));
  if (!per || /"other":|"self"/.test(JSON.stringify(per))) return undefined;
  return { ...effect, forThisAttack: { ...mods, per } };
};

/** "Play a unit from your hand. It costs 1 less for each Heroism aspect icon among friendly units." (Restore Freedom) */
const playPer: EffectTemplate = (text, ctx) => {
  const m = /^(play .+? from your hand\.\s+it costs \d+ less) for each (.+)$/is.exec(text.trim().replace(/\.$/, ''));
  if (!m) return undefined;
  const effect = ctx.effect(m[1]!);
  const per = forEachAmount(m[2]!, {});
  if (!effect || effect.do !== 'playFromHand' || effect.costReduction === undefined || effect.per !== undefined || !per) return undefined;
  return { ...effect, per };
};

/**
 * "Pay up to 6. For each resource paid this way, give an Experience token to this unit." (Curious Flock): the player
 * chooses X from 0 to 6 (no more than their ready resources) and pays X resources, nothing else (no cost modifier
 * applies, LOF_255 ruling); then one token per resource paid.
 */
const payUpTo: EffectTemplate = (text, ctx) => {
  const m = /^pay up to (\d+)\.\s+for each resource paid this way, (give an? (?:experience|shield) token to .+)$/is.exec(text.trim().replace(/\.$/, ''));
  if (!m) return undefined;
  const give = ctx.effect(m[2]!);
  const max = Number.parseInt(m[1]!, 10);
  if (!give || give.do !== 'giveToken' || give.count !== undefined || !(max > 0)) return undefined;
  return { do: 'pay', cost: [], x: { max }, optional: false, then: { ...give, count: { x: true } } };
};

/** "Draw a card for each friendly unit with 7 or more remaining HP", "For each ..., draw a card": counted as they are drawn. */
const drawPer: EffectTemplate = (text, ctx) => {
  const t = text.trim().replace(/\.$/, '');
  const m = /^draw a card for each (.+)$/i.exec(t) ?? /^for each ([^,]+), draw a card$/i.exec(t);
  const count = m ? forEachAmount(m[1]!, effectNames(ctx)) : undefined;
  return count ? { do: 'draw', player: 'you', count } : undefined;
};

/**
 * "Give a number of Experience tokens to this unit equal to the defeated unit's cost" (Drengir Spawn): the count is an
 * amount phrase (templates/damage.ts amountPhrase).
 */
const tokensEqual: EffectTemplate = (text, ctx) => {
  const m = /^give a number of (experience|shield) tokens to (.+?) equal to (.+)$/i.exec(text.trim().replace(/\.$/, ''));
  if (!m) return undefined;
  const tg = target(m[2]!, ctx);
  const count = amountPhrase(m[3]!, ctx);
  if (!tg || !count || 'all' in tg || ('choose' in tg && (tg.count ?? 1) !== 1)) return undefined;
  return { do: 'giveToken', token: m[1]!.toLowerCase() === 'shield' ? 'shield' : 'experience', target: tg, count };
};

/**
 * "Deal damage to a non-leader unit equal to 1 less than its remaining HP" (No Disintegrations): an amount read from
 * the chosen unit itself, once it is chosen ("its": that unit; never below 0).
 */
const damageFromTarget: EffectTemplate = (text, ctx) => {
  const m = /^deal damage to (.+?) equal to (?:(\d+) less than )?its (power|remaining hp)$/i.exec(text.trim().replace(/\.$/, ''));
  if (!m) return undefined;
  const tg = target(m[1]!, ctx);
  if (!tg || !('choose' in tg) || tg.choose !== 'unit' || (tg.count ?? 1) !== 1) return undefined;
  const name = tg.as ?? 'damageTarget';
  const own: Amount = m[3]!.toLowerCase() === 'power' ? { powerOf: name } : { remainingHpOf: name };
  const less = m[2] ? Number.parseInt(m[2], 10) : 0;
  return { do: 'dealDamage', target: { ...tg, as: name }, amount: less > 0 ? { difference: [own, less] } : own };
};

/**
 * "Give a Shield token or an Experience token to this unit" (Latts Razzi): the player chooses which one token (as
 * "Choose one:", 8.4.4), before what the ability does next ("Then, she deals damage equal to her power ...").
 */
const tokenOrToken: EffectTemplate = (text, ctx) => {
  const m = /^give an? (shield|experience) token or an? (shield|experience) token to (.+)$/i.exec(text.trim().replace(/\.$/, ''));
  if (!m || m[1]!.toLowerCase() === m[2]!.toLowerCase()) return undefined;
  const tg = target(m[3]!, ctx);
  if (!tg || !('self' in tg)) return undefined;
  const option = (word: string) => {
    const token = word.toLowerCase() === 'shield' ? 'shield' : 'experience';
    return { label: `Give ${token === 'shield' ? 'a Shield' : 'an Experience'} token`, effect: { do: 'giveToken', token, target: tg } as Effect };
  };
  return { do: 'chooseOptions', count: 1, options: [option(m[1]!), option(m[2]!)] };
};

export const amounts: TemplateModule = {
  area: 'amounts',
  lines: [perConstant, perCost, conditionalSum],
  effects: [tokensPer, tokenOrToken, statsPer, tokensEqual, damageFromTarget, drawPer, attackPer, playPer, payUpTo],
};
