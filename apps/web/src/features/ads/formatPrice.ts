import { CURRENCY } from '@jodi/contract';
import { t } from '../../i18n';

const PRICE = new Intl.NumberFormat(t.app.locale, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** An ad's price in rupees, written for India: 12500 → '₹12,500'. */
export function formatPrice(rupees: number): string {
  return PRICE.format(rupees);
}
