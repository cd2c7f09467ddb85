// Import benchmark: everything in ../shared/data/swu into a fresh PGlite (in memory) and a fresh PostgreSQL
// database, timed. bench/index.ts calls benchCatalogImport(); `npx tsx bench/catalog-import.ts` runs it alone.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../prisma/database.js';
import { collectInputs, importInputs, type FileSummary } from '../prisma/import/run.js';
import { postgresServerUrl, withThrowawayDatabase } from '../test/support/postgres-admin.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface CatalogImportBench {
  /** Full import (all files, writes included) into a fresh in-memory PGlite, excluding start-up. */
  pgliteMs: number;
  /** CPU time of this process during that import (PGlite runs in it): steadier than wall time on a busy machine. */
  pgliteCpuMs: number;
  /** Same into a fresh PostgreSQL database; NaN when PostgreSQL is not reachable (see postgresError). */
  postgresMs: number;
  /** Second import of the same files (nothing to write) on each. */
  pgliteNoopMs: number;
  postgresNoopMs: number;
  /** openDatabase() on an empty database: migrations and seed. */
  pgliteOpenMs: number;
  postgresOpenMs: number;
  files: number;
  bytes: number;
  cards: number;
  printings: number;
  rulings: number;
  rules: number;
  postgresError?: string;
}

export interface CatalogImportBenchOptions {
  /** Folder to import; defaults to ../shared/data/swu next to the repo. */
  dataDir?: string;
  /** Server for the throwaway database; defaults to postgresql://postgres@127.0.0.1:5432. */
  postgresServerUrl?: string;
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const value = await fn();
  return [value, Math.round(performance.now() - t0)];
}

function assertNoFailures(summaries: FileSummary[]): void {
  const failed = summaries.filter((s) => s.status === 'failed');
  if (failed.length > 0) throw new Error(`import failed: ${failed.map((s) => s.error?.message).join('; ')}`);
}

export async function benchCatalogImport(opts: CatalogImportBenchOptions = {}): Promise<CatalogImportBench> {
  const dataDir = opts.dataDir ?? resolve(REPO_ROOT, '..', 'shared', 'data', 'swu');
  if (!existsSync(dataDir)) throw new Error(`no data to import at ${dataDir}`);
  const serverUrl = postgresServerUrl(opts.postgresServerUrl);
  // Read once, outside the timings: the bench measures parsing and writing, not the disk.
  const inputs = await collectInputs([dataDir]);

  const run = async (open: () => Promise<Database>) => {
    const [db, openMs] = await timed(open);
    try {
      const cpu = process.cpuUsage();
      const [first, importMs] = await timed(() => importInputs(db, inputs));
      const used = process.cpuUsage(cpu);
      const cpuMs = Math.round((used.user + used.system) / 1000);
      assertNoFailures(first);
      const [second, noopMs] = await timed(() => importInputs(db, inputs));
      assertNoFailures(second);
      if (second.some((s) => s.status === 'changed')) throw new Error('second import was not a no-op');
      const p = db.prisma;
      const counts = {
        cards: await p.card.count(),
        printings: await p.printing.count(),
        rulings: await p.ruling.count(),
        rules: await p.rule.count(),
      };
      return { openMs, importMs, cpuMs, noopMs, counts };
    } finally {
      await db.close();
    }
  };

  const lite = await run(() => openDatabase({ databaseUrl: '', dataDir: 'memory://' }));
  const result: CatalogImportBench = {
    pgliteMs: lite.importMs,
    pgliteCpuMs: lite.cpuMs,
    postgresMs: Number.NaN,
    pgliteNoopMs: lite.noopMs,
    postgresNoopMs: Number.NaN,
    pgliteOpenMs: lite.openMs,
    postgresOpenMs: Number.NaN,
    files: inputs.length,
    bytes: inputs.reduce((n, i) => n + i.bytes.length, 0),
    ...lite.counts,
  };

  const postgres = await withThrowawayDatabase(serverUrl, 'rules_api_bench_', (url) => run(() => openDatabase({ databaseUrl: url })));
  if ('unreachable' in postgres) {
    result.postgresError = postgres.unreachable;
  } else {
    result.postgresMs = postgres.value.importMs;
    result.postgresNoopMs = postgres.value.noopMs;
    result.postgresOpenMs = postgres.value.openMs;
  }
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchCatalogImport().then(
    (r) => {
      const ms = (n: number) => (Number.isNaN(n) ? 'n/a' : `${n} ms`);
      console.log(`catalog import: ${r.files} files, ${(r.bytes / 1e6).toFixed(1)} MB -> ${r.cards} cards, ${r.printings} printings, ${r.rulings} rulings, ${r.rules} rules`);
      console.log(`  PGlite (memory): open ${ms(r.pgliteOpenMs)}, import ${ms(r.pgliteMs)} (cpu ${ms(r.pgliteCpuMs)}), no-op re-import ${ms(r.pgliteNoopMs)}`);
      console.log(`  PostgreSQL:      open ${ms(r.postgresOpenMs)}, import ${ms(r.postgresMs)}, no-op re-import ${ms(r.postgresNoopMs)}`);
      if (r.postgresError) console.log(`  (${r.postgresError})`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
