// The API as a hostile client meets it: each request that once stalled the server is answered within a second with
// a typed error (or 429) while /healthz keeps answering; abandoned requests start no new work; the HTTP layer is
// strict (media types, security headers, preflight); the graphql-http audit passes every MUST and SHOULD; and a
// bounded mixed load completes without an error. PGlite and PostgreSQL.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { getIntrospectionQuery } from 'graphql';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineThreads } from '../api/engine/threads.js';
import type { Logger } from '../api/log.js';
import type { ApiServer } from '../api/server.js';
import type { PrismaClient } from '../prisma/generated/client.js';
import { FIXTURE_CARDS, FIXTURE_SET, loadFixture } from './api-fixture.js';
import { backends, post, startServer, type Loose } from './api-helpers.js';
import { aliasedMisses, aliasedResolves, fragmentBomb, maxState } from './support/hostile.js';
import { runMixedLoad } from './support/mixed-load.js';
import type { TestDatabase } from './support/databases.js';

/** Polls /healthz every 20 ms until stopped; resolves to every answer's status and time. */
function watchHealth(base: string): { stop(): Promise<{ statuses: number[]; maxMs: number }> } {
  const statuses: number[] = [];
  let maxMs = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(new URL('/healthz', base));
      await response.arrayBuffer();
      statuses.push(response.status);
      maxMs = Math.max(maxMs, performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { statuses, maxMs };
    },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** A Prisma client that counts each model operation and can hold one kind of operation back. */
function counting(prisma: PrismaClient, delay: { operation?: string; ms?: number } = {}) {
  const counts = new Map<string, number>();
  const client = prisma.$extends({
    query: {
      async $allOperations({ operation, model, args, query }) {
        // Raw statements have no model: they count as their operation ("$queryRaw").
        const name = model ? `${model}.${operation}` : operation;
        counts.set(name, (counts.get(name) ?? 0) + 1);
        if (delay.operation === name) await new Promise((r) => setTimeout(r, delay.ms));
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
  return { client, count: (name: string) => counts.get(name) ?? 0 };
}

describe.each(await backends())('hostile clients on $name', ({ name, open, skip }) => {
  let db: TestDatabase;
  let server: ApiServer;
  const logs: Record<string, unknown>[] = [];
  const logger: Logger = (record) => logs.push(record);

  beforeAll(async () => {
    if (skip) return;
    db = await open();
    await loadFixture(db.db.prisma);
    server = await startServer(db.db, { logger, rateLimit: { perSecond: 5, burst: 30 } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  describe.skipIf(skip)(`the requests that once stalled the server${skip ? ` (skipped: ${skip})` : ''}`, () => {
    it('each is refused within a second with a typed error while /healthz keeps answering', async () => {
      await post(server.url, '{ card(id: "TST_001") { name } }'); // a first request, so that start-up work is not timed
      const health = watchHealth(server.url);
      const bomb = await timed(() => post(server.url, fragmentBomb('card(id: "TST_001")')));
      const lookups = await timed(() => post(server.url, aliasedMisses()));
      const engine = await timed(() => post(server.url, aliasedResolves(), { input: { game: 'SWU', state: maxState(), action: { type: 'pass', player: 'player1' } } }));
      const { statuses } = await health.stop();
      for (const { value, ms } of [bomb, lookups, engine]) {
        expect(value.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
        expect(value.data).toBeUndefined();
        expect(ms).toBeLessThan(1000);
      }
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 200)).toBe(true);
    });

    it('a client flooding the server gets 429 with Retry-After and its budget in headers; /healthz is never limited', async () => {
      const flood = await Promise.all(
        Array.from({ length: 80 }, async () => {
          const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ keywords(game: SWU) { name } }' }) });
          return { status: response.status, headers: response.headers, body: (await response.json()) as Loose };
        }),
      );
      const limited = flood.filter((r) => r.status === 429);
      expect(flood.filter((r) => r.status === 200).length).toBeGreaterThan(0);
      expect(limited.length).toBeGreaterThan(0);
      const refused = limited[0]!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get('x-ratelimit-limit')).toBe('30');
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
      expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      const ok = flood.find((r) => r.status === 200)!;
      expect(Number(ok.headers.get('x-ratelimit-remaining'))).toBeGreaterThanOrEqual(0);
      expect((await fetch(new URL('/healthz', server.url))).status).toBe(200);
    });

    it('an expensive operation takes more of the budget than a cheap one, and is refused when it is not there', async () => {
      const limited = await startServer(db.db, { rateLimit: { perSecond: 1, burst: 12, costPerToken: 500 } });
      try {
        // 200 aliased keyword lookups cost 200 x 24 = 4,800 points: 1 token at the door plus floor(4800 / 500) = 9.
        const many = `{ ${Array.from({ length: 200 }, (_, i) => `k${i}: keyword(game: SWU, name: "Raid") { name }`).join(' ')} }`;
        const first = await post(limited.url, many);
        expect(first.errors).toBeUndefined();
        expect(Number(first.headers.get('x-ratelimit-remaining'))).toBe(2);
        // The second gets in at the door (1 token) but cannot pay for its operation: refused before it runs.
        const second = await post(limited.url, many);
        expect(second.status).toBe(429);
        expect(second.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', cost: 4800 });
        expect(second.data).toBeUndefined();
        expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      } finally {
        await limited.close();
      }
    });
  });

  describe.skipIf(skip)('budgets and cancellation', () => {
    it('stops a request that spends its CPU budget: the resolves after it answer BUDGET_EXCEEDED', async () => {
      // A budget of one microsecond: any resolve spends more (a warm engine passes with 60 units well inside 1 ms).
      const tight = await startServer(db.db, { budget: { cpuMs: 0.001 } });
      try {
        const resolves = Array.from({ length: 3 }, (_, i) => `r${i}: resolve(input: $input) { status }`).join(' ');
        const { value, ms } = await timed(() =>
          post(tight.url, `mutation($input: ResolveInput!) { ${resolves} }`, { input: { game: 'SWU', state: { player1: { groundArena: maxState().player1.groundArena.slice(0, 60) } }, action: { type: 'pass', player: 'player1' } } }),
        );
        expect(ms).toBeLessThan(1000);
        // r0 always runs (nothing is spent yet) and spends the budget, so r1 is refused. Resolve is non-null: that
        // one error nulls the whole mutation and execution stops there.
        expect(value.errors?.map((e) => [e.path?.[0], e.extensions.code])).toEqual([['r1', 'BUDGET_EXCEEDED']]);
        expect(value.data).toBeNull();
      } finally {
        await tight.close();
      }
    });

    it('resolves a large state on an engine thread: /healthz answers meanwhile, and the thread stops when the budget is spent', async () => {
      // 2 ms: a 500-unit attack takes tens of milliseconds even on a warm thread of a fast machine.
      const tight = await startServer(db.db, { budget: { cpuMs: 2 } });
      try {
        const mutation = 'mutation($input: ResolveInput!) { resolve(input: $input) { status } }';
        const attack = { game: 'SWU', state: maxState(), action: { type: 'attack', player: 'player1', attacker: 'ua0', target: 'ub0' } };
        const before = { ...engineThreads.counts };
        const stopped = await post(tight.url, mutation, { input: attack });
        expect(stopped.errors?.[0]?.extensions.code).toBe('BUDGET_EXCEEDED');
        // The attack ran on a thread, which was stopped at the budget.
        expect(engineThreads.counts.stopped).toBe(before.stopped + 1);
        // Four such attacks in one request, each on a thread: /healthz answers all along.
        const four = await startServer(db.db, { budget: { cpuMs: 30_000 } });
        try {
          const health = watchHealth(four.url);
          const attacks = Array.from({ length: 4 }, (_, i) => `a${i}: resolve(input: $input) { status }`).join(' ');
          const all = await post(four.url, `mutation($input: ResolveInput!) { ${attacks} }`, { input: attack });
          const { statuses } = await health.stop();
          expect(all.errors).toBeUndefined();
          expect(Object.values(all.data).map((r) => (r as { status: string }).status)).toEqual(['RESOLVED', 'RESOLVED', 'RESOLVED', 'RESOLVED']);
          expect(statuses.length).toBeGreaterThan(0);
          expect(statuses.every((s) => s === 200)).toBe(true);
        } finally {
          await four.close();
        }
        // A new thread took the stopped one's place: a large state (over 16 KB) within the budget resolves.
        const large = { player1: { groundArena: maxState().player1.groundArena.slice(0, 400) } };
        expect(JSON.stringify(large).length).toBeGreaterThan(16_384);
        // (On a budget of its own: a thread's time is wall time, and a cold thread on a busy machine is slow.)
        const roomy = await startServer(db.db, { budget: { cpuMs: 30_000 } });
        const pass = await post(roomy.url, mutation, { input: { game: 'SWU', state: large, action: { type: 'pass', player: 'player1' } } }).finally(() => roomy.close());
        expect(pass.errors).toBeUndefined();
        expect(pass.data.resolve.status).toBe('RESOLVED');
        // The same answer as the main thread gives for a small state.
        const small = await post(tight.url, 'mutation($input: ResolveInput!) { resolve(input: $input) { status state } }', {
          input: { game: 'SWU', state: { player1: { groundArena: maxState().player1.groundArena.slice(0, 3) } }, action: { type: 'pass', player: 'player1' } },
        });
        expect(small.data.resolve.status).toBe('RESOLVED');
      } finally {
        await tight.close();
      }
    });

    it('refuses an answer larger than the response budget', async () => {
      const small = await startServer(db.db, { budget: { responseBytes: 20_000 } });
      try {
        const big = await post(small.url, 'mutation($input: ResolveInput!) { resolve(input: $input) { status state } }', {
          input: { game: 'SWU', state: { player1: { groundArena: maxState().player1.groundArena.slice(0, 400) } }, action: { type: 'pass', player: 'player1' } },
        });
        expect(big.errors?.[0]?.extensions.code).toBe('RESPONSE_TOO_LARGE');
        // The last guard holds for answers no resolver charges for, such as the whole schema.
        const introspection = await post(small.url, getIntrospectionQuery());
        expect(introspection.errors?.[0]?.extensions.code).toBe('RESPONSE_TOO_LARGE');
      } finally {
        await small.close();
      }
    });

    it('starts no new work once the client has gone: nested fields of an abandoned query never query the database', async () => {
      // The card search is one raw statement (api/resolvers/cards.ts): it is the slow part here.
      const probe = counting(db.db.prisma, { operation: '$queryRaw', ms: 300 });
      // The database path: with the catalog in memory the nested fields query nothing at all.
      const slow = await startServer({ ...db.db, prisma: probe.client }, { logger, catalogInMemory: false });
      try {
        logs.length = 0;
        const controller = new AbortController();
        const request = fetch(slow.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ cards(first: 5) { edges { node { id printings { id } rulings { text } } } } }' }),
          signal: controller.signal,
        }).catch(() => 'aborted');
        await new Promise((r) => setTimeout(r, 100));
        controller.abort();
        expect(await request).toBe('aborted');
        await new Promise((r) => setTimeout(r, 500));
        expect(probe.count('$queryRaw')).toBe(1);
        expect(probe.count('Printing.findMany') + probe.count('Ruling.findMany')).toBe(0);
        // An abort is the client's doing: an info line, no error, no stack.
        expect(logs.find((l) => l.msg === 'request aborted by the client')).toMatchObject({ level: 'info', path: '/graphql' });
        expect(logs.filter((l) => l.level === 'error')).toEqual([]);
      } finally {
        await slow.close();
      }
    });

    it('logs a client that hangs up mid-body as info, without a stack', async () => {
      logs.length = 0;
      const { port } = new URL(server.url);
      await new Promise<void>((resolve) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '1000' } });
        req.on('error', () => resolve());
        req.write('{"query": "{ keyw');
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 50);
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(logs.find((l) => l.msg === 'request aborted by the client')).toMatchObject({ level: 'info' });
      expect(logs.filter((l) => l.level === 'error' || l.level === 'warn')).toEqual([]);
    });
  });

  describe.skipIf(skip)('HTTP hygiene', () => {
    it('runs a POST body only when its media type is exactly application/json', async () => {
      const body = JSON.stringify({ query: '{ keywords(game: SWU) { name } }' });
      for (const type of ['text/plain; x=application/json', 'text/plain', 'application/jsonp', 'application/json; charset=latin1']) {
        const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': type }, body });
        expect(response.status, type).toBe(415);
        const answer = (await response.json()) as Loose;
        expect(answer.errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
        expect(answer.data).toBeUndefined();
      }
      expect((await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json; charset=UTF-8' }, body })).status).toBe(200);
    });

    it('sends nosniff and frame-ancestors everywhere, and a strict CSP for GraphiQL', async () => {
      for (const path of ['/graphql?query={__typename}', '/healthz', '/nowhere', '/graphiql/assets/init.js']) {
        const response = await fetch(new URL(path, server.url));
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
      }
      const page = await fetch(server.url, { headers: { accept: 'text/html' } });
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/connect-src 'self'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      // The page has no inline script for the policy to block.
      expect(await page.text()).not.toMatch(/<script>(?!<\/script>)/);
    });

    it('preflight allows only the headers the API reads, and exposes the rate-limit headers', async () => {
      const preflight = await fetch(server.url, {
        method: 'OPTIONS',
        headers: { origin: 'https://deckbuilder.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-evil' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toBe('accept, authorization, content-type, if-none-match');
      const response = await post(server.url, '{ __typename }');
      expect(response.headers.get('access-control-expose-headers')).toMatch(/retry-after.*x-ratelimit-remaining/);
    });
  });

  describe.skipIf(skip)('GraphQL over HTTP', () => {
    it('passes every MUST and SHOULD of the graphql-http audit', async () => {
      const unlimited = await startServer(db.db);
      try {
        const results = await Promise.all(serverAudits({ url: unlimited.url }).map((audit) => audit.fn()));
        const failed = results.filter((r) => r.status !== 'ok' && /^(MUST|SHOULD)/.test(r.name)).map((r) => `${r.name}: ${'reason' in r ? r.reason : r.status}`);
        expect(failed).toEqual([]);
        expect(results.filter((r) => /^MUST/.test(r.name)).length).toBeGreaterThan(10);
        expect(results.filter((r) => /^SHOULD/.test(r.name)).length).toBeGreaterThan(10);
      } finally {
        await unlimited.close();
      }
    });
  });

  describe.skipIf(skip)('load', () => {
    // 2,000 on PostgreSQL; 500 on the embedded database, whose single-threaded WebAssembly engine serves about
    // 100 mixed requests a second on a busy 2-core machine (npm run bench measures both).
    const requests = name === 'PGlite' ? 500 : 2000;
    it(`${requests} mixed requests at concurrency 32: no error`, { timeout: 120_000 }, async () => {
      // Rate limits on (each request takes its tokens), with a budget no single client of this test exhausts.
      const loaded = await startServer(db.db, { rateLimit: { perSecond: 100_000, burst: 100_000 } });
      try {
        const catalog = { setCodes: FIXTURE_CARDS.map((c) => `${FIXTURE_SET}_${c.number}`), names: FIXTURE_CARDS.map((c) => c.name) };
        const result = await runMixedLoad(loaded.url, catalog, { requests, concurrency: 32 });
        expect(result.failures).toEqual([]);
        expect(result).toMatchObject({ requests, errors: 0 });
        expect(Object.keys(result.byKind).sort()).toEqual(['card', 'get', 'keyword', 'miss', 'resolve', 'rules', 'search', 'validate']);
      } finally {
        await loaded.close();
      }
    });
  });
});
