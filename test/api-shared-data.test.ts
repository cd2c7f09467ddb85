// The API over the real catalog (../shared/data/swu through the importer): the same questions must get the same
// answers on PGlite and PostgreSQL. The import itself is tested by the catalog-data tests.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../api/server.js';
import { importPaths } from '../prisma/import/run.js';
import { data, error, startServer, type Loose } from './api-helpers.js';
import { pgliteDatabase, postgresDatabase, postgresSkipReason, sharedDataDir, sharedDataSkipReason, type TestDatabase } from './support/databases.js';

const sharedSkip = sharedDataSkipReason();
const pgSkip = sharedSkip ? undefined : await postgresSkipReason();
const skip = sharedSkip ?? pgSkip;

const SEARCHES = [
  'k:sentinel c<=3',
  'tr:jedi -t:leader',
  'o:"when defeated" p>=3',
  'luke or leia',
  'is:leader asp:villainy',
  'a:space k:raid',
  '(t:event or t:upgrade) -asp:command c=2',
  'is:unique r:legendary hp>=6',
  'set:sor -o:"when played"',
  'k:bounty or k:smuggle',
  'is:token',
  'k:"raid 2" or k:"restore 2"',
  'tr:"bounty hunter" -is:unique',
];

const QUERY = `query S($q: String, $after: String, $order: CardOrder) {
  cards(query: $q, first: 100, after: $after, orderBy: $order) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } }
}`;

describe.skipIf(skip)(`full SWU catalog on PGlite and PostgreSQL${skip ? ` (skipped: ${skip})` : ''}`, () => {
  const dbs: TestDatabase[] = [];
  const servers: ApiServer[] = [];

  beforeAll(async () => {
    const swu = resolve(sharedDataDir()!, 'swu');
    for (const open of [pgliteDatabase, postgresDatabase]) {
      const db = await open();
      dbs.push(db);
      const summaries = await importPaths(db.db, [swu]);
      expect(summaries.filter((s) => s.status === 'failed')).toEqual([]);
      servers.push(await startServer(db.db));
    }
  }, 240_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const db of dbs) await db.drop();
  });

  async function allIds(url: string, q: string, order?: Record<string, string>): Promise<{ total: number; ids: string[] }> {
    const ids: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (;;) {
      const { cards } = (await data(url, QUERY, { q, after, order })) as Loose;
      total = cards.totalCount;
      ids.push(...cards.edges.map((e: Loose) => e.node.id));
      if (!cards.pageInfo.hasNextPage) break;
      after = cards.pageInfo.endCursor;
    }
    return { total, ids };
  }

  it.each(SEARCHES)('%s gives the same cards in the same order on both', async (q) => {
    const [lite, postgres] = await Promise.all(servers.map((s) => allIds(s.url, q)));
    expect(lite!.ids.length).toBe(lite!.total);
    expect(lite!.total).toBeGreaterThan(0);
    expect(postgres).toEqual(lite);
  });

  it('orders by name and cost identically on both', async () => {
    for (const order of [{ field: 'NAME', direction: 'ASC' }, { field: 'COST', direction: 'DESC' }]) {
      const [lite, postgres] = await Promise.all(servers.map((s) => allIds(s.url, 'c<=2', order)));
      expect(postgres).toEqual(lite);
    }
  });

  it('finds real cards by name and set code, and the same suggestions for a typo', async () => {
    const lookups = await Promise.all(
      servers.map(async (s) => ({
        card: (await data(s.url, '{ card(setCode: "SOR_010") { id name subtitle keywords { label } printings { id } rulings { text source } } }')).card,
        typo: (await error(s.url, '{ card(name: "Darth Vadr") { id } }')).extensions,
      })),
    );
    expect(lookups[0]!.card.id).toBe('Card:SWU:SOR_010');
    expect(lookups[0]!.typo.code).toBe('NOT_FOUND');
    expect((lookups[0]!.typo.suggestions as Loose[]).some((s) => s.name === 'Darth Vader')).toBe(true);
    expect(lookups[1]).toEqual(lookups[0]);
  });

  it('searches rules by number prefix without matching 1.10 for 1.1', async () => {
    const answers = await Promise.all(
      servers.map(async (s) => (await data(s.url, '{ rules(game: SWU, search: "1.1", first: 100) { totalCount edges { node { number } } } }')).rules),
    );
    const numbers: string[] = answers[0]!.edges.map((e: Loose) => e.node.number);
    expect(numbers[0]).toBe('1.1');
    expect(numbers.length).toBeGreaterThan(1);
    for (const n of numbers) expect(n === '1.1' || n.startsWith('1.1.') || /^1\.1[A-Z]$/.test(n)).toBe(true);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('links keywords to their cards and imported rule text on both', async () => {
    const answers = await Promise.all(
      servers.map(async (s) => (await data(s.url, '{ keywords(game: SWU) { name cards(first: 3) { totalCount edges { node { id } } } rules { number text } } }')).keywords),
    );
    const sentinel = answers[0]!.find((k: Loose) => k.name === 'Sentinel');
    expect(sentinel.cards.totalCount).toBeGreaterThan(10);
    expect(answers[0]!.filter((k: Loose) => k.rules.length > 0).length).toBeGreaterThan(0);
    expect(answers[1]).toEqual(answers[0]);
  });
});
