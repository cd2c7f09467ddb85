import { performance } from 'node:perf_hooks';
import { decide, refill, type RateDecision, type RateLimiter, type RateLimitSettings } from './limiter.js';

/** Buckets in this process's memory. Full buckets are forgotten, so idle clients cost nothing. */
export class MemoryRateLimiter implements RateLimiter {
  readonly kind = 'memory';
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep = performance.now();

  constructor(private readonly settings: RateLimitSettings) {}

  async take(bucket: string, tokens: number): Promise<RateDecision> {
    return this.takeNow(bucket, tokens);
  }

  takeNow(bucket: string, cost: number): RateDecision {
    const now = performance.now();
    const { tokens, decision } = decide(this.settings, refill(this.settings, this.buckets.get(bucket), now), cost);
    this.buckets.set(bucket, { tokens, at: now });
    this.sweep(now);
    return decision;
  }

  private sweep(now: number): void {
    const fullAfterMs = (this.settings.burst * 1000) / this.settings.perSecond;
    if (now - this.lastSweep < fullAfterMs) return;
    this.lastSweep = now;
    for (const [key, stored] of this.buckets) if (refill(this.settings, stored, now) >= this.settings.burst) this.buckets.delete(key);
  }

  describe(): string {
    return 'memory';
  }

  async close(): Promise<void> {}
}
