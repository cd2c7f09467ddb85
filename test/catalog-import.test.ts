// Importing into a real database, on PGlite and on PostgreSQL: fixtures we wrote, malformed files, URLs, the CLI.
import { swuAttributes } from '../prisma/attributes.js';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../prisma/database.js';
import { ImportError } from '../prisma/import/errors.js';
import { collectInputs, importInputs, importPaths } from '../prisma/import/run.js';
import { pgliteDatabase, postgresDatabase, postgresSkipReason, REPO_ROOT, type TestDatabase } from './support/databases.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'catalog');
const GOOD = join(FIXTURES, 'good');
const fixture = (name: string) => join(FIXTURES, name);

/** Everything the importer owns, in a stable order, to prove that a run changed nothing. */
async function snapshot(db: Database): Promise<unknown> {
  const p = db.prisma;
  return {
    cards: await p.card.findMany({ orderBy: { id: 'asc' } }),
    printings: await p.printing.findMany({ orderBy: { id: 'asc' } }),
    keywords: await p.cardKeyword.findMany({ orderBy: [{ cardId: 'asc' }, { position: 'asc' }] }),
    rulings: await p.ruling.findMany({ orderBy: { id: 'asc' } }),
    rules: await p.rule.findMany({ orderBy: { id: 'asc' } }),
    glossary: await p.keyword.findMany({ orderBy: { id: 'asc' } }),
  };
}

