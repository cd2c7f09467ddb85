// Mixed load on real `npm start` processes (api/main.ts) with the full SWU catalog: throughput, latency and memory
// (RSS of every server process) over two rounds of 10,000 requests at concurrency 64, on embedded PGlite and on
// PostgreSQL with one and with two replicas (WORKERS=2, rate limits shared through Redis); and the hostile requests
// of issue 10, each timed while /healthz is polled. The load generator is this process, on loopback
// (test/support/mixed-load.ts): it shares the machine's cores with the servers it measures, so it is lean (raw
// keep-alive sockets, requests serialised before the clock starts, answers framed by Content-Length and parsed only
// when they may hold an error; the mix and the checks are the load test's). Each round also reports the CPU time per
// request (from /proc) of every process on the machine's cores: the server's (each worker), the load generator's,
// PostgreSQL's backends for the benchmark's database, and Redis's (its other clients' work included): unlike
// throughput, these barely depend on what else the machine runs, and they say what bounds the replicas' ratio.
// bench/index.ts runs it; `npx tsx bench/load.ts` runs it alone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createClient } from '@redis/client';
import pg from 'pg';
import { openDatabase } from '../prisma/database.js';
import { importPaths } from '../prisma/import/run.js';
import { runMixedLoad, type LoadCatalog, type LoadResult } from '../test/support/mixed-load.js';
import { aliasedMisses, aliasedResolves, fragmentBomb, maxState } from '../test/support/hostile.js';
import { postgresServerUrl, withThrowawayDatabase } from '../test/support/postgres-admin.js';
import { freePort, startMain, type MainProcess } from '../test/support/processes.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.BENCH_LOAD_REQUESTS ?? 10_000);
const CONCURRENCY = 64;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Starts `npm start`'s entry point with `env`; rate limits stay on (each request takes its tokens, in Redis when
 * REDIS_URL is set) but do not bind. */
async function start(env: Record<string, string>): Promise<MainProcess> {
  const port = await freePort();
  return startMain({ PORT: String(port), NODE_ENV: 'production', RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_BURST: '1000000', ...env }, 120_000);
}

/** Resident memory (MB) of a process and its children (cluster workers). */
function rssMb(pid: number): number {
  const out = execFileSync('ps', ['-o', 'rss=', '--pid', String(pid), '--ppid', String(pid)], { encoding: 'utf8' });
  return Math.round(out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024);
}

/** CPU time (user + system, µs) a process has used so far, from /proc; 0 when it is gone or not on this machine. */
function cpuUs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100; // clock ticks of 10 ms (CLK_TCK 100)
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').map(Number).filter(Boolean);
  } catch {
    return []; // ps exits 1 when the process has no children
  }
}

/** The processes that share the machine's cores during a round, whose CPU time a round accounts for. */
interface Accounted {
  /** The server: the process `npm start` runs, and its children (cluster workers; tsx's esbuild). */
  server: number[];
  /** PostgreSQL backends connected to the benchmark's database. */
  postgres: number[];
  /** The Redis server (when on this machine; its other clients' work counts too). */
  redis: number[];
}

async function accounted(server: MainProcess, databaseUrl: string | undefined): Promise<Accounted> {
  const root = server.child.pid!;
  let postgres: number[] = [];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      postgres = rows.rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  }
  let redis: number[] = [];
  if (databaseUrl) {
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    try {
      redis = [Number(/process_id:(\d+)/.exec(await client.info('server'))?.[1] ?? 0)].filter(Boolean);
    } finally {
      await client.close();
    }
  }
  return { server: [root, ...childrenOf(root)], postgres, redis };
}

/** CPU µs per request of each part over one round: the servers (each process), this load generator, PostgreSQL, Redis. */
interface CpuPerRequest {
  server: number;
  processes: number[];
  generator: number;
  postgres: number;
  redis: number;
}

async function measured(who: Accounted, run: () => Promise<LoadResult>): Promise<LoadResult & { cpu: CpuPerRequest }> {
  const read = () => ({ processes: who.server.map(cpuUs), self: process.cpuUsage(), postgres: who.postgres.map(cpuUs), redis: who.redis.map(cpuUs) });
  const before = read();
  const load = await run();
  const after = read();
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const per = (us: number) => Math.round(us / Math.max(1, load.requests));
  // A process that exited during the round (a PostgreSQL backend the pool closed) reads 0 after: its time is not counted.
  const spent = (after: number[], before: number[]) => sum(after.map((us, i) => (us > 0 ? us - before[i]! : 0)));
  const processes = after.processes.map((us, i) => per(us - before.processes[i]!));
  return {
    ...load,
    cpu: {
      server: sum(processes),
      processes,
      generator: per(after.self.user + after.self.system - before.self.user - before.self.system),
      postgres: per(spent(after.postgres, before.postgres)),
      redis: per(spent(after.redis, before.redis)),
    },
  };
}

