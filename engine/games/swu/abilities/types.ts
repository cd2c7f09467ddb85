// Generated from engine/games/swu/abilities/language.ts by `npm run language:print`: do not edit by hand.
// Star Wars: Unlimited ability language: A card's abilities: an array of abilities the engine interprets. Absent means "not defined yet" (UNSUPPORTED when the text matters).
export type Abilities = Ability[];

/** Relative to the player who controls the ability ("you"). */
export type Who = "you" | "opponent";

/** How long a lasting effect lasts (7.7.3). */
export type Duration = "thisAttack" | "thisPhase" | "thisRound" | "whileSourceInPlay" | "untilNextTurn";

export type AbilitySide = "leader" | "unit" | "upgrade";

/** played/deployed: the card entered play (or an event was played); attacks/attacked: the attacker/the defender of a declared attack; dealtDamage/dealsDamage: the damaged card/the card dealing it; defeated/captured: the unit that left play (last-known information, 8.11); attacksAndDefeats: an attacker whose combat damage defeated the defender ("attacks and defeats a unit": it defeats the defender during the attack), binding `defeated` to the defender; usedForce: a player used the Force (8.37.4), the subject being that player's base (only `controller` filters it); drew: a player drew 1 or more cards (one draw instruction), the subject being that player's base likewise; attackEnds: the attacker, when its attack ends (6.3.5), in play or not (last-known information); discarded: a card discarded from a hand or deck (1.14), the subject being that card (controller: the player who discarded it); tookInitiative: a player took the initiative (1.15.5), the subject being that player's base (only `controller` filters it). */
export type TriggerEvent = "played" | "deployed" | "defeated" | "captured" | "attacks" | "attacked" | "dealtDamage" | "dealsDamage" | "healed" | "exhausted" | "readied" | "attacksAndDefeats" | "usedForce" | "drew" | "attackEnds" | "discarded" | "tookInitiative";

/** What the state records this phase: cards played, units defeated, attacks declared, units that left play (leftPlay: any way, 8.12.1; UNSUPPORTED when the state does not carry that record). */
export type HistoryKind = "played" | "defeated" | "attacked" | "leftPlay";

/** One part of a cost. Every part must be payable in full or nothing is paid (6.4.4A). */
export type CostPart =
  | {
    resources: number;
  }
  | {
    /** Exhaust a card (a ready one: exhausting an exhausted card does not pay, 1.5.4E). */
    exhaust: Target;
  }
  | {
    /** "Defeat a friendly unit". */
    defeat: Target;
  }
  | {
    /** "Deal N damage to your base". */
    damageYourBase: number;
  }
  | {
    /** "Use the Force": your Force token leaves play. */
    useTheForce: true;
  }
  | {
    /** "Discard N cards from your hand". */
    discard: number;
  }
  | {
    /** The aspect icons to disclose, one entry per icon ("Vigilance Vigilance Villainy"). */
    disclose: ("Vigilance" | "Command" | "Aggression" | "Cunning" | "Villainy" | "Heroism")[];
  }
  | {
    returnSelfToHand: true;
  }
  | {
    /** How much damage. */
    dealDamage: number;
    /** The unit dealt it ("a friendly unit"): chosen while paying; payable only if some such unit can be dealt damage. */
    to: Target;
  }
  | {
    /** The upgrade's name. */
    defeatUpgradeOnSelf: string;
  }
  | {
    /** How many cards, from the top (1.14.3). */
    discardFromDeck: number;
  };

/** A token unit, by its internal name (3.7). */
export type TokenUnit = "battle-droid" | "clone-trooper" | "tie-fighter" | "xwing" | "spy" | "mandalorian";

/** Filters for cards out of play (hand, deck, discard): printed facts only. All given conditions must hold. */
export type CardFilter = {
  type?: "unit" | "event" | "upgrade";
  /** "a non-unit card". */
  notType?: "unit" | "event" | "upgrade";
  /** "a unit or upgrade": any of these types. */
  types?: ("unit" | "event" | "upgrade")[];
  trait?: string;
  aspect?: string;
  maxCost?: number;
  minCost?: number;
  /** The card's name ("a card named ..."). */
  name?: string;
  unique?: boolean;
  /** "a Bounty Hunter, Item, or Transport card", "Mandalorian and/or upgrade cards": the card matches at least one of these filters. */
  anyOf?: CardFilter[];
};

/** An upgrade in play (tokens included) as an effect's target. */
export type UpgradeTarget = {
  /** "an upgrade": one upgrade in play, chosen by the ability's controller. */
  chooseUpgrade: boolean;
  filter?: CardFilter;
  /** The unit it is attached to ("an upgrade on a friendly unit"). */
  attachedTo?: UnitFilter;
  optional?: boolean;
  as?: string;
  /** "Defeat a Shield token on a friendly unit. If you do, give 2 Experience tokens to that unit.": binds the unit the chosen upgrade is attached to (refs2). */
  hostAs?: string;
};

/** A unit, or an upgrade, in play; a { ref } may name a card in any zone. */
export type Movable = Target | UpgradeTarget;

/** "Can't ..." (8.3.2): overrides the default rule. */
export type Restriction = "cantAttack" | "cantAttackBases" | "cantBeAttacked" | "cantBeDefeated" | "cantBeDealtDamage" | "cantReady" | "cantBeHealed";

/** A change to the cost of cards a player plays. */
export type CostModifier = {
  /** Added to the cost: negative for "costs N less", positive for "costs N more" (6.2.3A). */
  amount: number;
  filter?: CardFilter;
  /** "The next card you play ... costs N less": used up after this many cards. */
  uses?: number;
};

/** Which damage to a unit or base is prevented, and how much (8.20). Unpreventable damage is never prevented (1.9.13). */
export type DamagePrevention = {
  /** "Prevent N of that damage" (8.20.2); absent: all of it (8.20.1). */
  amount?: number;
  /** "Prevent all combat damage": only combat damage. */
  combat?: true;
  /** "If an enemy card ability would deal damage": only damage an ability controlled by an opponent of the prevention's controller deals (never combat damage). */
  enemyAbility?: true;
  /** "If a friendly Creature unit would deal damage": the card dealing it (the unit dealing combat damage, or the card whose ability deals it) is a unit matching this ("friendly" relative to the prevention's controller). */
  dealtBy?: UnitFilter;
  /** "The next time damage would be dealt to it": a lasting effect used up (it expires) once it prevents damage. */
  next?: true;
  /** "You may defeat another friendly unit that shares a trait with this unit. If you do, prevent that damage": optional; the controller of the prevention chooses a matching unit that can be defeated (or declines), and the damage is prevented only then. */
  ifYouDefeat?: UnitFilter;
  /** "The first time this unit would take damage each phase": used once it prevents damage, it does not apply again this phase (recorded as a lasting effect with `preventionUsed`). When it is unused and the damage is unpreventable, or another replacement could apply to the same damage, which damage is "the first" is not decided by the engine (UNSUPPORTED). */
  firstEachPhase?: true;
};

