import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Data } from '../../api/schema';

/**
 * GET /api/v1/site: contact details, social links and analytics (`analytics_id` and the
 * Plausible-compatible `analytics_url` page views go to are both null when analytics is off).
 */
export type SiteInfo = Data<'/api/v1/site'>;
export type SocialLink = SiteInfo['social'][number];

export function useSiteInfo() {
  return useQuery({
    queryKey: ['site'],
    queryFn: () => api.get('/api/v1/site', { auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
