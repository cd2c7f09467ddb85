// More than one process: rate limits shared through Redis, caches that follow the catalog version across replicas,
// `WORKERS=2 npm start` on PostgreSQL, and a database that does not answer. Needs PostgreSQL and Redis (CI starts
// both; elsewhere these tests say plainly that they did not run).
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from '../api/rate-limit/redis.js';
import type { ApiServer } from '../api/server.js';
import { DatabaseOpenError, openDatabase, type Database } from '../prisma/database.js';
import { importPaths } from '../prisma/import/run.js';
import { error, post, startServer, type Loose } from './api-helpers.js';
import { emptyPostgresDatabase, postgresDatabase, postgresSkipReason, REPO_ROOT, type TestDatabase } from './support/databases.js';
import { freePort, startMain, type MainProcess } from './support/processes.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = () => {};

async function redisSkipReason(): Promise<string | undefined> {
  const probe = await RedisRateLimiter.start(REDIS_URL, { perSecond: 1, burst: 1 }, silent, 1000);
  const reachable = probe.shared;
  await probe.close();
  if (reachable) return undefined;
  const reason = `Redis not reachable at ${REDIS_URL}`;
  if (process.env.CI) throw new Error(`${reason}; CI is set, so the Redis tests must run`);
  return reason;
}

const pgSkip = await postgresSkipReason();
const redisSkip = await redisSkipReason();
const skip = pgSkip ?? redisSkip;
const unique = () => `test-${process.pid}-${Math.random().toString(36).slice(2)}`;

