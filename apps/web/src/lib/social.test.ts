import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './queryKeys';
import { refreshAfterAcceptance } from './social';

describe('refreshAfterAcceptance', () => {
  it('marks every screen showing the other profile stale, so clear photos are read again', async () => {
    const client = new QueryClient();
    const refreshed = [
      queryKeys.profileView('bride-1'),
      [...queryKeys.profiles, 'all', '', true],
      [...queryKeys.matches, 'list'],
      queryKeys.todayPicks,
      queryKeys.interestList('received'),
      queryKeys.acceptedChatRequests,
      queryKeys.chatThreads,
      queryKeys.similarProfilesAll,
    ];
    const untouched = [queryKeys.profileView('someone-else'), queryKeys.chatInvites, queryKeys.privacy];
    for (const key of [...refreshed, ...untouched]) client.setQueryData(key, { data: [] });

    await refreshAfterAcceptance(client, 'bride-1');

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(refreshed.map(stale)).toEqual(refreshed.map(() => true));
    expect(untouched.map(stale)).toEqual(untouched.map(() => false));
  });
});
