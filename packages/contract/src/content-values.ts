// Public content's fixed values and limits, without zod: the web app imports these (see values.ts).

export const BLOG_STATUSES = ['published', 'draft'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_TITLE_MAX = 160;
export const BLOG_SUMMARY_MAX = 400;
export const BLOG_MARKDOWN_MAX = 50_000;
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const LEGAL_MARKDOWN_MAX = 100_000;

export const AB_TEXT_MAX = 60;

export const AD_STATUSES = ['active', 'delayed', 'inactive'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];
export const AD_TITLE_MAX = 120;
export const AD_DESCRIPTION_MAX = 1000;
export const AD_ADVERTISER_MAX = 200;
/** Whole rupees. */
export const AD_PRICE_MAX = 10_000_000;
export const AD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Where a counted visit (POST /api/v1/score/up) came from. */
export const SCORE_UP_CONTEXTS = ['shared_link', 'public_view', 'listing'] as const;
