// The card an effect plays (7.1.6 modified Play a Card), named by the rest of the ability: "Play a unit from your hand.
// It costs 3 less and enters play ready. At the start of the regroup phase, defeat it." (Sneak Attack), "Play a unit
// from your hand. Give it Ambush for this phase." (Timely Intervention), "Play a Force unit from your hand and give a
// Shield token to it." (Soresu Stance). The played unit is bound to a name (playFromHand `as`); "it costs N less" and
// "enters play ready" modify the play; "give it <keyword> for this phase" is there as it enters play (so Ambush, a
// When Played keyword, 2.4, sees it); every later part must name it and resolves, once it is in play, before the
// abilities the play triggered (7.6.8). Engine side: v2/played.ts.
import type { Effect, TriggerSpec } from '../../abilities/types.js';
import { effectNodes } from '../effect-nodes.js';
import { splitSentences } from '../text.js';
import type { CompileContext, EffectTemplate, HeadResult, HeadTemplate, TemplateModule } from '../types.js';
import { cardPhrase } from './effects-zones.js';

type PlayFromHand = Extract<Effect, { do: 'playFromHand' }>;
type Filter = NonNullable<PlayFromHand['filter']>;

/** "play a Force unit from your hand", "you may play a unit that costs 4 or less from your hand": one unit, by type, aspect, trait, cost. */
function playUnit(text: string, ctx: CompileContext): Effect | undefined {
  const m = /^(you may )?play (?:a|an) (.+?) from your (hand|discard pile)$/i.exec(text.trim());
  if (m) {
    // "a unit that was defeated this phase" (from the discard pile): the history of this phase says which.
    const defeated = /^(.+?) that was defeated this phase$/i.exec(m[2]!);
    if (defeated && !/discard/i.test(m[3]!)) return undefined;
    const phrase = cardPhrase(defeated ? defeated[1]! : m[2]!);
    if (!phrase || phrase.plural || phrase.filter.type !== 'unit') return undefined;
    const keys = Object.keys(phrase.filter);
    if (keys.some((k) => !['type', 'aspect', 'trait', 'maxCost'].includes(k))) return undefined;
    const filter: Filter = { ...(phrase.filter as Filter), ...(defeated ? { defeatedThisPhase: true as const } : {}) };
    const play: PlayFromHand = { do: 'playFromHand', filter, ...(/discard/i.test(m[3]!) ? { zone: 'discard' as const } : {}) };
    return m[1] ? { do: 'may', effect: play } : play;
  }
  // A conditional or otherwise worded play ("If an opponent attacked your base ..., play a unit from your hand").
  return /from your hand$/i.test(text.trim()) ? ctx.effect(text) : undefined;
}

/** The one play of a unit in `effect`, not yet bound or extended. */
function onePlay(effect: Effect): PlayFromHand | undefined {
  const plays = effectNodes<PlayFromHand>(effect, (o) => o.do === 'playFromHand');
  const [play] = plays;
  if (plays.length !== 1 || play!.as || play!.then || play!.entersWith || play!.entersReady) return undefined;
  return play!.filter?.type && /^unit$/i.test(play!.filter.type) ? play : undefined;
}

/** A later part, compiled with "it" naming the played unit; undefined unless it compiles and names it. */
function namingIt(text: string, ctx: CompileContext, name: string): Effect | undefined {
  const probe: Effect = { do: 'exhaust', target: { choose: 'unit' } };
  const later = ctx.linked(probe, text);
  const bound = 'target' in probe && 'choose' in probe.target ? probe.target.as : undefined;
  if (!later || !bound || !JSON.stringify(later).includes(`"${bound}"`)) return undefined;
  return JSON.parse(JSON.stringify(later).split(`"${bound}"`).join(`"${name}"`)) as Effect;
}

const PLAYED = 'playedCard';

