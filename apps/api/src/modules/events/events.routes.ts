import { communityEventInputSchema } from '@jodi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import { attendeesCsv, attendeesCsvFilename } from './event-attendees-csv';
import {
  attendeesQuery,
  attendeesResponse,
  eventIdParams,
  eventResponse,
  eventsQuery,
  eventsResponse,
} from './events.schema';
import type { EventsService } from './events.service';

export interface EventsRoutesOptions {
  events: EventsService;
  guards: Guards;
}

const tags = ['Events'];
const security = [{ bearer: [] }];
const FIELDS =
  'title, description, starts_at and ends_at (ISO 8601, ends after it starts), city, venue (the hall’s address, or the link to join when online), online, fee (whole rupees, paid at the venue; 0 is free) and capacity';

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, { events, guards }) => {
  app.get(
    '/api/v1/events',
    {
      preValidation: guards.optionalUser,
      schema: {
        tags,
        description:
          'Community events, upcoming first (soonest first; cancelled ones still listed, marked `cancelled`), or `when=past`. No token needed; with one, `registered` says whether the caller holds a seat. An online event’s `venue` (its link) is null except to registered members and staff.',
        querystring: eventsQuery,
        response: { 200: eventsResponse },
      },
    },
    async (req) =>
      events.list(req.user, req.query.when, { limit: req.query.limit, offset: req.query.offset }),
  );

  app.get(
    '/api/v1/events/:id',
    {
      preValidation: guards.optionalUser,
      config: { errors: ['EVENT_NOT_FOUND'] },
      schema: { tags, params: eventIdParams, response: { 200: eventResponse } },
    },
    async (req) => ({ data: await events.get(req.user, req.params.id) }),
  );

  app.post(
    '/api/v1/events',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: `Creates an event (staff): ${FIELDS}.`,
        body: communityEventInputSchema,
        response: { 201: eventResponse },
      },
    },
    signedIn(async (req, reply) => reply.status(201).send({ data: await events.create(req.user, req.body) })),
  );

  app.put(
    '/api/v1/events/:id',
    {
      preValidation: guards.requireAdmin,
      config: { errors: ['EVENT_NOT_FOUND', 'EVENT_CANCELLED'] },
      schema: {
        tags,
        security,
        description: `Changes an event (staff), every field: ${FIELDS}. A cancelled event is 409.`,
        params: eventIdParams,
        body: communityEventInputSchema,
        response: { 200: eventResponse },
      },
    },
    signedIn(async (req) => ({ data: await events.update(req.user, req.params.id, req.body) })),
  );

  app.delete(
    '/api/v1/events/:id',
    {
      preValidation: guards.requireAdmin,
      config: { errors: ['EVENT_NOT_FOUND', 'EVENT_OVER'] },
      schema: {
        tags,
        security,
        description:
          'Cancels an event (staff): it stays listed as cancelled and every registered member is notified (`event_cancelled`). Cancelling again changes nothing; an event already over is 409.',
        params: eventIdParams,
        response: { 200: eventResponse },
      },
    },
    signedIn(async (req) => ({ data: await events.cancel(req.user, req.params.id) })),
  );

  app.post(
    '/api/v1/events/:id/registrations',
    {
      preValidation: guards.requireFeature('events'),
      config: {
        errors: ['PROFILE_REQUIRED', 'EVENT_NOT_FOUND', 'EVENT_FULL', 'EVENT_OVER', 'EVENT_CANCELLED'],
      },
      schema: {
        tags,
        security,
        description:
          'Takes a seat at the event (plans with events; the fee, if any, is paid at the venue). No seat left: 409 EVENT_FULL; begun or over: 409 EVENT_OVER. Registering again keeps the one seat.',
        params: eventIdParams,
        response: { 201: eventResponse },
      },
    },
    signedIn(async (req, reply) =>
      reply.status(201).send({ data: await events.register(req.user, req.params.id) }),
    ),
  );

  app.delete(
    '/api/v1/events/:id/registrations',
    {
      preValidation: guards.requireUser,
      config: { errors: ['PROFILE_REQUIRED', 'EVENT_NOT_FOUND', 'EVENT_OVER'] },
      schema: {
        tags,
        security,
        description: 'Gives the caller’s seat back (until the event begins); the seat is free again.',
        params: eventIdParams,
        response: { 200: eventResponse },
      },
    },
    signedIn(async (req) => ({ data: await events.unregister(req.user, req.params.id) })),
  );

  app.get(
    '/api/v1/events/:id/attendees',
    {
      preValidation: guards.optionalUser,
      config: { errors: ['EVENT_NOT_FOUND', 'EVENT_ATTENDEES_HIDDEN'] },
      schema: {
        tags,
        description:
          'The other registered members’ cards, in the order they registered, for registered members and staff (anyone else 403). Blocks, pauses, hidden profiles and photo privacy apply as on any card.',
        params: eventIdParams,
        querystring: attendeesQuery,
        response: { 200: attendeesResponse },
      },
    },
    async (req) => events.attendees(req.user, req.params.id, req.query),
  );

  app.get(
    '/api/v1/events/:id/attendees.csv',
    {
      preValidation: guards.requireAdmin,
      config: { errors: ['EVENT_NOT_FOUND'] },
      schema: {
        tags,
        security,
        description: 'Every registered member as CSV (staff; UTF-8 with BOM, CRLF, RFC 4180).',
        params: eventIdParams,
      },
    },
    async (req, reply) => {
      const { event, rows } = await events.attendeesForCsv(req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${attendeesCsvFilename(event)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(attendeesCsv(rows));
    },
  );

  app.get(
    '/api/v1/events/:id/calendar.ics',
    {
      preValidation: guards.optionalUser,
      config: { errors: ['EVENT_NOT_FOUND'] },
      schema: {
        tags,
        description:
          'The event as an iCalendar file (RFC 5545). An online event’s link is in it only for registered members and staff.',
        params: eventIdParams,
      },
    },
    async (req, reply) => {
      const { body, filename } = await events.calendar(req.user, req.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
