import { performance } from 'node:perf_hooks';
import type { Database } from '../../prisma/database.js';
import type { Catalog } from '../catalog.js';
import type { Logger } from '../log.js';

/*
 * /healthz (liveness): the process answers; no database, so a database outage never gets a healthy replica
 * restarted. /readyz (readiness): the database answers, its schema has every migration this build ships, and the
 * catalog version is readable; 503 otherwise. Neither says more than a code: the details go to the log.
 */

export interface Readiness {
  status: number;
  body: Record<string, unknown>;
}

export interface ReadinessSources {
  database: Database;
  catalog: Catalog;
  /** Migration names this build ships (prisma/migrations). */
  migrations: readonly string[];
  rateLimits: () => string;
  logger: Logger;
  timeoutMs?: number;
}

const startedAt = Date.now();

export function liveness(): Record<string, unknown> {
  return { status: 'ok', pid: process.pid, uptimeS: Math.round((Date.now() - startedAt) / 1000) };
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms).unref())]);
}

async function check(sources: ReadinessSources): Promise<Readiness> {
  const { database, catalog, migrations, logger } = sources;
  const timeout = sources.timeoutMs ?? 2000;
  const started = performance.now();
  const unready = (reason: string, error: unknown): Readiness => {
    logger({ level: 'warn', msg: 'not ready', reason, error: error instanceof Error ? error.message : String(error) });
    return { status: 503, body: { status: 'unavailable', reason, database: database.kind } };
  };
  try {
    await withTimeout(database.ping(), timeout, 'database ping');
  } catch (error) {
    return unready('DATABASE_UNREACHABLE', error);
  }
  try {
    const rows = await withTimeout(
      database.prisma.$queryRawUnsafe<{ migration_name: string }[]>(
        'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      ),
      timeout,
      'migration check',
    );
    const applied = new Set(rows.map((r) => r.migration_name));
    const missing = migrations.filter((m) => !applied.has(m));
    if (missing.length > 0) return unready('SCHEMA_NOT_MIGRATED', `missing migrations: ${missing.join(', ')}`);
  } catch (error) {
    return unready('SCHEMA_NOT_MIGRATED', error);
  }
  let version: number;
  try {
    version = await withTimeout(catalog.read(), timeout, 'catalog version');
  } catch (error) {
    return unready('CATALOG_UNREADABLE', error);
  }
  return {
    status: 200,
    body: {
      status: 'ready',
      database: database.kind,
      catalogVersion: version,
      catalogChangedAt: catalog.lastRead()?.changedAt.toISOString(),
      rateLimits: sources.rateLimits(),
      ms: Math.round(performance.now() - started),
    },
  };
}

/** Readiness, checked at most once per `cacheMs` however often it is asked (a load balancer may ask a lot). */
export function readinessProbe(sources: ReadinessSources, cacheMs = 1000): () => Promise<Readiness> {
  let last: { at: number; result: Promise<Readiness> } | undefined;
  return () => {
    if (!last || performance.now() - last.at > cacheMs) last = { at: performance.now(), result: check(sources) };
    return last.result;
  };
}
