// What `npm run catalog:import` with no argument fetches: the SWU catalog from its public sources (the same files
// ../shared/data/swu/SOURCES.md describes). CATALOG_SOURCE_BASE_URL points every source at a mirror instead: a folder
// laid out like ../shared/data/swu (swudb-export/SWU-SOR.json, ffg-card-list/card-list.json, rules/...) served over
// HTTP, for machines without internet (and for the tests).
import { ImportError } from './errors.js';
import type { ImportInput } from './run.js';

export interface DefaultSource {
  /** What it is, for people. */
  label: string;
  /** Where it is published. */
  url: string;
  /** Its path in a mirror (the layout of ../shared/data/swu). */
  mirrorPath: string;
}

/** The seven SWU main sets swu-db serves with full text (the newer sets have names only so far). */
export const SWU_SETS = ['SOR', 'SHD', 'TWI', 'JTL', 'LOF', 'SEC', 'LAW'] as const;

// The publisher's list and the rules files are pinned to the commits SOURCES.md names: formats the importer knows.
const SWUBASE = 'https://raw.githubusercontent.com/the-medo/swu-collection/7d9132ceb107f117e4cb9067ae806245f9f4f4f9';
const COMPANION = 'https://raw.githubusercontent.com/Neldark15/swu-companion/2445add9dabf9cc7d98f1d4acf4078591bc38db8';

export const SWU_SOURCES: readonly DefaultSource[] = [
  ...SWU_SETS.map((set) => ({ label: `swu-db set ${set}`, url: `https://api.swu-db.com/cards/${set}`, mirrorPath: `swudb-export/SWU-${set}.json` })),
  { label: "the publisher's card list (rulings, tokens)", url: `${SWUBASE}/server/db/json/card-list.json`, mirrorPath: 'ffg-card-list/card-list.json' },
  { label: 'Comprehensive Rules v8.0', url: `${COMPANION}/public/datos-cr/index.json`, mirrorPath: 'rules/comprehensive-rules-v8.0.json' },
  { label: 'card rulings', url: `${COMPANION}/public/datos-cr/cartas.json`, mirrorPath: 'rules/card-rulings.json' },
];

/** The sources' URLs, or their places under `baseUrl` when a mirror is given. */
export function sourceUrls(baseUrl?: string): { label: string; url: string }[] {
  const base = baseUrl?.replace(/\/+$/, '');
  return SWU_SOURCES.map((s) => ({ label: s.label, url: base ? `${base}/${s.mirrorPath}` : s.url }));
}

/** Bytes received so far of the bytes expected (expected grows as each response announces its length). */
export type DownloadProgress = (received: number, expected: number, label: string) => void;

/** Thrown when a source cannot be reached at all: the CLI explains how to import without internet. */
export class OfflineError extends ImportError {
  constructor(url: string, reason: string) {
    super(url, `could not fetch: ${reason}`);
    this.name = 'OfflineError';
  }
}

/** Downloads every source in order, reporting progress; an HTTP error or an unreachable host names the URL. */
export async function download(
  sources: { label: string; url: string }[],
  progress: DownloadProgress = () => {},
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 120_000,
): Promise<ImportInput[]> {
  const inputs: ImportInput[] = [];
  // Until a response says its size, count each source as 1 MB so the bar moves sensibly.
  const sizes = sources.map(() => 1_000_000);
  const received = sources.map(() => 0);
  const total = () => sizes.reduce((a, b) => a + b, 0);
  const done = () => received.reduce((a, b) => a + b, 0);
  for (const [i, source] of sources.entries()) {
    let response: Response;
    try {
      response = await fetchImpl(source.url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new OfflineError(source.url, cause?.code ?? cause?.message ?? (error as Error).message);
    }
    if (!response.ok) throw new ImportError(source.url, `HTTP ${response.status} ${response.statusText}`);
    const length = Number(response.headers.get('content-length'));
    if (length > 0) sizes[i] = length;
    const chunks: Uint8Array[] = [];
    for await (const chunk of response.body ?? []) {
      chunks.push(chunk);
      received[i]! += chunk.length;
      sizes[i] = Math.max(sizes[i]!, received[i]!);
      progress(done(), total(), source.label);
    }
    sizes[i] = received[i]!;
    progress(done(), total(), source.label);
    inputs.push({ name: source.url, bytes: Buffer.concat(chunks) });
  }
  return inputs;
}

/** What to tell someone whose machine cannot reach the sources. */
export function offlineAdvice(error: OfflineError, baseUrl: string | undefined, localCopy: string | undefined): string {
  return [
    `Could not download the catalog: ${error.message}`,
    baseUrl
      ? `CATALOG_SOURCE_BASE_URL is ${baseUrl}: is that server running, and does it serve ${SWU_SOURCES[0]!.mirrorPath} etc.?`
      : 'This machine seems to be offline (or the source is down). To import without internet:',
    ...(localCopy ? [`  - import the copy next to this repo:  npm run catalog:import -- ${localCopy}`] : []),
    '  - or download these files on a connected machine, copy them here, and run  npm run catalog:import -- <folder>',
    ...SWU_SOURCES.map((s) => `      ${s.url}`),
    '  - or serve a copy over HTTP (same layout as ../shared/data/swu) and set CATALOG_SOURCE_BASE_URL=http://host:port',
    'The server works without a catalog too: the keyword glossaries and the engine\'s starter cards are built in.',
  ].join('\n');
}
