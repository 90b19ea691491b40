import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileCard } from '../../components/ProfileCard';
import { encodeProfileId } from '../../lib/profileId';
import { mockFetch } from '../../test/fetch';
import { buildCard, buildProfile, buildProfileView } from '../../test/profiles';
import { PUSH_PUBLIC_KEY, stubPush } from '../../test/push';
import { renderApp, renderWithApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { buildInterest, listOf } from '../../test/social';
import { CardInterestButton } from '../profile-view';
import { PushOfferHost } from './PushOfferHost';
import { PUSH_OFFER_KEY } from './push';
import { resetPushOffer } from './pushOffer';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  resetPushOffer();
});

const ID = buildProfile().id;

/** A member on her profile (a bride), sending an interest from the action bar. */
function openProfile(matched = false) {
  signInAs();
  const calls = mockFetch({
    [`GET /api/v1/profiles/${ID}`]: () => ({ body: buildProfileView({}, {}) }),
    'GET /api/v1/gender': { body: listOf([]) },
    'POST /api/v1/interests': { status: 201, body: { data: buildInterest({ to: ID, matched }) } },
    'GET /api/v1/push/key': { body: { data: { public_key: PUSH_PUBLIC_KEY } } },
    'POST /api/v1/push/subscriptions': { status: 201, body: { data: { ok: true } } },
  });
  renderApp(`/profile/${encodeProfileId(ID)}`);
  return calls;
}

async function sendInterest() {
  const bar = await screen.findByRole('group', { name: 'Profile actions' });
  fireEvent.click(within(bar).getByRole('button', { name: 'Send interest' }));
  expect(await screen.findByText('Interest sent')).toBeTruthy();
}

const dialog = () => screen.findByRole('dialog', { name: 'Get a notification when she replies?' });

describe('the push offer after the first interest', () => {
  it('asks once the interest is sent, and Yes allows notifications and signs this device up', async () => {
    const push = stubPush({ permission: 'default', answer: 'granted' });
    restore = push.restore;
    const calls = openProfile();
    expect(screen.queryByRole('dialog')).toBeNull();
    await sendInterest();
    const offer = await dialog();
    expect(within(offer).getByText(/as soon as she answers your interest/)).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Yes, notify me' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(
      calls.filter((call) => call.url.startsWith('/api/v1/push')).map((c) => `${c.method} ${c.url}`),
    ).toEqual(['GET /api/v1/push/key', 'POST /api/v1/push/subscriptions']);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(PUSH_OFFER_KEY)).toBe('accepted');
  });

  it("remembers 'Not now' and never asks again in this browser", async () => {
    restore = stubPush({ permission: 'default' }).restore;
    signInAs();
    mockFetch({
      'POST /api/v1/interests': { status: 201, body: { data: buildInterest({ to: 'card-1' }) } },
    });
    const card = buildCard({ id: 'card-1', name: 'Rohan', gender: 'male' });
    const other = buildCard({ id: 'card-2', name: 'Aman', gender: 'male' });
    renderWithApp(
      <>
        <ProfileCard profile={card} href="/profile/x" action={CardInterestButton} />
        <ProfileCard profile={other} href="/profile/y" action={CardInterestButton} />
        <PushOfferHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send interest to Rohan' }));
    const offer = await screen.findByRole('dialog', { name: 'Get a notification when he replies?' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(PUSH_OFFER_KEY)).toBe('dismissed');

    fireEvent.click(screen.getByRole('button', { name: 'Send interest to Aman' }));
    await vi.waitFor(() => expect(screen.getAllByText('You sent an interest')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away when the browser already allowed or blocked notifications, or cannot show them', async () => {
    restore = stubPush({ permission: 'denied' }).restore;
    openProfile();
    await sendInterest();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away on a match: she has already answered', async () => {
    restore = stubPush({ permission: 'default' }).restore;
    openProfile(true);
    const bar = await screen.findByRole('group', { name: 'Profile actions' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Send interest' }));
    // The match's own dialog opens; the push offer does not.
    expect(await screen.findByText("It's a match!")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Get a notification when she replies?' })).toBeNull();
  });
});
