import { z } from 'zod';

/**
 * The member's video introduction, served with HTTP range support at `url`, and a JPEG of one of
 * its frames at `poster_url` (null for a video stored before posters were made).
 */
export const videoIntroSchema = z.object({
  url: z.string(),
  mime: z.enum(['video/mp4', 'video/webm', 'video/quicktime']),
  size: z.number(),
  poster_url: z.string().nullable(),
});
export type VideoIntro = z.infer<typeof videoIntroSchema>;

export const videoIntroResponse = z.object({ data: videoIntroSchema.nullable() });

/** Spec 9: the single video introduction is deleted by the fixed id 1. */
export const videoIdParams = z.object({ id: z.string().max(100) });
