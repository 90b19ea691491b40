/** Boost's entry for the rest of the app. */
export { BoostCard } from './BoostCard';
