// The game-independent timing core, driven by a toy game: the pipeline order, the replacement layer, trigger
// windows (plain data) with an ordering policy, nesting, and replayed decisions.
import { describe, expect, it } from 'vitest';
import { Decisions } from '../../engine/core/decisions.js';
import { type Invalid, NeedChoice } from '../../engine/core/interrupts.js';
import { emptyTiming, type EventRules, Machine, type Replacement } from '../../engine/core/machine.js';
import { shuffleInPlace } from '../../engine/core/random.js';
import type { PendingAbility, WindowMove, WindowPolicy, WindowState } from '../../engine/core/window.js';

type Ev = { kind: 'add'; to: string; n: number } | { kind: 'ping'; to: string };
interface Trig extends PendingAbility { label: string }

/** A counter game: "add" events change counters; rules are injected per test. Trigger bodies live beside the data. */
function toyGame(opts: {
  replacements?: (e: Ev, used: ReadonlySet<string>) => Replacement<Ev>[];
  triggers?: (e: Ev) => (Trig & { run?: () => void })[];
  choose?: (options: string[]) => string;
  legal?: (e: Ev) => boolean;
  replacementMode?: 'eachOnce' | 'one';
} = {}) {
  const counters: Record<string, number> = {};
  const trace: string[] = [];
  const bodies = new Map<string, () => void>();
  let seq = 0;
  const withBody = (t: Trig & { run?: () => void }): Trig => {
    const id = `${t.id}#${(seq += 1)}`;
    if (t.run) bodies.set(id, t.run);
    return { id, controller: t.controller, source: t.source, label: t.label };
  };
  const rules: EventRules<Ev, Trig> = {
    legal: (e) => opts.legal?.(e) ?? true,
    replacements: (e, used) => opts.replacements?.(e, used) ?? [],
    replacementMode: opts.replacementMode ?? 'eachOnce',
    chooseReplacement: (_e, options) => {
      const picked = opts.choose!(options.map((x) => x.id));
      return options.find((o) => o.id === picked)!;
    },
    beforeApply: (events) => trace.push(`before:${events.length}`),
    apply: (e) => {
      if (e.kind === 'add') counters[e.to] = (counters[e.to] ?? 0) + e.n;
      trace.push(`apply:${e.kind}:${e.to}`);
    },
    triggers: (e) => (opts.triggers?.(e) ?? []).map(withBody),
    stateChecks: () => [],
  };
  const picks: string[] = [];
  // Player by player, the last player first and their last ability first: the toy's own deterministic choices.
  const policy: WindowPolicy<Trig> = {
    next(w: WindowState<Trig>): WindowMove<Trig> {
      const players = [...new Set(w.pending.map((t) => t.controller))];
      if (players.length === 0) return { kind: 'close' };
      let player = typeof w.cursor.player === 'string' && players.includes(w.cursor.player) ? w.cursor.player : undefined;
      if (!player) {
        if (players.length > 1) picks.push(`player:${players.join('|')}`);
        player = players[players.length - 1]!;
        return { kind: 'advance', window: { ...w, cursor: { player } } };
      }
      const mine = w.pending.filter((t) => t.controller === player);
      if (mine.length > 1) picks.push(`trigger:${mine.map((t) => t.label).join('|')}`);
      return { kind: 'resolve', ability: mine[mine.length - 1]!, window: w };
    },
  };
  const machine = new Machine<Ev, Trig>(emptyTiming(), {
    events: rules,
    policy,
    view: { activePlayer: 'a', turnOrder: ['a', 'b'], available: () => [], interchangeable: () => false, label: (t) => t.label },
    resolveAbility: (t) => [{ t: 'toy.resolve', ability: t }],
    handle: (task) => { const t = task.ability as Trig; trace.push(`resolve:${t.label}`); bodies.get(t.id)?.(); },
    log: () => undefined,
  }, new Decisions([], false));
  /** An action: the events happen inside an action window, then what they triggered resolves. */
  const action = (events: Ev[]) => {
    const id = machine.openWindow('action');
    machine.push({ t: 'events', events }, { t: 'window', id });
    machine.run();
  };
  /** From inside a resolving ability: the events go through the pipeline after it. */
  const emit = (events: Ev[]) => machine.emit(events);
  /** Resolves abilities waiting in a window of their own. */
  const resolveWindow = (abilities: (Trig & { run?: () => void })[]) => {
    const id = machine.openWindow('test', 'resolving');
    machine.addToWindow(id, abilities.map(withBody));
    machine.push({ t: 'window', id });
    machine.run();
  };
  return { machine, counters, trace, picks, action, emit, resolveWindow };
}

