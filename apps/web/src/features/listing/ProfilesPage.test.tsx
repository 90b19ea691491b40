import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateLong } from '../../lib/dates';
import { sessionStore } from '../../session';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { buildCard } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { buildInterest } from '../../test/social';

function page(offset: number, count: number, total: number) {
  return {
    data: Array.from({ length: count }, (_, i) =>
      buildCard({
        id: `p-${offset + i}`,
        name: `Bride ${offset + i}`,
        primary_profile_pic: i === 0 ? '/m/a.jpg' : null,
      }),
    ),
    meta: { total, limit: 24, offset },
  };
}

/** The links beside the page's heading (the bottom bar has an 'Interests' of its own for members). */
const headingLinks = () => within(screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement);

const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.startsWith('/api/v1/profiles?'));

describe('profile listing', () => {
  it('shows cards with photo or placeholder, age, height, city, occupation and true badges, and loads more', async () => {
    const calls = mockFetch({
      'GET /api/v1/profiles': (call) => {
        const offset = Number(new URL(call.url, 'http://x').searchParams.get('offset'));
        return { body: offset === 0 ? page(0, 24, 30) : page(24, 6, 30) };
      },
    });
    renderApp('/profiles');
    const link = await screen.findByRole('link', { name: 'Bride 0' });
    expect(link.getAttribute('href')).toBe(`/profile/${btoa('p-0').replace(/=+$/, '')}`);
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('27 yrs · 5′ 6″ (168 cm)')).toBeTruthy();
    expect(within(card).getByText('Nashik · Architect')).toBeTruthy();
    expect(within(card).getByText('ID verified')).toBeTruthy();
    expect(within(card).queryByText('Job verified')).toBeNull();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/m/a.jpg');
    const second = screen.getByRole('link', { name: 'Bride 1' }).closest('article') as HTMLElement;
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/img/placeholder-female.svg');
    expect(screen.getByText('Showing 24 of 30 profiles')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Bride 29' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listCalls(calls).map((call) => call.url)).toEqual([
      '/api/v1/profiles?limit=24&offset=0',
      '/api/v1/profiles?limit=24&offset=24',
    ]);
    expect(listCalls(calls)[0]?.headers.get('authorization')).toBeNull();
  });

  it("asks for saved profiles and says 'No records found.' when there are none", async () => {
    signInAs();
    const calls = mockFetch({
      'GET /api/v1/profiles': { body: { data: [], meta: { total: 0, limit: 24, offset: 0 } } },
    });
    renderApp('/saved/profiles');
    expect(await screen.findByText('No records found.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved profiles' })).toBeTruthy();
    expect(listCalls(calls)[0]?.url).toBe('/api/v1/profiles?limit=24&offset=0&saved=true');
    // Beneath the spec's text, what to do next.
    expect(screen.getByText('Tap the bookmark on a profile to keep it here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your matches' }).getAttribute('href')).toBe('/matches');
    expect(screen.queryByText('Register free')).toBeNull();
  });

  it("welcomes a visitor on '/' in one line, with 'Register free' leading to /signup", async () => {
    mockFetch({ 'GET /api/v1/profiles': { body: page(0, 2, 2) } });
    renderApp('/');
    await screen.findByRole('link', { name: 'Bride 0' });
    expect(screen.getByText(/^Jodi helps families find a life partner/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Register free' });
    // One beside the welcome, one in the top bar.
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('/signup');
  });

  it('shows no welcome to a member', async () => {
    signInAs();
    mockFetch({ 'GET /api/v1/profiles': { body: page(0, 2, 2) } });
    renderApp('/profiles');
    await screen.findByRole('link', { name: 'Bride 0' });
    expect(screen.queryByText(/^Jodi helps families find a life partner/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register free' })).toBeNull();
  });

  it('tells a member whose profile is paused until when, on the listing too', async () => {
    signInAs();
    const until = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString();
    mockFetch({
      'GET /api/v1/profiles': { body: page(0, 1, 1) },
      'GET /api/v1/privacy': { body: { data: { photos: 'members', contacts: 'plan', paused_until: until } } },
    });
    renderApp('/profiles');
    expect(
      await screen.findByText(
        `Your profile is paused until ${formatDateLong(until)}. Others cannot find you.`,
      ),
    ).toBeTruthy();
  });

  it("offers members an 'Interests' link beside 'Filter profiles' / 'All profiles'; visitors none", async () => {
    signInAs();
    mockFetch({ 'GET /api/v1/profiles': { body: page(0, 1, 1) } });
    const member = renderApp('/profiles');
    await screen.findByRole('link', { name: 'Bride 0' });
    expect(headingLinks().getByRole('link', { name: 'Interests' }).getAttribute('href')).toBe('/interests');
    expect(headingLinks().getByRole('link', { name: 'Filter profiles' })).toBeTruthy();
    member.unmount();

    renderApp('/filtered/profiles');
    await screen.findByRole('link', { name: 'Bride 0' });
    expect(headingLinks().getByRole('link', { name: 'Interests' }).getAttribute('href')).toBe('/interests');
    expect(headingLinks().getByRole('link', { name: 'All profiles' })).toBeTruthy();
  });

  it("gives members a 'Send interest' on each card, beside its link; visitors none", async () => {
    signInAs();
    const calls = mockFetch({
      'GET /api/v1/profiles': { body: page(0, 2, 2) },
      'POST /api/v1/interests': { status: 201, body: { data: buildInterest({ to: 'p-1' }) } },
    });
    const member = renderApp('/saved/profiles');
    const card = (await screen.findByRole('link', { name: 'Bride 1' })).closest('article') as HTMLElement;
    expect(screen.getByRole('button', { name: 'Send interest to Bride 0' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Send interest to Bride 1' }));
    expect(await screen.findByText('Interest sent')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ to: 'p-1' });
    member.unmount();

    sessionStore.logout();
    renderApp('/profiles');
    await screen.findByRole('link', { name: 'Bride 0' });
    expect(screen.queryByRole('button', { name: /^Send interest/ })).toBeNull();
  });

  it("shows visitors no 'Interests' link", async () => {
    mockFetch({ 'GET /api/v1/profiles': { body: page(0, 1, 1) } });
    renderApp('/profiles');
    await screen.findByRole('link', { name: 'Bride 0' });
    expect(headingLinks().queryByRole('link', { name: 'Interests' })).toBeNull();
  });

  it('keeps the filters in the page URL and sends them to the API', async () => {
    const calls = mockFetch({ 'GET /api/v1/profiles': { body: page(0, 2, 2) } });
    const { router } = renderApp('/filtered/profiles?city=Pune&rashi=Tula');
    await screen.findByRole('link', { name: 'Bride 0' });
    expect(listCalls(calls)[0]?.url).toBe('/api/v1/profiles?limit=24&offset=0&city=Pune&rashi=Tula');

    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const form = await screen.findByRole('form', { name: 'Filters' });
    expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('Pune');
    fireEvent.change(within(form).getByLabelText('Min age'), { target: { value: '25' } });
    fireEvent.change(within(form).getByLabelText('Max age'), { target: { value: '30' } });
    fireEvent.change(within(form).getByLabelText('Mangal dosh'), { target: { value: 'no' } });
    fireEvent.change(within(form).getByLabelText('Search'), { target: { value: 'doctor' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));

    await vi.waitFor(() =>
      expect(router.state.location.search).toBe(
        '?min_age=25&max_age=30&city=Pune&rashi=Tula&mangal_dosh=no&q=doctor',
      ),
    );
    await vi.waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe(
        '/api/v1/profiles?limit=24&offset=0&min_age=25&max_age=30&city=Pune&rashi=Tula&mangal_dosh=no&q=doctor',
      ),
    );
  });

  it('refuses a maximum below the minimum', async () => {
    mockFetch({ 'GET /api/v1/profiles': { body: page(0, 1, 1) } });
    const { router } = renderApp('/filtered/profiles');
    const form = await screen.findByRole('form', { name: 'Filters' });
    fireEvent.change(within(form).getByLabelText('Min height (cm)'), { target: { value: '170' } });
    fireEvent.change(within(form).getByLabelText('Max height (cm)'), { target: { value: '150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The maximum must not be below the minimum.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
