import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anonymisePath,
  initAnalytics,
  queuedPageViews,
  resetAnalytics,
  setAnalyticsProvider,
  trackPageView,
} from './analytics';

describe('analytics', () => {
  afterEach(resetAnalytics);

  it('records nothing and injects nothing when the site has no analytics id', () => {
    const scriptsBefore = document.scripts.length;
    trackPageView('/profiles');
    initAnalytics(null);
    trackPageView('/blogs');
    expect(queuedPageViews()).toEqual([]);
    expect(document.scripts.length).toBe(scriptsBefore);
  });

  it('hands page views to a provider once an id is set, without queries or profile ids', () => {
    const pageView = vi.fn();
    trackPageView('/profile/cHJvZmlsZS0x?birthname=missing', 1);
    initAnalytics('G-TEST');
    expect(queuedPageViews()).toHaveLength(1);
    setAnalyticsProvider({ pageView });
    trackPageView('/member?email=asha@example.com#top', 2);
    expect(pageView.mock.calls).toEqual([
      [{ path: '/profile/:pid', at: 1 }, 'G-TEST'],
      [{ path: '/member', at: 2 }, 'G-TEST'],
    ]);
    expect(queuedPageViews()).toEqual([]);
  });

  it('keeps the waiting queue small', () => {
    initAnalytics('G-TEST');
    for (let i = 0; i < 80; i += 1) trackPageView(`/blog/${i}`, i);
    expect(queuedPageViews()).toHaveLength(50);
    expect(queuedPageViews()[0]).toEqual({ path: '/blog/30', at: 30 });
  });

  it('anonymises paths', () => {
    expect(anonymisePath('/profile/abc/extra?x=1')).toBe('/profile/:pid/extra');
    expect(anonymisePath('/subscription')).toBe('/subscription');
  });
});
