import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeProfileId } from '../../lib/profileId';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { buildCard, buildProfile, buildProfileView } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { tokenExpiringIn } from '../../test/tokens';
import { planEarlyRequests } from './plan';

// The plan is a copy of what the app asks first; these tests keep the two the same: every planned
// call is one the app makes, with the same token, and the planned photo is the one it shows.

function expectPlanMade(url: string, token: string | null, calls: RecordedCall[]) {
  const { pathname, search } = new URL(url, 'http://jodi.test');
  const plan = planEarlyRequests({ pathname, search }, token, Date.now());
  const screenCalls = plan.screen ? [plan.screen, ...(plan.screen.alongside ?? [])] : [];
  for (const { path, auth } of [...screenCalls, ...plan.startup]) {
    const made = calls.filter((call) => call.method === 'GET' && call.url === path);
    expect(made.length, path).toBeGreaterThan(0);
    expect(made[0]?.headers.get('Authorization') ?? null, path).toBe(auth ? `Bearer ${token}` : null);
  }
  return plan;
}

const images = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('early request plan against the app', () => {
  it("matches a member's listing (with filters) and shows the planned photo", async () => {
    const token = tokenExpiringIn(3600);
    signInAs({}, token);
    const list = {
      data: [buildCard({ id: 'a', name: 'First', primary_profile_pic: '/media/p/a-medium.jpg' })],
      meta: { total: 1, limit: 24, offset: 0 },
    };
    const calls = mockFetch({ 'GET /api/v1/profiles': { body: list } });
    renderApp('/filtered/profiles?gender=female&min_age=25');
    await screen.findByRole('link', { name: 'First' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/profile_completion')).toBe(true));
    const plan = expectPlanMade('/filtered/profiles?gender=female&min_age=25', token, calls);
    expect(images()).toContain(plan.screen?.photos(list)[0]);
  });

  it("matches a member's profile view and shows the planned photo", async () => {
    const token = tokenExpiringIn(3600);
    signInAs({}, token);
    const profile = buildProfile({
      pics: [
        {
          id: 'p1',
          url: '/m/1.jpg',
          thumb: '/m/1-t.jpg',
          large: '/m/1-large.jpg',
          is_primary: true,
          blurred: false,
        },
      ],
    });
    const view = buildProfileView(profile);
    const calls = mockFetch({ [`GET /api/v1/profiles/${profile.id}`]: { body: view } });
    const path = `/profile/${encodeProfileId(profile.id)}`;
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/profile_completion')).toBe(true));
    const plan = expectPlanMade(path, token, calls);
    expect(images()).toContain(plan.screen?.photos(view)[0]);
  });

  it("matches a member's matches (today's picks and the ranked list) and shows the planned photo", async () => {
    const token = tokenExpiringIn(3600);
    signInAs({}, token);
    const fit = {
      mine: { met: 1, of: 1, unknown: 0, items: [] },
      theirs: { met: 1, of: 1, unknown: 0, items: [] },
      mutual: true,
    };
    const picked = buildCard({ id: 'p', name: 'Picked', primary_profile_pic: '/media/p/p-medium.jpg' });
    const picks = { data: [{ ...picked, fit, is_new: false }], meta: {} };
    const ranked = {
      data: [{ ...buildCard({ id: 'r', name: 'Ranked' }), fit }],
      meta: { total: 1, limit: 20, offset: 0 },
    };
    const calls = mockFetch({
      'GET /api/v1/matches/today': { body: picks },
      'GET /api/v1/matches': { body: ranked },
    });
    renderApp('/matches');
    await screen.findByRole('link', { name: 'Picked' });
    await screen.findByRole('link', { name: 'Ranked' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/profile_completion')).toBe(true));
    const plan = expectPlanMade('/matches', token, calls);
    expect(images()).toContain(plan.screen?.photos(picks)[0]);
  });

  it("matches a visitor's listing", async () => {
    const calls = mockFetch({
      'GET /api/v1/profiles': { body: { data: [buildCard({ name: 'Visible' })], meta: { total: 1 } } },
    });
    renderApp('/profiles');
    await screen.findByRole('link', { name: 'Visible' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/site')).toBe(true));
    expectPlanMade('/profiles', null, calls);
  });

  it("matches a visitor's public profile view", async () => {
    const pid = encodeProfileId(buildProfile().id);
    const more = mockFetch({ [`GET /api/v1/view/profiles/${pid}`]: { body: { data: buildProfile() } } });
    renderApp(`/profile/${pid}`);
    await screen.findAllByRole('heading', { level: 1, name: 'Asha Rao' });
    await waitFor(() => expect(more.some((c) => c.url === '/api/v1/site')).toBe(true));
    expectPlanMade(`/profile/${pid}`, null, more);
  });
});
