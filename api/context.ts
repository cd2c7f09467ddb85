import type { PrismaClient } from '../prisma/generated/client.js';
import { createLoaders, type Loaders } from './loaders.js';

/** What every resolver receives. Built once per HTTP request (or per direct `execute` in tests). */
export interface ApiContext {
  prisma: PrismaClient;
  loaders: Loaders;
  /**
   * Facts about the HTTP request, filled in as they become known (the operation name, for the request log).
   * An object of its own because Apollo hands resolvers a shallow copy of the context.
   */
  request: { operationName: string | null };
}

export function createContext(prisma: PrismaClient): ApiContext {
  return { prisma, loaders: createLoaders(prisma), request: { operationName: null } };
}
