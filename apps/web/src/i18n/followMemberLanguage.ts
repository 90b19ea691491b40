import type { Language } from '@jodi/i18n/languages';
import { activeLanguage } from './current';
import { applyLanguage } from './language';

/**
 * A member's saved language wins over this browser's when sign-in or the session refresh brings it
 * (the choice was made on another device, or before this browser remembered one).
 */
export function followMemberLanguage(language: Language): void {
  if (language !== activeLanguage()) void applyLanguage(language);
}
