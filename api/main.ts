// `npm start`: opens the catalog database (embedded PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set),
// serves the GraphQL API and GraphiQL, and shuts down cleanly on SIGINT/SIGTERM. With WORKERS=n (PostgreSQL only)
// the process forks n replicas sharing the port (node:cluster), restarts any that dies, and stops them all on a signal.
import cluster from 'node:cluster';
import { DatabaseOpenError, openDatabase } from '../prisma/database.js';
import { jsonLogger, type Logger } from './log.js';
import { RedisRateLimiter } from './rate-limit/redis.js';
import { tuneForServing } from './runtime.js';
import { createApiServer, type ServerOptions } from './server.js';
import { intSetting, SettingError, urlSetting } from './settings.js';

/** Exits once everything written to stdout has been flushed (a pipe would lose the last log lines otherwise). */
function exitAfterFlush(code: number): void {
  process.stdout.write('', () => process.exit(code));
}

const env = process.env;
const logger: Logger = cluster.isWorker ? (record) => jsonLogger({ worker: cluster.worker?.id, ...record }) : jsonLogger;

interface ReadyMessage {
  kind: 'ready';
  url: string;
  cards: number;
}

function banner(url: string, cards: number, databaseKind: string, workers: number): string {
  const where = databaseKind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR ?? './data'}` : 'PostgreSQL (DATABASE_URL)';
  return [
    '',
    `  Rules API ready: ${url}  (GraphiQL in a browser, GraphQL over GET or POST)`,
    `  Health: ${url.replace(/\/graphql$/, '/healthz')}  Readiness: ${url.replace(/\/graphql$/, '/readyz')}`,
    `  Database: ${where}, ${cards} cards${workers > 1 ? `; ${workers} workers` : ''}`,
    ...(cards === 0
      ? [
          '  The catalog is empty (keywords work already). Import the card data with:',
          '    npm run catalog:import                         (downloads the SWU catalog)',
          '    npm run catalog:import -- ../shared/data/swu   (or from files you have; also ../shared/data/xwing, ../shared/data/ti4)',
          ...(databaseKind === 'pglite' ? ['  (stop this server first: the embedded database has one owner at a time)'] : []),
        ]
      : []),
    '',
  ].join('\n');
}

/** One replica: database, rate limiter, HTTP server; stops on SIGINT/SIGTERM. */
async function serve(): Promise<void> {
  tuneForServing();
  const port = intSetting(env, 'PORT', 0, 65535);
  const connectTimeoutMs = intSetting(env, 'DATABASE_CONNECT_TIMEOUT_MS', 1);
  const redisUrl = urlSetting(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const rateLimit = {
    perSecond: intSetting(env, 'RATE_LIMIT_PER_SECOND', 0),
    burst: intSetting(env, 'RATE_LIMIT_BURST', 1),
    costPerToken: intSetting(env, 'RATE_LIMIT_COST_PER_TOKEN', 1),
  };
  const options: Omit<ServerOptions, 'database'> = {
    port,
    host: env.HOST || '127.0.0.1',
    logger,
    development: env.NODE_ENV === 'development',
    maxDepth: intSetting(env, 'MAX_DEPTH', 1),
    maxComplexity: intSetting(env, 'MAX_COMPLEXITY', 1),
    cacheMaxAge: intSetting(env, 'CACHE_MAX_AGE', 0),
    shutdownTimeoutMs: intSetting(env, 'SHUTDOWN_TIMEOUT_MS', 0),
    maxBodyBytes: intSetting(env, 'MAX_BODY_BYTES', 1),
    budget: {
      cpuMs: intSetting(env, 'REQUEST_CPU_MS', 1),
      timeoutMs: intSetting(env, 'REQUEST_TIMEOUT_MS', 1),
      responseBytes: intSetting(env, 'MAX_RESPONSE_BYTES', 1),
    },
    rateLimit: rateLimit.perSecond > 0 ? rateLimit : false,
    trustProxy: intSetting(env, 'TRUST_PROXY', 0, 10),
    catalogPollMs: intSetting(env, 'CATALOG_POLL_MS', 0),
  };
  const database = await openDatabase({ connectTimeoutMs, log: (msg, data) => logger({ level: 'info', msg, ...data }) });
  const rateLimiter = redisUrl && rateLimit.perSecond > 0 ? await RedisRateLimiter.start(redisUrl, rateLimit, logger, connectTimeoutMs) : undefined;
  const server = await createApiServer({ database, ...options, rateLimiter }).catch(async (error: unknown) => {
    await rateLimiter?.close();
    await database.close();
    throw error;
  });
  const cards = await database.prisma.card.count();
  if (cluster.isWorker) process.send?.({ kind: 'ready', url: server.url, cards } satisfies ReadyMessage);
  else console.error(banner(server.url, cards, database.kind, 1));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger({ level: 'info', msg: 'shutting down', signal });
    server
      .close()
      .then(() => rateLimiter?.close())
      .then(() => database.close())
      .then(
        () => {
          logger({ level: 'info', msg: 'stopped' });
          exitAfterFlush(0);
        },
        (error: unknown) => {
          logger({ level: 'error', msg: 'shutdown failed', error: String(error) });
          exitAfterFlush(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** The cluster's primary: forks the replicas, replaces any that dies, stops them all on a signal. */
function supervise(workers: number): void {
  if (!env.DATABASE_URL) {
    throw new SettingError('WORKERS above 1 needs DATABASE_URL: the embedded database has one owner at a time');
  }
  if (!env.REDIS_URL && intSetting(env, 'RATE_LIMIT_PER_SECOND', 0) > 0) {
    logger({ level: 'warn', msg: `no REDIS_URL: each of the ${workers} workers counts rate limits on its own (a client gets up to ${workers} times the limit)` });
  }
  let stopping = false;
  let ready = 0;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: ReadyMessage) => {
      if (message?.kind !== 'ready') return;
      ready++;
      if (ready === workers) console.error(banner(message.url, message.cards, 'postgres', workers));
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger({ level: 'info', msg: 'stopped' });
        exitAfterFlush(0);
      }
      return;
    }
    logger({ level: 'error', msg: 'worker died; starting another', worker: worker.id, code, signal });
    if (ready < workers) {
      // It never became ready: a start-up error that every new worker would hit too.
      logger({ level: 'error', msg: 'could not start', code: 'WORKER_START_FAILED' });
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      exitAfterFlush(1);
      return;
    }
    setTimeout(fork, 1000).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger({ level: 'info', msg: 'shutting down', signal, workers: Object.keys(cluster.workers ?? {}).length });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < workers; i++) fork();
}

async function main(): Promise<void> {
  const workers = intSetting(env, 'WORKERS', 1, 64);
  if (cluster.isPrimary && workers > 1) supervise(workers);
  else await serve();
}

main().catch((error: unknown) => {
  const code = error instanceof DatabaseOpenError ? error.code : error instanceof SettingError ? 'BAD_SETTING' : 'STARTUP_FAILED';
  logger({ level: 'error', msg: 'could not start', code, error: error instanceof Error ? error.message : String(error) });
  exitAfterFlush(1);
});
