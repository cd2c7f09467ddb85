// The game-independent timing core, driven by a toy game: the pipeline order, the replacement layer, trigger
// windows with an ordering policy, nesting, and replayed decisions.
import { describe, expect, it } from 'vitest';
import { Decisions } from '../../engine/core/decisions.js';
import { type Invalid, NeedChoice } from '../../engine/core/interrupts.js';
import { shuffleInPlace } from '../../engine/core/random.js';
import { type GameRules, type OrderingPolicy, Timing } from '../../engine/core/timing.js';

type Ev = { kind: 'add'; to: string; n: number } | { kind: 'ping'; to: string };
interface Trig { id: string; owner: string; label: string; run: () => void }

/** A counter game: "add" events change counters; rules are injected per test. */
function toyGame(opts: {
  replacements?: (e: Ev, used: ReadonlySet<string>) => { id: string; label: string; replace: (e: Ev) => { instead: Ev[]; remaining: Ev | null } }[];
  triggers?: (e: Ev) => Trig[];
  choose?: (options: string[]) => string;
  legal?: (e: Ev) => boolean;
} = {}) {
  const counters: Record<string, number> = {};
  const trace: string[] = [];
  const rules: GameRules<Ev, Trig> = {
    legal: (e) => opts.legal?.(e) ?? true,
    replacements: (e, used) => opts.replacements?.(e, used) ?? [],
    chooseReplacement: (_e, options) => {
      const picked = opts.choose!(options.map((x) => x.id));
      return options.find((o) => o.id === picked)!;
    },
    beforeApply: (events) => trace.push(`before:${events.length}`),
    apply: (e) => {
      if (e.kind === 'add') counters[e.to] = (counters[e.to] ?? 0) + e.n;
      trace.push(`apply:${e.kind}:${e.to}`);
    },
    triggers: (e) => opts.triggers?.(e) ?? [],
    stateChecks: () => [],
  };
  const picks: string[] = [];
  const policy: OrderingPolicy<Trig> = {
    controllerOf: (t) => t.owner,
    choosePlayer: (players) => { picks.push(`player:${players.join('|')}`); return players[players.length - 1]!; },
    chooseTrigger: (_p, mine) => { picks.push(`trigger:${mine.map((t) => t.label).join('|')}`); return mine[mine.length - 1]!; },
  };
  const timing = new Timing<Ev, Trig>(rules, policy, (t) => { trace.push(`resolve:${t.label}`); t.run(); });
  return { timing, counters, trace, picks };
}

