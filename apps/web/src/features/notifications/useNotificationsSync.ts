import { NOTIFICATION_EVENT } from '@jodi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocket, useSocketEvent } from '../../api/SocketProvider';
import { queryKeys } from '../../lib/queryKeys';
import { receiveNotification } from './notifications.api';

/**
 * Keeps the cached notifications live: each `notification` event goes into the list and the bell's
 * count (no refetch). On every connect, first or again, the list is read once more (the reconnect
 * rule of contract/socket.ts: what came before the socket joined, or while it was away, is not sent
 * again); a read still under way began before the connection and may miss it, so it is started anew.
 */
export function useNotificationsSync(): void {
  const queryClient = useQueryClient();
  const { connected } = useSocket();

  useSocketEvent(NOTIFICATION_EVENT, (payload) => {
    if (typeof payload?.id !== 'string') return;
    receiveNotification(queryClient, payload);
    // A read under way may have begun before this notification was stored: its answer would put
    // the count back, so it is started anew (the new read includes this one).
    const queryKey = queryKeys.notifications;
    if (queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey });
  });

  useEffect(() => {
    if (!connected) return;
    const queryKey = queryKeys.notifications;
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
  }, [connected, queryClient]);
}
