import type { CallLog } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/http';
import { staffKeys } from './staffKeys';

interface SaveCallLog {
  /** The log being edited; absent for a new one. */
  id?: string;
  form: FormData;
}

/** POST /api/v1/calllogs or PUT /api/v1/calllogs/{id} (multipart); then the table and trails refetch. */
export function useSaveCallLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, form }: SaveCallLog) => {
      const envelope = id
        ? await request<CallLog>('PUT', `/api/v1/calllogs/${encodeURIComponent(id)}`, { body: form })
        : await request<CallLog>('POST', '/api/v1/calllogs', { body: form });
      return envelope.data;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.callLogs });
      void queryClient.invalidateQueries({ queryKey: staffKeys.trails });
    },
  });
}