interface Round extends LoadResult {
  rssMb: number;
  cpu: CpuPerRequest;
}

/**
 * Rounds on a warmed-up server: a round's worth of requests per process first, as a process keeps getting faster over
 * its first thousands of requests (its JIT): with one warm-up for all, one replica measured at 11,000 requests would
 * be compared with two at 5,500 each.
 */
async function rounds(server: MainProcess, catalog: LoadCatalog, count: number, lines: string[], label: string, databaseUrl?: string, processes = 1): Promise<Round[]> {
  const warmup = REQUESTS * processes;
  await runMixedLoad(server.url, catalog, { requests: warmup, concurrency: CONCURRENCY });
  lines.push(`  ${label}: RSS after a warm-up of ${warmup.toLocaleString('en')} requests: ${rssMb(server.child.pid!)} MB`);
  const who = await accounted(server, databaseUrl);
  const result: Round[] = [];
  for (let i = 0; i < count; i++) {
    const load = await measured(who, () => runMixedLoad(server.url, catalog, { requests: REQUESTS, concurrency: CONCURRENCY }));
    result.push({ ...load, rssMb: rssMb(server.child.pid!) });
  }
  return result;
}

async function catalogOf(databaseUrl: string | undefined, dataDir: string | undefined): Promise<LoadCatalog> {
  const db = await openDatabase({ databaseUrl: databaseUrl ?? '', dataDir });
  try {
    // Set codes as a deckbuilder has them (tokens have ids, not set codes).
    const cards = (await db.prisma.card.findMany({ select: { id: true, name: true }, orderBy: { id: 'asc' } })).filter((c) => /^[A-Z0-9]+_\d/.test(c.id));
    const sample = cards.filter((_, i) => i % Math.max(1, Math.floor(cards.length / 200)) === 0);
    return { setCodes: sample.map((c) => c.id), names: sample.map((c) => c.name) };
  } finally {
    await db.close();
  }
}

async function importCatalog(databaseUrl: string | undefined, dataDir: string | undefined, swu: string): Promise<void> {
  const db = await openDatabase({ databaseUrl: databaseUrl ?? '', dataDir });
  try {
    const failed = (await importPaths(db, [swu])).filter((s) => s.status === 'failed');
    if (failed.length > 0) throw new Error(`import failed: ${failed.map((f) => f.error?.message).join('; ')}`);
  } finally {
    await db.close();
  }
}

interface Hostile {
  name: string;
  ms: number;
  answer: string;
}