/** Filters for units (and bases where the target allows them). All given conditions must hold. */
export type UnitFilter = {
  controller?: "friendly" | "enemy" | "any";
  arena?: "ground" | "space";
  trait?: string;
  /** "a non-Vehicle unit": a unit without this trait. */
  notTrait?: string;
  aspect?: string;
  /** Non-leader unit ("a non-leader unit"). */
  nonLeader?: boolean;
  leader?: boolean;
  /** Not the ability's own card ("another", "other", 8.18). */
  other?: boolean;
  /** Not the unit bound to this context name ("another Rebel unit" than the first attacker). */
  notRef?: string;
  maxCost?: number;
  minCost?: number;
  /** "a unit with 5 or less remaining HP" (HP minus damage, 1.11.6). */
  maxRemainingHp?: number;
  damaged?: boolean;
  exhausted?: boolean;
  /** A ready unit the controller could attack with. */
  canAttack?: boolean;
  keyword?: string;
  /** "a unit you played this phase": played by the ability's controller (the state's thisPhase). */
  playedThisPhase?: boolean;
  /** "a unit that attacked this phase": it was declared as an attacker this phase (the state's thisPhase attacks; any player's attack). */
  attackedThisPhase?: boolean;
  /** "a unit with 3 or less power": current power at most this. */
  maxPower?: number;
  /** "a unit with 5 or more power": current power at least this. */
  minPower?: number;
  /** "a unique unit" (true) / "a non-unique unit" (false): the printed unique mark (1.7). */
  unique?: boolean;
  /** "each unit that isn't upgraded" (false): whether the unit has an upgrade (tokens included) attached. */
  upgraded?: boolean;
  /** "a Fighter or Transport unit": a unit with at least one of these traits. */
  anyTrait?: string[];
  /** "a Vehicle unit without a Pilot on it": no upgrade with the Pilot trait attached (7.5.17A). */
  withoutPilot?: boolean;
  /** "in the same arena" / "in this arena": in the arena of the unit bound to this name, or of the ability's own unit ("self"); a unit that left play by its last known arena. */
  sameArenaAs?: string;
  /** "a unit in a different arena" (Lando's "When deployed as an upgrade"): not in the arena of the unit bound to this name (by last known information if it left play). */
  otherArenaThan?: string;
  /** It is the attacker of an attack being resolved ("while this unit is attacking"). */
  attacking?: boolean;
  /** It is the defender of an attack being resolved ("while this unit is defending"). */
  defending?: boolean;
  /** "attacking a damaged unit": it is the attacker of an attack whose defender is a unit matching this filter (controller relative to the ability). */
  attackingUnit?: UnitFilter;
  /** "while this unit has a Pilot on it": an upgrade attached to it matches (printed facts). */
  hasUpgrade?: CardFilter;
  /** "a token unit" (3.7): a token card. */
  token?: boolean;
  /** "a unit named 4-LOM": its printed name. */
  name?: string;
  /** "a unit that shares a trait with this unit": it has one of the printed traits of the card with the ability. */
  sharesTraitWithSelf?: true;
  /** "a unit with 7 or more remaining HP" (HP minus damage, 1.11.6). */
  minRemainingHp?: number;
  /** "that costs less than it" (printed cost) / "with less power than this unit" (current power): strictly less than (`orEqual`: "equal to or less than") that of the unit bound to `of` ("self": the ability's own card; last-known information if it left play). */
  lessThan?: {
    stat: "cost" | "power";
    of: string;
    orEqual?: boolean;
  };
  /** "with less power than it": its current power is less than the current power of the unit bound to this name ("self": the ability's own unit). */
  lessPowerThan?: string;
  /** "with less remaining HP than it": its remaining HP (1.11.6) is less than that of the unit bound to this name. */
  lessRemainingHpThan?: string;
  /** "a unit that attacked your base this phase": it was declared as an attacker this phase with the base of the ability's controller as the defender (the state's thisPhase attacks). */
  attackedYourBaseThisPhase?: boolean;
  /** "that costs the same as or less than it": its printed cost is at most that of the unit bound to this name. */
  costAtMostOf?: string;
  /** "a unit guarding any captured cards" (8.33): it has at least one captured card under it. */
  guarding?: boolean;
  /** "a unit in play with the same name as the discarded card": its printed name is that of the card bound to this name (in any zone). */
  sameNameAs?: string;
  /** "a third friendly unit": not any unit bound to one of these context names (the units earlier parts of the same ability chose). A name that is not bound is UNSUPPORTED. */
  notRefs?: string[];
  /** "a unit that costs the same as (or less than) the played unit": printed cost (ruling) equal to (`orLess`: at most) that of the card bound to `of` (last-known information if it left play). An unbound name, or a leader unit (no cost, 1.8), is UNSUPPORTED. */
  costAs?: {
    of: string;
    orLess?: boolean;
  };
  /** "a unit without an Experience token on it": no upgrade attached to it (tokens included) matches. */
  withoutUpgrade?: CardFilter;
  /** "the unit with the most power among friendly Villainy units": among the units in play matching the rest of this filter, one with the highest current power (1.11; tied: the controller chooses one of them). Effect targets only: a constant ability's filter would read its own power. */
  mostPower?: true;
  /** "an enemy unit with a Shield token on it": at least one Shield token is attached to the unit (3.7.6). */
  withShield?: true;
  /** "a Pilot unit or a unit with a Pilot on it": the unit matches at least one of these filters (each read like the filter itself, on a unit in play). */
  anyOf?: UnitFilter[];
  /** "the unit with the least remaining HP among other units (If multiple units are tied, choose one.)": among the units the rest of the filter matches, one whose remaining HP (1.11.6) is the least. */
  leastRemainingHp?: true;
  /** "a unit that was played this phase": this unit (this copy, 8.7.3) was played as a unit this phase, by any player (the state's thisPhase; tokens are created and leaders deployed, not played). An incomplete record is UNSUPPORTED. */
  playedThisPhaseByAny?: true;
  /** "with cost equal to or less than the number of Villainy aspect icons among friendly units": the unit's printed cost is at most this amount, read for the ability's controller when the units are matched (a choice offers the units matching at that moment). */
  maxCostAmount?: Amount;
};

export type KeywordGrant = {
  name: string;
  value?: number | null;
  text?: string | null;
  /** For a gained Bounty: what collecting it does. */
  effect?: Effect;
};

/** What an effect applies to. */
export type Target =
  | {
    self: true;
  }
  | {
    ref: string;
  }
  | {
    choose: "unit" | "unitOrBase" | "base";
    filter?: UnitFilter;
    optional?: boolean;
    count?: number;
    /** "Exhaust any number of friendly Separatist units" (8.4.5A): with `optional`, 0 or more of the matching units (no `count`). */
    anyNumber?: boolean;
    /** Names the choice so later steps can refer to it with { ref }. */
    as?: string;
    chooser?: Who;
  }
  | {
    all: "units";
    filter?: UnitFilter;
  }
  | {
    base: Who;
  }
  | {
    /** The name an earlier choice of several units (count > 1) was bound to with `as`. */
    refs: string;
  };

export type Amount =
  | number
  | {
    damageOn: string;
  }
  | {
    powerOf: string;
  }
  | {
    event: "amount";
  }
  | {
    /** "for each friendly unit": units in play matching. */
    countUnits: UnitFilter;
    times?: number;
  }
  | {
    countCards: "hand" | "discard" | "resources" | "deck";
    player?: Who;
    filter?: CardFilter;
    times?: number;
  }
  | {
    countThisPhase: HistoryKind;
    filter?: UnitFilter;
    /** A card type (a leader unit is a unit); "card" is any. */
    cardType?: "unit" | "upgrade" | "event" | "card";
    times?: number;
  }
  | {
    /** A bound card ("self", a ref name): its printed cost. */
    costOf: string;
  }
  | {
    /** A bound unit: its HP (last-known if it left play). */
    hpOf: string;
  }
  | {
    remainingHpOf: string;
  }
  | {
    sum: Amount[];
  }
  | {
    /** X paid: the resources paid for an X cost of this ability. */
    x: true;
  }
  | {
    /** "that much" after "heal up to N ...": the damage the ability's healUpTo/healDivided healed. */
    healedThisWay: true;
  }
  | {
    /** A bound unit ("self", a ref name; in a constant also "affected", the unit it applies to): the upgrades attached to it, tokens included (3.6.13). */
    upgradesOn: string;
    filter?: CardFilter;
  }
  | {
    /** The units in play whose aspects are read. */
    differentAspects: UnitFilter;
  }
  | {
    /** The first amount minus the second, never below 0. */
    difference: Amount[];
  }
  | {
    /** At least this much damage on the player's base. */
    playersWithBaseDamage: number;
  }
  | {
    /** The units in play whose names are read. */
    differentNames: UnitFilter;
  }
  | {
    /** An aspect ("Heroism"). */
    aspectIcons: string;
    among: UnitFilter;
  }
  | {
    /** A bound card ("self", a ref name), in play or not: its printed aspects, each counted once. */
    aspectsOf: string;
  }
  | {
    floorDivide: Amount;
    by: number;
  }
  | {
    countCredits: Who;
  }
  | {
    baseDamageEvery: {
      player: Who;
      every: number;
    };
  }
  | {
    /** The name an earlier step bound its cards to (`asAll` of discardFromDeck or toDeckBottomRandom). */
    countBound: string;
    filter?: CardFilter;
    /** "the number of cards with an odd cost discarded this way": only cards whose printed cost is odd. */
    oddCost?: true;
  }
  | {
    /** "self" or a bound unit. */
    capturedBy: string;
  }
  | {
    when: Condition;
    then: Amount;
    otherwise: Amount;
  }
  | {
    absDifference: Amount[];
  }
  | {
    /** The ability's controller. */
    drawnThisPhase: "you";
  }
  | {
    /** The discard pile of the ability's controller. */
    differentCostsInDiscard: true;
  }
  | {
    /** A bound card out of play (the card an earlier step moved from a discard pile to a deck). */
    printedPowerOf: string;
  }
  | {
    /** The name an earlier step bound its cards to (`asAll` of discardFromDeck). */
    differentAspectsBound: string;
  };

