import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { type CallLogView, callLogsApiQuery, callLogsQuery } from './callLogQuery';
import { staffKeys } from './staffKeys';
import { numberedPage } from './staffPaging';

/** GET /api/v1/calllogs: one page of the filtered logs, newest first; the last page stays shown while the next loads. */
export function useCallLogs(view: CallLogView) {
  return useQuery({
    queryKey: staffKeys.callLogPage(callLogsApiQuery(view)),
    queryFn: async ({ signal }) =>
      numberedPage(await apiRequest('GET', '/api/v1/calllogs', { query: callLogsQuery(view), signal })),
    placeholderData: keepPreviousData,
  });
}
