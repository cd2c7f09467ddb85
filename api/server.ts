import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Database } from '../prisma/database.js';
import { readMigrations } from '../prisma/migrate.js';
import { buildSchema } from '../schema/build.js';
import type { BudgetLimits } from './budget.js';
import { catalogFor } from './catalog.js';
import { authenticator, presentedKey } from './auth/keys.js';
import { createContext, type ApiContext } from './context.js';
import { DirectExecution } from './direct-execution.js';
import { ASSET_PREFIX, GRAPHIQL_HTML, loadAsset } from './graphiql.js';
import { COMMON_HEADERS, GRAPHIQL_CSP, PREFLIGHT_HEADERS } from './http/headers.js';
import { liveness, readinessProbe } from './http/health.js';
import { jsonBodyProblem } from './http/media-type.js';
import { jsonLogger, type Logger } from './log.js';
import { addressOf, bucketsFor } from './rate-limit/identity.js';
import { rateHeaders, rateLimitedMessage, takeTokens } from './rate-limit/http.js';
import type { RateLimiter, RateLimitSettings } from './rate-limit/limiter.js';
import { MemoryRateLimiter } from './rate-limit/memory.js';
import { guardRootFields, requestLimitsPlugin } from './request-limits.js';
import { ENGINE_ANSWERS, resolveWithoutTypeGraphQL } from './engine/resolver.js';
import { WriteLimiter, type WriteLimitSettings } from './scenarios/write-limits.js';

export interface RateLimitOptions extends RateLimitSettings {
  /** Complexity points per extra token: a request takes 1 token plus floor(cost / costPerToken). */
  costPerToken: number;
}

export interface ServerOptions {
  database: Database;
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  logger?: Logger;
  maxDepth?: number;
  maxComplexity?: number;
  /** max-age (seconds) of cacheable GET query responses. */
  cacheMaxAge?: number;
  /** Show stack traces and internal messages in errors. */
  development?: boolean;
  /** How long shutdown waits for in-flight requests before closing their connections. */
  shutdownTimeoutMs?: number;
  maxBodyBytes?: number;
  /** What one request may spend once it runs (CPU in measured work, wall time, answer size). */
  budget?: Partial<BudgetLimits>;
  /** Per-client token buckets; `false` turns rate limiting off. */
  rateLimit?: Partial<RateLimitOptions> | false;
  /** Where the buckets live (Redis, shared by replicas); default: this process's memory. */
  rateLimiter?: RateLimiter;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are trusted. */
  trustProxy?: number;
  /** How often the catalog version is re-read (caches built on an older version are dropped). */
  catalogPollMs?: number;
  /** Hold the catalog in memory for lookups (default true; see api/catalog-snapshot.ts). */
  catalogInMemory?: boolean;
  /** Abuse limits on scenario writes (defaults in api/scenarios/write-limits.ts). */
  writeLimits?: Partial<WriteLimitSettings>;
}

export interface ApiServer {
  url: string;
  port: number;
  http: Server;
  apollo: ApolloServer<ApiContext>;
  /** Stops accepting connections, waits for in-flight requests, stops Apollo. Does not close the database. */
  close(): Promise<void>;
}

export const DEFAULTS = {
  port: 4000,
  host: '127.0.0.1',
  maxDepth: 10,
  maxComplexity: 5000,
  cacheMaxAge: 300,
  shutdownTimeoutMs: 10_000,
  maxBodyBytes: 1_000_000,
  budget: { cpuMs: 1000, timeoutMs: 10_000, responseBytes: 2_000_000 } satisfies BudgetLimits,
  rateLimit: { perSecond: 20, burst: 60, costPerToken: 500 } satisfies RateLimitOptions,
};

/** Responses smaller than this go out uncompressed: gzip would cost more time than it saves on the wire. */
const GZIP_MIN_BYTES = 2048;
/**
 * Responses up to this size are compressed on the event loop: tens of microseconds, less than the trip to libuv's
 * thread pool and back, whose wake-ups a busy 2-core machine delays by milliseconds now and then.
 */
