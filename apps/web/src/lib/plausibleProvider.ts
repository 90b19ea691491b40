import type { AnalyticsProvider } from './analytics';

/**
 * Sends page views to a Plausible-compatible events endpoint (plausible.io or a self-hosted one):
 * no cookies, no script from elsewhere, and only the anonymised path of the screen (see
 * analytics.ts). A failed send is dropped; analytics must never disturb the app.
 */
export function plausibleProvider(endpoint: string, send: typeof fetch = fetch): AnalyticsProvider {
  return {
    pageView(view, domain) {
      void send(`${endpoint}/api/event`, {
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ name: 'pageview', domain, url: `${window.location.origin}${view.path}` }),
      }).catch(() => undefined);
    },
  };
}
