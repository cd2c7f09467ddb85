// Generated from engine/games/xwing/format.ts and language.ts by `npm run language:print`: do not edit by hand.
// X-Wing (2nd edition) game state: Ships with their pilot, upgrades, tokens, charges, shields, initiative and the ranges abilities need; `timing` is a resolution in progress.
export type XwAbilities = XwAbility[];

export type Token = "focus" | "evade" | "calculate" | "reinforce" | "stress" | "strain" | "deplete" | "ion" | "jam" | "tractor" | "disarm" | "cloak";

export type ActionKind = "focus" | "evade" | "calculate" | "reinforce" | "barrelRoll" | "boost" | "lock" | "rotateArc" | "jam" | "coordinate" | "cloak" | "slam" | "reload";

/** self: the ship with this card; chosen: the ship chosen by an earlier step; subject: the ship the trigger or replacement is about (the destroyed ship, the ship that would gain a token). */
export type ShipRef = "self" | "chosen" | "subject";

/** Which ships qualify. All given conditions must hold. */
export type ShipFilter = {
  /** Relative to the ship with this card ("you", "a friendly ship", "another friendly ship"...). */
  rel: "self" | "friendly" | "anotherFriendly" | "enemy" | "any";
  /** [min, max] range from the ship with this card ("at range 0-3"). */
  range?: number[];
  /** "if that ship is not stressed" */
  notStressed?: boolean;
};

export type Amount =
  | number
  | {
    countShips: ShipFilter;
  };

export type Trigger =
  | {
    on: "actionPerformed";
    who: ShipFilter;
    actions?: ActionKind[];
    color?: "red" | "white";
  }
  | {
    on: "tokenGained";
    who: ShipFilter;
    tokens: ("focus" | "evade" | "calculate" | "reinforce" | "stress" | "strain" | "deplete" | "ion" | "jam" | "tractor" | "disarm" | "cloak")[];
  }
  | {
    on: "tokenSpent";
    who: ShipFilter;
    tokens: ("focus" | "evade" | "calculate" | "reinforce" | "stress" | "strain" | "deplete" | "ion" | "jam" | "tractor" | "disarm" | "cloak")[];
  }
  | {
    on: "shieldLost";
    who: ShipFilter;
  }
  | {
    on: "destroyed";
    who: ShipFilter;
  };

/** Checked when the ability would trigger or be used. */
export type Condition = {
  /** "if you/that ship is not stressed" */
  notStressed?: ShipRef;
  has?: {
    ship: ShipRef;
    tokens: ("focus" | "evade" | "calculate" | "reinforce" | "stress" | "strain" | "deplete" | "ion" | "jam" | "tractor" | "disarm" | "cloak")[];
  };
};

export type Cost =
  | {
    pay: "charge";
    amount: number;
  }
  | {
    pay: "force";
    amount: number;
  }
  | {
    pay: "gainToken";
    token: Token;
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
    do: "chooseShip";
    filter: ShipFilter;
    then: Effect;
  }
  | {
    do: "gainToken";
    who: ShipRef;
    token: Token;
    count?: Amount;
  }
  | {
    do: "removeToken";
    who: ShipRef;
    tokens: ("focus" | "evade" | "calculate" | "reinforce" | "stress" | "strain" | "deplete" | "ion" | "jam" | "tractor" | "disarm" | "cloak")[];
  }
  | {
    do: "transferToken";
    from: ShipRef;
    to: ShipRef;
    tokens: ("focus" | "evade" | "calculate" | "reinforce" | "stress" | "strain" | "deplete" | "ion" | "jam" | "tractor" | "disarm" | "cloak")[];
  }
  | {
    do: "performAction";
    who: ShipRef;
    actions?: ActionKind[];
    color?: "red" | "white" | "printed";
    whiteOnly?: boolean;
    /** "even while stressed" (stress.1) */
    evenWhileStressed?: boolean;
  }
  | {
    do: "acquireLock";
    who: ShipRef;
  }
  | {
    do: "recoverShield";
    who: ShipRef;
    amount: number;
  }
  | {
    do: "recoverCharge";
    amount: number;
  }
  | {
    do: "repairDamage";
    who: ShipRef;
    faceup: boolean;
    trait?: "Ship" | "Pilot";
  }
  | {
    do: "probe";
    text: string;
  };

