import { CALL_STATUSES, type CallLogFilters, type CallStatus, DEFAULT_APP_ID } from '@jodi/contract';
import { buildPath } from '../../api/paths';
import type { Query } from '../../api/schema';
import { pageFromParam } from './staffPaging';

/** What the /calllogs URL holds: the filters and the page (from 1), so reload and Back keep them. */
export type CallLogView = Omit<CallLogFilters, 'app_name' | 'page'> & { page: number };

/** The filters a staff member can change, in the order they are written into a query. */
export const CALL_LOG_FILTER_KEYS = ['status', 'assigned_to_id', 'followup', 'payment_done'] as const;
export type CallLogFilterKey = (typeof CALL_LOG_FILTER_KEYS)[number];

function isCallStatus(value: string | null): value is CallStatus {
  return value !== null && (CALL_STATUSES as readonly string[]).includes(value);
}

function booleanParam(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** The page and filters of a /calllogs URL; unknown or malformed values are left out. */
export function callLogViewFromParams(params: URLSearchParams): CallLogView {
  const view: CallLogView = { page: pageFromParam(params.get('page')) };
  const status = params.get('status');
  if (isCallStatus(status)) view.status = status;
  const assignee = params.get('assigned_to_id')?.trim();
  if (assignee) view.assigned_to_id = assignee;
  const followup = booleanParam(params.get('followup'));
  if (followup !== undefined) view.followup = followup;
  const paymentDone = booleanParam(params.get('payment_done'));
  if (paymentDone !== undefined) view.payment_done = paymentDone;
  return view;
}

function writeFilters(params: URLSearchParams, filters: CallLogFilters): void {
  for (const key of CALL_LOG_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
}

/** The /calllogs URL query of a view: filters in a fixed order, the page only after the first. */
export function callLogViewToParams(view: CallLogView): URLSearchParams {
  const params = new URLSearchParams();
  writeFilters(params, view);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/**
 * The query of GET /api/v1/calllogs (with a page) and of its CSV export (without): the community's
 * fixed app name first (spec 9), then the filters.
 */
export function callLogsQuery(filters: CallLogFilters): Query<'/api/v1/calllogs'> {
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false');
  return {
    app_name: filters.app_name ?? DEFAULT_APP_ID,
    page: filters.page,
    status: filters.status,
    assigned_to_id: filters.assigned_to_id || undefined,
    followup: flag(filters.followup),
    payment_done: flag(filters.payment_done),
  };
}

/** callLogsQuery as a URL query string: the table's query key. */
export function callLogsApiQuery(filters: CallLogFilters): string {
  return buildPath('', { query: callLogsQuery(filters) }).slice(1);
}

/** The view after one filter changes: back to page 1, as a changed list starts over. */
export function withFilter<K extends CallLogFilterKey>(
  view: CallLogView,
  key: K,
  value: CallLogView[K] | undefined,
): CallLogView {
  const next: CallLogView = { ...view, page: 1 };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}
