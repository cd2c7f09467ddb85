// One resolution's working context: the (normalized, freshly built) state it mutates, the card lookup, recorded
// answers, the log, the timing pipeline, the current attacks and last-known information of cards that left play.
import type { CardDefinition, CardLookup, RuleRef } from '../../api.js';
import { type Decisions, type PromptSpec } from '../../core/decisions.js';
import { Invalid, invalid, unsupported } from '../../core/interrupts.js';
import { validateAbilities } from './abilities/validate.js';
import { StepLog } from '../../core/log.js';
import type { Machine } from '../../core/machine.js';
import type { KeywordGrant, TriggeredAbility } from './abilities/types.js';
import { displayName, findUnit, type UnitView } from './model.js';
import type { DelayedEffectState, LastingEffectState, PlayerId, SwuState } from './state/types.js';

export interface AttackContext {
  attacker: string;
  attackerController: PlayerId;
  /** Unit instance id or base instance id. */
  defender: string;
  defenderIsBase: boolean;
  defendingPlayer: PlayerId;
  /** Lasting effects created "for this attack". */
  effectIds: string[];
}

/** A unit as it was just before it left play (8.11). */
export interface UnitSnapshot {
  id: string;
  card: string;
  controller: PlayerId;
  owner: PlayerId;
  arena: UnitView['arena'];
  isLeader: boolean;
  power: number;
  hp: number;
  damage: number;
  keywords: KeywordGrant[];
  abilities: TriggeredAbility[];
  upgrades: string[];
}

export interface SwuTrigger {
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
}

export type SwuEvent =
  | { kind: 'damage'; target: string; amount: number; combat?: boolean; by?: string; byPlayer?: PlayerId; unpreventable?: boolean }
  | { kind: 'heal'; target: string; amount: number }
  | { kind: 'defeat'; target: string; reason?: string }
  | { kind: 'draw'; player: PlayerId; count: number }
  | { kind: 'giveToken'; target: string; token: 'shield' | 'experience'; player: PlayerId }
  | { kind: 'exhaust'; target: string; reason?: 'attack' | 'cost' }
  | { kind: 'ready'; target: string }
  /** Play a Card, step 6.2.5: the card moves from hand (or resources, Smuggle) into play, onto a unit, or to the discard. */
  | { kind: 'played'; target: string; player: PlayerId; from: 'hand' | 'resources'; as: 'unit' | 'upgrade' | 'event'; attachTo?: string }
  /** The leader flips to its unit side, ready, in its arena (3.4.4). */
  | { kind: 'deployed'; target: string; player: PlayerId }
  | { kind: 'payResources'; player: PlayerId; resources: string[]; what: string }
  /** Smuggle 7.5.14G: the top card of the deck becomes an exhausted resource (nothing with an empty deck). */
  | { kind: 'replaceResource'; player: PlayerId }
  | { kind: 'addEffect'; effect: LastingEffectState; text: string }
  | { kind: 'expireEffects'; ids: string[]; text: string }
  | { kind: 'addDelayed'; delayed: DelayedEffectState; text: string }
  /** Regroup 5.5.1C: a card from hand becomes a resource. */
  | { kind: 'resourceCard'; player: PlayerId; target: string }
  /** Regroup 5.5.1D: the player readies every exhausted card they control. */
  | { kind: 'readyAll'; player: PlayerId }
  | { kind: 'shuffleDeck'; player: PlayerId }
  | { kind: 'attackDeclared'; attacker: string; defender: string }
  | { kind: 'attackEnded'; attacker: string; defender: string; attackerSurvived: boolean }
  | { kind: 'capture'; target: string; by: string }
  | { kind: 'rescue'; target: string }
  | { kind: 'takeControl'; target: string; player: PlayerId };

const checked = new WeakSet<CardDefinition>();

/** A card's ability JSON is checked once per definition object; a malformed one is INVALID, naming the card. */
function checkAbilities(def: CardDefinition): void {
  if (checked.has(def)) return;
  const errors = validateAbilities(def.abilities, `card(${def.id}).abilities`);
  if (errors.length > 0) throw new Invalid(errors);
  checked.add(def);
}

/**
 * Direct-style access to the machine for procedures not yet written as tasks: each call runs its tasks to completion
 * before returning (a prompt met inside replays the whole request).
 */
