import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatPath } from '../../lib/paths';
import type { ProfileViewResponse } from '../../lib/profile';
import { encodeProfileId } from '../../lib/profileId';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { buildProfile, buildProfileView } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { buildInterest, buildMiniProfile, listOf } from '../../test/social';
import { validateReport } from './ReportDialog';

const ID = buildProfile().id;
const PID = encodeProfileId(ID);

type Flags = Partial<Omit<ProfileViewResponse, 'data'>>;
type Handlers = Parameters<typeof mockFetch>[0];

const error = (status: number, message: string, code = 'ERROR') => ({
  status,
  body: { error: { code, message } },
});

/** A member on Asha's profile; the view answers with the current `flags`, which handlers may change. */
function openProfile(initial: Flags = {}, handlers: (flags: Flags) => Handlers = () => ({})) {
  signInAs();
  const flags: Flags = { ...initial };
  const calls = mockFetch({
    [`GET /api/v1/profiles/${ID}`]: () => ({ body: buildProfileView({}, flags) }),
    'GET /api/v1/gender': { body: listOf([]) },
    ...handlers(flags),
  });
  const view = renderApp(`/profile/${PID}`);
  return { ...view, calls, flags };
}

const actionBar = () => screen.findByRole('group', { name: 'Profile actions' });
const sent = (calls: RecordedCall[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
}

describe('profile action bar', () => {
  it("sends an interest with { to }, says 'Interest sent' and hides the button", async () => {
    const { calls } = openProfile({}, (flags) => ({
      'POST /api/v1/interests': () => {
        flags.i_am_interested = true;
        return { status: 201, body: { data: buildInterest({ to: ID }) } };
      },
    }));
    const bar = await actionBar();
    fireEvent.click(within(bar).getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText('Interest sent')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/v1/interests')[0]?.body).toEqual({ to: ID });
    await vi.waitFor(() => expect(within(bar).queryByRole('button', { name: 'Send interest' })).toBeNull());
    expect(screen.getByText('You sent an interest')).toBeTruthy();
  });

  it("warns 'Interest already sent' on 424", async () => {
    openProfile({}, () => ({ 'POST /api/v1/interests': error(424, 'Interest already sent') }));
    fireEvent.click(within(await actionBar()).getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText('Interest already sent')).toBeTruthy();
  });

  it("sends a chat request with { to, accepted: false, declined: false } and says 'Chat request sent'", async () => {
    const { calls } = openProfile({}, (flags) => ({
      'POST /api/v1/chatrequests': () => {
        flags.is_chat_requested = true;
        return { status: 201, body: { data: { id: 'cr-1' } } };
      },
    }));
    const bar = await actionBar();
    fireEvent.click(within(bar).getByRole('button', { name: 'Chat request' }));
    expect(await screen.findByText('Chat request sent')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/v1/chatrequests')[0]?.body).toEqual({
      to: ID,
      accepted: false,
      declined: false,
    });
    await vi.waitFor(() => expect(within(bar).queryByRole('button', { name: 'Chat request' })).toBeNull());
    expect(screen.getByText('Chat requested')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe(chatPath(ID));
  });

  it("saves the profile with { bookmark: { to } }, says 'Profile saved', then offers to remove it", async () => {
    const { calls, queryClient } = openProfile({}, (flags) => ({
      'POST /api/v1/bookmarks': () => {
        flags.is_bookmarked = true;
        return { status: 201, body: { data: { id: 'b-1', to: ID } } };
      },
      [`DELETE /api/v1/bookmarks/${ID}`]: () => {
        flags.is_bookmarked = false;
        return { body: { data: { id: 'b-1', deleted: true } } };
      },
    }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const bar = await actionBar();
    fireEvent.click(within(bar).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/v1/bookmarks')[0]?.body).toEqual({ bookmark: { to: ID } });
    // The saved listing refreshes.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profiles'] });
    await vi.waitFor(() => expect(within(bar).queryByRole('button', { name: 'Save profile' })).toBeNull());
    expect(screen.getByText('Saved')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove from saved' }));
    expect(await screen.findByText('Removed from saved profiles')).toBeTruthy();
    expect(sent(calls, 'DELETE', `/api/v1/bookmarks/${ID}`)).toHaveLength(1);
    expect(await within(bar).findByRole('button', { name: 'Save profile' })).toBeTruthy();
  });

  it("says 'Profile save failed' when saving fails", async () => {
    openProfile({}, () => ({ 'POST /api/v1/bookmarks': error(500, 'Boom') }));
    fireEvent.click(within(await actionBar()).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile save failed')).toBeTruthy();
  });

  it('hides each button once its flag is true', async () => {
    openProfile({ i_am_interested: true, is_chat_requested: true, is_bookmarked: true });
    const bar = await actionBar();
    expect(within(bar).queryByRole('button', { name: 'Send interest' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Chat request' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Save profile' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'More actions' })).toBeTruthy();
  });

  it("blocks after confirming: posts { profileId }, says 'User blocked' and shows the banner with Unblock", async () => {
    const { calls } = openProfile({}, (flags) => ({
      'POST /api/v1/block': () => {
        flags.is_blocked = true;
        return { body: { data: { is_blocked: true } } };
      },
      'POST /api/v1/unblock': () => {
        flags.is_blocked = false;
        return { body: { data: { is_blocked: false } } };
      },
    }));
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Asha Rao?' });
    expect(sent(calls, 'POST', '/api/v1/block')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('User blocked')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/v1/block')[0]?.body).toEqual({ profileId: ID });
    expect(await screen.findByText('You have blocked this profile.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Profile actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Unblocked user')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/v1/unblock')[0]?.body).toEqual({ profileId: ID });
    expect(await screen.findByRole('button', { name: 'Send interest' })).toBeTruthy();
  });

  it("keeps the dialog's Cancel from blocking", async () => {
    const { calls } = openProfile();
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Asha Rao?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'POST', '/api/v1/block')).toHaveLength(0);
  });

  it("says 'Blocking user failed' and 'Unblock user failed' on failures", async () => {
    openProfile({ is_blocked: false }, () => ({ 'POST /api/v1/block': error(500, 'Boom') }));
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Asha Rao?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocking user failed')).toBeTruthy();
  });

  it("shows Unblock (banner and menu) when is_blocked, and 'Unblock user failed' on failure", async () => {
    openProfile({ is_blocked: true }, () => ({ 'POST /api/v1/unblock': error(500, 'Boom') }));
    expect(await screen.findByText('You have blocked this profile.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Block' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Unblock' }));
    expect(await screen.findByText('Unblock user failed')).toBeTruthy();
  });

  it('shows their interest and accepts it with PUT { status: accepted }', async () => {
    const incoming = buildInterest({
      id: 'in-1',
      from: ID,
      to: 'profile-1',
      profile: buildMiniProfile({ id: ID, name: 'Asha', lastName: 'Rao' }),
    });
    let received = [incoming];
    const { calls } = openProfile({ profile_interested: true }, (flags) => ({
      'GET /api/v1/interests': () => ({ body: listOf(received) }),
      'PUT /api/v1/interests/in-1': () => {
        flags.i_am_interested = true;
        received = [];
        return { body: { data: { ...incoming, status: 'accepted', matched: true } } };
      },
    }));
    expect(await screen.findByText('Asha Rao is interested in you')).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/v1/interests?'))?.url).toBe(
      '/api/v1/interests?type=received&limit=100&offset=0',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Accept interest' }));
    // The "It's a match" dialog, with Start chat to the conversation.
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(within(dialog).getByRole('link', { name: 'Start chat' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(sent(calls, 'PUT', '/api/v1/interests/in-1')[0]?.body).toEqual({ status: 'accepted' });
    expect(await screen.findByText('You and Asha Rao are a match')).toBeTruthy();
  });

  it('calls interest both ways a match, unless theirs still waits for an answer', async () => {
    const first = openProfile({ profile_interested: true, i_am_interested: true }, () => ({
      'GET /api/v1/interests': { body: listOf([]) },
    }));
    expect(await screen.findByText('You and Asha Rao are a match')).toBeTruthy();
    first.unmount();

    // The member's interest was declined; then she sent her own, still pending.
    const pending = buildInterest({ id: 'in-2', from: ID, to: 'profile-1' });
    openProfile({ profile_interested: true, i_am_interested: true }, () => ({
      'GET /api/v1/interests': { body: listOf([pending]) },
    }));
    expect(await screen.findByRole('button', { name: 'Accept interest' })).toBeTruthy();
    expect(screen.getByText('Asha Rao is interested in you')).toBeTruthy();
    expect(screen.queryByText('You and Asha Rao are a match')).toBeNull();
  });

  it('reports with a reason; details are required for Something else', async () => {
    const { calls } = openProfile({}, () => ({
      'POST /api/v1/user/report': { status: 201, body: { data: { id: 'r-1' } } },
    }));
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Asha Rao' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Tell us what is wrong')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/v1/user/report')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Details' }), {
      target: { value: '  Asks for money on chat  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Report sent. Our team will review it.')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/v1/user/report')[0]?.body).toEqual({
      user_to_id: ID,
      reason: 'other',
      details: 'Asks for money on chat',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("answers 409 with 'You have already reported this profile.' and 429 with the server's message", async () => {
    let status = 409;
    openProfile({}, () => ({
      'POST /api/v1/user/report': () =>
        status === 409
          ? error(409, 'You have already reported this profile.', 'ALREADY_REPORTED')
          : error(429, 'Too many reports. Try again in an hour.', 'RATE_LIMITED'),
    }));
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    let dialog = await screen.findByRole('dialog', { name: 'Report Asha Rao' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Fake profile or photos' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You have already reported this profile.')).toBeTruthy();

    status = 429;
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    dialog = await screen.findByRole('dialog', { name: 'Report Asha Rao' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Asking for money' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many reports. Try again in an hour.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Report Asha Rao' })).toBeTruthy();
  });
});

describe('report validation', () => {
  it('needs a reason, and details for other, within 1000 characters', () => {
    expect(validateReport(null, '')).toEqual({ reason: 'Choose a reason' });
    expect(validateReport('other', '   ')).toEqual({ details: 'Tell us what is wrong' });
    expect(validateReport('harassment', '')).toEqual({});
    expect(validateReport('harassment', 'x'.repeat(1001))).toEqual({ details: 'At most 1000 characters.' });
  });
});
