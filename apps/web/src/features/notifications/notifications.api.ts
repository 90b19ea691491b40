import {
  NOTIFICATIONS_PAGE,
  type Notification,
  type NotificationSettings,
  type NotificationsRead,
} from '@jodi/contract';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiRequest } from '../../api/client';
import { type ListMeta, nextOffset } from '../../lib/paging';
import { queryKeys } from '../../lib/queryKeys';

/** One page of GET /api/v1/notifications: `meta.unread` counts every unread one, not just this page's. */
export interface NotificationsPage {
  data: Notification[];
  meta: ListMeta & { unread: number };
}

export type NotificationsData = InfiniteData<NotificationsPage>;

/**
 * GET /api/v1/notifications, newest first, page by page. The top bar's bell and /notifications share
 * this one query: the bell reads the first page's `meta.unread`, the screen the items.
 */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ pageParam, signal }): Promise<NotificationsPage> =>
      apiRequest('GET', '/api/v1/notifications', {
        query: { limit: NOTIFICATIONS_PAGE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage: NotificationsPage) => nextOffset(lastPage.meta),
    enabled,
  });
}

/** The unread count of a cached list (0 before it arrives). */
export function unreadOf(data: NotificationsData | undefined): number {
  return data?.pages[0]?.meta.unread ?? 0;
}

/**
 * The loaded notifications, newest first, each once: a notification that arrived live sits at the top
 * of the first page and may come again on a later page (the server's offsets moved by one).
 */
export function flattenNotifications(data: NotificationsData | undefined): Notification[] {
  const seen = new Set<string>();
  const out: Notification[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/**
 * A new or updated notification (the socket's `notification` event) put into the cached list, with
 * no refetch: it goes to the top (an updated one leaves its old place: a chat thread's notification
 * is one entry), and the unread count follows what changed. Nothing happens before the list is
 * cached: its first fetch will carry the notification.
 */
export function applyNotification(data: NotificationsData, incoming: Notification): NotificationsData {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  let before: Notification | undefined;
  const without = (page: NotificationsPage): NotificationsPage => {
    const found = page.data.find((item) => item.id === incoming.id);
    if (!found) return page;
    before ??= found;
    return { ...page, data: page.data.filter((item) => item.id !== incoming.id) };
  };
  const firstWithout = without(first);
  const restWithout = rest.map(without);
  const wasUnread = before ? !before.read : false;
  const delta = (incoming.read ? 0 : 1) - (wasUnread ? 1 : 0);
  const meta = {
    ...first.meta,
    total: first.meta.total + (before ? 0 : 1),
    unread: Math.max(0, first.meta.unread + delta),
  };
  return {
    ...data,
    pages: [{ data: [incoming, ...firstWithout.data], meta }, ...restWithout],
  };
}

/** Marks these ids read in the cached list (every one when `ids` is left out) and sets the unread count. */
export function markReadInCache(
  data: NotificationsData,
  ids: readonly string[] | undefined,
  unread?: number,
): NotificationsData {
  const all = ids === undefined;
  const wanted = new Set(ids ?? []);
  let newlyRead = 0;
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.map((item) => {
      if (item.read || !(all || wanted.has(item.id))) return item;
      newlyRead += 1;
      return { ...item, read: true };
    }),
  }));
  const [first, ...rest] = pages;
  if (!first) return data;
  const count = unread ?? (all ? 0 : Math.max(0, first.meta.unread - newlyRead));
  return { ...data, pages: [{ ...first, meta: { ...first.meta, unread: count } }, ...rest] };
}

/** The socket's notification into the cache; a no-op while no list is cached. */
export function receiveNotification(queryClient: QueryClient, incoming: Notification): void {
  queryClient.setQueryData<NotificationsData>(queryKeys.notifications, (data) =>
    data ? applyNotification(data, incoming) : data,
  );
}

/**
 * POST /api/v1/notifications/read `{ ids? }` (none: all). The list shows them read at once; the
 * server's answer (`{ unread }`) then sets the bell's count.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const update = (ids: string[] | undefined, unread?: number) =>
    queryClient.setQueryData<NotificationsData>(queryKeys.notifications, (data) =>
      data ? markReadInCache(data, ids, unread) : data,
    );
  return useMutation({
    mutationFn: (ids?: string[]) =>
      api.post('/api/v1/notifications/read', { body: (ids ? { ids } : {}) satisfies NotificationsRead }),
    onMutate: (ids) => update(ids),
    onSuccess: ({ unread }, ids) => update(ids, unread),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

/** GET /api/v1/notification-settings. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.notificationSettings,
    queryFn: ({ signal }) => api.get('/api/v1/notification-settings', { signal }),
  });
}

/** PUT /api/v1/notification-settings: the whole object; answers what was saved. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api.put('/api/v1/notification-settings', { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationSettings, saved),
  });
}