describe('core timing pipeline', () => {
  it('core: legality, then replacement, then apply, then trigger collection (one pipeline)', () => {
    const g = toyGame({
      legal: (e) => e.to !== 'nowhere',
      replacements: (e, used) => (e.kind === 'add' && e.n > 5 && !used.has('cap') ? [{ id: 'cap', label: 'cap at 5', replace: () => ({ instead: [], remaining: { ...e, n: 5 } }) }] : []),
      triggers: (e) => (e.kind === 'add' ? [{ id: 't', controller: 'a', source: 'x', label: `after ${e.n}` }] : []),
    });
    g.action([{ kind: 'add', to: 'x', n: 9 }, { kind: 'add', to: 'nowhere', n: 1 }]);
    expect(g.counters).toEqual({ x: 5 });
    expect(g.trace).toEqual(['before:1', 'apply:add:x', 'resolve:after 5']);
  });

  it('core 7.7.5D: a fully replaced event is not applied and triggers nothing; its replacement can trigger', () => {
    const g = toyGame({
      replacements: (e, used) => (e.kind === 'add' && !used.has('swap') ? [{ id: 'swap', label: 'ping instead', replace: () => ({ instead: [{ kind: 'ping', to: e.to }], remaining: null }) }] : []),
      triggers: (e) => [{ id: e.kind, controller: 'a', source: 'x', label: `on ${e.kind}` }],
    });
    g.action([{ kind: 'add', to: 'x', n: 1 }]);
    expect(g.counters).toEqual({});
    expect(g.trace).toEqual(['before:1', 'apply:ping:x', 'resolve:on ping']);
  });

  const doubleOrPlusOne = (e: Ev, used: ReadonlySet<string>): Replacement<Ev>[] => ['double', 'plusOne'].filter((id) => !used.has(id)).map((id) => ({
    id, label: id, replace: (ev: Ev) => ({ instead: [], remaining: ev.kind === 'add' ? { ...ev, n: id === 'double' ? ev.n * 2 : ev.n + 1 } : ev }),
  }));

  it('core 7.7.5E-F: several replacements are chosen by the affected player; none replaces itself twice', () => {
    const offered: string[][] = [];
    const g = toyGame({
      replacements: doubleOrPlusOne,
      choose: (ids) => { offered.push(ids); return ids.includes('plusOne') ? 'plusOne' : ids[0]!; },
    });
    g.action([{ kind: 'add', to: 'x', n: 3 }]);
    // plusOne first (3 -> 4), then the only one left, double (4 -> 8); neither applies again.
    expect(offered).toEqual([['double', 'plusOne']]);
    expect(g.counters).toEqual({ x: 8 });
  });

  it('core replacement mode "one": only one replacement substitutes for an event (X-Wing)', () => {
    const g = toyGame({ replacements: doubleOrPlusOne, replacementMode: 'one', choose: () => 'plusOne' });
    g.action([{ kind: 'add', to: 'x', n: 3 }]);
    expect(g.counters).toEqual({ x: 4 });
  });

  it('core 7.6.10 / 7.6.9: the policy picks the player, then that player\'s order; all of theirs before the next player', () => {
    const g = toyGame();
    const mk = (controller: string, label: string): Trig => ({ id: label, controller, source: label, label });
    g.resolveWindow([mk('a', 'a1'), mk('b', 'b1'), mk('a', 'a2'), mk('b', 'b2')]);
    expect(g.picks).toEqual(['player:a|b', 'trigger:b1|b2', 'trigger:a1|a2']);
    expect(g.trace).toEqual(['resolve:b2', 'resolve:b1', 'resolve:a2', 'resolve:a1']);
  });

  it('core 7.6.11-7.6.12: triggers raised while resolving one form a nested window that finishes first', () => {
    const g = toyGame({ triggers: (e) => (e.kind === 'add' && e.n === 1 ? [{ id: 'n', controller: 'b', source: 'n', label: 'nested', run: () => g.emit([{ kind: 'add', to: 'y', n: 2 }]) }] : e.kind === 'add' && e.n === 2 ? [{ id: 'n2', controller: 'a', source: 'n2', label: 'deeper' }] : []) });
    const outer = [
      { id: 'o1', controller: 'a', source: 'o1', label: 'outer1', run: () => g.emit([{ kind: 'add', to: 'x', n: 1 }]) },
      { id: 'o2', controller: 'a', source: 'o2', label: 'outer2' },
    ];
    g.resolveWindow(outer);
    expect(g.trace.filter((t) => t.startsWith('resolve'))).toEqual(['resolve:outer2', 'resolve:outer1', 'resolve:nested', 'resolve:deeper']);
    const g2 = toyGame({ triggers: (e) => (e.kind === 'add' && e.n === 1 ? [{ id: 'n', controller: 'b', source: 'n', label: 'nested' }] : []) });
    g2.resolveWindow([{ id: 'o1', controller: 'a', source: 'o1', label: 'first', run: () => g2.emit([{ kind: 'add', to: 'x', n: 1 }]) }, { id: 'o2', controller: 'a', source: 'o2', label: 'second' }].reverse());
    expect(g2.trace.filter((t) => t.startsWith('resolve'))).toEqual(['resolve:first', 'resolve:nested', 'resolve:second']);
  });

  it('core: open windows are plain data in the timing state, and are gone once resolved', () => {
    const g = toyGame({ triggers: () => [{ id: 't', controller: 'a', source: 'x', label: 'later' }] });
    const id = g.machine.openWindow('action');
    g.machine.push({ t: 'events', events: [{ kind: 'add', to: 'x', n: 1 }] });
    g.machine.run();
    const window = g.machine.timing.windows.find((w) => w.id === id)!;
    expect(JSON.parse(JSON.stringify(window))).toMatchObject({ point: 'action', phase: 'collecting', layer: 0, pending: [{ controller: 'a', source: 'x', label: 'later' }] });
    g.machine.push({ t: 'window', id });
    g.machine.run();
    expect(g.machine.timing.windows).toEqual([]);
    expect(g.machine.timing.tasks).toEqual([]);
  });
});

