import { createClient } from '@redis/client';

type Client = ReturnType<typeof connectClient>;
import type { Logger } from '../log.js';
import type { RateDecision, RateLimiter, RateLimitSettings } from './limiter.js';
import { MemoryRateLimiter } from './memory.js';

/*
 * The same token bucket in Redis, so that every replica draws from one bucket per client. One script call per
 * take: it reads the bucket, refills it by the time elapsed (Redis's own clock, the same for every replica), takes
 * the tokens if they are there and writes it back, atomically. Keys expire once their bucket would be full again.
 * When Redis does not answer within COMMAND_TIMEOUT_MS, this replica falls back to its own in-memory buckets (limits
 * still hold, per replica) and says so in the log and in /readyz, until Redis answers again.
 */
const TAKE = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = burst
if stored[1] then
  tokens = math.min(burst, tonumber(stored[1]) + math.max(0, now - tonumber(stored[2])) * rate / 1000)
end
local allowed = 0
if tokens >= cost then
  tokens = tokens - cost
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) * 1000 / rate) + 1000)
return { allowed, tostring(tokens) }
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
    try {
      const reply = (await this.client
        .withCommandOptions({ timeout: COMMAND_TIMEOUT_MS })
        .eval(TAKE, { keys: [KEY_PREFIX + bucket], arguments: [String(this.settings.perSecond), String(this.settings.burst), String(tokens)] })) as [number, string];
      const left = Number(reply[1]);
      const allowed = reply[0] === 1;
      return {
        allowed,
        limit: this.settings.burst,
        remaining: Math.floor(left),
        resetMs: Math.ceil(((this.settings.burst - left) * 1000) / this.settings.perSecond),
        retryAfterMs: allowed ? 0 : Math.ceil(((tokens - left) * 1000) / this.settings.perSecond),
      };
    } catch (error) {
      this.unhealthy(error);
      return this.fallback.take(bucket, tokens);
    }
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
