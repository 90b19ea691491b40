import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../api/client';
import type { Body, Data } from '../../api/schema';
import { nextOffset } from '../../lib/paging';
import { queryKeys } from '../../lib/queryKeys';
import { MATCHES_PAGE, matchesPageQuery, TODAY_PICKS_PATH } from './matchesPaths';

/** GET/PUT /api/v1/preferences: null and [] mean "doesn't matter". */
export type PreferencesData = Data<'/api/v1/preferences'>;

export { NO_PREFERENCES } from '@jodi/contract';

export function usePreferences() {
  return useQuery({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => api.get('/api/v1/preferences', { signal }),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    // The GET answer declares its lists as plain text; they hold the option values the PUT takes.
    mutationFn: (preferences: PreferencesData) =>
      api.put('/api/v1/preferences', { body: preferences as Body<'/api/v1/preferences', 'put'> }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.preferences, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.matches });
    },
  });
}

/** GET /api/v1/matches, best first, page by page. */
export function useMatches() {
  return useInfiniteQuery({
    queryKey: [...queryKeys.matches, 'list'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/matches', { query: matchesPageQuery(pageParam), signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
  });
}

/** GET /api/v1/matches/today: up to 10 picks, the same all day. */
export function useTodayPicks() {
  return useQuery({
    queryKey: queryKeys.todayPicks,
    queryFn: ({ signal }) => api.get(TODAY_PICKS_PATH, { signal }),
  });
}

/** GET /api/v1/matches/skip: the skipped profiles, newest skip first, page by page. */
export function useSkipped() {
  return useInfiniteQuery({
    queryKey: queryKeys.skipped,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/matches/skip', {
        query: { limit: MATCHES_PAGE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
  });
}

/**
 * POST /api/v1/matches/skip `{ to }` and DELETE /api/v1/matches/skip/{id}. A skip leaves the lists
 * as they are (the card shows its Undo in place; the next visit reads them without it); bringing
 * one back refreshes them.
 */
export function useSkip() {
  const queryClient = useQueryClient();
  const skip = useMutation({
    mutationFn: (to: string) => api.post('/api/v1/matches/skip', { body: { to } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.skipped }),
  });
  const unskip = useMutation({
    mutationFn: (id: string) => api.delete('/api/v1/matches/skip/{profileId}', { path: { profileId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.matches }),
  });
  return { skip, unskip };
}

/** GET /api/v1/visitors (Belief and Trust; Hope answers 402), newest first. */
export function useVisitors() {
  return useInfiniteQuery({
    queryKey: [...queryKeys.visitors, 'list'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', '/api/v1/visitors', { query: { limit: MATCHES_PAGE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
    retry: false,
    // Hope answers 402, and each 402 shows the 'Buy plan' warning: once per visit is enough.
    refetchOnWindowFocus: false,
  });
}

/** GET /api/v1/visitors/count: on every plan. */
export function useVisitorCount() {
  return useQuery({
    queryKey: queryKeys.visitorCount,
    queryFn: ({ signal }) => api.get('/api/v1/visitors/count', { signal }),
  });
}
