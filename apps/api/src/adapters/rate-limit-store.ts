import type { Redis } from 'ioredis';

export interface RateLimitHit {
  count: number;
  /** Seconds until the window of this key ends. */
  resetInSeconds: number;
}

/** Counts hits per key in fixed windows. Shared across processes when backed by Redis. */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<RateLimitHit>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  async hit(key: string, windowSeconds: number): Promise<RateLimitHit> {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.endsAt <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      entry = { count: 0, endsAt: now + windowSeconds * 1000 };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInSeconds: Math.ceil((entry.endsAt - now) / 1000) };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.endsAt <= now) this.windows.delete(key);
  }
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
return { count, ttl }`;

/**
 * Redis-backed counters so every API process sees the same limits. While Redis is unreachable
 * the in-process store answers, so a Redis restart degrades limits to per-process instead of
 * failing sign-in for everyone.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly fallback = new MemoryRateLimitStore();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowSeconds: number): Promise<RateLimitHit> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowSeconds)) as [
        number,
        number,
      ];
      return { count, resetInSeconds: ttl > 0 ? ttl : windowSeconds };
    } catch {
      return this.fallback.hit(key, windowSeconds);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    await this.redis.del(this.prefix + key).catch(() => {});
  }
}
