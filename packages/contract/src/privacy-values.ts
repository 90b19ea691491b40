// Privacy constants without zod (the web imports these through values.ts).

/** The states of a member's data archive (GET /api/v1/my-data). */
export const DATA_EXPORT_STATUSES = ['none', 'preparing', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** Exports a member may start in a day. */
export const DATA_EXPORTS_PER_DAY = 3;
/** How long a ready archive (and its link) is kept. */
export const DATA_EXPORT_TTL_HOURS = 24;

/**
 * Who sees a member's photos clearly (GET/PUT /api/v1/privacy `photos`): visitors too, signed-in
 * members (the default), or only members the profile has accepted (an accepted interest or chat
 * request, either way). Everyone else gets a blurred, low-resolution copy.
 */
export const PHOTO_VISIBILITIES = ['everyone', 'members', 'accepted'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];
export const DEFAULT_PHOTO_VISIBILITY: PhotoVisibility = 'members';

/** Who reads a member's contact details: as the plan rules allow (spec 6), or on top of them only after acceptance. */
export const CONTACT_VISIBILITIES = ['plan', 'accepted'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];
export const DEFAULT_CONTACT_VISIBILITY: ContactVisibility = 'plan';

/** The longest pause a member may pick at once (they may pause again, or turn the profile back on any time). */
export const MAX_PAUSE_DAYS = 365;
