// Generated from engine/games/swu/state/timing.ts by `npm run language:print`: do not edit by hand.
// Star Wars: Unlimited resolution in progress: What is left to do in a resolution interrupted by a prompt: send the state back with the answer to resume it.
import type { Duration, UnitFilter, KeywordGrant, AttackModifiers, Effect, TriggeredAbility } from '../abilities/types.js';

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
  pending: SwuTrigger[];
  /** Players who declined since the last resolution, in order. */
  declined: string[];
  /** Objects that resolved an ability in this window. */
  used: string[];
  /** The ordering policy's bookkeeping. */
  cursor: Record<string, string | number | boolean | null>;
  resolved: number;
};

export type PlayerId = "player1" | "player2";

/** A lasting effect (7.7). */
export type LastingEffectState = {
  id: string;
  source: string;
  controller: PlayerId;
  duration: Duration;
  targets: string[];
  /** What it grants, in the ability language. */
  effect: unknown;
};

/** A delayed effect (7.7.4). */
export type DelayedEffectState = {
  id: string;
  source: string;
  controller: PlayerId;
  when: unknown;
  effect: unknown;
  /** Names the effect refers to ("defeat it"), bound when it was created. */
  refs?: Record<string, string>;
};

/** A triggered ability waiting to resolve (a state captured mid-window). */
export type PendingTriggerState = {
  id: string;
  source: string;
  controller: PlayerId;
  ability: string;
  layer: number;
  context?: Record<string, unknown>;
};

/** Something that happens to the game state; every change goes through the event pipeline. */
export type SwuEvent =
  | {
    kind: "damage";
    target: string;
    amount: number;
    combat?: boolean;
    by?: string;
    byPlayer?: PlayerId;
    unpreventable?: boolean;
    /** The card whose ability deals the damage (not set for combat damage, whose dealer is `by`). */
    source?: string;
  }
  | {
    kind: "heal";
    target: string;
    amount: number;
  }
  | {
    kind: "defeat";
    target: string;
    reason?: string;
    /** The controller of the card ability that causes it (for "by enemy card abilities", 8.3.2); absent when no ability does. */
    byAbilityOf?: PlayerId;
  }
  | {
    kind: "draw";
    player: PlayerId;
    count: number;
  }
  | {
    kind: "giveToken";
    target: string;
    token: "shield" | "experience";
    player: PlayerId;
  }
  | {
    kind: "exhaust";
    target: string;
    reason?: "attack" | "cost";
    /** The controller of the card ability that causes it (for "by enemy card abilities", 8.3.2); absent when no ability does. */
    byAbilityOf?: PlayerId;
  }
  | {
    kind: "ready";
    target: string;
  }
  | {
    kind: "played";
    target: string;
    player: PlayerId;
    from: "hand" | "resources" | "discard";
    as: "unit" | "upgrade" | "event";
    attachTo?: string;
    /** Played using Smuggle (7.5.14), not Plot. */
    smuggle?: boolean;
    /** The unit enters play ready. */
    ready?: true;
    /** Lasting effects on the unit that start as it enters play (their targets: the played card). */
    effects?: LastingEffectState[];
  }
  | {
    kind: "deployed";
    target: string;
    player: PlayerId;
    /** Deployed as an upgrade attached to this unit (3.4.4A, v2/pilots.ts). */
    attachTo?: string;
  }
  | {
    kind: "payResources";
    player: PlayerId;
    resources: string[];
    what: string;
  }
  | {
    kind: "replaceResource";
    player: PlayerId;
  }
  | {
    kind: "addEffect";
    effect: LastingEffectState;
    text: string;
  }
  | {
    kind: "expireEffects";
    ids: string[];
    text: string;
  }
  | {
    kind: "addDelayed";
    delayed: DelayedEffectState;
    text: string;
  }
  | {
    kind: "resourceCard";
    player: PlayerId;
    target: string;
    /** Put into play ready (an ability's "and ready it", 1.7.7). */
    ready?: boolean;
  }
  | {
    kind: "readyAll";
    player: PlayerId;
  }
  | {
    kind: "shuffleDeck";
    player: PlayerId;
  }
  | {
    kind: "attackDeclared";
    attacker: string;
    defender: string;
  }
  | {
    kind: "attackEnded";
    attacker: string;
    defender: string;
    attackerSurvived: boolean;
  }
  | {
    kind: "capture";
    target: string;
    by: string;
    /** The controller of the card ability that causes it (for "by enemy card abilities", 8.3.2); absent when no ability does. */
    byAbilityOf?: PlayerId;
  }
  | {
    kind: "rescue";
    target: string;
  }
  | {
    kind: "takeControl";
    target: string;
    player: PlayerId;
    /** The controller of the card ability that causes it (for "by enemy card abilities", 8.3.2); absent when no ability does. */
    byAbilityOf?: PlayerId;
  }
  | {
    kind: "useForce";
    player: PlayerId;
  }
  | {
    kind: "abilityUsed";
    source: string;
    ability: string;
  }
  | {
    kind: "abilityUsedThisGame";
    source: string;
    ability: string;
  }
  | {
    kind: "createForce";
    player: PlayerId;
  }
  | {
    kind: "readyResources";
    player: PlayerId;
    count: number;
  }
  | {
    kind: "exhaustResources";
    player: PlayerId;
    count: number;
  }
  | {
    kind: "resourceTopOfDeck";
    player: PlayerId;
    ready?: boolean;
  }
  | {
    kind: "resourcesLeave";
    player: PlayerId;
    targets: string[];
    to: "hand" | "discard";
    readyLeaving: number;
  }
  | {
    kind: "resourceFromDiscard";
    player: PlayerId;
    target: string;
    ready?: boolean;
  }
  | {
    kind: "attachUpgrade";
    target: string;
    to: string;
  }
  | {
    kind: "moveToArena";
    target: string;
    arena: string;
  }
  | {
    kind: "detachAsUnit";
    target: string;
  }
  | {
    kind: "attachAsUpgrade";
    target: string;
    to: string;
  }
  | {
    kind: "createToken";
    id: string;
    /** The token card (its internal name). */
    card: string;
    player: PlayerId;
  }
  | {
    kind: "moveCard";
    target: string;
    from: "play" | "hand" | "deck" | "discard" | "resources";
    to: "hand" | "discard" | "deckBottom" | "deckTop";
    /** Why it moves: "discard" for a discard (1.14), "return" for return to hand (8.24)... */
    reason?: "discard" | "return" | "search" | "draw";
    /** The controller of the card ability that causes it ("by enemy card abilities", 8.3.2). */
    byAbilityOf?: PlayerId;
  }
  | {
    kind: "createCredits";
    player: PlayerId;
    count: number;
  }
  | {
    kind: "spendCredits";
    player: PlayerId;
    count: number;
  }
  | {
    kind: "reveal";
    player: PlayerId;
    cards: string[];
    to: PlayerId | null;
    what: string;
  }
  | {
    kind: "defeatCredits";
    player: PlayerId;
    count: number;
  }
  | {
    kind: "moveCredits";
    from: PlayerId;
    to: PlayerId;
    count: number;
  }
  | {
    kind: "discardCaptured";
    target: string;
  }
  | {
    kind: "regroupStarted";
  }
  | {
    kind: "tookInitiative";
    player: PlayerId;
  }
  | {
    kind: "actionPhaseStarted";
  };

