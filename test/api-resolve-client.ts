// A running API (HTTP on a free port) over a throwaway database, and a small GraphQL client for the engine's
// operations. Shared by the resolve, validateState and scenario tests.
import { createApiServer, type ApiServer } from '../api/server.js';
import { pgliteDatabase, type TestDatabase } from './support/databases.js';

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface TestApi {
  server: ApiServer;
  database: TestDatabase;
  post<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

export async function startTestApi(database?: TestDatabase): Promise<TestApi> {
  const db = database ?? (await pgliteDatabase());
  const server = await createApiServer({ database: db.db, port: 0, logger: () => {}, rateLimit: false });
  return {
    server,
    database: db,
    async post<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
      const res = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as GraphQLResponse<T>;
    },
    async close() {
      await server.close();
      await db.drop();
    },
  };
}

export const RESOLVE = /* GraphQL */ `
  mutation Resolve($input: ResolveInput!) {
    resolve(input: $input) {
      status
      complete
      state
      prompt { id player kind text min max options { id label ref } }
      log { step kind text cards player rule { number title } }
      errors { code message path }
      unsupported { kind ref reason }
    }
  }
`;

export interface ResolvePayload {
  status: 'RESOLVED' | 'NEEDS_CHOICE' | 'INVALID' | 'UNSUPPORTED';
  complete: boolean;
  state: unknown;
  prompt: {
    id: string; player: string; kind: string; text: string; min: number; max: number;
    options: { id: string; label: string; ref: string | null }[];
  } | null;
  log: { step: number; kind: string; text: string; cards: string[]; player: string | null; rule: { number: string; title: string } | null }[];
  errors: { code: string; message: string; path: string }[];
  unsupported: { kind: string; ref: string; reason: string } | null;
}

export interface ChoiceAnswer {
  prompt?: string;
  options: string[];
}

/** Sends one resolve request; fails loudly on a GraphQL error so that tests only ever look at engine answers. */
export async function resolveOnce(
  api: TestApi,
  input: { game?: string; state: unknown; action: unknown; choices?: ChoiceAnswer[]; options?: Record<string, boolean> },
): Promise<ResolvePayload> {
  const response = await api.post<{ resolve: ResolvePayload }>(RESOLVE, { input: { game: 'SWU', ...input } });
  if (response.errors?.length || !response.data) {
    throw new Error(`GraphQL error: ${JSON.stringify(response.errors)}`);
  }
  return response.data.resolve;
}
