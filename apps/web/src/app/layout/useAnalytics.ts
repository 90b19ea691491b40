import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSiteInfo } from '../../features/content';
import { initAnalytics, setAnalyticsProvider, trackPageView } from '../../lib/analytics';
import { plausibleProvider } from '../../lib/plausibleProvider';

/** Starts analytics only when the site answers an analytics id, and records one view per screen. */
export function useAnalytics(): void {
  const { data, isError } = useSiteInfo();
  const { pathname } = useLocation();
  useEffect(() => {
    if (data) {
      if (data.analytics_id && data.analytics_url)
        setAnalyticsProvider(plausibleProvider(data.analytics_url));
      initAnalytics(data.analytics_id);
    } else if (isError) initAnalytics(null);
  }, [data, isError]);
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
