/** How long an item waits to be written with the others of that moment. */
export const WRITE_BEHIND_MS = 250;
/** A batch never grows past this many items (a burst is written at once). */
const MAX_BATCH = 500;

export interface WriteBehindOptions<T> {
  /** Writes one batch in one statement. */
  write(batch: T[]): Promise<void>;
  /** Items with the same key are one row: the batch keeps one of them. */
  keyOf(item: T): string;
  /** Whether `item` replaces the pending `known` of its key (default: the first is kept). */
  replaces?(known: T, item: T): boolean;
  /** Called when a batch could not be written; say only counts (the rows name members). */
  failed(err: unknown, count: number): void;
}

/**
 * Rows written behind the request (decision 24): an item is kept in memory for at most
 * `WRITE_BEHIND_MS` and written with the others of that moment in one statement, so a read is not
 * also a write and a commit of its own. Pending items are written by `flush` (before this process
 * reads them back, and when the server closes); a process that crashes loses at most that moment's.
 */
export class WriteBehind<T> {
  private pending = new Map<string, T>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly options: WriteBehindOptions<T>) {}

  record(item: T): void {
    const key = this.options.keyOf(item);
    const known = this.pending.get(key);
    if (known === undefined || this.options.replaces?.(known, item)) this.pending.set(key, item);
    if (this.pending.size >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), WRITE_BEHIND_MS).unref();
  }

  /** Writes every pending item; resolves once they (and any write under way) are stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return this.writing;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(() =>
      this.options.write(batch).catch((err: unknown) => this.options.failed(err, batch.length)),
    );
    return this.writing;
  }
}
