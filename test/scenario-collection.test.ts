// The shipped collection of worked SWU examples (scenarios/swu-worked-examples.json) in our collection format: it
// parses, every scenario's expected outcome holds on today's engine (starter card set), a changed expectation fails
// that scenario only, and the expectations are the scenario file's own (cross-checked against ../shared).
import { describe, expect, it } from 'vitest';
import type { Assertion } from '../engine/scenarios.js';
import { runScenario } from '../engine/scenarios.js';
import { starterCardLookup } from '../engine/index.js';
import { COLLECTION_FORMAT, parseCollection } from '../api/scenarios/collection.js';
import { readJson, sharedFile } from './engine/shared.js';
import { workedExamples } from './worked-examples.js';

const { scenarios, errors } = parseCollection(workedExamples());

function agrees(s: (typeof scenarios)[number], expected = s.expected ?? []): boolean {
  const run = runScenario({ game: s.game, state: s.state, action: s.action, choices: s.choices }, starterCardLookup, expected);
  return run.assertions.length > 0 && run.assertions.every((a) => a.passed);
}

describe('the shipped SWU worked examples', () => {
  it('parse as a collection', () => {
    expect(errors).toEqual([]);
    expect(scenarios.map((s) => s.ref)).toEqual([
      'TRIG-02', 'TRIG-02-opponent-first', 'TRIG-08', 'OVW-02-case-2', 'OVW-02-case-3', 'GRIT-01', 'SAB-02', 'RAID-02',
      'SMUG-01', 'SMUG-01-with-deck', 'REPL-02-first-attack', 'REPL-02-second-attack',
    ]);
  });

  it.each(scenarios.map((s) => [s.ref, s] as const))('%s: the expected outcome holds on the engine', (_ref, s) => {
    const run = runScenario({ game: s.game, state: s.state, action: s.action, choices: s.choices }, starterCardLookup, s.expected ?? []);
    expect(run.result.errors).toEqual([]);
    expect(run.assertions.filter((a) => !a.passed)).toEqual([]);
    expect(run.assertions.length).toBeGreaterThan(1);
  });

  it('changing one expected outcome makes that scenario disagree, and only that one', () => {
    const changed = scenarios.map((s) => {
      if (s.ref !== 'TRIG-08') return s;
      const expected = s.expected!.map((a) => (a.kind === 'unit' && a.card === 'General Krell' ? { ...a, damage: 4 } : a));
      return { ...s, expected };
    });
    expect(changed.filter((s) => !agrees(s)).map((s) => s.ref)).toEqual(['TRIG-08']);
  });
});

// ---- the transcription, checked against the scenario file's expected blocks -----------------------------------

interface SharedScenario { id: string; expected: Record<string, unknown> }
const file = sharedFile('scenarios/scenarios-swu-examples.json');
const P: Record<string, string> = { P1: 'player1', P2: 'player2' };

/** The scenario file's expected block, read as the assertions it states (each must be in our collection). */
function stated(block: Record<string, unknown>): Assertion[] {
  const out: Assertion[] = [];
  for (const [card, props] of Object.entries((block.units ?? {}) as Record<string, Record<string, unknown>>)) {
    // "3 (implied, survives)": the number is the expectation; powerBefore is not a state fact (the damage it dealt is).
    const damage = typeof props.damage === 'string' ? Number.parseInt(props.damage, 10) : props.damage;
    const fields = Object.fromEntries(Object.entries({ damage, exhausted: props.exhausted, upgrades: props.upgrades }).filter(([, v]) => v !== undefined));
    if (Object.keys(fields).length > 0) out.push({ kind: 'unit', card, ...fields });
  }
  for (const [who, count] of Object.entries((block.hands ?? {}) as Record<string, number>)) out.push({ kind: 'hand', player: P[who]!, count });
  for (const card of (block.defeated ?? []) as string[]) out.push({ kind: 'zone', card, zone: 'discard' });
  for (const [who, damage] of Object.entries((block.bases ?? {}) as Record<string, number>)) out.push({ kind: 'base', player: P[who]!, damage });
  for (const [card, zone] of Object.entries((block.zones ?? {}) as Record<string, string>)) out.push({ kind: 'zone', card, zone });
  for (const [who, count] of Object.entries((block.resources ?? {}) as Record<string, number>)) out.push({ kind: 'resources', player: P[who]!, count });
  if (typeof block.nextActivePlayer === 'string') out.push({ kind: 'activePlayer', player: P[block.nextActivePlayer]! });
  for (const line of (block.chatLog ?? []) as string[]) out.push({ kind: 'log', contains: line });
  return out;
}

