// Privacy constants without zod (the web imports these through values.ts).

/** The states of a member's data archive (GET /api/v1/my-data). */
export const DATA_EXPORT_STATUSES = ['none', 'preparing', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** Exports a member may start in a day. */
export const DATA_EXPORTS_PER_DAY = 3;
/** How long a ready archive (and its link) is kept. */
export const DATA_EXPORT_TTL_HOURS = 24;
