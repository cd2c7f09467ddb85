// Ability language, part "costs": disclose (8.38) as a part of a cost inside an ability ("You may disclose Command
// Heroism. If you do, ..."). Spread into the costPart union of defs/triggers.ts; the engine side is ../../v2/disclose.ts.
import { ACTION_COST_PART_VARIANTS } from './action-costs.js';
import { arr, bool, describe, int, lit, obj, oneOfStrings, opt, ref, str, type Property, type SchemaNode } from '../../../../core/schema.js';

/** The six aspects as printed (an aspect icon, 2.1). */
export const ASPECT_NAMES = ['Vigilance', 'Command', 'Aggression', 'Cunning', 'Villainy', 'Heroism'] as const;

/** Cost-part variants (spread into the `costPart` union). */
export const COST_PART_VARIANTS: SchemaNode[] = [
  obj({
    disclose: describe(arr(oneOfStrings(ASPECT_NAMES), { minItems: 1 }), 'The aspect icons to disclose, one entry per icon ("Vigilance Vigilance Villainy").'),
  }, '"Disclose <aspects>" (8.38.1): reveal any number of cards from your hand; done only if the revealed cards together have at least these icons.'),
  ...ACTION_COST_PART_VARIANTS,
];

/**
 * "ignoring 1 of its Vigilance, Command, Aggression, or Cunning aspect penalties" (8.1.1, 8.10.2): up to `count`
 * missing icons of these aspects add no penalty. Used by the playFromHand effect and by a play request.
 */
export const penaltyIconsNode: SchemaNode = obj({
  count: int({ minimum: 1 }),
  aspects: arr(oneOfStrings(ASPECT_NAMES), { minItems: 1 }),
}, 'Up to `count` aspect penalties (one per missing icon, 8.1.1) for icons of these aspects are ignored (8.10.2).');

/** Properties added to the playFromHand effect. */
export const PLAY_FROM_HAND_PROPERTIES: Record<string, Property> = {
  ignorePenaltyIcons: opt(penaltyIconsNode),
};

/** Effect variants on resources (spread into the `effect` union). Resources are interchangeable (1.7.4). */
export const RESOURCE_EFFECT_VARIANTS: Record<string, Record<string, SchemaNode | Property>> = {
  readyResources: { count: ref('amount'), upTo: opt(bool()), player: opt(describe(ref('who'), 'Whose resources: "you" by default.')), optional: opt(describe(bool(), '"Each opponent may ready a resource": that player may decline.')) },
  exhaustResources: { count: int({ minimum: 1 }), player: oneOfStrings(['you', 'opponent', 'chosen'], '"chosen": "Exhaust a resource" - any player\'s, the controller chooses whose.') },
  resourceTopOfDeck: { ready: opt(describe(bool(), '"... and ready it": the new resource is ready.')) },
  resourceFromHand: { ready: opt(describe(bool(), '"... and ready it": the new resource is ready.')) },
  resourceSelf: { ready: opt(bool()) },
  moveResources: { to: oneOfStrings(['hand', 'discard']), count: int({ minimum: 1 }), upTo: opt(bool()) },
};

export const RESOURCE_EFFECT_DESCRIPTIONS: Record<string, string> = {
  readyResources: '"Ready a resource / 2 resources / up to 12 resources" (1.7.4: resources are interchangeable, so exhausted ones are readied, as many as there are; "up to": the player chooses how many).',
  exhaustResources: '"Exhaust 2 enemy resources": that many ready resources of the player are exhausted (as many as there are).',
  resourceTopOfDeck: '"Put the top card of your deck into play as a resource" / "resource the top card of your deck" (1.7.7: facedown and exhausted; nothing with an empty deck).',
  resourceFromHand: '"Put a card from your hand into play as a resource [and ready it]": the controller chooses a card in their hand; it becomes their resource (1.7.7: exhausted unless `ready`).',
  moveResources: '"Return a friendly resource to its owner\'s hand" (to hand) / "defeat a friendly resource" (to the discard pile): the controller chooses which of their resources (1.7.3: they may look at them) and, when it matters, whether ready or exhausted ones leave (1.7.4).',
  resourceSelf: '"Put this event/unit into play as a resource [and ready it]" / "resource this unit from its owner\'s discard pile": the ability\'s own card moves from a discard pile to the controller\'s resource zone (1.7.7: exhausted unless `ready`).',
};

/** "When Played" (triggerSpec), and "When played using Smuggle", which is a When Played ability too (7.6.13C). */
export const PLAYED_TRIGGER: SchemaNode = obj({
  on: lit('played'),
  using: opt(describe(lit('smuggle'), '"When played using Smuggle": only when the card was played from resources with Smuggle (7.5.14).')),
});

/** Properties added to the "played" event: how the card was played. */
export const PLAYED_EVENT_PROPERTIES: Record<string, Property> = {
  smuggle: opt(describe(bool(), 'Played using Smuggle (7.5.14), not Plot.')),
};

/** "Then, its owner may play it for free": a modified Play a Card action (7.1.6) of one bound card in a hand. */
export const PLAY_BOUND_EFFECT_VARIANTS: Record<string, Record<string, SchemaNode | Property>> = {
  playBoundCard: {
    card: describe(str(), 'A bound card (the unit an earlier step returned to its owner\'s hand).'),
    by: describe(lit('owner'), 'Who plays it: the player in whose hand the card is (its owner).'),
    free: opt(describe(bool(), '"for free" (8.1.3): no resources, every cost modifier bypassed.')),
    optional: opt(describe(bool(), '"may": that player may decline.')),
    asUnit: opt(describe(lit(true), 'A unit card found as "a ... unit" is played as a unit, never with Piloting (JTL The Invisible Hand\'s ruling, 6.2.1A; refs2).')),
  },
};

export const PLAY_BOUND_EFFECT_DESCRIPTIONS: Record<string, string> = {
  playBoundCard: 'A bound card in a hand is played by that hand\'s player (its owner), optionally, for free (7.1.6, 8.1.3); nothing happens when it is no longer in a hand.',
};
