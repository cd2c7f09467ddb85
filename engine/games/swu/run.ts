// One resolution's working context: the (normalized, freshly built) state it mutates, the card lookup, recorded
// answers, the log and the timing machine. Everything a resolution in progress needs between two steps (tasks,
// windows, attacks, last-known information, ability scopes) lives in the state's `timing`, not here.
import type { CardDefinition, CardLookup, RuleRef } from '../../api.js';
import { type Decisions, type PromptSpec } from '../../core/decisions.js';
import { Invalid, invalid, unsupported } from '../../core/interrupts.js';
import { validateAbilities } from './abilities/validate.js';
import { StepLog } from '../../core/log.js';
import type { Machine, Task } from '../../core/machine.js';
import type { Grant } from './abilities/types.js';
import { allUnits, displayName, findUnit, type UnitView } from './model.js';
import type { AttackContext, PlayerId, SwuState, SwuTiming, SwuTrigger, UnitSnapshot } from './state/types.js';
import type { SwuEvent, SwuTask } from './state/timing-types.js';

export type { AttackContext, SwuTrigger, UnitSnapshot } from './state/types.js';
/** SWU's events (what changes the state, through the pipeline) and tasks (the steps of its procedures): data. */
export type { AttackRequestData, PlayRequestData, SwuEvent, SwuTask } from './state/timing-types.js';

const checked = new WeakSet<CardDefinition>();

/** A card's ability JSON is checked once per definition object; a malformed one is INVALID, naming the card. */
function checkAbilities(def: CardDefinition): void {
  if (checked.has(def)) return;
  const errors = validateAbilities(def.abilities, `card(${def.id}).abilities`);
  if (errors.length > 0) throw new Invalid(errors);
  checked.add(def);
}

export function emptySwuTiming(): SwuTiming {
  return { tasks: [], windows: [], replay: [], answered: 0, counters: {}, attacks: [], lki: {}, scopes: {} };
}

export class SwuRun {
  readonly log = new StepLog();
  machine!: Machine<SwuEvent, SwuTrigger>;
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

  /** A card's definition, or undefined when the lookup does not know it (a token the catalog lacks): never throws. */
  knownDef(card: string): CardDefinition | undefined {
    return this.defCache.get(card) ?? this.lookup(card);
  }

  unit(id: string): UnitView | undefined {
    // A handful of units: a scan costs less than building an index per state version; while nothing is cached (an
    // event being applied), the scan stops at the unit instead of listing them all first.
    if (!this.freshCaches()) return findUnit(this.state, id, this.defOf);
    for (const u of this.unitsCache) if (u.id === id) return u;
    return undefined;
  }

  name(id: string): string {
    const unit = this.unit(id);
    if (unit) return displayName(this.def(unit.card));
    const snap = this.lkiOf(id);
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

  newAttackId(): string {
    return this.machine.newId('attack');
  }

  /**
   * Bumped before and after every applied event. Reads derived from the state (units in play, what constant
   * abilities and lasting effects grant) are cached within one version only, so they are never stale; while an event
   * is being applied nothing is cached.
   */
  version = 0;
  applying = false;
  /** Above 0 while a constant's keyword condition is read: derived reads are then computed, never cached. */
  uncached = 0;
  private cacheVersion = -1;
  private unitsCache: UnitView[] = [];
  private grantsCache = new Map<string, Grant[]>();
  private derivedCache = new Map<string, unknown>();

  private freshCaches(): boolean {
    if (this.applying || this.uncached > 0) return false;
    if (this.cacheVersion !== this.version) {
      this.cacheVersion = this.version;
      this.unitsCache = allUnits(this.state, this.defOf);
      this.grantsCache.clear();
      this.derivedCache.clear();
    }
    return true;
  }

  /**
   * A value derived from the whole state (e.g. which units lost all abilities), computed once per version under
   * `key`; undefined while nothing is cached (an event being applied), when the caller reads only what it needs.
   */
  derived<T>(key: string, compute: () => T): T | undefined {
    if (!this.freshCaches()) return undefined;
    if (!this.derivedCache.has(key)) this.derivedCache.set(key, compute());
    return this.derivedCache.get(key) as T;
  }

  private onceCache?: Map<string, unknown>;

  /** A value that holds for the whole resolution (e.g. read from the cards the input state holds), computed once. */
  once<T>(key: string, compute: () => T): T {
    const cache = (this.onceCache ??= new Map());
    if (!cache.has(key)) cache.set(key, compute());
    return cache.get(key) as T;
  }

  /** Units in play. */
  units(): UnitView[] {
    return this.freshCaches() ? this.unitsCache : allUnits(this.state, this.defOf);
  }

  /** What constant abilities, upgrades and lasting effects grant this unit now. */
  grants(unit: UnitView, compute: (run: SwuRun, unit: UnitView) => Grant[]): Grant[] {
    if (!this.freshCaches()) return compute(this, unit);
    let grants = this.grantsCache.get(unit.id);
    if (!grants) this.grantsCache.set(unit.id, (grants = compute(this, unit)));
    return grants;
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

  /** The resolution in progress (created on first use; removed from the state once nothing is left to do). */
  get progress(): SwuTiming {
    return (this.state.timing ??= emptySwuTiming());
  }

  get attacks(): AttackContext[] {
    return this.progress.attacks;
  }

  lkiOf(id: string): UnitSnapshot | undefined {
    return this.state.timing?.lki[id];
  }

  remember(snapshot: UnitSnapshot): void {
    this.progress.lki[snapshot.id] = snapshot;
  }

  /** Schedules SWU tasks to run after the current step, in call order. */
  then(...tasks: SwuTask[]): void {
    this.machine.schedule(...(tasks as Task[]));
  }

  /** Schedules a simultaneous batch of events: it goes through the pipeline after the current step. */
  emit(events: SwuEvent[], prepared = false): void {
    this.machine.emit(events, prepared ? { prepared } : {});
  }

  /** Legality and replacement for events about to happen together (may ask which replacement applies). */
  prepare(events: SwuEvent[]): SwuEvent[] {
    return this.machine.prepare(events);
  }

  /** Opens a window collecting what triggers from now on; schedule `{ t: 'window', id }` to resolve it. */
  openWindow(point: string): string {
    return this.machine.openWindow(point);
  }

  /** Schedules a log line (for one that must come after events scheduled before it). */
  logLater(kind: string, text: string, cards: string[], player: PlayerId | null, rule: RuleRef | null): void {
    this.then({ t: 'swu.log', kind, text, cards, player, rule });
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
