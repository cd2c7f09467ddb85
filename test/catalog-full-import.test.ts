// The whole of ../shared/data/swu through the importers, once per database: the counts must match what the files
// contain (computed here from the files), and a second import must change nothing.
import { swuAttributes } from '../prisma/attributes.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../prisma/database.js';
import { importPaths } from '../prisma/import/run.js';
import { type FileSummary } from '../prisma/import/run.js';
import {
  pgliteDatabase,
  postgresDatabase,
  postgresSkipReason,
  sharedDataDir,
  sharedDataSkipReason,
  type TestDatabase,
} from './support/databases.js';

const sharedSkip = sharedDataSkipReason();
const pgSkip = sharedSkip ? undefined : await postgresSkipReason();
const SWU = join(sharedDataDir() ?? '', 'swu');

const readJson = <T,>(...parts: string[]): T => JSON.parse(readFileSync(join(SWU, ...parts), 'utf8')) as T;

/** What the files say, computed independently of the importer. */
function expectations() {
  const normalBySet: Record<string, number> = {};
  for (const file of readdirSync(join(SWU, 'swudb-export')).filter((f) => /^SWU-.*\.json$/.test(f))) {
    for (const r of readJson<{ data: { Set: string; VariantType: string }[] }>('swudb-export', file).data) {
      if (r.VariantType === 'Normal') normalBySet[r.Set] = (normalBySet[r.Set] ?? 0) + 1;
    }
  }
  const rulingsFile = readJson<{ porId: Record<string, { rulings: string[] }> }>('rules', 'card-rulings.json');
  const rulings = Object.values(rulingsFile.porId).reduce((n, c) => n + c.rulings.length, 0);
  const cr = readJson<{ entradas: Record<string, { tipo: string }> }>('rules', 'comprehensive-rules-v8.0.json');
  const kinds: Record<string, number> = {};
  const names: Record<string, string> = { capitulo: 'chapter', seccion: 'section', regla: 'rule', letra: 'letter' };
  for (const e of Object.values(cr.entradas)) kinds[names[e.tipo]!] = (kinds[names[e.tipo]!] ?? 0) + 1;
  const ffg = readJson<Record<string, { rules: string | null }>>('ffg-card-list', 'card-list.json');
  const ffgRulingTexts = new Set(
    Object.values(ffg).flatMap((c) => (c.rules ?? '').split(/\r?\n/).map((l) => l.replace(/\u00a0/g, ' ').trim()).filter(Boolean)),
  );
  return { normalBySet, rulings, rules: Object.keys(cr.entradas).length, kinds, ffgRulingTexts };
}

