/** The profile view's entry for the rest of the app (its page is lazy-loaded by app/routes.tsx). */
export { CardInterestButton } from './CardInterestButton';
export { mainPhotoUrl, memberProfileApiPath, publicProfileApiPath } from './profileRequests';
export { useProfileView } from './useProfileView';
export { type ReportInput, useReportProfile } from './useReportProfile';
