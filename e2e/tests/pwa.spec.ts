import { expect, keepScreenshot, test } from '../support/fixtures';

// The app's service worker is what these tests are about (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('the Install App button appears on the browser offer, blinks, and opens the prompt', async ({
  page,
}, testInfo) => {
  await page.goto('/featured');
  const button = page.getByRole('button', { name: 'Install App' });
  await expect(page.getByRole('link', { name: 'Jodi' }).first()).toBeVisible();
  await expect(button).toHaveCount(0);

  // What Chromium dispatches when the site may be installed; prompt() is recorded.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        return { outcome: 'accepted' };
      },
    });
    window.dispatchEvent(offer);
  });
  await expect(button).toBeVisible();
  // It blinks: both states are seen, however long a busy machine takes to show them.
  const seen = new Set<string | null>();
  await expect
    .poll(
      async () => {
        seen.add(await button.getAttribute('data-blink'));
        return [...seen].sort();
      },
      { intervals: [100] },
    )
    .toEqual(['off', 'on']);
  await keepScreenshot(page, testInfo, 'install-button');

  await button.click();
  await expect(button).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
});

test('the service worker keeps the app shell for offline starts and never caches API answers', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/blogs');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Controlled from the next load on (clients.claim also takes this page, once activated).
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  try {
    await page.goto('/featured');
    await expect(page.getByRole('link', { name: 'Jodi' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await keepScreenshot(page, testInfo, 'offline-shell');
  } finally {
    await context.setOffline(false);
  }

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => /^\/(api|media|socket\.io)\b/.test(path))).toEqual([]);
});

test('search engines get robots.txt, a sitemap and per-page titles', async ({ page, request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: ');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/featured</loc>');
  expect(sitemap).toMatch(/\/blog\/[0-9a-f-]{36}<\/loc>/);

  const html = await (await request.get('/terms-and-conditions')).text();
  expect(html).toContain('<title>Terms &amp; Conditions – Jodi</title>');
  expect(html).toContain('property="og:title"');

  await page.goto('/blogs');
  await expect(page).toHaveTitle('Blogs – Jodi');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Jodi', display: 'standalone' });
});
