/** Chat's entry for the rest of the app (its pages are lazy-loaded by app/routes.tsx). */
export { relativeTime } from './chatTime';
export { useUnreadChatsSync } from './useUnreadChatsSync';
