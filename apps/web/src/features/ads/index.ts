/** Ads' entry for the rest of the app (its pages are lazy-loaded by app/routes.tsx). */
export { AdHost } from './AdHost';
