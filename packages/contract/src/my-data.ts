import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from './privacy-values';

/**
 * "Download my data" (decision 17, api-contract "Privacy"): `POST /api/v1/my-data` starts an export
 * (202), `GET /api/v1/my-data` answers its state and, once ready, a signed link that expires.
 */

export const dataExportSchema = z.object({
  status: z.enum(DATA_EXPORT_STATUSES),
  /** Only when ready: the archive, through a link that works without signing in until `expires_at`. */
  url: z.string().optional(),
  expires_at: z.string().optional(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
