import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { encodeProfileId } from '../../lib/profileId';
import { mockFetch } from '../../test/fetch';
import { changingMediaQuery, staticMediaQueryList } from '../../test/matchMedia';
import { buildCard, buildProfile, buildProfileView } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { socketConnects } from '../../test/socket';
import { WIDE_LAYOUT_QUERY } from './useWideLayout';

const ID = buildProfile().id;
const PID = encodeProfileId(ID);
const TABS = [
  'Personal Details',
  'Work & Education',
  'Family Details',
  'Preferences & Expectations',
  'Astrology Details',
];

function row(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

function member(view = buildProfileView(), extra: Parameters<typeof mockFetch>[0] = {}) {
  signInAs();
  return mockFetch({
    [`GET /api/v1/profiles/${ID}`]: { body: view },
    'GET /api/v1/gender': { body: { data: [buildCard({ id: 'other', name: 'Kavya' })], meta: {} } },
    ...extra,
  });
}

describe('profile view', () => {
  it('prompts a Hope member to upgrade for verifications, and not a paid member', async () => {
    member();
    const first = renderApp(`/profile/${PID}`);
    const prompt = await screen.findByRole('link', {
      name: 'Upgrade plan to see identity, job & income verifications',
    });
    expect(prompt.getAttribute('href')).toBe('/subscription');
    first.unmount();

    signInAs({ plan: 'Belief' });
    renderApp(`/profile/${PID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeTruthy();
    expect(
      screen.queryByRole('link', { name: 'Upgrade plan to see identity, job & income verifications' }),
    ).toBeNull();
  });

  it('shows the five tabs with the spec names and applies the display rule', async () => {
    member(
      buildProfileView({
        career_goals: null,
        interest_in_continuing_education: true,
        maritial_status: 'never_married',
        drinking_habits: 'no',
      }),
    );
    renderApp(`/profile/${PID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS);
    expect(row('Marital status')).toBe('Never married');
    expect(row('Height')).toBe('5′ 4″ (163 cm)');
    expect(row('Profile managed by')).toBe('Parent');

    fireEvent.click(screen.getByRole('tab', { name: 'Work & Education' }));
    expect(row('Career goals')).toBe('N/A');
    expect(row('Interested in continuing education')).toBe('Yes');
    expect(row('Education')).toBe("Master's degree");

    fireEvent.click(screen.getByRole('tab', { name: 'Preferences & Expectations' }));
    expect(row('Drinking habits')).toBe('No');
    expect(row('Expectations')).toBe('N/A');
  });

  it("shows 'No' for false and keeps the action buttons hidden once their flags are true", async () => {
    member(
      buildProfileView(
        { interest_in_continuing_education: false },
        { is_bookmarked: true, i_am_interested: true, is_chat_requested: false },
      ),
    );
    renderApp(`/profile/${PID}`);
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    fireEvent.click(screen.getByRole('tab', { name: 'Work & Education' }));
    expect(row('Interested in continuing education')).toBe('No');
    const actions = screen.getByRole('group', { name: 'Profile actions' });
    expect(within(actions).getByRole('button', { name: 'Chat request' })).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'Send interest' })).toBeNull();
    expect(within(actions).queryByRole('button', { name: 'Save profile' })).toBeNull();
  });

  it("hides contacts behind the plan text for reason 'plan'", async () => {
    member(buildProfileView({ contact: undefined, contact_hidden_reason: 'plan' }));
    renderApp(`/profile/${PID}`);
    expect(await screen.findByText('Contact details are hidden. Upgrade your plan to view.')).toBeTruthy();
    expect(document.querySelector('.blurred-text')).not.toBeNull();
  });

  it("says she shares contacts after she accepts for reason 'not_accepted' (he for a groom)", async () => {
    member(buildProfileView({ contact: undefined, contact_hidden_reason: 'not_accepted' }));
    const first = renderApp(`/profile/${PID}`);
    expect(
      await screen.findByText('She shares contact details after she accepts your interest.'),
    ).toBeTruthy();
    expect(screen.queryByText('Contact details are hidden. Upgrade your plan to view.')).toBeNull();
    first.unmount();
    member(buildProfileView({ gender: 'male', contact: undefined, contact_hidden_reason: 'not_accepted' }));
    renderApp(`/profile/${PID}`);
    expect(await screen.findByText('He shares contact details after he accepts your interest.')).toBeTruthy();
  });

  it('says under blurred photos that they show after she accepts; nothing under clear ones', async () => {
    const blurred = { id: 'p1', url: '/b/1.jpg', thumb: '/b/1-t.jpg', large: '/b/1-l.jpg', is_primary: true };
    member(buildProfileView({ photos_blurred: true, pics: [{ ...blurred, blurred: true }] }));
    const first = renderApp(`/profile/${PID}`);
    expect(await screen.findByText('Photos visible after she accepts your interest')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1 of 1 of Asha Rao' }).getAttribute('src')).toBe(
      '/b/1-l.jpg',
    );
    first.unmount();
    member(buildProfileView({ photos_blurred: false, pics: [{ ...blurred, blurred: false }] }));
    renderApp(`/profile/${PID}`);
    expect(await screen.findByRole('img', { name: 'Photo 1 of 1 of Asha Rao' })).toBeTruthy();
    expect(screen.queryByText(/Photos visible after/)).toBeNull();
  });

  it('reads the profile again when the live socket connects: an acceptance it missed shows the clear photos', async () => {
    const blurred = { id: 'p1', url: '/b/1.jpg', thumb: '/b/1-t.jpg', large: '/b/1-l.jpg', is_primary: true };
    const before = buildProfileView({ photos_blurred: true, pics: [{ ...blurred, blurred: true }] });
    const after = buildProfileView({
      photos_blurred: false,
      pics: [{ ...blurred, large: '/c/1-l.jpg', blurred: false }],
    });
    let accepted = false;
    member(undefined, { [`GET /api/v1/profiles/${ID}`]: () => ({ body: accepted ? after : before }) });
    renderApp(`/profile/${PID}`);
    expect(await screen.findByText('Photos visible after she accepts your interest')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // She accepted before this tab's socket was up (no `accepted` event came): the connect reads
    // the profile again.
    accepted = true;
    socketConnects();
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo 1 of 1 of Asha Rao' }).getAttribute('src')).toBe(
        '/c/1-l.jpg',
      ),
    );
    expect(screen.queryByText(/Photos visible after/)).toBeNull();
  });

  it('asks a visitor to sign in to see blurred photos', async () => {
    mockFetch({
      [`GET /api/v1/view/profiles/${PID}`]: {
        body: {
          data: buildProfile({
            contact: undefined,
            contact_hidden_reason: 'visitor',
            photos_blurred: true,
            pics: [
              {
                id: 'p1',
                url: '/b/1.jpg',
                thumb: '/b/t.jpg',
                large: '/b/l.jpg',
                is_primary: true,
                blurred: true,
              },
            ],
          }),
        },
      },
    });
    renderApp(`/profile/${PID}`);
    expect(await screen.findByText('Sign in to see photos')).toBeTruthy();
    expect(screen.queryByText(/accepts your interest/)).toBeNull();
  });

  it("lists contacts, or says 'No contacts available.'", async () => {
    member(
      buildProfileView({
        contact: [
          {
            name: 'Ramesh Rao',
            relation: 'Father',
            phone: '9876543210',
            occupation: null,
            current_city: 'Pune',
            address: null,
          },
        ],
      }),
    );
    const first = renderApp(`/profile/${PID}`);
    expect(await screen.findByText('Ramesh Rao (Father)')).toBeTruthy();
    expect(screen.getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:9876543210');
    first.unmount();
    member(buildProfileView({ contact: [] }));
    renderApp(`/profile/${PID}`);
    expect(await screen.findByText('No contacts available.')).toBeTruthy();
  });

  it('shows the Gun Milan message, or each aspect out of its maximum and the total out of 36', async () => {
    member(
      buildProfileView({
        points: {
          varna: 1,
          vashya: 2,
          tara: 1.5,
          yoni: 3,
          graha_maitri: 5,
          gana: 6,
          bhakoot: 0,
          nadi: 8,
          total: 26.5,
        },
      }),
    );
    renderApp(`/profile/${PID}`);
    const panel = await screen.findByRole('region', { name: 'Gun Milan' });
    const cell = (aspect: string) =>
      within(panel).getByRole('rowheader', { name: aspect }).nextElementSibling?.textContent;
    expect(cell('Varna')).toBe('1 / 1');
    expect(cell('Tara')).toBe('1.5 / 3');
    expect(cell('Bhakoot')).toBe('0 / 7');
    expect(cell('Nadi')).toBe('8 / 8');
    expect(cell('Total')).toBe('26.5 / 36');
  });

  it('shows the birthname banner linking to /info?go=4, photos with previous/next, and similar profiles', async () => {
    const calls = member(
      buildProfileView({
        pics: [
          {
            id: 'p1',
            url: '/m/1.jpg',
            thumb: '/t/1.jpg',
            large: '/l/1.jpg',
            is_primary: true,
            blurred: false,
          },
          {
            id: 'p2',
            url: '/m/2.jpg',
            thumb: '/t/2.jpg',
            large: '/l/2.jpg',
            is_primary: false,
            blurred: false,
          },
        ],
        video_intro: '/media/video.mp4',
        video_poster: '/media/video.poster.jpg',
      }),
    );
    renderApp(`/profile/${PID}?birthname=missing`);
    const banner = await screen.findByRole('link', { name: 'Update your birthname for Gunmilan score' });
    expect(banner.getAttribute('href')).toBe('/info?go=4');
    const photo = screen.getByRole('img', { name: 'Photo 1 of 2 of Asha Rao' });
    expect(photo.getAttribute('src')).toBe('/l/1.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of 2 of Asha Rao' }).getAttribute('src')).toBe(
      '/l/2.jpg',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img', { name: 'Photo 1 of 2 of Asha Rao' })).toBeTruthy();
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/video.mp4');
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(video?.getAttribute('poster')).toBe('/media/video.poster.jpg');
    expect(await screen.findByRole('link', { name: 'Kavya' })).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/v1/gender?'))?.url).toBe(
      `/api/v1/gender?gender=female&pid=${ID}`,
    );
  });

  it("shows visitors the public view; an action says 'Join now' and leads to /signup", async () => {
    const calls = mockFetch({
      [`GET /api/v1/view/profiles/${PID}`]: {
        body: {
          data: buildProfile({
            lastName: undefined,
            birthdate: undefined,
            contact: undefined,
            contact_hidden_reason: 'visitor',
          }),
        },
      },
    });
    const { router } = renderApp(`/profile/${PID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha' })).toBeTruthy();
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(screen.queryByText('Date of birth', { selector: 'dt' })).toBeNull();
    expect(screen.getAllByText('Join now to continue').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText('Join now')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('offers Edit My Profile instead of the actions on the own profile', async () => {
    member();
    signInAs({ profile_id: ID });
    renderApp(`/profile/${PID}`);
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    expect(screen.getByRole('link', { name: 'Edit My Profile' }).getAttribute('href')).toBe('/info');
    expect(screen.queryByRole('group', { name: 'Profile actions' })).toBeNull();
  });

  it('keeps the profile on the screen when reading it again fails', async () => {
    let answer: { status: number; body: object } = { status: 200, body: buildProfileView() };
    const calls = member(undefined, { [`GET /api/v1/profiles/${ID}`]: () => answer });
    renderApp(`/profile/${PID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeTruthy();
    answer = { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Bad request.' } } };
    socketConnects();
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith(`/profiles/${ID}`))).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeTruthy();
  });

  it('shows the not-found page when the API answers 404', async () => {
    member(buildProfileView(), {
      [`GET /api/v1/profiles/${ID}`]: {
        status: 404,
        body: { error: { code: 'PROFILE_NOT_FOUND', message: 'Profile not found.' } },
      },
    });
    renderApp(`/profile/${PID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

/** The screen is as wide as a desktop's (the profile view's two columns, 62em and up). */
function onWideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => staticMediaQueryList(query, query === WIDE_LAYOUT_QUERY));
}

const follows = (first: Element, second: Element) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('where the AI helper sits', () => {
  const askButton = () => screen.getByRole('button', { name: 'Ask about Asha to the AI helper' });

  it('sits in the page after the actions on a phone, above the details, never floating over them', async () => {
    member();
    renderApp(`/profile/${PID}?birthname=missing`);
    const actions = await screen.findByRole('group', { name: 'Profile actions' });
    const helper = askButton();
    expect(helper.getAttribute('data-placement')).toBe('inline');
    expect(follows(actions, helper)).toBe(true);
    expect(follows(helper, screen.getByRole('tablist', { name: 'Profile details' }))).toBe(true);
    // Opened, it takes the button's place in the page.
    fireEvent.click(helper);
    const panel = await screen.findByRole('dialog', { name: 'Ask about Asha to the AI helper' });
    expect(panel.getAttribute('data-placement')).toBe('inline');
    expect(follows(actions, panel)).toBe(true);
  });

  it('floats at the end of the profile on a wide screen', async () => {
    onWideScreen();
    member();
    renderApp(`/profile/${PID}`);
    await screen.findByRole('group', { name: 'Profile actions' });
    const helper = askButton();
    expect(helper.getAttribute('data-placement')).toBe('floating');
    expect(follows(screen.getByRole('tablist', { name: 'Profile details' }), helper)).toBe(true);
  });

  it('stays open as it moves when a tablet is turned across the breakpoint', async () => {
    const screenWidth = changingMediaQuery(WIDE_LAYOUT_QUERY, false);
    vi.stubGlobal('matchMedia', screenWidth.matchMedia);
    member();
    renderApp(`/profile/${PID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask about Asha to the AI helper' }));
    const panel = () => screen.getByRole('dialog', { name: 'Ask about Asha to the AI helper' });
    await screen.findByRole('dialog', { name: 'Ask about Asha to the AI helper' });
    expect(panel().getAttribute('data-placement')).toBe('inline');

    act(() => screenWidth.set(true));
    expect(panel().getAttribute('data-placement')).toBe('floating');
    act(() => screenWidth.set(false));
    expect(panel().getAttribute('data-placement')).toBe('inline');
  });
});
