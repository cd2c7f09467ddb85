// Public contract of the rules engine: what callers send and get back, for every game.
// Pure data in, pure data out: no Node APIs, no dependencies (the engine runs in browsers and React Native).

export type GameId = 'SWU' | 'XWING' | 'TI4';

/** A card as the engine needs it. The API builds these from the catalog; a state may also carry custom ones inline. */
export interface CardDefinition {
  /** Catalog id: set code of the Normal printing ("SOR_045"), or any unique id for a custom card. */
  id: string;
  /** Karabast-style name, "yoda#old-master"; units without a subtitle have no "#". */
  internalName: string;
  name: string;
  subtitle?: string | null;
  /** Unit, Event, Upgrade, Leader, Base, Token Unit, Token Upgrade. */
  type: string;
  cost?: number | null;
  power?: number | null;
  hp?: number | null;
  /** Stat modifiers an upgrade gives to the unit it is attached to. */
  upgradePower?: number | null;
  upgradeHp?: number | null;
  /** "Ground" or "Space" for units; null otherwise. */
  arena?: string | null;
  aspects: string[];
  traits: string[];
  unique: boolean;
  /** Printed keywords with their parameter: Raid 2 -> { name: "Raid", value: 2 }; Bounty -> { name: "Bounty", text: "..." }. */
  keywords: { name: string; value?: number | null; text?: string | null }[];
  /** Printed text, for humans and for the UNSUPPORTED check. */
  text?: string | null;
  /** Leader unit side / back text. */
  backText?: string | null;
  /** A leader's printed Epic Action ("Epic Action: If you control 6 or more resources, deploy this leader."). */
  epicAction?: string | null;
  /**
   * The card's abilities in the game's ability language (JSON). Absent means "not defined yet": the engine answers
   * UNSUPPORTED naming this card when its text would matter, instead of guessing.
   */
  abilities?: unknown;
}

/** Looks a card up by catalog id ("SOR_045"), set code, or internal name ("yoda#old-master"). */
export type CardLookup = (ref: string) => CardDefinition | undefined;

export interface ChoiceAnswer {
  /** The prompt this answers; optional, but when given it must match the pending prompt's id. */
  prompt?: string;
  /** Ids of the chosen options, between the prompt's min and max. */
  options: string[];
}

export interface ResolveOptions {
  /** Stop after the next step and return NEEDS_CHOICE-free partial progress (status RESOLVED with `complete: false`). */
  stopAfterEachStep?: boolean;
  /** Add human-oriented explanations (rule text excerpts) to log entries. */
  explain?: boolean;
  /** Add the derived view of the returned state (`view`): current stats, costs, legal moves. Off by default: it costs time. */
  view?: boolean;
}

export interface ValidateOptions {
  /** Add the derived view of a valid state (default true). */
  view?: boolean;
}

export interface ResolveRequest {
  game: GameId;
  /** The game's serialized state (for SWU: Karabast's format, extended). */
  state: unknown;
  action: unknown;
  choices?: ChoiceAnswer[];
  options?: ResolveOptions;
}

/** One answer a prompt offers. The protocol (every game): see engine/core/prompt-schema.ts. */
export interface PromptOption {
  /** Stable: the same request gives the same id; an answer lists option ids. "decline" declines and stands alone. */
  id: string;
  /** Built one way for every prompt kind (SWU: engine/games/swu/labels.ts). */
  label: string;
  /** What the option stands for, unique within the prompt: a card instance id, a player, a trigger instance... */
  ref?: string | null;
  /** The card instance the option is about (a target, a trigger's source), null for a player or a choice of words. */
  card?: string | null;
}

export interface Prompt {
  /** Deterministic: the same request always yields the same prompt id. */
  id: string;
  player: string;
  /** One of PROMPT_KINDS (engine/core/prompt-schema.ts): TARGET, MAY, BOUNTY, DEFENDER, TRIGGER_ORDER... */
  kind: string;
  text: string;
  options: PromptOption[];
  min: number;
  max: number;
}

export interface RuleRef {
  /** Comprehensive Rules number, e.g. "7.6.10"; resolvable through the API's rule(number:). */
  number: string;
  title: string;
}

export interface LogEntry {
  step: number;
  /** e.g. ATTACK_DECLARED, DAMAGE_DEALT, DEFEATED, TRIGGERED, ABILITY_RESOLVED, REPLACED, CHOICE_MADE */
  kind: string;
  text: string;
  /** Card instance ids involved. */
  cards: string[];
  player?: string | null;
  rule?: RuleRef | null;
}

export type ResolveStatus = 'RESOLVED' | 'NEEDS_CHOICE' | 'INVALID' | 'UNSUPPORTED';

export interface EngineError {
  /** Machine-readable: BAD_STATE, UNKNOWN_CARD, ILLEGAL_ACTION, BAD_CHOICE, ... */
  code: string;
  message: string;
  /** JSON path of the offending value: "$.player1.groundArena[0].damage", "$.choices[2]". */
  path: string;
}

export interface Unsupported {
  /** What the engine cannot run yet. */
  kind: 'CARD' | 'ABILITY' | 'RULE' | 'ACTION' | 'GAME';
  /** The card id, ability, rule number, action type or game at fault. */
  ref: string;
  reason: string;
}

export interface ResolveResult {
  status: ResolveStatus;
  /** Resulting state, in the same format as the input (unchanged input for INVALID / UNSUPPORTED). */
  state: unknown;
  prompt?: Prompt | null;
  log: LogEntry[];
  errors: EngineError[];
  unsupported?: Unsupported | null;
  /** False when stopAfterEachStep returned before the action finished. */
  complete: boolean;
  /** With options.view: the derived view of `state` (SWU: engine/games/swu/view.ts), null when it can't be computed. */
  view?: unknown;
}

export interface ValidationResult {
  valid: boolean;
  errors: EngineError[];
  /** The derived view of a valid state (unless ValidateOptions.view is false); null when it can't be computed. */
  view?: unknown;
}