const pgSkip = await postgresSkipReason();
const backends: { name: string; skip?: string; open: () => Promise<TestDatabase> }[] = [
  { name: 'PGlite', open: () => pgliteDatabase() },
  { name: 'PostgreSQL', skip: pgSkip, open: () => postgresDatabase() },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`catalog import on ${backend.name}${backend.skip ? ` (skipped: ${backend.skip})` : ''}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await backend.open();
    });
    afterAll(async () => {
      await t?.drop();
    });

    it('imports a folder of every format, skipping the manifest', async () => {
      const summaries = await importPaths(t.db, [GOOD]);
      expect(summaries.map((s) => [s.source.split('/').pop(), s.format, s.status])).toEqual([
        ['tst-swudb.json', 'swudb', 'changed'],
        ['tst-publisher.json', 'ffg', 'changed'],
        ['tst-rulings.json', 'rulings-json', 'changed'],
        ['tst-rules.json', 'cr-json', 'changed'],
      ]);
      const p = t.db.prisma;
      expect((await p.card.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((c) => c.id)).toEqual([
        'TSP_009',
        'TST_001',
        'TST_002',
        'TST_003',
        'TST_004',
        'T_SHIELD',
      ]);
      const raider = await p.card.findUniqueOrThrow({
        where: { id: 'TST_002' },
        include: { keywords: { orderBy: { position: 'asc' } }, printings: { orderBy: { id: 'asc' } }, rulings: { orderBy: [{ source: 'asc' }, { position: 'asc' }] } },
      });
      expect(raider.internalName).toBe('dune-skiff-raider');
      expect(raider.sources).toEqual(['ffg', 'swudb']);
      expect(swuAttributes(raider).traits).toEqual(['Underworld', 'Bounty Hunter', "Twi'lek"]);
      expect(swuAttributes(raider).aspects).toEqual(['Aggression', 'Aggression']);
      expect(raider.keywords.map((k) => [k.keywordId, k.value, k.text])).toEqual([
        ['SWU:raid', 2, null],
        ['SWU:bounty', null, 'Draw a card.'],
        ['SWU:smuggle', null, 'C=5 Aggression'],
      ]);
      expect(raider.printings.map((x) => x.id)).toEqual(['TST_002', 'TST_102', 'TST_102F']);
      expect(raider.rulings.map((r) => [r.source, r.text, r.date?.toISOString().slice(0, 10)])).toEqual([
        ['FFG card list', 'A ruling we wrote for this fixture.', '2025-01-02'],
        ['FFG card list', 'A second fixture ruling.', '2025-01-02'],
        ['api.swuapi.com', 'Fixture ruling one.', '2026-01-15'],
        ['api.swuapi.com', 'Fixture ruling two.', '2026-01-15'],
      ]);
      const blade = await p.card.findUniqueOrThrow({ where: { id: 'TST_003' } });
      const bladeStats = swuAttributes(blade);
      expect([bladeStats.power, bladeStats.hp, bladeStats.upgradePower, bladeStats.upgradeHp]).toEqual([null, null, 2, 0]);
      // A ruling for a card the catalog does not have keeps its reference.
      const orphan = await p.ruling.findFirstOrThrow({ where: { cardRef: 'ZZZ_007' } });
      expect(orphan.cardId).toBeNull();
      const rule = await p.rule.findUniqueOrThrow({ where: { id: 'SWU:1.1.2A' } });
      expect([rule.kind, rule.parentNumber, rule.page, rule.version, rule.sortKey]).toEqual(['letter', '1.1.2', 2, '8.0', '001.001.002A']);
      expect((await p.keyword.findUniqueOrThrow({ where: { id: 'SWU:raid' } })).ruleNumbers).toEqual(['1.1.2']);
      const runs = await p.import.findMany({ orderBy: { finishedAt: 'asc' } });
      expect(runs.map((r) => [r.format, r.changed])).toEqual([
        ['swudb', true],
        ['ffg', true],
        ['rulings-json', true],
        ['cr-json', true],
      ]);
      expect(runs[0]!.checksum).toMatch(/^[0-9a-f]{64}$/);
    });

    it('a second import writes nothing and says unchanged', async () => {
      const before = await snapshot(t.db);
      const summaries = await importPaths(t.db, [GOOD]);
      expect(summaries.map((s) => s.status)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
      expect(summaries.every((s) => s.counts!.created + s.counts!.updated + s.counts!.deleted === 0)).toBe(true);
      expect(await snapshot(t.db)).toEqual(before);
      const runs = await t.db.prisma.import.findMany({ where: { changed: false } });
      expect(runs).toHaveLength(4); // every run is recorded, changed or not
      // One source alone: each card re-merges with the other source's record as the database gives it back (its own key
      // order), and still hashes the same.
      for (const file of ['tst-swudb.json', 'tst-publisher.json']) {
        const [alone] = await importPaths(t.db, [join(GOOD, file)]);
        expect(alone!.status, file).toBe('unchanged');
      }
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('a malformed file writes nothing and names the file, record and field', async () => {
      const before = await snapshot(t.db);
      const importsBefore = await t.db.prisma.import.count();
      const cases: [string, string | undefined, string | undefined, RegExp][] = [
        ['malformed/cost-abc.json', 'data[1] (TST_011)', 'Cost', /expected an integer, got "abc"/],
        ['malformed/missing-set.json', 'data[1]', 'Set', /is missing/],
        ['malformed/bad-json.json', undefined, undefined, /not valid JSON/],
        ['malformed/rules-bad-kind.json', 'entradas["1.1"]', 'tipo', /capitulo, seccion, regla, letra/],
      ];
      for (const [file, record, field, reason] of cases) {
        const [summary] = await importPaths(t.db, [fixture(file)]);
        expect(summary!.status, file).toBe('failed');
        expect(summary!.error!.file).toBe(fixture(file));
        expect(summary!.error!.record).toBe(record);
        expect(summary!.error!.field).toBe(field);
        expect(summary!.error!.message).toMatch(reason);
      }
      expect(await snapshot(t.db)).toEqual(before);
      expect(await t.db.prisma.import.count()).toBe(importsBefore);
    });

    it('rolls the whole file back when writing fails half-way', async () => {
      const fresh = await backend.open();
      try {
        // Without the Bounty keyword row, the keyword insert fails after the cards were inserted.
        await fresh.db.prisma.keyword.delete({ where: { id: 'SWU:bounty' } });
        const [summary] = await importPaths(fresh.db, [join(GOOD, 'tst-swudb.json')]);
        expect(summary!.status).toBe('failed');
        expect(summary!.error!.message).toContain('tst-swudb.json');
        expect(await fresh.db.prisma.card.count()).toBe(0);
        expect(await fresh.db.prisma.printing.count()).toBe(0);
        expect(await fresh.db.prisma.import.count()).toBe(0);
      } finally {
        await fresh.drop();
      }
    });

    it('two imports of the same file at once do not collide: one writes, the other finds nothing to do', async () => {
      const fresh = await backend.open();
      try {
        const file = join(GOOD, 'tst-swudb.json');
        const [a, b] = await Promise.all([importPaths(fresh.db, [file]), importPaths(fresh.db, [file])]);
        expect([a[0]!.status, b[0]!.status].sort()).toEqual(['changed', 'unchanged']);
        expect(await fresh.db.prisma.card.count()).toBe(4);
      } finally {
        await fresh.drop();
      }
    });

    it('stores text as written whatever quotes, backslashes or dollar-quote tags it holds', async () => {
      const fresh = await backend.open();
      try {
        const file = JSON.parse(readFileSync(join(GOOD, 'tst-swudb.json'), 'utf8')) as { data: Record<string, unknown>[] };
        // The rows travel as a dollar-quoted literal ($rows$...$rows$): a text holding the tag makes the writer pick another.
        const text = `It's "quoted", a \\ backslash, $rows$ and $rows1$ and $$, then O'Neil's.`;
        file.data[1]!.FrontText = text;
        const [summary] = await importInputs(fresh.db, [{ name: 'quoted.json', bytes: Buffer.from(JSON.stringify(file)) }]);
        expect(summary!.status).toBe('changed');
        expect((await fresh.db.prisma.card.findUniqueOrThrow({ where: { id: 'TST_002' } })).text).toBe(text);
      } finally {
        await fresh.drop();
      }
    });

    it('gives the same catalog whatever order the files come in', async () => {
      const reverse = await backend.open();
      try {
        for (const file of ['tst-rules.json', 'tst-rulings.json', 'tst-publisher.json', 'tst-swudb.json']) {
          const [s] = await importPaths(reverse.db, [join(GOOD, file)]);
          expect(s!.status).toBe('changed');
        }
        const [a, b] = [(await snapshot(t.db)) as Record<string, unknown[]>, (await snapshot(reverse.db)) as Record<string, unknown[]>];
        const hashes = (s: Record<string, unknown[]>) => (s.cards as { id: string; contentHash: string }[]).map((c) => `${c.id}:${c.contentHash}`);
        expect(hashes(b)).toEqual(hashes(a));
        expect(b.printings).toEqual(a.printings);
        expect(b.keywords).toEqual(a.keywords);
        expect(b.rules).toEqual(a.rules);
        // Rulings imported before their card get linked when the card arrives.
        expect(b.rulings).toEqual(a.rulings);
      } finally {
        await reverse.drop();
      }
    });
  });
}

