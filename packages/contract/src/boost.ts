import { z } from 'zod';

/**
 * GET/POST /api/v1/boost (decision 32): when the member's boost
 * runs until (null when none runs) and how many are left in the plan's current month; what the
 * running or last boost did besides.
 */
export const boostStatusSchema = z.object({
  /** The end of the running boost; null when none runs. */
  boosted_until: z.string().nullable(),
  /** Boosts left in the plan's current 30-day month. */
  left: z.number().int(),
  /** When the running boost, else the last one, started; null when the member never boosted. */
  started_at: z.string().nullable(),
  /** Members who saw the profile in a boosted place during that boost. */
  seen_by: z.number().int(),
});
export type BoostStatus = z.infer<typeof boostStatusSchema>;
