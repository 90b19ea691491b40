import type { Interest } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { encodeProfileId } from '../../lib/profileId';
import { buildChatRequest, pageOf } from '../../test/chat';
import { mockFetch } from '../../test/fetch';
import { buildProfile, buildProfileView } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { buildInterest, buildMiniProfile, listOf } from '../../test/social';

/**
 * Accepting an interest is a moment with next steps (the "It's a match" dialog: Start
 * chat, See contact details where the server shows them, Later); a match has 'Chat' on its card
 * and on the profile; an accepted chat request offers Start chat the same way.
 */
const meera = buildMiniProfile({ id: 'bride-1', name: 'Meera', lastName: 'Joshi' });
const chatHref = `/chat?pid=${encodeProfileId('bride-1')}`;

function interestsApi(contact: boolean) {
  let received: Interest[] = [buildInterest({ id: 'i-1', profile: meera, status: 'pending' })];
  return mockFetch({
    'GET /api/v1/interests': (call) =>
      new URL(call.url, 'http://x').searchParams.get('type') === 'received'
        ? { body: listOf(received) }
        : { body: listOf([]) },
    'PUT /api/v1/interests/i-1': () => {
      received = [];
      return {
        body: { data: buildInterest({ id: 'i-1', profile: meera, status: 'accepted', matched: true }) },
      };
    },
    'GET /api/v1/profiles/bride-1': {
      body: buildProfileView(
        buildProfile({
          id: 'bride-1',
          name: 'Meera',
          contact: contact ? [{ name: 'Asha', relation: 'Mother', phone: '9800000000' }] : undefined,
          contact_hidden_reason: contact ? undefined : 'plan',
        } as never),
        { can_chat: true, i_am_interested: true, profile_interested: true },
      ),
    },
  });
}

describe("the 'It's a match' moment", () => {
  it('accepting on /interests opens the dialog: Start chat leads to the conversation; contacts where shown', async () => {
    signInAs();
    interestsApi(true);
    renderApp('/interests?tab=received');
    const card = await screen.findByRole('article', { name: 'Meera Joshi' });
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(within(dialog).getByText('You and Meera Joshi have accepted each other.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Start chat' }).getAttribute('href')).toBe(chatHref);
    const contacts = await within(dialog).findByRole('link', { name: 'See contact details' });
    expect(contacts.getAttribute('href')).toBe(`/profile/${encodeProfileId('bride-1')}#contacts-title`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('offers no contact details when the server does not show them', async () => {
    signInAs();
    interestsApi(false);
    renderApp('/interests?tab=received');
    const card = await screen.findByRole('article', { name: 'Meera Joshi' });
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    await within(dialog).findByRole('link', { name: 'Start chat' });
    // The profile view has answered (the chat link is there); its contacts are hidden.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('link', { name: 'See contact details' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Start chat' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it("the Match card has 'Chat' to the conversation, beside Withdraw acceptance", async () => {
    signInAs();
    mockFetch({
      'GET /api/v1/interests': (call) =>
        new URL(call.url, 'http://x').searchParams.get('type') === 'matched'
          ? {
              body: listOf([buildInterest({ id: 'i-1', profile: meera, status: 'accepted', matched: true })]),
            }
          : { body: listOf([]) },
    });
    renderApp('/interests?tab=match');
    const card = await screen.findByRole('article', { name: 'Meera Joshi' });
    expect(within(card).getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe(chatHref);
    expect(within(card).getByRole('button', { name: 'Withdraw acceptance' })).toBeTruthy();
    expect(within(card).queryByText('Chat request')).toBeNull();
  });

  it("a profile the member may chat with shows 'Chat', not 'Chat request'", async () => {
    signInAs();
    const id = buildProfile().id;
    mockFetch({
      [`GET /api/v1/profiles/${id}`]: {
        body: buildProfileView({}, { can_chat: true, i_am_interested: true, profile_interested: true }),
      },
      'GET /api/v1/gender': { body: listOf([]) },
    });
    renderApp(`/profile/${encodeProfileId(id)}`);
    const bar = await screen.findByRole('group', { name: 'Profile actions' });
    expect(within(bar).getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe(
      `/chat?pid=${encodeProfileId(id)}`,
    );
    expect(within(bar).queryByRole('button', { name: 'Chat request' })).toBeNull();
  });

  it('accepting a chat request on /chats offers Start chat', async () => {
    signInAs();
    mockFetch({
      'GET /api/v1/counts/subscribe': { body: { data: { chat_count: 0 } } },
      'GET /api/v1/chat/threads': { body: pageOf([]) },
      'GET /api/v1/chat/connections': { body: pageOf([]) },
      'GET /api/v1/invites': { body: pageOf([buildChatRequest({ id: 'cr-1', profile: meera })]) },
      'PUT /api/v1/chatrequests/cr-1': {
        body: { data: { ...buildChatRequest({ id: 'cr-1', profile: meera }), accepted: true } },
      },
      'GET /api/v1/profiles/bride-1': {
        body: buildProfileView(buildProfile({ id: 'bride-1' }), { can_chat: true }),
      },
    });
    renderApp('/chats');
    const list = await screen.findByRole('list', { name: 'Pending chat requests' });
    fireEvent.click(within(list).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat request accepted' });
    expect(within(dialog).getByText('You and Meera Joshi can now chat.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Start chat' }).getAttribute('href')).toBe(chatHref);
  }, 20_000);
});
