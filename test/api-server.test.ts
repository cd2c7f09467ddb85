// The HTTP server: GraphiQL offline, GET caching, CORS, limits, introspection, health, errors, logs, shutdown.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../api/log.js';
import type { ApiServer } from '../api/server.js';
import { SWU_KEYWORDS } from '../engine/games/swu/glossary.js';
import type { Database } from '../prisma/database.js';
import type { PrismaClient } from '../prisma/generated/client.js';
import { backends, data, error, post, startServer, type Loose } from './api-helpers.js';
import { emptyPostgresDatabase, postgresSkipReason, REPO_ROOT, type TestDatabase } from './support/databases.js';

/** A Prisma client whose chosen model operation fails or waits, to reach the server's error and drain paths. */
function sabotaged(prisma: PrismaClient, behaviour: { fail?: string; delayMs?: number; onStart?: () => void }): PrismaClient {
  return prisma.$extends({
    query: {
      async $allOperations({ operation, model, args, query }) {
        if (behaviour.fail && `${model}.${operation}` === behaviour.fail) {
          throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
        }
        behaviour.onStart?.();
        if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
}

describe.each(await backends())('server on $name', ({ name, open, skip }) => {
  let db: TestDatabase;
  let server: ApiServer;
  let url: string;
  const logs: Record<string, unknown>[] = [];
  const logger: Logger = (record) => logs.push(record);

  beforeAll(async () => {
    if (skip) return;
    db = await open();
    server = await startServer(db.db, { logger });
    url = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  describe.skipIf(skip)(`before any import${skip ? ` (skipped: ${skip})` : ''}`, () => {
    it('serves the built-in keyword glossary', async () => {
      const { keywords } = await data(url, '{ keywords(game: SWU) { name definition stacking parameter cards { totalCount } } }');
      expect(keywords.map((k: Loose) => k.name)).toEqual(SWU_KEYWORDS.map((k) => k.name).sort((a, b) => (a < b ? -1 : 1)));
      for (const k of keywords) {
        expect(k.definition.length).toBeGreaterThan(20);
        expect(k.cards.totalCount).toBe(0);
      }
      const { keyword } = await data(url, '{ keyword(game: SWU, name: "SENTINEL") { name stacking parameter rules { number } } }');
      expect(keyword).toMatchObject({ name: 'Sentinel', rules: [] });
      expect((await data(url, '{ cards { totalCount } }')).cards.totalCount).toBe(0);
    });
  });

  describe.skipIf(skip)('HTTP', () => {
    it('serves GraphiQL to browsers, with every asset local', async () => {
      const page = await fetch(url, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).not.toMatch(/https?:\/\//);
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(assets).toHaveLength(5);
      for (const asset of assets) {
        const response = await fetch(new URL(asset, url));
        expect(response.status, asset).toBe(200);
        expect(response.headers.get('content-type')).toMatch(asset.endsWith('.css') ? /text\/css/ : /javascript/);
        expect(response.headers.get('cache-control')).toMatch(/public/);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
      }
      const bundle = await (await fetch(new URL('/graphiql/assets/graphiql.min.js', url))).text();
      expect(bundle).toContain('createFetcher');
      const missing = await fetch(new URL('/graphiql/assets/nope.js', url));
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as Loose).errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it('refuses a body over the limit with 413 and closes the connection, whether the size was declared or not', async () => {
      const small = await startServer(db.db, { logger: () => {}, maxBodyBytes: 1000 });
      try {
        const target = new URL(small.url);
        const body = JSON.stringify({ query: `{ keywords(game: SWU) { name } } # ${'x'.repeat(1200)}` });
        const raw = (headers: Record<string, string>, chunks: string[]) =>
          new Promise<{ status: number; connection: string | undefined; body: Loose }>((resolve, reject) => {
            const req = http.request({ host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => (text += c));
              res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: JSON.parse(text) as Loose }));
            });
            // The server may close before the whole body is written; the answer is what counts.
            req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' || e.code === 'EPIPE' ? undefined : reject(e)));
            for (const c of chunks) req.write(c);
            req.end();
          });
        const declared = await raw({ 'content-length': String(Buffer.byteLength(body)) }, [body]);
        expect(declared).toMatchObject({ status: 413, connection: 'close' });
        expect(declared.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
        // No Content-Length (chunked): counted as it arrives.
        const streamed = await raw({}, [body.slice(0, 600), body.slice(600)]);
        expect(streamed).toMatchObject({ status: 413, connection: 'close' });
        expect(streamed.body.errors[0]).toMatchObject({ message: 'Request body is larger than 1000 bytes', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
        // Under the limit, streamed in pieces, it is read whole.
        const fits = JSON.stringify({ query: '{ keywords(game: SWU) { name } }' });
        const ok = await raw({}, [fits.slice(0, 10), fits.slice(10)]);
        expect(ok.status).toBe(200);
        expect(ok.body.data.keywords.length).toBe(SWU_KEYWORDS.length);
      } finally {
        await small.close();
      }
    });

    it('answers queries over GET with cache headers, and never caches errors or POSTs', async () => {
      const get = await fetch(`${url}?query=${encodeURIComponent('query Kw { keywords(game: SWU) { name } }')}`);
      expect(get.status).toBe(200);
      expect(get.headers.get('cache-control')).toBe('public, max-age=300');
      expect(get.headers.get('vary')).toMatch(/Accept/);
      expect(((await get.json()) as Loose).data.keywords.length).toBeGreaterThan(0);

      const bad = await fetch(`${url}?query=${encodeURIComponent('{ cards(query: "c<=") { totalCount } }')}`);
      expect(bad.headers.get('cache-control')).toBe('no-store');
      const mutation = await fetch(`${url}?query=${encodeURIComponent('mutation { x }')}`);
      expect(mutation.headers.get('cache-control')).not.toMatch(/public/);
      const posted = await post(url, '{ keywords(game: SWU) { name } }');
      expect(posted.headers.get('cache-control')).toBe('no-store');
    });

    it('revalidates cacheable GETs with an ETag, and compresses large responses', async () => {
      const target = `${url}?query=${encodeURIComponent('{ keywords(game: SWU) { name definition } }')}`;
      const first = await fetch(target);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"/);
      const again = await fetch(target, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await post(url, '{ keywords(game: SWU) { name } }')).headers.get('etag')).toBeNull();

      // fetch() decompresses transparently; the raw header tells whether the server compressed.
      const big = await fetch(`${url}?query=${encodeURIComponent(getIntrospectionQuery())}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(big.headers.get('content-encoding')).toBe('gzip');
      expect(((await big.json()) as Loose).data.__schema.types.length).toBeGreaterThan(10);
      const small = await fetch(`${url}?query=${encodeURIComponent('{ keyword(game: SWU, name: "Raid") { name } }')}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(small.headers.get('content-encoding')).toBeNull();
      // A mid-sized answer is compressed on the event loop (a big one, above, on libuv's thread pool): same JSON.
      const definitions = `${url}?query=${encodeURIComponent('{ keywords(game: SWU) { name definition } }')}`;
      const mid = await fetch(definitions, { headers: { 'accept-encoding': 'gzip' } });
      expect(mid.headers.get('content-encoding')).toBe('gzip');
      const text = await mid.text();
      expect(text.length).toBeGreaterThan(2048);
      expect(text.length).toBeLessThan(16_384);
      expect(JSON.parse(text).data.keywords.length).toBe(SWU_KEYWORDS.length);
    });

    it('is open to cross-origin reads, preflight included', async () => {
      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: { origin: 'https://deckbuilder.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/);
      const response = await post(url, '{ keywords(game: SWU) { name } }');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('rejects over-deep and over-complex queries with their own codes', async () => {
      const deep = `{ rule(game: SWU, number: "1") { ${'parent { '.repeat(10)}number${' }'.repeat(10)} } }`;
      const tooDeep = await post(url, deep);
      // As application/json a request error is a 200 with errors (GraphQL over HTTP); as graphql-response+json, a 400.
      expect(tooDeep.status).toBe(200);
      expect(tooDeep.data).toBeUndefined();
      expect(tooDeep.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_DEEP', depth: 12, maxDepth: 10 });
      expect((await post(url, deep, undefined, 'application/graphql-response+json')).status).toBe(400);

      const wide = '{ cards(first: 100) { edges { node { keywords { keyword { cards(first: 100) { edges { node { id name } } } } } } } } }';
      const tooComplex = await post(url, wide);
      expect(tooComplex.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', maxComplexity: 5000 });
      // A page size given as a variable is priced at its value.
      const viaVariable = 'query($n: Int) { cards(first: $n) { edges { node { printings { id set number variantType } rulings { text } keywords { keyword { name } } } } } }';
      expect((await post(url, viaVariable, { n: 100 })).errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
      expect((await post(url, viaVariable, { n: 1 })).errors).toBeUndefined();
      expect((await post(url, '{ cards(first: 20) { edges { node { id printings { id } keywords { label } } } } }')).errors).toBeUndefined();
    });

    it('counts aliased introspection toward complexity: a 100 KB query must not answer megabytes of schema', async () => {
      const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: __schema { types { name fields { name args { name } } } }`).join(' ');
      const amplified = await post(url, `{ ${aliases} }`);
      expect(amplified.status).toBe(200);
      expect(amplified.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', maxComplexity: 5000 });
      const types = Array.from({ length: 2000 }, (_, i) => `t${i}: __type(name: "Card") { fields { name } }`).join(' ');
      expect((await post(url, `{ ${types} }`)).errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
      // __typename is free, and one introspection next to a normal query still passes.
      expect((await post(url, `{ ${'__typename '.repeat(100)} __schema { types { name } } keywords(game: SWU) { name } }`)).errors).toBeUndefined();
    });

    it('charges each root field for its database work: aliases cannot multiply lookups and searches cheaply', async () => {
      // Each of these runs at least one query (a NOT_FOUND card also scans every name for suggestions).
      const lookups = Array.from({ length: 1000 }, (_, i) => `c${i}: card(name: "nobody ${i}") { id }`).join(' ');
      const manyLookups = await post(url, `{ ${lookups} }`);
      expect(manyLookups.status).toBe(200);
      expect(manyLookups.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
      const counts = Array.from({ length: 1000 }, (_, i) => `s${i}: cards(query: "o:x${i}", first: 0) { totalCount }`).join(' ');
      expect((await post(url, `{ ${counts} }`)).errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
      // A deck's worth of lookups in one request still passes.
      const deck = Array.from({ length: 60 }, (_, i) => `c${i}: keyword(game: SWU, name: "Raid") { name definition }`).join(' ');
      expect((await post(url, `{ ${deck} }`)).errors).toBeUndefined();
    });

    it('allows introspection, including the query GraphiQL sends', async () => {
      const result = await data(url, getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, specifiedByUrl: true, directiveIsRepeatable: true }));
      const types = result.__schema.types.map((t: Loose) => t.name);
      expect(types).toEqual(expect.arrayContaining(['Card', 'CardConnection', 'Keyword', 'Rule', 'Game', 'DateTime', 'JSON']));
    });

    it('returns typed errors for malformed requests, and 404 elsewhere', async () => {
      const parse = await post(url, '{ cards { ');
      expect(parse.status).toBe(200);
      expect((await post(url, '{ cards { ', undefined, 'application/graphql-response+json')).status).toBe(400);
      expect(parse.errors?.[0]?.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      const unknownField = await post(url, '{ cards { nope } }');
      expect(unknownField.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const json = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
      expect(json.status).toBe(400);
      expect(((await json.json()) as Loose).errors[0].extensions.code).toBe('BAD_REQUEST');
      const nowhere = await fetch(new URL('/nowhere', url));
      expect(nowhere.status).toBe(404);
      expect(((await nowhere.json()) as Loose).errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it('logs one JSON line per request with method, path, operation, status and time', async () => {
      logs.length = 0;
      await post(url, 'query KeywordNames { keywords(game: SWU) { name } }');
      await new Promise((r) => setTimeout(r, 20));
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ msg: 'request', method: 'POST', path: '/graphql', operationName: 'KeywordNames', status: 200 });
      expect(typeof logs[0]!.ms).toBe('number');
    });

    it('reports liveness without the database, and readiness with it (schema migrated, catalog version)', async () => {
      const health = await fetch(new URL('/healthz', url));
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', pid: process.pid });
      const ready = await fetch(new URL('/readyz', url));
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', database: name === 'PGlite' ? 'pglite' : 'postgres', catalogVersion: expect.any(Number), rateLimits: 'off' });
    });
  });

  describe.skipIf(skip)('failure and shutdown', () => {
    it('is not ready (503, a code and no internal text) when the database does not answer, and still alive', async () => {
      const down: Database = { ...db.db, ping: () => Promise.reject(new Error('connection refused at /srv/secret')) };
      logs.length = 0;
      const sick = await startServer(down, { logger });
      try {
        const ready = await fetch(new URL('/readyz', sick.url));
        expect(ready.status).toBe(503);
        const body = await ready.text();
        expect(JSON.parse(body)).toEqual({ status: 'unavailable', reason: 'DATABASE_UNREACHABLE', database: db.db.kind });
        expect(body).not.toMatch(/refused|secret/);
        expect(logs.find((l) => l.msg === 'not ready')).toMatchObject({ reason: 'DATABASE_UNREACHABLE', error: 'connection refused at /srv/secret' });
        expect((await fetch(new URL('/healthz', sick.url))).status).toBe(200);
      } finally {
        await sick.close();
      }
    });

    it('masks unexpected errors: a code and an id, no message from inside, no stack', async () => {
      const broken = await startServer({ ...db.db, prisma: sabotaged(db.db.prisma, { fail: 'Keyword.findMany' }) }, { logger, development: false });
      try {
        logs.length = 0;
        const e = await error(broken.url, '{ keywords(game: SWU) { name } }');
        expect(e.message).toBe('Internal server error');
        expect(e.extensions.code).toBe('INTERNAL_SERVER_ERROR');
        expect(e.extensions).not.toHaveProperty('stacktrace');
        expect(JSON.stringify(e)).not.toMatch(/secret_table|\/srv\/app/);
        // The details go to the log, under the id the client got.
        expect(logs.find((l) => l.msg === 'internal error')).toMatchObject({ errorId: e.extensions.errorId });
      } finally {
        await broken.close();
      }
    });

    it('shows the details of unexpected errors in development only', async () => {
      const broken = await startServer({ ...db.db, prisma: sabotaged(db.db.prisma, { fail: 'Keyword.findMany' }) }, { development: true });
      try {
        const e = await error(broken.url, '{ keywords(game: SWU) { name } }');
        expect(e.message).toMatch(/secret_table/);
        expect(e.extensions.stacktrace).toBeDefined();
      } finally {
        await broken.close();
      }
    });

    it('finishes in-flight requests on shutdown, then refuses new ones', async () => {
      let started!: () => void;
      const queryStarted = new Promise<void>((resolve) => (started = resolve));
      // Without the in-memory catalog, whose start-up read would be the first (delayed) statement seen here.
      const slow = await startServer({ ...db.db, prisma: sabotaged(db.db.prisma, { delayMs: 300, onStart: () => started() }) }, { catalogInMemory: false });
      const inFlight = post(slow.url, '{ keywords(game: SWU) { name } }');
      await queryStarted;
      const closed = slow.close();
      const answered = await inFlight;
      expect(answered.status).toBe(200);
      expect(answered.data?.keywords.length).toBeGreaterThan(0);
      await closed;
      await expect(fetch(slow.url)).rejects.toThrow();
    });
  });
});

const pgForMain = await postgresSkipReason();

describe.each([
  { backend: 'embedded PGlite', skip: undefined as string | undefined },
  { backend: 'PostgreSQL (DATABASE_URL)', skip: pgForMain },
])('npm start (api/main.ts) on $backend', ({ backend, skip }) => {
  it.skipIf(skip)('starts, prints the URL and how to import, serves keywords, and stops cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rules-api-main-'));
    const postgres = backend.startsWith('PostgreSQL') ? await emptyPostgresDatabase() : undefined;
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      while (!/ready: (\S+)/.test(stderr) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
      const url = /ready: (\S+)/.exec(stderr)?.[1];
      expect(url, `${stderr}\n${stdout}`).toBeDefined();
      expect(stderr).toContain(postgres ? 'PostgreSQL' : `embedded PGlite in ${dataDir}`);
      expect(stderr).toContain('npm run catalog:import -- ../shared/data/swu');
      const { keywords } = await data(url!, '{ keywords(game: SWU) { name } }');
      expect(keywords.length).toBe(SWU_KEYWORDS.length);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const lines = stdout.trim().split('\n').map((l) => JSON.parse(l) as Loose);
      expect(lines.some((l) => l.msg === 'request' && l.path === '/graphql')).toBe(true);
      expect(lines.at(-1)).toMatchObject({ msg: 'stopped' });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    }
  });
});
