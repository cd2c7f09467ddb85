// Generated from engine/games/swu/abilities/language.ts by `npm run language:print`: do not edit by hand.
// Star Wars: Unlimited ability language: A card's abilities: an array of abilities the engine interprets. Absent means "not defined yet" (UNSUPPORTED when the text matters).
export type Abilities = Ability[];

/** Relative to the player who controls the ability ("you"). */
export type Who = "you" | "opponent";

/** How long a lasting effect lasts (7.7.3). */
export type Duration = "thisAttack" | "thisPhase" | "thisRound" | "whileSourceInPlay" | "untilNextTurn";

export type AbilitySide = "leader" | "unit" | "upgrade";

/** Filters for units (and bases where the target allows them). All given conditions must hold. */
export type UnitFilter = {
  controller?: "friendly" | "enemy" | "any";
  arena?: "ground" | "space";
  trait?: string;
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
  };

/** Event kinds a delayed effect can wait for. */
export type DelayableEvent = "attackEnded" | "attackDeclared" | "played" | "defeat" | "draw" | "damage";

export type AttackModifiers = {
  power?: number;
  hp?: number;
  gain?: Ability[];
  keywords?: KeywordGrant[];
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
    count?: number;
  }
  | {
    do: "giveToken";
    token: "shield" | "experience";
    target: Target;
    count?: number;
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
      unitsOnly?: boolean;
    };
    forThisAttack?: AttackModifiers;
    as?: string;
  }
  | {
    do: "modifyStats";
    target: Target;
    power?: number;
    hp?: number;
    duration: Duration;
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
  }
  | {
    do: "rescue";
    target: Target;
  }
  | {
    do: "takeControl";
    target: Target;
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
    };
    ignoreAspectPenalty?: boolean;
    free?: boolean;
    costReduction?: number;
  }
  | {
    do: "playWithPlot";
  };

/** What a triggered ability waits for; "self" is the card with the ability. */
export type TriggerSpec =
  | {
    on: "played";
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
  };

/** What constant abilities and lasting effects give a unit. */
export type Grant = {
  power?: number;
  hp?: number;
  keyword?: KeywordGrant;
  ability?: Ability;
  /** "This unit can't be attacked" (Sentinel overrides it, 8.4). */
  cantBeAttacked?: boolean;
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
  };
  effect: Effect;
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

export type Ability = TriggeredAbility | ConstantAbility | ActionAbility | EventAbility | DeployAbility | ReplacementAbility | AttachRestriction | UnsupportedAbility;
