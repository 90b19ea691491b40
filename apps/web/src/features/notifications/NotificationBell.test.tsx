import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TopBar } from '../../app/layout/TopBar';
import { jsonResponse, mockFetch, type RecordedCall } from '../../test/fetch';
import { buildNotification, notificationsPage } from '../../test/notifications';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { currentSocket, serverEmit, socketConnects } from '../../test/socket';

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/v1/notifications'));
const bell = () => screen.getByTestId('notification-bell');

function openTopBar(unread: number) {
  signInAs();
  const items = [buildNotification({ id: 'n-1', read: unread === 0 })];
  const calls = mockFetch({
    'GET /api/v1/notifications': { body: notificationsPage(items, { total: 1, unread }) },
  });
  renderWithApp(<TopBar />);
  return calls;
}

describe('the notifications bell', () => {
  it('is not there for visitors', () => {
    const calls = mockFetch();
    renderWithApp(<TopBar />);
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(listCalls(calls)).toEqual([]);
  });

  it('links members to /notifications and reads the unread count from the first page of the list', async () => {
    const calls = openTopBar(3);
    const link = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
    expect(listCalls(calls).map((call) => call.url)).toEqual(['/api/v1/notifications?limit=20&offset=0']);
  });

  it('has no badge and a plain name with nothing unread', async () => {
    openTopBar(0);
    await vi.waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('rises live on the notification event, once per id, with no refetch', async () => {
    const calls = openTopBar(1);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    socketConnects();
    // The connect reads the list once more (what came before the socket joined is not sent again).
    await vi.waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));

    serverEmit(
      'notification',
      buildNotification({ id: 'n-2', kind: 'message', title: 'Message from Kavya' }),
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    // The same conversation again: the notification is updated, not counted twice.
    serverEmit('notification', buildNotification({ id: 'n-2', kind: 'message', body: 'Again' }));
    serverEmit('notification', buildNotification({ id: 'n-1' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('starts a read under way anew when a notification arrives during it, so its older answer cannot put the count back', async () => {
    signInAs();
    let release: () => void = () => {};
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (!String(input).startsWith('/api/v1/notifications')) {
          return jsonResponse({ body: { data: { chat_count: 0 } } });
        }
        reads += 1;
        const read = reads;
        // The connect's read is held until after the event: its answer is older than the event.
        if (read === 2) await new Promise<void>((resolve) => (release = resolve));
        const items =
          read >= 3
            ? [buildNotification({ id: 'n-2' }), buildNotification({ id: 'n-1' })]
            : [buildNotification({ id: 'n-1' })];
        return jsonResponse({
          body: notificationsPage(items, { total: items.length, unread: items.length }),
        });
      }),
    );
    renderWithApp(<TopBar />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    socketConnects();
    await vi.waitFor(() => expect(reads).toBe(2));
    serverEmit('notification', buildNotification({ id: 'n-2' }));
    release();
    await vi.waitFor(() => expect(reads).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('reads the list again each time the socket connects', async () => {
    const calls = openTopBar(1);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    socketConnects();
    await vi.waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    const socket = currentSocket();
    act(() => {
      socket.connected = false;
      socket.fire('disconnect', 'transport close');
    });
    socketConnects(socket);
    await vi.waitFor(() => expect(listCalls(calls)).toHaveLength(3));
  });

  it('shows 99+ past 99', async () => {
    openTopBar(120);
    expect(await screen.findByRole('link', { name: 'Notifications, 120 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-count').textContent).toBe('99+');
  });
});
