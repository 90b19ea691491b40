import type { ChatMessage } from '@jodi/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { hasCode, isApiError } from '../../api/ApiError';
import { api, apiRequest } from '../../api/client';
import { useSocketEvent } from '../../api/SocketProvider';
import { t } from '../../i18n';
import { nextOffset } from '../../lib/paging';
import { queryKeys } from '../../lib/queryKeys';
import { mergeConversation, type OutboxItem } from './conversation';

/** GET /api/v1/message/{profile}*{n}: the conversation newest first, skipping the n newest, 30 a page. */
function fetchPage(partnerId: string, skip: number, signal?: AbortSignal) {
  return apiRequest('GET', '/api/v1/message/{spec}', { path: { spec: `${partnerId}*${skip}` }, signal });
}

/** What to say under the composer when the server refuses a message. */
export function refusalText(error: unknown): string {
  if (hasCode(error, 'CHAT_NOT_ALLOWED')) return t.chat.notAllowed;
  if (hasCode(error, 'RATE_LIMITED')) return t.chat.tooFast({ seconds: error.retryAfter || 0 });
  if (hasCode(error, 'PROFILE_NOT_FOUND')) return t.chat.unavailable;
  return isApiError(error) ? error.message : t.notices.somethingWentWrong;
}

let localIds = 0;

/**
 * One conversation: its history page by page (older pages on demand), messages from the socket at
 * once (deduplicated by id; the sender's other tabs get them too), and own messages with their
 * delivery state. The server marks the partner's messages read when the first page is fetched, so
 * a message arriving here fetches that page again: the badge then does not count it.
 */
export function useConversation(partnerId: string) {
  const history = useInfiniteQuery({
    queryKey: queryKeys.conversation(partnerId),
    queryFn: ({ pageParam, signal }) => fetchPage(partnerId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage.meta),
    // Opening a conversation always asks the server again: that is what marks it read.
    staleTime: 0,
  });
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [outbox, setOutbox] = useState<OutboxItem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);

  const addLive = useCallback((messages: readonly ChatMessage[]) => {
    if (messages.length > 0) setLive((current) => [...current, ...messages]);
  }, []);

  const reading = useRef({ running: false, again: false });
  const markRead = useCallback(async () => {
    const state = reading.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        addLive((await fetchPage(partnerId, 0)).data);
      } while (state.again);
    } catch {
      // The message is shown already; the badge catches up with the next count.
    } finally {
      state.running = false;
    }
  }, [partnerId, addLive]);

  useSocketEvent('message', (message) => {
    if (message.from === partnerId) {
      addLive([message]);
      void markRead();
    } else if (message.to === partnerId) {
      // Our own message: from another tab, or the echo of one this tab is sending.
      setOutbox((items) => {
        const index = items.findIndex((item) => item.state === 'sending' && item.text === message.message);
        return index < 0 ? items : items.filter((_, i) => i !== index);
      });
      addLive([message]);
    }
  });

  const deliver = useCallback(
    async (localId: string, text: string) => {
      setRefusal(null);
      try {
        const stored = await api.post('/api/v1/message', { body: { to: partnerId, message: text } });
        setOutbox((items) => items.filter((item) => item.localId !== localId));
        addLive([stored]);
      } catch (error) {
        setOutbox((items) =>
          items.map((item) => (item.localId === localId ? { ...item, state: 'failed' } : item)),
        );
        setRefusal(refusalText(error));
      }
    },
    [partnerId, addLive],
  );

  /** Sends a text already trimmed and checked (see sendableText). */
  const send = useCallback(
    (text: string) => {
      localIds += 1;
      const item: OutboxItem = {
        localId: `local-${localIds}`,
        text,
        created_at: new Date().toISOString(),
        state: 'sending',
      };
      setOutbox((items) => [...items, item]);
      void deliver(item.localId, text);
    },
    [deliver],
  );

  const retry = useCallback(
    (localId: string) => {
      const item = outbox.find((candidate) => candidate.localId === localId);
      if (item?.state !== 'failed') return;
      setOutbox((items) => items.map((i) => (i.localId === localId ? { ...i, state: 'sending' } : i)));
      void deliver(localId, item.text);
    },
    [outbox, deliver],
  );

  const pages = history.data?.pages;
  const messages = useMemo(
    () => mergeConversation([...(pages ?? []).map((page) => page.data), live], outbox, partnerId),
    [pages, live, outbox, partnerId],
  );

  return { history, messages, send, retry, refusal, dismissRefusal: () => setRefusal(null) };
}
