import { type BrowserContext, expect, type Page, type Request } from '@playwright/test';

/**
 * Requests in flight per browser window: what a screen still waits for. The live socket is left
 * out: its long polls are always open, which is why Playwright's 'networkidle' never comes and
 * waiting for it costs its whole timeout.
 */
const inFlight = new WeakMap<BrowserContext, Set<Request>>();

const isLiveSocket = (request: Request) => request.url().includes('/socket.io/');

/** Starts counting the window's requests in flight; call before its first page navigates. */
export function trackRequests(context: BrowserContext): void {
  if (inFlight.has(context)) return;
  const pending = new Set<Request>();
  inFlight.set(context, pending);
  context.on('request', (request) => {
    if (!isLiveSocket(request)) pending.add(request);
  });
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => pending.delete(request));
}

/** No request in flight, read after a round trip to the page (the browser's earlier events have come). */
async function idleNow(page: Page, pending: Set<Request>): Promise<boolean> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return pending.size === 0;
}

/**
 * Waits until the screen has everything it asked for: no request in flight, twice in a row with a
 * frame between, so a query that starts once a chunk or an earlier answer arrives is seen starting.
 * A condition, not a clock: a slow machine waits longer, a fast one not at all.
 */
export async function untilSettled(page: Page, timeout = 30_000): Promise<void> {
  const pending = inFlight.get(page.context());
  if (!pending) throw new Error('untilSettled needs trackRequests(context) before the page loads');
  await expect
    .poll(async () => (await idleNow(page, pending)) && (await idleNow(page, pending)), {
      timeout,
      intervals: [50, 100, 200],
    })
    .toBe(true);
}
