// npm run catalog:import [-- <file|folder|url>...]
// Imports catalog data into the database openDatabase() selects (DATA_DIR PGlite, or DATABASE_URL PostgreSQL). With
// no argument, downloads the SWU catalog from its public sources (prisma/import/sources.ts).
// Progress goes to stderr, one summary line per file to stdout. Exit code 1 if any file failed.
import { existsSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../database.js';
import { progressBar } from './progress.js';
import { collectInputs, importInputs, type FileSummary, type ImportInput } from './run.js';
import { download, OfflineError, offlineAdvice, sourceUrls } from './sources.js';

const USAGE = `usage: npm run catalog:import [-- <file|folder|url>...]

With no argument: downloads every SWU set from swu-db, the publisher's card list, the Comprehensive Rules and the
card rulings from their public sources (CATALOG_SOURCE_BASE_URL=http://... reads them from a mirror instead).
Formats are detected: swu-db export ({"data":[...]}, e.g. https://api.swu-db.com/cards/SOR), the publisher card
list (card-list.json), Comprehensive Rules JSON ("entradas"), per-card rulings JSON ("porId"), xwing-data2 files,
the AsyncTI4 TI4 files (<kind>.official.json) and tirules.com rules pages (a folder of R_*.txt). A folder imports
every file inside it. Each file is one transaction; re-importing unchanged data writes nothing.
Database: DATABASE_URL=postgresql://... or the embedded one in DATA_DIR (default ./data).`;

/** ../shared/data/swu next to the repo, when this clone has it. */
function localCopy(): string | undefined {
  const dir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'data', 'swu');
  return existsSync(dir) ? relative(process.cwd(), dir) || '.' : undefined;
}

async function downloadDefaults(): Promise<ImportInput[]> {
  const baseUrl = process.env.CATALOG_SOURCE_BASE_URL || undefined;
  const sources = sourceUrls(baseUrl);
  process.stderr.write(`Downloading the SWU catalog (${sources.length} files) from ${baseUrl ?? 'its public sources'}...\n`);
  const bar = progressBar();
  try {
    return await download(sources, (received, expected, label) =>
      bar.update(received / expected, `${(received / 1e6).toFixed(1)} of ${(expected / 1e6).toFixed(1)} MB: ${label}`),
    );
  } catch (error) {
    if (error instanceof OfflineError) throw new Error(offlineAdvice(error, baseUrl, localCopy()));
    throw error;
  } finally {
    bar.done();
  }
}

export function formatSummary(s: FileSummary): string {
  const name = /^https?:/.test(s.source) ? s.source : basename(s.source);
  const time = `${(s.ms / 1000).toFixed(2)} s`;
  if (s.status === 'failed') return `✗ ${name}: FAILED, nothing written. ${s.error?.message ?? ''}`;
  if (s.status === 'skipped') return `- ${name} (${s.format}): skipped, ${s.warnings.join('; ')}`;
  const c = s.counts!;
  const children = Object.entries(c.children)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  const what =
    s.status === 'unchanged'
      ? `unchanged (${c.read} records read, ${c.unchanged} rows already up to date)`
      : `${c.created} created, ${c.updated} updated, ${c.deleted} deleted, ${c.unchanged} unchanged` +
        (children ? `; wrote ${children}` : '');
  const warn = s.warnings.length > 0 ? `; ${s.warnings.length} warning(s): ${s.warnings.slice(0, 3).join('; ')}${s.warnings.length > 3 ? '; …' : ''}` : '';
  return `${s.status === 'unchanged' ? '=' : '✓'} ${name} (${s.format}): ${what} in ${time}${warn}`;
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stderr.write(`${USAGE}\n`);
    return 0;
  }
  const started = Date.now();
  let inputs;
  try {
    inputs = args.length === 0 ? await downloadDefaults() : await collectInputs(args);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const target = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${process.env.DATA_DIR || './data'}`;
  process.stderr.write(`Opening ${target}...\n`);
  const db = await openDatabase({
    log: (msg, data) => process.stderr.write(`  ${msg}${data ? ` ${JSON.stringify(data)}` : ''}\n`),
  });
  const bar = progressBar();
  let summaries: FileSummary[];
  try {
    summaries = await importInputs(db, inputs, { progress: bar.update });
  } finally {
    bar.done();
    await db.close();
  }
  for (const s of summaries) process.stdout.write(`${formatSummary(s)}\n`);
  const failed = summaries.filter((s) => s.status === 'failed').length;
  const changed = summaries.filter((s) => s.status === 'changed').length;
  process.stdout.write(
    `${summaries.length} file(s): ${changed} changed, ${summaries.length - changed - failed} unchanged or skipped, ` +
      `${failed} failed (${db.kind}, ${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  return failed > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`catalog:import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
