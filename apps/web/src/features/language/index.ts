/** The language choice's entry for the rest of the app. */
export { LanguageMenuItems } from './LanguageMenuItems';
export { LanguageSwitch } from './LanguageSwitch';
