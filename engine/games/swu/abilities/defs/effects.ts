// The ability language's zone, token, restriction and cost-modifier constructs (issue 7, part 1): token units,
// discard, return to hand, bottom of deck, hidden zones (search the top N, look at, reveal), "can't ..." restrictions,
// "costs N less/more", lasting effects on any target. Spread into language.ts; implemented in ../effects/.
import { arr, bool, describe, int, obj, oneOfStrings, opt, ref, str, union } from '../../../../core/schema.js';

/** Token units the rules define (3.7.7-3.7.12, 3.7.14), by the catalog's internal names. */
export const TOKEN_UNITS = ['battle-droid', 'clone-trooper', 'tie-fighter', 'xwing', 'spy', 'mandalorian'] as const;

/** Definitions the effects below refer to. */
export const EFFECTS_DEFS = {
  tokenUnit: oneOfStrings([...TOKEN_UNITS], 'A token unit, by its internal name (3.7).'),
  cardFilter: obj({
    type: opt(oneOfStrings(['unit', 'event', 'upgrade'])),
    notType: opt(describe(oneOfStrings(['unit', 'event', 'upgrade']), '"a non-unit card".')),
    types: opt(describe(arr(oneOfStrings(['unit', 'event', 'upgrade'])), '"a unit or upgrade": any of these types.')),
    trait: opt(str()),
    aspect: opt(str()),
    maxCost: opt(int()),
    minCost: opt(int()),
    name: opt(describe(str(), 'The card\'s name ("a card named ...").')),
    unique: opt(bool()),
    anyOf: opt(describe(arr(ref('cardFilter')), '"a Bounty Hunter, Item, or Transport card", "Mandalorian and/or upgrade cards": the card matches at least one of these filters.')),
  }, 'Filters for cards out of play (hand, deck, discard): printed facts only. All given conditions must hold.'),
  upgradeTarget: obj({
    chooseUpgrade: describe(bool(), '"an upgrade": one upgrade in play, chosen by the ability\'s controller.'),
    filter: opt(ref('cardFilter')),
    attachedTo: opt(describe(ref('unitFilter'), 'The unit it is attached to ("an upgrade on a friendly unit").')),
    optional: opt(bool()),
    as: opt(str()),
    hostAs: opt(describe(str(), '"Defeat a Shield token on a friendly unit. If you do, give 2 Experience tokens to that unit.": binds the unit the chosen upgrade is attached to (refs2).')),
  }, 'An upgrade in play (tokens included) as an effect\'s target.'),
  movable: union([ref('target'), ref('upgradeTarget')], 'A unit, or an upgrade, in play; a { ref } may name a card in any zone.'),
  restriction: oneOfStrings(['cantAttack', 'cantAttackBases', 'cantBeAttacked', 'cantBeDefeated', 'cantBeDealtDamage', 'cantReady', 'cantBeHealed'], '"Can\'t ..." (8.3.2): overrides the default rule.'),
  costModifier: obj({
    amount: describe(int(), 'Added to the cost: negative for "costs N less", positive for "costs N more" (6.2.3A).'),
    filter: opt(ref('cardFilter')),
    uses: opt(describe(int({ minimum: 1 }), '"The next card you play ... costs N less": used up after this many cards.')),
  }, 'A change to the cost of cards a player plays.'),
};

