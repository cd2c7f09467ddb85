// Ability language, part "the card an effect plays": "Play a unit from your hand. It costs 3 less and enters play
// ready. At the start of the regroup phase, defeat it." / "Give it Ambush for this phase" / "and give a Shield token
// to it". The played card is bound to a name; what it enters play with is part of the play (7.1.6); the rest of the
// ability that names it resolves before the abilities the play triggered (7.6.8: they never interrupt the ability).
// Spread into playFromHand (language.ts), playRequestData and the played event (state/timing.ts); the engine side is
// ../../v2/played.ts.
import { arr, describe, lit, obj, oneOfStrings, opt, ref, str, type Property, type SchemaNode } from '../../../../core/schema.js';

/** Properties added to the playFromHand effect. */
export const PLAYED_EFFECT_PROPERTIES: Record<string, Property> = {
  zone: opt(describe(lit('discard'), '"Play a Heroism unit from your discard pile": played from the controller\'s discard pile instead of their hand (7.1.6).')),
  as: opt(describe(str(), 'Binds the played card to this name ("it" in the rest of the ability).')),
  entersReady: opt(describe(lit(true), '"It enters play ready" (7.1.6): the unit is put into play ready, not exhausted.')),
  entersWith: opt(describe(arr(ref('keywordGrant'), { minItems: 1 }), '"Give it Ambush for this phase": keywords the unit has for this phase from the moment it enters play, so its own "When Played" keywords (Ambush, 2.4) see them.')),
  then: opt(describe(ref('effect'), 'The rest of the ability that names the played card: resolved once it is put into play, before the abilities the play triggered (7.6.8).')),
};

/** Properties added to a play request (the state's timing). */
export const PLAYED_REQUEST_PROPERTIES: Record<string, Property> = {
  entersReady: opt(describe(lit(true), 'The unit enters play ready (7.1.6).')),
  entersWith: opt(describe(obj({ source: str(), controller: ref('playerId'), keywords: arr(ref('keywordGrant'), { minItems: 1 }) }), 'Keywords the unit gains for this phase as it enters play: a lasting effect of the ability that played it (7.7.3).')),
  after: opt(describe(obj({ effect: ref('effect'), scope: str() }), 'The rest of the ability that played the card, under that ability\'s scope: resolved after the card is put into play and before the play\'s triggered abilities (7.6.8).')),
};

/** Properties added to the played event. */
export const PLAYED_EVENT_ENTERS_PROPERTIES: Record<string, Property> = {
  ready: opt(describe(lit(true), 'The unit enters play ready.')),
  effects: opt(describe(arr(ref('lastingEffectState')), 'Lasting effects on the unit that start as it enters play (their targets: the played card).')),
};

export const PLAYED_NOTES = 'playFromHand may bind the played card (`as`), put a unit into play ready or with keywords for this phase, and resolve the rest of the ability (`then`) before the play\'s triggered abilities (7.1.6, 7.6.8).';

/** Effect variants: "The next unit you play this phase gains Ambush for this phase" (7.7.4A, like "costs 1 less"). */
export const PLAYED_EFFECT_VARIANTS: Record<string, Record<string, SchemaNode | Property>> = {
  allowPlayFromDiscard: {
    card: describe(str(), '"self" (this card) or a bound card ("that card": the card an earlier step discarded).'),
    player: describe(oneOfStrings(['you', 'owner']), 'Who may play it: the ability\'s controller, from their own discard pile ("you may play that card from your discard pile"), or the card\'s owner ("this unit\'s owner may play it from their discard pile").'),
    free: opt(describe(lit(true), '"for free" (8.1.3).')),
    duration: describe(lit('thisPhase'), '"For this phase".'),
  },
  nextPlayGains: {
    filter: opt(describe(ref('cardFilter'), 'Which card: "the next unit".')),
    keywords: arr(ref('keywordGrant'), { minItems: 1 }),
    duration: describe(lit('thisPhase'), 'How long the effect waits for that card ("this phase"); the keywords last for this phase too.'),
  },
};

export const PLAYED_EFFECT_DESCRIPTIONS: Record<string, string> = {
  allowPlayFromDiscard: '"For this phase, you may play that card from your discard pile for free": a lasting effect on the card while it is in that discard pile; the player may play it with the play action (from "discard"), which uses the permission up.',
  nextPlayGains: 'A lasting effect on the controller: the next matching unit they play (as a unit) enters play with these keywords for this phase (so Ambush, 2.4, triggers); used up by that play.',
};

/** Grant properties (a lasting effect on a player). */
export const PLAYED_GRANTS: Record<string, Property> = {
  playFromDiscard: opt(describe(obj({ player: oneOfStrings(['player1', 'player2']), free: opt(lit(true)) }), 'On a card in a discard pile: this player may play it from there (7.1.6), for free if said.')),
  nextPlayGains: opt(describe(obj({ filter: opt(ref('cardFilter')), keywords: arr(ref('keywordGrant'), { minItems: 1 }) }), 'On a player: the next matching unit they play enters play with these keywords for this phase.')),
};

/** Trigger-spec properties (data triggers, defs/triggers.ts). */
export const PLAYED_TRIGGER_PROPERTIES: Record<string, Property> = {
  discardedFrom: opt(describe(oneOfStrings(['hand', 'deck']), 'For discarded: only a card discarded from this zone. Default: either.')),
};

/** Properties added to playFromHand's filter. */
export const PLAYED_FILTER_PROPERTIES: Record<string, Property> = {
  defeatedThisPhase: opt(describe(lit(true), '"a unit that was defeated this phase" (from a discard pile): the card is one the state\'s thisPhase records as defeated.')),
};
