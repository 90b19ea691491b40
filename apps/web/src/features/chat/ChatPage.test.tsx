import type { ChatMessage } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatPath } from '../../lib/paths';
import { encodeProfileId } from '../../lib/profileId';
import { buildMessage, ME, pageOf } from '../../test/chat';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { serverEmit } from '../../test/socket';

const PARTNER = 'bride-1';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

type Handlers = Parameters<typeof mockFetch>[0];

/**
 * A member in the conversation with Meera: `history` newest first as the server answers, 30 a page.
 * POST /message/ answers 201 with the stored message unless `extra` says otherwise.
 */
function openChat(history: ChatMessage[] = [], extra: Handlers = {}) {
  signInAs();
  let sent = 0;
  const page = (skip: number) => () => ({
    body: pageOf(history.slice(skip, skip + 30), history.length, skip, 30),
  });
  const calls = mockFetch({
    'GET /api/v1/counts/subscribe': { body: { data: { chat_count: 0 } } },
    [`GET /api/v1/profiles/${PARTNER}`]: {
      body: { data: { id: PARTNER, name: 'Meera', lastName: 'Joshi', pics: [], primary_profile_pic: null } },
    },
    [`GET /api/v1/message/${PARTNER}*0`]: page(0),
    [`GET /api/v1/message/${PARTNER}*30`]: page(30),
    'POST /api/v1/message': (call) => {
      sent += 1;
      const { to, message } = call.body as { to: string; message: string };
      return {
        status: 201,
        body: {
          data: buildMessage({
            id: `sent-${sent}`,
            from: ME,
            to,
            message,
            created_at: new Date().toISOString(),
          }),
        },
      };
    },
    ...extra,
  });
  const view = renderApp(chatPath(PARTNER));
  return { ...view, calls };
}

