import { defineConfig, devices } from '@playwright/test';

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Budgets for a loaded two-core machine, not a fast laptop: the longest journeys (two members, a
  // dozen screens) take about 25 s on such a machine with nothing else running. A budget costs
  // nothing while a test passes; it only decides how long a failing one waits.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results',
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
    trace: 'off',
    // Each window would install the app's service worker, which fetches every script of every
    // screen (154 files) into its cache: most of a test's requests and much of its CPU, for what
    // only the specs of the worker itself use. Those allow it (test.use).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
});
