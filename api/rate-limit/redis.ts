import { performance } from 'node:perf_hooks';
import { createClient } from '@redis/client';

type Client = ReturnType<typeof connectClient>;
import type { Logger } from '../log.js';
import type { RateDecision, RateLimiter, RateLimitSettings } from './limiter.js';
import { MemoryRateLimiter } from './memory.js';

/*
 * The same token bucket in Redis, so that every replica draws from one bucket per client. A script call reads the
 * bucket, refills it by the time elapsed (Redis's own clock, the same for every replica), takes the tokens if they
 * are there and writes it back, atomically. Keys expire once their bucket would be full again.
 *
 * Leases: a call that succeeds also takes a few tokens more than the request needs (1/LEASE_DIVISOR of what the
 * bucket holds beyond the request, at most LEASE_MAX), which this replica then spends on the client's next requests
 * without asking Redis, for at most LEASE_MS. The guarantee: every token a replica grants was first taken from the
 * shared bucket, so across all replicas a client never gets more than one bucket gives (burst, plus the refill rate
 * times the seconds elapsed), exactly as with one call per request. What a lease changes: the tokens one replica took
 * and has not spent yet (fewer than a request's cost plus LEASE_MAX) are not available to the others, so another
 * replica may refuse a request the bucket alone would have allowed, and tokens left unspent when a lease expires are
 * not given back (a client gets less, never more). A bucket holding fewer than cost + LEASE_DIVISOR tokens gives no
 * lease: a client near its limit is counted one request at a time, as before. X-RateLimit-Remaining is the shared
 * bucket at this replica's last call plus its unspent lease.
 *
 * When Redis does not answer within COMMAND_TIMEOUT_MS, this replica falls back to its own in-memory buckets (limits
 * still hold, per replica) and says so in the log and in /readyz, until Redis answers again.
 */
/** Most tokens a replica takes beyond a request's cost in one call (see "Leases" above). */
export const LEASE_MAX = 32;
/** A lease is at most 1/LEASE_DIVISOR of the tokens the bucket holds beyond the request's cost. */
const LEASE_DIVISOR = 16;
/** How long a replica may spend a lease's tokens. */
export const LEASE_MS = 1000;

const TAKE = `
local LEASE_DIVISOR = ${LEASE_DIVISOR}
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local leaseMax = tonumber(ARGV[4])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = burst
if stored[1] then
  tokens = math.min(burst, tonumber(stored[1]) + math.max(0, now - tonumber(stored[2])) * rate / 1000)
end
local allowed = 0
local lease = 0
if tokens >= cost then
  lease = math.min(leaseMax, math.floor((tokens - cost) / LEASE_DIVISOR))
  tokens = tokens - cost - lease
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) * 1000 / rate) + 1000)
return { allowed, tostring(tokens), lease }
`;

const COMMAND_TIMEOUT_MS = 250;

function connectClient(url: string, connectTimeoutMs: number) {
  return createClient({
    url,
    // Fail fast while disconnected (the fallback answers) instead of queueing requests behind a dead socket.
    disableOfflineQueue: true,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
  });
}
const KEY_PREFIX = 'rules-api:rate:';

export class RedisRateLimiter implements RateLimiter {
  readonly kind = 'redis';
  private readonly fallback: MemoryRateLimiter;
  private healthy = true;
  /** Tokens taken from the shared bucket and not spent yet, per bucket (see "Leases" above). */
  private readonly leases = new Map<string, { tokens: number; shared: number; expires: number }>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private lastSweep = performance.now();

  private constructor(
    private readonly client: Client,
    private readonly settings: RateLimitSettings,
    private readonly logger: Logger,
  ) {
    this.fallback = new MemoryRateLimiter(settings);
  }

  /**
   * Connects, waiting at most connectTimeoutMs: a Redis that is down at start-up does not keep the API from
   * starting. Until it answers, this replica counts on its own (and the client keeps reconnecting).
   */
  static async start(url: string, settings: RateLimitSettings, logger: Logger, connectTimeoutMs = 5000): Promise<RedisRateLimiter> {
    const client = connectClient(url, connectTimeoutMs);
    const limiter = new RedisRateLimiter(client, settings, logger);
    limiter.healthy = false;
    client.on('error', (error: unknown) => limiter.unhealthy(error));
    client.on('ready', () => limiter.recovered());
    const connected = client.connect().then(
      () => true,
      (error: unknown) => {
        limiter.unhealthy(error);
        return false;
      },
    );
    const answered = await Promise.race([connected, new Promise<false>((resolve) => setTimeout(() => resolve(false), connectTimeoutMs).unref())]);
    if (!answered) logger({ level: 'warn', msg: `redis did not answer within ${connectTimeoutMs} ms: rate limits are counted per replica until it does` });
    return limiter;
  }