const posts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url === '/api/v1/message');
const box = () => screen.getByRole('textbox', { name: 'Message' });
const log = () => screen.getByRole('log');
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('chat conversation', () => {
  it('shows the partner with a link to the profile, Back to /chats, and the history oldest first', async () => {
    const { calls } = openChat([
      buildMessage({
        id: 'm-3',
        from: ME,
        to: PARTNER,
        message: 'Yes, Sunday works.',
        created_at: minutesAgo(1),
      }),
      buildMessage({ id: 'm-2', message: 'Shall we talk on Sunday?', created_at: minutesAgo(2) }),
      buildMessage({ id: 'm-1', message: 'Hello', created_at: minutesAgo(3) }),
    ]);
    const name = await screen.findByRole('link', { name: 'Meera Joshi' });
    expect(name.getAttribute('href')).toBe(`/profile/${encodeProfileId(PARTNER)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Meera Joshi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/chats');
    await within(log()).findByText('Hello');
    const texts = [...log().querySelectorAll('p')].map((p) => p.textContent);
    expect(texts).toEqual(['Hello', 'Shall we talk on Sunday?', 'Yes, Sunday works.']);
    expect(screen.getByRole('log', { name: 'Messages with Meera Joshi' })).toBeTruthy();
    expect(within(log()).getAllByText('Sent')).toHaveLength(1);
    expect(calls.some((c) => c.url === `/api/v1/message/${PARTNER}*0`)).toBe(true);
  });

  it('renders message text as text, never as HTML, keeping line breaks', async () => {
    openChat([buildMessage({ message: '<script>alert(1)</script>\n<b>bold</b>' })]);
    const text = await within(await screen.findByRole('log')).findByText(/<script>alert\(1\)<\/script>/);
    expect(text.textContent).toBe('<script>alert(1)</script>\n<b>bold</b>');
    expect(log().querySelector('script')).toBeNull();
    expect(log().querySelector('b')).toBeNull();
  });

  it('ignores blank input, and sends the trimmed text as { to, message }', async () => {
    const { calls } = openChat();
    await screen.findByText('No messages yet. Say hello to Meera Joshi.');
    type('   \n  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(posts(calls)).toHaveLength(0);

    type('  Namaste, Meera!  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((box() as HTMLTextAreaElement).value).toBe('');
    expect(within(log()).getByText('Namaste, Meera!')).toBeTruthy();
    await vi.waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ to: PARTNER, message: 'Namaste, Meera!' });
    expect(await within(log()).findByText('Sent')).toBeTruthy();
  });

  it('sends on Enter; Shift+Enter does not send (it starts a new line)', async () => {
    const { calls } = openChat();
    await screen.findByText('No messages yet. Say hello to Meera Joshi.');
    type('First line');
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(posts(calls)).toHaveLength(0);
    type('First line\nSecond line');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await vi.waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ to: PARTNER, message: 'First line\nSecond line' });
  });

  it("shows 'Sending…' until the server stores the message", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    signInAs();
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (init.method === 'POST') {
        await gate;
        return new Response(
          JSON.stringify({ data: buildMessage({ id: 's-1', from: ME, to: PARTNER, message: 'Hi' }) }),
          {
            status: 201,
          },
        );
      }
      if (url.startsWith('/api/v1/message/')) return new Response(JSON.stringify(pageOf([], 0, 0, 30)));
      if (url.startsWith('/api/v1/notifications')) {
        return new Response(
          JSON.stringify({ data: [], meta: { total: 0, limit: 20, offset: 0, unread: 0 } }),
        );
      }
      if (url.startsWith('/api/v1/profiles/')) {
        return new Response(
          JSON.stringify({ data: { id: PARTNER, name: 'Meera', lastName: null, pics: [] } }),
        );
      }
      return new Response(JSON.stringify({ data: { chat_count: 0 } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderApp(chatPath(PARTNER));
    await screen.findByText('No messages yet. Say hello to Meera.');
    type('Hi');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(within(log()).getByText('Sending…')).toBeTruthy();
    release();
    expect(await within(log()).findByText('Sent')).toBeTruthy();
    expect(within(log()).queryByText('Sending…')).toBeNull();
  });

  it("shows a refusal inline: 403 'You can chat once…', then Retry sends again", async () => {
    let refuse = true;
    const { calls } = openChat([], {
      'POST /api/v1/message': (call) =>
        refuse
          ? {
              status: 403,
              body: {
                error: {
                  code: 'CHAT_NOT_ALLOWED',
                  message: 'You can chat once your chat request is accepted.',
                },
              },
            }
          : {
              status: 201,
              body: {
                data: buildMessage({
                  id: 's-9',
                  from: ME,
                  to: PARTNER,
                  message: (call.body as { message: string }).message,
                }),
              },
            },
    });
    await screen.findByText('No messages yet. Say hello to Meera Joshi.');
    type('Hello?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You can chat once your chat request is accepted.',
    );
    expect(within(log()).getByText(/Failed/)).toBeTruthy();
    refuse = false;
    fireEvent.click(within(log()).getByRole('button', { name: 'Retry' }));
    expect(await within(log()).findByText('Sent')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts(calls).map((c) => c.body)).toEqual([
      { to: PARTNER, message: 'Hello?' },
      { to: PARTNER, message: 'Hello?' },
    ]);
  });

  it('says when messages go too fast (429 with Retry-After)', async () => {
    openChat([], {
      'POST /api/v1/message': {
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' } },
      },
    });
    await screen.findByText('No messages yet. Say hello to Meera Joshi.');
    type('One more');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are sending messages too fast. Please wait 42 s and try again.',
    );
  });

  it('shows a live message at once, once per id, and reads the conversation again', async () => {
    const { calls } = openChat([buildMessage({ id: 'm-1', message: 'Hello', created_at: minutesAgo(5) })]);
    await within(await screen.findByRole('log')).findByText('Hello');
    const reads = () => calls.filter((c) => c.url === `/api/v1/message/${PARTNER}*0`).length;
    const before = reads();
    const live = buildMessage({
      id: 'm-2',
      message: 'Are you free now?',
      created_at: new Date().toISOString(),
    });
    serverEmit('message', live);
    serverEmit('message', live);
    expect(await within(log()).findByText('Are you free now?')).toBeTruthy();
    expect(within(log()).getAllByText('Are you free now?')).toHaveLength(1);
    await vi.waitFor(() => expect(reads()).toBeGreaterThan(before));

    // Our own message from another tab shows too; messages of other conversations do not.
    serverEmit('message', buildMessage({ id: 'm-3', from: ME, to: PARTNER, message: 'From my phone' }));
    serverEmit('message', buildMessage({ id: 'm-4', from: 'bride-9', message: 'Someone else' }));
    expect(await within(log()).findByText('From my phone')).toBeTruthy();
    expect(within(log()).queryByText('Someone else')).toBeNull();
  });

  it('loads older pages (*30) when scrolled to the top', async () => {
    const history = Array.from({ length: 45 }, (_, i) =>
      buildMessage({ id: `m-${45 - i}`, message: `Message ${45 - i}`, created_at: minutesAgo(i + 1) }),
    );
    const { calls } = openChat(history);
    await within(await screen.findByRole('log')).findByText('Message 45');
    expect(within(log()).queryByText('Message 1')).toBeNull();
    fireEvent.scroll(log());
    expect(await within(log()).findByText('Message 1')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/v1/message/')).map((c) => c.url)).toContain(
      `/api/v1/message/${PARTNER}*30`,
    );
    const texts = [...log().querySelectorAll('p')].map((p) => p.textContent);
    expect(texts[0]).toBe('Message 1');
    expect(texts.at(-1)).toBe('Message 45');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('counts characters near the 2000 limit and refuses more', async () => {
    const { calls } = openChat();
    await screen.findByText('No messages yet. Say hello to Meera Joshi.');
    type('a'.repeat(1900));
    expect(screen.getByText('1900 / 2000')).toBeTruthy();
    type('a'.repeat(2001));
    expect(screen.getByText('A message can have at most 2000 characters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(posts(calls)).toHaveLength(0);
  });

  describe('safety warnings (decision 17)', () => {
    const MONEY = 'Please send 5000 rupees on my UPI ramesh@okaxis';
    const reports = (calls: RecordedCall[]) =>
      calls.filter((c) => c.method === 'POST' && c.url === '/api/v1/user/report');

    it('shows a calm note with Report under a flagged received message only, and files the report', async () => {
      const { calls } = openChat(
        [
          buildMessage({ id: 'm-3', from: ME, to: PARTNER, message: 'Why?', created_at: minutesAgo(1) }),
          buildMessage({ id: 'm-2', message: MONEY, safety_warning: 'money', created_at: minutesAgo(2) }),
          buildMessage({ id: 'm-1', message: 'Hello', created_at: minutesAgo(3) }),
        ],
        { 'POST /api/v1/user/report': { status: 201, body: { data: {} } } },
      );
      const note = await within(await screen.findByRole('log')).findByRole('note');
      expect(within(log()).getAllByRole('note')).toHaveLength(1);
      expect(note.closest('li')?.textContent).toContain(MONEY);
      expect(note.textContent).toContain('Never send money to someone you have not met.');
      fireEvent.click(within(note).getByRole('button', { name: 'Report' }));
      expect(await within(note).findByText('Reported. Thank you: our team will look at it.')).toBeTruthy();
      expect(within(note).queryByRole('button', { name: 'Report' })).toBeNull();
      expect(reports(calls).map((c) => c.body)).toEqual([
        { user_to_id: PARTNER, reason: 'asking_for_money' },
      ]);
    });

    it('keeps the warning of a live message, and takes a 409 as reported before', async () => {
      const { calls } = openChat([], {
        'POST /api/v1/user/report': {
          status: 409,
          body: { error: { code: 'ALREADY_REPORTED', message: 'You have already reported this profile.' } },
        },
      });
      await screen.findByText('No messages yet. Say hello to Meera Joshi.');
      expect(screen.queryByRole('note')).toBeNull();
      serverEmit(
        'message',
        buildMessage({ id: 'm-7', message: 'Add me on WhatsApp', safety_warning: 'off_platform' }),
      );
      const note = await within(log()).findByRole('note');
      expect(note.textContent).toContain('This message asks to continue on another app.');
      fireEvent.click(within(note).getByRole('button', { name: 'Report' }));
      expect(await within(note).findByText('You have already reported this profile.')).toBeTruthy();
      expect(reports(calls).map((c) => c.body)).toEqual([
        { user_to_id: PARTNER, reason: 'other', details: 'Asked to move to another app' },
      ]);
    });
  });

  it('asks to choose a conversation when /chat names nobody', async () => {
    signInAs();
    mockFetch();
    renderApp('/chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open chats' }).getAttribute('href')).toBe('/chats');
  });
});
