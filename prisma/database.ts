// Opens the catalog database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Either
// way the committed migrations are applied and the games and keyword glossary seeded before the client is returned.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/client.js';
import {
  applyMigrations,
  DEFAULT_MIGRATIONS_DIR,
  PRISMA_ADVISORY_LOCK_KEY,
  readMigrations,
  type SqlConnection,
  type SqlSession,
} from './migrate.js';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';
import { seed } from './seed.js';

export type Log = (msg: string, data?: object) => void;

export interface OpenDatabaseOptions {
  /** postgresql://... selects PostgreSQL; defaults to process.env.DATABASE_URL. */
  databaseUrl?: string;
  /** PGlite folder (the database lives in <dataDir>/pglite), or 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  log?: Log;
  /** For tests of the migration runner; defaults to prisma/migrations. */
  migrationsDir?: string;
  /** How long to wait for PostgreSQL to accept a connection (start-up, and each new pooled connection). */
  connectTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

export interface Database {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  ping(): Promise<void>;
}

export class DatabaseOpenError extends Error {
  constructor(
    message: string,
    readonly code: 'DATABASE_URL_INVALID' | 'DATABASE_UNREACHABLE' | 'DATA_DIR_UNUSABLE' | 'DATA_DIR_IN_USE' | 'MIGRATION_FAILED',
  ) {
    super(message);
    this.name = 'DatabaseOpenError';
  }
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const log = opts.log ?? (() => {});
  const databaseUrl = opts.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const migrations = await readMigrations(opts.migrationsDir ?? DEFAULT_MIGRATIONS_DIR);
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new DatabaseOpenError('DATABASE_URL must be a postgresql:// URL', 'DATABASE_URL_INVALID');
    }
    return openPostgres(databaseUrl, migrations, log, opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
  }
  return openPglite(opts.dataDir ?? process.env.DATA_DIR ?? './data', migrations, log);
}

/**
 * PostgreSQL fills each new WAL segment with zeros before using it. In PGlite's in-memory file system a write past
 * the space a file has reallocates it, only an eighth larger, and copies it whole: a 16 MB segment cost 13
 * reallocations and 96 MB of copying, 150-270 ms of a full SWU import. Off, only the segment's last byte is
 * written; the rest reads back as zeros, from memory or from a sparse file on disk, so nothing stored changes.
 */
const PGLITE_SETTINGS = ['-c', 'wal_init_zero=off'];

async function migrateAndSeed(
  prisma: PrismaClient,
  conn: SqlConnection,
  migrations: Awaited<ReturnType<typeof readMigrations>>,
  log: Log,
): Promise<void> {
  try {
    const report = await applyMigrations(conn, migrations, log);
    if (report.applied.length > 0) log('database migrated', { applied: report.applied });
  } catch (error) {
    throw new DatabaseOpenError(error instanceof Error ? error.message : String(error), 'MIGRATION_FAILED');
  }
  const seeded = await seed(prisma);
  if (seeded.gamesCreated + seeded.keywordsCreated + seeded.keywordsUpdated > 0) log('database seeded', seeded);
}

