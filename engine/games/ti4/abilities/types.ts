// Generated from engine/games/ti4/abilities/language.ts by `npm run language:print`: do not edit by hand.
// Twilight Imperium 4 ability language: A card's abilities: an array the engine interprets. Absent means "not defined yet" (UNSUPPORTED when the text matters).
export type Abilities = Ability[];

/** A timing window. "custom" windows are named by the request that opens them. */
export type Point = "startOfTurn" | "endOfTurn" | "whenActivateSystem" | "afterActivateSystem" | "whenPlayActionCard" | "beforeMoveShips" | "afterMoveShips" | "startOfSpaceCombat" | "startOfCombatRound" | "endOfCombatRound" | "afterSpaceCombatRound" | "afterWinSpaceCombat" | "afterRetreatDeclared" | "startOfInvasion" | "startOfGroundCombatRound" | "afterWinGroundCombat" | "whenGainControlOfPlanet" | "afterGainControlOfPlanet" | "afterExplorePlanet" | "custom";

export type UnitType = "fighter" | "infantry" | "mech" | "destroyer" | "cruiser" | "carrier" | "dreadnought" | "flagship" | "warsun" | "pds" | "spacedock";

/** Whose units, relative to the ability's controller ("opponent": the other player in the combat; "eventPlayer": the player the window is about). */
export type Owner = "you" | "opponent" | "another" | "eventPlayer" | "any";

/** Units; every given condition must hold. */
export type UnitFilter = {
  owner?: Owner;
  types?: UnitType[];
  /** Ships only (fighter, destroyer, cruiser, carrier, dreadnought, flagship, war sun). */
  ships?: boolean;
  nonFighter?: boolean;
  /** PDS and space docks. */
  structures?: boolean;
  /** Units that have SUSTAIN DAMAGE (their card says so). */
  sustainDamage?: boolean;
  damaged?: boolean;
};

/** Systems; every given condition must hold. */
export type SystemFilter = {
  containsPlanetYouControl?: boolean;
  nonHome?: boolean;
  /** "does not contain another player's ships". */
  noOtherPlayersShips?: boolean;
  containsYourShips?: boolean;
  containsYourSpaceDock?: boolean;
  /** Either of these (each an "and" of its own conditions). */
  any?: SystemFilter[];
};

export type Condition =
  | {
    unitsInSystem: UnitFilter;
    atLeast: number;
  }
  | {
    tokenInSystem: string;
    ownedBy?: Owner;
  }
  | {
    playedCardNot: string;
  }
  | {
    youControlledPlanet: true;
  }
  | {
    yourCommandTokenInSystem: true;
  }
  | {
    combatRound: number;
  }
  | {
    isDefender: boolean;
  }
  | {
    not: Condition;
  };

/** When the ability can be used. */
export type Trigger = {
  point: Point;
  /** Further windows the same ability can be used in ("at the start or end of a combat round"). */
  also?: Point[];
  /** For "custom" windows: the name the request opens. */
  name?: string;
  /** Whose event this is about: "you" (the controller, default), "another" player, "any", "noteOwner" (a promissory note's owner: "the Sol player's turn"), "participant" (a player in the combat). */
  who?: "you" | "another" | "any" | "noteOwner" | "participant";
  condition?: Condition;
  /** When the condition is checked: as the window opens ("trigger", e.g. Awaken) or each time the ability could be used ("resolution", the default, e.g. Assault Cannon). */
  checked?: "trigger" | "resolution";
};

/** A lasting effect on the game ("apply +1 to the move value of each of your ships during this tactical action"). */
export type Modifier = {
  kind: "move" | "combat" | "bombardment" | "cannotMoveIntoActiveSystem" | "alphaBetaAdjacent" | "ignoreAnomalies" | "moveThroughShips" | "cannotRetreat" | "losePlanetaryShieldAndSpaceCannon" | "noCombatRolls" | "gravityRiftMove";
  value?: number;
  units?: UnitFilter;
  /** Whose units or moves it applies to (default: you). */
  player?: "you" | "opponent" | "eventPlayer" | "noteOwner";
  duration: "tacticalAction" | "combatRound" | "combat" | "invasion";
  /** Applies only in a system the player chooses. */
  chooseSystem?: boolean;
  /** Applies to one unit the player chooses. */
  chooseUnit?: UnitFilter;
};

