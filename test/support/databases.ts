// Test databases for both back ends: an in-memory PGlite, and a throwaway PostgreSQL database per test file.
// Usage in a test file:
//   const pgSkip = await postgresSkipReason();            // undefined when PostgreSQL is reachable
//   describe.skipIf(pgSkip)(`PostgreSQL${pgSkip ? ` (skipped: ${pgSkip})` : ''}`, () => { ... postgresDatabase() ... });
// When process.env.CI is set, an unreachable PostgreSQL or a missing ../shared is an error, never a skip.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../../prisma/database.js';
import { adminQuery, createThrowawayDatabase, postgresServerUrl, type ThrowawayDatabase } from './postgres-admin.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Server URL without a database; override with TEST_POSTGRES_URL. */
export const POSTGRES_SERVER_URL = postgresServerUrl(process.env.TEST_POSTGRES_URL);

export interface TestDatabase {
  db: Database;
  /** The PostgreSQL URL of the throwaway database; undefined for PGlite. */
  url?: string;
  /** Closes the client and, for PostgreSQL, drops the database. Safe to call twice. */
  drop(): Promise<void>;
}

type TestOpenOptions = Pick<OpenDatabaseOptions, 'log' | 'migrationsDir'>;

export async function pgliteDatabase(opts: TestOpenOptions = {}): Promise<TestDatabase> {
  const db = await openDatabase({ ...opts, databaseUrl: '', dataDir: 'memory://' });
  let closed = false;
  return {
    db,
    drop: async () => {
      if (closed) return;
      closed = true;
      await db.close();
    },
  };
}

let reachable: Promise<string | undefined> | undefined;

/**
 * Undefined when PostgreSQL answers; otherwise the reason to skip. Throws instead when CI is set, because CI must
 * run the PostgreSQL half of every test.
 */
export async function postgresSkipReason(): Promise<string | undefined> {
  reachable ??= adminQuery(POSTGRES_SERVER_URL, 'SELECT 1').then(
    () => undefined,
    (error: unknown) => `PostgreSQL not reachable at ${POSTGRES_SERVER_URL} (${(error as Error).message})`,
  );
  const reason = await reachable;
  if (reason && process.env.CI) throw new Error(`${reason}; CI is set, so PostgreSQL tests must run`);
  return reason;
}

/** Creates an empty rules_api_t_<random> database (no migrations applied) and returns its URL and a drop function. */
export function emptyPostgresDatabase(): Promise<ThrowawayDatabase> {
  return createThrowawayDatabase(POSTGRES_SERVER_URL, 'rules_api_t_');
}

/** Creates rules_api_t_<random>, opens it (migrations + seed) and returns it with a drop function. */
export async function postgresDatabase(opts: TestOpenOptions = {}): Promise<TestDatabase> {
  const { url, drop } = await emptyPostgresDatabase();
  let db: Database;
  try {
    db = await openDatabase({ ...opts, databaseUrl: url });
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  let dropped = false;
  return {
    db,
    url,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await db.close().catch(() => {});
      await drop();
    },
  };
}

/** Absolute path of ../shared/data (next to the repo), or undefined when this clone has no shared data. */
export function sharedDataDir(): string | undefined {
  const dir = resolve(REPO_ROOT, '..', 'shared', 'data');
  return existsSync(dir) ? dir : undefined;
}

/** Undefined when ../shared/data exists; otherwise the reason to skip. Throws when CI is set. */
export function sharedDataSkipReason(): string | undefined {
  if (sharedDataDir()) return undefined;
  const reason = `shared data not found at ${resolve(REPO_ROOT, '..', 'shared', 'data')}`;
  if (process.env.CI) throw new Error(`${reason}; CI is set, so tests that need it must run`);
  return reason;
}
