// The social module's fixed values, without zod: the web app imports these (see values.ts).

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

/** What a chat message between members who have not matched may be flagged for (decision 17). */
export const MESSAGE_SAFETY_CONCERNS = ['money', 'off_platform'] as const;
export type MessageSafetyConcern = (typeof MESSAGE_SAFETY_CONCERNS)[number];

/** A profile with open reports from this many different members is held for staff review (unlisted). */
export const REPORTS_TO_HOLD = 3;