  /** Whether the shared buckets are in use (false: this replica counts on its own until Redis is back). */
  get shared(): boolean {
    return this.healthy;
  }

  async take(bucket: string, tokens: number): Promise<RateDecision> {
    if (!this.healthy) return this.fallback.take(bucket, tokens);
    // One call to Redis per bucket at a time: the requests that arrive meanwhile wait for its lease.
    for (let flight = this.inFlight.get(bucket); flight; flight = this.inFlight.get(bucket)) {
      const spent = this.spendLease(bucket, tokens);
      if (spent) return spent;
      await flight;
    }
    const spent = this.spendLease(bucket, tokens);
    if (spent) return spent;
    const call = this.takeShared(bucket, tokens);
    const flight = call.then(() => undefined, () => undefined);
    this.inFlight.set(bucket, flight);
    try {
      return await call;
    } finally {
      if (this.inFlight.get(bucket) === flight) this.inFlight.delete(bucket);
    }
  }

  /** Spends `tokens` of this replica's lease on the bucket, when it holds them. */
  private spendLease(bucket: string, tokens: number): RateDecision | undefined {
    const lease = this.leases.get(bucket);
    if (!lease) return undefined;
    const now = performance.now();
    if (lease.expires <= now) {
      this.leases.delete(bucket);
      return undefined;
    }
    if (lease.tokens < tokens) return undefined;
    lease.tokens -= tokens;
    return this.decision(true, lease.shared + lease.tokens, tokens);
  }

  /** One script call: takes `tokens` (and a lease, when the bucket holds enough) from the shared bucket. */
  private async takeShared(bucket: string, tokens: number): Promise<RateDecision> {
    try {
      const reply = (await this.client
        .withCommandOptions({ timeout: COMMAND_TIMEOUT_MS })
        .eval(TAKE, {
          keys: [KEY_PREFIX + bucket],
          arguments: [String(this.settings.perSecond), String(this.settings.burst), String(tokens), String(LEASE_MAX)],
        })) as [number, string, number];
      const shared = Number(reply[1]);
      const allowed = reply[0] === 1;
      const now = performance.now();
      this.sweepLeases(now);
      let lease = this.leases.get(bucket);
      if (lease && lease.expires <= now) lease = undefined;
      if (reply[2] > 0) {
        lease ??= { tokens: 0, shared, expires: now + LEASE_MS };
        lease.tokens += reply[2];
        this.leases.set(bucket, lease);
      }
      if (lease) lease.shared = shared;
      return this.decision(allowed, shared + (lease?.tokens ?? 0), tokens);
    } catch (error) {
      this.unhealthy(error);
      return this.fallback.take(bucket, tokens);
    }
  }

  private decision(allowed: boolean, left: number, tokens: number): RateDecision {
    return {
      allowed,
      limit: this.settings.burst,
      remaining: Math.floor(left),
      resetMs: Math.ceil(((this.settings.burst - left) * 1000) / this.settings.perSecond),
      retryAfterMs: allowed ? 0 : Math.ceil(((tokens - left) * 1000) / this.settings.perSecond),
    };
  }

  /** Forgets expired leases, at most once per LEASE_MS. */
  private sweepLeases(now: number): void {
    if (now - this.lastSweep < LEASE_MS) return;
    this.lastSweep = now;
    for (const [bucket, lease] of this.leases) if (lease.expires <= now) this.leases.delete(bucket);
  }

  private unhealthy(error: unknown): void {
    if (!this.healthy) return;
    this.healthy = false;
    this.logger({ level: 'warn', msg: 'redis unavailable: rate limits are counted per replica until it answers', error: error instanceof Error ? error.message : String(error) });
  }

  private recovered(): void {
    if (this.healthy) return;
    this.healthy = true;
    this.logger({ level: 'info', msg: 'redis connected: rate limits are shared by every replica' });
  }

  describe(): string {
    return this.healthy ? 'redis' : 'redis unreachable: per replica';
  }

  async close(): Promise<void> {
    await this.client.close().catch(() => {});
  }
}
