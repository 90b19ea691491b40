import { t } from '../../i18n';

export { formatDate } from '../../lib/dates';

/** Whole rupees written for India: 4999 → '4,999'. */
export function formatRupees(rupees: number): string {
  return rupees.toLocaleString(t.app.locale, { maximumFractionDigits: 2 });
}

/** An order's paise as rupees (spec 7: paise = rupees x 100). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}
