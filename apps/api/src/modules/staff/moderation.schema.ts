import { groupProfileSchema, staffReportPageSchema, staffReportSchema } from '@jodi/contract';
import { z } from 'zod';

export const reportsQuery = z.object({
  status: z.enum(['open', 'dismissed', 'actioned']).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const reportIdParams = z.object({ id: z.string().max(100) });
export const profileIdParams = z.object({ pid: z.string().max(200) });

export const suspendBody = z
  .object({ reason: z.string().trim().max(500, 'At most 500 characters').optional() })
  .optional();

export const staffReportResponse = z.object({ data: staffReportSchema });
export const groupProfileResponse = z.object({ data: groupProfileSchema });
export { staffReportPageSchema };
