// The SWU ability language: card abilities as JSON data that the interpreter runs. A card's `abilities` is an
// array of Ability. Everything here is plain data (serialisable, storable in the catalog's ability column, and
// accepted inline in a submitted state's customCards).

/** Relative to the player who controls the ability ("you"). */
export type Who = 'you' | 'opponent';

export interface KeywordGrant {
  name: string;
  value?: number | null;
  text?: string | null;
  /** For a gained Bounty: what collecting it does. */
  effect?: Effect;
}

/** Filters for units (and bases where the target allows them). All given conditions must hold. */
export interface UnitFilter {
  controller?: 'friendly' | 'enemy' | 'any';
  arena?: 'ground' | 'space';
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
}

/** What an effect applies to. `as` names the choice so later steps can refer to it with { ref }. */
export type Target =
  | { self: true }
  | { ref: string }
  | { choose: 'unit' | 'unitOrBase' | 'base'; filter?: UnitFilter; optional?: boolean; count?: number; as?: string; chooser?: Who }
  | { all: 'units'; filter?: UnitFilter }
  | { base: Who };

export type Amount = number | { damageOn: 'self' | string } | { powerOf: 'self' | string } | { event: 'amount' };

export type Duration = 'thisAttack' | 'thisPhase' | 'thisRound' | 'whileSourceInPlay' | 'untilNextTurn';

export type Condition =
  | { youControl: UnitFilter; atLeast?: number }
  | { not: Condition }
  | { baseDamaged: Who }
  | { enemyUnitThisCanAttack: true }
  /** "While this unit is undamaged / exhausted ...": the ability's own card matches the filter (printed facts and state). */
  | { self: UnitFilter };

export type Effect =
  | { do: 'sequence'; steps: Effect[] }
  | { do: 'dealDamage'; target: Target; amount: Amount; by?: Target }
  | { do: 'heal'; target: Target; amount: Amount }
  | { do: 'defeat'; target: Target }
  | { do: 'defeatShields'; target: Target }
  | { do: 'draw'; player?: Who | 'chosen'; count?: number }
  | { do: 'giveToken'; token: 'shield' | 'experience'; target: Target; count?: number }
  | { do: 'exhaust'; target: Target }
  | { do: 'ready'; target: Target }
  | { do: 'attackWith'; attacker: Target; defender?: UnitFilter & { unitsOnly?: boolean }; forThisAttack?: AttackModifiers; as?: string }
  | { do: 'modifyStats'; target: Target; power?: number; hp?: number; duration: Duration }
  | { do: 'gainKeyword'; target: Target; keyword: KeywordGrant; duration: Duration }
  | { do: 'gainAbility'; target: Target; ability: Ability; duration: Duration }
  | { do: 'chooseAnyNumberOfPlayers'; then: Effect }
  | { do: 'may'; effect: Effect; text?: string }
  | { do: 'if'; condition: Condition; then: Effect; else?: Effect }
  | { do: 'capture'; target: Target; by: Target }
  | { do: 'rescue'; target: Target }
  | { do: 'takeControl'; target: Target }
  /** "Choose N:" a bulleted list (8.4.4); the chosen options resolve in the order the player picks (C). */
  | { do: 'chooseOptions'; count: number; options: { label: string; effect: Effect }[] }
  /** Shuffle a deck: randomness only through the state's seed. */
  | { do: 'shuffleDeck'; player?: Who }
  /** A delayed effect (7.7.4): resolves through the normal trigger windows when an event of this kind happens. */
  | { do: 'delay'; when: { event: DelayableEvent }; effect: Effect; text?: string }
  /** A modified "Play a Card" action (7.1.6) from hand, e.g. ignoring the aspect penalty (8.10.2). */
  | { do: 'playFromHand'; filter?: { type?: string; aspect?: string; maxCost?: number }; ignoreAspectPenalty?: boolean; free?: boolean; costReduction?: number };

