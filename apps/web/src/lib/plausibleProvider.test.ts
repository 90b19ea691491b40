import { afterEach, describe, expect, it, vi } from 'vitest';
import { initAnalytics, resetAnalytics, setAnalyticsProvider, trackPageView } from './analytics';
import { plausibleProvider } from './plausibleProvider';

describe('the Plausible-compatible provider', () => {
  afterEach(resetAnalytics);

  it('posts an anonymised page view, without cookies or referrer, to the configured endpoint', async () => {
    const send = vi.fn(async () => new Response(null, { status: 202 }));
    setAnalyticsProvider(plausibleProvider('https://stats.example', send));
    initAnalytics('jodi.example');
    trackPageView('/profile/cHJvZmlsZS0x?email=asha@example.com');
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://stats.example/api/event');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', referrerPolicy: 'no-referrer' });
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'pageview',
      domain: 'jodi.example',
      url: `${window.location.origin}/profile/:pid`,
    });
  });

  it('never lets a failed send disturb the app', async () => {
    const send = vi.fn(async () => {
      throw new TypeError('offline');
    });
    setAnalyticsProvider(plausibleProvider('https://stats.example', send));
    initAnalytics('jodi.example');
    expect(() => trackPageView('/blogs')).not.toThrow();
    await Promise.resolve();
  });
});
