import { z } from 'zod';
import { CONTACT_VISIBILITIES, PHOTO_VISIBILITIES } from './privacy-values';

/**
 * A member's privacy choices (api-contract "Privacy"): `GET /api/v1/privacy` answers them,
 * `PUT /api/v1/privacy` replaces them and answers the result. `paused_until`: the profile is left
 * out of listings, matches and search until then (null: not paused).
 */
export const privacySettingsSchema = z.object({
  photos: z.enum(PHOTO_VISIBILITIES),
  contacts: z.enum(CONTACT_VISIBILITIES),
  paused_until: z.string().nullable(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** The PUT body: every choice, `paused_until` an ISO time with its offset (the server checks it is ahead, within MAX_PAUSE_DAYS). */
export const privacyInputSchema = z.object({
  photos: z.enum(PHOTO_VISIBILITIES),
  contacts: z.enum(CONTACT_VISIBILITIES),
  paused_until: z
    .string()
    .datetime({ offset: true, message: 'Give a date and time, e.g. 2027-01-31T18:00:00Z' })
    .nullable(),
});
export type PrivacyInput = z.infer<typeof privacyInputSchema>;
