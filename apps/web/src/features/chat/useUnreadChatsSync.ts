import type { ChatCount } from '@jodi/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../api/client';
import { useSocket, useSocketEvent } from '../../api/SocketProvider';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { queryKeys } from '../../lib/queryKeys';
import { useShellState } from '../../lib/shellState';
import { useMemberCallsAllowed, useSession } from '../../session';
import { openConversation } from './openConversation';

/** While the socket is down the badge still catches up, once a minute. */
const OFFLINE_REFETCH_MS = 60_000;

/**
 * The unread chat count of the bottom bar's badge: read from GET /api/v1/counts/subscribe at sign-in
 * and on every socket (re)connect, then kept by the `publish` events. When the count rises, spec 8's
 * notice 'You have a new message' shows, unless every new message came from the conversation open
 * on screen (the member is reading it; opening it marks it read, and the count falls back). Nothing
 * is asked without a live session (visitors, an expired token, /logout).
 */
export function useUnreadChatsSync(): void {
  const signedIn = useMemberCallsAllowed();
  const { profileId } = useSession();
  const { connected } = useSocket();
  const { setShellState } = useShellState();
  const queryClient = useQueryClient();

  const count = useQuery({
    queryKey: queryKeys.chatCount,
    queryFn: ({ signal }) => api.get('/api/v1/counts/subscribe', { signal }),
    enabled: signedIn,
    refetchInterval: connected ? false : OFFLINE_REFETCH_MS,
  });

  useSocketEvent('publish', (payload) => {
    const chatCount = payload?.chat_count;
    if (typeof chatCount !== 'number') return;
    // A read of the count still under way began before this event: its older answer must not land on
    // top of it (a message sent just after sign-in kept the badge at 0).
    void queryClient
      .cancelQueries({ queryKey: queryKeys.chatCount })
      .then(() => queryClient.setQueryData<ChatCount>(queryKeys.chatCount, { chat_count: chatCount }));
  });

  /** Senders of the messages received since the count last changed (the server sends `message`, then `publish`). */
  const newSenders = useRef<string[]>([]);
  useSocketEvent('message', (message) => {
    if (message.to === profileId && message.from !== profileId) newSenders.current.push(message.from);
  });

  const previous = useRef<number | null>(null);
  const value = signedIn ? count.data?.chat_count : undefined;
  useEffect(() => {
    if (value === undefined) {
      if (!signedIn) {
        previous.current = null;
        newSenders.current = [];
        setShellState({ unreadChats: 0 });
      }
      return;
    }
    const before = previous.current;
    previous.current = value;
    const senders = newSenders.current;
    newSenders.current = [];
    setShellState({ unreadChats: value });
    if (before === null || value <= before) return;
    const open = openConversation();
    const onlyFromOpen = senders.length > 0 && senders.every((sender) => sender === open);
    if (!onlyFromOpen) notify.info(t.chat.newMessage);
  }, [value, signedIn, setShellState]);
}