export type Condition =
  | {
    youControl: UnitFilter;
    atLeast?: number;
  }
  | {
    not: Condition;
  }
  | {
    baseDamaged: Who;
  }
  | {
    enemyUnitThisCanAttack: true;
  }
  | {
    /** "While this unit is undamaged / exhausted ...": the ability's own card matches the filter. */
    self: UnitFilter;
  }
  | {
    happenedThisPhase: HistoryKind;
    /** controller is relative to the ability: the player who played it, the defeated unit's controller, the attacker's controller. */
    filter?: UnitFilter;
    /** A card type (a leader unit is a unit); "card" is any. */
    cardType?: "unit" | "upgrade" | "event" | "card";
    atLeast?: number;
  }
  | {
    forceIsWithYou: true;
  }
  | {
    /** At least this many. */
    youControlResources: number;
  }
  | {
    /** At least this many. */
    cardsInHand: number;
  }
  | {
    youControlUpgrade: CardFilter;
  }
  | {
    opponentControls: UnitFilter;
    atLeast?: number;
  }
  | {
    readyResources: {
      player: Who;
      atMost: number;
    };
  }
  | {
    /** "If a base is damaged this way" after indirect damage in the same ability: some of it was assigned to a base (indirect damage is unpreventable, 8.35.2). */
    baseDamagedThisWay: true;
  }
  | {
    hasInitiative: Who;
  }
  | {
    /** The left amount ("more space units than an opponent": the friendly space units). */
    compare: Amount;
    /** "more"/"fewer": strictly; "atLeast"/"atMost": or equal. */
    is: "more" | "atLeast" | "fewer" | "atMost" | "exactly";
    than: Amount;
  }
  | {
    /** "your base", "an enemy base", "a base" (either). */
    baseDamage: "you" | "opponent" | "any";
    atLeast: number;
  }
  | {
    /** The unit the ability's card (an upgrade) is attached to matches this filter (printed and current facts, like any unit filter). */
    attachedUnit: UnitFilter;
    /** "If attached unit is Luke Skywalker": the attached unit has this printed name. */
    name?: string;
  }
  | {
    /** A bound name ("defender" in When Attack Ends / completes-an-attack triggers). */
    defeatedRef: string;
  }
  | {
    /** A bound name: "defender" in On Attack abilities, or an earlier step's choice ("it"). */
    boundUnit: string;
    filter: UnitFilter;
  }
  | {
    /** A bound card out of play (the card an earlier step discarded: "If it's not a unit"). */
    boundCard: string;
    filter?: CardFilter;
    /** "If it has an odd cost": its printed cost is odd (true) or even (false). */
    oddCost?: boolean;
    /** "If it (doesn't) share(s) an aspect with your base": one of its aspect icons is on the base of the ability's controller (true), or none is (false). */
    sharesAspectWithBase?: boolean;
  }
  | {
    /** A printed card name. */
    youControlNamed: string;
  }
  | {
    controlsUpgrade: Who;
  }
  | {
    selfUpgraded: true;
  }
  | {
    anyOf: Condition[];
  }
  | {
    allOf: Condition[];
  }
  | {
    duringPhase: "action" | "regroup";
  }
  | {
    /** A bound card (in a discard pile). */
    boundCardDefeatedThisPhase: string;
  }
  | {
    boundCardSharesNameWith: UnitFilter;
    /** A bound card. */
    card: string;
  }
  | {
    /** What the card must have (traits a unit gains from its upgrades count). */
    youControlCard: {
      trait: string;
    };
    /** "another": not the ability's own card. */
    other?: boolean;
  }
  | {
    /** true: "this unit is unique"; false: it is not. */
    selfUnique: boolean;
  }
  | {
    /** What the card must have (traits a unit gains from its upgrades count). */
    youControlUniqueCard: {
      trait: string;
    };
  }
  | {
    /** The unit must match. */
    playedOn: UnitFilter;
  }
  | {
    /** A bound unit (an earlier step's choice). */
    fewerUnitsThanControllerOf: string;
  }
  | {
    /** true: a player has taken the initiative this phase; false: no player has. */
    initiativeTakenThisPhase: boolean;
  }
  | {
    /** A bound name: an earlier step's choice ("it"). */
    boundUnitWas: string;
    filter: UnitFilter;
  }
  | {
    /** A bound name: the trigger's subject ("it") or an earlier step's choice. */
    unitInPlay: string;
  };

/** Event kinds a delayed effect can wait for ("regroupStarted": "At the start of the regroup phase, ...", 5.5.1A; "actionPhaseStarted": "At the start of the next action phase, ...", 5.5.2; "sourceLeavesPlay": "When this unit leaves play, ..."). */
export type DelayableEvent = "attackEnded" | "attackDeclared" | "played" | "defeat" | "draw" | "damage" | "regroupStarted" | "actionPhaseStarted" | "sourceLeavesPlay";

export type AttackModifiers = {
  power?: number;
  hp?: number;
  gain?: Ability[];
  keywords?: KeywordGrant[];
  /** What the defender gets for this attack, once it is declared (a unit; a base has no power). */
  defender?: {
    power?: number;
  };
  /** The modifiers apply only if the attacker matches this filter when the attack is declared (controller relative to the attacker's controller). */
  onlyIf?: UnitFilter;
  /** More modifiers for the same attack, applied on their own (with their own onlyIf): "It gains Saboteur for this attack. If it's a Trooper, it also gets +2/+0 for this attack." */
  also?: AttackModifiers;
  /** The attacker deals its combat damage before the defender for this attack (6.3.5C). */
  combatDamageFirst?: boolean;
  /** "It ... can attack ground units for this attack" (6.3.2A overridden): the attacker may also attack enemy units in this arena. */
  canAttackArena?: "ground" | "space";
  /** "For this attack, it deals damage equal to its remaining HP instead of its power": its combat damage is its HP minus its damage when combat damage is calculated (6.3.4). */
  damageFromRemainingHp?: boolean;
  /** "If it's attacking a unit, it gets +1/+0 for this attack" / "If it attacks a ground unit, it gets +2/+0 and the defender gets -2/-0 for this attack": once the defender is declared (6.3.1B), these modifiers apply for this attack only if the defender is a unit matching `unit` (controller relative to the attacking player). */
  ifAttacking?: {
    unit: UnitFilter;
    modifiers: AttackModifiers;
  };
  /** "For this attack, it gets +1/+0 for each card in your hand": power and hp are multiplied by this amount, read as the attack is declared (the modifiers apply then, 7.1.6), for the player attacking (no choices, printed facts and counters). */
  per?: Amount;
  /** Damage to the attacker prevented while this attack lasts (8.20). */
  preventDamage?: DamagePrevention;
};

