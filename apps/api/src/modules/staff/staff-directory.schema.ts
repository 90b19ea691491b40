import {
  adminSchema,
  appSchema,
  groupProfilePageSchema,
  groupProfileSchema,
  USERGROUP_PATTERN,
} from '@jodi/contract';
import { z } from 'zod';

const usergroup = z.string().regex(USERGROUP_PATTERN, 'Lower-case letters, digits, _ and -, at most 40');

export const groupProfilesQuery = z.object({
  usergroup: usergroup.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type GroupProfilesQuery = z.infer<typeof groupProfilesQuery>;

export const migrateQuery = z.object({ pid: z.string().max(200), usergroup });

export const adminListResponse = z.object({ data: z.array(adminSchema) });
export const appListResponse = z.object({ data: z.array(appSchema) });
export const groupProfileResponse = z.object({ data: groupProfileSchema });
export { groupProfilePageSchema };
