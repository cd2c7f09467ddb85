// npm run catalog:import -- <file|folder|url>...
// Imports SWU catalog data into the database openDatabase() selects (DATA_DIR PGlite, or DATABASE_URL PostgreSQL).
// Progress goes to stderr, one summary line per file to stdout. Exit code 1 if any file failed.
import { basename } from 'node:path';
import { openDatabase } from '../database.js';
import { ImportError } from './errors.js';
import { progressBar } from './progress.js';
import { collectInputs, importInputs, type FileSummary } from './run.js';

const USAGE = `usage: npm run catalog:import -- <file|folder|url>...

Formats are detected: swu-db export ({"data":[...]}, e.g. https://api.swu-db.com/cards/SOR), the publisher card
list (card-list.json), Comprehensive Rules JSON ("entradas") and per-card rulings JSON ("porId"). A folder imports
every .json inside it. Each file is one transaction; re-importing unchanged data writes nothing.
Database: DATABASE_URL=postgresql://... or the embedded one in DATA_DIR (default ./data).`;

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
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process.stderr.write(`${USAGE}\n`);
    return args.length === 0 ? 2 : 0;
  }
  const started = Date.now();
  let inputs;
  try {
    inputs = await collectInputs(args);
  } catch (error) {
    process.stderr.write(`${error instanceof ImportError ? error.message : String(error)}\n`);
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