/** Effect variants (`do`). */
export const EFFECTS_VARIANTS = {
  createToken: {
    token: ref('tokenUnit'),
    count: opt(ref('amount')),
    player: opt(describe(ref('who'), 'Who creates (and owns, 1.5.2A) the tokens; "you" by default.')),
    as: opt(describe(str(), 'Binds the (first) created token for later steps ("... and give it ...").')),
  },
  createCredits: { count: opt(ref('amount')), player: opt(ref('who')) },
  discardFromHand: {
    player: opt(ref('who')),
    count: opt(ref('amount')),
    random: opt(describe(bool(), 'Discards at random (8.22), through the state\'s seed.')),
    chooser: opt(describe(ref('who'), 'Who picks the cards (1.14.2): by default the player discarding.')),
    filter: opt(ref('cardFilter')),
    as: opt(str()),
  },
  discardFromDeck: { player: opt(ref('who')), count: ref('amount'), as: opt(str()), asAll: opt(describe(str(), 'Binds every card discarded ("... discarded this way", v2/deck.ts).')) },
  returnToHand: { target: ref('movable') },
  putOnBottomOfDeck: { target: ref('movable') },
  searchDeck: {
    player: opt(ref('who')),
    look: describe(int({ minimum: 1 }), 'How many cards from the top are searched (8.26).'),
    filter: opt(ref('cardFilter')),
    take: opt(describe(int({ minimum: 1 }), 'Up to how many matching cards are chosen (default 1).')),
    to: oneOfStrings(['hand', 'discard', 'deckTop'], 'What happens to the chosen cards: "draw it" / "put it into your hand" (hand), discard it, put it on top.'),
    reveal: opt(describe(bool(), '"reveal it": chosen cards are shown to both players.')),
    as: opt(str()),
  },
  moveCards: {
    from: oneOfStrings(['discard', 'hand']),
    player: opt(describe(ref('who'), 'Whose zone; "you" by default.')),
    filter: opt(ref('cardFilter')),
    count: opt(ref('amount')),
    upTo: opt(describe(bool(), '"up to N": the chooser may take fewer (or none).')),
    to: oneOfStrings(['hand', 'discard', 'deckBottom', 'deckTop']),
    chooser: opt(ref('who')),
    defeatedThisPhase: opt(describe(bool(), '"a unit that was defeated this phase": only cards whose unit was defeated this phase (the state\'s thisPhase defeats, by instance id; v2/deck.ts).')),
    each: opt(describe(bool(), '"each unit in your discard pile that ...": every fitting card, without a choice (`count` is then not given).')),
    as: opt(str()),
  },
  lookAtHand: { player: ref('who') },
  lookAtDeck: { player: opt(ref('who')), count: opt(int({ minimum: 1 })), as: opt(describe(str(), 'Binds the top card ("... put it on the bottom of your deck").')) },
  revealHand: { player: ref('who') },
  restrict: { target: ref('target'), restriction: ref('restriction'), duration: ref('duration') },
  modifyCost: {
    player: opt(ref('who')),
    card: opt(describe(str(), 'A bound card (a chosen card in hand...): only that card\'s cost changes, while it stays where it is (8.5.4).')),
    modifier: ref('costModifier'),
    duration: ref('duration'),
  },
};

export const EFFECTS_DESCRIPTIONS: Record<string, string> = {
  createToken: 'Create token units (3.7): they enter play exhausted (1.5.4B) in their arena, owned by their creator.',
  createCredits: 'Create Credit tokens (3.7.13): in the resource zone, not resources; each may be defeated while paying to pay 1 less.',
  discardFromHand: 'Discard cards from a hand (1.14.2): chosen by the discarding player unless said otherwise, or at random.',
  discardFromDeck: 'Discard the top N cards of a deck (1.14.3); an empty deck is ignored (8.6.2).',
  returnToHand: 'Return a unit or upgrade in play to its owner\'s hand (8.24): it leaves play, not defeated; a token is set aside (3.7.3).',
  putOnBottomOfDeck: 'Put a card (in play, in hand or in a discard pile) on the bottom of its owner\'s deck.',
  searchDeck: 'Search the top N cards (8.26): choose matching cards (or none, 8.26.1), the rest go to the bottom in a random order (8.26.2).',
  moveCards: 'Choose cards in a discard pile or hand and move them ("return a unit from your discard pile to your hand", "put a card from your hand on the bottom of your deck").',
  lookAtHand: 'Look at a player\'s hand: the cards are shown to the ability\'s controller.',
  lookAtDeck: 'Look at the top N cards of a deck (default: your deck, 1 card): shown to the ability\'s controller; they stay where they are (4.6.2).',
  revealHand: 'Reveal a player\'s hand to both players.',
  restrict: 'A lasting "can\'t ..." on units, bases or players (7.7.3).',
  modifyCost: 'A lasting cost modifier on a player ("the next card you play this phase costs 2 less", 7.7.4A).',
};

/** What constant abilities and lasting effects can say a unit, base or player can't do (8.3.2). */
export const RESTRICTION_GRANTS = {
  cantAttack: opt(bool()),
  cantAttackBases: opt(bool()),
  cantBeDefeated: opt(bool()),
  cantBeDealtDamage: opt(bool()),
  cantReady: opt(bool()),
  cantBeHealed: opt(bool()),
  costModifier: opt(describe(ref('costModifier'), 'On a player: cards they play cost more or less.')),
};

/** "This unit costs 1 less to play" (from hand) and "<cards> you play cost 1 less" (while in play). */
export const COST_MODIFIER_ABILITY = {
  kind: 'costModifierAbility',
  properties: {
    affects: oneOfStrings(['self', 'you', 'opponent'], '"self": this card while it is played; "you"/"opponent": cards that player plays while this card is in play.'),
    modifier: ref('costModifier'),
    condition: opt(ref('condition')),
  },
  description: 'A constant ability that changes the cost of cards (6.2.3).',
};
