// Catalog API latency: the full SWU catalog (../shared/data/swu through the importer) on PGlite and on PostgreSQL,
// queried through GraphQL over HTTP on loopback. Reports median and p99 of a card lookup and three searches.
// bench/index.ts runs it; `npx tsx bench/catalog-api.ts` runs it alone.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { silentLogger } from '../api/log.js';
import { createApiServer } from '../api/server.js';
import { openDatabase, type Database } from '../prisma/database.js';
import { collectInputs, importInputs, type ImportInput } from '../prisma/import/run.js';
import { postgresServerUrl, withThrowawayDatabase } from '../test/support/postgres-admin.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const CARD_FIELDS = 'id name subtitle type cost swu { power hp aspects traits } keywords { label } printings { id variantType } rulings { text source date }';

/** The scenarios: what a deckbuilder does most. Each search returns its first page and the total. */
export const SCENARIOS: { name: string; query: string; variables: (i: number, setCodes: string[]) => Record<string, unknown> }[] = [
  {
    name: 'card lookup (setCode, printings, keywords, rulings)',
    query: `query Card($setCode: String) { card(setCode: $setCode) { ${CARD_FIELDS} } }`,
    variables: (i, setCodes) => ({ setCode: setCodes[i % setCodes.length] }),
  },
  {
    name: 'search k:sentinel c<=3',
    query: `query S($q: String) { cards(query: $q, first: 20) { totalCount edges { node { id name cost keywords { label } } } } }`,
    variables: () => ({ q: 'k:sentinel c<=3' }),
  },
  {
    name: 'search tr:jedi -t:leader (asp:heroism or asp:vigilance)',
    query: `query S($q: String) { cards(query: $q, first: 20) { totalCount edges { node { id name cost swu { aspects traits } } } } }`,
    variables: () => ({ q: 'tr:jedi -t:leader (asp:heroism or asp:vigilance)' }),
  },
  {
    name: 'search o:"when defeated" p>=3, by cost',
    query: `query S($q: String) { cards(query: $q, first: 20, orderBy: { field: COST }) { totalCount edges { node { id name cost text swu { power } } } } }`,
    variables: () => ({ q: 'o:"when defeated" p>=3' }),
  },
];

export interface LatencyRow {
  scenario: string;
  database: 'PGlite' | 'PostgreSQL';
  iterations: number;
  medianMs: number;
  p99Ms: number;
  /**
   * CPU time of this process (client and server: the server runs in it) per request. Less sensitive than wall time to
   * other processes sharing the cores, so runs on a busy machine stay comparable.
   */
  cpuMsPerRequest: number;
  /** totalCount of a search (or 1 for a lookup), to check both databases agree. */
  results: number;
}

export interface CatalogApiBench {
  rows: LatencyRow[];
  cards: Record<string, number>;
  importMs: Record<string, number>;
  /** Scenarios whose first page differed between the databases (should be empty). */
  disagreements: string[];
  postgresError?: string;
}

