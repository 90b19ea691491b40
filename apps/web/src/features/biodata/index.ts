/** The biodata's entry for the rest of the app. */
export { useBiodataDownload } from './useBiodataDownload';
