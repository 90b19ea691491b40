import type { StaffReport } from '@jodi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportsView } from './reportQuery';
import { staffKeys } from './staffKeys';
import { fetchNumberedPage } from './staffPaging';

/** GET /api/v1/admin/reports?status=&page=: members' reports for moderation, one page. */
export function useReports({ status, page }: ReportsView) {
  return useQuery({
    queryKey: staffKeys.reportPage(status, page),
    queryFn: ({ signal }) =>
      fetchNumberedPage<StaffReport>(`/api/v1/admin/reports?status=${status}&page=${page}`, signal),
    placeholderData: keepPreviousData,
  });
}
