import { type Query, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { dropEarlyAnswers } from '../../api/early/takeEarlyAnswer';
import { useSession } from '../../session';
import { familyQueryKeys } from './familyQueryKeys';

/**
 * When the profile this device acts for changes (the switcher, the way back, another tab, or the
 * server's 403 `NOT_MANAGER` after a removal), everything read so far belonged to the other profile:
 * index.html's early answers are dropped and the query cache reset, so screens on show read again
 * for the new profile and no screen shows the other one's matches, interests or chats.
 */
export function useFollowActingProfile(): void {
  const { actingFor, userId } = useSession();
  const queryClient = useQueryClient();
  const actingId = actingFor?.profileId ?? null;
  const shown = useRef({ actingId, userId });
  useEffect(() => {
    const before = shown.current;
    shown.current = { actingId, userId };
    // Signing in or out resets what it needs itself; only a change of profile for one account counts.
    if (before.userId !== userId || before.actingId === actingId) return;
    dropEarlyAnswers();
    // The account's own list of profiles stays: the switcher keeps showing while the rest is read again.
    const profileData = (query: Query) => query.queryKey[0] !== familyQueryKeys.managedProfiles[0];
    void queryClient
      .cancelQueries({ predicate: profileData })
      .then(() => queryClient.resetQueries({ predicate: profileData }));
  }, [actingId, userId, queryClient]);
}