describe.skipIf(!file.present)(`transcribed from the scenario file (${file.skipReason ?? file.path})`, () => {
  const shared = file.present ? readJson<SharedScenario[]>(file.path) : [];
  const blocks: [ref: string, id: string, part?: string][] = [
    ['TRIG-02', 'TRIG-02'], ['TRIG-02-opponent-first', 'TRIG-02'], ['TRIG-08', 'TRIG-08'],
    ['OVW-02-case-2', 'OVW-02', 'case2'], ['OVW-02-case-3', 'OVW-02', 'case3'], ['GRIT-01', 'GRIT-01'], ['SAB-02', 'SAB-02'],
    ['RAID-02', 'RAID-02'], ['SMUG-01', 'SMUG-01'], ['REPL-02-first-attack', 'REPL-02', 'afterFirstAttack'],
    ['REPL-02-second-attack', 'REPL-02', 'afterSecondAttack'],
  ];

  it('covers every SWU scenario of the file', () => {
    expect([...new Set(blocks.map(([, id]) => id))].sort()).toEqual(shared.map((s) => s.id).sort());
  });

  it.each(blocks)('%s states every expectation of %s %s', (ref, id, part) => {
    const source = shared.find((s) => s.id === id)!;
    const block = (part ? source.expected[part] : source.expected) as Record<string, unknown>;
    const ours = scenarios.find((s) => s.ref === ref)!.expected!;
    const wanted = stated(block);
    expect(wanted.length).toBeGreaterThan(0);
    // Card names as the file writes them ("Yoda, Old Master"); upgrade and zone names compare as written too.
    for (const assertion of wanted) expect(ours, JSON.stringify(assertion)).toContainEqual(assertion);
  });
});

describe('reading a collection file', () => {
  const entry = (over: Record<string, unknown> = {}) => ({ ref: 'A', game: 'SWU', title: 'T', state: {}, action: { type: 'pass', player: 'player1' }, ...over });
  const parse = (scenarios: unknown[], extra: Record<string, unknown> = {}) => parseCollection({ format: COLLECTION_FORMAT, version: 1, scenarios, ...extra });

  it('reports every error with its path, and reads nothing when there is one', () => {
    const result = parse([
      entry(),
      entry({ ref: 'A' }),
      entry({ ref: undefined }),
      entry({ ref: 'B', title: '', tags: ['Bad Tag'], choices: [{ options: 'x' }], expected: [{ kind: 'nope' }], state: { n: 'a\u0000b' } }),
    ]);
    expect(result.scenarios).toEqual([]);
    expect(result.errors.map((e) => e.path)).toEqual([
      '$.scenarios[1].ref',
      '$.scenarios[2].ref',
      '$.scenarios[3].title',
      '$.scenarios[3].tags[0]',
      '$.scenarios[3].state.n',
      '$.scenarios[3].choices[0].options',
      '$.scenarios[3].expected[0].kind',
    ]);
  });

  it('refuses another format or version, naming the field', () => {
    expect(parseCollection({ format: 'other', version: 1, scenarios: [] }).errors).toEqual([{ path: '$.format', message: `format must be "${COLLECTION_FORMAT}"` }]);
    expect(parseCollection({ format: COLLECTION_FORMAT, version: 2, scenarios: [] }).errors[0]!.path).toBe('$.version');
    expect(parseCollection([]).errors[0]!.path).toBe('$');
  });

  it('ignores what only an export writes (share id, recorded result)', () => {
    const result = parse([entry({ id: 'abc', recorded: { engineVersion: '0', status: 'RESOLVED' }, tags: ['X', 'x'] })]);
    expect(result.errors).toEqual([]);
    expect(result.scenarios[0]).toMatchObject({ ref: 'A', tags: ['x'], choices: [], expected: null, rulings: [] });
  });
});