describe('core timing pipeline', () => {
  it('core: legality, then replacement, then apply, then trigger collection (one pipeline)', () => {
    const g = toyGame({
      legal: (e) => e.to !== 'nowhere',
      replacements: (e, used) => (e.kind === 'add' && e.n > 5 && !used.has('cap') ? [{ id: 'cap', label: 'cap at 5', replace: () => ({ instead: [], remaining: { ...e, n: 5 } }) }] : []),
      triggers: (e) => (e.kind === 'add' ? [{ id: 't', owner: 'a', label: `after ${e.n}`, run: () => undefined }] : []),
    });
    g.timing.window(() => g.timing.emit([{ kind: 'add', to: 'x', n: 9 }, { kind: 'add', to: 'nowhere', n: 1 }]));
    expect(g.counters).toEqual({ x: 5 });
    expect(g.trace).toEqual(['before:1', 'apply:add:x', 'resolve:after 5']);
  });

  it('core 7.7.5D: a fully replaced event is not applied and triggers nothing; its replacement can trigger', () => {
    const g = toyGame({
      replacements: (e, used) => (e.kind === 'add' && !used.has('swap') ? [{ id: 'swap', label: 'ping instead', replace: () => ({ instead: [{ kind: 'ping', to: e.to }], remaining: null }) }] : []),
      triggers: (e) => [{ id: e.kind, owner: 'a', label: `on ${e.kind}`, run: () => undefined }],
    });
    g.timing.window(() => g.timing.emit([{ kind: 'add', to: 'x', n: 1 }]));
    expect(g.counters).toEqual({});
    expect(g.trace).toEqual(['before:1', 'apply:ping:x', 'resolve:on ping']);
  });

  it('core 7.7.5E-F: several replacements are chosen by the affected player; none replaces itself twice', () => {
    const offered: string[][] = [];
    const g = toyGame({
      replacements: (e, used) => (['double', 'plusOne'].filter((id) => !used.has(id)).map((id) => ({
        id, label: id, replace: (ev: Ev) => ({ instead: [], remaining: ev.kind === 'add' ? { ...ev, n: id === 'double' ? ev.n * 2 : ev.n + 1 } : ev }),
      }))),
      choose: (ids) => { offered.push(ids); return ids.includes('plusOne') ? 'plusOne' : ids[0]!; },
    });
    g.timing.window(() => g.timing.emit([{ kind: 'add', to: 'x', n: 3 }]));
    // plusOne first (3 -> 4), then the only one left, double (4 -> 8); neither applies again.
    expect(offered).toEqual([['double', 'plusOne']]);
    expect(g.counters).toEqual({ x: 8 });
  });

  it('core 7.6.10 / 7.6.9: the policy picks the player, then that player\'s order; all of theirs before the next player', () => {
    const g = toyGame();
    const mk = (owner: string, label: string): Trig => ({ id: label, owner, label, run: () => undefined });
    g.timing.resolveWindow([mk('a', 'a1'), mk('b', 'b1'), mk('a', 'a2'), mk('b', 'b2')]);
    expect(g.picks).toEqual(['player:a|b', 'trigger:b1|b2', 'trigger:a1|a2']);
    expect(g.trace).toEqual(['resolve:b2', 'resolve:b1', 'resolve:a2', 'resolve:a1']);
  });

  it('core 7.6.11-7.6.12: triggers raised while resolving one form a nested window that finishes first', () => {
    const g = toyGame({ triggers: (e) => (e.kind === 'add' && e.n === 1 ? [{ id: 'n', owner: 'b', label: 'nested', run: () => g.timing.emit([{ kind: 'add', to: 'y', n: 2 }]) }] : e.kind === 'add' && e.n === 2 ? [{ id: 'n2', owner: 'a', label: 'deeper', run: () => undefined }] : []) });
    const outer: Trig[] = [
      { id: 'o1', owner: 'a', label: 'outer1', run: () => g.timing.emit([{ kind: 'add', to: 'x', n: 1 }]) },
      { id: 'o2', owner: 'a', label: 'outer2', run: () => undefined },
    ];
    g.timing.resolveWindow(outer);
    expect(g.trace.filter((t) => t.startsWith('resolve'))).toEqual(['resolve:outer2', 'resolve:outer1', 'resolve:nested', 'resolve:deeper']);
    const g2 = toyGame({ triggers: (e) => (e.kind === 'add' && e.n === 1 ? [{ id: 'n', owner: 'b', label: 'nested', run: () => undefined }] : []) });
    g2.timing.resolveWindow([{ id: 'o1', owner: 'a', label: 'first', run: () => g2.timing.emit([{ kind: 'add', to: 'x', n: 1 }]) }, { id: 'o2', owner: 'a', label: 'second', run: () => undefined }].reverse());
    expect(g2.trace.filter((t) => t.startsWith('resolve'))).toEqual(['resolve:first', 'resolve:nested', 'resolve:second']);
  });
});

describe('core decisions (replayed answers)', () => {
  const spec = { player: 'p1', kind: 'TARGET', text: 'pick', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }], min: 1, max: 1 };

  it('core: without an answer the resolution stops with a deterministic prompt; with one it continues', () => {
    const first = (() => { try { new Decisions([], false).ask(spec); } catch (e) { return e; } })();
    expect(first).toBeInstanceOf(NeedChoice);
    expect((first as NeedChoice).prompt).toEqual({ id: 'p1-TARGET', ...spec });
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