/** Event kinds a delayed effect can wait for. */
export type DelayableEvent = 'attackEnded' | 'attackDeclared' | 'played' | 'defeat' | 'draw' | 'damage';

export interface AttackModifiers {
  power?: number;
  hp?: number;
  gain?: Ability[];
  keywords?: KeywordGrant[];
}

/** What a triggered ability waits for; "self" is the card with the ability. */
export type TriggerSpec =
  | { on: 'played' }
  | { on: 'deployed' }
  | { on: 'defeated' }
  | { on: 'captured' }
  /** Bounty (10.1): when defeated or captured. */
  | { on: 'bounty' }
  | { on: 'attack' }
  | { on: 'defense' }
  | { on: 'attackEnds' }
  | { on: 'completesAttack' }
  /** "When this unit deals combat damage [to a non-leader unit] [while attacking]". Binds `dealtTo`, `amount`. */
  | { on: 'dealsCombatDamage'; to?: 'unit' | 'base' | 'any'; toFilter?: UnitFilter; whileAttacking?: boolean }
  /** "When a [friendly Wookiee] unit is dealt combat damage [and isn't defeated]". Binds `unit`, `amount`. */
  | { on: 'unitDealtCombatDamage'; unit: UnitFilter; survives?: boolean };

export type AbilitySide = 'leader' | 'unit';

interface AbilityBase {
  /** Unique within the card; used in prompts and action requests. */
  id: string;
  text: string;
  /** For leaders: which side carries the ability. */
  side?: AbilitySide;
}

export interface TriggeredAbility extends AbilityBase {
  kind: 'triggered';
  when: TriggerSpec;
  /** Checked when the trigger happens ("isn't defeated", "if you control..."). */
  condition?: Condition;
  effect: Effect;
  /** Bounty-like: resolved (optionally) by an opponent, who controls it (10.1). */
  resolvedBy?: 'opponent';
}

export interface ConstantAbility extends AbilityBase {
  kind: 'constant';
  condition?: Condition;
  /** Which units it affects; "self" for "this unit ...". */
  affects: 'self' | { filter: UnitFilter };
  grant: Grant;
}

/** What constant abilities and lasting effects give a unit. */
export interface Grant {
  power?: number;
  hp?: number;
  keyword?: KeywordGrant;
  ability?: Ability;
  /** "This unit can't be attacked" (Sentinel overrides it, 8.4). */
  cantBeAttacked?: boolean;
}

/** "If this unit would be defeated / dealt damage / captured, instead ..." (7.7.5). */
export interface ReplacementAbility extends AbilityBase {
  kind: 'replacement';
  would: 'defeated' | 'dealtDamage' | 'captured';
  instead: Effect;
}

export interface ActionAbility extends AbilityBase {
  kind: 'action';
  epic?: boolean;
  cost: { resources?: number; exhaust?: boolean };
  effect: Effect;
}

export interface EventAbility extends AbilityBase {
  kind: 'event';
  effect: Effect;
}

/** Epic Action: deploy this leader when you control `minResources` resources. */
export interface DeployAbility extends AbilityBase {
  kind: 'deploy';
  minResources: number;
}

/** An upgrade's "Attach to a ... unit." play restriction (8.19.2). */
export interface AttachRestriction extends AbilityBase {
  kind: 'attachTo';
  filter: UnitFilter;
}

/** Text the language can't express yet. The engine answers UNSUPPORTED when it becomes relevant. */
export interface UnsupportedAbility extends AbilityBase {
  kind: 'unsupported';
  /** When it matters: as a constant (any action), when the card is played, attacks, is defeated, or when used. */
  relevant: ('constant' | 'played' | 'attack' | 'defeated' | 'action' | 'opponentPlays')[];
  rule?: string;
}

export type Ability = TriggeredAbility | ConstantAbility | ActionAbility | EventAbility | DeployAbility | ReplacementAbility | AttachRestriction | UnsupportedAbility;
