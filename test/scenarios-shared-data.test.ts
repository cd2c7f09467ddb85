// The worked examples over the real catalog (../shared/data/swu: the publisher's card list, the Comprehensive Rules
// and the card rulings, through the importer), on PGlite and PostgreSQL: saved before the import, re-checked after
// it, listed from the catalog's own cards, rules and rulings, and agreeing with the engine.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../api/auth/keys.js';
import { parseCollection } from '../api/scenarios/collection.js';
import { importPrepared, prepare } from '../api/scenarios/store.js';
import { currentVersions, splitVersions } from '../api/scenarios/versions.js';
import { DEFAULT_WRITE_LIMITS } from '../api/scenarios/write-limits.js';
import type { ApiServer } from '../api/server.js';
import { importPaths } from '../prisma/import/run.js';
import { backends, data, startServer, type Loose } from './api-helpers.js';
import { sharedDataDir, sharedDataSkipReason, type TestDatabase } from './support/databases.js';
import { workedExamples } from './worked-examples.js';

const sharedSkip = sharedDataSkipReason();
const COLLECTION = workedExamples();

async function write(url: string, key: string, query: string, variables: Record<string, unknown>): Promise<Loose> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: Loose; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

describe.each(await backends())('worked examples over the real catalog on $name', ({ open, skip: dbSkip }) => {
  const skip = sharedSkip ?? dbSkip;
  let db: TestDatabase;
  let server: ApiServer;
  let key: string;
  let recordedWith: string[];

  beforeAll(async () => {
    if (skip) return;
    db = await open();
    key = (await createApiKey(db.db.prisma, 'judges')).token;
    // Saved before the catalog exists (in-process: the server starts after the import, so no connection sits idle
    // through it).
    const versions = await currentVersions(db.db.prisma);
    const prepared = [];
    for (const fields of parseCollection(COLLECTION).scenarios) prepared.push(await prepare(db.db.prisma, fields, (f) => f, versions));
    await importPrepared(db.db.prisma, { id: 'test', owner: 'judges' }, prepared, DEFAULT_WRITE_LIMITS);
    recordedWith = (await db.db.prisma.scenario.findMany({ select: { recordedWith: true } })).map((r) => r.recordedWith);
    const swu = join(sharedDataDir()!, 'swu');
    const summaries = await importPaths(db.db, [join(swu, 'ffg-card-list', 'card-list.json'), join(swu, 'rules')]);
    expect(summaries.filter((s) => s.status === 'failed')).toEqual([]);
    server = await startServer(db.db);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it.skipIf(skip)(`re-checked on the new catalog, every expected outcome still holds${skip ? ` (skipped: ${skip})` : ''}`, async () => {
    // Saved on one catalog version (before the import), re-checked on a newer one.
    const before = new Set(recordedWith.map((w) => splitVersions(w).catalog));
    expect(before.size).toBe(1);
    const { scenarios } = await data(server.url, `{ scenarios(first: 20) { edges { node { ref engineAgrees outdated differences { path recorded current } result { catalogVersion } } } } }`);
    const nodes = scenarios.edges.map((e: Loose) => e.node);
    expect(nodes).toHaveLength(12);
    expect(nodes.filter((n: Loose) => n.engineAgrees !== true)).toEqual([]);
    for (const n of nodes) expect(Number(n.result.catalogVersion)).toBeGreaterThan(Number([...before][0]));
    // What the import changed in the results is listed per scenario, never hidden.
    for (const n of nodes) expect(n.outdated).toBe(n.differences.length > 0);
  });

  it.skipIf(skip)("listed from the catalog's card, rule and ruling", async () => {
    const { card } = await data(server.url, `{ card(id: "SOR_045") { name scenarios(first: 10) { edges { node { ref cards { id } } } } } }`);
    expect(card.name).toBe('Yoda');
    expect(card.scenarios.edges.map((e: Loose) => e.node.ref).sort()).toEqual(['TRIG-02', 'TRIG-02-opponent-first']);
    expect(card.scenarios.edges[0].node.cards.map((c: Loose) => c.id)).toContain('Card:SWU:SOR_045');
    const { rule } = await data(server.url, `{ rule(game: SWU, number: "7.6.10") { title scenarios(first: 10) { edges { node { ref } } } } }`);
    expect(rule.scenarios.edges.map((e: Loose) => e.node.ref).sort()).toEqual(['TRIG-02', 'TRIG-02-opponent-first', 'TRIG-08']);

    // A judge links a ruling about one of a scenario's cards to it: the ruling gets a runnable example.
    const { scenarios } = await data(server.url, `{ scenarios(first: 20) { edges { node { id ref cards { id rulings { id } } } } } }`);
    const [target, card2, ruling] = scenarios.edges.flatMap((e: Loose) => e.node.cards.flatMap((c: Loose) => c.rulings.map((r: Loose) => [e.node, c.id, r.id])))[0] ?? [];
    expect(ruling, 'a ruling about a card of the worked examples').toBeDefined();
    const input = { ...COLLECTION.scenarios.find((s) => s.ref === target.ref), id: target.id, rulings: [ruling] };
    await write(server.url, key, `mutation($input: ScenarioInput!) { saveScenario(input: $input) { id } }`, { input });
    const linked = await data(server.url, `query($id: String!) { card(id: $id) { rulings { id scenarios(first: 5) { edges { node { ref engineAgrees } } } } } }`, { id: card2 });
    const withExample = linked.card.rulings.find((r: Loose) => r.id === ruling);
    expect(withExample.scenarios.edges.map((e: Loose) => e.node)).toEqual([{ ref: target.ref, engineAgrees: true }]);
  });
});
