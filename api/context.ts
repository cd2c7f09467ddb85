import type { PrismaClient } from '../prisma/generated/client.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { SearchVocabulary } from './search/index.js';

/** What every resolver receives. Built once per HTTP request (or per direct `execute` in tests). */
export interface ApiContext {
  prisma: PrismaClient;
  loaders: Loaders;
  vocabulary(): Promise<SearchVocabulary>;
  /** Filled in by the server's logging plugin once the operation is known. */
  operationName?: string | null;
}

export function createContext(prisma: PrismaClient, vocabulary: () => Promise<SearchVocabulary>): ApiContext {
  return { prisma, loaders: createLoaders(prisma), vocabulary };
}
