import type { CallLog, WaMessage } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { staffKeys } from './staffKeys';
import type { NumberedPage } from './staffPaging';

/**
 * GET /api/v1/whatsapp?number=&calllog=: sends the invite (the server adds 91) and answers the message,
 * which the row shows at once as its latest invite before the table refetches.
 */
export function useSendInvite(log: CallLog) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: string) => api.get('/api/v1/whatsapp', { query: { number, calllog: log.id } }),
    onSuccess: (message) => {
      queryClient.setQueriesData<NumberedPage<CallLog>>({ queryKey: staffKeys.callLogs }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((row) =>
                row.id === log.id ? { ...row, wamsgs: [...row.wamsgs, message] } : row,
              ),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: staffKeys.callLogs });
      void queryClient.invalidateQueries({ queryKey: staffKeys.trails });
    },
  });
}

/** The newest invite of a log, if any. */
export function latestInvite(messages: readonly WaMessage[]): WaMessage | null {
  let latest: WaMessage | null = null;
  for (const message of messages) {
    if (!latest || message.inserted_at > latest.inserted_at) latest = message;
  }
  return latest;
}
