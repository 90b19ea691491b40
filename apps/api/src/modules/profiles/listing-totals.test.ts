import { describe, expect, it } from 'vitest';
import { ListingTotals } from './listing-totals';

describe('ListingTotals', () => {
  it('counts a key once for concurrent callers and reuses the total until it expires', async () => {
    let now = 1_000;
    const totals = new ListingTotals(30_000, 10, () => now);
    let counts = 0;
    const count = async () => {
      counts += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 4_321;
    };
    const [a, b] = await Promise.all([totals.get('k', count), totals.get('k', count)]);
    expect([a, b, counts]).toEqual([4_321, 4_321, 1]);
    expect(totals.fresh('k')).toBe(4_321);
    now += 30_001;
    expect(totals.fresh('k')).toBeUndefined();
    await totals.get('k', count);
    expect(counts).toBe(2);
  });

  it('forgets a failed count, and the oldest totals when full', async () => {
    const totals = new ListingTotals(30_000, 2);
    await expect(totals.get('bad', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(totals.fresh('bad')).toBeUndefined();
    for (const key of ['a', 'b', 'c']) await totals.get(key, async () => 1);
    expect(totals.fresh('a')).toBeUndefined();
    expect(totals.fresh('c')).toBe(1);
  });
});
