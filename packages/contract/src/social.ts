import { z } from 'zod';
import { GENDERS } from './enums';
import { sentBySchema } from './family';
import { INTEREST_STATUSES } from './social-values';

/** The short profile shown on interest and request cards (spec 3 Interest.to_profile). */
export const miniProfileSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  /** For the words under a blurred photo ('she', 'he'). */
  gender: z.enum(GENDERS).nullable(),
  lastName: z.string().nullable(),
  pics: z.array(z.object({ url: z.string() })),
  primary_profile_pic: z.string().nullable(),
  /** The photos are blurred copies (the member's photo privacy). */
  photos_blurred: z.boolean(),
});
export type MiniProfile = z.infer<typeof miniProfileSchema>;

/**
 * An interest (spec 3): `to` and `to_profile` as the spec names them, plus the sender's side and
 * `profile`, the other person from the caller's point of view (what a card shows).
 */
export const interestSchema = z.object({
  id: z.string(),
  to: z.string(),
  to_profile: miniProfileSchema,
  from: z.string(),
  from_profile: miniProfileSchema,
  profile: miniProfileSchema,
  status: z.enum(INTEREST_STATUSES),
  matched: z.boolean(),
  created_at: z.string(),
  /** A relative who sent it for the sender's profile (decision 33), else null. */
  sent_by: sentBySchema,
});
export type Interest = z.infer<typeof interestSchema>;

export const chatRequestSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  accepted: z.boolean(),
  declined: z.boolean(),
  profile: miniProfileSchema,
  created_at: z.string(),
  /** A relative who sent it for the sender's profile (decision 33), else null. */
  sent_by: sentBySchema,
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
