import { useSearchParams } from 'react-router';
import {
  type ReportStatus,
  type ReportsView,
  reportsViewFromParams,
  reportsViewToParams,
} from './reportQuery';

/** The /admin/reports status filter and page, kept in the URL; another status starts at page 1. */
export function useReportsView() {
  const [params, setParams] = useSearchParams();
  const view = reportsViewFromParams(params);
  const show = (next: ReportsView) => setParams(reportsViewToParams(next));
  return {
    view,
    setStatus: (status: ReportStatus) => show({ status, page: 1 }),
    setPage: (page: number) => show({ ...view, page }),
  };
}