export type Effect =
  | {
    do: "sequence";
    steps: Effect[];
  }
  | {
    do: "dealDamage";
    target: Target;
    amount: Amount;
    by?: Target;
  }
  | {
    do: "heal";
    target: Target;
    amount: Amount;
  }
  | {
    do: "defeat";
    target: Target;
  }
  | {
    do: "defeatShields";
    target: Target;
  }
  | {
    do: "draw";
    player?: "you" | "opponent" | "chosen";
    count?: Amount;
  }
  | {
    do: "giveToken";
    token: "shield" | "experience";
    target: Target;
    count?: Amount;
  }
  | {
    do: "exhaust";
    target: Target;
  }
  | {
    do: "ready";
    target: Target;
  }
  | {
    do: "attackWith";
    attacker: Target;
    defender?: {
      controller?: "friendly" | "enemy" | "any";
      arena?: "ground" | "space";
      trait?: string;
      /** "a non-Vehicle unit": a unit without this trait. */
      notTrait?: string;
      aspect?: string;
      /** Non-leader unit ("a non-leader unit"). */
      nonLeader?: boolean;
      leader?: boolean;
      /** Not the ability's own card ("another", "other", 8.18). */
      other?: boolean;
      /** Not the unit bound to this context name ("another Rebel unit" than the first attacker). */
      notRef?: string;
      maxCost?: number;
      minCost?: number;
      /** "a unit with 5 or less remaining HP" (HP minus damage, 1.11.6). */
      maxRemainingHp?: number;
      damaged?: boolean;
      exhausted?: boolean;
      /** A ready unit the controller could attack with. */
      canAttack?: boolean;
      keyword?: string;
      /** "a unit you played this phase": played by the ability's controller (the state's thisPhase). */
      playedThisPhase?: boolean;
      /** "a unit that attacked this phase": it was declared as an attacker this phase (the state's thisPhase attacks; any player's attack). */
      attackedThisPhase?: boolean;
      /** "a unit with 3 or less power": current power at most this. */
      maxPower?: number;
      /** "a unit with 5 or more power": current power at least this. */
      minPower?: number;
      /** "a unique unit" (true) / "a non-unique unit" (false): the printed unique mark (1.7). */
      unique?: boolean;
      /** "each unit that isn't upgraded" (false): whether the unit has an upgrade (tokens included) attached. */
      upgraded?: boolean;
      /** "a Fighter or Transport unit": a unit with at least one of these traits. */
      anyTrait?: string[];
      /** "a Vehicle unit without a Pilot on it": no upgrade with the Pilot trait attached (7.5.17A). */
      withoutPilot?: boolean;
      /** "in the same arena" / "in this arena": in the arena of the unit bound to this name, or of the ability's own unit ("self"); a unit that left play by its last known arena. */
      sameArenaAs?: string;
      /** "a unit in a different arena" (Lando's "When deployed as an upgrade"): not in the arena of the unit bound to this name (by last known information if it left play). */
      otherArenaThan?: string;
      /** It is the attacker of an attack being resolved ("while this unit is attacking"). */
      attacking?: boolean;
      /** It is the defender of an attack being resolved ("while this unit is defending"). */
      defending?: boolean;
      /** "attacking a damaged unit": it is the attacker of an attack whose defender is a unit matching this filter (controller relative to the ability). */
      attackingUnit?: UnitFilter;
      /** "while this unit has a Pilot on it": an upgrade attached to it matches (printed facts). */
      hasUpgrade?: CardFilter;
      /** "a token unit" (3.7): a token card. */
      token?: boolean;
      /** "a unit named 4-LOM": its printed name. */
      name?: string;
      /** "a unit that shares a trait with this unit": it has one of the printed traits of the card with the ability. */
      sharesTraitWithSelf?: true;
      /** "a unit with 7 or more remaining HP" (HP minus damage, 1.11.6). */
      minRemainingHp?: number;
      /** "that costs less than it" (printed cost) / "with less power than this unit" (current power): strictly less than (`orEqual`: "equal to or less than") that of the unit bound to `of` ("self": the ability's own card; last-known information if it left play). */
      lessThan?: {
        stat: "cost" | "power";
        of: string;
        orEqual?: boolean;
      };
      /** "with less power than it": its current power is less than the current power of the unit bound to this name ("self": the ability's own unit). */
      lessPowerThan?: string;
      /** "with less remaining HP than it": its remaining HP (1.11.6) is less than that of the unit bound to this name. */
      lessRemainingHpThan?: string;
      /** "a unit that attacked your base this phase": it was declared as an attacker this phase with the base of the ability's controller as the defender (the state's thisPhase attacks). */
      attackedYourBaseThisPhase?: boolean;
      /** "that costs the same as or less than it": its printed cost is at most that of the unit bound to this name. */
      costAtMostOf?: string;
      /** "a unit guarding any captured cards" (8.33): it has at least one captured card under it. */
      guarding?: boolean;
      /** "a unit in play with the same name as the discarded card": its printed name is that of the card bound to this name (in any zone). */
      sameNameAs?: string;
      /** "a third friendly unit": not any unit bound to one of these context names (the units earlier parts of the same ability chose). A name that is not bound is UNSUPPORTED. */
      notRefs?: string[];
      /** "a unit that costs the same as (or less than) the played unit": printed cost (ruling) equal to (`orLess`: at most) that of the card bound to `of` (last-known information if it left play). An unbound name, or a leader unit (no cost, 1.8), is UNSUPPORTED. */
      costAs?: {
        of: string;
        orLess?: boolean;
      };
      /** "a unit without an Experience token on it": no upgrade attached to it (tokens included) matches. */
      withoutUpgrade?: CardFilter;
      /** "the unit with the most power among friendly Villainy units": among the units in play matching the rest of this filter, one with the highest current power (1.11; tied: the controller chooses one of them). Effect targets only: a constant ability's filter would read its own power. */
      mostPower?: true;
      /** "an enemy unit with a Shield token on it": at least one Shield token is attached to the unit (3.7.6). */
      withShield?: true;
      /** "a Pilot unit or a unit with a Pilot on it": the unit matches at least one of these filters (each read like the filter itself, on a unit in play). */
      anyOf?: UnitFilter[];
      /** "the unit with the least remaining HP among other units (If multiple units are tied, choose one.)": among the units the rest of the filter matches, one whose remaining HP (1.11.6) is the least. */
      leastRemainingHp?: true;
      /** "a unit that was played this phase": this unit (this copy, 8.7.3) was played as a unit this phase, by any player (the state's thisPhase; tokens are created and leaders deployed, not played). An incomplete record is UNSUPPORTED. */
      playedThisPhaseByAny?: true;
      /** "with cost equal to or less than the number of Villainy aspect icons among friendly units": the unit's printed cost is at most this amount, read for the ability's controller when the units are matched (a choice offers the units matching at that moment). */
      maxCostAmount?: Amount;
      unitsOnly?: boolean;
    };
    forThisAttack?: AttackModifiers;
    as?: string;
    /** "even if it's exhausted": an exhausted unit may be chosen and attack (the attack still exhausts it, 6.3.3). */
    evenIfExhausted?: boolean;
  }
  | {
    do: "modifyStats";
    target: Target;
    power?: number;
    hp?: number;
    duration: Duration;
    /** "Give a unit +1/+0 for this phase for each damage on it": power and hp are multiplied by this amount, read once the target is chosen, when the effect is created (the lasting effect keeps that value). */
    per?: Amount;
  }
  | {
    do: "gainKeyword";
    target: Target;
    keyword: KeywordGrant;
    duration: Duration;
  }
  | {
    do: "gainAbility";
    target: Target;
    ability: Ability;
    duration: Duration;
  }
  | {
    do: "chooseAnyNumberOfPlayers";
    then: Effect;
  }
  | {
    do: "chooseOptions";
    count: number;
    options: {
      label: string;
      effect: Effect;
    }[];
    /** Who chooses the option(s): "An opponent chooses one:" (the options still resolve for the controller: "you" is the ability's controller, "they" the chooser). Default: the controller. */
    chooser?: Who;
  }
  | {
    do: "may";
    effect: Effect;
    text?: string;
  }
  | {
    do: "if";
    condition: Condition;
    then: Effect;
    else?: Effect;
  }
  | {
    do: "capture";
    target: Target;
    by: Target;
    /** "Choose an enemy unit. A friendly unit in the same arena captures that unit.": the captured unit is chosen before the captor. */
    targetFirst?: boolean;
  }
  | {
    do: "rescue";
    target: Target;
  }
  | {
    do: "takeControl";
    target: Target;
    /** Who takes control: the ability's controller by default; "opponent": "have an opponent take control of this unit". */
    player?: Who;
  }
  | {
    do: "shuffleDeck";
    player?: Who;
  }
  | {
    do: "delay";
    when: {
      event: DelayableEvent;
    };
    effect: Effect;
    text?: string;
  }
  | {
    do: "playFromHand";
    filter?: {
      type?: string;
      aspect?: string;
      maxCost?: number;
      trait?: string;
      /** "a unit that was defeated this phase" (from a discard pile): the card is one the state's thisPhase records as defeated. */
      defeatedThisPhase?: true;
      /** "a non-Heroism unit": a card that does not print this aspect. */
      notAspect?: string;
    };
    ignoreAspectPenalty?: boolean;
    free?: boolean;
    costReduction?: number;
    /** Up to `count` aspect penalties (one per missing icon, 8.1.1) for icons of these aspects are ignored (8.10.2). */
    ignorePenaltyIcons?: {
      count: number;
      aspects: ("Vigilance" | "Command" | "Aggression" | "Cunning" | "Villainy" | "Heroism")[];
    };
    /** "Play a Heroism unit from your discard pile": played from the controller's discard pile instead of their hand (7.1.6). */
    zone?: "discard";
    /** Binds the played card to this name ("it" in the rest of the ability). */
    as?: string;
    /** "It enters play ready" (7.1.6): the unit is put into play ready, not exhausted. */
    entersReady?: true;
    /** "Give it Ambush for this phase": keywords the unit has for this phase from the moment it enters play, so its own "When Played" keywords (Ambush, 2.4) see them. */
    entersWith?: KeywordGrant[];
    /** The rest of the ability that names the played card: resolved once it is put into play, before the abilities the play triggered (7.6.8). */
    then?: Effect;
    /** "It costs 1 less for each Heroism aspect icon among friendly units": costReduction times this amount, read when the effect resolves. */
    per?: Amount;
    /** "If it's a Force unit, it costs 8 less instead": a card matching the filter (printed facts) is played with this reduction instead of costReduction. */
    costReductionIf?: {
      filter: CardFilter;
      costReduction: number;
    };
  }
  | {
    do: "playWithPlot";
  }
  | {
    do: "pay";
    /** Empty only with x: "Pay up to 6" pays X resources and nothing else. */
    cost: CostPart[];
    /** "If you do": resolves only if every part of the cost was actually paid. */
    then: Effect;
    else?: Effect;
    /** "You may <cost>. If you do, ...": the player may decline. Default: true. */
    optional?: boolean;
    /** An X cost: the player chooses how many resources to pay (bound as the amount `x`). */
    x?: {
      max?: number;
    };
  }
  | {
    do: "ownerTakesControl";
    target: Target;
  }
  | {
    do: "recordUse";
    /** The id of the limited ability of this card. */
    ability: string;
  }
  | {
    do: "ifYouDo";
    effect: Effect;
    /** Resolves only if what `effect` does actually happened: not replaced, prevented or impossible (1.5.4E). */
    then: Effect;
    else?: Effect;
  }
  | {
    do: "createToken";
    token: TokenUnit;
    count?: Amount;
    /** Who creates (and owns, 1.5.2A) the tokens; "you" by default. */
    player?: Who;
    /** Binds the (first) created token for later steps ("... and give it ..."). */
    as?: string;
  }
  | {
    do: "createCredits";
    count?: Amount;
    player?: Who;
  }
  | {
    do: "discardFromHand";
    player?: Who;
    count?: Amount;
    /** Discards at random (8.22), through the state's seed. */
    random?: boolean;
    /** Who picks the cards (1.14.2): by default the player discarding. */
    chooser?: Who;
    filter?: CardFilter;
    as?: string;
  }
  | {
    do: "discardFromDeck";
    player?: Who;
    count: Amount;
    as?: string;
    /** Binds every card discarded ("... discarded this way", v2/deck.ts). */
    asAll?: string;
  }
  | {
    do: "returnToHand";
    target: Movable;
  }
  | {
    do: "putOnBottomOfDeck";
    target: Movable;
  }
  | {
    do: "searchDeck";
    player?: Who;
    /** How many cards from the top are searched (8.26). */
    look: number;
    filter?: CardFilter;
    /** Up to how many matching cards are chosen (default 1). */
    take?: number;
    /** What happens to the chosen cards: "draw it" / "put it into your hand" (hand), discard it, put it on top. */
    to: "hand" | "discard" | "deckTop";
    /** "reveal it": chosen cards are shown to both players. */
    reveal?: boolean;
    as?: string;
  }
  | {
    do: "moveCards";
    from: "discard" | "hand";
    /** Whose zone; "you" by default. */
    player?: Who;
    filter?: CardFilter;
    count?: Amount;
    /** "up to N": the chooser may take fewer (or none). */
    upTo?: boolean;
    to: "hand" | "discard" | "deckBottom" | "deckTop";
    chooser?: Who;
    /** "a unit that was defeated this phase": only cards whose unit was defeated this phase (the state's thisPhase defeats, by instance id; v2/deck.ts). */
    defeatedThisPhase?: boolean;
    /** "each unit in your discard pile that ...": every fitting card, without a choice (`count` is then not given). */
    each?: boolean;
    as?: string;
  }
  | {
    do: "lookAtHand";
    player: Who;
  }
  | {
    do: "lookAtDeck";
    player?: Who;
    count?: number;
    /** Binds the top card ("... put it on the bottom of your deck"). */
    as?: string;
  }
  | {
    do: "revealHand";
    player: Who;
  }
  | {
    do: "restrict";
    target: Target;
    restriction: Restriction;
    duration: Duration;
  }
  | {
    do: "modifyCost";
    player?: Who;
    /** A bound card (a chosen card in hand...): only that card's cost changes, while it stays where it is (8.5.4). */
    card?: string;
    modifier: CostModifier;
    duration: Duration;
  }
  | {
    do: "theForceIsWithYou";
  }
  | {
    do: "readyResources";
    count: Amount;
    upTo?: boolean;
    /** Whose resources: "you" by default. */
    player?: Who;
    /** "Each opponent may ready a resource": that player may decline. */
    optional?: boolean;
  }
  | {
    do: "exhaustResources";
    count: number;
    /** "chosen": "Exhaust a resource" - any player's, the controller chooses whose. */
    player: "you" | "opponent" | "chosen";
  }
  | {
    do: "resourceTopOfDeck";
    /** "... and ready it": the new resource is ready. */
    ready?: boolean;
  }
  | {
    do: "resourceFromHand";
    /** "... and ready it": the new resource is ready. */
    ready?: boolean;
  }
  | {
    do: "resourceSelf";
    ready?: boolean;
  }
  | {
    do: "moveResources";
    to: "hand" | "discard";
    count: number;
    upTo?: boolean;
  }
  | {
    do: "playBoundCard";
    /** A bound card (the unit an earlier step returned to its owner's hand). */
    card: string;
    /** Who plays it: the player in whose hand the card is (its owner). */
    by: "owner";
    /** "for free" (8.1.3): no resources, every cost modifier bypassed. */
    free?: boolean;
    /** "may": that player may decline. */
    optional?: boolean;
    /** A unit card found as "a ... unit" is played as a unit, never with Piloting (JTL The Invisible Hand's ruling, 6.2.1A; refs2). */
    asUnit?: true;
  }
  | {
    do: "defeatUpgrade";
    target: UpgradeTarget;
    /** "Defeat up to 2 upgrades": the controller chooses up to this many (or none); they are defeated together. */
    upTo?: number;
  }
  | {
    do: "dealIndirectDamage";
    /** "to a player": the controller chooses a player (either one); "to each opponent": the opponent; "to the defending player": the current attack's defending player. */
    player: "chosen" | "opponent" | "defending";
    amount: Amount;
  }
  | {
    do: "dealDamageDivided";
    amount: Amount;
    /** The units the damage may be divided among ("among enemy units"). */
    among: UnitFilter;
    /** "among any number of units": the player may choose 0 units and deal none (8.4.5A); once a unit is chosen, all of it is dealt. */
    anyNumber?: boolean;
    /** The unit dealing it ("it deals damage equal to its power divided ..."): self or a bound name. */
    by?: Target;
  }
  | {
    do: "dealDamageToDefendingBase";
    amount: Amount;
  }
  | {
    do: "dealDamageToRandom";
    amount: Amount;
  }
  | {
    do: "exhaustDamagedThisWay";
  }
  | {
    do: "dealDamageToAnyNumber";
    amount: Amount;
    /** "Deal 1 damage to each of any number of units": any number of different matching units (0 or more), each dealt the amount. */
    among: UnitFilter;
  }
  | {
    do: "dealDamageToEachBase";
    amount: Amount;
  }
  | {
    do: "healUpTo";
    target: Target;
    amount: Amount;
  }
  | {
    do: "healDivided";
    amount: Amount;
    /** The units the healing may be divided among ("from any number of units"). */
    among: UnitFilter;
    /** "from any number of units and/or bases": both bases may be healed too. */
    bases?: boolean;
    /** "Heal 2 total damage from any number of units" (no "up to"): the player may choose no unit (8.4.5A), but once one is chosen all of it is healed, as far as there is damage to heal. */
    all?: boolean;
  }
  | {
    do: "dealCombatDamageFirst";
    target: Target;
    duration: Duration;
  }
  | {
    do: "afterAttack";
    attack: Effect;
    then: Effect;
    since?: number;
  }
  | {
    do: "combatLasting";
    target: Target;
    duration: Duration;
    attackerPower?: number;
    cantDealCombatDamage?: boolean;
  }
  | {
    do: "eachPlayerDiscards";
    count?: Amount;
    /** "discards all but N cards": each player discards down to N cards in hand (`count` is then not given). */
    allBut?: number;
  }
  | {
    do: "arrangeTopOfDeck";
    count: number;
  }
  | {
    do: "revealFromHand";
    filter?: CardFilter;
  }
  | {
    do: "chosenPlayerDiscards";
    count?: Amount;
    as?: string;
  }
  | {
    do: "eachPlayerChoosesDefeat";
    filter?: UnitFilter;
  }
  | {
    do: "discardHand";
  }
  | {
    do: "searchWholeDeck";
    filter?: CardFilter;
  }
  | {
    do: "preventDamage";
    target: Target;
    prevent: DamagePrevention;
    duration: Duration;
  }
  | {
    do: "notDefeatedByNoHp";
    target: Target;
    duration: Duration;
  }
  | {
    do: "defeatCredits";
    /** Whose Credit token: "a friendly/an enemy Credit token", or "a Credit token (belonging to any player)": the controller chooses among the players who have one. */
    player: "you" | "opponent" | "any";
    /** "Defeat any number of friendly Credit tokens" (8.4.5A): the controller chooses how many (0 up to all that player has); not with `any`. */
    anyNumber?: boolean;
  }
  | {
    do: "takeCredits";
  }
  | {
    do: "createAndReady";
    token: TokenUnit;
    count?: Amount;
    /** Who creates (and owns, 1.5.2A) the tokens, and readies them; "you" by default. */
    player?: Who;
  }
  | {
    do: "createAndGrant";
    token: TokenUnit;
    count?: Amount;
    keyword: KeywordGrant;
    duration: Duration;
  }
  | {
    do: "giveControl";
    /** "An opponent takes control of it" (8.27.1): the unit's new controller is the opponent. */
    target: Target;
  }
  | {
    do: "eachPlayerMayReturn";
    /** Which units either player may choose ("a non-leader unit": any player's). */
    filter?: UnitFilter;
  }
  | {
    do: "payAnyNumber";
    /** Resolved after paying, with the number paid as the amount `{ x: true }` ("that many"). */
    then: Effect;
  }
  | {
    do: "forEachThisWay";
    /** An exhaust effect (the units it actually exhausts are counted, 1.5.4E: an exhausted unit is not exhausted again), or a defeatCredits effect (the Credit tokens it defeats). */
    effect: Effect;
    /** A createToken, createCredits or giveToken effect without a count: created (given) once per unit exhausted or Credit token defeated, together (8.34.1); or dealDamageToDefendingBase of 1: one damage of that many. */
    then: Effect;
  }
  | {
    do: "createTokenForController";
    token: TokenUnit;
    count?: Amount;
    /** A bound unit ("its controller creates an X-Wing token"): its controller (last-known if it left play) creates the tokens. */
    controllerOf: string;
  }
  | {
    do: "choosePlayer";
    /** Resolved with the chosen player as "chosen" ("Choose a player. They draw 2 cards."). */
    then: Effect;
  }
  | {
    do: "unlessController";
    /** What happens unless the player pays: without `unit` or `payer`, an effect on one unit (chosen first, by the ability's controller, or a bound one) whose controller decides. */
    effect: Effect;
    /** "Choose an enemy unit. Its controller may deal 2 damage to it. If they don't, ...": the unit, chosen first; its controller decides. */
    unit?: Target;
    /** "Choose an opponent. They may discard a random card from their hand. If they don't, ...": the opponent decides. */
    payer?: "opponent";
    /** "unless its controller pays 2" (resources; Credit tokens may pay, 3.7.13), "... discards a card from their hand", "... says "no"", "Its controller may deal 2 damage to it". */
    pays: | {
        resources: number;
      }
      | {
        discard: number;
        random?: boolean;
      }
      | {
        say: string;
      }
      | {
        /** The deciding player deals this much damage to the unit. */
        damage: number;
      };
    /** "If they do, ...": resolved (for the ability's controller) when the unit's controller paid. */
    then?: Effect;
  }
  | {
    do: "allowPlayFromDiscard";
    /** "self" (this card) or a bound card ("that card": the card an earlier step discarded). */
    card: string;
    /** Who may play it: the ability's controller, from their own discard pile ("you may play that card from your discard pile"), or the card's owner ("this unit's owner may play it from their discard pile"). */
    player: "you" | "owner";
    /** "for free" (8.1.3). */
    free?: true;
    /** "For this phase". */
    duration: "thisPhase";
  }
  | {
    do: "nextPlayGains";
    /** Which card: "the next unit". */
    filter?: CardFilter;
    keywords: KeywordGrant[];
    /** How long the effect waits for that card ("this phase"); the keywords last for this phase too. */
    duration: "thisPhase";
  }
  | {
    do: "capturedCard";
    /** rescue: the card enters play exhausted under its owner's control (8.33.3); discard: it goes to its owner's discard pile. */
    action: "rescue" | "discard";
    /** Only cards guarded by the unit bound to this name ("guarded by that unit"). */
    guardRef?: string;
    /** Only cards guarded by a unit matching this ("guarded by a friendly unit"). */
    guardFilter?: UnitFilter;
    /** Who chooses the card ("The defending player may rescue a card they own ..."): the controller by default. */
    chooser?: Who;
    /** The chooser may choose none ("may"). */
    optional?: boolean;
    /** "a card they own": only cards the chooser owns. */
    ownedByChooser?: boolean;
  }
  | {
    do: "captureUpToTotal";
    /** The captor (chosen first when it is a choice). */
    by: Target;
    filter?: UnitFilter;
    /** "with a total of 7 or less remaining HP": the chosen units' remaining HP (1.11.6) add up to at most this. */
    maxRemainingHp: number;
    /** "up to 3 ... units": at most this many; absent: any number. */
    upTo?: number;
  }
  | {
    do: "forEachUnit";
    filter?: UnitFilter;
    /** "Choose any number of friendly units. Each of those units ...": the controller first chooses 0 or more matching units (8.4.5A); otherwise every matching unit in play. */
    anyNumber?: boolean;
    /** The name the effect uses for the unit it is resolved for. */
    as: string;
    effect: Effect;
  }
  | {
    do: "exchangeControl";
    /** One unit (chosen first). */
    first: Target;
    /** The other unit (chosen second). */
    second: Target;
  }
  | {
    do: "discardedThisWay";
    /** The name an earlier discardFromDeck bound its cards to (`asAll`). */
    name: string;
    filter?: CardFilter;
    /** "with an odd cost": the printed cost is odd. */
    oddCost?: boolean;
    /** "each of those cards": every matching card; otherwise the controller chooses one. */
    each?: boolean;
    /** Its owner's hand, or the top of its owner's deck. */
    to: "hand" | "deckTop";
  }
  | {
    do: "chooseCard";
    filter?: CardFilter;
    /** The name the chosen card is bound to. */
    as: string;
  }
  | {
    do: "resourceBoundCard";
    /** A bound card in a discard pile. */
    card: string;
  }
  | {
    do: "toDeckBottomRandom";
    /** Whose discard pile (and deck); "you" by default. */
    player?: Who;
    filter?: CardFilter;
    /** "Choose up to 4 units in your discard pile": the controller chooses up to this many fitting cards; absent: the whole pile. */
    upTo?: number;
    /** Binds every card moved ("create that many ..."). */
    asAll?: string;
  }
  | {
    do: "loseKeyword";
    target: Target;
    /** The keyword's name ("Sentinel"). */
    keyword: string;
    duration: Duration;
  }
  | {
    do: "loseAllAbilities";
    target: Target;
    duration: Duration;
  }
  | {
    do: "chooseTarget";
    target: Target;
  }
  | {
    do: "upgradesOn";
    /** The unit whose upgrades: a choice ("a unit": only units with a matching upgrade are offered), this unit, or a unit an earlier step chose ("it"). */
    unit: Target;
    /** "all/each upgrade on it": every matching upgrade; "any number of upgrades": the controller picks 0 or more of them; "an Experience token on it": one of them (asked only when they differ). */
    which: "all" | "anyNumber" | "one";
    /** "non-unique upgrades", "upgrades that cost 4 or less" (printed facts; a token costs 0, 3.7.2). */
    filter?: CardFilter;
    /** What happens to them, all together: defeated (1.5.5D; tokens set aside, 3.7.2), or returned to their owners' hands (8.24). */
    then: "defeat" | "returnToHand";
    /** "Return this unit and each upgrade on her to their owners' hands": the unit is returned at the same time (returnToHand only). */
    withUnit?: boolean;
  }
  | {
    do: "attachPilotToSelf";
  }
  | {
    do: "moveToArena";
    /** The unit that moves ("this unit"). */
    target: Target;
    arena: "ground" | "space";
  }
  | {
    do: "detachPilot";
    /** Binds the Pilot, now a unit (for "and exhaust it"). */
    as: string;
  }
  | {
    do: "attachSelfAsUpgrade";
    /** "to a friendly Vehicle unit without a Pilot on it": the unit it attaches to (not itself). */
    to: UnitFilter;
  }
  | {
    do: "moveUpgrade";
    /** The upgrade (printed facts). */
    filter?: CardFilter;
    /** "a friendly upgrade": one the ability's controller controls (1.5.2E-F). */
    friendly?: boolean;
    /** "on a friendly unit": the unit it is attached to. */
    on?: UnitFilter;
    /** "an upgrade on this unit". */
    onSelf?: boolean;
    /** "to another eligible friendly Vehicle unit": what the new unit must also be (besides eligible and another). */
    to?: UnitFilter;
    /** "controlled by the same player": the new unit's controller is the first unit's. */
    sameController?: boolean;
  }
  | {
    do: "eachUnitAmount";
    kind: "damage" | "heal";
    target: Target;
    /** The name each unit is bound to while its own amount is read. */
    as: string;
    amount: Amount;
  }
  | {
    do: "eachBaseOwnAmount";
    /** Read from each base's player's point of view ("you", "your hand" is that player's). */
    amount: Amount;
  }
  | {
    do: "damageDifferentUnits";
    amounts: number[];
  }
  | {
    do: "damageAllButChosen";
    amount: number;
  }
  | {
    do: "chooseSharingTrait";
    target: Target;
  }
  | {
    do: "dealPowerToEachOther";
    filter?: UnitFilter;
  }
  | {
    do: "discardAnyFromHand";
    /** Binds every card discarded ("the number of cards discarded this way": countBound). */
    asAll: string;
  }
  | {
    do: "defeatThenDamagePerEnemy";
    /** The defeat (an atomic effect: "Defeat all units"). */
    defeat: Effect;
    /** Damage per enemy unit defeated this way. */
    per: number;
  }
  | {
    do: "returnFromAnyDiscard";
    filter: CardFilter;
  }
  | {
    do: "damagePairSameArena";
    amount: number;
  }
  | {
    do: "exhaustUnitOrEnemyResource";
    filter: UnitFilter;
  }
  | {
    do: "returnEachFromDiscard";
    filters: CardFilter[];
  }
  | {
    do: "unitsUpToCombinedCost";
    filter: UnitFilter;
    /** "with a combined cost 6 or less": the printed costs of the chosen units add up to at most this. */
    maxTotal: number;
    /** "up to 2": at most this many units; without it, any number (8.4.5A). */
    upTo?: number;
    /** "in the same arena": every chosen unit is in the arena of the first one chosen. */
    sameArena?: boolean;
    /** What happens to the chosen units, all at once: exhausted, or returned to their owners' hands (8.24). */
    then: "exhaust" | "returnToHand";
  }
  | {
    do: "revealTopOfDeck";
    /** The name the revealed card is bound to ("If it's not a unit"). */
    as: string;
  }
  | {
    do: "createReadyRestricted";
    token: TokenUnit;
    count: Amount;
    restriction: Restriction;
    duration: Duration;
  }
  | {
    do: "doublePower";
    target: Target;
    duration: "thisAttack";
  }
  | {
    do: "skipNextRegroupReady";
    target: Target;
  }
  | {
    do: "ownerPutsOnDeck";
    target: Movable;
  }
  | {
    do: "lookDiscardRestOnTop";
    /** How many cards of the top of the controller's deck are looked at. */
    count: number;
    /** "You may discard 1 of them": 0 to this many of the looked-at cards are discarded. */
    discardUpTo: number;
  }
  | {
    do: "lookDrawRestBottom";
    /** How many cards of the top of the controller's deck are looked at. */
    count: Amount;
  }
  | {
    do: "pileToDeckBottom";
    /** "Choose up to 4 cards in a discard pile": 0 to this many cards, all of one discard pile (the controller picks which); absent: exactly one card of any discard pile. */
    upTo?: number;
    /** "in a random order" (8.22): the state's seed orders them. */
    random?: true;
    /** "another card": not the card whose ability this is (an event is in its discard pile while it resolves, 7.4.2; without "another" it may choose itself, 7.4.3). */
    other?: true;
  };

