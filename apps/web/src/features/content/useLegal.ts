import type { Legal } from '@jodi/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { contentKeys } from './contentKeys';

/** GET /api/v1/legal (no token): the terms and conditions as sanitised HTML. */
export function useLegal() {
  return useQuery({
    queryKey: contentKeys.legal,
    queryFn: ({ signal }) => http.get<Legal>('/api/v1/legal', { auth: false, signal }),
  });
}
