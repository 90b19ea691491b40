import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session';
import { buildMessage, ME, pageOf } from '../../test/chat';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { currentSocket, openedSockets, serverEmit, socketConnects } from '../../test/socket';

const badge = () => screen.queryByTestId('unread-chats-badge');
const countCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url === '/api/v1/counts/subscribe');

/** A member on the listing (where the bottom bar is); GET /counts/subscribe answers `count.value`. */
function openListing(count = { value: 0 }) {
  signInAs();
  const calls = mockFetch({
    'GET /api/v1/counts/subscribe': () => ({ body: { data: { chat_count: count.value } } }),
    'GET /api/v1/profiles': { body: pageOf([]) },
  });
  const view = renderApp('/profiles');
  return { ...view, calls, count };
}

describe('unread chats badge and notice', () => {
  it('opens one socket with the token while signed in, and closes it on logout', async () => {
    const { calls } = openListing();
    await vi.waitFor(() => expect(countCalls(calls)).toHaveLength(1));
    expect(openedSockets).toHaveLength(1);
    const socket = currentSocket();
    expect(socket.token).toBe(sessionStore.getSnapshot().token);
    act(() => sessionStore.logout());
    expect(socket.disconnected).toBe(true);
  });

  it('shows the count from GET /counts/subscribe and then from publish events, and hides it at 0', async () => {
    openListing({ value: 2 });
    await vi.waitFor(() => expect(badge()?.textContent).toBe('2'));
    expect(screen.getByRole('link', { name: 'Chats', description: '2 unread' })).toBeTruthy();
    // The first count is where the member starts: not a new message.
    expect(screen.queryByText('You have a new message')).toBeNull();

    serverEmit('publish', { chat_count: 12 });
    await vi.waitFor(() => expect(badge()?.textContent).toBe('12'));
    serverEmit('publish', { chat_count: 0 });
    await vi.waitFor(() => expect(badge()).toBeNull());
  });

  it("says 'You have a new message' when the count rises, not when it falls", async () => {
    openListing({ value: 1 });
    await vi.waitFor(() => expect(badge()?.textContent).toBe('1'));

    serverEmit('message', buildMessage({ id: 'm-9', from: 'bride-7', to: ME }));
    serverEmit('publish', { chat_count: 2 });
    expect(await screen.findByText('You have a new message')).toBeTruthy();
    expect(badge()?.textContent).toBe('2');

    const { cleanNotifications } = await import('@mantine/notifications');
    act(() => cleanNotifications());
    await vi.waitFor(() => expect(screen.queryByText('You have a new message')).toBeNull());
    serverEmit('publish', { chat_count: 0 });
    await vi.waitFor(() => expect(badge()).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('You have a new message')).toBeNull();
  });

  it('refetches the count on every (re)connect (the reconnect rule) and tells of messages missed meanwhile', async () => {
    const { calls, count } = openListing({ value: 1 });
    await vi.waitFor(() => expect(badge()?.textContent).toBe('1'));
    expect(countCalls(calls)).toHaveLength(1);
    count.value = 3;
    socketConnects();
    await vi.waitFor(() => expect(countCalls(calls)).toHaveLength(2));
    await vi.waitFor(() => expect(badge()?.textContent).toBe('3'));
    expect(await screen.findByText('You have a new message')).toBeTruthy();
  });

  it('stays quiet for a message in the conversation open on screen, which it reads at once', async () => {
    signInAs();
    const count = { value: 0 };
    const calls = mockFetch({
      'GET /api/v1/counts/subscribe': () => ({ body: { data: { chat_count: count.value } } }),
      'GET /api/v1/profiles/bride-1': {
        body: { data: { id: 'bride-1', name: 'Meera', lastName: 'Joshi', pics: [] } },
      },
      'GET /api/v1/message/bride-1*0': () => {
        count.value = 0;
        return { body: pageOf([], 0, 0, 30) };
      },
    });
    renderApp(`/chat?pid=${btoa('bride-1')}`);
    expect(await screen.findByRole('link', { name: 'Meera Joshi' })).toBeTruthy();
    await vi.waitFor(() => expect(countCalls(calls)).toHaveLength(1));

    serverEmit('message', buildMessage({ id: 'm-2', from: 'bride-1', message: 'Are you there?' }));
    serverEmit('publish', { chat_count: 1 });
    expect(await screen.findByText('Are you there?')).toBeTruthy();
    // Seen here, it is read again (GET *0), so the server does not count it.
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/v1/message/bride-1*0').length).toBeGreaterThanOrEqual(2),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('You have a new message')).toBeNull();

    // Another member writes meanwhile: that one is news.
    serverEmit('message', buildMessage({ id: 'm-3', from: 'bride-8', message: 'Hi!' }));
    serverEmit('publish', { chat_count: 2 });
    expect(await screen.findByText('You have a new message')).toBeTruthy();
    expect(screen.queryByText('Hi!')).toBeNull();
  });
});
