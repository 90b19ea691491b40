import {
  type CommunityEvent,
  type CommunityEventInput,
  EVENT_ATTENDEES_PAGE,
  EVENTS_PAGE,
} from '@jodi/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasCode } from '../../api/ApiError';
import { api, apiRequest } from '../../api/client';
import { downloadAuthorizedFile } from '../../lib/downloadFile';
import { nextOffset } from '../../lib/paging';
import { useSession } from '../../session';

/** The events' query keys; the signed-in account is part of each (`registered` is per reader). */
export const eventKeys = {
  all: ['events'] as const,
  list: (who: string | null, when: 'upcoming' | 'past') => ['events', 'list', who, when] as const,
  one: (who: string | null, id: string) => ['events', 'one', who, id] as const,
  attendees: (who: string | null, id: string) => ['events', 'attendees', who, id] as const,
};

/** GET /api/v1/events: upcoming first (or past ones, for staff), page by page. */
export function useEvents(when: 'upcoming' | 'past' = 'upcoming') {
  const { userId } = useSession();
  return useInfiniteQuery({
    queryKey: eventKeys.list(userId, when),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/events', { query: { when, limit: EVENTS_PAGE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
  });
}

/** GET /api/v1/events/{id}; a 404 is not tried again. */
export function useEvent(id: string) {
  const { userId } = useSession();
  return useQuery({
    queryKey: eventKeys.one(userId, id),
    queryFn: ({ signal }) => api.get('/api/v1/events/{id}', { path: { id }, signal }),
    retry: (failures, error) => !hasCode(error, 'EVENT_NOT_FOUND') && failures < 1,
  });
}

/** GET /api/v1/events/{id}/attendees: only asked once the reader holds a seat (or is staff). */
export function useAttendees(id: string, enabled: boolean) {
  const { userId } = useSession();
  return useInfiniteQuery({
    queryKey: eventKeys.attendees(userId, id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/events/{id}/attendees', {
        path: { id },
        query: { limit: EVENT_ATTENDEES_PAGE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
    enabled,
  });
}

/** After a change: the event as answered, and every list of events read again. */
function useEventChanged() {
  const client = useQueryClient();
  const { userId } = useSession();
  return (event: CommunityEvent) => {
    client.setQueryData(eventKeys.one(userId, event.id), event);
    void client.invalidateQueries({ queryKey: eventKeys.all });
  };
}

/** POST (take a seat) or DELETE (give it back) /api/v1/events/{id}/registrations. */
export function useRegistration(id: string) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: (register: boolean) =>
      register
        ? api.post('/api/v1/events/{id}/registrations', { path: { id } })
        : api.delete('/api/v1/events/{id}/registrations', { path: { id } }),
    onSuccess: changed,
  });
}

/** Staff: POST /api/v1/events (no id) or PUT /api/v1/events/{id}. */
export function useSaveEvent() {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CommunityEventInput }) =>
      id
        ? api.put('/api/v1/events/{id}', { path: { id }, body: input })
        : api.post('/api/v1/events', { body: input }),
    onSuccess: changed,
  });
}

/** Staff: DELETE /api/v1/events/{id} cancels the event and tells everyone registered. */
export function useCancelEvent() {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/v1/events/{id}', { path: { id } }),
    onSuccess: changed,
  });
}

/** The event's .ics file, with the token when signed in (an online event's link is only for the registered). */
export const downloadCalendar = (id: string) =>
  downloadAuthorizedFile(
    `/api/v1/events/${encodeURIComponent(id)}/calendar.ics`,
    'event.ics',
    'text/calendar',
  );

/** Staff: the attendees as CSV. */
export const downloadAttendeesCsv = (id: string) =>
  downloadAuthorizedFile(
    `/api/v1/events/${encodeURIComponent(id)}/attendees.csv`,
    'event-attendees.csv',
    'text/csv',
  );
