/**
 * Analytics, minimal and honest: nothing is sent until the site answered an analytics id and the
 * provider for it is plugged in. A page view records the screen's path and the time, never
 * query strings, profile ids or anything else about the person.
 */
export interface PageView {
  path: string;
  at: number;
}

export interface AnalyticsProvider {
  pageView(view: PageView, analyticsId: string): void;
}

/** Views kept while the id or the provider is not known yet, bounded so memory stays small. */
const MAX_QUEUED = 50;

let state: 'pending' | 'off' | 'on' = 'pending';
let analyticsId: string | null = null;
let provider: AnalyticsProvider | null = null;
const queue: PageView[] = [];

function flush(): void {
  if (state !== 'on' || !provider || !analyticsId) return;
  for (const view of queue.splice(0)) provider.pageView(view, analyticsId);
}

/** Paths keep their shape but lose anything that points at a person: /profile/abc -> /profile/:pid */
export function anonymisePath(path: string): string {
  const [pathname = '/'] = path.split(/[?#]/);
  return pathname.replace(/^\/profile\/[^/]+/, '/profile/:pid');
}

/** Starts analytics with the site's id; with no id, analytics stays off and queued views are dropped. */
export function initAnalytics(id: string | null | undefined): void {
  if (!id) {
    state = 'off';
    analyticsId = null;
    queue.length = 0;
    return;
  }
  state = 'on';
  analyticsId = id;
  flush();
}

/** Plugs in the code that really sends page views (plausibleProvider.ts). */
export function setAnalyticsProvider(next: AnalyticsProvider | null): void {
  provider = next;
  flush();
}

export function trackPageView(path: string, now: number = Date.now()): void {
  if (state === 'off') return;
  queue.push({ path: anonymisePath(path), at: now });
  if (queue.length > MAX_QUEUED) queue.shift();
  flush();
}

/** Views waiting for a provider (for inspection and tests). */
export function queuedPageViews(): readonly PageView[] {
  return [...queue];
}

/** Back to the start-up state (for tests). */
export function resetAnalytics(): void {
  state = 'pending';
  analyticsId = null;
  provider = null;
  queue.length = 0;
}
