// Ability language v2, part "triggers, history, costs, amounts": triggers on any card as (event, subject filter,
// relation to the source, zone); what happened this phase; costs and "if you do"; amounts as small expressions.
// language.ts spreads each record below where it belongs; the engine side is in ../triggers-v2/.
import { arr, bool, describe, int, lit, obj, oneOfStrings, opt, ref, str, type Property, type SchemaNode, union } from '../../../../core/schema.js';
import { COST_PART_VARIANTS } from './costs.js';
import { PLAYED_TRIGGER_PROPERTIES } from './played.js';

/** Events a data trigger can wait for (the subject is the card the event happens to). */
export const TRIGGER_EVENTS = ['played', 'deployed', 'defeated', 'captured', 'attacks', 'attacked', 'dealtDamage', 'dealsDamage', 'healed', 'exhausted', 'readied', 'attacksAndDefeats', 'usedForce', 'drew', 'attackEnds', 'discarded', 'tookInitiative'] as const;
/** What happened this phase, as the state records it (`thisPhase`). */
export const HISTORY_KINDS = ['played', 'defeated', 'attacked', 'leftPlay'] as const;
const cardType = oneOfStrings(['unit', 'upgrade', 'event', 'card'], 'A card type (a leader unit is a unit); "card" is any.');

/** Extra unitFilter properties. */
export const historyFilterProperties: Record<string, Property> = {
  playedThisPhase: opt(describe(bool(), '"a unit you played this phase": played by the ability\'s controller (the state\'s thisPhase).')),
};

/** Extra action-ability cost properties: "Action [Exhaust, defeat a friendly unit]". */
export const actionCostProperties: Record<string, Property> = {
  parts: opt(describe(arr(ref('costPart'), { minItems: 1 }), 'Cost parts besides resources and [Exhaust]; the ability can be used only if all of it can be paid (6.4.4A).')),
};

/** Extra properties of triggered and action abilities: "Use this ability only once each round" (8.32.3). */
export const abilityLimitProperties: Record<string, Property> = {
  limit: opt(describe(oneOfStrings(['oncePerRound']), '"Use this ability only once each round" (8.32.3): used once ("you may": once chosen), it can\'t be used again this round (the card\'s usedThisRound in the state).')),
};

/** Extra grant properties: "This unit gets +1/+1 for each other friendly space unit". */
export const grantProperties: Record<string, Property> = {
  per: opt(describe(ref('amount'), '"for each": power, hp and a gained keyword\'s number are multiplied by this amount, read for the card with the constant ability, "affected" naming the unit the grant applies to ("for each damage on it"); printed facts and counters only. Constant abilities only.')),
};

/** Definitions added to the language's defs. */
export const triggerDefs: Record<string, SchemaNode> = {
  triggerEvent: oneOfStrings(TRIGGER_EVENTS, 'played/deployed: the card entered play (or an event was played); attacks/attacked: the attacker/the defender of a declared attack; dealtDamage/dealsDamage: the damaged card/the card dealing it; defeated/captured: the unit that left play (last-known information, 8.11); attacksAndDefeats: an attacker whose combat damage defeated the defender ("attacks and defeats a unit": it defeats the defender during the attack), binding `defeated` to the defender; usedForce: a player used the Force (8.37.4), the subject being that player\'s base (only `controller` filters it); drew: a player drew 1 or more cards (one draw instruction), the subject being that player\'s base likewise; attackEnds: the attacker, when its attack ends (6.3.5), in play or not (last-known information); discarded: a card discarded from a hand or deck (1.14), the subject being that card (controller: the player who discarded it); tookInitiative: a player took the initiative (1.15.5), the subject being that player\'s base (only `controller` filters it).'),
  historyKind: oneOfStrings(HISTORY_KINDS, 'What the state records this phase: cards played, units defeated, attacks declared, units that left play (leftPlay: any way, 8.12.1; UNSUPPORTED when the state does not carry that record).'),
  costPart: union([
    obj({ resources: int({ minimum: 1 }) }),
    obj({ exhaust: describe(ref('target'), 'Exhaust a card (a ready one: exhausting an exhausted card does not pay, 1.5.4E).') }),
    obj({ defeat: describe(ref('target'), '"Defeat a friendly unit".') }),
    obj({ damageYourBase: describe(int({ minimum: 1 }), '"Deal N damage to your base".') }),
    obj({ useTheForce: describe(lit(true), '"Use the Force": your Force token leaves play.') }),
    obj({ discard: describe(int({ minimum: 1 }), '"Discard N cards from your hand".') }),
    ...COST_PART_VARIANTS,
  ], 'One part of a cost. Every part must be payable in full or nothing is paid (6.4.4A).'),
};