export type XwAbility =
  | {
    kind: "triggered";
    /** Unique within the card; used in prompts and action requests. */
    id: string;
    /** The sentence of the printed text this ability stands for. */
    text: string;
    when: Trigger;
    /** The text says "may" (abilities.1). */
    optional: boolean;
    condition?: Condition;
    cost?: Cost[];
    effect: Effect;
  }
  | {
    kind: "action";
    /** Unique within the card; used in prompts and action requests. */
    id: string;
    /** The sentence of the printed text this ability stands for. */
    text: string;
    cost?: Cost[];
    effect: Effect;
  }
  | {
    kind: "replacement";
    /** Unique within the card; used in prompts and action requests. */
    id: string;
    /** The sentence of the printed text this ability stands for. */
    text: string;
    /** "If/Before [who] would gain a ... token" */
    would: {
      gain: ("focus" | "evade" | "calculate" | "reinforce" | "stress" | "strain" | "deplete" | "ion" | "jam" | "tractor" | "disarm" | "cloak")[];
      who: ShipFilter;
    };
    optional: boolean;
    condition?: Condition;
    cost?: Cost[];
    /** "... gain 1 ... token instead" (a choice when several). */
    instead: {
      gain: ("focus" | "evade" | "calculate" | "reinforce" | "stress" | "strain" | "deplete" | "ion" | "jam" | "tractor" | "disarm" | "cloak")[];
    };
  }
  | {
    kind: "outOfScope";
    /** Unique within the card; used in prompts and action requests. */
    id: string;
    /** The sentence of the printed text this ability stands for. */
    text: string;
    step: "setup" | "listBuilding" | "systemPhase" | "maneuver" | "attack" | "engagementStart" | "device";
  };

/** A player's answer to a prompt. */
export type ChoiceAnswer = {
  prompt?: string;
  options: string[];
};

/** An open timing window. */
export type TimingWindow = {
  id: string;
  /** The moment this window is at ("action", "onAttack", "triggered"...). */
  point: string;
  layer: number;
  phase: "collecting" | "resolving";
  pending: PendingAbility[];
  /** Players who declined since the last resolution, in order. */
  declined: string[];
  /** Objects that resolved an ability in this window. */
  used: string[];
  /** The ordering policy's bookkeeping. */
  cursor: Record<string, string | number | boolean | null>;
  resolved: number;
};

export type XwState = {
  /** By player id ("P1", "P2"); exactly one is the first player. */
  players: Record<string, XwPlayer>;
  ships: XwShip[];
  attack?: XwAttack;
  /** Cards defined inline (ability-language definitions), referred to by id from ships. */
  customCards?: XwCustomCard[];
  /** Answer a prompt with a single option without asking. */
  autoSingleTarget?: boolean;
  timing?: XwTiming;
};

export type XwPlayer = {
  /** The first player (their abilities go first in the ability queue). */
  first?: boolean;
  faction?: string;
};

export type XwUpgrade = {
  /** XWS id of the upgrade ("jynerso") or a custom card id. */
  card: string;
  /** Active and total (printed) value. */
  charges?: {
    active: number;
    total: number;
  };
};

export type XwShip = {
  id: string;
  /** Player id. */
  owner: string;
  /** XWS id of the pilot ("jakefarrell") or a custom card id; absent for a ship whose pilot has no ability. */
  pilot?: string;
  /** XWS id of the ship ("rz1awing"); informative. */
  ship?: string;
  initiative?: number;
  /** Tokens the ship has (one entry per token). */
  tokens?: Token[];
  /** Ships this ship has locked. */
  locks?: string[];
  /** Active and total (printed) value. */
  shields?: {
    active: number;
    total: number;
  };
  hull?: number;
  damageCards?: ({
    faceup: boolean;
    trait?: "Ship" | "Pilot";
  })[];
  /** The pilot card's [Charge]. */
  charges?: {
    active: number;
    total: number;
  };
  /** Active and total (printed) value. */
  force?: {
    active: number;
    total: number;
  };
  upgrades?: (string | XwUpgrade)[];
  /** The action bar (needed by "perform an action"). */
  actions?: ({
    type: ActionKind;
    color: "white" | "red";
  })[];
  /** Actions performed this round. */
  performed?: string[];
  /** Range to other ships by id (either ship may carry it; beyond range 3 is 4 or 5). */
  range?: Record<string, number>;
  /** Destroyed but not yet removed: its abilities stay active (abilities.4). */
  destroyed?: boolean;
};

