import { MAX_PAUSE_DAYS, type PrivacySettings } from '@jodi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../lib/queryKeys';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Kept off the longest pause, so that a device clock a little ahead of the server's never asks for
 * more than MAX_PAUSE_DAYS (the server refuses that with 400).
 */
const CLOCK_MARGIN_MS = 10 * 60 * 1000;

/** The pause lengths offered, in days: 1 week, 2 weeks, 1, 3 and 6 months, 1 year. */
export const PAUSE_DAYS = [7, 14, 30, 91, 182, MAX_PAUSE_DAYS] as const;

/** GET /api/v1/privacy: who sees the member's photos and contacts, and until when the profile is paused. */
export function usePrivacy({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.privacy,
    queryFn: ({ signal }) => api.get('/api/v1/privacy', { signal }),
    enabled,
  });
}

/** PUT /api/v1/privacy: replaces the whole settings object and answers the result. */
export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) => api.put('/api/v1/privacy', { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.privacy, saved),
  });
}

/** The end of a pause that starts now, as the ISO text PUT /api/v1/privacy takes. */
export function pauseUntil(days: number, now = Date.now()): string {
  const latest = now + MAX_PAUSE_DAYS * DAY_MS - CLOCK_MARGIN_MS;
  return new Date(Math.min(now + days * DAY_MS, latest)).toISOString();
}

/** The end of the member's pause while it lasts; null when the profile is not paused (or the pause is over). */
export function pausedUntil(settings: PrivacySettings | undefined, now = Date.now()): string | null {
  const until = settings?.paused_until;
  if (!until) return null;
  const end = new Date(until).getTime();
  return Number.isNaN(end) || end <= now ? null : until;
}