/** What a triggered ability waits for; "self" is the card with the ability. */
export type TriggerSpec =
  | {
    on: "played";
    /** "When played using Smuggle": only when the card was played from resources with Smuggle (7.5.14). */
    using?: "smuggle";
  }
  | {
    on: "deployed";
  }
  | {
    on: "defeated";
  }
  | {
    on: "captured";
  }
  | {
    on: "bounty";
  }
  | {
    on: "attack";
  }
  | {
    on: "defense";
  }
  | {
    on: "attackEnds";
  }
  | {
    on: "completesAttack";
  }
  | {
    on: "dealsCombatDamage";
    to?: "unit" | "base" | "any";
    toFilter?: UnitFilter;
    whileAttacking?: boolean;
  }
  | {
    on: "unitDealtCombatDamage";
    unit: UnitFilter;
    survives?: boolean;
  }
  | {
    on: "event";
    event: TriggerEvent;
    /** The subject relative to the source: this card, another card, any card, the unit this upgrade is attached to, an upgrade played on this unit ("When you play an upgrade on this unit"). Default: any. */
    relation?: "self" | "other" | "any" | "attached" | "attachedToSelf";
    /** The subject must match (controller is relative to the source's controller: "friendly" = yours, "When you play" = played by you). */
    filter?: UnitFilter;
    /** For played: the kind of card played. Default: any. */
    cardType?: "unit" | "upgrade" | "event" | "card";
    /** For dealtDamage/dealsDamage: only combat damage (true) or only non-combat damage (false). */
    combat?: boolean;
    /** For dealtDamage/dealsDamage: the damaged card is a base (yours, an opponent's, any); for dealtDamage the subject is then that base. Only damage actually dealt (1 or more) counts. For attacks: the defender is that base ("When an enemy unit attacks your base"). */
    toBase?: "yours" | "enemy" | "any";
    /** Only during this phase ("during the action phase"). */
    phase?: "action";
    /** For defeated: the unit was attacking when it was defeated ("is defeated while attacking"). */
    whileAttacking?: true;
    /** For dealtDamage/dealsDamage: "N or more damage": the amount dealt is at least N. */
    atLeast?: number;
    /** For played: only a card played using Smuggle (from its owner's resources, 7.5.14). */
    smuggled?: true;
    /** For discarded: only a card discarded from this zone. Default: either. */
    discardedFrom?: "hand" | "deck";
    /** Where the source must be for this to trigger. Default: in play (leaders on either side and bases are in play). */
    zone?: "inPlay" | "hand" | "discard";
  }
  | {
    on: "regroupStarts";
  };

