import { z } from 'zod';
import { BLOG_STATUSES, SCORE_UP_CONTEXTS } from './content-values';
import { adSchema } from './socket';

/**
 * Public content and outreach (spec 1, 2, 3 "Blog"/"Ad", 7 "Other"): blog, features, legal text,
 * A/B texts, ads, advert leads, score-up events and the contact finder. Wire shapes shared by the
 * API and the web app.
 */

/** A blog post as a list shows it (GET /api/v1/blogs: `{ data: BlogSummary[] }`, newest first). */
export const blogSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Public URL of the cover image, or null. */
  image: z.string().nullable(),
  summary: z.string(),
  published_at: z.string(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/**
 * A whole post (GET /api/v1/blog/{id}): `content` is HTML rendered on the server from the staff's
 * Markdown and sanitised there (a closed list of tags and attributes, no scripts, no inline
 * styles, links rel="noopener nofollow"); `markdown` is the source, for staff editing.
 */
export const blogSchema = blogSummarySchema.extend({
  content: z.string(),
  markdown: z.string(),
  updated_at: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

/**
 * A post as staff list it (GET /api/v1/admin/blogs, drafts too): `published_at` is null until the
 * post is first published.
 */
export const staffBlogSummarySchema = blogSummarySchema.extend({
  status: z.enum(BLOG_STATUSES),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type StaffBlogSummary = z.infer<typeof staffBlogSummarySchema>;

/** A whole post as staff edit it (GET/POST/PUT /api/v1/admin/blogs...). */
export const staffBlogSchema = blogSchema.extend({
  status: z.enum(BLOG_STATUSES),
  published_at: z.string().nullable(),
});
export type StaffBlog = z.infer<typeof staffBlogSchema>;

/** One block of the features page (GET /api/v1/features: `{ data: Feature[] }`), shown alternating. */
export const featureSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** A public image URL (an SVG illustration shipped with the app by default). */
  image: z.string(),
});
export type Feature = z.infer<typeof featureSchema>;

/** GET /api/v1/legal: the terms and conditions; `content` is sanitised HTML like a blog post's. */
export const legalSchema = z.object({ title: z.string(), content: z.string(), updated_at: z.string() });
export type Legal = z.infer<typeof legalSchema>;

/**
 * GET /api/v1/admin/legal: the terms' Markdown for editing (PUT /api/v1/admin/legal `{ markdown }`);
 * `is_default` while staff have not written their own and the built-in text is shown.
 */
export const staffLegalSchema = z.object({
  markdown: z.string(),
  is_default: z.boolean(),
  updated_at: z.string(),
});
export type StaffLegal = z.infer<typeof staffLegalSchema>;

/** GET /api/v2/ab: `{ data: { [key]: text } }`; staff set them with PUT /api/v1/admin/ab `{ texts }`. */
export const abTextsSchema = z.record(z.string(), z.string());
export type AbTexts = z.infer<typeof abTextsSchema>;

/** An ad as staff manage it: the spec's Ad plus its id and when it was made. */
export const staffAdSchema = adSchema.extend({ id: z.string(), created_at: z.string() });
export type StaffAd = z.infer<typeof staffAdSchema>;

/** POST /api/v1/leads `{ lead }`: a business asking to publish an advert (members only). */
export const leadInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  business: z.string().trim().max(120).optional(),
  email: z.email('Enter a valid e-mail').max(200),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number'),
  message: z.string().trim().max(2000).optional(),
});
export type LeadInput = z.infer<typeof leadInputSchema>;

export const leadSchema = leadInputSchema.extend({
  id: z.string(),
  business: z.string().nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** POST /api/v1/score/up (no token): a visit to profile `to`, e.g. from a shared link. */
export const scoreUpSchema = z.object({
  to: z.string().max(200),
  context: z.enum(SCORE_UP_CONTEXTS),
});
export type ScoreUp = z.infer<typeof scoreUpSchema>;
/** The answer to a score-up: false when this visitor was already counted today, or is the owner. */
export const scoreUpResultSchema = z.object({ counted: z.boolean() });
export type ScoreUpResult = z.infer<typeof scoreUpResultSchema>;

/** A contact the finder matched with a Jodi profile (POST /api/v1/google/people). */
export const foundContactSchema = z.object({
  name: z.string().nullable(),
  profile_id: z.string(),
});
export type FoundContact = z.infer<typeof foundContactSchema>;

/** POST /api/v1/google/people: the Google OAuth access token (scope contacts.readonly); never stored. */
export const contactFinderInputSchema = z.object({ access_token: z.string().trim().min(1).max(4096) });
export type ContactFinderInput = z.infer<typeof contactFinderInputSchema>;
