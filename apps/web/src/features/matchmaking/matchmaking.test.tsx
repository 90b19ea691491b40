import type { Fit } from '@jodi/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateLong } from '../../lib/dates';
import { encodeProfileId } from '../../lib/profileId';
import { mockFetch } from '../../test/fetch';
import { searchPlaces } from '../../test/places';
import { buildCard, buildProfile, buildProfileView } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { buildSessionUser, signInAs } from '../../test/session';
import { NO_PREFERENCES } from './matchmaking.api';
import { timeAgo } from './timeAgo';

const FIT: Fit = {
  mine: {
    met: 6,
    of: 8,
    unknown: 0,
    items: [
      { field: 'age', met: true },
      { field: 'dietary_preferences', met: false },
      { field: 'annual_income', met: null },
    ],
  },
  theirs: { met: 5, of: 7, unknown: 0, items: [{ field: 'height', met: true }] },
  mutual: false,
};
const MUTUAL: Fit = {
  mine: { met: 2, of: 2, unknown: 0, items: [] },
  theirs: { met: 1, of: 1, unknown: 0, items: [] },
  mutual: true,
};

const list = (data: unknown[]) => ({ body: { data, meta: { total: data.length, limit: 20, offset: 0 } } });

/** Big forms under a loaded CI machine: more than the default 5 s. */
const SLOW = { timeout: 20_000 };