const playedThen: EffectTemplate = (text, ctx) => {
  const m = /^(.+? from your (?:hand|discard pile))(?:\.\s+|\s+(?=give it\b)|\s+and\s+(?=give\b))(.+)$/is.exec(text.trim());
  if (!m || /\bplay\b.*\bplay\b/i.test(m[1]!)) return undefined;
  const first = playUnit(m[1]!, ctx);
  const play = first && onePlay(first);
  if (!first || !play) return undefined;
  const steps: Effect[] = [];
  for (const sentence of splitSentences(m[2]!).map((s) => s.trim().replace(/\.$/, ''))) {
    const mods = /^it (?:costs (\d+) less( and enters play ready)?|enters play ready)$/i.exec(sentence);
    if (mods) {
      if (steps.length > 0 || play.entersReady || (mods[1] && play.costReduction !== undefined)) return undefined;
      if (mods[1]) play.costReduction = Number(mods[1]);
      if (mods[2] || !mods[1]) play.entersReady = true;
      continue;
    }
    // A part that does not name it ("Each opponent may ready a unit", SOR Admiral Ozzel) still resolves after the
    // play and before its triggered abilities (7.6.8); one with a pronoun must name the played unit.
    const later = namingIt(sentence, ctx, PLAYED) ?? (/\b(it|its|they|them|their|that unit|that card)\b/i.test(sentence) ? undefined : ctx.effect(sentence));
    if (!later) return undefined;
    // "Give it Ambush for this phase": a keyword it has from the moment it enters play.
    if (later.do === 'gainKeyword' && later.duration === 'thisPhase' && 'ref' in later.target && later.target.ref === PLAYED && steps.length === 0) {
      play.entersWith = [...(play.entersWith ?? []), later.keyword];
      continue;
    }
    steps.push(later);
  }
  // Parts that don't name it (SOR Admiral Ozzel) resolve even when nothing can be played (interpreter), so they are
  // taken only when none names it and the play is not optional ("you may play": declining would skip them).
  const naming = steps.filter((step) => JSON.stringify(step).includes(`"${PLAYED}"`)).length;
  if (naming > 0 && naming < steps.length) return undefined;
  if (steps.length > 0 && naming === 0 && first !== play) return undefined;
  if (steps.length > 0 && naming === 0) {
    play.then = steps.length === 1 ? steps[0]! : { do: 'sequence', steps };
  } else if (steps.length > 0) {
    play.as = PLAYED;
    play.then = steps.length === 1 ? steps[0]! : { do: 'sequence', steps };
  }
  return first;
};

/**
 * "At the start of the next action phase, defeat a resource you control." (SOR Han Solo): a delayed effect (7.7.4)
 * waiting for the next round's action phase to start (5.5.2); created during an action phase, so "next" is the coming one.
 */
const atStartOfNextAction: EffectTemplate = (text, ctx) => {
  const m = /^at the start of the next action phase, (.+?)\.?$/is.exec(text.trim());
  if (!m || /\.\s/.test(m[1]!)) return undefined;
  const effect = ctx.effect(m[1]!);
  return effect ? { do: 'delay', when: { event: 'actionPhaseStarted' }, effect, text: text.trim().replace(/\.$/, '') } : undefined;
};

/** "Defeat a resource you control": the same as "defeat a friendly resource" (the controller chooses one of theirs). */
const defeatYourResource: EffectTemplate = (text, ctx) => (/^defeat a resource you control$/i.test(text.trim()) ? ctx.effect('defeat a friendly resource') : undefined);

/**
 * "Put a card from your hand into play as a resource and ready it" / "Put the top card of your deck into play as a
 * resource and ready it" (SOR Han Solo): the new resource enters exhausted and is readied (1.7.7); resources being
 * interchangeable (1.7.4), it is one more ready resource.
 */
const resourceAndReady: EffectTemplate = (text) => {
  const m = /^put (a card from your hand|the top card of your deck) into play as a resource( and ready it)?$/i.exec(text.trim());
  if (!m) return undefined;
  const ready = m[2] ? { ready: true } : {};
  if (/hand/i.test(m[1]!)) return { do: 'resourceFromHand', ...ready };
  return m[2] ? { do: 'resourceTopOfDeck', ready: true } : undefined;
};

/**
 * "The next unit you play this phase gains Ambush for this phase" (LOF Deceptive Shade, SEC Diplomatic Envoy): a lasting
 * effect on the player (7.7.4A, like "the next unit you play this phase costs 1 less"); that unit enters play with the
 * keyword, so Ambush (2.4) triggers. Only "a unit" (a card type or trait would need the same care as cost modifiers).
 */
const nextUnitGains: EffectTemplate = (text, ctx) => {
  const m = /^the next unit you play this phase gains (.+?) for this phase$/i.exec(text.trim());
  if (!m) return undefined;
  const gain = ctx.effect(`give a unit ${m[1]!} for this phase`);
  if (!gain || gain.do !== 'gainKeyword' || gain.duration !== 'thisPhase') return undefined;
  return { do: 'nextPlayGains', filter: { type: 'unit' }, keywords: [gain.keyword], duration: 'thisPhase' };
};

