import type { CallLogFilters } from '@jodi/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPath } from '../../api/paths';
import { downloadAuthorizedFile } from '../../lib/downloadFile';
import { callLogsQuery } from './callLogQuery';

export const CALL_LOGS_CSV = 'call-logs.csv';

/** GET /api/v1/calllogs/export with the table's filters (no page): every matching log as a CSV file. */
export function useExportCallLogs() {
  return useMutation({
    mutationFn: ({ page: _page, ...filters }: CallLogFilters) =>
      downloadAuthorizedFile(
        apiPath('/api/v1/calllogs/export', { query: callLogsQuery(filters) }),
        CALL_LOGS_CSV,
        'text/csv',
      ),
  });
}
