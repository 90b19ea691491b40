import {
  BLOG_MARKDOWN_MAX,
  BLOG_STATUSES,
  BLOG_SUMMARY_MAX,
  BLOG_TITLE_MAX,
  blogSchema,
  blogSummarySchema,
  staffBlogSchema,
  staffBlogSummarySchema,
} from '@jodi/contract';
import { z } from 'zod';
import { fixedText } from '../../i18n/error-messages';
import { listMetaSchema, pageQuery } from '../../lib/pagination';

export const blogIdParams = z.object({ id: z.string().max(200) });
export const blogPageQuery = pageQuery({ defaultLimit: 20, maxLimit: 50 });

export const blogListResponse = z.object({ data: z.array(blogSummarySchema), meta: listMetaSchema });
export const blogResponse = z.object({ data: blogSchema });
export const staffBlogListResponse = z.object({
  data: z.array(staffBlogSummarySchema),
  meta: listMetaSchema,
});
export const staffBlogResponse = z.object({ data: staffBlogSchema });
export const deletedResponse = z.object({ data: z.object({ id: z.string() }) });

const requiredText = (field: 'title' | 'summary' | 'content', max: number) =>
  z
    .string()
    .trim()
    .min(1, fixedText('blogFieldRequired', { field }))
    .max(max, fixedText('blogFieldTooLong', { field, max }));

const removeImage = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * PUT /api/v1/admin/blogs/{id}: the text fields of the staff's blog form (multipart; the cover is
 * the file field `image`); only the fields sent change. `remove_image: 'true'` removes the cover
 * (ignored when a new one is sent).
 */
export const blogUpdateFormSchema = z.object({
  title: requiredText('title', BLOG_TITLE_MAX).optional(),
  summary: requiredText('summary', BLOG_SUMMARY_MAX).optional(),
  markdown: requiredText('content', BLOG_MARKDOWN_MAX).optional(),
  status: z.enum(BLOG_STATUSES).optional(),
  remove_image: removeImage.optional(),
});
export type BlogUpdateForm = z.infer<typeof blogUpdateFormSchema>;

/** POST /api/v1/admin/blogs: title, summary and markdown are required; a new post is a draft unless told. */
export const blogCreateFormSchema = blogUpdateFormSchema.extend({
  title: requiredText('title', BLOG_TITLE_MAX),
  summary: requiredText('summary', BLOG_SUMMARY_MAX),
  markdown: requiredText('content', BLOG_MARKDOWN_MAX),
  status: z.enum(BLOG_STATUSES).default('draft'),
});
export type BlogCreateForm = z.infer<typeof blogCreateFormSchema>;

/** The multipart field of the cover image. */
export const BLOG_IMAGE_FIELD = 'image';
/** Room for BLOG_MARKDOWN_MAX characters of Devanagari (three bytes each in UTF-8). */
export const BLOG_FIELD_MAX_BYTES = BLOG_MARKDOWN_MAX * 3 + 1024;