const GZIP_INLINE_BYTES = 16_384;
const gzipAsync = promisify(gzip);

const COMMON_HEADER_ENTRIES = Object.entries(COMMON_HEADERS);

/** The URL of POST /graphql, parsed once: nearly every request has it, and parsing a URL costs microseconds. Read only. */
const GRAPHQL_URL = new URL('/graphql', 'http://localhost');
const requestUrl = (raw: string | undefined): URL => (raw === '/graphql' ? GRAPHQL_URL : new URL(raw ?? '/', 'http://localhost'));

/*
 * Errors of a well-formed request that never ran (it did not parse, validate, fit the limits, or its variables did
 * not fit). Answered as application/json, they use status 200 (GraphQL over HTTP: the errors are in the body); as
 * application/graphql-response+json, 400.
 */
const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'QUERY_TOO_DEEP', 'QUERY_TOO_COMPLEX']);

/** Errors from a client that went away: not a server fault, logged as info without a stack. */
const ABORT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { errors: [{ message, extensions: { code } }] }, { 'cache-control': 'no-store', ...headers });
}

/**
 * The request body as text. Plain listeners, as `for await` costs more promises than the read itself on every POST;
 * and methods of one object rather than named closures, which tsx's keepNames would rename one by one per request.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  if (Number(req.headers['content-length']) > limit) return Promise.reject(bodyTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const on = {
      data(chunk: Buffer) {
        size += chunk.length;
        if (size > limit) on.error(bodyTooLarge(limit));
        else chunks.push(chunk);
      },
      end() {
        on.stop();
        resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'));
      },
      error(error: unknown) {
        on.stop();
        reject(error);
      },
      // Closed before the whole body came: the client went away (isClientAbort).
      close() {
        on.error(Object.assign(new Error('The request closed before its body ended'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
      },
      stop() {
        req.off('data', on.data).off('end', on.end).off('error', on.error).off('close', on.close);
      },
    };
    req.on('data', on.data).on('end', on.end).on('error', on.error).on('close', on.close);
  });
}

/** The answer closes the connection: the rest of the body is never read, so the connection can't carry another request. */
function bodyTooLarge(limit: number): HttpError {
  return new HttpError(413, 'PAYLOAD_TOO_LARGE', `Request body is larger than ${limit} bytes`, { connection: 'close' });
}

function headerMap(req: IncomingMessage): HeaderMap {
  const map = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) map.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return map;
}

export function formatErrorFor(development: boolean, logger: Logger) {
  // Errors raised on purpose carry their own code; anything else is masked unless in development.
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
    const cause = unwrapResolverError(error);
    const errorId = randomUUID();
    logger({ level: 'error', msg: 'internal error', errorId, path: formatted.path, error: cause instanceof Error ? { message: cause.message, stack: cause.stack } : String(cause) });
    if (development) return formatted;
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', errorId } };
  };
}

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

function isClientAbort(req: IncomingMessage, error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return req.socket.destroyed || (typeof code === 'string' && ABORT_CODES.has(code)) || (error instanceof Error && error.message === 'aborted');
}

function cachePlugin(cacheMaxAge: number): ApolloServerPlugin<ApiContext> {
  return {
    async requestDidStart() {
      let operationType: string | undefined;
      return {
        async didResolveOperation({ contextValue, operation, operationName }) {
          operationType = operation?.operation;
          contextValue.request.operationName = operationName ?? null;
        },
        async willSendResponse({ request, response }) {
          const failed = response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0;
          // Only reads over GET are cacheable; mutations and errors never are (a fix must show up at once).
          const cacheable = request.http?.method === 'GET' && operationType === 'query' && !failed;
          response.http.headers.set('cache-control', cacheable ? `public, max-age=${cacheMaxAge}` : 'no-store');
        },
      };
    },
  };
}

