import { optionLabel } from '@jodi/contract';
import { t } from '../i18n';
import { localNumber } from './numbers';

/**
 * Spec 3 display rule for a profile value: null (or nothing) shows 'N/A', true or 'true' shows
 * 'Yes', false or 'false' shows 'No'. A stored option value is shown through its label map.
 */
export function displayValue(value: unknown, labels?: Record<string, string>): string {
  if (value === null || value === undefined) return t.display.notAvailable;
  if (value === true || value === 'true') return t.display.yes;
  if (value === false || value === 'false') return t.display.no;
  if (typeof value === 'string') {
    if (value.trim() === '') return t.display.notAvailable;
    return labels ? optionLabel(labels, value) : value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? localNumber(value) : t.display.notAvailable;
  return String(value);
}
