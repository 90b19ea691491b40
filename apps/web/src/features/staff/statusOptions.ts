import { CALL_STATUS_LABELS, CALL_STATUSES } from '@jodi/contract';

/** The 21 call statuses of spec 4 as dropdown options, in the spec's order, by their readable labels. */
export const CALL_STATUS_OPTIONS = CALL_STATUSES.map((status) => ({
  value: status,
  label: CALL_STATUS_LABELS[status],
}));
