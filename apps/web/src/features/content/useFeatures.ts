import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { contentKeys } from './contentKeys';

/** GET /api/v1/features: the blocks of the features page, in order. */
export function useFeatures() {
  return useQuery({
    queryKey: contentKeys.features,
    queryFn: ({ signal }) => api.get('/api/v1/features', { auth: false, signal }),
    staleTime: 10 * 60_000,
  });
}
