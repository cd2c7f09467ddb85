// The timing machine every game runs on. What is left to do is data: a stack of tasks (plain JSON, top last) and
// the open windows, both kept in the game state. The machine pops a task and runs one step of it; a step may push
// more tasks, emit events, or ask a player. Because the continuation is data, a state taken while a player is being
// asked resumes exactly: the interrupted step runs again from its start with the answers it had already been given.
// That needs one discipline from every step: ask before you act (no state change before the step's last question).
//
// Events go through one pipeline: legality -> replacement ("would ... instead") -> the game's timing point before
// the events apply, if it has one ("when") -> apply -> triggered abilities collected into the innermost collecting
// window (or a window of their own, for games that resolve "after" abilities at once) -> state checks.
import type { ChoiceAnswer } from '../api.js';
import type { Decisions } from './decisions.js';
import { NeedChoice } from './interrupts.js';
import { newWindow, type LogNote, type PendingAbility, type WindowPolicy, type WindowState, type WindowView } from './window.js';

/** One unit of pending work, as data: `t` names its handler, the other fields are its arguments. */
export interface Task {
  t: string;
  [field: string]: unknown;
}

/** The machine's part of a game state. */
export interface TimingState<P extends PendingAbility = PendingAbility> {
  /** Work left to do; the last task runs next. */
  tasks: Task[];
  /** Open windows, outermost first. */
  windows: WindowState<P>[];
  /** Answers the interrupted step had already been given; replayed before the request's own choices. */
  replay: ChoiceAnswer[];
  /** Prompts answered before the interrupted step: prompt numbering continues from here. */
  answered: number;
  /** The last number given out per id prefix ("w" for windows, a game's own for its abilities). */
  counters: Record<string, number>;
}

export function emptyTiming<P extends PendingAbility>(): TimingState<P> {
  return { tasks: [], windows: [], replay: [], answered: 0, counters: {} };
}

export interface Replacement<E> {
  id: string;
  label: string;
  /** `instead`: what happens in place of the event; `remaining`: the part of the event that still happens, if any. */
  replace(event: E): { instead: E[]; remaining: E | null };
}

/** What a game tells the machine about its events. `E` is the game's event type, `P` its waiting-ability type. */
export interface EventRules<E, P extends PendingAbility> {
  /** False when the event can't happen at all (its target left play...): it is skipped, not replaced. */
  legal(event: E): boolean;
  /** Replacement effects that would apply to this event, minus those already used on it. */
  replacements(event: E, used: ReadonlySet<string>): Replacement<E>[];
  /**
   * `eachOnce`: replacements chain, each at most once per event (SWU 7.7.5E); `one`: only one replacement may
   * substitute for an effect (X-Wing "Replacement Effects").
   */
  replacementMode: 'eachOnce' | 'one';
  /** Asks the affected player which of several replacements applies (first). */
  chooseReplacement(event: E, options: Replacement<E>[]): Replacement<E>;
  /** The timing point before these events apply ("when"), if the game has one: its window resolves first. */
  before?(events: readonly E[]): string | null;
  /** Abilities that trigger at that point. */
  beforeTriggers?(event: E): P[];
  /** The timing point right after these events apply, if the game resolves "after" abilities at once (TI4). */
  after?(events: readonly E[]): string | null;
  /** Called once per simultaneous batch, before any event of it applies (last-known information). */
  beforeApply(events: readonly E[]): void;
  apply(event: E): void;
  /** Triggered abilities (and delayed effects) this applied event fires. */
  triggers(event: E): P[];
  /** Events the new game state forces at once (state-based: defeat at 0 HP, unique rule...). May ask first. */
  stateChecks(): E[];
}

export interface MachineGame<E, P extends PendingAbility> {
  events: EventRules<E, P>;
  policy: WindowPolicy<P>;
  /** What the ordering policy may read of the game (read when a window moves, so it sees the current state). */
  view: WindowView<P>;
  /** The tasks that resolve one ability a window hands out. */
  resolveAbility(ability: P, window: WindowState<P>): Task[];
  /** Runs one of the game's own tasks (anything but the machine's events, stateChecks and window tasks). */
  handle(task: Task): void;
  log(note: LogNote): void;
}

/** The timing point of the window that collects what an ability triggers while it resolves. */
export const NESTED_POINT = 'triggered';

