// Import orchestration: expand the inputs (files, folders, URLs), read and parse each (pure), then write: the card
// files of one game together in one transaction, every other file in its own. Card sources go first so rulings find
// their cards, but any order gives the same result.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { type Database } from '../database.js';
import { ImportError } from './errors.js';
import { parseFfg, isFfgCardList } from './ffg.js';
import { sha256 } from './normalise.js';
import { type ImportFormat, type ParsedFile } from './records.js';
import { isRulesJson, parseRules } from './rules.js';
import { isRulingsJson, parseRulings } from './rulings.js';
import { isSetIndex, isSwudbExport, parseSwudb } from './swudb.js';
import { parseTi4, ti4FileKind } from './ti4.js';
import { isTirulesBundle, parseTirules, readTirulesFolder } from './tirules.js';
import { parseXwing, xwingFileKind, xwingReference } from './xwing.js';
import { writeCardFiles, writeParsed, type CardFile, type WriteCounts } from './writer.js';

export interface ImportInput {
  /** What the user named: a path or a URL. */
  name: string;
  bytes: Buffer;
}

export interface FileSummary {
  source: string;
  format: ImportFormat | null;
  status: 'changed' | 'unchanged' | 'skipped' | 'failed';
  counts?: WriteCounts;
  warnings: string[];
  error?: ImportError;
  ms: number;
}

/** Overall progress 0..1 and what is happening. Reading and parsing count for the first 20%, writing for the rest. */
export type ImportProgress = (fraction: number, label: string) => void;

const PARSE_SHARE = 0.2;

const SKIPPED_FILES = new Set(['manifest.json', 'package.json', 'package-lock.json']);

/** Expands files, folders (every *.json inside, recursively, except manifests) and http(s) URLs, in order. */
export async function collectInputs(args: string[], fetchImpl: typeof fetch = fetch): Promise<ImportInput[]> {
  const inputs: ImportInput[] = [];
  for (const arg of args) {
    if (/^https?:\/\//i.test(arg)) {
      let response: Response;
      try {
        response = await fetchImpl(arg, { headers: { accept: 'application/json' } });
      } catch (error) {
        throw new ImportError(arg, `could not fetch: ${(error as Error).message}`);
      }
      if (!response.ok) throw new ImportError(arg, `HTTP ${response.status} ${response.statusText}`);
      inputs.push({ name: arg, bytes: Buffer.from(await response.arrayBuffer()) });
      continue;
    }
    const path = resolve(arg);
    let info;
    try {
      info = await stat(path);
    } catch {
      throw new ImportError(arg, 'no such file or folder');
    }
    if (info.isDirectory()) {
      inputs.push(...(await filesUnder(path)));
    } else {
      inputs.push({ name: path, bytes: await readFile(path) });
    }
  }
  return inputs;
}

/** Every .json file under a folder, recursively, and each folder of TI4 rules pages as one input. */
async function filesUnder(dir: string): Promise<ImportInput[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const inputs: ImportInput[] = [];
  const pages = await readTirulesFolder(dir);
  if (pages) inputs.push({ name: dir, bytes: pages });
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(dir, e.name);
    if (e.isDirectory()) inputs.push(...(await filesUnder(full)));
    else if (e.isFile() && e.name.toLowerCase().endsWith('.json') && !SKIPPED_FILES.has(e.name.toLowerCase())) {
      inputs.push({ name: full, bytes: await readFile(full) });
    }
  }
  return inputs;
}

/** Card files of the games with one source per card: which game, and its parser. */
function gameCardsParser(name: string, json: unknown): { game: string; parse: typeof parseXwing } | null {
  if (xwingFileKind(json)) return { game: 'XWING', parse: parseXwing };
  if (ti4FileKind(name, json)) return { game: 'TI4', parse: parseTi4 };
  return null;
}

/** The format of a file, from its content (and, for TI4's per-kind files, its name). */
export function detectFormat(json: unknown, name = ''): ImportFormat | null {
  if (isSwudbExport(json)) return 'swudb';
  if (isRulesJson(json)) return 'cr-json';
  if (isTirulesBundle(json)) return 'rules-pages';
  if (isRulingsJson(json)) return 'rulings-json';
  if (isFfgCardList(json)) return 'ffg';
  if (isSetIndex(json)) return 'set-index';
  if (gameCardsParser(name, json)) return 'game-cards';
  if (xwingReference(json)) return 'reference';
  return null;
}

/**
 * The first key or string value holding a NUL character, as record (the path to its container, e.g. "data[1]") and
 * field (its key or index). PostgreSQL text cannot hold NUL, so such a file must fail before anything is written.
 */
function findNul(root: unknown): { record: string; field: string } | undefined {
  // Iterative: a deeply nested file must not overflow the stack.
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    const entries: [string, string, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [`[${i}]`, `${path}[${i}]`, v])
      : Object.entries(value).map(([k, v]) => [k, path === '' ? k : `${path}.${k}`, v]);
    for (const [field, , child] of entries) {
      if (field.includes('\u0000') || (typeof child === 'string' && child.includes('\u0000'))) return { record: path || '(top level)', field };
    }
    for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![2], entries[i]![1]]);
  }
  return undefined;
}

