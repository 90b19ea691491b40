import { formatRupees as rupeesIn } from '@jodi/i18n';
import { activeLanguage } from '../../i18n';

export { formatDate } from '../../lib/dates';

/** Whole rupees written for India in the active language: 4999 → '₹4,999', 100000 → '₹1,00,000'. */
export function formatRupees(rupees: number): string {
  return rupeesIn(activeLanguage(), rupees);
}

/** An order's paise as rupees (spec 7: paise = rupees x 100). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}