export type Effect =
  | {
    do: "sequence";
    steps: Effect[];
  }
  | {
    do: "may";
    /** How the choice reads in the prompt. */
    text?: string;
    effect: Effect;
  }
  | {
    do: "ifYouDo";
    cost: Effect;
    then: Effect;
  }
  | {
    do: "if";
    condition: Condition;
    then: Effect;
    else?: Effect;
  }
  | {
    do: "gainTradeGoods";
    count: number;
  }
  | {
    do: "replenishCommodities";
    player?: "you";
  }
  | {
    do: "takeCommodities";
    from: "opponent";
  }
  | {
    do: "gainCommandTokens";
    count: number;
  }
  | {
    do: "removeFromPool";
    player: "you" | "another" | "eventPlayer" | "noteOwner";
    pool: "tactic" | "fleet" | "strategy";
    ifAble?: boolean;
  }
  | {
    do: "placeCommandToken";
    player: "eventPlayer" | "you";
    from: "reinforcements" | "strategyPool";
    system: SystemFilter;
  }
  | {
    do: "removeCommandToken";
    where: "anyOfYours" | "eventSystem";
    to: "reinforcements";
  }
  | {
    do: "placeUnits";
    unit: UnitType;
    count: number;
    where: "eventPlanet" | "planetYouControl" | "eachPlanetYouControl" | "systemWithYourShips";
  }
  | {
    do: "replaceUnits";
    from: UnitType[];
    owner: Owner;
    /** "matching": the same type, from your reinforcements. */
    to: "matching" | "fighter" | "infantry" | "mech" | "destroyer" | "cruiser" | "carrier" | "dreadnought" | "flagship" | "warsun" | "pds" | "spacedock";
    where: "eventSystem" | "eventPlanet";
    /** How many (the player chooses); all when absent. */
    count?: number;
  }
  | {
    do: "replaceTokens";
    token: string;
    with: UnitType;
    where: "eventSystem";
  }
  | {
    do: "destroyUnits";
    chooser: "you" | "opponent";
    units: UnitFilter;
    count: number;
    upTo?: boolean;
    where: "eventSystem" | "chosenSystem" | "chosenPlanet" | "systemWithPlanetYouControl" | "nonHomeSystem";
    /** Every matching unit there ("destroy each PDS on that planet"). */
    all?: boolean;
  }
  | {
    do: "destroySelf";
  }
  | {
    do: "repairUnits";
    units: UnitFilter;
    where: "eventSystem";
  }
  | {
    do: "placeOrMoveToken";
    tokens: string[];
    system: SystemFilter;
  }
  | {
    do: "addModifier";
    modifier: Modifier;
  }
  | {
    do: "takeActionCard";
    from: "noteOwner";
  }
  | {
    do: "readyPlanet";
    which: "eventPlanet" | "chosenYours";
  }
  | {
    do: "exhaustPlanet";
    which: "chosenOfEventPlayer";
  }
  | {
    do: "cancelPlayedCard";
  }
  | {
    do: "placeToken";
    token: string;
    where: "planetInEventSystem";
  }
  | {
    do: "readyPlanetOrTechnology";
    planetWithSpecialty: boolean;
    otherTechnology: boolean;
  };

export type Cost = {
  /** Exhaust this card. */
  exhaust?: boolean;
  strategyToken?: number;
  tradeGoods?: number;
};

/** An ability used in a timing window. */
export type WindowAbility = {
  kind: "window";
  /** Unique within the card. */
  id: string;
  text: string;
  when: Trigger;
  cost?: Cost;
  effect: Effect;
  /** What a same-name action card affects: a second copy cannot be played in the same window on the same target. */
  sameNameTarget?: "controller" | "eventCard" | "eventSystem" | "eventPlayer";
};

/** "Action:" text: a component action. */
export type ComponentAction = {
  kind: "action";
  id: string;
  text: string;
  effect: Effect;
};

/** A strategy card: the primary ability, then each other player in clockwise order may use the secondary. */
export type StrategyAbility = {
  kind: "strategy";
  id: string;
  text: string;
  primary: Effect;
  secondary: Effect;
  /** "Choose any number of other players; those players use the secondary ability without spending a command token." */
  freeSecondary?: boolean;
};

export type Ability = WindowAbility | ComponentAction | StrategyAbility;
