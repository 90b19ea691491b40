import type { Feature } from '@jodi/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { contentKeys } from './contentKeys';

/** GET /api/v1/features: the blocks of the features page, in order. */
export function useFeatures() {
  return useQuery({
    queryKey: contentKeys.features,
    queryFn: ({ signal }) => http.get<Feature[]>('/api/v1/features', { auth: false, signal }),
    staleTime: 10 * 60_000,
  });
}
