// Community events' constants without zod (the web imports these through values.ts).

/** Events per page of GET /api/v1/events (default and most). */
export const EVENTS_PAGE = 20;
export const EVENTS_PAGE_MAX = 50;
/** Attendee cards per page of GET /api/v1/events/{id}/attendees (default and most). */
export const EVENT_ATTENDEES_PAGE = 24;
export const EVENT_ATTENDEES_PAGE_MAX = 60;

export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 4000;
export const EVENT_CITY_MAX = 80;
/** A hall's address or an online event's link. */
export const EVENT_VENUE_MAX = 500;
export const EVENT_CAPACITY_MAX = 10_000;
/** Whole rupees, paid at the venue. */
export const EVENT_FEE_MAX = 100_000;