describe.skipIf(redisSkip)(`rate limits in Redis${redisSkip ? ` (skipped: ${redisSkip})` : ''}`, () => {
  it('two limiters (two replicas) draw from one bucket', async () => {
    const settings = { perSecond: 1, burst: 4 };
    const [a, b] = await Promise.all([RedisRateLimiter.start(REDIS_URL, settings, silent), RedisRateLimiter.start(REDIS_URL, settings, silent)]);
    try {
      const bucket = unique();
      const allowed = [];
      for (let i = 0; i < 6; i++) allowed.push((await (i % 2 ? b : a).take(bucket, 1)).allowed);
      expect(allowed).toEqual([true, true, true, true, false, false]);
      const refused = await a.take(bucket, 1);
      expect(refused).toMatchObject({ allowed: false, limit: 4, remaining: 0 });
      expect(refused.retryAfterMs).toBeGreaterThan(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('leases: two replicas spending a large bucket never grant more than it holds', async () => {
    const settings = { perSecond: 1, burst: 200 };
    const [a, b] = await Promise.all([RedisRateLimiter.start(REDIS_URL, settings, silent), RedisRateLimiter.start(REDIS_URL, settings, silent)]);
    try {
      const bucket = unique();
      let allowed = 0;
      for (let i = 0; i < 260; i++) if ((await (i % 2 ? b : a).take(bucket, 1)).allowed) allowed++;
      // Every token either replica granted came out of the one bucket (plus what refilled meanwhile, at 1 a second),
      // and leases are spent before a refusal: none is lost while both keep drawing.
      expect(allowed).toBeGreaterThanOrEqual(200);
      expect(allowed).toBeLessThanOrEqual(200 + 5);
      const refused = await a.take(bucket, 1);
      expect(refused).toMatchObject({ allowed: false, limit: 200 });
      // A bucket near empty is drawn from one request at a time: both replicas now refuse, as one bucket would.
      expect((await b.take(bucket, 1)).allowed).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('a Redis that does not answer neither stops start-up nor requests: each replica counts on its own, and says so', async () => {
    const logs: Record<string, unknown>[] = [];
    const started = Date.now();
    const limiter = await RedisRateLimiter.start('redis://127.0.0.1:1', { perSecond: 1, burst: 2 }, (r) => logs.push(r), 300);
    try {
      expect(Date.now() - started).toBeLessThan(2000);
      expect(limiter.shared).toBe(false);
      expect(logs.some((l) => l.level === 'warn' && /redis/.test(String(l.msg)))).toBe(true);
      const bucket = unique();
      expect([(await limiter.take(bucket, 1)).allowed, (await limiter.take(bucket, 1)).allowed, (await limiter.take(bucket, 1)).allowed]).toEqual([true, true, false]);
    } finally {
      await limiter.close();
    }
  });
});

describe.skipIf(skip)(`two replicas on PostgreSQL and Redis${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let shared: TestDatabase;
  let second: Database;
  const servers: ApiServer[] = [];
  const limiters: RedisRateLimiter[] = [];

  beforeAll(async () => {
    shared = await postgresDatabase();
    second = await openDatabase({ databaseUrl: shared.url });
    // Each replica has its own database client, caches and limiter, as separate processes would.
    for (const database of [shared.db, second]) servers.push(await startServer(database, { catalogPollMs: 100 }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const limiter of limiters) await limiter.close();
    await second?.close();
    await shared?.drop();
  });

  it("a catalog import through one replica is seen by the other: searches, suggestions and the engine's cards", async () => {
    const [a, b] = servers as [ApiServer, ApiServer];
    const validate = async (server: ApiServer) =>
      (await post(server.url, '{ validateState(game: SWU, state: { player1: { groundArena: ["TST_002"] } }) { errors { code } } }')).data.validateState.errors.map((e: Loose) => e.code);
    // Both build their caches on the empty catalog first.
    for (const server of [a, b]) {
      expect(await validate(server)).toEqual(['UNKNOWN_CARD']);
      expect((await error(server.url, '{ card(name: "Dune Skif Raider") { id } }')).extensions.suggestions).toEqual([]);
      expect((await post(server.url, '{ cards(query: "tr:\\"bounty hunter\\"") { totalCount } }')).data.cards.totalCount).toBe(0);
    }
    const summaries = await importPaths(shared.db, [join(REPO_ROOT, 'test/fixtures/catalog/good')]);
    expect(summaries.filter((s) => s.status === 'failed')).toEqual([]);
    await new Promise((r) => setTimeout(r, 250));
    for (const server of [b, a]) {
      const miss = await error(server.url, '{ card(name: "Dune Skif Raider") { id } }');
      expect((miss.extensions.suggestions as Loose[]).map((s) => s.name)).toContain('Dune Skiff Raider');
      expect((await post(server.url, '{ cards(query: "tr:\\"bounty hunter\\"") { totalCount } }')).data.cards.totalCount).toBeGreaterThan(0);
      expect(await validate(server)).toEqual([]);
    }
    const versions = await Promise.all(servers.map(async (s) => ((await (await fetch(new URL('/readyz', s.url))).json()) as Loose).catalogVersion));
    expect(versions[0]).toBe(versions[1]);
  });

  it("a client's rate limit holds across both replicas", async () => {
    const replicas: ApiServer[] = [];
    for (const database of [shared.db, second]) {
      const limiter = await RedisRateLimiter.start(REDIS_URL, { perSecond: 1, burst: 6 }, silent);
      limiters.push(limiter);
      replicas.push(await startServer(database, { rateLimit: { perSecond: 1, burst: 6 }, rateLimiter: limiter, trustProxy: 1 }));
    }
    try {
      // Behind one trusted proxy, the client is the address it forwards: a fresh one, so no earlier run's bucket counts.
      const client = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const response = await fetch(replicas[i % 2]!.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.9, ${client}` },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
        statuses.push(response.status);
      }
      // 6 tokens in the bucket, perhaps one more refilled during the test: the rest are refused, on either replica.
      const allowed = statuses.filter((s) => s === 200).length;
      expect(allowed).toBeGreaterThanOrEqual(6);
      expect(allowed).toBeLessThanOrEqual(7);
      expect(statuses.filter((s, i) => s === 429 && i % 2 === 0).length).toBeGreaterThan(0);
      expect(statuses.filter((s, i) => s === 429 && i % 2 === 1).length).toBeGreaterThan(0);
      expect(((await (await fetch(new URL('/readyz', replicas[0]!.url))).json()) as Loose).rateLimits).toBe('redis');
    } finally {
      for (const replica of replicas) await replica.close();
    }
  });
});

describe.skipIf(skip)(`WORKERS=2 npm start on PostgreSQL${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it('serves from two processes on one port, shares the rate limit through Redis, and stops both on SIGTERM', { timeout: 120_000 }, async () => {
    const postgres = await emptyPostgresDatabase();
    const port = await freePort();
    let main: MainProcess | undefined;
    try {
      main = await startMain({ WORKERS: '2', PORT: String(port), DATABASE_URL: postgres.url, REDIS_URL, RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '8', NODE_ENV: 'production' });
      expect(main.output().stderr).toMatch(/ready: .*\n.*\n.*2 workers/);
      // New connections are spread over the workers; /healthz says which process answered.
      const pids = new Set<number>();
      for (let i = 0; i < 20 && pids.size < 2; i++) {
        const health = (await (await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } })).json()) as Loose;
        pids.add(health.pid);
      }
      expect(pids.size).toBe(2);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await fetch(`http://127.0.0.1:${port}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { connection: 'close' } });
        statuses.push(response.status);
      }
      // 8 tokens shared by both workers (one more may refill meanwhile), not 8 each.
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(9);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
      expect(await main.stop()).toBe(0);
      const lines = main.output().stdout.trim().split('\n').map((l) => JSON.parse(l) as Loose);
      expect(lines.filter((l) => l.msg === 'stopped' && l.worker !== undefined).length).toBe(2);
    } finally {
      if (main?.child.exitCode === null) main.child.kill('SIGKILL');
      await postgres.drop();
    }
  });
});

describe('a database that does not answer', () => {
  let silentServer: Server;
  let port: number;
  beforeAll(async () => {
    // Accepts connections and never says a word, like a firewalled or hung PostgreSQL.
    silentServer = createServer(() => {});
    await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
    port = (silentServer.address() as { port: number }).port;
  });
  afterAll(async () => {
    silentServer.close();
  });

  it('fails start-up after the connect timeout, with a log line first and a clear error', async () => {
    const logs: string[] = [];
    const started = Date.now();
    const opening = openDatabase({ databaseUrl: `postgresql://postgres:secret@127.0.0.1:${port}/rules`, connectTimeoutMs: 300, log: (msg) => logs.push(msg) });
    const failure = await opening.then(() => undefined, (e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(failure).toBeInstanceOf(DatabaseOpenError);
    expect((failure as DatabaseOpenError).code).toBe('DATABASE_UNREACHABLE');
    expect((failure as Error).message).toBe(`Cannot connect to PostgreSQL at 127.0.0.1:${port}/rules: no answer within 300 ms (DATABASE_CONNECT_TIMEOUT_MS)`);
    expect(logs).toEqual(['connecting to PostgreSQL']);
  });
});