describe('/preferences', SLOW, () => {
  it('shows every preference as "Doesn\u2019t matter", then saves the chosen ones with PUT and goes to /matches', async () => {
    signInAs();
    const calls = mockFetch({
      'GET /api/v1/preferences': { body: { data: NO_PREFERENCES } },
      'PUT /api/v1/preferences': (call) => ({ body: { data: call.body } }),
    });
    const { router } = renderApp('/preferences');
    const marital = await screen.findByRole('group', { name: 'Marital status' });
    expect(within(marital).getByRole('checkbox', { name: 'Doesn\u2019t matter' })).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.change(screen.getByLabelText('From age'), { target: { value: '24' } });
    fireEvent.change(screen.getByLabelText('To age'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('From height'), { target: { value: '152' } });
    fireEvent.click(within(marital).getByRole('checkbox', { name: 'Never married' }));
    expect(within(marital).getByRole('checkbox', { name: 'Doesn\u2019t matter' })).toHaveProperty(
      'checked',
      false,
    );
    const diet = screen.getByRole('group', { name: 'Diet' });
    fireEvent.click(within(diet).getByRole('checkbox', { name: 'Vegetarian' }));
    fireEvent.click(within(diet).getByRole('checkbox', { name: 'Jain' }));
    fireEvent.change(screen.getByLabelText('Gun Milan points at least'), { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      ...NO_PREFERENCES,
      age_min: 24,
      age_max: 30,
      height_min: 152,
      maritial_statuses: ['never_married'],
      diets: ['veg', 'jain'],
      min_gunmilan: 18,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
  });

  it('suggests real cities as the family types, and takes a name off the list only when chosen as typed', async () => {
    signInAs();
    const calls = mockFetch({
      'GET /api/v1/preferences': { body: { data: NO_PREFERENCES } },
      'PUT /api/v1/preferences': (call) => ({ body: { data: call.body } }),
      // The server's gazetteer (GeoNames); "Wai" is not among these.
      'GET /api/v1/places': searchPlaces(),
    });
    renderApp('/preferences');
    const cities = await screen.findByLabelText('Cities');
    expect(
      screen.getByText('Start typing and pick a city from the list. Leave empty if any city is fine.'),
    ).toBeTruthy();

    // "Mumb": Mumbai and Navi Mumbai, and "Mumb" itself only as a deliberate last choice.
    fireEvent.focus(cities);
    fireEvent.change(cities, { target: { value: 'Mumb' } });
    expect(await screen.findByRole('option', { name: /^Mumbai/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /^Navi Mumbai/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Use \u201cMumb\u201d as typed' })).toBeTruthy();
    // Enter (Go on a phone) takes the first real city, not the typed text.
    fireEvent.keyDown(cities, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect((cities as HTMLInputElement).value).toBe(''));

    // A tap on a suggestion; two places of one name are one city.
    fireEvent.change(cities, { target: { value: 'aurang' } });
    fireEvent.click(await screen.findByRole('option', { name: /^Aurangabad/ }));
    expect(calls.filter((call) => call.url.startsWith('/api/v1/places')).map((call) => call.url)).toEqual([
      '/api/v1/places?q=Mumb&limit=8',
      '/api/v1/places?q=aurang&limit=8',
    ]);

    // Leaving the box with a half-typed name adds nothing.
    fireEvent.change(cities, { target: { value: 'Nagp' } });
    fireEvent.blur(cities);

    // A town off the list, chosen as typed.
    fireEvent.focus(cities);
    fireEvent.change(cities, { target: { value: 'Wai' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Use \u201cWai\u201d as typed' }));
    expect(screen.getByRole('button', { name: 'Remove Wai' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      cities: ['Mumbai', 'Aurangabad', 'Wai'],
    });
  });

  it('refuses a range whose first value is above the second, without calling the server', async () => {
    signInAs();
    const calls = mockFetch({ 'GET /api/v1/preferences': { body: { data: NO_PREFERENCES } } });
    renderApp('/preferences');
    fireEvent.change(await screen.findByLabelText('From age'), { target: { value: '35' } });
    fireEvent.change(screen.getByLabelText('To age'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(screen.getByText('The first value must not be above the second.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('/matches', SLOW, () => {
  function setup(extra: Parameters<typeof mockFetch>[0] = {}) {
    signInAs();
    return mockFetch({
      'GET /api/v1/matches/today': {
        body: { data: [{ ...buildCard({ id: 'p1', name: 'Kavya' }), fit: MUTUAL, is_new: true }] },
      },
      'GET /api/v1/matches': list([
        { ...buildCard({ id: 'p2', name: 'Meera' }), fit: FIT },
        { ...buildCard({ id: 'p3', name: 'Sneha' }), fit: MUTUAL },
      ]),
      'POST /api/v1/matches/skip': { status: 201, body: { data: { to: 'p2' } } },
      'DELETE /api/v1/matches/skip/p2': { body: { data: { to: 'p2' } } },
      'GET /api/v1/matches/skip': list([buildCard({ id: 'p9', name: 'Riya' })]),
      'DELETE /api/v1/matches/skip/p9': { body: { data: { to: 'p9' } } },
      ...extra,
    });
  }

  it("shows today's picks with 'New', then the ranked list with each card's fit", async () => {
    setup();
    renderApp('/matches');
    const today = await screen.findByRole('region', { name: "Today's picks" });
    expect(await within(today).findByText('Kavya')).toBeTruthy();
    expect(within(today).getByText('New')).toBeTruthy();
    expect(within(today).getByText('Good match both ways')).toBeTruthy();
    const ranked = screen.getByRole('region', { name: 'Best matches' });
    expect(
      await within(ranked).findByText('Meets 6 of your 8 preferences · You meet 5 of her 7'),
    ).toBeTruthy();
    expect(
      within(ranked)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Meera', 'Sneha']);
    expect(screen.getByRole('navigation', { name: 'Profiles navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Matches' }).getAttribute('aria-current')).toBe('page');
  });

  it("'Not now' skips a card in place with an Undo that brings it back", async () => {
    const calls = setup();
    renderApp('/matches');
    fireEvent.click(await screen.findByRole('button', { name: 'Not now: Meera' }));
    expect(await screen.findByText('Meera will not be suggested again')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ to: 'p2' });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Not now: Meera' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/v1/matches/skip/p2'))).toBe(true);
  });

  it('lists the skipped profiles and shows one again', async () => {
    const calls = setup();
    renderApp('/matches');
    fireEvent.click(await screen.findByRole('button', { name: 'Show skipped profiles' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show Riya again' }));
    expect(await screen.findByText('Riya is back in your matches')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/v1/matches/skip/p9'))).toBe(true);
  });

  it('says why the profile is not shown and what is missing, with a way to the guided start', async () => {
    setup({
      'GET /api/v1/user': {
        body: { data: buildSessionUser({ listable: false, missing: ['birthdate', 'photo'] }) },
      },
    });
    renderApp('/matches');
    expect(await screen.findByText('Your profile is not shown to others yet')).toBeTruthy();
    expect(screen.getByText('Add birth date and a photo so that families can find you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete my profile' }).getAttribute('href')).toBe('/start');
  });

  it('says while the profile is paused that others cannot find it, with a way to the privacy settings', async () => {
    const until = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString();
    setup({
      'GET /api/v1/privacy': { body: { data: { photos: 'members', contacts: 'plan', paused_until: until } } },
    });
    renderApp('/matches');
    expect(
      await screen.findByText(
        `Your profile is paused until ${formatDateLong(until)}. Others cannot find you.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy settings' }).getAttribute('href')).toBe(
      '/settings/privacy',
    );
  });

  it('shows no pause banner when the profile is not paused', async () => {
    const calls = setup({
      'GET /api/v1/privacy': { body: { data: { photos: 'members', contacts: 'plan', paused_until: null } } },
    });
    renderApp('/matches');
    expect(await screen.findByRole('region', { name: 'Best matches' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/privacy')).toBe(true));
    expect(screen.queryByText(/Your profile is paused/)).toBeNull();
  });

  it('shows an empty ranked list as a hint to widen the preferences', async () => {
    setup({ 'GET /api/v1/matches': list([]), 'GET /api/v1/matches/today': { body: { data: [] } } });
    renderApp('/matches');
    expect(
      await screen.findByText('No matches yet. Widen your partner preferences to see more profiles.'),
    ).toBeTruthy();
    expect(screen.getByText('No picks today. Check again tomorrow.')).toBeTruthy();
  });
});

describe('/visitors', SLOW, () => {
  it("on Hope shows only the count, an upgrade prompt and the 'Buy plan' warning", async () => {
    signInAs({ plan: 'Hope' });
    mockFetch({
      'GET /api/v1/visitors/count': { body: { data: { total: 3 } } },
      'GET /api/v1/visitors': {
        status: 402,
        body: { error: { code: 'PLAN_UPGRADE_REQUIRED', message: 'Plan upgrade required' } },
      },
    });
    renderApp('/visitors');
    expect(await screen.findByText('3 families viewed your profile')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'See who viewed your profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscription');
    expect(await screen.findByText('Plan upgrade required to use this feature')).toBeTruthy();
    expect(screen.getByText('Buy plan')).toBeTruthy();
  });

  it('on Hope with no views yet says so once, with the offer and no lock', async () => {
    signInAs({ plan: 'Hope' });
    mockFetch({
      'GET /api/v1/visitors/count': { body: { data: { total: 0 } } },
      'GET /api/v1/visitors': {
        status: 402,
        body: { error: { code: 'PLAN_UPGRADE_REQUIRED', message: 'Plan upgrade required' } },
      },
    });
    renderApp('/visitors');
    expect(await screen.findByText('No one has viewed your profile yet.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Know who looks at your profile' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'See who viewed your profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscription');
  });

  it('on Hope with views never says "No one" beside the locked offer', async () => {
    signInAs({ plan: 'Hope' });
    mockFetch({
      'GET /api/v1/visitors/count': { body: { data: { total: 2 } } },
      'GET /api/v1/visitors': {
        status: 402,
        body: { error: { code: 'PLAN_UPGRADE_REQUIRED', message: 'Plan upgrade required' } },
      },
    });
    renderApp('/visitors');
    expect(await screen.findByText('2 families viewed your profile')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'See who viewed your profile' })).toBeTruthy();
    expect(screen.queryByText('No one has viewed your profile yet.')).toBeNull();
  });

  it('on a paid plan lists the visitors, newest first, with how long ago', async () => {
    signInAs({ plan: 'Belief' });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000 - 60_000).toISOString();
    mockFetch({
      'GET /api/v1/visitors/count': { body: { data: { total: 1 } } },
      'GET /api/v1/visitors': list([
        { profile: buildCard({ id: 'v1', name: 'Kavya' }), viewed_at: twoHoursAgo },
      ]),
    });
    renderApp('/visitors');
    expect(await screen.findByText('1 family viewed your profile')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Kavya' })).toBeTruthy();
    expect(screen.getByText('Viewed 2 hours ago')).toBeTruthy();
  });

  it('writes times as a family would say them', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(timeAgo('2026-11-26T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-26T11:15:00Z', now)).toBe('45 minutes ago');
    expect(timeAgo('2026-11-26T11:00:00Z', now)).toBe('1 hour ago');
    expect(timeAgo('2026-11-25T10:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-20T10:00:00Z', now)).toBe('6 days ago');
  });
});

describe('fit on the profile view', SLOW, () => {
  const profile = buildProfile({ gender: 'female' });
  const pid = encodeProfileId(profile.id);

  it('shows the short fit line and, expanded, each preference with met, not met or not given', async () => {
    signInAs();
    const view = buildProfileView(
      {
        ...profile,
        expectation: 'Kind and educated',
        preferences: { ...NO_PREFERENCES, diets: ['veg'], age_min: 28, age_max: 34 },
      } as never,
      { fit: FIT },
    );
    mockFetch({
      [`GET /api/v1/profiles/${profile.id}`]: { body: view },
      'GET /api/v1/gender': { body: { data: [], meta: {} } },
    });
    renderApp(`/profile/${pid}`);
    const panel = await screen.findByRole('region', { name: 'How you fit' });
    expect(within(panel).getByText('Meets 6 of your 8 preferences · You meet 5 of her 7')).toBeTruthy();
    const toggle = within(panel).getByRole('button', { name: 'Show each preference' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const mine = within(panel).getByRole('heading', { name: 'Your preferences' })
      .parentElement as HTMLElement;
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Age: Meets', 'Diet: Does not meet', 'Annual income: Not given']);
    expect(within(panel).getByRole('heading', { name: 'Her preferences' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Preferences & Expectations' }));
    const prefs = await screen.findByRole('region', { name: /partner preferences/ });
    expect(within(prefs).getByText('28 – 34')).toBeTruthy();
    expect(within(prefs).getByText('Vegetarian')).toBeTruthy();
  });
});