async function fingerprint(db: Database): Promise<Record<string, string>> {
  const rows = await db.prisma.$queryRawUnsafe<{ t: string; h: string }[]>(`
    SELECT 'cards' t, md5(coalesce(string_agg(id || ':' || "contentHash", ',' ORDER BY id), '')) h FROM "Card"
    UNION ALL SELECT 'printings', md5(coalesce(string_agg(id || ':' || "cardId" || ':' || "contentHash", ',' ORDER BY id), '')) FROM "Printing"
    UNION ALL SELECT 'keywords', md5(coalesce(string_agg("cardId" || ':' || "keywordId" || ':' || position || ':' || coalesce(value::text, '') || ':' || coalesce(text, ''), ',' ORDER BY "cardId", position), '')) FROM "CardKeyword"
    UNION ALL SELECT 'rulings', md5(coalesce(string_agg(id || ':' || coalesce("cardId", '-') || ':' || coalesce(date::text, ''), ',' ORDER BY id), '')) FROM "Ruling"
    UNION ALL SELECT 'rules', md5(coalesce(string_agg(id || ':' || "contentHash", ',' ORDER BY id), '')) FROM "Rule"
    UNION ALL SELECT 'glossary', md5(coalesce(string_agg(id || ':' || array_to_string("ruleNumbers", '|'), ',' ORDER BY id), '')) FROM "Keyword"`);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

const backends: { name: string; skip?: string; open: () => Promise<TestDatabase> }[] = [
  { name: 'PGlite', open: () => pgliteDatabase() },
  { name: 'PostgreSQL', skip: pgSkip, open: () => postgresDatabase() },
];

for (const backend of backends) {
  const skip = sharedSkip ?? backend.skip;
  describe.skipIf(skip)(`full import of ../shared/data/swu on ${backend.name}${skip ? ` (skipped: ${skip})` : ''}`, () => {
    let t: TestDatabase;
    let first: FileSummary[];
    let firstMs: number;
    const expected = skip ? undefined : expectations();
    beforeAll(async () => {
      t = await backend.open();
      const t0 = Date.now();
      first = await importPaths(t.db, [SWU]);
      firstMs = Date.now() - t0;
      console.log(`full import on ${backend.name}: ${firstMs} ms`);
    }, 180_000);
    afterAll(async () => {
      await t?.drop();
    });

    it('imports every file without failures', () => {
      expect(first.filter((s) => s.status === 'failed').map((s) => s.error?.message)).toEqual([]);
      expect(first.filter((s) => s.status === 'changed').map((s) => s.format).sort()).toEqual([
        'cr-json',
        'ffg',
        'rulings-json',
        ...Array(Object.keys(expected!.normalBySet).length).fill('swudb'),
      ]);
    });

    it('has one card per Normal printing: 1,825 in the seven sets', async () => {
      const rows = await t.db.prisma.card.groupBy({ by: ['set'], _count: { _all: true } });
      const bySet = Object.fromEntries(rows.map((r) => [r.set, r._count._all]));
      for (const [set, n] of Object.entries(expected!.normalBySet)) expect(bySet[set], set).toBe(n);
      expect(expected!.normalBySet).toEqual({ SOR: 252, SHD: 262, TWI: 257, JTL: 262, LOF: 264, SEC: 264, LAW: 264 });
      const seven = Object.keys(expected!.normalBySet);
      expect(await t.db.prisma.card.count({ where: { set: { in: seven } } })).toBe(1825);
    });

    it('has every ruling and every rule entry the files contain', async () => {
      expect(await t.db.prisma.ruling.count({ where: { source: 'api.swuapi.com' } })).toBe(expected!.rulings);
      const ffgTexts = await t.db.prisma.ruling.findMany({ where: { source: 'FFG card list' }, select: { text: true }, distinct: ['text'] });
      expect(new Set(ffgTexts.map((r) => r.text))).toEqual(expected!.ffgRulingTexts);
      expect(await t.db.prisma.rule.count()).toBe(expected!.rules);
      const kinds = await t.db.prisma.rule.groupBy({ by: ['kind'], _count: { _all: true } });
      expect(Object.fromEntries(kinds.map((k) => [k.kind, k._count._all]))).toEqual(expected!.kinds);
      const rule = await t.db.prisma.rule.findUniqueOrThrow({ where: { id: 'SWU:7.6.10' } });
      expect([rule.parentNumber, rule.kind, rule.version]).toEqual(['7.6', 'rule', '8.0']);
      expect((await t.db.prisma.keyword.findUniqueOrThrow({ where: { id: 'SWU:ambush' } })).ruleNumbers).toEqual(['7.5.5']);
    });

    it('normalises the known quirks on real cards', async () => {
      const p = t.db.prisma;
      // Upgrades: swu-db's Power/HP are modifiers.
      const upgrades = await p.card.findMany({ where: { type: 'Upgrade', set: 'SOR' }, select: { attributes: true } });
      expect(upgrades.length).toBeGreaterThan(0);
      expect(upgrades.map(swuAttributes).every((u) => u.power === null && u.hp === null)).toBe(true);
      // No uppercase traits, no junk keywords.
      const traits = await p.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int n FROM "Card", jsonb_array_elements_text(attributes->'traits') tr WHERE tr = upper(tr) AND tr ~ '[A-Z]{2}'`,
      );
      expect(traits[0]!.n).toBe(0);
      expect(await p.cardKeyword.count({ where: { keywordId: { in: ['SWU:keyword', 'SWU:keywords'] } } })).toBe(0);
      const raid = await p.cardKeyword.findFirst({ where: { keywordId: 'SWU:raid' } });
      expect(raid?.value).toBeGreaterThan(0);
    });

    it('a second import changes nothing and says so', async () => {
      const before = await fingerprint(t.db);
      const t0 = Date.now();
      const second = await importPaths(t.db, [SWU]);
      console.log(`second (no-op) import on ${backend.name}: ${Date.now() - t0} ms`);
      expect(second.filter((s) => s.status !== 'skipped').map((s) => s.status)).toEqual(
        first.filter((s) => s.status !== 'skipped').map(() => 'unchanged'),
      );
      expect(await fingerprint(t.db)).toEqual(before);
    });
  });
}