/** Trigger variants added to triggerSpec. */
export const triggerSpecVariants: SchemaNode[] = [
  obj({
    on: lit('event'),
    event: ref('triggerEvent'),
    relation: opt(describe(oneOfStrings(['self', 'other', 'any', 'attached', 'attachedToSelf']), 'The subject relative to the source: this card, another card, any card, the unit this upgrade is attached to, an upgrade played on this unit ("When you play an upgrade on this unit"). Default: any.')),
    filter: opt(describe(ref('unitFilter'), 'The subject must match (controller is relative to the source\'s controller: "friendly" = yours, "When you play" = played by you).')),
    cardType: opt(describe(cardType, 'For played: the kind of card played. Default: any.')),
    combat: opt(describe(bool(), 'For dealtDamage/dealsDamage: only combat damage (true) or only non-combat damage (false).')),
    toBase: opt(describe(oneOfStrings(['yours', 'enemy', 'any']), 'For dealtDamage/dealsDamage: the damaged card is a base (yours, an opponent\'s, any); for dealtDamage the subject is then that base. Only damage actually dealt (1 or more) counts. For attacks: the defender is that base ("When an enemy unit attacks your base").')),
    phase: opt(describe(oneOfStrings(['action']), 'Only during this phase ("during the action phase").')),
    whileAttacking: opt(describe(lit(true), 'For defeated: the unit was attacking when it was defeated ("is defeated while attacking").')),
    atLeast: opt(describe(int({ minimum: 1 }), 'For dealtDamage/dealsDamage: "N or more damage": the amount dealt is at least N.')),
    smuggled: opt(describe(lit(true), 'For played: only a card played using Smuggle (from its owner\'s resources, 7.5.14).')),
    ...PLAYED_TRIGGER_PROPERTIES,
    zone: opt(describe(oneOfStrings(['inPlay', 'hand', 'discard']), 'Where the source must be for this to trigger. Default: in play (leaders on either side and bases are in play).')),
  }, 'A trigger as data: "When a friendly Rebel unit is defeated", "When you play an Underworld card", "When this unit is dealt damage". Binds `subject` (and `attacker`, `defender`, `by` where the event has them) and the amount.'),
];

/** Condition variants added to condition. */
export const conditionVariants: SchemaNode[] = [
  obj({
    happenedThisPhase: ref('historyKind'),
    filter: opt(describe(ref('unitFilter'), 'controller is relative to the ability: the player who played it, the defeated unit\'s controller, the attacker\'s controller.')),
    cardType: opt(cardType),
    atLeast: opt(int({ minimum: 1 })),
  }, '"If you played a Villainy card this phase", "if a friendly unit was defeated this phase".'),
];

/** Amount variants added to amount. */
export const amountVariants: SchemaNode[] = [
  obj({ countUnits: describe(ref('unitFilter'), '"for each friendly unit": units in play matching.'), times: opt(int({ minimum: 1 })) }),
  obj({ countCards: oneOfStrings(['hand', 'discard', 'resources', 'deck']), player: opt(ref('who')), filter: opt(ref('cardFilter')), times: opt(int({ minimum: 1 })) }, 'Cards in a zone (printed facts only).'),
  obj({ countThisPhase: ref('historyKind'), filter: opt(ref('unitFilter')), cardType: opt(cardType), times: opt(int({ minimum: 1 })) }),
  obj({ costOf: describe(str(), 'A bound card ("self", a ref name): its printed cost.') }),
  obj({ hpOf: describe(str(), 'A bound unit: its HP (last-known if it left play).') }),
  obj({ remainingHpOf: str() }),
  obj({ sum: arr(ref('amount'), { minItems: 1 }) }),
  obj({ x: describe(lit(true), 'X paid: the resources paid for an X cost of this ability.') }),
];

/** Effect variants added to effect (tagged by `do`). */
export const effectVariants: Record<string, Record<string, SchemaNode | Property>> = {
  pay: {
    cost: describe(arr(ref('costPart')), 'Empty only with x: "Pay up to 6" pays X resources and nothing else.'),
    then: describe(ref('effect'), '"If you do": resolves only if every part of the cost was actually paid.'),
    else: opt(ref('effect')),
    optional: opt(describe(bool(), '"You may <cost>. If you do, ...": the player may decline. Default: true.')),
    x: opt(describe(obj({ max: opt(int({ minimum: 0 })) }), 'An X cost: the player chooses how many resources to pay (bound as the amount `x`).')),
  },
  ownerTakesControl: { target: ref('target') },
  recordUse: { ability: describe(str(), 'The id of the limited ability of this card.') },
  ifYouDo: {
    effect: ref('effect'),
    then: describe(ref('effect'), 'Resolves only if what `effect` does actually happened: not replaced, prevented or impossible (1.5.4E).'),
    else: opt(ref('effect')),
  },
};

export const effectDescriptions: Record<string, string> = {
  pay: 'A cost inside an ability ("You may discard a card. If you do, ..."): offered only when it can be paid in full.',
  ifYouDo: '"<do something>. If you do, <then>": `then` is bound to what actually happened.',
  ownerTakesControl: '"Its owner takes control of it" (8.27.1): each target unit goes back to its owner\'s control.',
  recordUse: 'Records that a "once each round" ability of this card was used (8.32.3); placed by the engine where the use counts.',
};
