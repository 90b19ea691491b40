/** Site content's entry for the rest of the app (its pages are lazy-loaded by app/routes.tsx). */
export { useAbTexts } from './useAbTexts';
export { useSiteInfo } from './useSiteInfo';
