import type { RateDecision, RateLimiter } from './limiter.js';

/** The response headers of a decision, as GitHub's API names them. */
export function rateHeaders(decision: RateDecision): Record<string, string> {
  return {
    'x-ratelimit-limit': String(decision.limit),
    'x-ratelimit-remaining': String(decision.remaining),
    // The time (Unix seconds) at which the budget is whole again.
    'x-ratelimit-reset': String(Math.ceil((Date.now() + decision.resetMs) / 1000)),
    ...(decision.allowed ? {} : { 'retry-after': String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))) }),
  };
}

/** Takes `tokens` from every bucket the client draws from; the decision that refused, or the last one. */
export async function takeTokens(limiter: RateLimiter, buckets: readonly string[], tokens: number): Promise<RateDecision> {
  let last: RateDecision | undefined;
  for (const bucket of buckets) {
    last = await limiter.take(bucket, tokens);
    if (!last.allowed) return last;
  }
  return last!;
}

export const rateLimitedMessage = (decision: RateDecision) =>
  `Too many requests: this client's budget is ${decision.limit} tokens, refilled over time; retry in ${Math.max(1, Math.ceil(decision.retryAfterMs / 1000))} s`;
