import type { Blog, BlogSummary, StaffBlog, StaffBlogSummary } from '@jodi/contract';
import { publicMediaUrl } from '../../lib/media-url';
import type { BlogRow } from './blog.repository';

/** A post in a public list; only published posts (which have a publication time) come here. */
export function presentSummary(row: BlogRow): BlogSummary {
  return {
    id: row.id,
    title: row.title,
    image: publicMediaUrl(row.imageKey),
    summary: row.summary,
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

export function presentBlog(row: BlogRow): Blog {
  return {
    ...presentSummary(row),
    content: row.contentHtml,
    markdown: row.markdown,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentStaffSummary(row: BlogRow): StaffBlogSummary {
  return {
    ...presentSummary(row),
    status: row.status,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentStaffBlog(row: BlogRow): StaffBlog {
  return { ...presentBlog(row), status: row.status, published_at: row.publishedAt?.toISOString() ?? null };
}
