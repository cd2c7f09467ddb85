// Capture and control (wave 4, 8.33 / 8.27): "<captor> captures <units>" for every captor the printed text names
// (this unit, attached unit, "he" on an upgrade, a friendly unit chosen first, each of several units), targets compared
// with the captor ("with less power than it"), units that attacked your base this phase; "have this unit capture ...";
// "If this unit would be captured, ... instead" (7.7.5); captured cards as targets ("rescue a captured card guarded by
// that unit", "discard a captured card guarded by a friendly unit"); "have an opponent take control of this unit";
// "that unit's owner takes control of that unit"; "Exchange control of those units".
import type { Ability, Effect, Target, UnitFilter } from '../../abilities/types.js';
import { count, target, unitFilter } from '../phrases.js';
import type { CompileContext, EffectTemplate, LineTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

/** The name a choice of captor is bound to ("A friendly unit captures ..."). */
const CAPTOR = 'captor';
const EACH = 'eachCaptor';

const selfIsUnit = (ctx: CompileContext) => ctx.host === 'unit' || ctx.host === 'leaderUnit';

/** The captor phrase -> the captor target and the name the target phrase's "it" / "in the same arena" reads. */
function captorOf(np: string, ctx: CompileContext): { by: Target; name: string } | undefined {
  const lower = np.trim().toLowerCase();
  if (lower === 'this unit') return selfIsUnit(ctx) ? { by: { self: true }, name: 'self' } : undefined;
  if (lower === 'attached unit' || ((lower === 'he' || lower === 'she') && ctx.host === 'upgrade')) {
    const named = ctx.named?.['attached unit'];
    return named ? { by: { ref: named }, name: named } : undefined;
  }
  if (lower === 'a friendly unit') {
    if (ctx.pronoun === CAPTOR) return undefined;
    return { by: { choose: 'unit', filter: { controller: 'friendly' }, as: CAPTOR }, name: CAPTOR };
  }
  return undefined;
}

/**
 * The captured units: a unit chosen (one), each unit matching, or "it" (a unit named before). What the target phrase
 * says of the captor ("with less power than it", "in the same arena") reads the captor's name.
 */
function capturedOf(np: string, captor: string, ctx: CompileContext): Target | undefined {
  let text = np.trim();
  const extra: UnitFilter = {};
  let m: RegExpExecArray | null;
  if ((m = /^(.+) with less power than it$/i.exec(text))) {
    extra.lessPowerThan = captor;
    text = m[1]!;
  } else if ((m = /^(.+) with less remaining HP than it$/i.exec(text))) {
    extra.lessRemainingHpThan = captor;
    text = m[1]!;
  }
  if ((m = /^(.+) in the same arena$/i.exec(text))) {
    extra.sameArenaAs = captor;
    text = m[1]!;
  }
  const t = target(text, ctx);
  if (!t || 'base' in t || 'self' in t || 'refs' in t) return undefined;
  if ('ref' in t) return Object.keys(extra).length === 0 && t.ref !== captor ? t : undefined;
  if ('choose' in t && (t.choose !== 'unit' || (t.count ?? 1) !== 1)) return undefined;
  // "it" in the phrase is the captor: a target that names another unit "it" is not this sentence.
  if (JSON.stringify(t).includes('"ref"')) return undefined;
  const filter = { ...t.filter, ...extra };
  return Object.keys(filter).length ? { ...t, filter } : t;
}

// "Attached unit captures an enemy non-leader unit with less power than it." / "A friendly unit captures each enemy
// non-leader unit that attacked your base this phase." / "This unit captures it." / "he captures an exhausted enemy
// non-leader unit" (an upgrade's When Played: "he" is the attached unit). The captor is chosen before the captured unit.
const captures = sentence(/(this unit|attached unit|he|she|a friendly unit|a friendly unit in the same arena) captures (.+)/, (m, ctx) => {
  if (/in the same arena$/i.test(m[1]!)) {
    // "Choose an enemy non-leader unit that attacked your base this phase. A friendly unit in the same arena captures
    // that unit.": the unit named before is chosen first, then a friendly unit in its arena captures it.
    const t = target(m[2]!, ctx);
    if (!ctx.pronoun || !t || !('ref' in t) || t.ref !== ctx.pronoun) return undefined;
    return { do: 'capture', target: t, by: { choose: 'unit', filter: { controller: 'friendly', sameArenaAs: ctx.pronoun } }, targetFirst: true };
  }
  const captor = captorOf(m[1]!, ctx);
  if (!captor) return undefined;
  const t = capturedOf(m[2]!, captor.name, ctx);
  return t ? { do: 'capture', target: t, by: captor.by } : undefined;
});

// "have this unit capture a friendly non-Vehicle, non-leader unit" (after "You may").
const haveCapture = sentence(/have this unit capture (.+)/, (m, ctx) => {
  if (!selfIsUnit(ctx)) return undefined;
  const t = capturedOf(m[1]!, 'self', ctx);
  return t ? { do: 'capture', target: t, by: { self: true } } : undefined;
});

/**
 * "You may choose an enemy non-leader unit. This unit captures it.": the choice is optional, and what follows is one
 * effect on the chosen unit (declining the choice leaves it nothing to do).
 */
const mayChoose: EffectTemplate = (text, ctx) => {
  const m = /^you may (choose an? [^.]+\.\s+.+)$/is.exec(text.trim());
  if (!m) return undefined;
  const effect = ctx.effect(m[1]!);
  if (!effect || effect.do === 'sequence' || !('target' in effect) || !('choose' in effect.target) || !effect.target.as) return undefined;
  return { do: 'may', effect };
};

/**
 * "Choose any number of friendly units. Each of those units captures an enemy non-leader unit in the same arena." /
 * "Each friendly unit captures an enemy non-leader unit in the same arena.": one capture for each of those units, one
 * at a time (v2/capture.ts forEachUnit), each captor capturing a unit in its own arena.
 */
const eachCaptures: EffectTemplate = (text, ctx) => {
  const m = /^(?:choose any number of (.+? units)\.\s+each of those units|each (.+? unit)) captures (an? .+)$/is.exec(text.trim());
  if (!m) return undefined;
  const filter = m[1] ? unitFilter(`all ${m[1]}`) : unitFilter(`each ${m[2]}`);
  if (!filter || filter.other) return undefined;
  const t = capturedOf(m[3]!, EACH, ctx);
  if (!t || !('choose' in t)) return undefined;
  return { do: 'forEachUnit', ...(Object.keys(filter).length ? { filter } : {}), ...(m[1] ? { anyNumber: true } : {}), as: EACH, effect: { do: 'capture', target: t, by: { ref: EACH } } };
};

// "have an opponent take control of this unit" (after "You may"): the unit's controller changes (8.27.1).
const opponentTakesControl = sentence(/have an opponent take control of this unit/, (_m, ctx) =>
  (selfIsUnit(ctx) && ctx.host === 'unit' ? { do: 'takeControl', target: { self: true }, player: 'opponent' } : undefined));

// "that unit's owner takes control of that unit" / "its owner takes control of it" (Maul, after "When this unit leaves
// play,"): the unit named before returns to its owner's control.
const ownerTakesControl = sentence(/(that unit's|its) owner takes control of (that unit|it)/, (m, ctx) => {
  const t = target(m[2]!, ctx);
  return t && 'ref' in t ? { do: 'ownerTakesControl', target: t } : undefined;
});

/**
 * "Choose a friendly non-leader unit and an enemy non-leader unit. Exchange control of those units." (8.27): both are
 * chosen (the friendly one first, as printed), then each comes under the other player's control.
 */
const exchange: EffectTemplate = (text, ctx) => {
  const m = /^choose (an? .+? unit) and (an? .+? unit)\.\s+exchange control of those units$/is.exec(text.trim());
  if (!m) return undefined;
  const a = target(m[1]!, ctx);
  const b = target(m[2]!, ctx);
  const ok = (t: Target | undefined) => !!t && 'choose' in t && t.choose === 'unit' && !t.count && !!t.filter?.nonLeader;
  if (!ok(a) || !ok(b)) return undefined;
  const fa = (a as Extract<Target, { choose: string }>).filter!;
  const fb = (b as Extract<Target, { choose: string }>).filter!;
  // One unit each side: the exchange swaps a friendly unit and an enemy one.
  if (!((fa.controller === 'friendly' && fb.controller === 'enemy') || (fa.controller === 'enemy' && fb.controller === 'friendly'))) return undefined;
  return { do: 'exchangeControl', first: a!, second: b! };
};

/**
 * "Discard a captured card guarded by a friendly unit." / "rescue a captured card guarded by that unit" (after "You
 * may"): a captured card (8.33) chosen among those the unit(s) guard.
 */
const capturedCard = sentence(/(discard|rescue) a captured card guarded by (.+)/, (m, ctx) => {
  const action = m[1]!.toLowerCase() === 'rescue' ? 'rescue' : 'discard';
  const guard = m[2]!.trim();
  const t = target(guard, ctx);
  if (!t) return undefined;
  if ('ref' in t) return { do: 'capturedCard', action, guardRef: t.ref };
  if ('choose' in t && t.choose === 'unit' && (t.count ?? 1) === 1 && /^an? /i.test(guard)) {
    return { do: 'capturedCard', action, ...(t.filter ? { guardFilter: t.filter } : {}) };
  }
  return undefined;
});

/**
 * "If this unit would be captured, defeat him and deal 3 damage to each enemy ground unit instead." (7.7.5): a
 * replacement whose effect is events that need no choice (events.ts resolves it as one batch).
 */
const wouldBeCaptured: LineTemplate = (line, ctx) => {
  const m = /^if this unit would be captured, (.+) instead\.?$/i.exec(line.trim());
  if (!m || ctx.host !== 'unit') return undefined;
  const instead = ctx.effect(m[1]!);
  if (!instead || /"choose/.test(JSON.stringify(instead))) return undefined;
  const ability: Ability = { kind: 'replacement', id: '', text: line.trim(), would: 'captured', instead };
  return [ability];
};

/** "This unit gets +1/+0 for each captured card it's guarding." (Libertine) */
const perCaptured: LineTemplate = (line, ctx) => {
  const m = /^this unit gets \+(\d+)\/\+(\d+) for each captured card it's guarding\.?$/i.exec(line.trim());
  if (!m || !selfIsUnit(ctx)) return undefined;
  const power = Number(m[1]);
  const hp = Number(m[2]);
  if (!power && !hp) return undefined;
  return [{ kind: 'constant', id: '', text: line.trim(), affects: 'self', grant: { ...(power ? { power } : {}), ...(hp ? { hp } : {}), per: { capturedBy: 'self' } } }];
};

type Choice = Extract<Target, { choose: string }>;
const oneUnit = (t: Target | undefined): t is Choice => !!t && 'choose' in t && t.choose === 'unit' && (t.count ?? 1) === 1 && !t.filter?.other;

/**
 * "Choose an enemy unit and a non-leader friendly unit. The enemy unit captures the friendly unit." (Libertine): both
 * are chosen in the printed order; "the enemy unit" / "the friendly unit" name them by their controller.
 */
const chosenCaptures: EffectTemplate = (text, ctx) => {
  const m = /^choose (an? .+? unit) and (an? .+? unit)\.\s+the (enemy|friendly) unit captures the (enemy|friendly) unit$/is.exec(text.trim());
  if (!m) return undefined;
  const a = target(m[1]!, ctx);
  const b = target(m[2]!, ctx);
  if (!oneUnit(a) || !oneUnit(b) || !a.filter?.controller || !b.filter?.controller || a.filter.controller === b.filter.controller) return undefined;
  const byWord = m[3]!.toLowerCase();
  const capturedWord = m[4]!.toLowerCase();
  if (byWord === capturedWord) return undefined;
  const captor = a.filter.controller === byWord ? a : b;
  const captive = captor === a ? b : a;
  if (captive.filter!.controller !== capturedWord) return undefined;
  // The first unit printed is chosen first.
  return { do: 'capture', target: captive, by: captor, ...(captive === a ? { targetFirst: true } : {}) };
};

/**
 * "Deal 3 damage to a unit. If that unit is guarding any captured cards, deal 6 damage instead.": the unit is chosen,
 * then the amount read for it (the damage is dealt once, of one amount).
 */
const dealInsteadIfGuarding: EffectTemplate = (text, ctx) => {
  const m = /^deal (\d+) damage to (an? [^.]+?)\.\s+if that unit is guarding any captured cards, deal (\d+) damage instead$/is.exec(text.trim());
  if (!m) return undefined;
  const t = target(m[2]!, ctx);
  if (!oneUnit(t) || t.as) return undefined;
  const name = 'damaged';
  return { do: 'dealDamage', target: { ...t, as: name }, amount: { when: { boundUnit: name, filter: { guarding: true } }, then: Number(m[3]), otherwise: Number(m[1]) } };
};

/**
 * "Choose a friendly non-leader unit and an enemy non-leader unit. Exchange control of those units. The player who takes
 * control of the lower-cost unit creates Credit tokens equal to the difference between those units' costs." (8.27): once
 * the exchange happened, the player who now controls the cheaper unit (the friendly unit goes to the opponent) creates
 * |cost difference| Credits; none when the costs are equal.
 */
const exchangeCredits: EffectTemplate = (text, ctx) => {
  const m = /^(choose .+?\.\s+exchange control of those units)\.\s+the player who takes control of the lower-cost unit creates credit tokens equal to the difference between those units' costs$/is.exec(text.trim());
  if (!m) return undefined;
  const ex = exchange(m[1]!, ctx);
  if (!ex || ex.do !== 'exchangeControl' || !('choose' in ex.first) || !('choose' in ex.second)) return undefined;
  const first = { ...ex.first, as: 'exchangeFirst' } as Choice;
  const second = { ...ex.second, as: 'exchangeSecond' } as Choice;
  const friendly = first.filter!.controller === 'friendly' ? 'exchangeFirst' : 'exchangeSecond';
  const enemy = friendly === 'exchangeFirst' ? 'exchangeSecond' : 'exchangeFirst';
  const count = { absDifference: [{ costOf: friendly }, { costOf: enemy }] };
  const credits: Effect = { do: 'sequence', steps: [
    // The friendly unit is the cheaper one: the opponent took control of it.
    { do: 'if', condition: { compare: { costOf: friendly }, is: 'fewer', than: { costOf: enemy } }, then: { do: 'createCredits', count, player: 'opponent' } },
    { do: 'if', condition: { compare: { costOf: enemy }, is: 'fewer', than: { costOf: friendly } }, then: { do: 'createCredits', count, player: 'you' } },
  ] };
  return { do: 'ifYouDo', effect: { do: 'exchangeControl', first, second }, then: credits };
};

/**
 * "A friendly unit captures any number of enemy non-leader units with a total of 7 or less remaining HP." / "This unit
 * captures up to 3 enemy non-leader units with a total of 8 or less remaining HP."
 */
const capturesTotal = sentence(/(a friendly unit|this unit) captures (any number of|up to \d+|up to two|up to three) (.+? units) with a total of (\d+) or less remaining HP/, (m, ctx) => {
  const captor = captorOf(m[1]!, ctx);
  const filter = unitFilter(`all ${m[3]}`);
  if (!captor || !filter || filter.other) return undefined;
  const upTo = /^up to (.+)$/i.exec(m[2]!);
  const n = upTo ? count(upTo[1]!) : undefined;
  if (upTo && (n === undefined || n < 2)) return undefined;
  return { do: 'captureUpToTotal', by: captor.by, ...(Object.keys(filter).length ? { filter } : {}), maxRemainingHp: Number(m[4]), ...(n ? { upTo: n } : {}) };
});

/**
 * "On Attack: The defending player may rescue a card they own guarded by this unit. If they do, draw 2 cards." (Cad
 * Bane): the defending player (the opponent, two players) chooses; the ability's controller draws if they did.
 */
const defenderMayRescue: EffectTemplate = (text, ctx) => {
  const m = /^the defending player may rescue a card they own guarded by this unit\.\s+if they do, draw (a card|\d+ cards)$/is.exec(text.trim());
  if (!m || !selfIsUnit(ctx) || ctx.named?.['the defender'] !== 'defender') return undefined;
  const n = /^a card$/i.test(m[1]!) ? 1 : Number.parseInt(m[1]!, 10);
  return {
    do: 'ifYouDo',
    effect: { do: 'capturedCard', action: 'rescue', guardRef: 'self', chooser: 'opponent', optional: true, ownedByChooser: true },
    then: n === 1 ? { do: 'draw', player: 'you' } : { do: 'draw', player: 'you', count: n },
  };
};

/**
 * "Choose a friendly unit. It captures an enemy non-leader unit that costs the same as or less than it. If the friendly
 * unit is a Bounty Hunter, give a Shield token to it." (Relentless Pursuit): the friendly unit is chosen first and
 * named by both later sentences.
 */
const chooseCaptorThen: EffectTemplate = (text, ctx) => {
  const m = /^choose (a friendly unit)\.\s+it captures (an? .+?) that costs the same as or less than it(?:\.\s+if the friendly unit is an? ([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?), give a shield token to it)?$/s.exec(text.trim().replace(/^Choose /, 'choose ').replace(/\.\s+It captures /, '. it captures ').replace(/\.\s+If the friendly/, '. if the friendly').replace(/give a Shield token/, 'give a shield token'));
  if (!m) return undefined;
  const t = target(m[2]!, ctx);
  if (!oneUnit(t)) return undefined;
  const capture: Effect = { do: 'capture', target: { ...t, filter: { ...t.filter, costAtMostOf: CAPTOR } }, by: { choose: 'unit', filter: { controller: 'friendly' }, as: CAPTOR } };
  if (!m[3]) return capture;
  const trait = unitFilter(`a ${m[3]} unit`);
  if (!trait?.trait || Object.keys(trait).length !== 1) return undefined;
  return { do: 'sequence', steps: [capture, { do: 'if', condition: { boundUnit: CAPTOR, filter: trait }, then: { do: 'giveToken', token: 'shield', target: { ref: CAPTOR } } }] };
};

export const capture: TemplateModule = {
  area: 'capture',
  lines: [wouldBeCaptured, perCaptured],
  effects: [capturesTotal, defenderMayRescue, chooseCaptorThen, captures, mayChoose, haveCapture, eachCaptures, opponentTakesControl, ownerTakesControl, exchange, exchangeCredits, capturedCard, chosenCaptures, dealInsteadIfGuarding],
};
