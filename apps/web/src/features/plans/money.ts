import { planName as planNameIn, formatRupees as rupeesIn } from '@jodi/i18n';
import { activeLanguage } from '../../i18n';

export { formatDate } from '../../lib/dates';

/** Whole rupees written for India in the active language: 4999 → '₹4,999', 100000 → '₹1,00,000'. */
export function formatRupees(rupees: number): string {
  return rupeesIn(activeLanguage(), rupees);
}

/**
 * A plan's name as the page's language writes it: Hope, Belief, Trust in English;
 * होप, बिलीफ, ट्रस्ट in Marathi; होप, बिलीफ़, ट्रस्ट in Hindi. What is sent and stored keeps the spec's names.
 */
export function planName(plan: string): string {
  return planNameIn(activeLanguage(), plan);
}

/** An order's paise as rupees (spec 7: paise = rupees x 100). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}
