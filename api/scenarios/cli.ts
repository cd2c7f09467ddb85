// `npm run scenarios -- <command>` and `npm run scenarios:check`: saved scenarios from the command line, on the
// database `npm start` uses (DATA_DIR, or DATABASE_URL; stop the server first with the embedded one).
//
//   check [--game G] [--owner O]   re-run the saved scenarios on today's engine and catalog; list the outdated ones
//                                  (recorded result differs, with where) and the disagreeing ones (expected outcome
//                                  fails, with which assertion); exit 1 if there is any
//   check --file <collection>...   the same for collection files (expected outcomes only: a file records no result),
//                                  against the database's catalog when there is one, else the engine's own cards
//   import <collection> --owner O  save a collection file as O's scenarios (each ref creates or updates; one transaction)
//   export [--owner O] [--tag T] [--game G]   print the matching scenarios as one collection file
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { starterCardLookup } from '../../engine/index.js';
import { runScenario, type AssertionResult } from '../../engine/scenarios.js';
import { openDatabase, type Database } from '../../prisma/database.js';
import type { Prisma, PrismaClient, Scenario as ScenarioRow } from '../../prisma/generated/client.js';
import { OWNER } from '../auth/keys.js';
import { runAsScript } from '../cli-entry.js';
import { checkOf, differencesOf, refreshStale } from './check.js';
import { parseCollection } from './collection.js';
import { exportCollection } from './export.js';
import { runOnToday } from './run.js';
import { importPrepared, prepare } from './store.js';
import { currentVersions, splitVersions } from './versions.js';
import { DEFAULT_WRITE_LIMITS } from './write-limits.js';

const USAGE = `usage: npm run scenarios:check [-- --game SWU --owner O | --file <collection.json>...]
       npm run scenarios -- import <collection.json> --owner <owner>
       npm run scenarios -- export [--owner O] [--tag T] [--game G] > collection.json`;

export interface CheckLine {
  name: string;
  verdict: 'ok' | 'outdated' | 'disagrees' | 'outdated, disagrees' | 'no expected outcome';
  details: string[];
}

function failing(assertions: AssertionResult[]): string[] {
  return assertions.filter((a) => !a.passed).map((a) => `expected ${JSON.stringify(a.assertion)}: ${a.message}`);
}

function verdictOf(outdated: boolean, agrees: boolean | null): CheckLine['verdict'] {
  if (outdated && agrees === false) return 'outdated, disagrees';
  if (outdated) return 'outdated';
  if (agrees === false) return 'disagrees';
  return agrees === null ? 'no expected outcome' : 'ok';
}

/** Re-runs the saved scenarios matching `where` on today's engine and catalog. */
export async function checkSaved(prisma: PrismaClient, where: Prisma.ScenarioWhereInput = {}): Promise<CheckLine[]> {
  const versions = await currentVersions(prisma);
  await refreshStale(prisma, where, versions);
  const rows: ScenarioRow[] = await prisma.scenario.findMany({ where, orderBy: [{ gameId: 'asc' }, { owner: 'asc' }, { ref: 'asc' }, { id: 'asc' }] });
  const lines: CheckLine[] = [];
  for (const row of rows) {
    const check = await checkOf(prisma, row, versions);
    const details = [
      ...(check.outdated ? [`recorded by engine ${splitVersions(row.recordedWith).engine}; today's result differs at:`, ...differencesOf(row, check).map((d) => `  ${d.path}: ${JSON.stringify(d.left)} -> ${JSON.stringify(d.right)}`)] : []),
      ...failing(check.assertions),
    ];
    lines.push({ name: `${row.id} ${row.owner}/${row.ref ?? '-'}: ${row.title}`, verdict: verdictOf(check.outdated, check.agrees), details });
  }
  return lines;
}