async function openPglite(
  dataDir: string,
  migrations: Awaited<ReturnType<typeof readMigrations>>,
  log: Log,
): Promise<Database> {
  let location = dataDir;
  let pglite: PGlite;
  let unlock = async () => {};
  try {
    if (!dataDir.startsWith('memory://')) {
      location = join(resolve(dataDir), 'pglite');
      await mkdir(location, { recursive: true });
      unlock = await lockDataDir(resolve(dataDir));
    }
    // An early migration creates pg_trgm (for a text-search index since dropped as unused): PGlite must have it to replay.
    pglite = await PGlite.create(location, { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  } catch (error) {
    await unlock();
    if (error instanceof DataDirInUseError) throw new DatabaseOpenError(error.message, 'DATA_DIR_IN_USE');
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(`Cannot use DATA_DIR ${location} for the embedded database: ${reason}`, 'DATA_DIR_UNUSABLE');
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  const session = (q: Pick<PGlite, 'exec' | 'query'>): SqlSession => ({
    exec: async (sql) => {
      await q.exec(sql);
    },
    query: async <T,>(sql: string, params?: unknown[]) => (await q.query<T>(sql, params)).rows,
  });
  const conn: SqlConnection = {
    ...session(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(session(tx))),
    // One embedded instance per folder and process: nothing to serialise against.
    withLock: (fn) => fn(),
  };
  try {
    await migrateAndSeed(prisma, conn, migrations, log);
  } catch (error) {
    await prisma.$disconnect().catch(() => {});
    await pglite.close().catch(() => {});
    await unlock();
    throw error;
  }
  log('database open', { kind: 'pglite', location });
  return {
    prisma,
    kind: 'pglite',
    ping: async () => {
      await prisma.$queryRawUnsafe('SELECT 1');
    },
    close: async () => {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
      await unlock();
    },
  };
}

/** host:port/database of a URL, without credentials, for log lines and errors. */
function describe(url: string): string {
  const safe = new URL(url);
  return `${safe.hostname}:${safe.port || 5432}${safe.pathname}`;
}

async function connectPg(url: string, log: Log, timeoutMs: number): Promise<pg.Client> {
  log('connecting to PostgreSQL', { at: describe(url), timeoutMs });
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    // Like `prisma migrate deploy`: a missing database is created, so a fresh server needs no manual step.
    if ((error as { code?: string }).code === '3D000') {
      const target = new URL(url);
      const name = decodeURIComponent(target.pathname.slice(1));
      const admin = new URL(url);
      admin.pathname = '/postgres';
      const adminClient = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: timeoutMs });
      try {
        await adminClient.connect();
        await adminClient.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
        log('database created', { database: name });
      } catch (createError) {
        // Another process may have created it between our two attempts.
        if ((createError as { code?: string }).code !== '42P04') throw unreachable(url, createError, timeoutMs);
      } finally {
        await adminClient.end().catch(() => {});
      }
      const retry = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
      await retry.connect().catch((e: unknown) => {
        throw unreachable(url, e, timeoutMs);
      });
      return retry;
    }
    throw unreachable(url, error, timeoutMs);
  }
}

function unreachable(url: string, error: unknown, timeoutMs: number): DatabaseOpenError {
  const message = error instanceof Error ? error.message : String(error);
  // pg says "Connection terminated due to connection timeout" for a server that accepts and never answers.
  const reason = /timeout/i.test(message) ? `no answer within ${timeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS)` : message;
  return new DatabaseOpenError(`Cannot connect to PostgreSQL at ${describe(url)}: ${reason}`, 'DATABASE_UNREACHABLE');
}

async function openPostgres(
  url: string,
  migrations: Awaited<ReturnType<typeof readMigrations>>,
  log: Log,
  connectTimeoutMs: number,
): Promise<Database> {
  const client = await connectPg(url, log, connectTimeoutMs);
  const session: SqlSession = {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <T,>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
  };
  const conn: SqlConnection = {
    ...session,
    transaction: async (fn) => {
      await client.query('BEGIN');
      try {
        const result = await fn(session);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    withLock: async (fn) => {
      await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK_KEY]);
      try {
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK_KEY]).catch(() => {});
      }
    },
  };
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs }) });
  try {
    // The seed runs under the same lock, so two instances starting together do not race on it either.
    await conn.withLock(() =>
      migrateAndSeed(prisma, { ...conn, withLock: (fn) => fn() }, migrations, log),
    );
  } catch (error) {
    await prisma.$disconnect().catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
  log('database open', { kind: 'postgres' });
  return {
    prisma,
    kind: 'postgres',
    ping: async () => {
      await prisma.$queryRawUnsafe('SELECT 1');
    },
    close: async () => {
      await prisma.$disconnect();
    },
  };
}
