// Jodi's service worker: an offline shell, nothing more. Built into dist/sw.js by plugin.ts, which
// fills in VERSION and PRECACHE. It never caches API answers, media or the socket: those carry
// members' personal data and must come fresh from the server (or not at all when offline).
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
