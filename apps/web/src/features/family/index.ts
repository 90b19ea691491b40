/** The family feature's entry for the rest of the app (its pages are lazy-loaded by app/routes.tsx). */
export { FamilyLinkSection } from './FamilyLinkSection';
export { FamilyShell } from './FamilyShell';
export { OwnerOnly } from './OwnerOnly';
export { ProfileSwitcher } from './ProfileSwitcher';
export { SentByLine } from './SentByLine';
export { sentByText } from './sentByText';