/** What constant abilities and lasting effects give a unit. */
export type Grant = {
  power?: number;
  hp?: number;
  keyword?: KeywordGrant;
  ability?: Ability;
  /** "This unit can't be attacked" (Sentinel overrides it, 8.4). */
  cantBeAttacked?: boolean;
  cantAttack?: boolean;
  cantAttackBases?: boolean;
  cantBeDefeated?: boolean;
  cantBeDealtDamage?: boolean;
  cantReady?: boolean;
  cantBeHealed?: boolean;
  /** On a player: cards they play cost more or less. */
  costModifier?: CostModifier;
  /** "for each": power, hp and a gained keyword's number are multiplied by this amount, read for the card with the constant ability, "affected" naming the unit the grant applies to ("for each damage on it"); printed facts and counters only. Constant abilities only. */
  per?: Amount;
  /** "You assign all indirect damage you deal to opponents" (youDeal) / "... dealt by this unit" (thisUnitDeals): the dealing player assigns it instead of the opponent (8.35.1). */
  assignIndirect?: "youDeal" | "thisUnitDeals";
  /** "Indirect damage you deal to opponents is increased by N": added to each instance of indirect damage dealt to an opponent. */
  indirectBonus?: number;
  /** "While attacking, this unit deals combat damage before the defender" (6.3.5C): when it attacks a unit, it deals its combat damage first; the defender deals combat damage back only if it survived (its power read again then: Grit counts the new damage, 7.5.6D). */
  combatDamageFirst?: boolean;
  /** An upgrade's "While attached unit is defending, the attacker gets -1/-0" (on the attached unit): the unit attacking it gets this much power while the attack lasts. */
  attackerWhileDefending?: {
    power: number;
  };
  /** "If damage would be dealt to this unit, prevent 1 of that damage" (a replacement effect, 7.7.5; 8.20). */
  preventDamage?: DamagePrevention;
  /** Marks a "first time each phase" prevention of this unit as used this phase (a lasting effect for this phase). */
  preventionUsed?: string;
  /** "If damage would be dealt to this unit by another card, deal that much damage plus N instead" (7.7.5): damage dealt by a card other than the one with the ability (the unit dealing combat damage, or the card whose ability deals it). */
  damagePlus?: {
    amount: number;
    fromOtherCard: true;
  };
  /** "This unit can't be captured, damaged, or defeated by enemy card abilities" (8.3.2): those events are impossible when a card ability controlled by an opponent of the unit's controller causes them ("damaged": all such damage is prevented, 1.9.9; unpreventable damage is still dealt, 1.9.13). Defeat by having no remaining HP is not a defeat by an ability. */
  immuneToEnemyAbilities?: ("defeat" | "returnToHand" | "capture" | "damage" | "exhaust")[];
  /** "While this unit has exactly 1 friendly upgrade on it, that upgrade can't be defeated or returned to hand by enemy card abilities" (SEC Willrow Hood): "friendly" and "enemy" relative to the unit's controller. */
  soleFriendlyUpgradeImmune?: ("defeat" | "returnToHand")[];
  /** "This unit isn't defeated by having no remaining HP" (1.16.5E overridden): it stays in play with damage equal to or above its HP while this lasts. */
  notDefeatedByNoHp?: true;
  /** "Bases can't be healed" as a constant ability of this unit: no base can be healed while it is in play (8.3.2). */
  basesCantBeHealed?: true;
  /** "This unit doesn't ready during the regroup phase unless its power is 4 or more" (5.5.1D): the regroup ready step skips it while its power is below that (other effects still ready it). */
  noRegroupReady?: {
    unlessMinPower?: number;
  };
  /** "Opponents can't take control of this unit" (8.27). */
  opponentsCantTakeControl?: true;
  /** On a card in a discard pile: this player may play it from there (7.1.6), for free if said. */
  playFromDiscard?: {
    player: "player1" | "player2";
    free?: true;
  };
  /** On a player: the next matching unit they play enters play with these keywords for this phase. */
  nextPlayGains?: {
    filter?: CardFilter;
    keywords: KeywordGrant[];
  };
  /** "Attached unit is a leader unit" (3.4.7): the unit counts as a leader unit for abilities that say "leader" or "non-leader" (it still goes to the discard pile when defeated). */
  leaderUnit?: boolean;
  /** "While attacking, you may have the defending unit deal combat damage before this unit" (6.3.5C): when it attacks a unit, its controller chooses; if so, the defending unit deals its combat damage first and this unit deals its damage back only if it survived (its power read then: Grit counts the new damage). */
  defenderFirstOption?: boolean;
  /** "This unit can attack space units" / "... units in the ground arena" (6.3.2A overridden): it may also attack enemy units in that arena; only Sentinels in its own arena restrict it (ruling on SOR Strafing Gunship). */
  canAttackArena?: "ground" | "space";
  /** Its combat damage is its remaining HP instead of its power (6.3.4). */
  damageFromRemainingHp?: boolean;
  /** "That unit can't deal combat damage" (6.3.0C): as attacker or defender it deals no combat damage (damage from abilities is not combat damage). */
  cantDealCombatDamage?: boolean;
  /** "loses Sentinel" (8.14.1): the unit has none of these keywords, whatever gives them, while the grant applies. */
  loseKeywords?: string[];
  /** "Attached unit gains the Mandalorian trait": traits the unit has besides its printed ones. Only an upgrade's unconditional constant ability may give traits (the engine reads them from the attached upgrades, v2/grants.ts traitsOf). */
  traits?: string[];
  /** "loses all abilities and can't gain abilities" (8.14.1): while the grant applies the unit has no ability at all, printed or gained, and gains none. A lasting effect gives it, or an upgrade's unconditional constant ability on the attached unit (v2/noabil.ts). */
  loseAllAbilities?: boolean;
};

