/** The listing's entry for the rest of the app (the early requests read its query). */
export {
  filtersFromSearchParams,
  type ListingMode,
  leadingCardPhotos,
  profilesListPath,
} from './listingQuery';
