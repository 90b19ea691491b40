import { NAV_TEXT_KEYS, type NavTextKey } from '@jodi/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { contentKeys } from './contentKeys';

export type AbTexts = Partial<Record<NavTextKey, string>>;

/** Keeps only the known keys whose value is a non-empty text. */
export function pickNavTexts(raw: unknown): AbTexts {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const texts: AbTexts = {};
  for (const key of NAV_TEXT_KEYS) {
    const value = source[key];
    if (typeof value === 'string' && value.trim()) texts[key] = value.trim();
  }
  return texts;
}

/**
 * Server-provided A/B texts for menu labels (GET /api/v2/ab, no token). A failure simply leaves the
 * default labels in place.
 */
export function useAbTexts(): AbTexts {
  return useAbTextsQuery().data ?? {};
}

/** The query behind useAbTexts, for screens that need its state too (the staff's texts form). */
export function useAbTextsQuery() {
  return useQuery({
    queryKey: contentKeys.abTexts,
    queryFn: async () => pickNavTexts(await api.get('/api/v2/ab', { auth: false })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
