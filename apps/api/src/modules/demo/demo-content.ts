import type { Storage } from '../../adapters/storage';
import type { ads, blogPosts } from '../../db/schema';
import { renderMarkdown } from '../../lib/markdown';
import { storePublicImage } from '../media/public-image';
import { renderCover } from './demo-covers';
import { DEMO_AD, DEMO_POSTS } from './demo-posts';

const DAY_MS = 86_400_000;

export interface DemoContent {
  posts: (typeof blogPosts.$inferInsert)[];
  ad: typeof ads.$inferInsert;
  /** The cover files stored, to remove again if the seed fails. */
  keys: string[];
}

/** The demo blog posts and ad as rows, their covers drawn and stored as staff uploads would be. */
export async function prepareDemoContent(
  storage: Storage,
  staffUserId: string,
  today: Date,
): Promise<DemoContent> {
  const keys: string[] = [];
  const store = async (cover: Parameters<typeof renderCover>[0], folder: 'blog' | 'ads') => {
    const key = await storePublicImage(storage, await renderCover(cover), folder);
    keys.push(key);
    return key;
  };
  try {
    const posts = [];
    for (const post of DEMO_POSTS) {
      const publishedAt = new Date(today.getTime() - post.daysAgo * DAY_MS);
      posts.push({
        title: post.title,
        summary: post.summary,
        markdown: post.markdown,
        contentHtml: renderMarkdown(post.markdown),
        imageKey: await store(post.cover, 'blog'),
        status: 'published' as const,
        publishedAt,
        createdBy: staffUserId,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    }
    const { cover, ...ad } = DEMO_AD;
    return { posts, ad: { ...ad, imageKey: await store(cover, 'ads') }, keys };
  } catch (err) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
    throw err;
  }
}
