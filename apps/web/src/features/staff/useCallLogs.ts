import type { CallLog } from '@jodi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallLogView, callLogsApiQuery } from './callLogQuery';
import { staffKeys } from './staffKeys';
import { fetchNumberedPage } from './staffPaging';

/** GET /api/v1/calllogs: one page of the filtered logs, newest first; the last page stays shown while the next loads. */
export function useCallLogs(view: CallLogView) {
  const query = callLogsApiQuery(view);
  return useQuery({
    queryKey: staffKeys.callLogPage(query),
    queryFn: ({ signal }) => fetchNumberedPage<CallLog>(`/api/v1/calllogs?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}
