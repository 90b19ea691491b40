/** Photos' entry for the rest of the app (its page is lazy-loaded by app/routes.tsx). */
export { Uploader } from './PhotoUploader';
export { usePhotos } from './usePhotos';