/** An attack in progress: each ship owns its own dice (abilities.2). */
export type XwAttack = {
  attacker: string;
  defender: string;
  attackDice: ("hit" | "crit" | "focus" | "blank")[];
  defenseDice: ("evade" | "focus" | "blank")[];
};

export type XwCustomCard = {
  id: string;
  kind: "pilot" | "upgrade";
  name: string;
  text: string;
  abilities: XwAbilities;
};

/** A resolution in progress: send the state back with the answer and the action { "type": "continue" }. */
export type XwTiming = {
  /** Work left to do; the last task runs next. */
  tasks: XwTask[];
  /** Open windows, outermost first. */
  windows: TimingWindow[];
  /** Answers the interrupted step had already been given. */
  replay: ChoiceAnswer[];
  /** Prompts answered before the interrupted step. */
  answered: number;
  /** The last number given out per id prefix. */
  counters: Record<string, number>;
};

/** Whose ability is resolving and what it refers to. */
export type XwScope = {
  controller: string;
  /** The ship with the card. */
  ship: string;
  /** Card id. */
  card: string;
  ability: string;
  /** subject, chosen...: ship ids bound so far. */
  refs: Record<string, string>;
};

/** A triggered ability waiting in the ability queue. */
export type PendingAbility = {
  id: string;
  controller: string;
  source: string;
  card: string;
  ability: string;
  refs: Record<string, string>;
};

export type XwEvent =
  | {
    kind: "gainToken";
    ship: string;
    token: Token;
  }
  | {
    kind: "removeToken";
    ship: string;
    token: Token;
    spent: boolean;
    /** The ship whose effect removes it, when another. */
    by?: string;
  }
  | {
    kind: "lock";
    ship: string;
    target: string;
  }
  | {
    kind: "actionPerformed";
    ship: string;
    /** An action kind, or card:<card id>:<ability id> for an "Action:" ability. */
    action: string;
    color: "white" | "red";
  }
  | {
    kind: "spendCharge";
    ship: string;
    card: string;
    amount: number;
  }
  | {
    kind: "recoverCharge";
    ship: string;
    card: string;
    amount: number;
  }
  | {
    kind: "spendForce";
    ship: string;
    amount: number;
  }
  | {
    kind: "recoverShield";
    ship: string;
  }
  | {
    kind: "loseShield";
    ship: string;
  }
  | {
    kind: "damageCard";
    ship: string;
  }
  | {
    kind: "repairDamage";
    ship: string;
    faceup: boolean;
    trait?: string;
  }
  | {
    kind: "destroyed";
    ship: string;
  }
  | {
    kind: "removed";
    ship: string;
  }
  | {
    kind: "probe";
    ship: string;
    text: string;
  };

export type XwTask =
  | {
    t: "events";
    events: XwEvent[];
    prepared?: boolean;
    stage?: "apply";
    used?: string[];
  }
  | {
    t: "stateChecks";
  }
  | {
    t: "window";
    id: string;
  }
  | {
    t: "xw.action";
    /** The request action. */
    action: unknown;
  }
  | {
    t: "xw.ability";
    pending: PendingAbility;
  }
  | {
    t: "xw.pay";
    scope: XwScope;
    cost: Cost[];
  }
  | {
    t: "xw.effect";
    scope: XwScope;
    effect: Effect;
  }
  | {
    t: "xw.performAction";
    ship: string;
    action: ActionKind;
    color: "white" | "red";
  }
  | {
    t: "xw.actionDone";
    ship: string;
    action: string;
    color: "white" | "red";
  };
