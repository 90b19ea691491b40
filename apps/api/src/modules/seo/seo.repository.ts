import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { blogPosts } from '../../db/schema';

/** The sitemap lists at most this many posts (the sitemap protocol allows 50 000 URLs per file). */
const SITEMAP_POSTS_MAX = 5000;

/** What search engines are told about published blog posts; drafts never. */
export class SeoRepository {
  async publishedPosts(db: Database): Promise<{ id: string; updatedAt: Date }[]> {
    return db
      .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.status, 'published'))
      .orderBy(desc(blogPosts.publishedAt))
      .limit(SITEMAP_POSTS_MAX);
  }

  async publishedPost(
    db: Database,
    id: string,
  ): Promise<{ title: string; summary: string; imageKey: string | null } | null> {
    const [row] = await db
      .select({ title: blogPosts.title, summary: blogPosts.summary, imageKey: blogPosts.imageKey })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.status, 'published')))
      .limit(1);
    return row ?? null;
  }
}
