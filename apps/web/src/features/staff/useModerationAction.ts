import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryKeys } from '../../lib/queryKeys';
import { staffKeys } from './staffKeys';

/** What staff do with a report: dismiss it, or suspend or reinstate the reported profile. */
export type ModerationAction =
  | { kind: 'dismiss'; reportId: string; profileId: string }
  | { kind: 'suspend'; profileId: string; reason?: string }
  | { kind: 'reinstate'; profileId: string };

function send(action: ModerationAction): Promise<unknown> {
  const profile = `/api/v1/admin/profiles/${encodeURIComponent(action.profileId)}`;
  switch (action.kind) {
    case 'dismiss':
      return http.post(`/api/v1/admin/reports/${encodeURIComponent(action.reportId)}/dismiss`);
    case 'suspend':
      return http.post(`${profile}/suspend`, action.reason ? { reason: action.reason } : {});
    case 'reinstate':
      return http.post(`${profile}/reinstate`);
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
