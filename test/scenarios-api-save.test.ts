// Saved scenarios over HTTP, on PGlite and PostgreSQL: the worked examples saved, listed by card and rule, re-run
// and agreeing; keys (missing, revoked, another owner's); validation before anything is written; history;
// concurrent saves; a save interrupted by a database error; outdated results; write limits; import and export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../api/server.js';
import { createApiKey, revokeApiKey } from '../api/auth/keys.js';
import { parseCollection } from '../api/scenarios/collection.js';
import { loadFixture } from './api-fixture.js';
import { catalogFor } from '../api/catalog.js';
import { backends, startServer, type Loose } from './api-helpers.js';
import type { TestDatabase } from './support/databases.js';
import { workedExamples } from './worked-examples.js';

const COLLECTION = workedExamples();

interface Gql {
  data?: Loose;
  errors?: { message: string; extensions: Record<string, unknown> }[];
}

async function gql(url: string, query: string, variables: Record<string, unknown> = {}, key?: string): Promise<Gql> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Gql;
}

async function ok(url: string, query: string, variables: Record<string, unknown> = {}, key?: string): Promise<Loose> {
  const result = await gql(url, query, variables, key);
  if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result.data;
}

async function fails(url: string, query: string, variables: Record<string, unknown> = {}, key?: string) {
  const result = await gql(url, query, variables, key);
  const first = result.errors?.[0];
  if (!first) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`);
  return first;
}

const SAVE = `mutation Save($input: ScenarioInput!) { saveScenario(input: $input) { id version ref title engineAgrees outdated } }`;
const IMPORT = `mutation Import($collection: JSON!) { importScenarios(collection: $collection) { created { id ref } updated { id ref } unchanged { id ref } } }`;
const LIST = `query List($filter: ScenarioFilter, $first: Int) { scenarios(filter: $filter, first: $first) { totalCount edges { node { id ref engineAgrees outdated } } } }`;
const refsOf = (list: Loose) => list.scenarios.edges.map((e: Loose) => e.node.ref).sort();

/** A collection entry as ScenarioInput (the same fields). */
const inputOf = (entry: Loose) => ({ ...entry });
const trig02 = COLLECTION.scenarios.find((s) => s.ref === 'TRIG-02')!;

describe.each(await backends())('saved scenarios on $name', ({ name, open, skip }) => {
  let db: TestDatabase;
  let server: ApiServer;
  let url: string;
  let alice: string;
  let bob: string;
  let ids: Record<string, string> = {};

  const count = async () => ({
    scenarios: await db.db.prisma.scenario.count(),
    cards: await db.db.prisma.scenarioCard.count(),
    rules: await db.db.prisma.scenarioRule.count(),
    revisions: await db.db.prisma.scenarioRevision.count(),
  });

  beforeAll(async () => {
    if (skip) return;
    db = await open();
    await loadFixture(db.db.prisma);
    alice = (await createApiKey(db.db.prisma, 'alice', 'tests')).token;
    bob = (await createApiKey(db.db.prisma, 'bob')).token;
    server = await startServer(db.db);
    url = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  describe.skipIf(skip)(`the worked examples${skip ? ` (skipped: ${skip})` : ''}`, () => {
    it('import as alice: all created, each with a short random share id', async () => {
      const result = (await ok(url, IMPORT, { collection: COLLECTION }, alice)).importScenarios;
      expect(result.created).toHaveLength(12);
      expect(result.updated).toEqual([]);
      ids = Object.fromEntries(result.created.map((s: Loose) => [s.ref, s.id]));
      for (const id of Object.values(ids)) expect(id).toMatch(/^[0-9A-Za-z]{12}$/);
      expect(new Set(Object.values(ids)).size).toBe(12);
    });

    it('every one is re-run and agrees with the engine', async () => {
      const all = await ok(url, LIST, { first: 100 });
      expect(all.scenarios.totalCount).toBe(12);
      expect(all.scenarios.edges.every((e: Loose) => e.node.engineAgrees === true && e.node.outdated === false)).toBe(true);
      expect((await ok(url, LIST, { filter: { agrees: false } })).scenarios.totalCount).toBe(0);
    });

    it('listed by card and by rule, and a card or rule lists them too', async () => {
      expect(refsOf(await ok(url, LIST, { filter: { card: 'SOR_045' } }))).toEqual(['TRIG-02', 'TRIG-02-opponent-first']);
      expect(refsOf(await ok(url, LIST, { filter: { card: 'SOR_164' } }))).toEqual(['OVW-02-case-2', 'OVW-02-case-3', 'SAB-02', 'SMUG-01', 'SMUG-01-with-deck', 'TRIG-02', 'TRIG-02-opponent-first']);
      // 7.6.10: both players have triggers in one window (TRIG-02 both ways, TRIG-08).
      expect(refsOf(await ok(url, LIST, { filter: { game: 'SWU', rule: '7.6.10' } }))).toEqual(['TRIG-02', 'TRIG-02-opponent-first', 'TRIG-08']);
      expect(refsOf(await ok(url, LIST, { filter: { rule: '7.6' } }))).toContain('TRIG-08');
      expect(refsOf(await ok(url, LIST, { filter: { tag: 'SMUGGLE' } }))).toEqual(['SMUG-01', 'SMUG-01-with-deck']);
      expect((await fails(url, LIST, { filter: { rule: '7.x' } })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.rule' });
      const card = await ok(url, `{ card(id: "TST_005") { scenarios { totalCount } } }`);
      expect(card.card.scenarios.totalCount).toBe(0);
    });

    it('scenario(id): its cards, rules, results with the engine version, history', async () => {
      const { scenario } = await ok(url, `query($id: ID!) { scenario(id: $id) {
        id game owner ref title tags version cardIds ruleNumbers rules { number } cards { id }
        recorded { engineVersion catalogVersion status asked { prompt { kind player } answer { options } } }
        result { engineVersion status state log { kind rule { number } } }
        outdated differences { path } engineAgrees assertions { passed message }
        history { version keyId owner changes previous }
      } }`, { id: ids['TRIG-02'] });
      expect(scenario).toMatchObject({ id: ids['TRIG-02'], game: 'SWU', owner: 'alice', ref: 'TRIG-02', version: 1, outdated: false, differences: [], engineAgrees: true });
      expect(scenario.cardIds).toEqual(['SOR_027', 'SOR_045', 'SOR_074', 'SOR_078', 'SOR_095', 'SOR_108', 'SOR_164', 'SOR_237']);
      expect(scenario.ruleNumbers).toContain('7.6.10');
      // Neither those cards nor those rules are in this catalog (the engine's starter set ran them): links, no rows.
      expect(scenario.cards).toEqual([]);
      expect(scenario.recorded.engineVersion).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{12}$/);
      // The catalog version is the database's counter of catalog writes (api/catalog.ts), as read when it was saved.
      const row = await db.db.prisma.catalogVersion.findUnique({ where: { id: 1 } });
      expect(scenario.recorded).toMatchObject({ catalogVersion: String(row?.version ?? 0), status: 'RESOLVED' });
      expect(scenario.recorded.asked.map((a: Loose) => [a.prompt.kind, a.prompt.player, a.answer.options])).toEqual([
        ['PLAYER_ORDER', 'player1', ['player1']], ['PLAYERS', 'player1', ['player1']], ['MAY', 'player2', ['xwing']],
      ]);
      expect(scenario.result.engineVersion).toBe(scenario.recorded.engineVersion);
      expect(scenario.assertions).toHaveLength(trig02.expected.length);
      expect(scenario.history).toHaveLength(1);
      expect(scenario.history[0]).toMatchObject({ version: 1, owner: 'alice', changes: ['created'], previous: null });
      expect(alice).toContain(`rk_${scenario.history[0].keyId}_`);
    });

    it('changing one expected outcome makes that one disagree, and says which assertion', async () => {
      const id = ids['TRIG-02']!;
      const expected = trig02.expected.map((a: Loose) => (a.kind === 'hand' ? { ...a, count: 2 } : a));
      const saved = (await ok(url, SAVE, { input: { ...inputOf(trig02), id, expected } }, alice)).saveScenario;
      expect(saved).toMatchObject({ id, version: 2, engineAgrees: false, outdated: false });
      expect(refsOf(await ok(url, LIST, { filter: { agrees: false } }))).toEqual(['TRIG-02']);
      const { scenario } = await ok(url, `query($id: ID!) { scenario(id: $id) { assertions { passed message actual } history { version changes previous } } }`, { id });
      expect(scenario.assertions.filter((a: Loose) => !a.passed)).toEqual([{ passed: false, message: 'player1 hand: count is 1, expected 2', actual: { count: 1, cards: ['Wampa'] } }]);
      expect(scenario.history.map((h: Loose) => [h.version, h.changes])).toEqual([[2, ['expected']], [1, ['created']]]);
      expect(scenario.history[0].previous.expected).toEqual(trig02.expected);
      // Put back: agrees again, version 3.
      expect((await ok(url, SAVE, { input: { ...inputOf(trig02), id } }, alice)).saveScenario).toMatchObject({ version: 3, engineAgrees: true });
    });

    it('importing the same file again changes nothing', async () => {
      const result = (await ok(url, IMPORT, { collection: COLLECTION }, alice)).importScenarios;
      expect(result.created).toEqual([]);
      expect(result.updated).toEqual([]);
      expect(result.unchanged).toHaveLength(12);
    });

    it('exports as a collection that reads back the same, and imports for another owner', async () => {
      const { exportScenarios } = await ok(url, `{ exportScenarios(filter: { owner: "alice" }, description: "alice's") }`);
      const parsed = parseCollection(exportScenarios);
      expect(parsed.errors).toEqual([]);
      expect(exportScenarios.scenarios[0]).toMatchObject({ id: expect.any(String), recorded: { status: 'RESOLVED' } });
      const byRef = Object.fromEntries(parsed.scenarios.map((s) => [s.ref, s]));
      for (const original of COLLECTION.scenarios) {
        expect(byRef[original.ref]).toMatchObject({ title: original.title, state: original.state, action: original.action, choices: original.choices, expected: original.expected });
      }
      const copied = (await ok(url, IMPORT, { collection: exportScenarios }, bob)).importScenarios;
      expect(copied.created).toHaveLength(12);
      expect((await ok(url, LIST, { filter: { owner: 'bob' } })).scenarios.totalCount).toBe(12);
    });
  });

  describe.skipIf(skip)('keys', () => {
    it('a write without a key, with an unknown key or a revoked one is refused; reads need none', async () => {
      const input = { ...inputOf(trig02), ref: 'keys-test' };
      expect((await fails(url, SAVE, { input })).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect((await fails(url, SAVE, { input }, 'rk_nope')).message).toBe('The API key sent is unknown, malformed or revoked');
      const carol = await createApiKey(db.db.prisma, 'carol');
      expect((await ok(url, SAVE, { input }, carol.token)).saveScenario.version).toBe(1);
      expect(await revokeApiKey(db.db.prisma, carol.id)).toBe('revoked');
      const before = await count();
      const refused = await fails(url, SAVE, { input: { ...input, ref: 'keys-test-2' } }, carol.token);
      expect(refused.extensions.code).toBe('UNAUTHENTICATED');
      expect(await count()).toEqual(before);
      expect((await ok(url, LIST, { filter: { owner: 'carol' } })).scenarios.totalCount).toBe(1);
    });

    it("a key cannot change another owner's scenario", async () => {
      const id = ids['GRIT-01']!;
      const grit = COLLECTION.scenarios.find((s) => s.ref === 'GRIT-01');
      const before = await db.db.prisma.scenario.findUnique({ where: { id } });
      const refused = await fails(url, SAVE, { input: { ...inputOf(grit), id, title: 'Hijacked' } }, bob);
      expect(refused.extensions).toMatchObject({ code: 'FORBIDDEN', field: 'input.id' });
      expect(refused.message).toContain('belongs to alice');
      expect(await db.db.prisma.scenario.findUnique({ where: { id } })).toEqual(before);
    });
  });

  describe.skipIf(skip)('validation before save: nothing is written', () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['an invalid state', { state: { player1: { groundArena: ['no-such-card'] } } }, { code: 'BAD_USER_INPUT', field: 'input.state.player1.groundArena[0]' }],
      ['choices that do not answer the prompts', { choices: [{ prompt: 'p1-PLAYER_ORDER', options: ['nobody'] }] }, { code: 'BAD_USER_INPUT', field: 'input.choices[0]' }],
      ['a malformed expected outcome', { expected: [{ kind: 'unit', card: 'Yoda', damage: 'lots' }] }, { code: 'BAD_USER_INPUT', field: 'input.expected[0].damage' }],
      ['an unknown ruling', { rulings: ['no-such-ruling'] }, { code: 'BAD_USER_INPUT', field: 'input.rulings[0]' }],
      ['a NUL character in the state', { state: { player1: { hand: ['wampa\u0000'] } } }, { code: 'BAD_USER_INPUT', field: 'input.state.player1.hand[0]' }],
      ['an empty title and a bad tag', { title: ' ', tags: ['no spaces'] }, { code: 'BAD_USER_INPUT', field: 'input.title' }],
      ['a state in another game\'s format', { game: 'XWING', expected: null }, { code: 'BAD_USER_INPUT', field: 'input.state.players' }],
      ['an unknown scenario id', { id: 'nosuchid0000' }, { code: 'NOT_FOUND', field: 'input.id' }],
      ['a ref the owner already uses', { ref: 'TRIG-08' }, { code: 'CONFLICT', field: 'input.ref' }],
    ];
    it.each(cases)('%s', async (_what, change, extensions) => {
      const before = await count();
      const error = await fails(url, SAVE, { input: { ...inputOf(trig02), ref: 'validation', ...change } }, alice);
      expect(error.extensions).toMatchObject(extensions);
      expect(await count()).toEqual(before);
    });
  });

  describe.skipIf(skip)('updates and concurrency', () => {
    let id: string;
    const base = () => ({ ...inputOf(COLLECTION.scenarios.find((s) => s.ref === 'RAID-02')), ref: 'raid-concurrent' });

    beforeAll(async () => {
      if (skip) return;
      id = (await ok(url, SAVE, { input: base() }, alice)).saveScenario.id;
    });

    it('a save from an older version is refused', async () => {
      expect((await ok(url, SAVE, { input: { ...base(), id, version: 1, title: 'v2' } }, alice)).saveScenario.version).toBe(2);
      const stale = await fails(url, SAVE, { input: { ...base(), id, version: 1, title: 'from v1' } }, alice);
      expect(stale.extensions).toMatchObject({ code: 'CONFLICT', field: 'input.version', currentVersion: 2 });
    });

    it("renaming its ref to one the owner already uses is refused, and changes nothing", async () => {
      const before = await db.db.prisma.scenario.findUnique({ where: { id } });
      const taken = await fails(url, SAVE, { input: { ...base(), id, ref: 'TRIG-08' } }, alice);
      expect(taken.extensions).toMatchObject({ code: 'CONFLICT', field: 'input.ref' });
      expect(await db.db.prisma.scenario.findUnique({ where: { id } })).toEqual(before);
    });

    it('two concurrent saves from the same version: one wins, the other is refused, one revision', async () => {
      const [a, b] = await Promise.all([
        gql(url, SAVE, { input: { ...base(), id, version: 2, title: 'A' } }, alice),
        gql(url, SAVE, { input: { ...base(), id, version: 2, title: 'B' } }, alice),
      ]);
      const winners = [a, b].filter((r) => !r.errors);
      const losers = [a, b].filter((r) => r.errors);
      expect(winners).toHaveLength(1);
      expect(losers.map((r) => r.errors![0]!.extensions.code)).toEqual(['CONFLICT']);
      const row = await db.db.prisma.scenario.findUnique({ where: { id } });
      expect(row).toMatchObject({ version: 3, title: winners[0]!.data.saveScenario.title });
      const revisions = await db.db.prisma.scenarioRevision.findMany({ where: { scenarioId: id }, orderBy: { version: 'asc' } });
      expect(revisions.map((r) => r.version)).toEqual([1, 2, 3]);
    });

    it('two concurrent saves without a version: both apply, one after the other, each in the history', async () => {
      const [a, b] = await Promise.all([
        gql(url, SAVE, { input: { ...base(), id, title: 'C' } }, alice),
        gql(url, SAVE, { input: { ...base(), id, title: 'D' } }, alice),
      ]);
      expect([a.errors, b.errors]).toEqual([undefined, undefined]);
      expect([a.data.saveScenario.version, b.data.saveScenario.version].sort()).toEqual([4, 5]);
      const revisions = await db.db.prisma.scenarioRevision.findMany({ where: { scenarioId: id }, orderBy: { version: 'asc' } });
      const last = await db.db.prisma.scenario.findUnique({ where: { id } });
      // Version 5 changed the title that version 4 had written: nothing was lost in between.
      const v4 = revisions[3]!;
      const v5 = revisions[4]!;
      expect(v4.changes).toEqual(['title']);
      expect(v5.changes).toEqual(['title']);
      expect((v5.previous as Loose).title).toBe(last!.title === 'C' ? 'D' : 'C');
    });

    it('two concurrent imports of the same new scenarios: each ref is created once, the other import is refused or finds them', async () => {
      const pair = { ...COLLECTION, scenarios: COLLECTION.scenarios.slice(0, 2) };
      const frank = (await createApiKey(db.db.prisma, 'frank')).token;
      const results = await Promise.all([gql(url, IMPORT, { collection: pair }, frank), gql(url, IMPORT, { collection: pair }, frank)]);
      for (const r of results) {
        if (r.errors) expect(r.errors[0]!.extensions.code).toBe('CONFLICT');
        else expect(r.data.importScenarios.created.length + r.data.importScenarios.unchanged.length).toBe(2);
      }
      expect(results.filter((r) => !r.errors && r.data.importScenarios.created.length === 2)).toHaveLength(1);
      expect(await db.db.prisma.scenario.count({ where: { owner: 'frank' } })).toBe(2);
      expect(await db.db.prisma.scenarioRevision.count({ where: { owner: 'frank' } })).toBe(2);
    });

    it('a save interrupted by a database error writes nothing', async () => {
      const prisma = db.db.prisma;
      // A real database error in the last statement of the transaction (the revision insert).
      await prisma.$executeRawUnsafe(`CREATE FUNCTION scenario_test_fail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$ LANGUAGE plpgsql`);
      await prisma.$executeRawUnsafe(`CREATE TRIGGER scenario_test_fail BEFORE INSERT ON "ScenarioRevision" FOR EACH ROW EXECUTE FUNCTION scenario_test_fail()`);
      try {
        const before = await count();
        const row = await prisma.scenario.findUnique({ where: { id } });
        const created = await fails(url, SAVE, { input: { ...base(), ref: 'interrupted' } }, alice);
        expect(created.extensions.code).toBe('INTERNAL_SERVER_ERROR');
        expect(created.message).toBe('Internal server error');
        const updated = await fails(url, SAVE, { input: { ...base(), id, title: 'interrupted' } }, alice);
        expect(updated.extensions.code).toBe('INTERNAL_SERVER_ERROR');
        expect(await count()).toEqual(before);
        expect(await prisma.scenario.findUnique({ where: { id } })).toEqual(row);
        expect(await prisma.scenarioCard.count({ where: { scenarioId: id } })).toBeGreaterThan(0);
      } finally {
        await prisma.$executeRawUnsafe(`DROP TRIGGER scenario_test_fail ON "ScenarioRevision"`);
        await prisma.$executeRawUnsafe(`DROP FUNCTION scenario_test_fail()`);
      }
    });
  });

  describe.skipIf(skip)('re-running on a changed engine', () => {
    it('a result recorded by another engine version is recomputed; a different one is outdated, with the difference', async () => {
      const prisma = db.db.prisma;
      const id = ids['RAID-02']!;
      const row = (await prisma.scenario.findUnique({ where: { id } }))!;
      // As if an older engine had recorded it: P2's base took 3 (no gained Raid).
      const recorded = structuredClone(row.recorded) as Loose;
      recorded.state.player2.base.damage = 3;
      await prisma.scenario.update({ where: { id }, data: { recorded, recordedWith: '0.0.1+000000000000|0', checkedWith: '0.0.1+000000000000|0' } });

      const outdated = await ok(url, LIST, { filter: { outdated: true } });
      expect(refsOf(outdated)).toEqual(['RAID-02']);
      const { scenario } = await ok(url, `query($id: ID!) { scenario(id: $id) { outdated engineAgrees differences { path recorded current } recorded { engineVersion } result { engineVersion } } }`, { id });
      expect(scenario.outdated).toBe(true);
      expect(scenario.engineAgrees).toBe(true);
      expect(scenario.differences).toEqual([{ path: '$.state.player2.base.damage', recorded: 3, current: 4 }]);
      expect(scenario.recorded.engineVersion).toBe('0.0.1+000000000000');
      expect(scenario.result.engineVersion).not.toBe('0.0.1+000000000000');
      expect((await prisma.scenario.findUnique({ where: { id } }))!.checkedWith).not.toContain('0.0.1');

      // Saving it again records today's result: no longer outdated, and the history says the result changed.
      const raid = COLLECTION.scenarios.find((s) => s.ref === 'RAID-02');
      const saved = (await ok(url, SAVE, { input: { ...inputOf(raid), id } }, alice)).saveScenario;
      expect(saved).toMatchObject({ outdated: false, version: 2 });
      const history = (await prisma.scenarioRevision.findFirst({ where: { scenarioId: id, version: 2 } }))!;
      expect(history.changes).toEqual(['recorded']);
    });
  });

  describe.skipIf(skip)('rulings as tests', () => {
    it('a scenario illustrating a card ruling is listed by the ruling, the card and the rule', async () => {
      const input = {
        ref: 'raid-ruling', game: 'SWU', title: 'Raid 2 on a 3-power unit', tags: ['raid'],
        state: { phase: 'action', player1: { hasInitiative: true, spaceArena: ['TST_005'] }, player2: {}, autoSingleTarget: true },
        action: { type: 'attack', player: 'player1', attacker: 'TIE Bomber Squadron' },
        expected: [{ kind: 'base', player: 'player2', damage: 5 }], rulings: ['fixture-r1'],
      };
      const saved = (await ok(url, SAVE, { input }, alice)).saveScenario;
      expect(saved.engineAgrees).toBe(true);
      const { card } = await ok(url, `{ card(id: "TST_005") {
        scenarios(first: 5) { totalCount edges { node { id } } }
        rulings { id scenarios(first: 5) { edges { node { id engineAgrees rulings { id } cards { id name } } } } }
      } }`);
      expect(card.scenarios.edges.map((e: Loose) => e.node.id)).toEqual([saved.id]);
      const [r1, r2] = card.rulings;
      // Catalog objects answer with their global ids; the scenario was saved with the ruling's stored id.
      expect(r1.id).toBe('Ruling:SWU:fixture-r1');
      expect(r1.scenarios.edges.map((e: Loose) => e.node)).toEqual([{ id: saved.id, engineAgrees: true, rulings: [{ id: 'Ruling:SWU:fixture-r1' }], cards: [{ id: 'Card:SWU:TST_005', name: 'TIE Bomber Squadron' }] }]);
      const byGlobalId = await ok(url, `{ scenarios(filter: { ruling: "Ruling:SWU:fixture-r1", card: "Card:SWU:TST_005" }, first: 5) { edges { node { id } } } }`);
      expect(byGlobalId.scenarios.edges.map((e: Loose) => e.node.id)).toEqual([saved.id]);
      expect(r2.scenarios.edges).toEqual([]);
      // A rule entry of our own for the combat damage step, as the rules import would write it: linked by Rule.id.
      await db.db.prisma.rule.create({ data: { id: 'SWU:6.3.4', gameId: 'SWU', number: '6.3.4', kind: 'rule', text: 'Combat damage (test entry).', sortKey: '0006.0003.0004', version: 'test', contentHash: 'test' } });
      // The server re-reads the catalog version at most once per CATALOG_POLL_MS (an import is seen within it): now.
      await catalogFor(db.db.prisma).read();
      const { scenario } = await ok(url, `query($id: ID!) { scenario(id: $id) { ruleNumbers rules { number } } }`, { id: saved.id });
      expect(scenario.ruleNumbers).toContain('6.3.4');
      expect(scenario.rules).toEqual([{ number: '6.3.4' }]);
      const { rule } = await ok(url, `{ rule(game: SWU, number: "6.3.4") { scenarios(first: 50) { edges { node { id ref } } } } }`);
      expect(rule.scenarios.edges.map((e: Loose) => e.node.ref)).toContain('raid-ruling');
    });
  });

  describe.skipIf(skip)('write limits', () => {
    it('per key: past the limit a write is refused with when to retry; reads go on', async () => {
      const limited = await startServer(db.db, { writeLimits: { perKey: 2 } });
      try {
        const dave = (await createApiKey(db.db.prisma, 'dave')).token;
        const input = (ref: string) => ({ ...inputOf(trig02), ref });
        await ok(limited.url, SAVE, { input: input('l1') }, dave);
        await ok(limited.url, SAVE, { input: input('l2') }, dave);
        const refused = await fails(limited.url, SAVE, { input: input('l3') }, dave);
        expect(refused.extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'key', retryAfter: expect.any(Number) });
        expect((await ok(limited.url, LIST, { filter: { owner: 'dave' } })).scenarios.totalCount).toBe(2);
      } finally {
        await limited.close();
      }
    });

    it('per owner: the number of scenarios is capped', async () => {
      const capped = await startServer(db.db, { writeLimits: { scenariosPerOwner: 1 } });
      try {
        const erin = (await createApiKey(db.db.prisma, 'erin')).token;
        await ok(capped.url, SAVE, { input: { ...inputOf(trig02), ref: 'e1' } }, erin);
        expect((await fails(capped.url, SAVE, { input: { ...inputOf(trig02), ref: 'e2' } }, erin)).extensions.code).toBe('LIMIT_EXCEEDED');
        expect((await fails(capped.url, IMPORT, { collection: COLLECTION }, erin)).extensions.code).toBe('LIMIT_EXCEEDED');
      } finally {
        await capped.close();
      }
    });

    it('bad keys from one address: refused as unknown, then rate limited', async () => {
      const guarded = await startServer(db.db, { writeLimits: { failedKeysPerAddress: 2 } });
      try {
        const guess = `rk_${'a'.repeat(12)}_${'b'.repeat(43)}`;
        expect((await fails(guarded.url, SAVE, { input: inputOf(trig02) }, guess)).extensions.code).toBe('UNAUTHENTICATED');
        expect((await fails(guarded.url, SAVE, { input: inputOf(trig02) }, guess)).extensions.code).toBe('UNAUTHENTICATED');
        expect((await fails(guarded.url, SAVE, { input: inputOf(trig02) }, guess)).extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'failedKeys' });
      } finally {
        await guarded.close();
      }
    });
  });

  describe.skipIf(skip)(`explore over HTTP (${name})`, () => {
    const EXPLORE = `query($input: ExploreInput!) { explore(input: $input) {
      runs limit complete cutPrompts
      endStates { id status sequences choices { kind labels } }
      prompts { kind player decisive answers { labels endStates } differences { fact values { answer endState value } } }
    } }`;

    it('TRIG-02: 12 distinct end states; the order does not matter, the players and the target do', async () => {
      const { explore } = await ok(url, EXPLORE, { input: { game: 'SWU', state: trig02.state, action: trig02.action, limit: 100 } });
      expect(explore).toMatchObject({ complete: true, cutPrompts: 0, limit: 100 });
      expect(explore.endStates).toHaveLength(12);
      expect(explore.prompts.map((p: Loose) => [p.kind, p.decisive])).toEqual([['PLAYER_ORDER', false], ['PLAYERS', true], ['MAY', true]]);
    });

    it('says when the limit cut the search, and refuses a limit out of bounds', async () => {
      const { explore } = await ok(url, EXPLORE, { input: { game: 'SWU', state: trig02.state, action: trig02.action, limit: 4 } });
      expect(explore).toMatchObject({ runs: 4, complete: false });
      const error = await fails(url, EXPLORE, { input: { game: 'SWU', state: trig02.state, action: trig02.action, limit: 5000 } });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.limit' });
    });

    it('a large state gets fewer runs (each run reads all of it), and says so', async () => {
      const deck = Array.from({ length: 500 }, () => 'general-krell#heartless-tactician');
      const state = { ...trig02.state, player1: { ...trig02.state.player1, deck, discard: deck }, player2: { ...trig02.state.player2, deck, discard: deck } };
      const { explore } = await ok(url, `query($input: ExploreInput!) { explore(input: $input) { limit runs complete } }`, { input: { game: 'SWU', state, action: trig02.action, limit: 1000 } });
      expect(explore.limit).toBe(Math.floor(20_000_000 / JSON.stringify(state).length));
      expect(explore.limit).toBeLessThan(1000);
      expect(explore.runs).toBeLessThanOrEqual(explore.limit);
    });
  });
});