export class TimingBridge {
  constructor(private readonly machine: () => Machine<SwuEvent, SwuTrigger>) {}

  emit(events: SwuEvent[]): void {
    this.machine().runNow({ t: 'events', events });
  }

  prepare(events: SwuEvent[]): SwuEvent[] {
    return this.machine().prepare(events);
  }

  commit(events: SwuEvent[]): void {
    this.machine().runNow({ t: 'events', events, prepared: true });
  }

  /** Opens a window, runs `body` (what it triggers waits there), and returns the window to resolve. */
  collect(body: () => void, point = 'action'): string {
    const id = this.machine().openWindow(point);
    body();
    return id;
  }

  resolveWindow(id: string): void {
    this.machine().runNow({ t: 'window', id });
  }

  /** Runs `body`, then resolves everything it triggered: the action-level window (7.6.8). */
  window(body: () => void, point = 'action'): void {
    this.resolveWindow(this.collect(body, point));
  }
}

export class SwuRun {
  readonly log = new StepLog();
  readonly lki = new Map<string, UnitSnapshot>();
  readonly attacks: AttackContext[] = [];
  machine!: Machine<SwuEvent, SwuTrigger>;
  readonly timing = new TimingBridge(() => this.machine);
  private defCache = new Map<string, CardDefinition>();

  constructor(
    readonly state: SwuState,
    private readonly lookup: CardLookup,
    readonly decisions: Decisions,
  ) {}

  def(card: string): CardDefinition {
    let found = this.defCache.get(card);
    if (!found) {
      found = this.lookup(card);
      if (!found) invalid('UNKNOWN_CARD', '$.state', `unknown card "${card}"`);
      checkAbilities(found);
      this.defCache.set(card, found);
    }
    return found;
  }

  readonly defOf = (card: string): CardDefinition => this.def(card);

  unit(id: string): UnitView | undefined {
    return findUnit(this.state, id, this.defOf);
  }

  name(id: string): string {
    const unit = this.unit(id);
    if (unit) return displayName(this.def(unit.card));
    const snap = this.lki.get(id);
    if (snap) return displayName(this.def(snap.card));
    for (const p of ['player1', 'player2'] as const) {
      if (this.state[p].base.id === id) return `${p}'s base (${displayName(this.def(this.state[p].base.card))})`;
    }
    return id;
  }

  newId(prefix: string): string {
    const id = `${prefix}${this.state.nextId}`;
    this.state.nextId += 1;
    return id;
  }

  newTriggerId(): string {
    return this.machine.newId('trigger');
  }

  /**
   * Bumped before and after every applied event. Reads derived from the state (units in play, what constant
   * abilities and lasting effects grant) are memoized within one version only, so they are never stale.
   */
  version = 0;
  private memo = new Map<string, unknown>();
  private memoVersion = -1;

  memoize<T>(key: string, compute: () => T): T {
    if (this.memoVersion !== this.version) {
      this.memo.clear();
      this.memoVersion = this.version;
    }
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = compute();
    this.memo.set(key, value);
    return value;
  }

  /** ResolveOptions.stopAfterEachStep: every step waits for a "continue" answer, replayed like any other choice. */
  stepMode = false;

  /** ResolveOptions.explain: each step's text also names the rule it applies. */
  explain = false;

  step(kind: string, text: string, cards: string[], player: PlayerId | null, rule: RuleRef | null): void {
    this.log.add(kind, this.explain && rule ? `${text} (rule ${rule.number}: ${rule.title})` : text, cards, player, rule);
    if (this.stepMode) {
      this.decisions.ask({ player: player ?? this.state.activePlayer, kind: 'STEP', text: `Step ${this.log.entries.length} done: ${text}. Continue?`, options: [{ id: 'continue', label: 'Continue', ref: null }], min: 1, max: 1 }, { forced: false });
    }
  }

  ask(spec: PromptSpec): string[] {
    return this.decisions.ask(spec);
  }

  get currentAttack(): AttackContext | undefined {
    return this.attacks[this.attacks.length - 1];
  }

  isAttacking(id: string): boolean {
    return this.attacks.some((a) => a.attacker === id);
  }

  unsupported(kind: 'CARD' | 'ABILITY' | 'RULE' | 'ACTION', ref: string, reason: string): never {
    return unsupported(kind, ref, reason);
  }
}
