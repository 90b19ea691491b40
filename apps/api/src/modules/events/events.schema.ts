import {
  communityEventSchema,
  EVENT_ATTENDEES_PAGE,
  EVENT_ATTENDEES_PAGE_MAX,
  EVENTS_PAGE,
  EVENTS_PAGE_MAX,
  profileCardSchema,
} from '@jodi/contract';
import { z } from 'zod';
import { listMetaSchema, pageQuery } from '../../lib/pagination';

export const eventIdParams = z.object({ id: z.string().max(200) });

/** GET /api/v1/events: `when` upcoming (default, soonest first) or past (latest first; for staff's records). */
export const eventsQuery = pageQuery({ defaultLimit: EVENTS_PAGE, maxLimit: EVENTS_PAGE_MAX }).extend({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
});
export const attendeesQuery = pageQuery({
  defaultLimit: EVENT_ATTENDEES_PAGE,
  maxLimit: EVENT_ATTENDEES_PAGE_MAX,
});

export const eventsResponse = z.object({ data: z.array(communityEventSchema), meta: listMetaSchema });
export const eventResponse = z.object({ data: communityEventSchema });
export const attendeesResponse = z.object({ data: z.array(profileCardSchema), meta: listMetaSchema });
