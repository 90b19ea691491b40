/** Privacy's entry for the rest of the app (its page is lazy-loaded by app/routes.tsx). */
export { PausedBanner } from './PausedBanner';
