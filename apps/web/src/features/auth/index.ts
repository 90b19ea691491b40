/** Sign-in's entry for the rest of the app (its pages are lazy-loaded by app/routes.tsx). */
export { withNext } from './nextPath';
export { useSignOutEverywhere } from './useSignOutEverywhere';
