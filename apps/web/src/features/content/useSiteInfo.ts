import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';

export interface SocialLink {
  label: string;
  url: string;
}

/** GET /api/v1/site: contact details, social links and analytics (both null when analytics is off). */
export interface SiteInfo {
  contact_email: string | null;
  contact_phone: string | null;
  social: SocialLink[];
  analytics_id: string | null;
  /** The Plausible-compatible endpoint page views go to (with an analytics id only). */
  analytics_url: string | null;
}

export function useSiteInfo() {
  return useQuery({
    queryKey: ['site'],
    queryFn: () => http.get<SiteInfo>('/api/v1/site', { auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
