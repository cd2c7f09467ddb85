// Shared by the API tests: the two back ends, and a server on a free port spoken to over HTTP.
import type { Database } from '../prisma/database.js';
import { createApiServer, type ApiServer, type ServerOptions } from '../api/server.js';
import { silentLogger } from '../api/log.js';
import { pgliteDatabase, postgresDatabase, postgresSkipReason, type TestDatabase } from './support/databases.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes are checked by the assertions
export type Loose = any;

export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<TestDatabase>;
  /** Why this back end cannot run here (never set under CI: the helper throws instead). */
  skip: string | undefined;
}

export async function backends(): Promise<Backend[]> {
  const pgSkip = await postgresSkipReason();
  return [
    { name: 'PGlite', open: () => pgliteDatabase(), skip: undefined },
    { name: 'PostgreSQL', open: () => postgresDatabase(), skip: pgSkip },
  ];
}

/** A server on a free port. Rate limiting is off (a test file sends hundreds of requests from one address) unless asked for. */
export function startServer(database: Database, options: Partial<ServerOptions> = {}): Promise<ApiServer> {
  return createApiServer({
    database,
    port: 0,
    host: '127.0.0.1',
    logger: process.env.API_TEST_LOG ? (r) => console.log(JSON.stringify(r)) : silentLogger,
    rateLimit: false,
    ...options,
  });
}

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data: T | null | undefined;
  errors: { message: string; extensions: Record<string, unknown>; path?: string[] }[] | undefined;
}

export async function post<T = Loose>(url: string, query: string, variables?: Record<string, unknown>, accept?: string): Promise<GqlResponse<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: GqlResponse['errors'] };
  return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
}

/** Runs a query that must succeed and returns its data. */
export async function data<T = Loose>(url: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await post<T>(url, query, variables);
  if (response.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(response.errors)}`);
  return response.data as T;
}

/** Runs a query that must fail and returns its first error. */
export async function error(url: string, query: string, variables?: Record<string, unknown>) {
  const response = await post(url, query, variables);
  const first = response.errors?.[0];
  if (!first) throw new Error(`expected an error, got ${JSON.stringify(response.data)}`);
  return first;
}