export interface CatalogApiBenchOptions {
  dataDir?: string;
  postgresServerUrl?: string;
  /** Per scenario and database; the loop also stops after maxMsPerScenario. */
  iterations?: number;
  maxMsPerScenario?: number;
  warmup?: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

/**
 * One request, as a lean HTTP client sends it: a keep-alive connection, gzip accepted (the server compresses what it
 * would for a browser or fetch). Not fetch: the client runs in the server's process and event loop, and fetch's own
 * work per request (streams, abort signals, its parser) cost more CPU than the server's answer and its garbage
 * collections landed in the server's latency.
 */
function graphql(agent: http.Agent, url: string, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip', 'content-length': Buffer.byteLength(body) };
    const request = http.request(url, { agent, method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          const parsed = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] };
          if (parsed.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(parsed.errors[0])}`);
          resolve(parsed.data!);
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

const signature = (data: Record<string, unknown>): string => JSON.stringify(data);

async function measure(
  database: 'PGlite' | 'PostgreSQL',
  db: Database,
  inputs: ImportInput[],
  opts: Required<Pick<CatalogApiBenchOptions, 'iterations' | 'maxMsPerScenario' | 'warmup'>>,
) {
  const t0 = performance.now();
  const summaries = await importInputs(db, inputs);
  const importMs = Math.round(performance.now() - t0);
  const failed = summaries.filter((s) => s.status === 'failed');
  if (failed.length > 0) throw new Error(`import failed on ${database}: ${failed.map((f) => f.error?.message).join('; ')}`);
  const cards = await db.prisma.card.count();
  const setCodes = (await db.prisma.card.findMany({ select: { id: true }, orderBy: { id: 'asc' } }))
    .map((c) => c.id)
    .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / 50)) === 0);

  // One client asks as fast as it can: the per-client rate limit would measure throttling, not the server's work.
  const server = await createApiServer({ database: db, port: 0, host: '127.0.0.1', logger: silentLogger, rateLimit: false });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rows: LatencyRow[] = [];
  const firstPages: Record<string, string> = {};
  try {
    for (const scenario of SCENARIOS) {
      for (let i = 0; i < opts.warmup; i++) await graphql(agent, server.url, scenario.query, scenario.variables(i, setCodes));
      const first = await graphql(agent, server.url, scenario.query, scenario.variables(0, setCodes));
      firstPages[scenario.name] = signature(first);
      const timings: number[] = [];
      const started = performance.now();
      const cpu = process.cpuUsage();
      for (let i = 0; i < opts.iterations && performance.now() - started < opts.maxMsPerScenario; i++) {
        const t = performance.now();
        await graphql(agent, server.url, scenario.query, scenario.variables(i, setCodes));
        timings.push(performance.now() - t);
      }
      const used = process.cpuUsage(cpu);
      const cpuMsPerRequest = Math.round(((used.user + used.system) / 1000 / timings.length) * 100) / 100;
      timings.sort((a, b) => a - b);
      const connection = (first.cards as { totalCount?: number } | undefined)?.totalCount;
      rows.push({
        scenario: scenario.name,
        database,
        iterations: timings.length,
        medianMs: percentile(timings, 50),
        p99Ms: percentile(timings, 99),
        cpuMsPerRequest,
        results: connection ?? 1,
      });
    }
  } finally {
    agent.destroy();
    await server.close();
  }
  return { rows, importMs, cards, firstPages };
}

export async function benchCatalogApi(options: CatalogApiBenchOptions = {}): Promise<CatalogApiBench> {
  const dataDir = options.dataDir ?? resolve(REPO_ROOT, '..', 'shared', 'data', 'swu');
  if (!existsSync(dataDir)) throw new Error(`no catalog data at ${dataDir}`);
  const serverUrl = postgresServerUrl(options.postgresServerUrl);
  const opts = { iterations: options.iterations ?? 300, maxMsPerScenario: options.maxMsPerScenario ?? 15_000, warmup: options.warmup ?? 20 };
  const inputs = await collectInputs([dataDir]);
  const result: CatalogApiBench = { rows: [], cards: {}, importMs: {}, disagreements: [] };

  const lite = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
  let litePages: Record<string, string>;
  try {
    const run = await measure('PGlite', lite, inputs, opts);
    result.rows.push(...run.rows);
    result.cards.PGlite = run.cards;
    result.importMs.PGlite = run.importMs;
    litePages = run.firstPages;
  } finally {
    await lite.close();
  }

  const postgres = await withThrowawayDatabase(serverUrl, 'rules_api_bench_', async (url) => {
    const db = await openDatabase({ databaseUrl: url });
    try {
      const run = await measure('PostgreSQL', db, inputs, opts);
      result.rows.push(...run.rows);
      result.cards.PostgreSQL = run.cards;
      result.importMs.PostgreSQL = run.importMs;
      result.disagreements = Object.keys(run.firstPages).filter((k) => run.firstPages[k] !== litePages[k]);
    } finally {
      await db.close();
    }
  });
  if ('unreachable' in postgres) result.postgresError = postgres.unreachable;
  return result;
}

export function formatCatalogApiBench(r: CatalogApiBench): string {
  const header = ['scenario', 'database', 'n', 'median ms', 'p99 ms', 'cpu ms/req', 'results'];
  const body = r.rows.map((row) => [
    row.scenario,
    row.database,
    String(row.iterations),
    row.medianMs.toFixed(2),
    row.p99Ms.toFixed(2),
    row.cpuMsPerRequest.toFixed(2),
    String(row.results),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return [
    `catalog API over HTTP (loopback, sequential requests): ${Object.entries(r.cards).map(([db, n]) => `${db} ${n} cards`).join(', ')}`,
    `  (import before measuring: ${Object.entries(r.importMs).map(([db, ms]) => `${db} ${ms} ms`).join(', ')})`,
    `  ${line(header)}`,
    `  ${widths.map((w) => '-'.repeat(w)).join('  ')}`,
    ...body.map((b) => `  ${line(b)}`),
    r.disagreements.length > 0 ? `  DIFFERENT ANSWERS on PGlite and PostgreSQL: ${r.disagreements.join('; ')}` : '  PGlite and PostgreSQL gave identical first pages for every scenario.',
    ...(r.postgresError ? [`  (${r.postgresError})`] : []),
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchCatalogApi().then(
    (r) => console.log(formatCatalogApiBench(r)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
