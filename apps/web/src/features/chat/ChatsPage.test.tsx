import type { ChatRequest, ChatThread } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatPath } from '../../lib/paths';
import { encodeProfileId } from '../../lib/profileId';
import { buildChatRequest, buildMessage, buildThread, ME, pageOf } from '../../test/chat';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { buildMiniProfile } from '../../test/social';
import { serverEmit } from '../../test/socket';

interface Lists {
  threads: ChatThread[];
  requests: ChatRequest[];
}

function openChats(lists: Partial<Lists>, extra: Parameters<typeof mockFetch>[0] = {}) {
  signInAs();
  const state: Lists = { threads: [], requests: [], ...lists };
  const calls = mockFetch({
    'GET /api/v1/counts/subscribe': { body: { data: { chat_count: 0 } } },
    'GET /api/v1/chat/threads': () => ({ body: pageOf(state.threads) }),
    'GET /api/v1/invites': () => ({ body: pageOf(state.requests) }),
    'GET /api/v1/chat/connections': { body: pageOf([]) },
    ...extra,
  });
  const view = renderApp('/chats');
  return { ...view, calls, state };
}

const threadCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/v1/chat/threads'));

describe('chat list', () => {
  it('lists conversations with photo, name, last message as text, time and unread count', async () => {
    const { calls } = openChats({
      threads: [
        buildThread({
          profile_id: 'bride-1',
          unread_count: 2,
          last_message: buildMessage({
            from: 'bride-1',
            message: '<b>See you</b> at 5',
            created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
          }),
        }),
        buildThread({
          profile_id: 'bride-2',
          name: 'Kavya',
          lastName: null,
          primary_profile_pic: null,
          last_message: buildMessage({
            from: ME,
            to: 'bride-2',
            message: 'Good night',
            created_at: new Date(Date.now() - 26 * 3_600_000).toISOString(),
          }),
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chats' })).toBeTruthy();
    const meera = await screen.findByRole('link', { name: 'Meera Joshi' });
    expect(meera.getAttribute('href')).toBe(chatPath('bride-1'));
    expect(meera.getAttribute('href')).toBe(`/chat?pid=${encodeProfileId('bride-1')}`);
    expect(within(meera).getByText('<b>See you</b> at 5')).toBeTruthy();
    expect(meera.querySelector('b')).toBeNull();
    expect(within(meera).getByText('5 min')).toBeTruthy();
    expect(within(meera).getByText('2')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Meera Joshi', description: '<b>See you</b> at 5 5 min 2 unread' }),
    ).toBeTruthy();
    expect(meera.querySelector('img')?.getAttribute('src')).toBe('/m/meera-1.jpg');

    const kavya = screen.getByRole('link', { name: 'Kavya' });
    expect(within(kavya).getByText('You: Good night')).toBeTruthy();
    expect(kavya.querySelector('time')?.textContent).not.toBe('');
    expect(within(kavya).queryByText('unread', { exact: false })).toBeNull();
    expect(threadCalls(calls)[0]?.url).toBe('/api/v1/chat/threads?limit=20&offset=0');
    // No pending requests: no requests section.
    expect(screen.queryByRole('heading', { name: 'Chat requests' })).toBeNull();
  });

  it("says 'No records found.' without conversations", async () => {
    openChats({});
    expect(await screen.findByText('No records found.')).toBeTruthy();
  });

  it("pages with 'Load more'", async () => {
    signInAs();
    const rows = (offset: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        buildThread({ profile_id: `p-${offset + i}`, name: `Bride ${offset + i}`, lastName: null }),
      );
    const calls = mockFetch({
      'GET /api/v1/invites': { body: pageOf([]) },
      'GET /api/v1/chat/threads': (call) => {
        const offset = Number(new URL(call.url, 'http://x').searchParams.get('offset'));
        return { body: pageOf(offset === 0 ? rows(0, 20) : rows(20, 3), 23, offset) };
      },
    });
    renderApp('/chats');
    await screen.findByRole('link', { name: 'Bride 0' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Bride 22' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(threadCalls(calls).map((c) => c.url)).toEqual([
      '/api/v1/chat/threads?limit=20&offset=0',
      '/api/v1/chat/threads?limit=20&offset=20',
    ]);
  });

  it('refreshes the list when a message arrives', async () => {
    const { calls, state } = openChats({ threads: [buildThread()] });
    await screen.findByRole('link', { name: 'Meera Joshi' });
    const before = threadCalls(calls).length;
    state.threads = [
      buildThread({ profile_id: 'bride-5', name: 'Isha', lastName: null, unread_count: 1 }),
      ...state.threads,
    ];
    serverEmit('message', buildMessage({ id: 'm-new', from: 'bride-5' }));
    expect(await screen.findByRole('link', { name: 'Isha' })).toBeTruthy();
    expect(threadCalls(calls).length).toBeGreaterThan(before);
  });

  it('accepts and declines chat requests with PUT { accepted, declined }', async () => {
    const asha = buildMiniProfile({ id: 'bride-3', name: 'Asha', lastName: 'Rao' });
    const kavya = buildMiniProfile({ id: 'bride-4', name: 'Kavya', lastName: 'Patil' });
    const answer = (id: string) => (call: RecordedCall) => {
      const body = call.body as { accepted: boolean; declined: boolean };
      return { body: { data: buildChatRequest({ id, ...body }) } };
    };
    const { calls, state } = openChats(
      {
        requests: [
          buildChatRequest({ id: 'cr-1', profile: asha }),
          buildChatRequest({ id: 'cr-2', profile: kavya }),
        ],
      },
      {
        'PUT /api/v1/chatrequests/cr-1': answer('cr-1'),
        'PUT /api/v1/chatrequests/cr-2': (call) => {
          state.requests = state.requests.filter((r) => r.id !== 'cr-2');
          return answer('cr-2')(call);
        },
      },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Chat requests' })).toBeTruthy();
    const ashaRow = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(ashaRow).getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe(
      `/profile/${encodeProfileId('bride-3')}`,
    );
    fireEvent.click(within(ashaRow).getByRole('button', { name: 'Accept', description: 'Asha Rao' }));
    // The acceptance offers Start chat in a dialog; Later closes it.
    const dialog = await screen.findByRole('dialog', { name: 'Chat request accepted' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const start = await within(ashaRow).findByRole('link', { name: 'Send a message' });
    expect(start.getAttribute('href')).toBe(chatPath('bride-3'));

    fireEvent.click(
      within(screen.getByRole('article', { name: 'Kavya Patil' })).getByRole('button', { name: 'Decline' }),
    );
    expect(await screen.findByText('Chat request declined')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Kavya Patil' })).toBeNull());

    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/chatrequests/cr-1', { accepted: true, declined: false }],
      ['/api/v1/chatrequests/cr-2', { accepted: false, declined: true }],
    ]);
  });

  it('notes a blurred photo on a request, and reads the chat list again once it is accepted', async () => {
    const sneha = buildMiniProfile({ id: 'bride-5', name: 'Sneha', lastName: 'Kale', photos_blurred: true });
    const { calls } = openChats(
      { requests: [buildChatRequest({ id: 'cr-5', profile: sneha })] },
      {
        'PUT /api/v1/chatrequests/cr-5': {
          body: { data: buildChatRequest({ id: 'cr-5', profile: sneha, accepted: true }) },
        },
      },
    );
    const row = await screen.findByRole('article', { name: 'Sneha Kale' });
    // A request to the member: the acceptance is theirs to give.
    expect(within(row).getByText('Photos visible once you accept')).toBeTruthy();
    await vi.waitFor(() => expect(threadCalls(calls).length).toBeGreaterThan(0));
    const before = threadCalls(calls).length;
    fireEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: 'Chat request accepted' })).toBeTruthy();
    await vi.waitFor(() => expect(threadCalls(calls).length).toBeGreaterThan(before));
  });

  it('says so when answering a chat request fails', async () => {
    openChats(
      { requests: [buildChatRequest({ id: 'cr-1' })] },
      {
        'PUT /api/v1/chatrequests/cr-1': {
          status: 500,
          body: { error: { code: 'INTERNAL', message: 'Internal error' } },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Could not answer the chat request. Please try again.')).toBeTruthy();
  });

  it("lists matches and accepted chat requests without a message under 'New connections', with 'Say hello'", async () => {
    const connection = (profile_id: string, name: string, matched: boolean) => ({
      profile_id,
      name,
      lastName: 'Patil',
      primary_profile_pic: null,
      photos_blurred: false,
      matched,
      interest_id: matched ? `i-${profile_id}` : null,
      chat_request_id: matched ? null : `cr-${profile_id}`,
      accepted_at: new Date().toISOString(),
    });
    const { calls } = openChats(
      {},
      {
        'GET /api/v1/chat/connections': {
          body: pageOf([connection('bride-7', 'Kavya', true), connection('bride-8', 'Sneha', false)]),
        },
      },
    );
    const section = await screen.findByRole('list', {
      name: 'Matches and accepted chat requests without a message yet',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'New connections' })).toBeTruthy();
    const hello = within(section).getAllByRole('link', { name: 'Say hello' });
    expect(hello.map((link) => link.getAttribute('href'))).toEqual([
      chatPath('bride-7'),
      chatPath('bride-8'),
    ]);
    expect(within(section).getByText('Match')).toBeTruthy();
    expect(within(section).getByText('Chat request accepted. Start the conversation.')).toBeTruthy();
    // Someone to talk to: not 'No records found.'.
    expect(screen.queryByText('No records found.')).toBeNull();
    expect(calls.some((c) => c.url === '/api/v1/chat/connections?limit=20&offset=0')).toBe(true);
  });
});
