import type { Interest } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { encodeProfileId } from '../../lib/profileId';
import { buildChatRequest, pageOf } from '../../test/chat';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { buildProfile, buildProfileView } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { buildInterest, buildMiniProfile, listOf } from '../../test/social';

/**
 * Decision 28: "Withdraw acceptance" on a match (/interests, Match tab) and on an accepted chat
 * request (/chats), behind a dialog that says what it ends; the lists read again after it. And a
 * plan's daily limit (429) shows its message where the member sent.
 */
const posts = (calls: RecordedCall[], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url);

const DIALOG_TEXT =
  'You and Meera Joshi will no longer see the photos and contact details each of you keeps for accepted members, and neither of you can send new messages. Your match and accepted chat requests end. Earlier messages stay readable. Meera Joshi is not notified.';

describe('withdrawing an acceptance', () => {
  it('on the Match tab: asks first, then withdraws, says so, and the match leaves the list', async () => {
    signInAs();
    const meera = buildMiniProfile({ id: 'bride-1', name: 'Meera', lastName: 'Joshi' });
    let matched: Interest[] = [
      buildInterest({ id: 'i-1', profile: meera, status: 'accepted', matched: true }),
    ];
    const calls = mockFetch({
      'GET /api/v1/interests': (call) =>
        new URL(call.url, 'http://x').searchParams.get('type') === 'matched'
          ? { body: listOf(matched) }
          : { body: listOf([]) },
      'POST /api/v1/interests/i-1/withdraw': () => {
        matched = [];
        return { body: { data: buildInterest({ id: 'i-1', profile: meera, status: 'declined' }) } };
      },
    });
    renderApp('/interests?tab=match');
    const card = await screen.findByRole('article', { name: 'Meera Joshi' });

    // Keep: nothing is sent.
    fireEvent.click(within(card).getByRole('button', { name: 'Withdraw acceptance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw acceptance?' });
    expect(within(dialog).getByText(DIALOG_TEXT)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls, '/api/v1/interests/i-1/withdraw')).toHaveLength(0);

    // Withdraw: one call, a notice, and the list read again (now empty).
    fireEvent.click(within(card).getByRole('button', { name: 'Withdraw acceptance' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw acceptance?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(await screen.findByText('Acceptance withdrawn')).toBeTruthy();
    expect(posts(calls, '/api/v1/interests/i-1/withdraw')).toHaveLength(1);
    expect(await screen.findByText('No matches yet')).toBeTruthy();
  }, 20_000);

  it('shows no withdraw action on sent or received interests', async () => {
    signInAs();
    mockFetch({
      'GET /api/v1/interests': { body: listOf([buildInterest({ id: 'i-2' })]) },
    });
    renderApp('/interests?tab=received');
    const card = await screen.findByRole('article', { name: 'Meera Joshi' });
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Withdraw acceptance' })).toBeNull();
  });

  it("on /chats' new connections: withdraws the accepted request and the connection leaves", async () => {
    signInAs();
    const kavya = { profile_id: 'bride-7', name: 'Kavya', lastName: 'Patil' };
    let connections = [
      {
        ...kavya,
        primary_profile_pic: null,
        photos_blurred: false,
        matched: false,
        interest_id: null,
        chat_request_id: 'cr-7',
        accepted_at: new Date().toISOString(),
      },
    ];
    const calls = mockFetch({
      'GET /api/v1/counts/subscribe': { body: { data: { chat_count: 0 } } },
      'GET /api/v1/chat/threads': { body: pageOf([]) },
      'GET /api/v1/chat/connections': () => ({ body: pageOf(connections) }),
      'GET /api/v1/invites': { body: pageOf([]) },
      'POST /api/v1/chatrequests/cr-7/withdraw': () => {
        connections = [];
        return {
          body: {
            data: {
              ...buildChatRequest({ id: 'cr-7', profile: buildMiniProfile({ id: 'bride-7' }) }),
              declined: true,
            },
          },
        };
      },
    });
    renderApp('/chats');
    const section = await screen.findByRole('list', {
      name: 'Matches and accepted chat requests without a message yet',
    });
    expect(within(section).getByRole('link', { name: 'Say hello' })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Withdraw acceptance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw acceptance?' });
    expect(within(dialog).getByText(/You and Kavya Patil will no longer see/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Acceptance withdrawn')).toBeTruthy();
    expect(posts(calls, '/api/v1/chatrequests/cr-7/withdraw')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(
        screen.queryByRole('list', { name: 'Matches and accepted chat requests without a message yet' }),
      ).toBeNull(),
    );
    // Nobody left: the spec's text and what to do next.
    expect(await screen.findByText('No records found.')).toBeTruthy();
    expect(screen.getByText('Chats open when a family accepts your interest.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your matches' }).getAttribute('href')).toBe(
      '/interests?tab=match',
    );
  });
});

describe("a plan's daily limit", () => {
  it('shows the 429 message where the member sent the interest', async () => {
    signInAs();
    const id = buildProfile().id;
    const message =
      'You have sent 20 interests in the last 24 hours, the most your plan allows. You can send more once 24 hours have passed since the earliest of them.';
    mockFetch({
      [`GET /api/v1/profiles/${id}`]: { body: buildProfileView({}, {}) },
      'GET /api/v1/gender': { body: listOf([]) },
      'POST /api/v1/interests': {
        status: 429,
        headers: { 'Retry-After': '3600' },
        body: { error: { code: 'DAILY_LIMIT_REACHED', message } },
      },
    });
    renderApp(`/profile/${encodeProfileId(id)}`);
    const bar = await screen.findByRole('group', { name: 'Profile actions' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
