/**
 * index.html's inline script (compiled by apps/web/early-requests/plugin.ts; the server allows it by
 * its hash): as soon as the HTML arrives, before the app's scripts have downloaded, starts the calls
 * the app will make first and keeps them on `window.jodiEarlyRequests`, and fetches the image the
 * screen paints largest as soon as the screen's data names it. No framework, no app state: it reads
 * the stored token only, and anything unexpected leaves the app to make its calls itself.
 */
import { activeLanguage } from '../../i18n/current';
import { SESSION_KEYS } from '../../session/keys';
import { baseHeaders } from '../headers';
import { paintProfilePhoto } from './firstPaint';
import { planEarlyRequests } from './plan';
import { type EarlyAnswer, type EarlyRequest, type EarlyRequests, earlyRequestKey } from './shared';

function request(path: string, token: string | null, priority: RequestPriority): EarlyRequest {
  let started: Promise<EarlyAnswer> | undefined;
  const early: EarlyRequest = {
    start: () => {
      // Raw fetch: this runs in index.html before the app (and its client) loads; the paths come
      // from plan.ts, built by the typed apiPath, and the app's client takes the answer as its own.
      started ??= fetch(path, {
        headers: baseHeaders(token, path),
        credentials: 'same-origin',
        priority,
      }).then(async (response) => {
        const text = await response.text();
        early.answer = { status: response.status, text, receivedAt: Date.now() };
        return early.answer;
      });
      return started;
    },
  };
  return early;
}

/** Downloads an image now, into the cache the `<img>` with the same URL reads when it renders. */
function preloadImage(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The image painted at once where the screen will show it (the profile view), else fetched ahead. */
function showOrPreload(href: string, paintsEarly: boolean) {
  if (!paintsEarly || !paintProfilePhoto(document.getElementById('root'), href)) preloadImage(href);
}

function startEarlyRequests() {
  // The page's language is known before the app's script runs: screen readers and fonts get it at once.
  document.documentElement.lang = activeLanguage();
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(SESSION_KEYS.token);
  } catch {
    // Storage refused: the app will find no session either.
  }
  const plan = planEarlyRequests(window.location, stored, Date.now());
  const requests: EarlyRequests = {};
  const add = (path: string, auth: boolean, priority: RequestPriority) => {
    const token = auth ? plan.token : null;
    const early = request(path, token, priority);
    requests[earlyRequestKey('GET', path, token)] = early;
    return early;
  };
  const startup = plan.startup.map(({ path, auth }) => add(path, auth, 'low'));
  // The start-up calls go after the screen's data (and its photo), and after the page's scripts and
  // styles: on HTTP/1.1 a browser opens six connections to a host, and those must not wait behind
  // calls nobody needs yet. The app starts any of them still waiting when it asks for it.
  const startStartup = () => {
    for (const early of startup) early.start().catch(() => {});
  };
  window.jodiEarlyRequests = requests;
  const screen = plan.screen;
  if (!screen) {
    setTimeout(startStartup);
    return;
  }
  const screenData = add(screen.path, screen.auth, 'high').start();
  for (const more of screen.alongside ?? [])
    add(more.path, more.auth, 'high')
      .start()
      .catch(() => {});
  screenData
    .then(({ status, text }) => {
      if (status >= 200 && status < 300)
        for (const href of screen.photos(JSON.parse(text)))
          showOrPreload(href, screen.paintsPhotoEarly ?? false);
    })
    .catch(() => {})
    .finally(startStartup);
}

try {
  startEarlyRequests();
} catch {
  // The app makes its calls itself.
}
