import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useLanguage } from '../../i18n';
import { contentKeys } from './contentKeys';

/**
 * GET /api/v1/features: the blocks of the features page, in order, written by the server in the
 * page's language (sent as Accept-Language); each language is its own answer.
 */
export function useFeatures() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...contentKeys.features, language],
    queryFn: ({ signal }) => api.get('/api/v1/features', { auth: false, signal }),
    staleTime: 10 * 60_000,
  });
}