export async function createApiServer(options: ServerOptions): Promise<ApiServer> {
  const { database } = options;
  const logger = options.logger ?? jsonLogger;
  const development = options.development ?? false;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULTS.maxBodyBytes;
  const budgetLimits: BudgetLimits = { ...DEFAULTS.budget, ...options.budget };
  const rate = options.rateLimit === false ? undefined : { ...DEFAULTS.rateLimit, ...options.rateLimit };
  const limiter = rate && rate.perSecond > 0 ? (options.rateLimiter ?? new MemoryRateLimiter(rate)) : undefined;
  const trustProxy = options.trustProxy ?? 0;
  const schema: GraphQLSchema = await buildSchema();
  resolveWithoutTypeGraphQL(schema);
  guardRootFields(schema);
  const catalog = catalogFor(database.prisma);
  if (options.catalogPollMs !== undefined) catalog.pollMs = options.catalogPollMs;
  if (options.catalogInMemory !== undefined) catalog.inMemory = options.catalogInMemory;
  // Read the catalog into memory now rather than on the first request (which is answered from the database meanwhile).
  catalog.snapshot().catch(() => {});
  const writeLimiter = new WriteLimiter(options.writeLimits);
  const authenticate = authenticator(database.prisma);
  const ready = readinessProbe({
    database,
    catalog,
    migrations: (await readMigrations()).map((m) => m.name),
    rateLimits: () => limiter?.describe() ?? 'off',
    logger,
  });

  /** Tokens an operation of this cost takes beyond the one its request took at the door. */
  function extraTokens(context: ApiContext, cost: number): number {
    if (!limiter || !rate || !context.request.client) return 0;
    return Math.max(0, Math.floor(cost / rate.costPerToken));
  }

  /** The price of an operation beyond the token its request took at the door. */
  async function chargeOperation(context: ApiContext, cost: number): Promise<void> {
    const client = context.request.client;
    const extra = extraTokens(context, cost);
    if (!limiter || !client || extra <= 0) return;
    const decision = await takeTokens(limiter, client.buckets, extra);
    client.decision = decision;
    if (!decision.allowed) {
      throw new GraphQLError(rateLimitedMessage(decision), {
        extensions: { code: 'RATE_LIMITED', cost, retryAfter: Math.ceil(decision.retryAfterMs / 1000), http: { status: 429, headers: new HeaderMap(Object.entries(rateHeaders(decision))) } },
      });
    }
  }

  const requestLimits = { maxDepth: options.maxDepth ?? DEFAULTS.maxDepth, maxComplexity: options.maxComplexity ?? DEFAULTS.maxComplexity };
  const formatError = formatErrorFor(development, logger);
  const apollo = new ApolloServer<ApiContext>({
    schema,
    introspection: true,
    // Shutdown is ours (api/main.ts): stop accepting, drain, then stop Apollo and close the database in order.
    stopOnTerminationSignals: false,
    // CSRF prevention guards cookie-authenticated side effects; this API has no cookies (API keys travel in the
    // Authorization header, which a cross-site form cannot set), and plain GET queries (curl, caches, CDNs) must work
    // without special headers. POST bodies must be application/json (checked exactly, below), which a browser cannot
    // send cross-origin without a preflight.
    csrfPrevention: false,
    includeStacktraceInErrorResponses: development,
    formatError,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      cachePlugin(options.cacheMaxAge ?? DEFAULTS.cacheMaxAge),
      requestLimitsPlugin(requestLimits, chargeOperation),
    ],
    logger: {
      debug: () => {},
      info: () => {},
      warn: (message) => logger({ level: 'warn', msg: String(message) }),
      error: (message) => logger({ level: 'error', msg: String(message) }),
    },
  });
  await apollo.start();
  // A known POSTed operation runs without Apollo's per-request pipeline, answering as Apollo would (see the module).
  const direct = new DirectExecution({
    schema,
    limits: requestLimits,
    charges: (context, cost) => extraTokens(context, cost) > 0,
    plainRootFields: ENGINE_ANSWERS,
    formatError,
    stacktraces: development,
  });

  let closing: Promise<void> | undefined;
  let inFlight = 0;
  let drained: (() => void) | undefined;

  async function graphql(req: IncomingMessage, res: ServerResponse, url: URL, context: ApiContext): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    let body: unknown = '';
    if (method === 'POST') {
      const problem = jsonBodyProblem(req.headers['content-type']);
      if (problem) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', problem);
      const raw = await readBody(req, maxBodyBytes);
      try {
        body = JSON.parse(raw);
      } catch {
        throw new HttpError(400, 'BAD_REQUEST', 'Request body is not valid JSON');
      }
    }
    const response = (method === 'POST' ? await direct.run(body, req.headers, context) : undefined)
      ?? await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: { method, headers: headerMap(req), search: url.search, body }, context: async () => context });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    const decision = context.request.client?.decision;
    if (decision) for (const [key, value] of Object.entries(rateHeaders(decision))) res.setHeader(key, value);
    // The media type of the answer follows Accept (application/json or application/graphql-response+json).
    res.setHeader('vary', 'Accept, Accept-Encoding');
    res.statusCode = response.status ?? 200;
    if (response.body.kind !== 'complete') {
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
      return;
    }
    let text = response.body.string;
    if (res.statusCode === 400 && String(res.getHeader('content-type') ?? '').startsWith('application/json') && isRequestError(text)) res.statusCode = 200;
    // A UTF-16 unit is at most 3 bytes of UTF-8: most answers are too short to need counting.
    if (text.length * 3 > budgetLimits.responseBytes && Buffer.byteLength(text) > budgetLimits.responseBytes) {
      // The last guard: resolvers charge large values as they go, but the answer as a whole must fit too.
      text = JSON.stringify({
        data: null,
        errors: [{ message: `The answer would be larger than ${budgetLimits.responseBytes} bytes; ask for less per request`, extensions: { code: 'RESPONSE_TOO_LARGE' } }],
      });
      res.setHeader('cache-control', 'no-store');
    }
    // Cacheable reads get a validator, so clients and CDNs can revalidate with a 304 instead of a new body.
    if (String(res.getHeader('cache-control') ?? '').startsWith('public')) {
      const etag = `W/"${createHash('sha1').update(text).digest('base64url')}"`;
      res.setHeader('etag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    if (text.length >= GZIP_MIN_BYTES && acceptsGzip(req)) {
      const zipped = text.length <= GZIP_INLINE_BYTES ? gzipSync(text) : await gzipAsync(text);
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-length', zipped.length);
      res.end(zipped);
      return;
    }
    res.end(text);
  }

  /** The API key presented: who is asking (scenario writes, per-key rate limits), or that it was refused. */
  async function identify(req: IncomingMessage, context: ApiContext): Promise<void> {
    const key = await authenticate(req);
    if (key) context.apiKey = key;
    else context.request.apiKeyRejected = true;
  }

  /** Admits a GraphQL request if its client (its key, else its address) has a token left; throws 429 otherwise. */
  async function admit(context: ApiContext, limiter: RateLimiter): Promise<void> {
    const buckets = bucketsFor({ address: context.request.clientAddress, keyId: context.apiKey?.id });
    const decision = await takeTokens(limiter, buckets, 1);
    context.request.client = { buckets, decision };
    if (!decision.allowed) throw new HttpError(429, 'RATE_LIMITED', rateLimitedMessage(decision), rateHeaders(decision));
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, context: ApiContext): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...PREFLIGHT_HEADERS, 'content-length': '0' });
      res.end();
      return;
    }
    if (url.pathname === '/healthz') return sendJson(res, 200, liveness(), { 'cache-control': 'no-store' });
    if (url.pathname === '/readyz') {
      const { status, body } = await ready();
      return sendJson(res, status, body, { 'cache-control': 'no-store' });
    }
    if (url.pathname === '/' && (method === 'GET' || method === 'HEAD')) {
      res.writeHead(302, { location: '/graphql' }).end();
      return;
    }
    if (url.pathname === '/graphql') {
      const wantsPage = (method === 'GET' || method === 'HEAD') && !url.searchParams.has('query') && (req.headers.accept ?? '').includes('text/html');
      if (wantsPage) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Accept', 'content-security-policy': GRAPHIQL_CSP });
        res.end(method === 'HEAD' ? undefined : GRAPHIQL_HTML);
        return;
      }
      if (method !== 'GET' && method !== 'POST') throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST on /graphql', { allow: 'GET, POST' });
      // Most requests present no key, and a server without rate limits admits every one: nothing to wait for then.
      if (presentedKey(req.headers) !== undefined) await identify(req, context);
      if (limiter) await admit(context, limiter);
      return graphql(req, res, url, context);
    }
    if (url.pathname.startsWith(ASSET_PREFIX) && (method === 'GET' || method === 'HEAD')) {
      const asset = await loadAsset(url.pathname.slice(ASSET_PREFIX.length), acceptsGzip(req));
      if (asset) {
        res.writeHead(200, {
          'content-type': asset.contentType,
          'content-length': asset.body.length,
          'cache-control': 'public, max-age=86400',
          vary: 'Accept-Encoding',
          ...(asset.gzipped ? { 'content-encoding': 'gzip' } : {}),
        });
        res.end(method === 'HEAD' ? undefined : asset.body);
        return;
      }
    }
    throw new HttpError(404, 'NOT_FOUND', `Nothing at ${url.pathname}; the API is at /graphql`);
  }

  const http = createHttpServer((req, res) => {
    const started = performance.now();
    const url = requestUrl(req.url);
    const context = createContext(database.prisma, { catalog, limits: budgetLimits, writeLimiter, clientAddress: addressOf(req, { trustProxy }) });
    inFlight++;
    for (const [key, value] of COMMON_HEADER_ENTRIES) res.setHeader(key, value);
    if (closing) res.setHeader('connection', 'close');
    res.on('close', () => {
      const aborted = !res.writableFinished;
      // Whatever is still running for this request is now wasted: stop it at its next field.
      context.budget.abort(aborted ? 'The client closed the connection' : 'The response was sent');
      logger({
        level: 'info',
        msg: aborted ? 'request aborted by the client' : 'request',
        method: req.method,
        path: url.pathname,
        operationName: context.request.operationName,
        status: aborted ? undefined : res.statusCode,
        cost: context.request.cost,
        cpuMs: context.budget.cpuMs > 0 ? Math.round(context.budget.cpuMs * 10) / 10 : undefined,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
      inFlight--;
      if (inFlight === 0) drained?.();
    });
    route(req, res, url, context).catch((error: unknown) => {
      if (res.headersSent || isClientAbort(req, error)) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) return sendError(res, error.status, error.code, error.message, error.headers);
      logger({ level: 'error', msg: 'unhandled request error', path: url.pathname, error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) });
      sendError(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? DEFAULTS.port, options.host ?? DEFAULTS.host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const address = http.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}/graphql`,
    port: address.port,
    http,
    apollo,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
        http.closeIdleConnections();
        if (inFlight > 0) {
          const timeout = options.shutdownTimeoutMs ?? DEFAULTS.shutdownTimeoutMs;
          await Promise.race([
            new Promise<void>((resolve) => (drained = resolve)),
            new Promise<void>((resolve) => setTimeout(resolve, timeout).unref()),
          ]);
        }
        http.closeAllConnections();
        await stopped;
        await apollo.stop();
      })();
      return closing;
    },
  };
}

/** An errors-only body whose every error is one of a request that never ran (see REQUEST_ERROR_CODES). */
function isRequestError(text: string): boolean {
  try {
    const body = JSON.parse(text) as { data?: unknown; errors?: { extensions?: { code?: unknown } }[] };
    return !('data' in body) && !!body.errors?.length && body.errors.every((e) => REQUEST_ERROR_CODES.has(String(e.extensions?.code)));
  } catch {
    return false;
  }
}
