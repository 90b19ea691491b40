import {
  matchCardSchema,
  preferencesBodySchema,
  preferencesOutSchema,
  profileCardSchema,
  todayPickSchema,
  visitorSchema,
} from '@jodi/contract';
import { z } from 'zod';
import { listMetaSchema, pageQuery } from '../../lib/pagination';

export { preferencesBodySchema };

export const preferencesResponse = z.object({ data: preferencesOutSchema });

export const matchesQuery = pageQuery({ defaultLimit: 20, maxLimit: 100 });
export const matchListResponse = z.object({ data: z.array(matchCardSchema), meta: listMetaSchema });
export const todayResponse = z.object({ data: z.array(todayPickSchema), meta: listMetaSchema });
export const cardListResponse = z.object({ data: z.array(profileCardSchema), meta: listMetaSchema });

export const skipBody = z.object({ to: z.string().trim().min(1).max(200) });
export const skipParams = z.object({ profileId: z.string().max(200) });
export const skipResponse = z.object({ data: z.object({ to: z.string(), skipped: z.boolean() }) });

export const visitorsQuery = pageQuery({ defaultLimit: 20, maxLimit: 100 });
export const visitorListResponse = z.object({ data: z.array(visitorSchema), meta: listMetaSchema });
export const visitorCountResponse = z.object({ data: z.object({ total: z.number() }) });
