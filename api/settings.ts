/*
 * Every environment setting of `npm start`, with its default and what it does: one table that main.ts reads and
 * the README documents (a test checks that the README names each one).
 */

export interface SettingSpec {
  name: string;
  default: string;
  description: string;
}

export const SETTINGS: readonly SettingSpec[] = [
  { name: 'PORT', default: '4000', description: 'TCP port to listen on (0 picks a free one)' },
  { name: 'HOST', default: '127.0.0.1', description: 'interface to listen on; `0.0.0.0` or `::` to accept connections from other machines (containers)' },
  { name: 'NODE_ENV', default: '(unset)', description: '`development` shows internal error messages and stack traces in responses; anything else masks them (an error id points to the log line)' },
  { name: 'DATA_DIR', default: './data', description: 'folder of the embedded PGlite database (when DATABASE_URL is not set)' },
  { name: 'DATABASE_URL', default: '(unset)', description: '`postgresql://…`: use PostgreSQL instead of the embedded database; a missing database is created' },
  { name: 'DATABASE_CONNECT_TIMEOUT_MS', default: '5000', description: 'how long start-up (and each new pooled connection) waits for PostgreSQL to answer before giving up with a clear error' },
  { name: 'WORKERS', default: '1', description: 'replicas in one `npm start` (node:cluster, sharing the port); more than 1 needs DATABASE_URL (PGlite has one owner); set REDIS_URL so they share rate limits' },
  { name: 'REDIS_URL', default: '(unset)', description: '`redis://…`: rate-limit buckets shared by every replica; without it each process counts on its own' },
  { name: 'RATE_LIMIT_PER_SECOND', default: '20', description: 'tokens each client (its API key, else its address) gets back per second; 0 turns rate limiting off' },
  { name: 'RATE_LIMIT_BURST', default: '60', description: 'tokens a client can spend at once after being idle (its bucket size)' },
  { name: 'RATE_LIMIT_COST_PER_TOKEN', default: '500', description: 'a request takes 1 token plus 1 per this many complexity points' },
  { name: 'TRUST_PROXY', default: '0', description: 'number of reverse proxies in front of the server whose X-Forwarded-For entries name the client' },
  { name: 'MAX_DEPTH', default: '10', description: 'deepest selection a query may have' },
  { name: 'MAX_COMPLEXITY', default: '5000', description: 'highest price an operation may have (see "Limits")' },
  { name: 'REQUEST_CPU_MS', default: '1000', description: 'time one request may spend in the engine and in name suggestions (measured around that work)' },
  { name: 'REQUEST_TIMEOUT_MS', default: '10000', description: 'wall-clock time after which a request starts no more work' },
  { name: 'MAX_RESPONSE_BYTES', default: '2000000', description: 'largest answer one request may get' },
  { name: 'MAX_BODY_BYTES', default: '1000000', description: 'largest request body' },
  { name: 'CACHE_MAX_AGE', default: '300', description: 'max-age (seconds) of cacheable GET query responses' },
  { name: 'CATALOG_POLL_MS', default: '1000', description: 'how often a replica re-reads the catalog version (an import is seen by every replica within this time)' },
  { name: 'SHUTDOWN_TIMEOUT_MS', default: '10000', description: 'how long SIGTERM waits for in-flight requests' },
];

export class SettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingError';
  }
}

type Env = Record<string, string | undefined>;

/** A whole number from the environment, or its default; a clear error names the setting otherwise. */
export function intSetting(env: Env, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const spec = SETTINGS.find((s) => s.name === name);
  const raw = env[name] === undefined || env[name] === '' ? spec?.default : env[name];
  const value = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new SettingError(`${name} must be a whole number from ${min} to ${max}; got "${env[name]}"`);
  }
  return value;
}

export function urlSetting(env: Env, name: string, schemes: readonly string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SettingError(`${name} must be a URL (${schemes.map((s) => `${s}//…`).join(' or ')})`);
  }
  if (!schemes.includes(url.protocol)) throw new SettingError(`${name} must start with ${schemes.map((s) => `${s}//`).join(' or ')}`);
  return raw;
}
