import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { bookmarks, profiles } from '../../db/schema';
import { knowableBy } from '../../policies/profile-visibility';
import { type MiniProfileRow, miniProfileFields } from './mini-profile';
import type { PageQuery } from './social.schema';

export interface BookmarkRow {
  id: string;
  to: string;
  createdAt: Date;
  profile: MiniProfileRow;
}

const saved = alias(profiles, 'saved');

const itemFields = {
  id: bookmarks.id,
  to: bookmarks.toProfileId,
  createdAt: bookmarks.createdAt,
  profile: miniProfileFields(saved),
};

const NEWEST_FIRST = [sql`${bookmarks.createdAt} DESC`, sql`${bookmarks.id} DESC`];

export class BookmarksRepository {
  /** One page of the caller's bookmarks of profiles they may still see, and the total. */
  async page(db: Database, me: string, page: PageQuery): Promise<{ rows: BookmarkRow[]; total: number }> {
    const where = and(eq(bookmarks.fromProfileId, me), knowableBy(me, saved));
    const [rows, totals] = await Promise.all([
      db
        .select(itemFields)
        .from(bookmarks)
        .innerJoin(saved, eq(saved.id, bookmarks.toProfileId))
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ total: count() })
        .from(bookmarks)
        .innerJoin(saved, eq(saved.id, bookmarks.toProfileId))
        .where(where),
    ]);
    return { rows, total: Number(totals[0]?.total ?? 0) };
  }

  async item(db: Database, id: string): Promise<BookmarkRow | null> {
    const [row] = await db
      .select(itemFields)
      .from(bookmarks)
      .innerJoin(saved, eq(saved.id, bookmarks.toProfileId))
      .where(eq(bookmarks.id, id))
      .limit(1);
    return row ?? null;
  }

  /** The bookmark of `to` by `me`, made now unless it existed. */
  async insertIfAbsent(db: Database, me: string, to: string): Promise<{ id: string; created: boolean }> {
    const [made] = await db
      .insert(bookmarks)
      .values({ fromProfileId: me, toProfileId: to })
      .onConflictDoNothing()
      .returning({ id: bookmarks.id });
    if (made) return { id: made.id, created: true };
    const [existing] = await db
      .select({ id: bookmarks.id })
      .from(bookmarks)
      .where(and(eq(bookmarks.fromProfileId, me), eq(bookmarks.toProfileId, to)))
      .limit(1);
    if (!existing) throw new Error('bookmark vanished while adding it');
    return { id: existing.id, created: false };
  }

  /** Deletes the caller's bookmark named by its own id or by the bookmarked profile's id. */
  async deleteOwn(db: Database, me: string, id: string): Promise<string | null> {
    const [row] = await db
      .delete(bookmarks)
      .where(and(eq(bookmarks.fromProfileId, me), or(eq(bookmarks.id, id), eq(bookmarks.toProfileId, id))))
      .returning({ id: bookmarks.id });
    return row?.id ?? null;
  }

  /** Removes the bookmarks between two profiles, both ways (a block). */
  async deletePair(db: Database, a: string, b: string): Promise<void> {
    await db.delete(bookmarks).where(pair(a, b));
  }
}

const pair = (a: string, b: string): SQL =>
  or(
    and(eq(bookmarks.fromProfileId, a), eq(bookmarks.toProfileId, b)),
    and(eq(bookmarks.fromProfileId, b), eq(bookmarks.toProfileId, a)),
  )!;
