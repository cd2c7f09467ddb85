/*
 * Token buckets per client: each holds up to `burst` tokens and refills at `perSecond` tokens a second; a request
 * takes 1 token, plus more for an expensive operation (api/request-limits.ts). In memory for one process
 * (memory.ts), shared by every replica through Redis when REDIS_URL is set (redis.ts).
 */

export interface RateLimitSettings {
  /** Tokens added per second; 0 turns rate limiting off. */
  perSecond: number;
  /** Bucket size: how many requests a client may make at once after being idle. */
  burst: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Milliseconds until the bucket is full again. */
  resetMs: number;
  /** When refused: milliseconds until enough tokens are back. */
  retryAfterMs: number;
}

export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Takes `tokens` from the bucket if it holds them; otherwise takes nothing and says when to retry. */
  take(bucket: string, tokens: number): Promise<RateDecision>;
  /** Where the buckets are, for /readyz. */
  describe(): string;
  close(): Promise<void>;
}

/** The bucket arithmetic, shared by the in-memory limiter and (in Lua) the Redis script. */
export function refill(settings: RateLimitSettings, stored: { tokens: number; at: number } | undefined, now: number): number {
  if (!stored) return settings.burst;
  return Math.min(settings.burst, stored.tokens + (Math.max(0, now - stored.at) * settings.perSecond) / 1000);
}

export function decide(settings: RateLimitSettings, tokensBefore: number, cost: number): { tokens: number; decision: RateDecision } {
  const allowed = tokensBefore >= cost;
  const tokens = allowed ? tokensBefore - cost : tokensBefore;
  return {
    tokens,
    decision: {
      allowed,
      limit: settings.burst,
      remaining: Math.floor(tokens),
      resetMs: Math.ceil(((settings.burst - tokens) * 1000) / settings.perSecond),
      retryAfterMs: allowed ? 0 : Math.ceil(((cost - tokens) * 1000) / settings.perSecond),
    },
  };
}
