// Jodi's service worker: an offline shell and push notifications (issue 22). Built into dist/sw.js by
// plugin.ts, which fills in VERSION and PRECACHE. It never caches API answers, media or the socket:
// those carry members' personal data and must come fresh from the server (or not at all when offline).
const VERSION = '__JODI_VERSION__';
const PRECACHE = __JODI_PRECACHE__;
const SHELL_CACHE = `jodi-shell-${VERSION}`;
const NEVER_CACHED = ['/api/', '/media/', '/socket.io'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('jodi-') && name !== SHELL_CACHE)
            .map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Pages: the network first (fresh meta tags, fresh deploys), the cached shell when offline. */
async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/', { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** Built files are content-hashed and never change: the cache first, and keep what was fetched. */
async function staticFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(staticFile(request));
  }
});

/** The picture shown with a push (precached with the shell). */
const PUSH_ICON = '/icons/icon-192.png';
/** Where a push without a usable link leads. */
const NOTIFICATIONS_PATH = '/notifications';

/** A link of this app only (a path such as /chat?pid=…); anything else leads to the notifications. */
function appLink(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//')
    ? link
    : NOTIFICATIONS_PATH;
}

/**
 * What a push carries, as the title and options of the notification to show: the server's
 * notification (`{ id, kind, title, body, link, created_at }`, or wrapped as `{ notification }`).
 * The tag is the notification's id, so an updated one (a chat thread's) replaces the one shown before.
 */
function pushNotification(payload) {
  if (typeof payload === 'string') return pushNotification({ body: payload });
  const source = payload && typeof payload.notification === 'object' ? payload.notification : payload || {};
  const id = typeof source.id === 'string' || typeof source.id === 'number' ? String(source.id) : '';
  const title = typeof source.title === 'string' && source.title ? source.title : 'Jodi';
  const options = {
    body: typeof source.body === 'string' ? source.body : '',
    icon: PUSH_ICON,
    badge: PUSH_ICON,
    data: { id: id || null, kind: source.kind || null, link: appLink(source.link) },
    timestamp: Date.parse(source.created_at) || Date.now(),
  };
  if (id) {
    options.tag = id;
    options.renotify = true;
  }
  return { title, options };
}

/** Reads a push's data (JSON, or plain text as the body) and shows it. */
function showPush(data) {
  let payload = {};
  if (data) {
    try {
      payload = data.json();
    } catch {
      payload = { body: data.text() };
    }
  }
  const { title, options } = pushNotification(payload);
  return self.registration.showNotification(title, options);
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data));
});

/**
 * What a click on a shown notification does: an open tab of the app is focused and taken to the
 * notification's link; with none, a new window opens on it. Named, so the browser tests can drive it
 * with a notification from `registration.getNotifications()`.
 */
async function openNotificationLink(notification) {
  const url = new URL(appLink(notification?.data?.link), self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = tabs.filter((tab) => new URL(tab.url).origin === self.location.origin);
  const tab = ours.find((t) => t.focused) || ours.find((t) => t.visibilityState === 'visible') || ours[0];
  if (tab) {
    let shown = tab;
    try {
      shown = (await tab.focus()) || tab;
    } catch {
      // Focusing is allowed only during a click on the notification: the tab is still taken there.
    }
    try {
      const moved = await shown.navigate(url);
      if (moved) return moved;
    } catch {
      // A tab this worker does not control cannot be navigated: open the link in a window instead.
    }
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationLink(event.notification));
});
