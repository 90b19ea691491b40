import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { ReportsView } from './reportQuery';
import { staffKeys } from './staffKeys';
import { numberedPage } from './staffPaging';

/** GET /api/v1/admin/reports?status=&page=: members' reports for moderation, one page. */
export function useReports({ status, page }: ReportsView) {
  return useQuery({
    queryKey: staffKeys.reportPage(status, page),
    queryFn: async ({ signal }) =>
      numberedPage(await apiRequest('GET', '/api/v1/admin/reports', { query: { status, page }, signal })),
    placeholderData: keepPreviousData,
  });
}
