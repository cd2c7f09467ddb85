// Damage sentences (issue 7, family "damage"): indirect damage (8.35), damage divided as you choose (8.4.5), damage
// to each base, damage "equal to" an amount, a unit dealing damage equal to its power, and damage to each of up to N
// units. Each template reads the whole sentence or nothing.
import type { Amount, Effect, Target } from '../../abilities/types.js';
import { count, target, unitPhrase } from '../phrases.js';
import type { CompileContext, EffectTemplate, LineTemplate, TemplateModule } from '../types.js';
import { bare } from '../text.js';
import { sentence } from './effects-basic.js';
import { namedAmount } from './amounts.js';

const isUnitHost = (ctx: CompileContext) => ctx.host === 'unit' || ctx.host === 'leaderUnit';

/** "the number of friendly space units", "the number of Vehicle units you control" -> a count of units in play. */
function unitCount(np: string): Amount | undefined {
  const phrase = unitPhrase(`all ${np}`);
  if (!phrase || phrase.noun !== 'units' || phrase.filter.other) return undefined;
  return { countUnits: phrase.filter };
}

/** What "equal to ..." reads: counts, this unit's power, the damage on this unit. Undefined for anything else. */
export function amountPhrase(text: string, ctx: CompileContext): Amount | undefined {
  const t = text.trim();
  let m: RegExpExecArray | null;
  if (/^the number of cards in your hand$/i.test(t)) return { countCards: 'hand' };
  if (/^the number of resources you control$/i.test(t)) return { countCards: 'resources' };
  // The cards drawn this phase (the state's history; v2/history.ts).
  if (/^the number of cards you(?:'|’)ve drawn this phase$/i.test(t)) return { drawnThisPhase: 'you' };
  if ((m = /^the number of (.+ units\b.*)$/i.exec(t))) return unitCount(m[1]!);
  // "twice the number of units you control" (Yoda): the count times 2.
  if ((m = /^twice the number of ((?:.+ )?units\b.*)$/i.exec(t))) {
    const counted = unitCount(m[1]!);
    return counted && typeof counted !== 'number' && 'countUnits' in counted ? { ...counted, times: 2 } : undefined;
  }
  if (/^this unit's power$/i.test(t)) return isUnitHost(ctx) ? { powerOf: 'self' } : undefined;
  if (/^the amount of damage on this unit$/i.test(t)) return isUnitHost(ctx) ? { damageOn: 'self' } : undefined;
  // "Defeat a non-leader unit. Deal damage to your base equal to that unit's power.": the unit an earlier part chose
  // (its last-known power once it has left play, 8.11).
  if (/^that unit's power$/i.test(t)) return ctx.pronoun ? { powerOf: ctx.pronoun } : undefined;
  return namedAmount(t, ctx);
}

/** A number, or an amount phrase ("equal to ..."). */
function positive(n: string): number | undefined {
  const v = count(n);
  return v !== undefined && v > 0 ? v : undefined;
}

/** Units only (no bases): the targets damage "divided among" or "each of up to N" can name. */
function unitsAmong(np: string): Extract<Target, { all: 'units' }>['filter'] | undefined {
  const phrase = unitPhrase(`all ${np}`);
  if (!phrase || phrase.noun !== 'units' || phrase.filter.other) return undefined;
  return phrase.filter;
}

// 8.35.1 "Deal 3 indirect damage to a player" / "to each opponent" / "to the defending player".
const INDIRECT_PLAYERS: Record<string, 'chosen' | 'opponent' | 'defending'> = {
  'a player': 'chosen', 'each opponent': 'opponent', 'an opponent': 'opponent', 'the defending player': 'defending',
};

function indirect(amount: Amount, who: string): Effect | undefined {
  const player = INDIRECT_PLAYERS[who.trim().toLowerCase()];
  return player ? { do: 'dealIndirectDamage', player, amount } : undefined;
}

const indirectN = sentence(/deal (\d+) indirect damage to (.+)/, (m) => {
  const n = positive(m[1]!);
  return n ? indirect(n, m[2]!) : undefined;
});

// "Deal indirect damage to a player equal to the number of Vehicle units you control", "Deal indirect damage equal
// to this unit's power to the defending player".
const indirectEqual = sentence(/deal indirect damage (?:to (.+?) equal to (.+)|equal to (.+?) to (.+))/, (m, ctx) => {
  const amount = amountPhrase(m[2] ?? m[3]!, ctx);
  return amount ? indirect(amount, m[1] ?? m[4]!) : undefined;
});

// 8.4.5 "Deal 6 damage divided as you choose among enemy units"; 8.4.5A "... among any number of units".
const divided = sentence(/deal (\d+) damage divided as you choose among (any number of )?(.+)/, (m) => {
  const n = positive(m[1]!);
  const among = unitsAmong(m[3]!);
  return n && among ? { do: 'dealDamageDivided', amount: n, among, ...(m[2] ? { anyNumber: true } : {}) } : undefined;
});

// "Then, it deals damage equal to its power divided as you choose among any number of other units" (the unit an
// earlier part chose deals it; "other" is other than that unit), "This unit deals damage equal to its power divided
// as you choose among ...".
const dealsPowerDivided: EffectTemplate = (text, ctx) => {
  const m = /^(it|this unit) deals damage equal to its power divided as you choose among (any number of )?(other )?(.+)$/i.exec(text.trim());
  if (!m) return undefined;
  const self = /^this unit$/i.test(m[1]!);
  if (self ? !isUnitHost(ctx) : !ctx.pronoun) return undefined;
  const among = unitsAmong(m[4]!);
  if (!among || among.notRef) return undefined;
  const dealer = self ? 'self' : ctx.pronoun!;
  const filter = m[3] ? (self ? { ...among, other: true } : { ...among, notRef: dealer }) : among;
  return {
    do: 'dealDamageDivided', amount: { powerOf: dealer }, among: filter, ...(m[2] ? { anyNumber: true } : {}),
    by: self ? { self: true } : { ref: dealer },
  };
};

// "Deal 1 damage to each of any number of units" (8.4.5A: 0 or more different units).
const eachOfAnyNumber = sentence(/deal (\d+) damage to each of any number of (.+)/, (m) => {
  const n = positive(m[1]!);
  const among = unitsAmong(m[2]!);
  return n && among ? { do: 'dealDamageToAnyNumber', amount: n, among } : undefined;
});

// "deal 2 damage to the defending player's base" (during an attack).
const defendingBase = sentence(/deal (\d+) damage to the defending player's base/, (m) => {
  const n = positive(m[1]!);
  return n ? { do: 'dealDamageToDefendingBase', amount: n } : undefined;
});

// "Deal 2 damage to a random unit or base" (8.22).
const randomUnitOrBase = sentence(/deal (\d+) damage to a random unit or base/, (m) => {
  const n = positive(m[1]!);
  return n ? { do: 'dealDamageToRandom', amount: n } : undefined;
});

// "Deal 1 damage to each base."
const eachBase = sentence(/deal (\d+) damage to each base/, (m) => {
  const n = positive(m[1]!);
  return n ? { do: 'dealDamageToEachBase', amount: n } : undefined;
});

// "Deal damage to a unit equal to the number of cards in your hand", "deal damage equal to this unit's power to a
// ground unit".
const equalTo = sentence(/deal damage (?:to (.+?) equal to (.+)|equal to (.+?) to (.+))/, (m, ctx) => {
  const amount = amountPhrase(m[2] ?? m[3]!, ctx);
  const t = target(m[1] ?? m[4]!, ctx);
  return amount && t ? { do: 'dealDamage', target: t, amount } : undefined;
});

// "deal 2 damage to a ground unit or a base": the unit words filter units only; either base may be chosen.
const unitOrABase = sentence(/deal (\d+) damage to (an? (?:.+? )?unit) or a base/, (m, ctx) => {
  const n = positive(m[1]!);
  const t = target(m[2]!, ctx);
  if (!n || !t || !('choose' in t) || t.choose !== 'unit' || t.filter?.controller || t.filter?.other) return undefined;
  return { do: 'dealDamage', target: t.filter ? { choose: 'unitOrBase', filter: t.filter } : { choose: 'unitOrBase' }, amount: n };
});

// "This unit deals damage equal to his power to an enemy ground unit", "A friendly unit deals damage equal to its
// power to an enemy unit": the unit dealing it is the source of the damage (chosen first when it is a choice).
// "A friendly non-Vehicle unit deals damage equal to its remaining HP to an enemy unit", "A friendly unit deals damage
// to an enemy unit equal to the amount of damage on the friendly unit plus 1".
function dealerAmount(text: string, dealer: string): Amount | undefined {
  const t = text.trim().toLowerCase();
  if (/^(its|his|her) power$/.test(t)) return { powerOf: dealer };
  if (/^(its|his|her) remaining hp$/.test(t)) return { remainingHpOf: dealer };
  const m = /^the amount of damage on (?:it|him|her|the friendly unit)(?: plus (\d+))?$/.exec(t);
  if (m) return m[1] ? { sum: [{ damageOn: dealer }, Number.parseInt(m[1], 10)] } : { damageOn: dealer };
  return undefined;
}

const dealsPower: EffectTemplate = (text, ctx) => {
  const m = /^(.+?) deals damage (?:equal to (.+?) to (.+)|to (.+?) equal to (.+))$/i.exec(text.trim());
  if (!m) return undefined;
  const [amountText, toText] = m[2] ? [m[2], m[3]!] : [m[5]!, m[4]!];
  const to = target(toText, ctx);
  if (!to) return undefined;
  // "she deals damage equal to her power" (Latts Razzi): a unit's text naming itself.
  if (/^(this unit|he|she)$/i.test(m[1]!)) {
    const amount = dealerAmount(amountText, 'self');
    if (!isUnitHost(ctx) || !amount) return undefined;
    return { do: 'dealDamage', target: to, amount, by: { self: true } };
  }
  const phrase = unitPhrase(m[1]!);
  if (!phrase || (phrase.quantifier !== 'a' && phrase.quantifier !== 'another') || phrase.noun !== 'unit') return undefined;
  // "the friendly unit" names the dealer only when the dealer is the one friendly unit of the sentence.
  if (/the friendly unit/i.test(amountText) && phrase.filter.controller !== 'friendly') return undefined;
  const by = target(m[1]!, ctx);
  const name = 'dealer';
  const amount = dealerAmount(amountText, name);
  if (!by || !('choose' in by) || by.choose !== 'unit' || !amount) return undefined;
  return { do: 'dealDamage', target: to, amount, by: { ...by, as: name } };
};

// "Deal 1 damage to each of up to 3 ground units", "... up to 3 different ground units", "... up to 2 units".
const eachOfUpTo = sentence(/deal (\d+) damage to each of up to (\d+) (?:different )?(.+)/, (m, ctx) => {
  const n = positive(m[1]!);
  const t = target(`each of up to ${m[2]} ${m[3]}`, ctx);
  return n && t ? { do: 'dealDamage', target: t, amount: n } : undefined;
});

// "Heal up to 3 damage from a unit or base" (one target, then how much).
// "form": LOF Grogu's printed typo for "from".
const healUpTo = sentence(/heal up to (\d+) damage (?:from|form) (.+)/, (m, ctx) => {
  const n = positive(m[1]!);
  const t = target(m[2]!, ctx);
  if (!n || !t || !('choose' in t) || (t.count ?? 1) !== 1) return undefined;
  return { do: 'healUpTo', target: t, amount: n };
});

// "Heal up to 8 total damage from any number of units".
// "Heal 2 total damage from any number of units" (no "up to": all of it once a unit is chosen, 8.4.5A).
const healTotal = sentence(/heal (up to )?(\d+) total damage from any number of (.+?)( and\/or bases)?/, (m) => {
  const n = positive(m[2]!);
  const among = unitsAmong(m[3]!);
  return n && among ? { do: 'healDivided', amount: n, among, ...(m[4] ? { bases: true } : {}), ...(m[1] ? {} : { all: true }) } : undefined;
});

/**
 * "Heal up to 2 damage from a unit. If you do, deal that much damage to your base.", "Heal up to 2 damage from another
 * unit and deal that much damage to this unit", "Heal up to 8 total damage from ... Deal that much damage to this
 * unit.": "that much" is what the heal healed.
 */
const thatMuch: EffectTemplate = (text, ctx) => {
  const m = /^(heal up to .+?)(\. if you do, |\. | and )deal that much damage to (.+)$/is.exec(text.trim());
  if (!m || /\.\s/.test(m[1]!)) return undefined;
  const heal = ctx.effect(m[1]!);
  const to = target(m[3]!, ctx);
  if (!heal || !to || (heal.do !== 'healUpTo' && heal.do !== 'healDivided')) return undefined;
  const deal: Effect = { do: 'dealDamage', target: to, amount: { healedThisWay: true } };
  return /if you do/i.test(m[2]!) ? { do: 'ifYouDo', effect: heal, then: deal } : { do: 'sequence', steps: [heal, deal] };
};

// "deal 1 damage to this unit and 2 damage to another space unit": "another" is other than this unit, the first
// part's target, so the filter says it exactly (the general "and" split can't know that).
const selfAndAnother = sentence(/deal (\d+) damage to this unit and (\d+) damage to (another .+)/, (m, ctx) => {
  const a = positive(m[1]!);
  const b = positive(m[2]!);
  const other = target(m[3]!, ctx);
  if (!a || !b || !isUnitHost(ctx) || !other || !('choose' in other) || other.choose !== 'unit') return undefined;
  return { do: 'sequence', steps: [{ do: 'dealDamage', target: { self: true }, amount: a }, { do: 'dealDamage', target: other, amount: b }] };
});

/** "Deal 3 indirect damage to a player. Exhaust each unit damaged this way." */
const exhaustDamaged: EffectTemplate = (text, ctx) => {
  const m = /^(.+?)\.\s+exhaust each unit damaged this way$/is.exec(text.trim());
  if (!m || /\.\s/.test(m[1]!)) return undefined;
  const first = ctx.effect(m[1]!);
  return first?.do === 'dealIndirectDamage' ? { do: 'sequence', steps: [first, { do: 'exhaustDamagedThisWay' }] } : undefined;
};

/** "Deal 3 indirect damage to a player. If a base is damaged this way, ready this unit." */
const baseDamagedThisWay: EffectTemplate = (text, ctx) => {
  const m = /^(.+?)\.\s+if a base is damaged this way, (.+)$/is.exec(text.trim());
  if (!m || /\.\s/.test(m[1]!) || /\.\s/.test(m[2]!)) return undefined;
  const first = ctx.effect(m[1]!);
  if (!first || first.do !== 'dealIndirectDamage') return undefined;
  const then = ctx.effect(m[2]!);
  return then ? { do: 'sequence', steps: [first, { do: 'if', condition: { baseDamagedThisWay: true }, then }] } : undefined;
};

/**
 * Constants on indirect damage (8.35): "You assign all indirect damage you deal to opponents.", "Indirect damage you
 * deal to opponents is increased by 1." (a unit's own lines) and an upgrade's "Attached unit gains: "You assign all
 * indirect damage dealt by this unit."".
 */
const indirectConstants: LineTemplate = (line, ctx) => {
  const text = bare(line);
  let m: RegExpExecArray | null;
  if (isUnitHost(ctx)) {
    if (/^you assign all indirect damage you deal to opponents$/i.test(text)) return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { assignIndirect: 'youDeal' } }];
    if ((m = /^indirect damage you deal to opponents is increased by (\d+)$/i.exec(text)) && positive(m[1]!)) {
      return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { indirectBonus: positive(m[1]!)! } }];
    }
  }
  if (ctx.host === 'upgrade' && /^attached unit gains: ["\u201c]you assign all indirect damage dealt by this unit\.?["\u201d]$/i.test(text)) {
    return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { assignIndirect: 'thisUnitDeals' } }];
  }
  return undefined;
};

export const damage: TemplateModule = {
  area: 'damage',
  lines: [indirectConstants],
  effects: [indirectN, indirectEqual, divided, eachBase, equalTo, dealsPower, eachOfUpTo, unitOrABase, healUpTo, healTotal, thatMuch, selfAndAnother, baseDamagedThisWay, dealsPowerDivided, eachOfAnyNumber, defendingBase, randomUnitOrBase, exhaustDamaged],
};
