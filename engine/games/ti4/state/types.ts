// Generated from engine/games/ti4/state/format.ts by `npm run language:print`: do not edit by hand.
// Twilight Imperium 4 game state: Players in seating (clockwise) order, the active player, the speaker, the phase, systems with their planets, units and tokens, cards in hands and play areas, strategy cards, lasting effects, and a resolution in progress.
import type { Abilities, Point, UnitType, Modifier, Effect } from '../abilities/types.js';

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

export type CardInstance = {
  /** Instance id, unique in the state: each physical card is its own object (once per window). */
  id: string;
  /** A card: catalog id ("TI4:promissory:iff") or AsyncTI4 id ("iff"), or a customCards id. */
  card: string;
  exhausted?: boolean;
  /** Promissory notes: the player whose note this is (it returns to them). */
  owner?: string;
};

export type StrategyCardState = {
  /** A card: catalog id ("TI4:promissory:iff") or AsyncTI4 id ("iff"), or a customCards id. */
  card: string;
  exhausted?: boolean;
};

/** Tokens in the pools of the command sheet. */
export type CommandTokens = {
  tactic: number;
  fleet: number;
  strategy: number;
};

export type Player = {
  id: string;
  /** AsyncTI4 faction alias ("ghost" for the Creuss, "sol"...). */
  faction?: string;
  strategyCards: StrategyCardState[];
  passed?: boolean;
  commandTokens: CommandTokens;
  /** Command tokens in reinforcements; unlimited when absent. */
  reinforcementTokens?: number;
  tradeGoods: number;
  commodities: number;
  /** The commodity value on the faction sheet. */
  maxCommodities: number;
  /** Action cards in hand. */
  actionCards: CardInstance[];
  /** Promissory notes in hand. */
  promissoryNotes: CardInstance[];
  /** Promissory notes and other cards face up in the play area. */
  playArea: CardInstance[];
  technologies: CardInstance[];
  /** Faction abilities (the faction sheet is their physical object). */
  abilities: CardInstance[];
  leaders: CardInstance[];
  /** Units left in reinforcements by type; unlimited when absent. */
  reinforcements?: Record<string, number>;
};

export type Unit = {
  /** Each unit on the board is its own physical object. */
  id: string;
  type: UnitType;
  owner: string;
  /** The unit card when it has abilities (an upgraded or faction unit: "sardakk_dreadnought2"). */
  card?: string;
  damaged?: boolean;
};

export type Planet = {
  id: string;
  controller: string | null;
  exhausted?: boolean;
  units: Unit[];
  /** "sleeper"... */
  tokens?: string[];
  techSpecialty?: "biotic" | "cybernetic" | "propulsion" | "warfare";
};

export type System = {
  /** Tile id. */
  id: string;
  /** The player whose home system this is. */
  home?: string;
  planets: Planet[];
  /** Units in the space area. */
  units: Unit[];
  /** Wormhole tokens and the like ("creuss-alpha"). */
  tokens?: string[];
  /** Players who have a command token here. */
  commandTokens?: string[];
};

/** A combat in progress. */
export type CombatState = {
  kind: "space" | "ground";
  system: string;
  planet?: string;
  attacker: string;
  defender: string;
  round: number;
};

/** A lasting effect ("during this tactical action ..."). */
export type LastingEffect = {
  id: string;
  source: string;
  /** A card: catalog id ("TI4:promissory:iff") or AsyncTI4 id ("iff"), or a customCards id. */
  card: string;
  controller: string;
  player: string;
  modifier: Modifier;
  system?: string;
  unit?: string;
};

/** A card defined in the state itself. */
export type CustomCard = {
  id: string;
  name: string;
  text?: string;
  kind: "action" | "promissory" | "technology" | "ability" | "leader" | "unit" | "strategy";
  initiative?: number;
  unitType?: UnitType;
  sustainDamage?: boolean;
  abilities?: Abilities;
};

/** What a window is about: the player whose event it is, the system, planet or action card; `from`: who controlled the planet before. */
export type WindowContext = {
  player?: string;
  system?: string;
  planet?: string;
  card?: string;
  cardName?: string;
  name?: string;
  from?: string;
};

/** An ability waiting in a window. */
export type PendingAbility = {
  id: string;
  controller: string;
  source: string;
  /** A card: catalog id ("TI4:promissory:iff") or AsyncTI4 id ("iff"), or a customCards id. */
  card: string;
  ability: string;
  context: WindowContext;
};