/** An attack in progress (6.3). */
export type AttackContext = {
  id: string;
  attacker: string;
  attackerController: PlayerId;
  /** Unit instance id or base instance id. */
  defender: string;
  defenderIsBase: boolean;
  defendingPlayer: PlayerId;
  /** Lasting effects created "for this attack". */
  effectIds: string[];
  /** Combat damage has been dealt (6.3.4): a defender defeated from then on was defeated by it. */
  combatDamageDealt?: boolean;
};

/** A unit as it was just before it left play (8.11). */
export type UnitSnapshot = {
  id: string;
  card: string;
  controller: PlayerId;
  owner: PlayerId;
  arena: "groundArena" | "spaceArena";
  isLeader: boolean;
  power: number;
  hp: number;
  damage: number;
  keywords: KeywordGrant[];
  abilities: TriggeredAbility[];
  upgrades: string[];
};

/** What an ability being resolved knows: who controls it, where it comes from, what its choices bound. */
export type AbilityScope = {
  controller: PlayerId;
  /** Instance id of the card whose ability this is; it may have left play (7.6.3). */
  source: string;
  sourceCard: string;
  /** Names bound by the trigger or by earlier choices ("defender", "first"...) to instance ids. */
  refs: Record<string, string>;
  amount: number;
  label: string;
  chosenPlayers?: PlayerId[];
  /** A "may" folded into the next target choice: its prompt offers the targets and "decline". */
  optionalNext?: boolean;
  /** Collecting a Bounty (10.5): its optional prompt is a BOUNTY prompt. */
  bounty?: boolean;
};

/** A triggered ability (or a delayed effect firing) waiting in a window. */
export type SwuTrigger = {
  id: string;
  controller: PlayerId;
  source: string;
  sourceCard: string;
  ability: TriggeredAbility;
  /** Context the trigger binds: dealtTo, unit, attacker, defender... */
  refs: Record<string, string>;
  amount: number;
  /** A delayed effect firing (7.7.4): removed from the state when it fires. */
  delayedId?: string;
};

/** An attack as requested (by the action or by an ability). */
export type AttackRequestData = {
  player: PlayerId;
  attacker: string;
  /** Unit or base instance id; asked for when absent. */
  defender?: string;
  unitsOnly?: boolean;
  /** "Attack with a unit, even if it's exhausted": the attacker may be exhausted. */
  evenIfExhausted?: boolean;
  /** A modified attack's restriction on what can be attacked (7.1.6C): defending units must match. */
  defenderFilter?: UnitFilter;
  modifiers?: AttackModifiers;
  /** The modifiers' lasting effects, once applied at declaration (7.1.6). */
  effectIds?: string[];
  /** Where a bad defender came from, for the error path. */
  path?: string;
  sourceLabel?: string;
  source?: string;
};

