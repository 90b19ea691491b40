/**
 * Spec 1: a service worker is registered at start-up (the production build only: in development
 * Vite serves changing modules that must not be cached). It keeps the app shell for offline starts.
 */
export function registerServiceWorker(env = import.meta.env): void {
  if (!env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('The service worker was not registered', error);
  });
}
