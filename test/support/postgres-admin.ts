// Throwaway PostgreSQL databases, shared by the test helpers (test/support/databases.ts) and the benchmarks (bench/).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL server URL without a database (default: the local server), with no trailing slash. */
export function postgresServerUrl(given?: string): string {
  return (given ?? 'postgresql://postgres@127.0.0.1:5432').replace(/\/+$/, '');
}

/** Runs one statement on the server's `postgres` database: CREATE/DROP DATABASE cannot run inside the target. */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => {});
  }
}

export interface ThrowawayDatabase {
  name: string;
  url: string;
  /** Drops the database, closing any connection still open on it. */
  drop(): Promise<void>;
}

/** Creates an empty database named <prefix><12 random hex digits> on the server (a server URL without a database). */
export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    name,
    url: `${serverUrl}/${name}`,
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * Runs fn on a fresh throwaway database and drops it afterwards (a failed drop is ignored). When the database cannot
 * be created, resolves to the reason instead, so a benchmark can report it and carry on.
 */
export async function withThrowawayDatabase<T>(
  serverUrl: string,
  prefix: string,
  fn: (url: string) => Promise<T>,
): Promise<{ value: T } | { unreachable: string }> {
  let scratch: ThrowawayDatabase;
  try {
    scratch = await createThrowawayDatabase(serverUrl, prefix);
  } catch (error) {
    return { unreachable: `PostgreSQL not reachable at ${serverUrl}: ${(error as Error).message}` };
  }
  try {
    return { value: await fn(scratch.url) };
  } finally {
    await scratch.drop().catch(() => {});
  }
}
