import { z } from 'zod';
import {
  EVENT_CAPACITY_MAX,
  EVENT_CITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_FEE_MAX,
  EVENT_TITLE_MAX,
  EVENT_VENUE_MAX,
} from './events-values';

/**
 * A community event (decision 34): the community's vadhu-var
 * parichay melava, in a hall or online. `venue` is the hall's address, or for an online event the
 * link to join, which only registered members and staff see (null to everyone else). `fee` is whole
 * rupees paid at the venue (0: free); registering is part of the plan. A cancelled event stays
 * listed while upcoming, marked `cancelled`.
 */
export const communityEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  city: z.string(),
  venue: z.string().nullable(),
  online: z.boolean(),
  fee: z.number().int(),
  capacity: z.number().int(),
  seats_left: z.number().int(),
  /** Whether the caller holds a seat (false for visitors and staff without one). */
  registered: z.boolean(),
  cancelled: z.boolean(),
});
export type CommunityEvent = z.infer<typeof communityEventSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);
const instant = z.iso.datetime({ offset: true });

/**
 * What staff send to create (POST /api/v1/events) or change (PUT /api/v1/events/{id}) an event:
 * every field, each time. `ends_at` is after `starts_at`.
 */
export const communityEventInputSchema = z
  .object({
    title: text(EVENT_TITLE_MAX),
    description: text(EVENT_DESCRIPTION_MAX),
    starts_at: instant,
    ends_at: instant,
    city: text(EVENT_CITY_MAX),
    venue: text(EVENT_VENUE_MAX),
    online: z.boolean(),
    fee: z.number().int().min(0).max(EVENT_FEE_MAX),
    capacity: z.number().int().min(1).max(EVENT_CAPACITY_MAX),
  })
  .refine((e) => Date.parse(e.ends_at) > Date.parse(e.starts_at), {
    path: ['ends_at'],
    message: 'The event must end after it starts.',
  });
export type CommunityEventInput = z.infer<typeof communityEventInputSchema>;
