/** Notifications' entry for the rest of the app (its pages are lazy-loaded by app/routes.tsx). */
export { NotificationBell } from './NotificationBell';
export { PushOfferHost } from './PushOfferHost';
export { offerPushAfterInterest } from './pushOffer';