/** Runs a collection file's scenarios and checks their expected outcomes; throws on a malformed file. */
export async function checkFile(path: string, prisma?: PrismaClient): Promise<CheckLine[]> {
  const parsed = parseCollection(JSON.parse(readFileSync(path, 'utf8')));
  if (parsed.errors.length > 0) throw new Error(`${path}: ${parsed.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  const lines: CheckLine[] = [];
  for (const s of parsed.scenarios) {
    const run = prisma
      ? await runOnToday(prisma, s)
      : runScenario({ game: s.game, state: s.state, action: s.action, choices: s.choices }, starterCardLookup, s.expected ?? []);
    const agrees = s.expected && s.expected.length > 0 ? run.assertions.every((a) => a.passed) : null;
    lines.push({ name: `${s.ref}: ${s.title}`, verdict: verdictOf(false, agrees), details: failing(run.assertions) });
  }
  return lines;
}

/** A line per scenario and a summary; true when nothing is outdated or disagrees. */
export function report(lines: CheckLine[], write: (line: string) => void): boolean {
  for (const line of lines) {
    write(`${line.verdict === 'ok' ? '✓' : line.verdict === 'no expected outcome' ? '-' : '✗'} ${line.name}: ${line.verdict}`);
    for (const detail of line.details) write(`    ${detail}`);
  }
  const bad = lines.filter((l) => l.verdict.includes('outdated') || l.verdict.includes('disagrees')).length;
  write(`${lines.length} scenario(s): ${lines.length - bad} fine, ${bad} outdated or disagreeing`);
  return bad === 0;
}

/** The database, when there is one to use: DATABASE_URL, or an embedded one already created in DATA_DIR. */
function existingDatabase(): boolean {
  return Boolean(process.env.DATABASE_URL) || existsSync(join(process.env.DATA_DIR || './data', 'pglite'));
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv, allowPositionals: true,
    options: { file: { type: 'string', multiple: true }, game: { type: 'string' }, owner: { type: 'string' }, tag: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command || !['check', 'import', 'export'].includes(command)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.game && !['SWU', 'XWING', 'TI4'].includes(values.game)) {
    console.error(`--game is SWU, XWING or TI4\n${USAGE}`);
    return 2;
  }
  const where: Prisma.ScenarioWhereInput = {
    ...(values.game ? { gameId: values.game } : {}), ...(values.owner ? { owner: values.owner } : {}), ...(values.tag ? { tags: { has: values.tag.toLowerCase() } } : {}),
  };

  if (command === 'check' && values.file) {
    const database = existingDatabase() ? await openDatabase() : undefined;
    console.error(database ? `catalog: the database (${database.kind})` : "catalog: none found, the engine's own cards");
    try {
      const lines: CheckLine[] = [];
      for (const file of values.file) lines.push(...(await checkFile(file, database?.prisma)));
      return report(lines, console.log) ? 0 : 1;
    } finally {
      await database?.close();
    }
  }

  const database: Database = await openDatabase();
  try {
    if (command === 'check') return report(await checkSaved(database.prisma, where), console.log) ? 0 : 1;
    if (command === 'export') {
      const collection = await exportCollection(database.prisma, where);
      console.log(JSON.stringify(collection, null, 2));
      return 0;
    }
    // import
    if (rest.length !== 1 || !values.owner || !OWNER.test(values.owner)) {
      console.error(USAGE);
      return 2;
    }
    const parsed = parseCollection(JSON.parse(readFileSync(rest[0]!, 'utf8')));
    if (parsed.errors.length > 0) {
      for (const e of parsed.errors) console.error(`${e.path}: ${e.message}`);
      return 1;
    }
    const versions = await currentVersions(database.prisma);
    const prepared = [];
    for (const [i, fields] of parsed.scenarios.entries()) prepared.push(await prepare(database.prisma, fields, (f) => `$.scenarios[${i}].${f}`, versions));
    const outcome = await importPrepared(database.prisma, { id: 'cli', owner: values.owner }, prepared, DEFAULT_WRITE_LIMITS);
    console.log(`${values.owner}: ${outcome.created.length} created, ${outcome.updated.length} updated, ${outcome.unchanged.length} unchanged`);
    for (const row of [...outcome.created, ...outcome.updated]) console.log(`  ${row.id} ${row.ref}`);
    return 0;
  } finally {
    await database.close();
  }
}

runAsScript(import.meta.url, main);