/** The hostile requests of issue 10, one after another, while /healthz is polled every 10 ms. */
async function hostile(url: string): Promise<{ requests: Hostile[]; healthMaxMs: number; healthChecks: number; healthFailures: number }> {
  let polling = true;
  let healthMaxMs = 0;
  let healthChecks = 0;
  let healthFailures = 0;
  const poll = (async () => {
    while (polling) {
      const t = performance.now();
      const response = await fetch(url.replace(/\/graphql$/, '/healthz'));
      await response.arrayBuffer();
      healthChecks++;
      if (response.status !== 200) healthFailures++;
      healthMaxMs = Math.max(healthMaxMs, performance.now() - t);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const send = async (name: string, query: string, variables?: unknown): Promise<Hostile> => {
    const t = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    return { name, ms: Math.round(performance.now() - t), answer: `${response.status} ${body.errors?.[0]?.extensions?.code ?? 'ok'}` };
  };
  const state = maxState();
  const lookups90 = Array.from({ length: 90 }, (_, i) => `m${i}: card(name: "${['Darth Vadr', 'Luke Skywlker', 'Yodda', 'Bobba Fett', 'Han Sollo'][i % 5]} ${i}") { id }`).join(' ');
  const requests = [
    await send('fragments spreading the next twice, 40 levels (1.7 KB)', fragmentBomb('card(setCode: "SOR_010")')),
    await send('200 aliased misses of 200-character names', aliasedMisses()),
    await send('60 aliased resolves of a 60 KB state', aliasedResolves(), { input: { game: 'SWU', state, action: { type: 'pass', player: 'player1' } } }),
    await send('90 aliased misses with typos (within the price limit)', `{ ${lookups90} }`),
    await send('one resolve of a 60 KB state (within the price limit)', 'mutation($input: ResolveInput!) { resolve(input: $input) { status } }', {
      input: { game: 'SWU', state, action: { type: 'pass', player: 'player1' } },
    }),
  ];
  polling = false;
  await poll;
  return { requests, healthMaxMs: Math.round(healthMaxMs), healthChecks, healthFailures };
}

function hostileReport(database: string, h: Awaited<ReturnType<typeof hostile>>): string[] {
  return [
    `  hostile requests (${database}), /healthz polled every 10 ms meanwhile: ${h.healthChecks} answers, ${h.healthFailures} failed, slowest ${h.healthMaxMs} ms`,
    ...h.requests.map((r) => `    ${r.name.padEnd(56)} ${String(r.ms).padStart(5)} ms  ${r.answer}`),
  ];
}

export async function benchLoad(): Promise<string> {
  const swu = resolve(REPO_ROOT, '..', 'shared', 'data', 'swu');
  if (!existsSync(swu)) throw new Error(`no catalog data at ${swu}`);
  const lines: string[] = [
    `mixed load over loopback: ${REQUESTS} requests per round at concurrency ${CONCURRENCY} (card lookups, misses with suggestions, searches, keyword, rules, resolve, validateState, GET)`,
    `  machine: ${(await import('node:os')).cpus().length} cores, load average before: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  ];
  const row = (label: string, r: Round) =>
    `  ${label.padEnd(34)} ${String(r.requestsPerSecond).padStart(5)} req/s  p50 ${String(r.p50Ms).padStart(6)} ms  p99 ${String(r.p99Ms).padStart(6)} ms  errors ${r.errors}  RSS ${r.rssMb} MB\n` +
    `    CPU µs per request: server ${r.cpu.server} (${r.cpu.processes.join(' + ')}), load generator ${r.cpu.generator}, PostgreSQL ${r.cpu.postgres}, Redis ${r.cpu.redis}`;

  const dataDir = await mkdtemp(join(tmpdir(), 'rules-api-bench-load-'));
  try {
    await importCatalog(undefined, dataDir, swu);
    const catalog = await catalogOf(undefined, dataDir);
    const server = await start({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const [first, second] = (await rounds(server, catalog, 2, lines, 'PGlite')) as [Round, Round];
      lines.push(row('PGlite, 1 process, round 1', first), row('PGlite, 1 process, round 2', second));
      if (first.failures.length + second.failures.length > 0) lines.push(`  failures: ${[...first.failures, ...second.failures].join(' | ')}`);
      lines.push(...hostileReport('PGlite', await hostile(server.url)));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const postgres = await withThrowawayDatabase(postgresServerUrl(), 'rules_api_bench_', async (url) => {
    await importCatalog(url, undefined, swu);
    const catalog = await catalogOf(url, undefined);
    const one = await start({ DATABASE_URL: url, REDIS_URL, WORKERS: '1' });
    let single: Round;
    try {
      // As many rounds as the two replicas get, and the best of each compared: the same chance on a noisy machine.
      const [first, second] = (await rounds(one, catalog, 2, lines, 'PostgreSQL, 1 replica', url)) as [Round, Round];
      lines.push(row('PostgreSQL + Redis, 1 replica, r1', first), row('PostgreSQL + Redis, 1 replica, r2', second));
      single = first.requestsPerSecond >= second.requestsPerSecond ? first : second;
      lines.push(...hostileReport('PostgreSQL', await hostile(one.url)));
    } finally {
      await one.stop();
    }
    const two = await start({ DATABASE_URL: url, REDIS_URL, WORKERS: '2' });
    try {
      const [first, second] = (await rounds(two, catalog, 2, lines, 'PostgreSQL, 2 replicas', url, 2)) as [Round, Round];
      lines.push(row('PostgreSQL + Redis, 2 replicas, r1', first), row('PostgreSQL + Redis, 2 replicas, r2', second));
      lines.push(`  2 replicas / 1 replica (best round of each): ${(Math.max(first.requestsPerSecond, second.requestsPerSecond) / single.requestsPerSecond).toFixed(2)}x throughput`);
    } finally {
      await two.stop();
    }
  });
  if ('unreachable' in postgres) lines.push(`  (${postgres.unreachable})`);
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchLoad().then(
    (report) => console.log(report),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