export type TriggeredAbility = {
  kind: "triggered";
  /** Unique within the card; used in prompts and action requests. */
  id: string;
  text: string;
  /** For leaders: which side carries the ability. "upgrade": a Pilot unit's ability while it is attached as an upgrade (Piloting, 7.5.17). */
  side?: AbilitySide;
  when: TriggerSpec;
  /** Checked when the trigger happens ("isn't defeated", "if you control..."). */
  condition?: Condition;
  effect: Effect;
  /** Bounty-like: resolved (optionally) by an opponent, who controls it (10.1). */
  resolvedBy?: "opponent";
  /** "Use this ability only once each round" (8.32.3): used once ("you may": once chosen), it can't be used again this round (the card's usedThisRound in the state). */
  limit?: "oncePerRound";
};

export type ConstantAbility = {
  kind: "constant";
  /** Unique within the card; used in prompts and action requests. */
  id: string;
  text: string;
  /** For leaders: which side carries the ability. "upgrade": a Pilot unit's ability while it is attached as an upgrade (Piloting, 7.5.17). */
  side?: AbilitySide;
  condition?: Condition;
  /** Which units it affects; "self" for "this unit ...". */
  affects: | "self"
    | {
      filter: UnitFilter;
    };
  grant: Grant;
};

export type ActionAbility = {
  kind: "action";
  /** Unique within the card; used in prompts and action requests. */
  id: string;
  text: string;
  /** For leaders: which side carries the ability. "upgrade": a Pilot unit's ability while it is attached as an upgrade (Piloting, 7.5.17). */
  side?: AbilitySide;
  epic?: boolean;
  cost: {
    resources?: number;
    exhaust?: boolean;
    /** Cost parts besides resources and [Exhaust]; the ability can be used only if all of it can be paid (6.4.4A). */
    parts?: CostPart[];
  };
  effect: Effect;
  /** "Use this ability only once each round" (8.32.3): used once ("you may": once chosen), it can't be used again this round (the card's usedThisRound in the state). */
  limit?: "oncePerRound";
  /** "Use this ability no more than N times each game": a base's or leader's action, counted in its usedThisGame (one entry per use). */
  maxPerGame?: number;
};