/** The machine's own tasks. */
export type CoreTask =
  | { t: 'events'; events: unknown[]; prepared?: boolean; stage?: 'apply'; used?: string[] }
  | { t: 'stateChecks' }
  | { t: 'window'; id: string };

export class Machine<E, P extends PendingAbility> {
  /** What the running step scheduled, in order; it runs right after the step, before anything already waiting. */
  private scheduled: Task[] | null = null;

  constructor(
    readonly timing: TimingState<P>,
    private readonly game: MachineGame<E, P>,
    private readonly decisions: Decisions,
  ) {}

  /** Puts tasks on top of the stack: they run next, in the order given. */
  push(...tasks: Task[]): void {
    this.pushAll(tasks);
  }

  private pushAll(tasks: readonly Task[]): void {
    for (let i = tasks.length - 1; i >= 0; i -= 1) this.timing.tasks.push(tasks[i]!);
  }

  /**
   * Schedules tasks to run after the current step, in the order of the calls (a step that emits events, then
   * schedules a task, then emits more gets exactly that order), before anything that was already waiting.
   */
  schedule(...tasks: Task[]): void {
    if (this.scheduled) this.scheduled.push(...tasks);
    else this.scheduled = tasks;
  }

  /** Schedules a batch of simultaneous events (they go through the pipeline after the current step). */
  emit(events: E[], extra: Omit<Extract<CoreTask, { t: 'events' }>, 't' | 'events'> = {}): void {
    if (events.length > 0) this.schedule({ t: 'events', events, ...extra });
  }

  /** Runs until no task is left. */
  run(): void {
    this.runDownTo(0);
  }

  private runDownTo(floor: number): void {
    const tasks = this.timing.tasks;
    while (tasks.length > floor) {
      const task = tasks.pop()!;
      const outer = this.scheduled;
      this.scheduled = null;
      const consumed = this.decisions.consumed;
      try {
        this.handle(task);
      } catch (e) {
        this.scheduled = outer;
        if (e instanceof NeedChoice) {
          // Ask before you act: the step changed nothing before its question, so putting it back gives the state it
          // started from; the answers it already used are replayed when it runs again.
          tasks.push(task);
          this.timing.replay = this.decisions.answersSince(consumed);
        }
        throw e;
      }
      const mine = this.scheduled as Task[] | null;
      this.scheduled = outer;
      if (mine) this.pushAll(mine);
      this.timing.answered += this.decisions.consumed - consumed;
      if (this.timing.replay.length > 0) this.timing.replay = [];
    }
  }

  private handle(task: Task): void {
    switch (task.t) {
      case 'events':
        return this.runEvents(task as Extract<CoreTask, { t: 'events' }>);
      case 'stateChecks': {
        const forced = this.game.events.stateChecks();
        if (forced.length > 0) this.schedule({ t: 'events', events: forced });
        return;
      }
      case 'window':
        return this.runWindow((task as Extract<CoreTask, { t: 'window' }>).id);
      default:
        this.game.handle(task);
    }
  }

  /** "w1", "w2"...: numbered per prefix, so ids depend only on the order of events, never on other prefixes. */
  newId(prefix: string): string {
    const n = (this.timing.counters[prefix] ?? 0) + 1;
    this.timing.counters[prefix] = n;
    return `${prefix}${n}`;
  }

  /** Opens a window that collects the abilities triggered from now on (until a deeper one opens). */
  openWindow(point: string, phase: WindowState<P>['phase'] = 'collecting'): string {
    const layer = this.timing.windows.length === 0 ? 0 : this.timing.windows[this.timing.windows.length - 1]!.layer + 1;
    const window: WindowState<P> = { ...newWindow<P>(this.newId('w'), point, layer), phase };
    this.timing.windows.push(window);
    return window.id;
  }

  /** Adds abilities to a window directly (a state that carries abilities waiting to resolve). */
  addToWindow(id: string, abilities: P[]): void {
    this.windowById(id).pending.push(...abilities);
  }

  /** The window abilities triggered now wait in: the innermost one still collecting. */
  private collectingWindow(): WindowState<P> | undefined {
    for (let i = this.timing.windows.length - 1; i >= 0; i -= 1) {
      const w = this.timing.windows[i]!;
      if (w.phase === 'collecting') return w;
    }
    return undefined;
  }

  private windowById(id: string): WindowState<P> {
    const w = this.timing.windows.find((x) => x.id === id);
    if (!w) throw new Error(`no open window "${id}"`);
    return w;
  }

