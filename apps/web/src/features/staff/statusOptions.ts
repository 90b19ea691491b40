import { CALL_STATUSES } from '@jodi/contract';
import { t } from '../../i18n';

/** The 21 call statuses of spec 4 as dropdown options, in the spec's order, by their readable labels. */
export function callStatusOptions(): { value: string; label: string }[] {
  return CALL_STATUSES.map((status) => ({ value: status, label: t.labels.callStatuses[status] }));
}