type DataSpec = Extract<TriggerSpec, { on: 'event' }>;
const data = (when: DataSpec): HeadResult => ({ kind: 'triggered', when, relevant: 'constant' });

/**
 * Trigger heads as data (v2/watchers.ts): "When you play another unique unit", "When an upgraded enemy unit is defeated"
 * (last-known information: its upgrades as it left play, 8.11), "When a player discards a card from their hand", "When
 * this event is discarded from your hand or deck" (it watches from the discard pile it went to), "When you take the
 * initiative" (1.15.5).
 */
const playedHeads: HeadTemplate = (head, ctx) => {
  const h = head.trim().replace(/\s+/g, ' ').toLowerCase();
  const unitHost = ctx.host === 'unit' || ctx.host === 'leaderUnit';
  if (h === 'when you play another unique unit') return unitHost ? data({ on: 'event', event: 'played', relation: 'other', cardType: 'unit', filter: { controller: 'friendly', unique: true } }) : undefined;
  if (h === 'when an upgraded enemy unit is defeated') return ctx.host === 'event' ? undefined : data({ on: 'event', event: 'defeated', filter: { controller: 'enemy', upgraded: true } });
  if (h === 'when a player discards a card from their hand') return ctx.host === 'event' ? undefined : data({ on: 'event', event: 'discarded', discardedFrom: 'hand' });
  if (h === 'when this event is discarded from your hand or deck') return ctx.host === 'event' ? data({ on: 'event', event: 'discarded', relation: 'self', zone: 'discard' }) : undefined;
  if (h === 'when you take the initiative') return ctx.host === 'event' ? undefined : data({ on: 'event', event: 'tookInitiative', filter: { controller: 'friendly' } });
  return undefined;
};

/**
 * "Search the top 10 cards of your deck for a unit that costs 2 or less and discard it. For this phase, you may play
 * that card from your discard pile for free." (SHD Cobb Vanth): the discarded card is bound and may be played from the
 * controller's discard pile this phase (a lasting permission on it, used by the play action from "discard").
 */
const discardThenAllow: EffectTemplate = (text, ctx) => {
  const m = /^(.+? and discard it)\.\s+for this phase, you may play that card from your discard pile( for free)?$/is.exec(text.trim());
  if (!m) return undefined;
  const search = ctx.effect(m[1]!);
  if (!search || search.do !== 'searchDeck' || search.to !== 'discard' || (search.take ?? 1) !== 1 || search.as || (search.player && search.player !== 'you')) return undefined;
  return { do: 'sequence', steps: [{ ...search, as: 'discardedCard' }, { do: 'allowPlayFromDiscard', card: 'discardedCard', player: 'you', ...(m[2] ? { free: true } : {}), duration: 'thisPhase' }] };
};

/** "For this phase, this unit's owner may play it from their discard pile for free." (SHD Second Chance's gained ability.) */
const ownerMayPlaySelf: EffectTemplate = (text, ctx) => {
  const m = /^for this phase, this unit's owner may play it from their discard pile( for free)?$/i.exec(text.trim());
  if (!m || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') || ctx.pronoun) return undefined;
  return { do: 'allowPlayFromDiscard', card: 'self', player: 'owner', ...(m[1] ? { free: true } : {}), duration: 'thisPhase' };
};

/**
 * "Each of the next 3 Republic cards you play this phase costs 1 less" (TWI Tranquility): the cost modifier of "the next
 * Republic card you play this phase costs 1 less" (templates/restrictions.ts), used by that many cards.
 */
const eachOfNext: EffectTemplate = (text, ctx) => {
  const m = /^each of the next (\d+) (.+?) cards you play this phase costs? (\d+) (less|more)$/i.exec(text.trim());
  if (!m || Number(m[1]) < 2) return undefined;
  const one = ctx.effect(`the next ${m[2]!} card you play this phase costs ${m[3]!} ${m[4]!}`);
  if (!one || one.do !== 'modifyCost' || one.modifier.uses !== 1) return undefined;
  return { ...one, modifier: { ...one.modifier, uses: Number(m[1]) } };
};

export const played: TemplateModule = {
  heads: [playedHeads], area: 'played', effects: [playedThen, eachOfNext, discardThenAllow, ownerMayPlaySelf, atStartOfNextAction, defeatYourResource, resourceAndReady, nextUnitGains] };
