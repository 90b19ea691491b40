// The web app's first load: gzipped JavaScript and CSS of /profiles, /matches and a profile view (from
// the built index.html, and what Chromium actually asked for), and their Largest Contentful Paint in
// headless Chromium on a phone with a Fast-3G-like network and a 4x slower CPU.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, devices } from '@playwright/test';

/** Chrome DevTools' "Fast 3G" preset: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
export const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
export const CPU_SLOWDOWN = 4;
const PHONE = devices['Pixel 7'];

/** Where the floor pages sit in the served copy of the web app (one per seed image). */
const FLOOR_DIR = 'bench-floor';

/**
 * The floor LCP is measured against: the same phone, network and server loading a page
 * with nothing but one image, of the same bytes as a page's LCP image. The server serves only the
 * files its web directory held when it started, so the floor pages are written into a copy of the
 * built app, one per seed image (`public/bench/*.jpg`, served under /media/bench/), before the
 * server starts; returns the copy's path.
 */
export function webDistWithFloors(webDist, seedImagesDir, into) {
  fs.cpSync(webDist, into, { recursive: true });
  fs.mkdirSync(path.join(into, FLOOR_DIR), { recursive: true });
  for (const file of fs.readdirSync(seedImagesDir).filter((f) => f.endsWith('.jpg'))) {
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>LCP floor</title></head>
<body style="margin:0"><img src="/media/bench/${file}" alt="" style="display:block;width:100%;height:auto"></body></html>
`;
    fs.writeFileSync(path.join(into, FLOOR_DIR, `${path.basename(file, '.jpg')}.html`), html);
  }
  return into;
}

/** The floor page showing the image at `imagePath` (/media/bench/x.jpg), when there is one. */
function floorPathFor(imagePath) {
  const match = /^\/media\/bench\/([\w-]+)\.jpg$/.exec(imagePath ?? '');
  return match ? `/${FLOOR_DIR}/${match[1]}.html` : null;
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

function assetSizes(webDist, urls) {
  const out = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 }, list: [] };
  for (const url of new Set(urls)) {
    const file = path.join(webDist, new URL(url, 'http://x').pathname);
    if (!fs.existsSync(file)) continue;
    const kind = file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : null;
    if (!kind) continue;
    const buffer = fs.readFileSync(file);
    const gzip = gzipSize(buffer);
    out[kind].raw += buffer.length;
    out[kind].gzip += gzip;
    out[kind].files += 1;
    out.list.push({ file: path.basename(file), gzip });
  }
  return out;
}

/** What index.html itself loads: the entry script, its modulepreloads and stylesheets. */
export function staticFirstLoad(webDist) {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return assetSizes(webDist, urls);
}

/** Whether zod (or the contract's schemas) ended up in any built script. */
export function zodInBundle(webDist) {
  const dir = path.join(webDist, 'assets');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      return text.includes('ZodError') || text.includes('$ZodType') || text.includes('_zod');
    });
}

async function newPhonePage(browser, session) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  if (session) {
    await context.addInitScript((s) => {
      for (const [key, value] of Object.entries(s)) if (value !== null) localStorage.setItem(key, value);
    }, session);
  }
  await context.addInitScript(() => {
    window.__lcp = null;
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = entries[entries.length - 1];
      window.__lcp = {
        time: last.startTime,
        element: last.element ? last.element.tagName.toLowerCase() : null,
        url: last.url || null,
        size: last.size,
      };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const transferred = new Map();
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, { url: e.request.url, type: e.type }));
  cdp.on('Network.loadingFinished', (e) => transferred.set(e.requestId, e.encodedDataLength));
  return { context, page, urls, transferred };
}

/** One cold load of `url`; LCP, and the scripts and styles the page requested (not the service worker). */
async function coldLoad(browser, origin, url, session) {
  const { context, page, urls, transferred } = await newPhonePage(browser, session);
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const started = Date.now();
  await page.goto(`${origin}${url}`, { waitUntil: 'load', timeout: 120_000 });
  // Settled: nothing in flight for 3 s (the app's data and images come after load, chunk by chunk).
  while (Date.now() - started < 60_000 && (inFlight > 0 || Date.now() - lastActivity < 3000)) {
    await page.waitForTimeout(250);
  }
  const lcp = await page.evaluate(() => window.__lcp);
  const loadedMs = lastActivity - started;
  const requests = [...urls.entries()].map(([id, r]) => ({ ...r, bytes: transferred.get(id) ?? 0 }));
  await context.close();
  return { lcp, loadedMs, requests };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Measures the web app against a running server: `session` is the localStorage of a signed-in
 * member (spec 3 keys) whose matches list has cards, `profilePath` a profile view's web path. Each page is loaded `runs` times.
 */
export async function measureWeb(
  { origin, webDist, chromiumPath, session, profilePath, saveLanguage, runs = 3 },
  log,
) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  try {
    const pages = {};
    for (const [name, url] of [
      ['profiles', '/profiles'],
      ['matches', '/matches'],
      ['profileView', profilePath],
    ]) {
      const loads = [];
      for (let i = 0; i < runs; i++) loads.push(await coldLoad(browser, origin, url, session));
      const first = loads[0];
      const own = first.requests.filter((r) => r.url.startsWith(origin));
      const assets = own.filter((r) => /\.(js|css)$/.test(new URL(r.url).pathname));
      const images = own
        .filter((r) => r.type === 'Image')
        .map((r) => ({ path: new URL(r.url).pathname, bytes: r.bytes }));
      const lcpUrl = first.lcp?.url ? new URL(first.lcp.url).pathname : null;
      const floorPath = floorPathFor(lcpUrl);
      const floors = [];
      if (floorPath)
        for (let i = 0; i < runs; i++) floors.push(await coldLoad(browser, origin, floorPath, null));
      pages[name] = {
        url,
        lcpMs: median(loads.map((l) => l.lcp?.time ?? Number.NaN)),
        lcpRuns: loads.map((l) => (l.lcp ? Math.round(l.lcp.time) : null)),
        lcpElement: first.lcp?.element ?? null,
        lcpUrl,
        lcpImageBytes: images.find((i) => i.path === lcpUrl)?.bytes ?? null,
        floor: floorPath
          ? {
              url: floorPath,
              lcpMs: median(floors.map((l) => l.lcp?.time ?? Number.NaN)),
              lcpRuns: floors.map((l) => (l.lcp ? Math.round(l.lcp.time) : null)),
              bytes: floors[0].requests.reduce((sum, r) => sum + r.bytes, 0),
            }
          : null,
        settledMs: median(loads.map((l) => l.loadedMs)),
        requested: assetSizes(
          webDist,
          assets.map((r) => r.url),
        ),
        transferredBytes: own.reduce((sum, r) => sum + r.bytes, 0),
        images,
      };
      log(name, pages[name]);
    }
    // The first load of /profiles in each other language: its catalogue replaces the English one.
    const languages = { en: pages.profiles.requested };
    for (const language of ['mr', 'hi']) {
      await saveLanguage(language);
      const load = await coldLoad(browser, origin, '/profiles', { ...session, 'jodi.language': language });
      const assets = load.requests.filter(
        (r) => r.url.startsWith(origin) && /\.(js|css)$/.test(new URL(r.url).pathname),
      );
      languages[language] = assetSizes(
        webDist,
        assets.map((r) => r.url),
      );
      log(`profiles (${language})`, {
        lcpMs: load.lcp?.time,
        lcpElement: load.lcp?.element,
        requested: languages[language],
      });
    }
    await saveLanguage('en');
    return {
      languages,
      network: 'Fast 3G (562.5 ms RTT, 1.44 Mbit/s down, 675 kbit/s up)',
      cpu: `${CPU_SLOWDOWN}x slower`,
      device: 'Pixel 7 (412x915, DPR 2.625)',
      indexHtml: staticFirstLoad(webDist),
      zodChunks: zodInBundle(webDist),
      pages,
    };
  } finally {
    await browser.close();
  }
}
