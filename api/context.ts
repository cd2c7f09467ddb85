import type { PrismaClient } from '../prisma/generated/client.js';
import type { ApiKeyIdentity } from './auth/keys.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { WriteLimiter } from './scenarios/write-limits.js';

/** What every resolver receives. Built once per HTTP request (or per direct `execute` in tests). */
export interface ApiContext {
  prisma: PrismaClient;
  loaders: Loaders;
  /**
   * Facts about the HTTP request, filled in as they become known (the operation name, for the request log).
   * An object of its own because Apollo hands resolvers a shallow copy of the context.
   */
  request: {
    operationName: string | null;
    /** The client's address (the socket's peer), for per-client limits. */
    clientAddress: string;
    /** A key was presented but is unknown, malformed or revoked (writes say so instead of "no key"). */
    apiKeyRejected: boolean;
  };
  /** The API key the request authenticated with (see api/auth/keys.ts `authenticator`); absent without one. */
  apiKey?: ApiKeyIdentity;
  /** Abuse limits on scenario writes, shared by every request of this server. */
  writeLimiter: WriteLimiter;
}

export function createContext(prisma: PrismaClient, writeLimiter: WriteLimiter, clientAddress = 'unknown'): ApiContext {
  return { prisma, loaders: createLoaders(prisma), request: { operationName: null, clientAddress, apiKeyRejected: false }, writeLimiter };
}
