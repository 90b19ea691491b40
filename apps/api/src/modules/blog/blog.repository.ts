import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { blogPosts } from '../../db/schema';
import type { Page } from '../../lib/pagination';

export type BlogRow = typeof blogPosts.$inferSelect;
export type NewBlogRow = typeof blogPosts.$inferInsert;
export type BlogChanges = Partial<Omit<NewBlogRow, 'id' | 'createdAt' | 'createdBy'>>;

const isPublished = eq(blogPosts.status, 'published');
/** NULLS LAST, as the (status, published_at DESC) index is built. */
const NEWEST_PUBLISHED = [sql`${blogPosts.publishedAt} DESC NULLS LAST`, desc(blogPosts.id)];

export class BlogRepository {
  async listPublished(db: Database, page: Page): Promise<{ rows: BlogRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(blogPosts)
        .where(isPublished)
        .orderBy(...NEWEST_PUBLISHED)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(blogPosts).where(isPublished),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async findPublished(db: Database, id: string): Promise<BlogRow | undefined> {
    const [row] = await db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), isPublished));
    return row;
  }

  /** Every post, drafts too, the most recently changed first (the staff's list). */
  async listAll(db: Database, page: Page): Promise<{ rows: BlogRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(blogPosts)
        .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(blogPosts),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async findById(db: Database, id: string): Promise<BlogRow | undefined> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    return row;
  }

  /** Locks a post for an edit, so two staff saves apply one after the other. */
  async lockById(db: Database, id: string): Promise<BlogRow | undefined> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    return row;
  }

  async insert(db: Database, row: NewBlogRow): Promise<BlogRow> {
    const [inserted] = await db.insert(blogPosts).values(row).returning();
    return inserted!;
  }

  async update(db: Database, id: string, changes: BlogChanges): Promise<BlogRow> {
    const [updated] = await db
      .update(blogPosts)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning();
    return updated!;
  }

  async delete(db: Database, id: string): Promise<BlogRow | undefined> {
    const [deleted] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    return deleted;
  }
}
