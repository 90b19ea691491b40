import type { RateLimitStore } from '../adapters/rate-limit-store';
import { tooManyRequests } from '../errors';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Counts one attempt against every key; throws 429 with Retry-After when any is over its limit. */
export async function enforceRateLimit(store: RateLimitStore, keys: string[], limit: Limit): Promise<void> {
  const hits = await Promise.all(keys.map((key) => store.hit(key, limit.windowSeconds)));
  const over = hits.filter((h) => h.count > limit.max);
  if (over.length > 0) throw tooManyRequests(Math.max(...over.map((h) => h.resetInSeconds)));
}

/**
 * Counts one attempt against each key in turn and stops at the first one over its limit (429 with
 * Retry-After): an attempt refused by an earlier, narrower key is not counted by the later ones.
 */
export async function enforceRateLimitsInTurn(
  store: RateLimitStore,
  checks: readonly { key: string; limit: Limit }[],
): Promise<void> {
  for (const { key, limit } of checks) {
    const hit = await store.hit(key, limit.windowSeconds);
    if (hit.count > limit.max) throw tooManyRequests(hit.resetInSeconds);
  }
}