describe('core decisions (replayed answers)', () => {
  const spec = { player: 'p1', kind: 'TARGET', text: 'pick', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }], min: 1, max: 1 };

  it('core: without an answer the resolution stops with a deterministic prompt; with one it continues', () => {
    const first = (() => { try { new Decisions([], false).ask(spec); } catch (e) { return e; } })();
    expect(first).toBeInstanceOf(NeedChoice);
    // Every option says what it stands for (a choice of words: itself) and the card it is about (none here).
    expect((first as NeedChoice).prompt).toEqual({ id: 'p1-TARGET', ...spec, options: [{ id: 'a', label: 'A', ref: 'a', card: null }, { id: 'b', label: 'B', ref: 'b', card: null }] });
    expect(new Decisions([{ prompt: 'p1-TARGET', options: ['b'] }], false).ask(spec)).toEqual(['b']);
  });

  it('core BAD_CHOICE: an answer that does not fit names the prompt and the choice path', () => {
    const bad = (answers: { prompt?: string; options: string[] }[]) => {
      try { new Decisions(answers, false).ask(spec); return null; } catch (e) { return (e as Invalid).errors[0]; }
    };
    expect(bad([{ options: ['zzz'] }])).toMatchObject({ code: 'BAD_CHOICE', path: '$.choices[0]', message: expect.stringContaining('p1-TARGET') });
    expect(bad([{ options: ['a', 'b'] }])).toMatchObject({ code: 'BAD_CHOICE' });
    expect(bad([{ prompt: 'p9-OTHER', options: ['a'] }])).toMatchObject({ code: 'BAD_CHOICE', message: expect.stringContaining('p9-OTHER') });
    expect(bad([{ options: ['a', 'a'] }])).toMatchObject({ code: 'BAD_CHOICE' });
  });

  it('core: autoSingleTarget answers a forced single choice; otherwise it is still asked', () => {
    const single = { ...spec, options: [{ id: 'a', label: 'A' }] };
    expect(new Decisions([], true).ask(single)).toEqual(['a']);
    expect(() => new Decisions([], false).ask(single)).toThrow(NeedChoice);
  });

  it('core: randomness only through the seed (same seed, same shuffle)', () => {
    const a = [1, 2, 3, 4, 5, 6, 7, 8];
    const b = [...a];
    expect(shuffleInPlace(a, 42)).toBe(shuffleInPlace(b, 42));
    expect(a).toEqual(b);
    expect(a).not.toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
