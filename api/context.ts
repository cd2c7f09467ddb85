import type { PrismaClient } from '../prisma/generated/client.js';
import type { ApiKeyIdentity } from './auth/keys.js';
import { RequestBudget, type BudgetLimits } from './budget.js';
import type { Catalog } from './catalog.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { RateDecision } from './rate-limit/limiter.js';
import type { WriteLimiter } from './scenarios/write-limits.js';

/** What every resolver receives. Built once per HTTP request (or per direct `execute` in tests). */
export interface ApiContext {
  prisma: PrismaClient;
  loaders: Loaders;
  /** Caches that follow the catalog's version (name suggestions, engine card definitions). */
  catalog: Catalog;
  /** What this request may still spend; every field checks it before it starts. */
  budget: RequestBudget;
  /**
   * Facts about the HTTP request, filled in as they become known (the operation name and cost, for the request
   * log). An object of its own because Apollo hands resolvers a shallow copy of the context.
   */
  request: {
    operationName: string | null;
    /** The client's address (the socket's peer, or the forwarded one behind a trusted proxy), for per-client limits. */
    clientAddress: string;
    /** A key was presented but is unknown, malformed or revoked (writes say so instead of "no key"). */
    apiKeyRejected: boolean;
    cost?: number;
    /** The rate-limit buckets this request draws from, and their last decision (for the response headers). */
    client?: { buckets: readonly string[]; decision: RateDecision };
  };
  /** The API key the request authenticated with (see api/auth/keys.ts `authenticator`); absent without one. */
  apiKey?: ApiKeyIdentity;
  /** Abuse limits on scenario writes, shared by every request of this server. */
  writeLimiter: WriteLimiter;
}

export interface ContextOptions {
  catalog: Catalog;
  limits: BudgetLimits;
  writeLimiter: WriteLimiter;
  clientAddress?: string;
}

export function createContext(prisma: PrismaClient, options: ContextOptions): ApiContext {
  const budget = new RequestBudget(options.limits);
  return {
    prisma,
    loaders: createLoaders(prisma, budget, options.catalog),
    catalog: options.catalog,
    budget,
    request: { operationName: null, clientAddress: options.clientAddress ?? 'unknown', apiKeyRejected: false },
    writeLimiter: options.writeLimiter,
  };
}
