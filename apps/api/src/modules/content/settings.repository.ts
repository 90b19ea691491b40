import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { settings } from '../../db/schema';

export interface Setting {
  value: string;
  updatedAt: Date;
}

/** The `settings` key/value table: small texts the server keeps (A/B texts, the terms, salts). */
export class SettingsRepository {
  async get(db: Database, key: string): Promise<Setting | undefined> {
    const [row] = await db
      .select({ value: settings.value, updatedAt: settings.updatedAt })
      .from(settings)
      .where(eq(settings.key, key));
    return row;
  }

  async set(db: Database, key: string, value: string): Promise<void> {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  }

  async delete(db: Database, keys: string[]): Promise<void> {
    await db.delete(settings).where(inArray(settings.key, keys));
  }

  /** The value of `key`, written as `initial` first when it is missing (the first writer wins). */
  async getOrCreate(db: Database, key: string, initial: string): Promise<string> {
    await db.insert(settings).values({ key, value: initial }).onConflictDoNothing();
    return (await this.get(db, key))!.value;
  }

  /** Locks `key` for a read-modify-write, creating it as `initial` when it is missing. */
  async lockOrCreate(db: Database, key: string, initial: string): Promise<string> {
    await db.insert(settings).values({ key, value: initial }).onConflictDoNothing();
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, key))
      .for('update');
    return row!.value;
  }

  /** Deletes the keys starting with `prefix` that sort before `key` (the salts of earlier days). */
  async deleteBefore(db: Database, prefix: string, key: string): Promise<void> {
    await db.delete(settings).where(and(like(settings.key, `${prefix}%`), lt(settings.key, key)));
  }
}
