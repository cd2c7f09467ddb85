// Engine support in the catalog API: the import compiles each SWU card's printed text (test/fixtures/catalog/good, our
// own cards) and stores its abilities and engine support; the API shows both, filters on them and searches them.
// Expected statuses are read off the fixture's printed texts by hand.
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../api/server.js';
import { importPaths } from '../prisma/import/run.js';
import { backends, data, post, startServer, type Loose } from './api-helpers.js';
import type { TestDatabase } from './support/databases.js';

const FIXTURE = join(resolve(import.meta.dirname), 'fixtures/catalog/good');

const CARD = `query Card($setCode: String!) {
  card(setCode: $setCode) { key abilities engineSupport { status source unsupported { sentence reason } } }
}`;
const KEYS = `query Keys($query: String, $filter: CardFilter, $game: Game) {
  cards(game: $game, query: $query, filter: $filter, first: 100) { totalCount edges { node { key } } }
}`;

describe.each(await backends())('engine support in the API on $name', ({ open, skip }) => {
  let db: TestDatabase;
  let server: ApiServer;

  beforeAll(async () => {
    if (skip) return;
    db = await open();
    await importPaths(db.db, [FIXTURE]);
    server = await startServer(db.db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const keys = async (variables: Record<string, unknown>): Promise<string[]> =>
    ((await data(server.url, KEYS, variables)).cards.edges as Loose[]).map((e) => e.node.key).sort();

  describe.skipIf(skip)(`card.engineSupport and card.abilities${skip ? ` (skipped: ${skip})` : ''}`, () => {
    it('a leader whose three texts all compile is EXECUTABLE, with its abilities as JSON', async () => {
      const { card } = await data(server.url, CARD, { setCode: 'TST_001' });
      expect(card.engineSupport).toEqual({ status: 'EXECUTABLE', source: 'compiled', unsupported: [] });
      // Leader side "Action [Exhaust]: Heal 1 damage from a unit.", its deploy at 5 resources, unit side On Attack.
      expect(card.abilities).toEqual([
        { kind: 'action', id: 'line1', side: 'leader', text: 'Action [Exhaust]: Heal 1 damage from a unit.', cost: { exhaust: true }, effect: { do: 'heal', target: { choose: 'unit' }, amount: 1 } },
        { kind: 'deploy', id: 'deploy', side: 'leader', text: 'Epic Action: If you control 5 or more resources, deploy this leader.', minResources: 5 },
        { kind: 'triggered', id: 'line4', side: 'unit', text: 'On Attack: Heal 1 damage from a unit.', when: { on: 'attack' }, effect: { do: 'heal', target: { choose: 'unit' }, amount: 1 } },
      ]);
    });
    it('a line no template reads makes the card PARTIAL and is named with the reason', async () => {
      const { card } = await data(server.url, CARD, { setCode: 'TST_004' });
      expect(card.engineSupport.status).toBe('PARTIAL');
      expect(card.engineSupport.unsupported).toEqual([
        { sentence: 'Ambush is not printed here: this line talks about Ambush.', reason: 'no template for the trigger or cost "Ambush is not printed here"' },
      ]);
      expect(card.abilities).toContainEqual({ kind: 'unsupported', id: 'line2', text: 'Ambush is not printed here: this line talks about Ambush.', relevant: ['constant'] });
    });
    it('keyword-only text (Raid, Bounty with its effect, Smuggle) and "Attached unit gains Sentinel." are EXECUTABLE', async () => {
      expect((await data(server.url, CARD, { setCode: 'TST_002' })).card.engineSupport.status).toBe('EXECUTABLE');
      const upgrade = (await data(server.url, CARD, { setCode: 'TST_003' })).card;
      expect(upgrade.engineSupport.status).toBe('EXECUTABLE');
      expect(upgrade.abilities).toEqual([{ kind: 'constant', id: 'grant-1', text: 'Attached unit gains Sentinel.', affects: 'self', grant: { keyword: { name: 'Sentinel' } } }]);
    });
  });

  describe.skipIf(skip)(`filters and search${skip ? ` (skipped: ${skip})` : ''}`, () => {
    it('filter executable / engineSupport, is:executable, support:', async () => {
      const executable = await keys({ filter: { executable: true } });
      expect(executable).toEqual(expect.arrayContaining(['TST_001', 'TST_002', 'TST_003']));
      expect(executable).not.toContain('TST_004');
      expect(await keys({ query: 'is:executable' })).toEqual(executable);
      const rest = await keys({ filter: { executable: false } });
      expect(rest).toContain('TST_004');
      expect(await keys({ query: '-is:executable' })).toEqual(rest);
      expect(await keys({ query: 'support:partial' })).toEqual(await keys({ filter: { engineSupport: ['PARTIAL'] } }));
      expect(await keys({ query: 'support:partial' })).toContain('TST_004');
      expect(await keys({ query: 'support:text-only set:tst' })).not.toContain('TST_004');
    });
    it('another game has no engine support to filter on: a typed error naming the field', async () => {
      const response = await post(server.url, KEYS, { game: 'XWING', filter: { executable: true } });
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toContain('filter.executable');
      const query = await post(server.url, KEYS, { game: 'XWING', query: 'is:executable' });
      expect(query.errors?.[0]?.extensions?.code).toBe('BAD_QUERY_SYNTAX');
    });
  });
});
