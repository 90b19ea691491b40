import { z } from 'zod';

/**
 * "Download my data" (issue 20, api-contract "Privacy"): `POST /api/v1/my-data` starts an export
 * (202), `GET /api/v1/my-data` answers its state and, once ready, a signed link that expires.
 */
export const DATA_EXPORT_STATUSES = ['none', 'preparing', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const dataExportSchema = z.object({
  status: z.enum(DATA_EXPORT_STATUSES),
  /** Only when ready: the archive, through a link that works without signing in until `expires_at`. */
  url: z.string().optional(),
  expires_at: z.string().optional(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** Exports a member may start in a day. */
export const DATA_EXPORTS_PER_DAY = 3;
/** How long a ready archive (and its link) is kept. */
export const DATA_EXPORT_TTL_HOURS = 24;
