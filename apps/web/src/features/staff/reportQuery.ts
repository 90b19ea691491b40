import type { StaffReport } from '@jodi/contract';
import { pageFromParam } from './staffPaging';

export type ReportStatus = StaffReport['status'];
export const REPORT_STATUSES: readonly ReportStatus[] = ['open', 'dismissed', 'actioned'];

/** What the /admin/reports URL holds: which reports (open by default) and the page. */
export interface ReportsView {
  status: ReportStatus;
  page: number;
}

export function reportsViewFromParams(params: URLSearchParams): ReportsView {
  const status = params.get('status');
  return {
    status: REPORT_STATUSES.find((s) => s === status) ?? 'open',
    page: pageFromParam(params.get('page')),
  };
}

export function reportsViewToParams({ status, page }: ReportsView): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'open') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}
