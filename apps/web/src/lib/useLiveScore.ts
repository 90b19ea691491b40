import type { ScoreEvent } from '@jodi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../api/SocketProvider';
import { queryKeys } from './queryKeys';
import { useShellState } from './shellState';

/** The top bar's verification flags from a `score` event. */
export function badgesFromScore(event: ScoreEvent) {
  return {
    identity: event.personal_verification_verified,
    job: event.job_verification_verified,
    income: event.salary_details_verified,
    property: event.property_details_verified,
  };
}

/**
 * Spec 3 live `score` event (sent when staff approve a document): the top bar's profile score and
 * badges change at once, and the completion, own profile and own documents are fetched again.
 */
export function useLiveScore(): void {
  const { setShellState } = useShellState();
  const queryClient = useQueryClient();
  useSocketEvent('score', (event) => {
    setShellState({ profileScore: event.score, badges: badgesFromScore(event) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.profileCompletion });
    void queryClient.invalidateQueries({ queryKey: queryKeys.myProfile });
    // The review that sent it changed a document's state: an open upload screen shows it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.verificationDocs });
  });
}
