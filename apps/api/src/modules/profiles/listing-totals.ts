/**
 * Listing totals ("Showing 24 of N profiles"). Counting every match on every request costs time in
 * proportion to the community (tens of thousands of rows at 100,000 profiles), so:
 * - up to `EXACT_TOTAL_UP_TO` matches the total is counted with the page, exactly, every time (the
 *   count stops after the cap, so it never reads more than that many matching rows);
 * - above it, the total of the same filters (without the viewer's own blocks) is counted once and
 *   reused for `ttlMs`, shared by every viewer. Such a total can be up to that old and off by the
 *   viewer's blocked profiles, which nobody can tell in hundreds (docs/decisions/0012).
 */
export const EXACT_TOTAL_UP_TO = 200;

interface Entry {
  total: number;
  expiresAt: number;
}

export class ListingTotals {
  private readonly entries = new Map<string, Entry>();
  private readonly counting = new Map<string, Promise<number>>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A fresh total for the filters, if one was counted recently. */
  fresh(key: string): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.total;
    this.entries.delete(key);
    return undefined;
  }

  /** The fresh total, or `count()` run once however many requests ask for it at the same time. */
  async get(key: string, count: () => Promise<number>): Promise<number> {
    const known = this.fresh(key);
    if (known !== undefined) return known;
    let running = this.counting.get(key);
    if (!running) {
      running = count().finally(() => this.counting.delete(key));
      this.counting.set(key, running);
      running.then((total) => this.remember(key, total)).catch(() => {});
    }
    return running;
  }

  /** Drops a remembered total (its owner changed what it counts). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Remembers a total known exactly without counting (a last page: offset + its rows). */
  remember(key: string, total: number): void {
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (insertion order); a full map is rare, so dropping one in ten is enough.
      let drop = Math.ceil(this.maxEntries / 10);
      for (const stale of this.entries.keys()) {
        this.entries.delete(stale);
        if (--drop === 0) break;
      }
    }
    this.entries.set(key, { total, expiresAt: this.now() + this.ttlMs });
  }
}