  private replaceWindow(window: WindowState<P>): void {
    const i = this.timing.windows.findIndex((x) => x.id === window.id);
    this.timing.windows[i] = window;
  }

  private runWindow(id: string): void {
    const current = this.windowById(id);
    current.phase = 'resolving';
    const move = this.game.policy.next(current, this.game.view);
    switch (move.kind) {
      case 'close':
        this.timing.windows = this.timing.windows.filter((w) => w.id !== id);
        if (move.log) this.game.log(move.log);
        return;
      case 'advance':
        this.replaceWindow(move.window);
        if (move.log) this.game.log(move.log);
        this.schedule({ t: 'window', id });
        return;
      case 'resolve':
        if (move.log) this.game.log(move.log);
        this.resolveFrom(move.window, move.ability);
        return;
      case 'ask': {
        const answer = move.answer(this.decisions.ask(move.prompt));
        if (answer.log) this.game.log(answer.log);
        if (answer.resolve) this.resolveFrom(answer.window, answer.resolve);
        else {
          this.replaceWindow(answer.window);
          this.schedule({ t: 'window', id });
        }
        return;
      }
    }
  }

  /** One ability leaves its window and resolves; what it triggers waits in a nested window that finishes first. */
  private resolveFrom(window: WindowState<P>, ability: P): void {
    // The machine owns its copy of the window the policy returned: bookkeeping updates it in place.
    const after = window;
    after.pending = window.pending.filter((p) => p.id !== ability.id);
    if (!after.used.includes(ability.source)) after.used = [...after.used, ability.source];
    after.declined = [];
    after.resolved += 1;
    this.replaceWindow(after);
    // The nested window is its own moment: only what this ability triggers waits there, not the outer point's options.
    const nested = this.openWindow(NESTED_POINT);
    this.schedule(...this.game.resolveAbility(ability, after), { t: 'window', id: nested }, { t: 'window', id: window.id });
  }

  /** Legality and replacement for a batch; returns the events that will actually happen. May ask. */
  prepare(events: readonly E[], used: ReadonlySet<string> = new Set()): E[] {
    const rules = this.game.events;
    const out: E[] = [];
    for (const original of events) {
      if (!rules.legal(original)) continue;
      let event: E | null = original;
      const usedHere = new Set(used);
      while (event) {
        if (rules.replacementMode === 'one' && usedHere.size > used.size) break;
        const options = rules.replacements(event, usedHere);
        if (options.length === 0) break;
        const chosen: Replacement<E> = options.length === 1 ? options[0]! : rules.chooseReplacement(event, options);
        usedHere.add(chosen.id);
        const result: { instead: E[]; remaining: E | null } = chosen.replace(event);
        out.push(...this.prepare(result.instead, usedHere));
        event = result.remaining;
      }
      if (event) out.push(event);
    }
    return out;
  }

  private runEvents(task: Extract<CoreTask, { t: 'events' }>): void {
    const rules = this.game.events;
    let events = task.events as E[];
    if (task.stage === 'apply') {
      // Abilities at the "when" point may have made an event impossible.
      events = events.filter((e) => rules.legal(e));
    } else {
      if (!task.prepared) events = this.prepare(events, new Set(task.used ?? []));
      const point = rules.before?.(events);
      if (point && events.length > 0) {
        const id = this.openWindow(point);
        this.addToWindow(id, events.flatMap((e) => rules.beforeTriggers?.(e) ?? []));
        this.schedule({ t: 'window', id }, { t: 'events', events, stage: 'apply' });
        return;
      }
    }
    this.commit(events);
  }

  /** Applies prepared events simultaneously, collects what they trigger, then schedules the state checks. */
  private commit(events: readonly E[]): void {
    if (events.length === 0) return;
    const rules = this.game.events;
    rules.beforeApply(events);
    for (const event of events) rules.apply(event);
    const point = rules.after?.(events);
    const target = point ? this.windowById(this.openWindow(point)) : this.collectingWindow();
    for (const event of events) {
      const fired = rules.triggers(event);
      if (fired.length === 0) continue;
      if (!target) throw new Error('abilities triggered with no window open to wait in');
      target.pending.push(...fired);
    }
    // State checks first (a unit at 0 HP is defeated at once), then the "after" window if the game has one.
    this.schedule({ t: 'stateChecks' }, ...(point ? [{ t: 'window', id: target!.id }] : []));
  }

  ask: Decisions['ask'] = (spec, opts) => this.decisions.ask(spec, opts);
}
