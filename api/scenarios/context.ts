// What scenario resolvers share within one request: today's versions (one catalog query), each scenario's check
// (one engine run at most, however many of its fields are asked), and the writer's key and limits.
import DataLoader from 'dataloader';
import type { GraphQLError } from 'graphql';
import type { Scenario as ScenarioRow } from '../../prisma/generated/client.js';
import type { ApiKeyIdentity } from '../auth/keys.js';
import type { ApiContext } from '../context.js';
import { apiError } from '../errors.js';
import { checkOf, type ScenarioCheck } from './check.js';
import { currentVersions, type Versions } from './versions.js';
import type { Refusal } from './write-limits.js';

interface RequestMemo {
  versions?: Promise<Versions>;
  checks: Map<string, Promise<ScenarioCheck>>;
  cardIds: DataLoader<string, string[]>;
  ruleIds: DataLoader<string, string[]>;
  /** Engine runs explore() may still spend in this request (aliases share one budget). */
  exploreRuns: number;
}

export const EXPLORE_RUNS_PER_REQUEST = 1000;

/** Engine runs one explore spends when it names no limit. */
export const DEFAULT_EXPLORE_LIMIT = 200;

// Keyed by the request object: Apollo hands each resolver a shallow copy of the context, but the same `request`.
const memos = new WeakMap<object, RequestMemo>();

function grouped(rows: { scenarioId: string; value: string }[], ids: readonly string[]): string[][] {
  const by = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const row of rows) by.get(row.scenarioId)?.push(row.value);
  return ids.map((id) => by.get(id) ?? []);
}

export function memoOf(ctx: ApiContext): RequestMemo {
  let memo = memos.get(ctx.request);
  if (!memo) {
    memo = {
      checks: new Map(),
      cardIds: new DataLoader(async (ids) => grouped(
        (await ctx.prisma.scenarioCard.findMany({ where: { scenarioId: { in: [...ids] } }, orderBy: { cardId: 'asc' } })).map((r) => ({ scenarioId: r.scenarioId, value: r.cardId })), ids)),
      ruleIds: new DataLoader(async (ids) => grouped(
        (await ctx.prisma.scenarioRule.findMany({ where: { scenarioId: { in: [...ids] } }, orderBy: { number: 'asc' } })).map((r) => ({ scenarioId: r.scenarioId, value: r.ruleId })), ids)),
      exploreRuns: EXPLORE_RUNS_PER_REQUEST,
    };
    memos.set(ctx.request, memo);
  }
  return memo;
}

export function versionsOf(ctx: ApiContext): Promise<Versions> {
  const memo = memoOf(ctx);
  memo.versions ??= currentVersions(ctx.prisma);
  return memo.versions;
}

export function checkFor(ctx: ApiContext, row: ScenarioRow): Promise<ScenarioCheck> {
  const memo = memoOf(ctx);
  const key = `${row.id}@${row.version}`;
  let check = memo.checks.get(key);
  if (!check) {
    check = versionsOf(ctx).then((versions) => checkOf(ctx.prisma, row, versions));
    memo.checks.set(key, check);
  }
  return check;
}

function rateLimited(refusal: Refusal): GraphQLError {
  const what = { key: 'writes with this API key', address: 'writes from this address', failedKeys: 'requests with a bad API key from this address' }[refusal.limit];
  return apiError('RATE_LIMITED', `Too many ${what}: try again in ${refusal.retryAfterSeconds} s`, { retryAfter: refusal.retryAfterSeconds, limit: refusal.limit });
}

/** The key allowed to write, after counting `cost` writes against its limits; a typed error otherwise. */
export function writer(ctx: ApiContext, cost = 1): ApiKeyIdentity {
  const address = ctx.request.clientAddress;
  if (!ctx.apiKey) {
    if (ctx.request.apiKeyRejected) {
      const refusal = ctx.writeLimiter.failedKey(address);
      if (refusal) throw rateLimited(refusal);
      throw apiError('UNAUTHENTICATED', 'The API key sent is unknown, malformed or revoked');
    }
    throw apiError('UNAUTHENTICATED', 'Writing needs an API key: send "Authorization: Bearer <key>" (keys are made with `npm run keys -- create`)');
  }
  const refusal = ctx.writeLimiter.write(ctx.apiKey.id, address, cost);
  if (refusal) throw rateLimited(refusal);
  return ctx.apiKey;
}
