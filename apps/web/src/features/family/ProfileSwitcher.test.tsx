import type { ManagedProfile } from '@jodi/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../lib/paths';
import { buildLegal } from '../../test/content';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';

const own: ManagedProfile = {
  profile_id: 'profile-1',
  name: 'Asha Rao',
  photo: null,
  relation: null,
  plan: 'Hope',
  own: true,
};
const priya: ManagedProfile = {
  profile_id: 'profile-priya',
  name: 'Priya',
  photo: null,
  relation: 'Mother',
  plan: 'Trust',
  own: false,
};

const profileHeader = (call: RecordedCall | undefined) => call?.headers.get('x-profile') ?? null;
const last = (calls: RecordedCall[], url: string) => calls.filter((call) => call.url.startsWith(url)).at(-1);

function openAsMother(list: ManagedProfile[]) {
  signInAs();
  const calls = mockFetch({
    'GET /api/v1/managed-profiles': { body: { data: list } },
    'GET /api/v1/interests': { body: { data: [], meta: { total: 0, page: 0 } } },
    'GET /api/v1/user': { body: { data: { id: 'user-1' } } },
  });
  return { ...renderApp('/interests'), calls };
}

describe('the profile switcher', () => {
  it('is not shown to an account that manages no other profile', async () => {
    const { calls } = openAsMother([own]);
    await waitFor(() => expect(last(calls, '/api/v1/managed-profiles')).toBeDefined());
    expect(screen.queryByRole('button', { name: /^Acting for / })).toBeNull();
  });

  it('switches in one tap, then sends X-Profile on every call but the account’s own, and shows the band', async () => {
    const { calls } = openAsMother([own, priya]);
    await waitFor(() => expect(last(calls, '/api/v1/interests')).toBeDefined());
    expect(profileHeader(last(calls, '/api/v1/interests'))).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Acting for Asha Rao. Change profile' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Priya/ }));

    expect(await screen.findByRole('button', { name: 'Acting for Priya. Change profile' })).toBeTruthy();
    expect(screen.getByText('You are managing Priya’s profile')).toBeTruthy();
    // The choice is this device's, for this account.
    expect(JSON.parse(localStorage.getItem('jodi.actingProfile') ?? '{}')).toMatchObject({
      user: 'user-1',
      profile: 'profile-priya',
    });
    // Its matches are read for her profile; the account's own list of profiles is not.
    await waitFor(() => expect(profileHeader(last(calls, '/api/v1/matches'))).toBe('profile-priya'));
    const managed = calls.filter((call) => call.url === '/api/v1/managed-profiles');
    expect(managed.every((call) => profileHeader(call) === null)).toBe(true);
  });

  it('acts for the first managed profile when the account has none of its own, with no way back to it', async () => {
    const rohan: ManagedProfile = { ...priya, profile_id: 'profile-rohan', name: 'Rohan' };
    const { calls } = openAsMother([priya, rohan]);
    expect(await screen.findByRole('button', { name: 'Acting for Priya. Change profile' })).toBeTruthy();
    expect(screen.getByText('You are managing Priya’s profile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to my profile' })).toBeNull();
    await waitFor(() => expect(profileHeader(last(calls, '/api/v1/interests'))).toBe('profile-priya'));
  });

  it('lets an account with no profile of its own reach its own password, but not the owner’s privacy', async () => {
    signInAs({ profile_id: null });
    mockFetch({
      'GET /api/v1/managed-profiles': { body: { data: [priya] } },
      'GET /api/v1/user': { body: { data: { id: 'user-1' } } },
    });
    localStorage.setItem(
      'jodi.actingProfile',
      JSON.stringify({ user: 'user-1', profile: 'profile-priya', name: 'Priya', plan: 'Trust' }),
    );
    const { unmount } = renderApp(PATHS.setPassword);
    expect(await screen.findByText('You are managing Priya’s profile')).toBeTruthy();
    expect(screen.queryByText('Only the profile’s owner can do this')).toBeNull();
    unmount();
    renderApp(PATHS.privacy);
    expect(await screen.findByText('Only the profile’s owner can do this')).toBeTruthy();
    expect(
      screen.getByText('Privacy, family management and payments stay with Priya, from their own account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to my profile' })).toBeNull();
  });

  it('goes back to the own profile from the band, and the calls stop naming Priya', async () => {
    localStorage.setItem(
      'jodi.actingProfile',
      JSON.stringify({ user: 'user-1', profile: 'profile-priya', name: 'Priya', plan: 'Trust' }),
    );
    signInAs();
    const calls = mockFetch({
      'GET /api/v1/managed-profiles': { body: { data: [own, priya] } },
      'GET /api/v1/interests': { body: { data: [], meta: { total: 0, page: 0 } } },
    });
    renderApp('/interests');
    await waitFor(() => expect(profileHeader(last(calls, '/api/v1/interests'))).toBe('profile-priya'));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to my profile' }));
    await waitFor(() => expect(screen.queryByText('You are managing Priya’s profile')).toBeNull());
    await waitFor(() => expect(last(calls, '/api/v1/matches')).toBeDefined());
    expect(profileHeader(last(calls, '/api/v1/matches'))).toBeNull();
    expect(localStorage.getItem('jodi.actingProfile')).toBeNull();
  });

  it('goes back to the own profile when the server says the account no longer manages it', async () => {
    localStorage.setItem(
      'jodi.actingProfile',
      JSON.stringify({ user: 'user-1', profile: 'profile-priya', name: 'Priya', plan: 'Trust' }),
    );
    signInAs();
    mockFetch({
      'GET /api/v1/managed-profiles': { body: { data: [own] } },
      'GET /api/v1/interests': (call) =>
        call.headers.get('x-profile')
          ? {
              status: 403,
              body: { error: { code: 'NOT_MANAGER', message: 'You do not manage this profile.' } },
            }
          : { body: { data: [], meta: { total: 0, page: 0 } } },
    });
    renderApp('/interests');
    await waitFor(() => expect(localStorage.getItem('jodi.actingProfile')).toBeNull());
    await waitFor(() => expect(screen.queryByText('You are managing Priya’s profile')).toBeNull());
  });

  it('never lends a choice made by another account on this browser', async () => {
    localStorage.setItem(
      'jodi.actingProfile',
      JSON.stringify({ user: 'user-1', profile: 'profile-priya', plan: 'Trust' }),
    );
    signInAs({ id: 'user-2' });
    mockFetch({ 'GET /api/v1/legal': { body: { data: buildLegal() } } });
    renderApp('/terms-and-conditions');
    // Waits for the page: a lazy screen still loading when the file ends would fail its next user
    // in this worker (modules are shared between files, decision 26).
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(screen.queryByText(/You are managing/)).toBeNull();
  });
});
