import { formatNumber } from '@jodi/i18n';
import { activeLanguage } from '../i18n';

/** A number as the page's language writes it: 1,00,000 · १,००,०००. */
export const localNumber = (value: number): string => formatNumber(activeLanguage(), value);
