import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSiteInfo } from '../../features/content/useSiteInfo';
import { initAnalytics, trackPageView } from '../../lib/analytics';

/** Starts analytics only when the site answers an analytics id, and records one view per screen. */
export function useAnalytics(): void {
  const { data, isError } = useSiteInfo();
  const { pathname } = useLocation();
  useEffect(() => {
    if (data) initAnalytics(data.analytics_id);
    else if (isError) initAnalytics(null);
  }, [data, isError]);
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
