import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { contentKeys } from './contentKeys';

/** GET /api/v1/legal (no token): the terms and conditions as sanitised HTML. */
export function useLegal() {
  return useQuery({
    queryKey: contentKeys.legal,
    queryFn: ({ signal }) => api.get('/api/v1/legal', { auth: false, signal }),
  });
}
