// Sentences that name again what the trigger found (issue 7, family "refs2"): "When a friendly unit's attack ends:
// If no other units have attacked this phase, you may return it to its owner's hand." ("it": the unit whose attack
// ended, the trigger's subject, which may have left play during the attack: it is returned only from play, 8.24.1),
// and "When this unit deals combat damage to a base: ... deal 3 damage to that base." (the base the trigger names,
// compile.ts binds "that base" to `dealtTo`); "another unit" after "Create an X-Wing token." (other than that token,
// 8.18.2) and in a Pilot's "When played as an upgrade" (other than the attached unit, the card's errata); Krrsantan's
// "Return this unit to your hand" (errata: "to its owner's hand").
import type { Effect } from '../../abilities/types.js';
import { effectNodes } from '../effect-nodes.js';
import { CHOSEN, target } from '../phrases.js';
import type { CompileContext, EffectTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

/**
 * "You may return it to its owner's hand" where "it" is a trigger's subject: only a unit still in play is returned
 * (8.24.1: by default a return moves a card from play), so the choice is offered only then; "If you do" follows it.
 * Registered before the general "you may" readings, which would return the card from any zone it is in.
 */
const returnSubjectFromPlay: EffectTemplate = (text, ctx) => {
  const m = /^(you may )?return it to its owner's hand\.?$/i.exec(text.trim());
  if (!m || ctx.pronoun !== 'subject') return undefined;
  const it = target('it', ctx);
  if (!it || !('ref' in it)) return undefined;
  const ret: Effect = { do: 'returnToHand', target: it };
  return { do: 'if', condition: { unitInPlay: it.ref }, then: m[1] ? { do: 'may', effect: ret } : ret };
};

/**
 * `text` with its one "another unit" read as "a unit", compiled, and that one unit choice made other than the unit
 * bound to `name`; undefined unless the text says "another" once and compiles with exactly one choice of one unit.
 */
function anotherThan(text: string, name: string, ctx: CompileContext): Effect | undefined {
  const m = /^(.*?\b)another unit\b(.*)$/is.exec(text.trim());
  if (!m || /\b(another|other|it|its|that)\b/i.test(`${m[1]}${m[2]}`)) return undefined;
  const effect = ctx.effect(`${m[1]}a unit${m[2]}`);
  const choices = effect ? effectNodes(effect, (o) => o.choose === 'unit') : [];
  if (!effect || choices.length !== 1 || (choices[0]!.count ?? 1) !== 1 || choices[0]!.anyNumber) return undefined;
  const filter = (choices[0]!.filter ?? {}) as Record<string, unknown>;
  if (filter.notRef !== undefined || filter.notRefs !== undefined || filter.other !== undefined) return undefined;
  choices[0]!.filter = { ...filter, notRef: name };
  return effect;
}

/**
 * "Create an X-Wing token. You may give a Shield token to another unit.": "another" separates the first card the
 * ability affects (the token it created) from the next (8.18.2); the token is bound (createToken `as`).
 */
const createThenAnother: EffectTemplate = (text, ctx) => {
  const m = /^(create an? [^.]+? token)\.\s+([^.]+?)\.?$/is.exec(text.trim());
  if (!m || ctx.pronoun !== undefined) return undefined;
  const first = ctx.effect(m[1]!);
  if (!first || first.do !== 'createToken' || first.count !== undefined || first.as !== undefined || first.player !== undefined) return undefined;
  const later = anotherThan(m[2]!, CREATED, ctx);
  return later ? { do: 'sequence', steps: [{ ...first, as: CREATED }, later] } : undefined;
};

/** The name the token "Create an X-Wing token." made is bound to, for "another unit" after it. */
const CREATED = 'createdToken';

/**
 * A Pilot's "When played as an upgrade: You may give an Experience token to another unit." (JTL Wingman Victor Three,
 * errata: "a unit other than the attached unit"): compiled as the upgrade's When Played, where `attachedTo` is bound.
 */
const pilotAnotherUnit: EffectTemplate = (text, ctx) => {
  if (ctx.host !== 'upgrade' || !ctx.card.keywords.some((k) => k.name === 'Piloting') || ctx.named?.['attached unit'] !== 'attachedTo' || ctx.pronoun !== undefined) return undefined;
  if (!/^give (?:an?|\d+) (?:shield|experience) tokens? to another unit\.?$/i.test(text.trim())) return undefined;
  return anotherThan(text, 'attachedTo', ctx);
};

/** LAW Krrsantan's "Return this unit to your hand (from play).", errata "to its owner's hand" (8.24). */
const returnSelfToYourHand = sentence(/return this unit to your hand/, (_m, ctx) => (ctx.host === 'unit' ? { do: 'returnToHand', target: { self: true } } : undefined));

/**
 * "An enemy unit loses all abilities for this phase." (LAW The Tree Remembers): a card that loses all abilities can't
 * gain abilities for the duration either (8.14.2, and the card's ruling), so it reads as templates/noabil.ts' "loses
 * all abilities and can't gain abilities for this phase".
 */
const losesAllAbilities = sentence(/(.+?) loses all abilities (for this (?:phase|round))/, (m, ctx) => ctx.effect(`${m[1]} loses all abilities and can't gain abilities ${m[2]}`));

/**
 * "If it costs 3 or less, defeat it." after a part that chose one unit ("it", bound by Compiler.chain): the printed
 * cost of that unit (rulings: "a card's cost always refers to its printed cost"; a token's is 0, 3.7.2; a leader
 * unit's is printed, 1.8.7), as the unit filter's maxCost/minCost reads it.
 */
const ifItCosts = sentence(/if it costs (\d+) or (less|more), (.+)/, (m, ctx) => {
  if (!ctx.pronoun?.startsWith(CHOSEN)) return undefined;
  const then = ctx.effect(m[3]!);
  const n = Number.parseInt(m[1]!, 10);
  return then ? { do: 'if', condition: { boundUnit: ctx.pronoun, filter: m[2]!.toLowerCase() === 'less' ? { maxCost: n } : { minCost: n } }, then } : undefined;
});

/** The name the card "search ... reveal it, and draw it" drew is bound to, for "If it costs 2 or less, ... play it". */
const DRAWN = 'drawnCard';

/**
 * "You may search the top 8 cards of your deck for a Droid unit, reveal it, and draw it. If it costs 2 or less, you may
 * play it for free." (JTL The Invisible Hand): "it" is the card drawn (the search binds it); its printed cost (ruling)
 * decides, and its owner, who drew it, may play it from hand for free (8.1.3). Nothing drawn: nothing is played.
 */
const searchThenPlayCheap: EffectTemplate = (text, ctx) => {
  const m = /^(.+?, reveal it, and draw it)\.\s+if it costs (\d+) or less, you may play it for free\.?$/is.exec(text.trim());
  if (!m || ctx.pronoun !== undefined) return undefined;
  const search = ctx.effect(m[1]!);
  const inner = search?.do === 'may' ? search.effect : search;
  if (!search || !inner || inner.do !== 'searchDeck' || inner.to !== 'hand' || (inner.take ?? 1) !== 1 || inner.as !== undefined || (inner.player ?? 'you') !== 'you') return undefined;
  inner.as = DRAWN;
  // The search found "a Droid unit": a Pilot among them is played as a unit only (the card's ruling).
  const play: Effect = { do: 'playBoundCard', card: DRAWN, by: 'owner', free: true, optional: true, ...(inner.filter?.type === 'unit' ? { asUnit: true as const } : {}) };
  return { do: 'sequence', steps: [search, { do: 'if', condition: { boundCard: DRAWN, filter: { maxCost: Number.parseInt(m[2]!, 10) } }, then: play }] };
};

/**
 * "Choose a friendly unit. If it has Sentinel, give an Experience token to it. Otherwise, it gains Sentinel for this
 * phase." (SHD General Rieekan): the choice alone (chooseTarget, bound), then one of two effects on it by whether it
 * has the keyword as this resolves (printed or gained: the unit filter's keyword).
 */
const chooseIfHasOtherwise: EffectTemplate = (text, ctx) => {
  const m = /^choose (an? [^.]+?)\.\s+if it has ([A-Za-z]+), ([^.]+?)\.\s+otherwise, ([^.]+?)\.?$/is.exec(text.trim());
  if (!m || ctx.pronoun !== undefined) return undefined;
  const chosen = target(m[1]!, ctx);
  if (!chosen || !('choose' in chosen) || chosen.choose !== 'unit' || (chosen.count ?? 1) !== 1 || chosen.as || chosen.anyNumber || chosen.optional) return undefined;
  const withKeyword = target(`a unit with ${m[2]!}`, ctx);
  const keyword = withKeyword && 'choose' in withKeyword ? withKeyword.filter : undefined;
  if (!keyword || Object.keys(keyword).join() !== 'keyword') return undefined;
  const choice = { do: 'chooseTarget', target: { ...chosen } } as Extract<Effect, { do: 'chooseTarget' }>;
  const then = ctx.linked(choice, m[3]!);
  const name = 'choose' in choice.target ? choice.target.as : undefined;
  // The second part names the same choice (Compiler.linked renames it to the name already given).
  const otherwise = name ? ctx.linked(choice, m[4]!) : undefined;
  if (!then || !otherwise || !name) return undefined;
  const named = (e: Effect) => JSON.stringify(e).includes(`{"ref":"${name}"}`);
  if (!named(then) || !named(otherwise)) return undefined;
  return { do: 'sequence', steps: [choice, { do: 'if', condition: { boundUnit: name, filter: keyword }, then, else: otherwise }] };
};

/**
 * "Ready a unit that was played this phase. If it costs 3 or less, create a Spy token." (SEC Undercover Operation): the
 * text read without the clause must have exactly one choice of one unit, the one the clause follows; the clause narrows
 * it (playedThisPhaseByAny: by any player, unlike "a unit you played this phase").
 */
const thatWasPlayed: EffectTemplate = (text, ctx) => {
  const m = /^(.*?\b)((?:an?|another) [^.,]*?\bunit) that was played this phase\b(.*)$/is.exec(text.trim());
  if (!m || /\bplayed\b/i.test(m[1]! + m[3]!)) return undefined;
  const effect = ctx.effect(`${m[1]}${m[2]}${m[3]}`);
  const choices = effect ? effectNodes(effect, (o) => o.choose === 'unit') : [];
  if (!effect || choices.length !== 1 || (choices[0]!.count ?? 1) !== 1 || choices[0]!.anyNumber) return undefined;
  choices[0]!.filter = { ...(choices[0]!.filter as object | undefined), playedThisPhaseByAny: true };
  return effect;
};

/**
 * "Play a Vehicle unit from your discard pile (paying its cost). Then, deal 1 damage to it." (JTL Salvage): "then"
 * (8.28) orders what templates/played.ts already resolves after the play, once the unit is in play and before the
 * abilities the play triggered (8.28.2): read as the same text without it.
 */
const playThen: EffectTemplate = (text, ctx) => {
  const m = /^((?:you may )?play (?:a|an) [^.]+? from your (?:hand|discard pile))\.\s+then,\s+([^.]+?)\.?$/is.exec(text.trim());
  if (!m) return undefined;
  const effect = ctx.effect(`${m[1]}. ${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1)}.`);
  const play = effect?.do === 'may' ? effect.effect : effect;
  return play?.do === 'playFromHand' && play.as !== undefined && play.then !== undefined ? effect : undefined;
};

/**
 * "You may rescue a captured card. If you don't, give a Shield token to this unit." (SHD L3-37): any captured card
 * (8.33.3), whichever unit guards it, chosen by the controller (v2/capture.ts with no guard given).
 */
const rescueAny = sentence(/rescue a captured card/, () => ({ do: 'capturedCard', action: 'rescue' }));

/** The name the unit a chosen upgrade was on is bound to ("that unit" after "defeat a Shield token on a friendly unit"). */
const HOST = 'upgradeHost';

/**
 * "You may defeat a Shield token on a friendly unit. If you do, give 2 Experience tokens to that unit." (SHD Rose
 * Tico): "that unit" is the unit the chosen token was on (upgradeTarget hostAs binds it as the token is chosen).
 */
const defeatTokenThenThatUnit: EffectTemplate = (text, ctx) => {
  const m = /^((?:you may )?defeat (?:a|an) [^.]+? on (?:a|an) [^.]+?)\.\s+if you do, ([^.]+?)\.?$/is.exec(text.trim());
  if (!m || ctx.pronoun !== undefined || !/\bthat unit\b/i.test(m[2]!)) return undefined;
  const first = ctx.effect(m[1]!);
  const defeat = first?.do === 'may' ? first.effect : first;
  if (!first || defeat?.do !== 'defeatUpgrade' || defeat.upTo !== undefined || !('chooseUpgrade' in defeat.target) || defeat.target.as || defeat.target.hostAs) return undefined;
  // "that unit" compiled as a later part's "it" (a probe choice binds it), then renamed to the host.
  const probe: Effect = { do: 'exhaust', target: { choose: 'unit' } };
  const later = ctx.linked(probe, m[2]!);
  const bound = 'choose' in probe.target ? probe.target.as : undefined;
  if (!later || !bound || !JSON.stringify(later).includes(`{"ref":"${bound}"}`)) return undefined;
  defeat.target.hostAs = HOST;
  return { do: 'ifYouDo', effect: first, then: JSON.parse(JSON.stringify(later).split(`"${bound}"`).join(`"${HOST}"`)) as Effect };
};

/** The name "the unit with the least remaining HP" is bound to, for "If it's a non-Vehicle unit". */
const LEAST = 'leastHp';

/**
 * "Deal 3 damage to the unit with the least remaining HP among other units. (If multiple units are tied, choose one.)
 * If it's a non-Vehicle unit, give an Experience token to this unit." (SEC Darth Nihilus): one unit other than this one
 * whose remaining HP is the least (a tie: the controller chooses among them), bound; "it" may have been defeated by the
 * damage, so its traits are read by last known information then (8.11; boundUnitWas).
 */
const leastHpThenIfWas: EffectTemplate = (text, ctx) => {
  const m = /^deal (\d+) damage to the unit with the least remaining hp among other units\.+\s+if it's an? (non-)?([A-Z][a-z]+) unit, ([^.]+?)\.?$/is.exec(text.trim());
  if (!m || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') || ctx.pronoun !== undefined) return undefined;
  const then = ctx.effect(m[4]!);
  if (!then || /"ref":"chosen/.test(JSON.stringify(then))) return undefined;
  const trait = m[3]!;
  return {
    do: 'sequence',
    steps: [
      { do: 'dealDamage', target: { choose: 'unit', filter: { other: true, leastRemainingHp: true }, as: LEAST }, amount: Number.parseInt(m[1]!, 10) },
      { do: 'if', condition: { boundUnitWas: LEAST, filter: m[2] ? { notTrait: trait } : { trait } }, then },
    ],
  };
};

/**
 * "Play a unit from your discard pile. It costs 6 less. If it's a Force unit, it costs 8 less instead." (SHD Palpatine's
 * Return): templates/played.ts' play with its reduction, and the other reduction for a card of that trait
 * (costReductionIf: the card chosen to be played decides which applies).
 */
const costsLessInstead: EffectTemplate = (text, ctx) => {
  const m = /^((?:you may )?play (?:a|an) [^.]+? from your (?:hand|discard pile)\.\s+it costs (\d+) less)\.\s+if it's an? ([A-Z][a-z]+) unit, it costs (\d+) less instead\.?$/is.exec(text.trim());
  if (!m || ctx.pronoun !== undefined) return undefined;
  const effect = ctx.effect(`${m[1]}.`);
  const play = effect?.do === 'may' ? effect.effect : effect;
  if (!effect || play?.do !== 'playFromHand' || play.costReduction !== Number(m[2]) || play.then || play.as || play.per || play.free || play.costReductionIf) return undefined;
  if (!play.filter?.type || !/^unit$/i.test(play.filter.type)) return undefined;
  play.costReductionIf = { filter: { trait: m[3]! }, costReduction: Number.parseInt(m[4]!, 10) };
  return effect;
};

export const refs2: TemplateModule = {
  area: 'refs2',
  effects: [returnSubjectFromPlay, createThenAnother, pilotAnotherUnit, returnSelfToYourHand, losesAllAbilities, ifItCosts, searchThenPlayCheap, chooseIfHasOtherwise, thatWasPlayed, playThen, rescueAny, defeatTokenThenThatUnit, leastHpThenIfWas, costsLessInstead],
};
