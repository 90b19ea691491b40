import type { Blog, BlogSummary, StaffBlog, StaffBlogSummary } from '@jodi/contract';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { parseUuid } from '../../lib/ids';
import { renderMarkdown } from '../../lib/markdown';
import type { ListMeta, Page } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { writeWithPublicImage } from '../media/public-image';
import type { BlogChanges, BlogRepository, BlogRow } from './blog.repository';
import type { BlogCreateForm, BlogUpdateForm } from './blog.schema';
import { presentBlog, presentStaffBlog, presentStaffSummary, presentSummary } from './blog-presenter';

export interface BlogDeps {
  db: Database;
  repo: BlogRepository;
  storage: Storage;
}

const noSuchPost = () => notFound('BLOG_POST_NOT_FOUND');

/** The changes a form makes; the Markdown is rendered here, once per write (readers get stored HTML). */
function changesOf(form: BlogUpdateForm, current: BlogRow | null, now: Date): BlogChanges {
  const changes: BlogChanges = {};
  if (form.title !== undefined) changes.title = form.title;
  if (form.summary !== undefined) changes.summary = form.summary;
  if (form.markdown !== undefined) {
    changes.markdown = form.markdown;
    changes.contentHtml = renderMarkdown(form.markdown);
  }
  if (form.status !== undefined) {
    changes.status = form.status;
    // First publication sets the date; a later unpublish and republish keeps it.
    if (form.status === 'published' && !current?.publishedAt) changes.publishedAt = now;
  }
  return changes;
}

/** The blog: published posts for everyone, every post for staff. */
export class BlogService {
  constructor(private readonly deps: BlogDeps) {}

  async listPublished(page: Page): Promise<{ data: BlogSummary[]; meta: ListMeta }> {
    const { rows, total } = await this.deps.repo.listPublished(this.deps.db, page);
    return { data: rows.map(presentSummary), meta: { total, ...page } };
  }

  /** A published post; drafts, unknown and malformed ids are all 404. */
  async getPublished(rawId: string): Promise<Blog> {
    const id = parseUuid(rawId);
    const row = id ? await this.deps.repo.findPublished(this.deps.db, id) : undefined;
    if (!row) throw noSuchPost();
    return presentBlog(row);
  }

  async listAll(page: Page): Promise<{ data: StaffBlogSummary[]; meta: ListMeta }> {
    const { rows, total } = await this.deps.repo.listAll(this.deps.db, page);
    return { data: rows.map(presentStaffSummary), meta: { total, ...page } };
  }

  async get(rawId: string): Promise<StaffBlog> {
    const id = parseUuid(rawId);
    const row = id ? await this.deps.repo.findById(this.deps.db, id) : undefined;
    if (!row) throw noSuchPost();
    return presentStaffBlog(row);
  }

  async create(staff: AuthUser, form: BlogCreateForm, image: Buffer | null): Promise<StaffBlog> {
    const { db, repo, storage } = this.deps;
    const changes = changesOf(form, null, new Date());
    return writeWithPublicImage(storage, image, 'blog', async (imageKey) => {
      const row = await repo.insert(db, {
        title: form.title,
        summary: form.summary,
        markdown: form.markdown,
        contentHtml: changes.contentHtml!,
        status: form.status,
        publishedAt: changes.publishedAt ?? null,
        imageKey,
        createdBy: staff.id,
      });
      return { result: presentStaffBlog(row), replacedKey: null };
    });
  }

  async update(rawId: string, form: BlogUpdateForm, image: Buffer | null): Promise<StaffBlog> {
    const { db, repo, storage } = this.deps;
    const id = parseUuid(rawId);
    if (!id) throw noSuchPost();
    return writeWithPublicImage(storage, image, 'blog', (newKey) =>
      db.transaction(async (tx) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw noSuchPost();
        const changes = changesOf(form, current, new Date());
        const dropsImage = newKey !== null || form.remove_image === true;
        if (dropsImage) changes.imageKey = newKey;
        const row = await repo.update(tx, id, changes);
        return { result: presentStaffBlog(row), replacedKey: dropsImage ? current.imageKey : null };
      }),
    );
  }

  /** Deletes a post and its cover. */
  async remove(rawId: string): Promise<{ id: string }> {
    const id = parseUuid(rawId);
    const row = id ? await this.deps.repo.delete(this.deps.db, id) : undefined;
    if (!row) throw noSuchPost();
    if (row.imageKey) await this.deps.storage.delete(row.imageKey).catch(() => {});
    return { id: row.id };
  }
}
