import type { Notification } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { buildNotification, notificationsPage } from '../../test/notifications';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { serverEmit, socketConnects } from '../../test/socket';

const LIST = '/api/v1/notifications';

const interest = buildNotification({ id: 'n-1', title: 'New interest', body: 'Kavya sent you an interest.' });
const message = buildNotification({
  id: 'n-2',
  kind: 'message',
  title: 'Message from Meera',
  body: 'Meera sent you a message.',
  link: '/chat?pid=cHJvZmlsZS05',
  read: true,
});

/** GET answers `pages` by offset (20 a page); POST /read answers the unread left. */
function server(pages: Record<number, ReturnType<typeof notificationsPage>>, unreadAfter = 0) {
  return mockFetch({
    [`GET ${LIST}`]: (call) => {
      const offset = Number(new URL(call.url, 'http://x').searchParams.get('offset'));
      return { body: pages[offset] ?? notificationsPage([]) };
    },
    [`POST ${LIST}/read`]: { body: { data: { unread: unreadAfter } } },
  });
}

const reads = (calls: RecordedCall[]) => calls.filter((call) => call.url === `${LIST}/read`);

async function openList() {
  signInAs();
  const view = renderApp('/notifications');
  const list = await screen.findByRole('list', { name: 'Your notifications' });
  return { ...view, list };
}

const items = (list: HTMLElement) => within(list).getAllByTestId('notification');

describe('/notifications', () => {
  it('lists the notifications newest first, the unread ones marked, each a link to what it is about', async () => {
    server({ 0: notificationsPage([interest, message], { unread: 1 }) });
    const { list } = await openList();
    const [first, second] = items(list) as [HTMLElement, HTMLElement];
    expect(first.getAttribute('href')).toBe('/interests');
    expect(first.hasAttribute('data-unread')).toBe(true);
    expect(within(first).getByText('Unread')).toBeTruthy();
    expect(within(first).getByText('Kavya sent you an interest.')).toBeTruthy();
    expect(second.getAttribute('href')).toBe('/chat?pid=cHJvZmlsZS05');
    expect(second.hasAttribute('data-unread')).toBe(false);
    expect(within(second).queryByText('Unread')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 unread notification');
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/settings/notifications',
    );
  });

  it('opens a notification at its link and marks it read', async () => {
    const calls = server({ 0: notificationsPage([interest, message], { unread: 1 }) });
    const { list, router } = await openList();
    fireEvent.click(items(list)[0] as HTMLElement);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/interests'));
    await vi.waitFor(() => expect(reads(calls).map((call) => call.body)).toEqual([{ ids: ['n-1'] }]));
  });

  it('does not mark an already read one again', async () => {
    const calls = server({ 0: notificationsPage([interest, message], { unread: 1 }) });
    const { list, router } = await openList();
    fireEvent.click(items(list)[1] as HTMLElement);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.location.search).toBe('?pid=cHJvZmlsZS05');
    expect(reads(calls)).toEqual([]);
  });

  it("'Mark all as read' marks every one read with one call and clears the bell", async () => {
    const calls = server({ 0: notificationsPage([interest, { ...message, read: false }], { unread: 2 }) });
    const { list } = await openList();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications are marked as read.')).toBeTruthy();
    expect(reads(calls).map((call) => call.body)).toEqual([{}]);
    expect(items(list).some((item) => item.hasAttribute('data-unread'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/notifications');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    server({ 0: notificationsPage([]) });
    signInAs();
    renderApp('/notifications');
    expect(await screen.findByText(/No notifications yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('pages with Load more', async () => {
    const first: Notification[] = Array.from({ length: 20 }, (_, i) =>
      buildNotification({ id: `p-${i}`, title: `Item ${i}`, read: true }),
    );
    const calls = server({
      0: notificationsPage(first, { total: 21, unread: 0 }),
      20: notificationsPage([buildNotification({ id: 'p-20', title: 'Item 20', read: true })], {
        total: 21,
        unread: 0,
        offset: 20,
      }),
    });
    const { list } = await openList();
    expect(items(list)).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(items(list)).toHaveLength(21));
    expect(
      calls.filter((call) => call.method === 'GET' && call.url.startsWith(LIST)).map((c) => c.url),
    ).toEqual([`${LIST}?limit=20&offset=0`, `${LIST}?limit=20&offset=20`]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a new notification at the top as it arrives, and an updated one moves up in place of the old', async () => {
    const calls = server({ 0: notificationsPage([interest, message], { unread: 1 }) });
    const { list } = await openList();
    socketConnects();
    // The connect reads the list once more; live events come after it.
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.url.startsWith(`${LIST}?`))).toHaveLength(
        2,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    serverEmit(
      'notification',
      buildNotification({ id: 'n-3', title: 'Chat request', kind: 'chat_request_received' }),
    );
    await vi.waitFor(() => expect(items(list)).toHaveLength(3));
    expect(within(items(list)[0] as HTMLElement).getByText('Chat request')).toBeTruthy();

    serverEmit('notification', { ...message, body: 'Meera sent you 2 messages.', read: false });
    await vi.waitFor(() =>
      expect(within(items(list)[0] as HTMLElement).getByText('Meera sent you 2 messages.')).toBeTruthy(),
    );
    expect(items(list)).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('3 unread notifications');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockFetch({ [`GET ${LIST}`]: { status: 500, body: { error: { code: 'INTERNAL', message: 'Oops' } } } });
    signInAs();
    renderApp('/notifications');
    expect(
      await screen.findByText('Your notifications could not be loaded.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
