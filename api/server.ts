import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { ApolloServer, HeaderMap, type ApolloServerPlugin, type HTTPGraphQLRequest } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Database } from '../prisma/database.js';
import { buildSchema } from '../schema/build.js';
import { authenticator, presentedKey } from './auth/keys.js';
import { createContext, type ApiContext } from './context.js';
import { ASSET_PREFIX, GRAPHIQL_HTML, loadAsset } from './graphiql.js';
import { complexityLimit, depthLimit } from './limits.js';
import { jsonLogger, type Logger } from './log.js';
import { WriteLimiter, type WriteLimitSettings } from './scenarios/write-limits.js';

export interface ServerOptions {
  database: Database;
  /** 0 picks a free port (tests). Default: PORT from the environment, else 4000. */
  port?: number;
  host?: string;
  logger?: Logger;
  maxDepth?: number;
  maxComplexity?: number;
  /** max-age (seconds) of cacheable GET query responses. */
  cacheMaxAge?: number;
  /** Show stack traces in errors (default: NODE_ENV === 'development'). */
  development?: boolean;
  /** How long shutdown waits for in-flight requests before closing their connections. */
  shutdownTimeoutMs?: number;
  maxBodyBytes?: number;
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

export const DEFAULTS = { maxDepth: 10, maxComplexity: 5000, cacheMaxAge: 300, shutdownTimeoutMs: 10_000, maxBodyBytes: 1_000_000 };

/** Responses smaller than this go out uncompressed: gzip would cost more time than it saves on the wire. */
const GZIP_MIN_BYTES = 2048;
const gzipAsync = promisify(gzip);

/** Error codes our resolvers and rules raise on purpose; anything else is masked unless in development. */
const OWN_CODES = new Set([
  'BAD_USER_INPUT', 'BAD_QUERY_SYNTAX', 'NOT_FOUND', 'AMBIGUOUS', 'QUERY_TOO_DEEP', 'QUERY_TOO_COMPLEX',
  'UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED', 'LIMIT_EXCEEDED', 'UNSUPPORTED',
]);

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { errors: [{ message, extensions: { code } }] }, { 'cache-control': 'no-store' });
}

async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `Request body is larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function headerMap(req: IncomingMessage): HeaderMap {
  const map = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) map.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return map;
}

export function formatErrorFor(development: boolean, logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // Apollo re-labels every validation error GRAPHQL_VALIDATION_FAILED; our limit rules keep their own code.
    const original = error instanceof GraphQLError ? error.originalError : undefined;
    const ownCode = original instanceof GraphQLError ? original.extensions.code : undefined;
    if (typeof ownCode === 'string' && OWN_CODES.has(ownCode)) {
      return { ...formatted, extensions: { ...formatted.extensions, code: ownCode } };
    }
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

function cacheAndLogPlugin(cacheMaxAge: number): ApolloServerPlugin<ApiContext> {
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
  const development = options.development ?? process.env.NODE_ENV === 'development';
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULTS.maxBodyBytes;
  const schema: GraphQLSchema = await buildSchema();
  const writeLimiter = new WriteLimiter(options.writeLimits);
  const authenticate = authenticator(database.prisma);

  const apollo = new ApolloServer<ApiContext>({
    schema,
    introspection: true,
    // Shutdown is ours (api/main.ts): stop accepting, drain, then stop Apollo and close the database in order.
    stopOnTerminationSignals: false,
    // CSRF prevention guards cookie-authenticated side effects; this API has no cookies (API keys travel in the
    // Authorization header, which a cross-site form cannot set), and plain GET queries (curl, <img>-free caches,
    // CDNs) must work without special headers.
    csrfPrevention: false,
    includeStacktraceInErrorResponses: development,
    validationRules: [depthLimit(options.maxDepth ?? DEFAULTS.maxDepth), complexityLimit(options.maxComplexity ?? DEFAULTS.maxComplexity)],
    formatError: formatErrorFor(development, logger),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      cacheAndLogPlugin(options.cacheMaxAge ?? DEFAULTS.cacheMaxAge),
    ],
    logger: {
      debug: () => {},
      info: () => {},
      warn: (message) => logger({ level: 'warn', msg: String(message) }),
      error: (message) => logger({ level: 'error', msg: String(message) }),
    },
  });
  await apollo.start();

  let closing: Promise<void> | undefined;
  let inFlight = 0;
  let drained: (() => void) | undefined;

  async function graphql(req: IncomingMessage, res: ServerResponse, url: URL, context: ApiContext): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const raw = method === 'POST' ? await readBody(req, maxBodyBytes) : '';
    let body: unknown = raw;
    if (method === 'POST' && (req.headers['content-type'] ?? '').includes('application/json')) {
      try {
        body = JSON.parse(raw);
      } catch {
        throw new HttpError(400, 'BAD_REQUEST', 'Request body is not valid JSON');
      }
    }
    if (presentedKey(req.headers) !== undefined) {
      const key = await authenticate(req);
      if (key) context.apiKey = key;
      else context.request.apiKeyRejected = true;
    }
    const httpGraphQLRequest: HTTPGraphQLRequest = { method, headers: headerMap(req), search: url.search, body };
    const response = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: async () => context });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.setHeader('vary', method === 'GET' ? 'Accept, Accept-Encoding' : 'Accept-Encoding');
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      const text = response.body.string;
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
        const zipped = await gzipAsync(text);
        res.setHeader('content-encoding', 'gzip');
        res.setHeader('content-length', zipped.length);
        res.end(zipped);
        return;
      }
      res.end(text);
    } else {
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    }
  }

  async function health(res: ServerResponse): Promise<void> {
    const started = performance.now();
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out after 2000 ms')), 2000).unref()),
      ]);
      sendJson(res, 200, { status: 'ok', database: database.kind, ms: Math.round(performance.now() - started) }, { 'cache-control': 'no-store' });
    } catch (error) {
      sendJson(res, 503, { status: 'unavailable', database: database.kind, error: error instanceof Error ? error.message : String(error) }, { 'cache-control': 'no-store' });
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, context: ApiContext): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
        'access-control-max-age': '86400',
        'content-length': '0',
      });
      res.end();
      return;
    }
    if (url.pathname === '/healthz') return health(res);
    if (url.pathname === '/' && (method === 'GET' || method === 'HEAD')) {
      res.writeHead(302, { location: '/graphql' }).end();
      return;
    }
    if (url.pathname === '/graphql') {
      const wantsPage = (method === 'GET' || method === 'HEAD') && !url.searchParams.has('query') && (req.headers.accept ?? '').includes('text/html');
      if (wantsPage) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Accept' });
        res.end(method === 'HEAD' ? undefined : GRAPHIQL_HTML);
        return;
      }
      if (method !== 'GET' && method !== 'POST') throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST on /graphql');
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
    const url = new URL(req.url ?? '/', 'http://localhost');
    const context = createContext(database.prisma, writeLimiter, req.socket.remoteAddress ?? 'unknown');
    inFlight++;
    res.setHeader('access-control-allow-origin', '*');
    if (closing) res.setHeader('connection', 'close');
    res.on('close', () => {
      logger({
        level: 'info',
        msg: 'request',
        method: req.method,
        path: url.pathname,
        operationName: context.request.operationName,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
      inFlight--;
      if (inFlight === 0) drained?.();
    });
    route(req, res, url, context).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) return sendError(res, error.status, error.code, error.message);
      logger({ level: 'error', msg: 'unhandled request error', path: url.pathname, error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) });
      sendError(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? Number(process.env.PORT ?? 4000), options.host ?? process.env.HOST ?? '127.0.0.1', () => {
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
