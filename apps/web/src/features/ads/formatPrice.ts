import { formatRupees } from '@jodi/i18n';
import { activeLanguage } from '../../i18n';

/** An ad's price (whole rupees), written for India in the active language: 12500 → '₹12,500'. */
export function formatPrice(rupees: number): string {
  return formatRupees(activeLanguage(), rupees);
}