export type EventAbility = {
  kind: "event";
  /** Unique within the card; used in prompts and action requests. */
  id: string;
  text: string;
  /** For leaders: which side carries the ability. "upgrade": a Pilot unit's ability while it is attached as an upgrade (Piloting, 7.5.17). */
  side?: AbilitySide;
  effect: Effect;
};

/** Epic Action: deploy this leader when you control `minResources` resources. */
export type DeployAbility = {
  kind: "deploy";
  /** Unique within the card; used in prompts and action requests. */
  id: string;
  text: string;
  /** For leaders: which side carries the ability. "upgrade": a Pilot unit's ability while it is attached as an upgrade (Piloting, 7.5.17). */
  side?: AbilitySide;
  minResources: number;
};

/** "If this unit would be defeated / dealt damage / captured, instead ..." (7.7.5). */
export type ReplacementAbility = {
  kind: "replacement";
  /** Unique within the card; used in prompts and action requests. */
  id: string;
  text: string;
  /** For leaders: which side carries the ability. "upgrade": a Pilot unit's ability while it is attached as an upgrade (Piloting, 7.5.17). */
  side?: AbilitySide;
  would: "defeated" | "dealtDamage" | "captured";
  instead: Effect;
};

/** An upgrade's "Attach to a ... unit." play restriction (8.19.2). */
export type AttachRestriction = {
  kind: "attachTo";
  /** Unique within the card; used in prompts and action requests. */
  id: string;
  text: string;
  /** For leaders: which side carries the ability. "upgrade": a Pilot unit's ability while it is attached as an upgrade (Piloting, 7.5.17). */
  side?: AbilitySide;
  filter: UnitFilter;
};

/** Text the language can't express yet. The engine answers UNSUPPORTED when it becomes relevant. */
export type UnsupportedAbility = {
  kind: "unsupported";
  /** Unique within the card; used in prompts and action requests. */
  id: string;
  text: string;
  /** For leaders: which side carries the ability. "upgrade": a Pilot unit's ability while it is attached as an upgrade (Piloting, 7.5.17). */
  side?: AbilitySide;
  /** When it matters: as a constant (any action), when the card is played, attacks, is defeated, or when used. */
  relevant: ("constant" | "played" | "attack" | "defeated" | "action" | "opponentPlays")[];
  rule?: string;
};

/** A constant ability that changes the cost of cards (6.2.3). */
export type CostModifierAbility = {
  kind: "costModifier";
  /** Unique within the card; used in prompts and action requests. */
  id: string;
  text: string;
  /** For leaders: which side carries the ability. "upgrade": a Pilot unit's ability while it is attached as an upgrade (Piloting, 7.5.17). */
  side?: AbilitySide;
  /** "self": this card while it is played; "you"/"opponent": cards that player plays while this card is in play. */
  affects: "self" | "you" | "opponent";
  modifier: CostModifier;
  condition?: Condition;
  /** "The first <card> you play each round/phase": the modifier applies only to a matching card while its player has played no matching card this round/phase (the state's thisPhase; a round starts with its action phase, 5.1). */
  firstEach?: "round" | "phase";
  /** "Ignore the aspect penalty on <cards> you play" (8.10.2): a matching card the affected player plays costs no aspect penalty (8.1); the modifier's amount must be 0. */
  ignoreAspectPenalty?: boolean;
  /** "costs 1 less to play for each friendly damaged unit": the modifier's amount is multiplied by this amount, read for the card with the ability (its controller is "you"; no choices, printed facts and counters). */
  per?: Amount;
};

/** "This unit enters play ready" (6.2.5): the unit is played ready instead of exhausted, when the condition (if any) holds as it is played. Another way into play (a rescue) with this text is UNSUPPORTED. */
export type EntersReadyAbility = {
  kind: "entersReady";
  /** Unique within the card; used in prompts and action requests. */
  id: string;
  text: string;
  /** For leaders: which side carries the ability. "upgrade": a Pilot unit's ability while it is attached as an upgrade (Piloting, 7.5.17). */
  side?: AbilitySide;
  /** "If you control Jabba the Hutt, ...": checked as the unit is played, before it is in play. */
  condition?: Condition;
};

export type Ability = CostModifierAbility | TriggeredAbility | ConstantAbility | ActionAbility | EventAbility | DeployAbility | ReplacementAbility | AttachRestriction | UnsupportedAbility | EntersReadyAbility;