/** Pure: bytes in, normalised records out (or an ImportError naming file, record and field). */
export function parseInput(input: ImportInput): ParsedFile {
  let json: unknown;
  const text = input.bytes.toString('utf8');
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportError(input.name, `not valid JSON (${(error as Error).message})`);
  }
  // JSON can only spell NUL as the escape \u0000 (a raw control character is a syntax error): without one, no walk.
  const nul = text.includes('\\u0000') ? findNul(json) : undefined;
  if (nul) throw new ImportError(input.name, 'contains a NUL character (\\u0000), which the database cannot store', nul.record, nul.field);
  const format = detectFormat(json, input.name);
  switch (format) {
    case 'swudb':
      return { format, ...parseSwudb(input.name, json) };
    case 'ffg':
      return { format, ...parseFfg(input.name, json) };
    case 'cr-json':
      return { format, game: 'SWU', ...parseRules(input.name, json) };
    case 'rulings-json':
      return { format, game: 'SWU', ...parseRulings(input.name, json) };
    case 'rules-pages':
      return { format, game: 'TI4', ...parseTirules(input.name, json) };
    case 'set-index':
      return {
        format,
        read: (json as { data: unknown[] }).data.length,
        warnings: ['set index without card text or stats: nothing to import'],
      };
    case 'game-cards': {
      const { game, parse } = gameCardsParser(input.name, json)!;
      return { format, game, ...parse(input.name, json) };
    }
    case 'reference':
      return { format, read: 0, warnings: [`${xwingReference(json)}: nothing to import`] };
    default:
      throw new ImportError(
        input.name,
        'unrecognised format (expected a swu-db export, the publisher card list, Comprehensive Rules JSON, rulings JSON, an xwing-data2 card file or a TI4 data file)',
      );
  }
}

const ORDER: Record<ImportFormat, number> = {
  swudb: 0,
  ffg: 1,
  'game-cards': 2,
  'rulings-json': 3,
  'cr-json': 4,
  'rules-pages': 5,
  'set-index': 6,
  reference: 7,
};

interface Parsed {
  input: ImportInput;
  file: ParsedFile;
  startedAt: Date;
  parseMs: number;
}

/** The game a card file belongs to, or null for other files. */
function cardGame(file: ParsedFile): string | null {
  if (file.format === 'swudb' || file.format === 'ffg') return 'SWU';
  return file.format === 'game-cards' ? file.game : null;
}

export interface ImportOptions {
  progress?: ImportProgress;
  /** Keep going after a file fails (default true): what was written before stays (each batch is its own transaction). */
  continueOnError?: boolean;
}

export async function importInputs(db: Database, inputs: ImportInput[], opts: ImportOptions = {}): Promise<FileSummary[]> {
  const progress = opts.progress ?? (() => {});
  const continueOnError = opts.continueOnError ?? true;
  const summaries: FileSummary[] = [];
  const parsed: Parsed[] = [];
  for (const [i, input] of inputs.entries()) {
    const startedAt = new Date();
    progress((PARSE_SHARE * i) / inputs.length, `parsing ${basename(input.name)}`);
    try {
      parsed.push({ input, file: parseInput(input), startedAt, parseMs: Date.now() - startedAt.getTime() });
    } catch (error) {
      summaries.push(failure(input.name, error, startedAt));
      if (!continueOnError) return summaries;
    }
  }
  parsed.sort((a, b) => ORDER[a.file.format] - ORDER[b.file.format]);
  // Card files of one game are written together (each card merged and written once); every other file on its own.
  const batches: Parsed[][] = [];
  for (const p of parsed) {
    const game = cardGame(p.file);
    const last = batches.at(-1);
    if (game !== null && last && cardGame(last[0]!.file) === game) last.push(p);
    else batches.push([p]);
  }
  let done = 0;
  for (const batch of batches) {
    const t0 = Date.now();
    const first = batch[0]!;
    const names = batch.map((p) => basename(p.input.name));
    const label = names.length === 1 ? names[0]! : `${names.length} ${cardGame(first.file)} card files`;
    const report = (fraction: number, what: string) =>
      progress(PARSE_SHARE + ((1 - PARSE_SHARE) * (done + fraction * batch.length)) / parsed.length, `${label}: ${what}`);
    const meta = (p: Parsed) => ({ source: p.input.name, checksum: sha256(p.input.bytes), startedAt: p.startedAt });
    try {
      if (first.file.format === 'set-index' || first.file.format === 'reference') {
        summaries.push({ source: first.input.name, format: first.file.format, status: 'skipped', warnings: first.file.warnings, ms: first.parseMs });
      } else {
        const results =
          cardGame(first.file) !== null
            ? await writeCardFiles(db, batch.map((p) => ({ parsed: p.file as CardFile['parsed'], meta: meta(p) })), report)
            : [await writeParsed(db, first.file, meta(first), report)];
        // A batch's write time is shared out equally among its files.
        const ms = Date.now() - t0;
        batch.forEach((p, i) => {
          const result = results[i]!;
          summaries.push({
            source: p.input.name,
            format: p.file.format,
            status: result.changed ? 'changed' : 'unchanged',
            counts: result.counts,
            warnings: result.warnings,
            ms: p.parseMs + Math.round(ms / batch.length),
          });
        });
      }
    } catch (error) {
      for (const p of batch) summaries.push(failure(p.input.name, error, p.startedAt, p.file.format));
      if (!continueOnError) return summaries;
    }
    done += batch.length;
  }
  progress(1, 'done');
  return summaries;
}

function failure(source: string, error: unknown, startedAt: Date, format: ImportFormat | null = null): FileSummary {
  const importError =
    error instanceof ImportError ? error : new ImportError(source, `could not be written: ${(error as Error).message ?? String(error)}`);
  return { source, format, status: 'failed', warnings: [], error: importError, ms: Date.now() - startedAt.getTime() };
}

/** Convenience for tests and the bench: expand and import in one call. */
export async function importPaths(db: Database, args: string[], opts: ImportOptions = {}): Promise<FileSummary[]> {
  return importInputs(db, await collectInputs(args), opts);
}
