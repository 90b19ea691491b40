import { z } from 'zod';

/** Why a member reports another profile; `other` asks for details. */
export const REPORT_REASONS = [
  'fake_profile',
  'inappropriate_content',
  'harassment',
  'asking_for_money',
  'already_married',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake_profile: 'Fake profile or photos',
  inappropriate_content: 'Inappropriate photos or text',
  harassment: 'Harassment or abusive messages',
  asking_for_money: 'Asking for money',
  already_married: 'Already married or engaged',
  other: 'Something else',
};

export const INTEREST_TYPES = ['sent', 'received', 'matched'] as const;
export type InterestType = (typeof INTEREST_TYPES)[number];
export const INTEREST_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** The short profile shown on interest and request cards (spec 3 Interest.to_profile). */
export const miniProfileSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  pics: z.array(z.object({ url: z.string() })),
  primary_profile_pic: z.string().nullable(),
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
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
