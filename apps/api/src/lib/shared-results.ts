interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * Answers computed once and shared by every request that asks for the same key within `ttlMs`:
 * concurrent callers of a key wait for one load, a failed load is not kept, and when full the
 * oldest tenth is dropped. `forgetAll` is for a change that makes every kept answer stale: loads
 * already running still answer their callers but are not kept, and later callers load again.
 */
export class SharedResults<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept answer for `key`, if it is still fresh. */
  fresh(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The fresh answer, or `load()` run once however many requests ask for it at the same time. */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const known = this.fresh(key);
    if (known !== undefined) return known;
    let running = this.loading.get(key);
    if (!running) {
      const generation = this.generation;
      running = load();
      this.loading.set(key, running);
      const settled = () => {
        if (this.loading.get(key) === running) this.loading.delete(key);
      };
      running.then((value) => {
        settled();
        if (generation === this.generation) this.remember(key, value);
      }, settled);
    }
    return running;
  }

  /** Drops one kept answer (its owner changed what it answers). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every kept answer, and keeps none of the loads already running. */
  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  /** Keeps an answer known without loading it (a last page's total: offset + its rows). */
  remember(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      // Oldest first (insertion order); a full map is rare, so dropping one in ten is enough.
      let drop = Math.ceil(this.maxEntries / 10);
      for (const stale of this.entries.keys()) {
        this.entries.delete(stale);
        if (--drop === 0) break;
      }
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }
}
