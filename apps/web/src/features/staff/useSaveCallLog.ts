import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
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
    mutationFn: ({ id, form }: SaveCallLog) =>
      id
        ? api.put('/api/v1/calllogs/{id}', { path: { id }, body: form })
        : api.post('/api/v1/calllogs', { body: form }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.callLogs });
      void queryClient.invalidateQueries({ queryKey: staffKeys.trails });
    },
  });
}
