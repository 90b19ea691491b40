import type { MatchCard, ProfileCard, TodayPick, Visitor } from '@jodi/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, request } from '../../api/http';
import { nextOffset } from '../../lib/paging';
import { queryKeys } from '../../lib/queryKeys';
import { MATCHES_PAGE, matchesPagePath, TODAY_PICKS_PATH } from './matchesPaths';

/** GET/PUT /api/v1/preferences: null and [] mean "doesn't matter". */
export interface PreferencesData {
  age_min: number | null;
  age_max: number | null;
  height_min: number | null;
  height_max: number | null;
  maritial_statuses: string[];
  educations: string[];
  annual_income_min: string | null;
  cities: string[];
  diets: string[];
  smoking: string[];
  drinking: string[];
  mangal_dosh: string[];
  min_gunmilan: number | null;
}

export { NO_PREFERENCES } from '@jodi/contract';

export function usePreferences() {
  return useQuery({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => http.get<PreferencesData>('/api/v1/preferences', { signal }),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: PreferencesData) =>
      http.put<PreferencesData>('/api/v1/preferences', preferences),
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
    queryFn: ({ pageParam, signal }) => request<MatchCard[]>('GET', matchesPagePath(pageParam), { signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
  });
}

/** GET /api/v1/matches/today: up to 10 picks, the same all day. */
export function useTodayPicks() {
  return useQuery({
    queryKey: queryKeys.todayPicks,
    queryFn: ({ signal }) => http.get<TodayPick[]>(TODAY_PICKS_PATH, { signal }),
  });
}

/** GET /api/v1/matches/skip: the skipped profiles, newest skip first, page by page. */
export function useSkipped() {
  return useInfiniteQuery({
    queryKey: queryKeys.skipped,
    queryFn: ({ pageParam, signal }) =>
      request<ProfileCard[]>('GET', `/api/v1/matches/skip?limit=${MATCHES_PAGE}&offset=${pageParam}`, {
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
    mutationFn: (to: string) => http.post<unknown>('/api/v1/matches/skip', { to }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.skipped }),
  });
  const unskip = useMutation({
    mutationFn: (id: string) => http.delete<unknown>(`/api/v1/matches/skip/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.matches }),
  });
  return { skip, unskip };
}

/** GET /api/v1/visitors (Belief and Trust; Hope answers 402), newest first. */
export function useVisitors() {
  return useInfiniteQuery({
    queryKey: [...queryKeys.visitors, 'list'],
    queryFn: ({ pageParam, signal }) =>
      request<Visitor[]>('GET', `/api/v1/visitors?limit=${MATCHES_PAGE}&offset=${pageParam}`, { signal }),
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
    queryFn: ({ signal }) => http.get<{ total: number }>('/api/v1/visitors/count', { signal }),
  });
}
