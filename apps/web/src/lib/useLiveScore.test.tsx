import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '../test/chat';
import { mockFetch } from '../test/fetch';
import { renderApp } from '../test/render';
import { signInAs } from '../test/session';
import { serverEmit, socketConnects, socketOpened } from '../test/socket';

const SCORE = {
  score: 80,
  personal_verification_verified: true,
  job_verification_verified: true,
  salary_details_verified: false,
  property_details_verified: false,
  show_google_btn: false,
};

function openListing(plan: 'Hope' | 'Belief' | 'Trust') {
  signInAs({ plan });
  const calls = mockFetch({
    'GET /api/v1/profile_completion': {
      body: { data: { remaining_personal: [], completion: {}, profile_score: 40 } },
    },
    'GET /api/v1/profiles': { body: pageOf([]) },
  });
  return { ...renderApp('/profiles'), calls };
}

const topBadges = () => {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const list = within(nav).queryByRole('list', { name: 'Verifications' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
};

describe('live score event', () => {
  it('updates the profile score and badges at once and refetches the completion', async () => {
    const { calls } = openListing('Trust');
    expect(await screen.findByText('Profile Score: 40')).toBeTruthy();
    socketConnects(await socketOpened());
    expect(topBadges()).toEqual([]);
    const completionCalls = () => calls.filter((c) => c.url === '/api/v1/profile_completion').length;
    const before = completionCalls();

    serverEmit('score', SCORE);
    expect(screen.getByText('Profile Score: 80')).toBeTruthy();
    expect(topBadges()).toEqual(['ID verified', 'Job verified']);
    await vi.waitFor(() => expect(completionCalls()).toBeGreaterThan(before));
  });

  it('shows only the identity badge on Belief (spec 6)', async () => {
    openListing('Belief');
    await screen.findByText('Profile Score: 40');
    await socketOpened();
    serverEmit('score', SCORE);
    expect(topBadges()).toEqual(['ID verified']);
  });

  it('shows no badge on the free plan', async () => {
    openListing('Hope');
    await screen.findByText('Profile Score: 40');
    await socketOpened();
    serverEmit('score', SCORE);
    expect(topBadges()).toEqual([]);
    expect(screen.getByText('Profile Score: 80')).toBeTruthy();
  });
});
