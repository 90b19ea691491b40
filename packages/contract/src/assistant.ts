/** The AI helper (spec 2 "Profile view", 7 "Live socket"): constants both sides share; no zod here. */
import type { ErrorCode } from './errors';

/**
 * The refusals that mean what the API's error code of the same name means (errors.ts): the plan
 * has no AI help, too many questions, no such profile (or one hidden from the asker).
 */
const REFUSALS_AS_ERRORS = [
  'PLAN_UPGRADE_REQUIRED',
  'RATE_LIMITED',
  'PROFILE_NOT_FOUND',
] as const satisfies readonly ErrorCode[];

/**
 * Why the helper did not answer about the profile (BotAnswer.code). `UNAVAILABLE`, the helper's
 * own: it failed mid-answer.
 */
export const BOT_REFUSAL_CODES = [...REFUSALS_AS_ERRORS, 'UNAVAILABLE'] as const;
export type BotRefusalCode = (typeof BOT_REFUSAL_CODES)[number];
