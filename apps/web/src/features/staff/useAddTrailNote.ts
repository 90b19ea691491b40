import type { Trail } from '@jodi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { staffKeys } from './staffKeys';

/** POST /api/v1/trail `{ pid, text }`: the new note goes on top of the profile's trail. */
export function useAddTrailNote(pid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post('/api/v1/trail', { body: { pid, text } }),
    onSuccess: (entry) => {
      queryClient.setQueryData<Trail[]>(staffKeys.trail(pid), (entries = []) => [
        entry,
        ...entries.filter((e) => e.id !== entry.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: staffKeys.trail(pid) });
    },
  });
}