/** Something that happens to the game state; every change goes through the event pipeline. */
export type Event =
  | {
    kind: "activate";
    player: string;
    system: string;
  }
  | {
    kind: "playActionCard";
    player: string;
    card: string;
  }
  | {
    kind: "pass";
    player: string;
  }
  | {
    kind: "tradeGoods";
    player: string;
    count: number;
  }
  | {
    kind: "commodities";
    player: string;
    count: number;
    to?: string;
  }
  | {
    kind: "commandTokens";
    player: string;
    pool: "tactic" | "fleet" | "strategy";
    count: number;
  }
  | {
    kind: "placeCommandToken";
    player: string;
    system: string;
  }
  | {
    kind: "removeCommandToken";
    player: string;
    system: string;
  }
  | {
    kind: "placeUnit";
    unit: Unit;
    system: string;
    planet?: string;
  }
  | {
    kind: "destroy";
    unit: string;
  }
  | {
    kind: "removeUnit";
    unit: string;
  }
  | {
    kind: "repair";
    unit: string;
  }
  | {
    kind: "token";
    token: string;
    system: string;
    planet?: string;
    remove?: boolean;
  }
  | {
    kind: "moveCard";
    card: string;
    to: string;
    zone: "actionCards" | "promissoryNotes" | "playArea" | "discard";
  }
  | {
    kind: "exhaust";
    card: string;
    ready?: boolean;
  }
  | {
    kind: "planet";
    planet: string;
    exhausted?: boolean;
    controller?: string;
  }
  | {
    kind: "moveUnit";
    unit: string;
    system: string;
  }
  | {
    kind: "addEffect";
    effect: LastingEffect;
  }
  | {
    kind: "cancel";
    card: string;
  }
  | {
    kind: "strategyCard";
    player: string;
    /** A card: catalog id ("TI4:promissory:iff") or AsyncTI4 id ("iff"), or a customCards id. */
    card: string;
    exhausted: boolean;
  }
  | {
    kind: "activePlayer";
    player: string | null;
    phase?: "strategy" | "action" | "status" | "agenda";
  };

export type Task =
  | {
    t: "events";
    events: Event[];
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
    t: "ti4.action";
    action: unknown;
  }
  | {
    t: "ti4.window";
    point: Point;
    context: WindowContext;
    transactions?: Transaction[];
  }
  | {
    t: "ti4.ability";
    ability: PendingAbility;
    played?: boolean;
  }
  | {
    t: "ti4.effect";
    effect: Effect;
    scope: Scope;
  }
  | {
    t: "ti4.afterUse";
    ability: PendingAbility;
  }
  | {
    t: "ti4.cardEffect";
    player: string;
    card: string;
  }
  | {
    t: "ti4.secondaries";
    player: string;
    /** A card: catalog id ("TI4:promissory:iff") or AsyncTI4 id ("iff"), or a customCards id. */
    card: string;
    free: string[];
  }
  | {
    t: "ti4.secondary";
    player: string;
    /** A card: catalog id ("TI4:promissory:iff") or AsyncTI4 id ("iff"), or a customCards id. */
    card: string;
    free: boolean;
  }
  | {
    t: "ti4.transaction";
    transaction: Transaction;
  }
  | {
    t: "ti4.nextTurn";
    player: string;
  };

/** A transaction (LRR 58): what one player gives another. */
export type Transaction = {
  from: string;
  to: string;
  promissoryNotes?: string[];
  tradeGoods?: number;
  commodities?: number;
};

/** Who resolves an effect and what it is about. */
export type Scope = {
  controller: string;
  source: string;
  /** A card: catalog id ("TI4:promissory:iff") or AsyncTI4 id ("iff"), or a customCards id. */
  card: string;
  context: WindowContext;
};

/** A resolution in progress (a prompt is pending): send the state back with { type: "continue" } and the answer. */
export type Timing = {
  /** Work left to do; the last task runs next. */
  tasks: Task[];
  /** Open windows, outermost first. */
  windows: TimingWindow[];
  /** Answers the interrupted step had already been given. */
  replay: ChoiceAnswer[];
  /** Prompts answered before the interrupted step. */
  answered: number;
  /** The last number given out per id prefix. */
  counters: Record<string, number>;
  /** Action cards cancelled during this resolution. */
  cancelled: string[];
};

export type Ti4State = {
  game?: "TI4";
  phase: "strategy" | "action" | "status" | "agenda";
  round?: number;
  /** Seating order, clockwise. */
  players: Player[];
  activePlayer: string | null;
  speaker: string;
  systems: System[];
  actionDiscard?: CardInstance[];
  effects?: LastingEffect[];
  combat?: CombatState | null;
  customCards?: CustomCard[];
  autoSingleTarget?: boolean;
  timing?: Timing;
};
