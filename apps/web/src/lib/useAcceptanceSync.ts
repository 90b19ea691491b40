import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../api/SocketProvider';
import { refreshAfterAcceptance } from './social';

/**
 * The server's `accepted` event (the member and another profile have just accepted each other,
 * whoever answered): what the other keeps for accepted members (clear photos, contacts, the chat)
 * is read again on every open screen, with no reload.
 */
export function useAcceptanceSync(): void {
  const queryClient = useQueryClient();
  useSocketEvent('accepted', (payload) => {
    if (typeof payload?.profile_id === 'string') void refreshAfterAcceptance(queryClient, payload.profile_id);
  });
}
