// The one timing model every game uses. A state change is an event that goes through one pipeline:
//   legality -> replacement layer ("would ... instead") -> apply -> trigger collection -> state checks.
// Triggered abilities wait in the innermost open window; a per-game ordering policy (a plain object with functions,
// like boardgame.io's TurnOrder) decides who resolves what next. Abilities triggered while one resolves open a
// nested window that is finished before the outer one continues (SWU 7.6.11-7.6.12).

/** What a game tells the core about its events. `E` is the game's event type, `T` its pending trigger type. */
export interface GameRules<E, T> {
  /** False when the event can't happen at all (its target left play...): it is skipped, not replaced. */
  legal(event: E): boolean;
  /** Replacement effects that would apply to this event, minus those already used on it (7.7.5E). */
  replacements(event: E, used: ReadonlySet<string>): Replacement<E>[];
  /** Asks the affected player which of several replacements applies first. */
  chooseReplacement(event: E, options: Replacement<E>[]): Replacement<E>;
  /** Called once per simultaneous batch, before any event of it applies (last-known information). */
  beforeApply(events: readonly E[]): void;
  apply(event: E): void;
  /** Triggered abilities (and delayed effects) this applied event fires. */
  triggers(event: E): T[];
  /** Events the new game state forces at once (state-based: defeat at 0 HP, unique rule...). */
  stateChecks(): E[];
}

export interface Replacement<E> {
  id: string;
  label: string;
  /** `instead`: what happens in place of the event; `remaining`: the part of the event that still happens, if any. */
  replace(event: E): { instead: E[]; remaining: E | null };
}

/** Who resolves what next among simultaneous triggers. */
export interface OrderingPolicy<T> {
  controllerOf(trigger: T): string;
  /** Several players have triggers waiting: pick the one who resolves all of theirs next. */
  choosePlayer(players: string[], pending: readonly T[]): string;
  /** One player has several triggers waiting: pick which resolves next. */
  chooseTrigger(player: string, mine: readonly T[]): T;
}

export class Timing<E, T> {
  private collectors: T[][] = [[]];

  constructor(
    private readonly rules: GameRules<E, T>,
    private readonly policy: OrderingPolicy<T>,
    private readonly resolveTrigger: (trigger: T) => void,
  ) {}

  /** Legality and replacement for a batch; returns the events that will actually happen. */
  prepare(events: readonly E[], used: ReadonlySet<string> = new Set()): E[] {
    const out: E[] = [];
    for (const original of events) {
      if (!this.rules.legal(original)) continue;
      let event: E | null = original;
      const usedHere = new Set(used);
      while (event) {
        const options = this.rules.replacements(event, usedHere);
        if (options.length === 0) break;
        const chosen: Replacement<E> = options.length === 1 ? options[0]! : this.rules.chooseReplacement(event, options);
        usedHere.add(chosen.id);
        const result: { instead: E[]; remaining: E | null } = chosen.replace(event);
        out.push(...this.prepare(result.instead, usedHere));
        event = result.remaining;
      }
      if (event) out.push(event);
    }
    return out;
  }

  /** Applies prepared events simultaneously, collects their triggers, then runs state checks to a fixed point. */
  commit(events: readonly E[]): void {
    if (events.length === 0) return;
    this.rules.beforeApply(events);
    for (const event of events) this.rules.apply(event);
    const window = this.current();
    for (const event of events) window.push(...this.rules.triggers(event));
    const forced = this.rules.stateChecks();
    if (forced.length > 0) this.emit(forced);
  }

  emit(events: readonly E[]): void {
    this.commit(this.prepare(events));
  }

  private current(): T[] {
    return this.collectors[this.collectors.length - 1]!;
  }

  /** Runs `body` with a fresh trigger collector and returns what it collected (the caller resolves it). */
  collect(body: () => void): T[] {
    // No try/finally: an interrupt (a prompt) abandons the whole resolution, collectors included.
    this.collectors.push([]);
    body();
    return this.collectors.pop()!;
  }

  /** Runs `body`, then resolves everything it triggered: the action-level window (7.6.8). */
  window(body: () => void): void {
    const pending = this.collect(body);
    this.resolveWindow(pending);
  }

  /** Resolves a window: the policy picks the player, then that player's order; each resolution nests (7.6.11). */
  resolveWindow(pending: readonly T[]): void {
    let waiting = [...pending];
    while (waiting.length > 0) {
      const players = [...new Set(waiting.map((t) => this.policy.controllerOf(t)))];
      const player = players.length === 1 ? players[0]! : this.policy.choosePlayer(players, waiting);
      let mine = waiting.filter((t) => this.policy.controllerOf(t) === player);
      waiting = waiting.filter((t) => this.policy.controllerOf(t) !== player);
      while (mine.length > 0) {
        const next = mine.length === 1 ? mine[0]! : this.policy.chooseTrigger(player, mine);
        mine = mine.filter((t) => t !== next);
        const nested = this.collect(() => this.resolveTrigger(next));
        if (nested.length > 0) this.resolveWindow(nested);
      }
    }
  }
}