describe('importing from a URL', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const body = readFileSync(join(GOOD, 'tst-swudb.json'));
    server = createServer((req, res) => {
      if (req.url === '/cards/TST') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(body);
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('fetches and imports a swu-db set by URL', async () => {
    const t = await pgliteDatabase();
    try {
      const summaries = await importPaths(t.db, [`${base}/cards/TST`]);
      expect(summaries.map((s) => [s.source, s.format, s.status])).toEqual([[`${base}/cards/TST`, 'swudb', 'changed']]);
      expect(await t.db.prisma.card.count()).toBe(4);
      expect((await t.db.prisma.import.findFirstOrThrow()).source).toBe(`${base}/cards/TST`);
    } finally {
      await t.drop();
    }
  });

  it('reports an HTTP error or an unreachable host as an ImportError naming the URL', async () => {
    await expect(collectInputs([`${base}/cards/NOPE`])).rejects.toThrow(new ImportError(`${base}/cards/NOPE`, 'HTTP 404 Not Found'));
    await expect(collectInputs(['http://127.0.0.1:1/cards/SOR'])).rejects.toThrow(/127\.0\.0\.1:1\/cards\/SOR: could not fetch/);
  });
});

describe('npm run catalog:import (CLI)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rules-api-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'prisma', 'import', 'cli.ts'), ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    });

  it('prints a summary per file, then "unchanged" on the second run, and fails on a malformed file', { timeout: 120_000 }, () => {
    const first = run(GOOD);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/✓ tst-swudb\.json \(swudb\): 4 created, 0 updated/);
    expect(first.stdout).toMatch(/4 file\(s\): 4 changed, 0 unchanged or skipped, 0 failed \(pglite/);
    const second = run(GOOD);
    expect(second.status).toBe(0);
    expect(second.stdout.match(/: unchanged \(/g)).toHaveLength(4);
    const bad = run(fixture('malformed/cost-abc.json'));
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('cost-abc.json: FAILED, nothing written.');
    expect(bad.stdout).toContain('record data[1] (TST_011), field Cost: expected an integer, got "abc"');
    const usage = run('--help');
    expect(usage.status).toBe(0);
    expect(usage.stderr).toContain('usage: npm run catalog:import');
  });
});