/** A Play a Card action as requested; modified ones (7.1.6) ignore the aspect penalty (8.10.2), are free (8.1.3) or cost less. */
export type PlayRequestData = {
  player: PlayerId;
  /** Instance id of the card in hand (or in resources for Smuggle). */
  card: string;
  /** Where the card is played from; "discard": an ability lets it be played from its owner's discard pile (7.1.6). */
  from: "hand" | "resources" | "discard";
  /** For upgrades: the unit to attach to (asked for when absent). */
  attachTo?: string;
  ignoreAspectPenalty?: boolean;
  free?: boolean;
  costReduction?: number;
  /** Up to `count` aspect penalties (one per missing icon, 8.1.1) for icons of these aspects are ignored (8.10.2). */
  ignorePenaltyIcons?: {
    count: number;
    aspects: ("Vigilance" | "Command" | "Aggression" | "Cunning" | "Villainy" | "Heroism")[];
  };
  /** The unit enters play ready (7.1.6). */
  entersReady?: true;
  /** Keywords the unit gains for this phase as it enters play: a lasting effect of the ability that played it (7.7.3). */
  entersWith?: {
    source: string;
    controller: PlayerId;
    keywords: KeywordGrant[];
  };
  /** The rest of the ability that played the card, under that ability's scope: resolved after the card is put into play and before the play's triggered abilities (7.6.8). */
  after?: {
    effect: Effect;
    scope: string;
  };
  /** Played from resources with Plot (7.5.19): its printed cost and aspects, not Smuggle. */
  plot?: boolean;
  /** A unit with Piloting played as an upgrade (true) or as a unit (false); asked for when absent (6.2.1A, 7.5.17). */
  piloting?: boolean;
};

export type RuleRef = {
  number: string;
  title: string;
};

/** One step of a procedure, as data: `t` names the step's handler. */
export type SwuTask =
  | {
    t: "events";
    events: SwuEvent[];
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
    t: "swu.action";
    /** The action as submitted. */
    action: unknown;
  }
  | {
    t: "swu.pendingLayer";
    layer: number;
    triggers: PendingTriggerState[];
  }
  | {
    t: "swu.log";
    kind: string;
    text: string;
    cards: string[];
    player: PlayerId | null;
    rule: RuleRef | null;
  }
  | {
    t: "swu.endTurn";
    player: PlayerId;
  }
  | {
    t: "swu.trigger";
    trigger: SwuTrigger;
  }
  | {
    t: "swu.effect";
    effect: Effect;
    scope: string;
  }
  | {
    t: "swu.options";
    scope: string;
    options: {
      label: string;
      effect: Effect;
    }[];
    remaining: number[];
  }
  | {
    t: "swu.scopeEnd";
    scope: string;
  }
  | {
    t: "swu.attack";
    req: AttackRequestData;
  }
  | {
    t: "swu.attackBegin";
    attack: AttackContext;
    req: AttackRequestData;
  }
  | {
    t: "swu.attackDamage";
    attack: string;
  }
  | {
    t: "swu.combatDamage";
    attack: string;
    /** The defender's damage back after an attacker that deals its combat damage first (6.3.5C). */
    second?: boolean;
    /** The attacker's damage back after the defending unit dealt its combat damage first ("you may have the defending unit deal combat damage before this unit", 6.3.5C). */
    attackerSecond?: boolean;
  }
  | {
    t: "swu.attackFinish";
    attack: string;
    player: PlayerId;
  }
  | {
    t: "swu.play";
    req: PlayRequestData;
  }
  | {
    t: "swu.playPay";
    player: PlayerId;
    cost: number;
    what: string;
    preferred?: string;
  }
  | {
    t: "swu.playPut";
    req: PlayRequestData;
    card: {
      id: string;
      card: string;
    };
  }
  | {
    t: "swu.abilityChanged";
    before: string;
    text: string;
  }
  | {
    t: "swu.regroup";
  }
  | {
    t: "swu.regroupDraw";
  }
  | {
    t: "swu.regroupResource";
    player: PlayerId;
  }
  | {
    t: "swu.regroupReady";
  }
  | {
    t: "swu.regroupEnd";
  }
  | {
    t: "swu.roundStart";
  }
  | {
    t: "swu.handOver";
    player: PlayerId;
  };

/** A resolution in progress: the machine's tasks and windows, plus what SWU's steps share between them. */
export type SwuTiming = {
  /** Work left to do; the last task runs next. */
  tasks: SwuTask[];
  /** Open windows, outermost first. */
  windows: TimingWindow[];
  /** Answers the interrupted step had already been given. */
  replay: ChoiceAnswer[];
  /** Prompts answered before the interrupted step. */
  answered: number;
  /** The last number given out per id prefix. */
  counters: Record<string, number>;
  attacks: AttackContext[];
  /** Last-known information of units that left play during this resolution. */
  lki: Record<string, UnitSnapshot>;
  /** Abilities being resolved, by scope id. */
  scopes: Record<string, AbilityScope>;
};
