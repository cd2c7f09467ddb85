// Applies the committed migrations in prisma/migrations at start-up, the way `prisma migrate deploy` does, so the
// app never needs Prisma's native schema engine. The bookkeeping rows in `_prisma_migrations` are the ones Prisma
// writes itself, so `prisma migrate status/deploy` run later against the same database agree with what we did.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The little a migration runner needs from a database connection (PGlite or one pg client). */
export interface SqlSession {
  /** Runs a script of one or more statements (simple query protocol). */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface SqlConnection extends SqlSession {
  /** Runs fn in one transaction; rolls back if it throws. */
  transaction<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** Serialises concurrent runners (PostgreSQL advisory lock); a no-op where there is one connection anyway. */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

export interface MigrationFile {
  name: string; // folder name, "20261121080802_init"
  sql: string;
  checksum: string; // sha256 hex of the file bytes, as Prisma computes it
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migration?: string,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Prisma's own advisory lock key, so our runner and `prisma migrate deploy` also exclude each other. */
export const PRISMA_ADVISORY_LOCK_KEY = 72707369;

// Same DDL as Prisma's migration connector for PostgreSQL.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

export async function readMigrations(dir = DEFAULT_MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrations: MigrationFile[] = [];
  for (const name of folders) {
    let bytes: Buffer;
    try {
      bytes = await readFile(join(dir, name, 'migration.sql'));
    } catch {
      continue; // Prisma also ignores folders without a migration.sql
    }
    migrations.push({ name, sql: bytes.toString('utf8'), checksum: createHash('sha256').update(bytes).digest('hex') });
  }
  return migrations;
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

export async function applyMigrations(
  db: SqlConnection,
  migrations: MigrationFile[],
  log: (msg: string, data?: object) => void = () => {},
): Promise<MigrationReport> {
  return db.withLock(async () => {
    await db.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await db.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at',
    );
    const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
    if (failed) {
      // Prisma refuses to go on too (P3009): a human must look at the half-applied migration first.
      throw new MigrationError(
        `Migration ${failed.migration_name} failed earlier and was not resolved; fix the database, then run ` +
          '`prisma migrate resolve --applied|--rolled-back` before starting again.',
        failed.migration_name,
      );
    }
    const done = new Map(rows.filter((r) => r.finished_at !== null).map((r) => [r.migration_name, r.checksum]));
    const report: MigrationReport = { applied: [], alreadyApplied: [] };
    for (const m of migrations) {
      const checksum = done.get(m.name);
      if (checksum !== undefined) {
        if (checksum !== m.checksum) {
          log('migration file changed after it was applied', { migration: m.name });
        }
        report.alreadyApplied.push(m.name);
        continue;
      }
      const started = new Date();
      try {
        // One transaction per migration: a failing script leaves neither tables nor a row behind.
        await db.transaction(async (tx) => {
          await tx.exec(m.sql);
          await tx.query(
            `INSERT INTO "_prisma_migrations"
               (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
             VALUES ($1, $2, now(), $3, NULL, NULL, $4, 1)`,
            [randomUUID(), m.checksum, m.name, started.toISOString()],
          );
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MigrationError(`Migration ${m.name} failed: ${reason}`, m.name);
      }
      log('migration applied', { migration: m.name, ms: Date.now() - started.getTime() });
      report.applied.push(m.name);
    }
    return report;
  });
}
