/** Matchmaking's entry for the rest of the app. */
export { FitPanel } from './FitPanel';
export { ListingStatusBanner } from './ListingStatusBanner';
export { matchesPagePath, TODAY_PICKS_PATH } from './matchesPaths';
export { NO_PREFERENCES, type PreferencesData } from './matchmaking.api';
export { PreferencesForm } from './PreferencesForm';
export { preferenceRows } from './preferenceRows';
