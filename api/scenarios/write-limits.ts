// Abuse limits on writes (saving and importing scenarios), in memory for this process: per API key, per client
// address, and failed key checks per address (a client guessing keys). Fixed one-minute windows: simple, and enough
// to stop a runaway script; the general per-client rate limits of the API are separate.

export interface WriteLimitSettings {
  /** Writes per key per window. */
  perKey: number;
  /** Writes per client address per window (whatever key it uses). */
  perAddress: number;
  /** Requests with an unknown or revoked key per client address per window. */
  failedKeysPerAddress: number;
  windowMs: number;
  /** Scenarios one owner may hold. */
  scenariosPerOwner: number;
  /** An import costs one write per this many scenarios (rounded up). */
  importScenariosPerWrite: number;
}

export const DEFAULT_WRITE_LIMITS: WriteLimitSettings = {
  perKey: 60,
  perAddress: 120,
  failedKeysPerAddress: 20,
  windowMs: 60_000,
  scenariosPerOwner: 10_000,
  importScenariosPerWrite: 25,
};

export type Refusal = { limit: 'key' | 'address' | 'failedKeys'; retryAfterSeconds: number };

export class WriteLimiter {
  readonly settings: WriteLimitSettings;
  private windows = new Map<string, { start: number; used: number }>();

  constructor(settings: Partial<WriteLimitSettings> = {}, private readonly now: () => number = Date.now) {
    this.settings = { ...DEFAULT_WRITE_LIMITS, ...settings };
  }

  /** Counts `cost` writes by this key from this address; a refusal counts nothing. */
  write(keyId: string, address: string, cost = 1): Refusal | null {
    const byKey = this.check(`key:${keyId}`, this.settings.perKey, cost, 'key');
    const byAddress = this.check(`address:${address}`, this.settings.perAddress, cost, 'address');
    const refusal = byKey.refusal ?? byAddress.refusal;
    if (refusal) return refusal;
    byKey.commit();
    byAddress.commit();
    return null;
  }

  /** Counts a request whose key was unknown or revoked; refuses once the address has had too many. */
  failedKey(address: string): Refusal | null {
    const check = this.check(`failed:${address}`, this.settings.failedKeysPerAddress, 1, 'failedKeys');
    check.commit();
    return check.refusal;
  }

  private check(id: string, limit: number, cost: number, kind: Refusal['limit']): { refusal: Refusal | null; commit(): void } {
    const now = this.now();
    let window = this.windows.get(id);
    if (!window || now - window.start >= this.settings.windowMs) {
      if (this.windows.size > 50_000) this.prune(now);
      window = { start: now, used: 0 };
      this.windows.set(id, window);
    }
    const current = window;
    const refusal = current.used + cost > limit ? { limit: kind, retryAfterSeconds: Math.max(1, Math.ceil((current.start + this.settings.windowMs - now) / 1000)) } : null;
    return { refusal, commit: () => void (current.used += cost) };
  }

  private prune(now: number): void {
    for (const [id, window] of this.windows) if (now - window.start >= this.settings.windowMs) this.windows.delete(id);
  }
}
