import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../lib/queryKeys';
import { staffKeys } from './staffKeys';

/** What staff do with a report: dismiss it, or suspend or reinstate the reported profile. */
export type ModerationAction =
  | { kind: 'dismiss'; reportId: string; profileId: string }
  | { kind: 'suspend'; profileId: string; reason?: string }
  | { kind: 'reinstate'; profileId: string };

function send(action: ModerationAction): Promise<unknown> {
  const pid = { pid: action.profileId };
  switch (action.kind) {
    case 'dismiss':
      return api.post('/api/v1/admin/reports/{id}/dismiss', { path: { id: action.reportId } });
    case 'suspend':
      return api.post('/api/v1/admin/profiles/{pid}/suspend', {
        path: pid,
        body: action.reason ? { reason: action.reason } : {},
      });
    case 'reinstate':
      return api.post('/api/v1/admin/profiles/{pid}/reinstate', { path: pid });
  }
}

/**
 * POST …/reports/{id}/dismiss, …/profiles/{pid}/suspend `{ reason? }` or …/profiles/{pid}/reinstate;
 * then the reports, the profile's trail and what members see of the profile refetch.
 */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, action) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.reports });
      void queryClient.invalidateQueries({ queryKey: staffKeys.trail(action.profileId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profileView(action.profileId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}
