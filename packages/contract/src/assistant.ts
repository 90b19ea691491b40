/** The AI helper (spec 2 "Profile view", 7 "Live socket"): constants both sides share; no zod here. */

/** Why the helper did not answer about the profile (BotAnswer.code). */
export const BOT_REFUSAL_CODES = [
  'PLAN_UPGRADE_REQUIRED',
  'RATE_LIMITED',
  'NOT_FOUND',
  'UNAVAILABLE',
] as const;
export type BotRefusalCode = (typeof BOT_REFUSAL_CODES)[number];
