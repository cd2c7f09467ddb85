// The shipped collection of worked TI4 examples (scenarios/ti4-worked-examples.json): it parses, every scenario's
// expected outcome holds on today's engine (its own TI4 definitions), and a changed expectation fails; imported through
// the GraphQL API (PGlite, no catalog) each is saved and reported engineAgrees, and a changed one is not.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../api/auth/keys.js';
import { parseCollection } from '../api/scenarios/collection.js';
import { ti4StarterCards } from '../engine/games/ti4/cards/starter.js';
import { explore, runScenario, validateExpected } from '../engine/scenarios.js';
import type { Loose } from './api-helpers.js';
import { startTestApi, type TestApi } from './api-resolve-client.js';

const COLLECTION = JSON.parse(readFileSync(new URL('../scenarios/ti4-worked-examples.json', import.meta.url), 'utf8')) as { scenarios: { ref: string; expected: { kind: string }[] }[] };
const { scenarios, errors } = parseCollection(COLLECTION);
const REFS = ['TI-01', 'TI-04'];

describe('the shipped TI4 worked examples', () => {
  it('parse as a collection, with valid expected outcomes', () => {
    expect(errors).toEqual([]);
    expect(scenarios.map((s) => s.ref)).toEqual(REFS);
    for (const s of scenarios) expect(validateExpected(s.game, s.expected)).toEqual([]);
  });

  it.each(scenarios.map((s) => [s.ref, s] as const))('%s: the expected outcome holds on the engine', (_ref, s) => {
    const run = runScenario({ game: s.game, state: s.state, action: s.action, choices: s.choices }, ti4StarterCards, s.expected ?? []);
    expect(run.result.errors).toEqual([]);
    expect(run.assertions.filter((a) => !a.passed)).toEqual([]);
    expect(run.assertions.length).toBeGreaterThan(1);
  });

  it('a changed expectation disagrees, naming what was found', () => {
    const s = scenarios.find((x) => x.ref === 'TI-04')!;
    // The IFF returns to Cheng (the Creuss player), not stays with Bob.
    const expected = s.expected!.map((a) => (a.kind === 'card' ? { ...a, player: 'Bob' } : a));
    const run = runScenario({ game: s.game, state: s.state, action: s.action, choices: s.choices }, ti4StarterCards, expected);
    expect(run.assertions.filter((a) => !a.passed).map((a) => a.message)).toEqual(['card iff-1: player is "Cheng", expected "Bob"']);
  });

  it('the window kind reads the order of resolution, and a wrong order fails', () => {
    const s = scenarios.find((x) => x.ref === 'TI-01')!;
    // Alice resolving all four of hers before anyone else would break "one ability per player per pass" (ABILITIES.4a).
    const wrong = [{ kind: 'window', resolved: ['A1', 'A2', 'A3', 'A4', 'B1', 'C1', 'C2'] }];
    const run = runScenario({ game: s.game, state: s.state, action: s.action, choices: s.choices }, ti4StarterCards, wrong);
    expect(run.assertions.map((a) => a.passed)).toEqual([false]);
  });

  it('explore TI-04: Bob uses the IFF or not, then which token where; the facts that differ say why', () => {
    const s = scenarios.find((x) => x.ref === 'TI-04')!;
    const found = explore({ game: s.game, state: s.state, action: s.action }, ti4StarterCards, { limit: 100 });
    expect(found.complete).toBe(true);
    // Declined: the IFF stays in Bob's hand (1); used: one of the three Creuss wormhole tokens into either the system
    // with Bob's planet or the empty non-home system (3 x 2).
    expect(found.endStates).toHaveLength(7);
    const use = found.prompts.find((p) => p.kind === 'RESOLVE_OR_DECLINE' && p.player === 'Bob')!;
    expect(use.decisive).toBe(true);
    expect(use.differences.map((d) => d.fact)).toEqual(expect.arrayContaining(['Bob', 'Cheng']));
  });

  it('TI4 assertions name unknown fields and missing facts with their paths', () => {
    expect(validateExpected('TI4', [{ kind: 'card', card: 'iff-1' }, { kind: 'system', system: 'tile-a', tokens: [], planets: [] }]).map((e) => e.path))
      .toEqual(['$.expected[0]', '$.expected[1].planets']);
  });
});

const LIST = 'query($first: Int) { scenarios(filter: { game: TI4 }, first: $first) { totalCount edges { node { id ref engineAgrees } } } }';

describe('the TI4 worked examples through the API', () => {
  let api: TestApi;
  let key: string;
  const post = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(api.server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, Loose>; errors?: unknown };
  };

  beforeAll(async () => {
    api = await startTestApi();
    key = (await createApiKey(api.database.db.prisma, 'ti4-tests')).token;
  });
  afterAll(async () => api?.close());

  it('imported, saved and re-run: every one reports engineAgrees true', async () => {
    const imported = await post('mutation($c: JSON!) { importScenarios(collection: $c) { created { id ref } } }', { c: COLLECTION });
    expect(imported.errors).toBeUndefined();
    expect(imported.data!.importScenarios.created.map((s: { ref: string }) => s.ref).sort()).toEqual(REFS);
    const listed = await post(LIST, { first: 10 });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.scenarios.edges.map((e: { node: { ref: string; engineAgrees: boolean } }) => [e.node.ref, e.node.engineAgrees]).sort())
      .toEqual(REFS.map((ref) => [ref, true]));
  });

  it('the cards and rules each involves are derived from its state and resolution, and list it', async () => {
    const refs = async (filter: Record<string, unknown>) => {
      const res = await post('query($f: ScenarioFilter) { scenarios(filter: $f) { edges { node { ref cardIds ruleNumbers } } } }', { f: filter });
      expect(res.errors).toBeUndefined();
      return res.data!.scenarios.edges.map((e: { node: { ref: string } }) => e.node);
    };
    const all = await refs({ game: 'TI4' });
    const ti04 = all.find((s: { ref: string }) => s.ref === 'TI-04');
    // TI-04 holds the Creuss IFF, makes a transaction (LRR 58) and returns a promissory note to its owner (LRR 69).
    expect(ti04.cardIds).toContain('TI4:promissory:iff');
    expect(ti04.ruleNumbers).toEqual(expect.arrayContaining(['58', '69']));
    expect((await refs({ game: 'TI4', rule: '58' })).map((s: { ref: string }) => s.ref)).toEqual(['TI-04']);
  });

  it('changing one expected outcome makes that one, and only that one, disagree', async () => {
    const ti01 = COLLECTION.scenarios.find((s) => s.ref === 'TI-01')!;
    // Dana has no ability to resolve, so she cannot have gained a trade good.
    const changed = { ...ti01, expected: ti01.expected.map((a) => (a.kind === 'player' && (a as { player?: string }).player === 'Dana' ? { ...a, tradeGoods: 1 } : a)) };
    const again = await post('mutation($c: JSON!) { importScenarios(collection: $c) { updated { ref } unchanged { ref } } }', { c: { ...COLLECTION, scenarios: [changed] } });
    expect(again.errors).toBeUndefined();
    expect(again.data!.importScenarios.updated).toEqual([{ ref: 'TI-01' }]);
    const listed = await post(LIST, { first: 10 });
    expect(listed.data!.scenarios.edges.map((e: { node: { ref: string; engineAgrees: boolean } }) => [e.node.ref, e.node.engineAgrees]).sort())
      .toEqual([['TI-01', false], ['TI-04', true]]);
  });
});
