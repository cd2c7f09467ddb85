// The SWU state format, normalized. Input is Karabast's serialized game state (cards as names, set codes or small
// objects; resources as a count or a list); `normalizeState` turns it into this shape, where every card is an object
// with an instance id and a catalog id. The engine works on this shape directly and returns it: it is both the
// internal model and a valid input, so a result can be submitted again as it is.
import type { CardDefinition } from '../../../api.js';
import type { PhaseHistory } from './history.js';
import type { DelayedEffectState, LastingEffectState, PendingTriggerState, SwuTiming } from './timing-types.js';

export type { AbilityScope, AttackContext, DelayedEffectState, LastingEffectState, PendingTriggerState, SwuTiming, SwuTrigger, UnitSnapshot } from './timing-types.js';

export type PlayerId = 'player1' | 'player2';
export type Phase = 'setup' | 'action' | 'regroup';

/** Any card the state names: an instance id (unique in the state) and a catalog id ("SOR_045", "shield"). */
export interface CardRef {
  id: string;
  card: string;
}

export interface UpgradeInstance extends CardRef {
  /** The player who owns the upgrade (may differ from the unit's controller). */
  owner: PlayerId;
}

export interface UnitInstance extends CardRef {
  owner: PlayerId;
  damage: number;
  exhausted: boolean;
  /** Attached upgrades, tokens included ("shield", "experience"). */
  upgrades: UpgradeInstance[];
  /** Enemy units this unit guards (captured). */
  capturedUnits: CapturedInstance[];
  /** Played or created this phase (Hidden, 7.5.18A); absent: not this phase. */
  enteredThisPhase?: boolean;
  /** Ids of its "once each round" abilities used this round (8.32.3); absent: none. */
  usedThisRound?: string[];
}

export interface CapturedInstance extends CardRef {
  owner: PlayerId;
}

export interface ResourceInstance {
  id: string;
  /** null for an anonymous resource given as a count. */
  card: string | null;
  exhausted: boolean;
}

export interface LeaderInstance extends CardRef {
  deployed: boolean;
  exhausted: boolean;
  damage: number;
  upgrades: UpgradeInstance[];
  /** Some leaders flip instead of deploying. */
  flipped: boolean;
  epicActionUsed: boolean;
  /**
   * Deployed as an upgrade (3.4.4A, JTL Pilot leaders): the leader card is attached to a unit, listed in that unit's
   * upgrades under this same id; it is not a unit. Absent: deployed as a unit (when deployed).
   */
  asUpgrade?: boolean;
  /** Deployed this phase (Hidden, 7.5.18A); absent: not this phase. */
  enteredThisPhase?: boolean;
  /** Ids of its "once each round" abilities used this round (8.32.3); absent: none. */
  usedThisRound?: string[];
}

export interface BaseInstance extends CardRef {
  damage: number;
  epicActionUsed: boolean;
  /** Ids of its "no more than N times each game" action abilities, one entry per use. */
  usedThisGame?: string[];
}

export interface PlayerState {
  hand: CardRef[];
  groundArena: UnitInstance[];
  spaceArena: UnitInstance[];
  discard: CardRef[];
  resources: ResourceInstance[];
  /** Top of the deck first. */
  deck: CardRef[];
  base: BaseInstance;
  leader: LeaderInstance;
  hasInitiative: boolean;
  hasForceToken: boolean;
  credits: number;
  /** Has passed in this action phase. */
  passed: boolean;
  /** Took the initiative this action phase: passes every remaining turn of the phase (1.15.5B). */
  initiativeTaken?: boolean;
}




export interface SwuState {
  phase: Phase;
  player1: PlayerState;
  player2: PlayerState;
  /** Whose turn it is in the action phase; defaults to the player with the initiative. */
  activePlayer: PlayerId;
  round: number;
  effects: LastingEffectState[];
  delayed: DelayedEffectState[];
  pendingTriggers: PendingTriggerState[];
  /** Cards defined inline by the caller (custom or not yet in the catalog), used before the catalog. */
  customCards: CardDefinition[];
  /** Karabast test option: a prompt with a single legal target is answered automatically. */
  autoSingleTarget: boolean;
  /** Seed for anything random (shuffles); the same seed always gives the same result. */
  seed: number;
  /** Next free number for instance ids the engine creates ("t12"); keeps results deterministic. */
  nextId: number;
  /** What happened this phase (absent: not known). */
  thisPhase?: PhaseHistory;
  /** Present only while a resolution is in progress (a state returned at a prompt): what is left to do. */
  timing?: SwuTiming;
}
