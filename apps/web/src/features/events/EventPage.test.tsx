import type { CommunityEvent } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';

const ID = '6f1c1e9a-4a5b-4c1d-9e0f-0123456789ab';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function buildEvent(overrides: Partial<CommunityEvent> = {}): CommunityEvent {
  return {
    id: ID,
    title: 'Pune Vadhu-Var Parichay Melava',
    description: 'Meet families of the community.',
    starts_at: inDays(10),
    ends_at: inDays(10.2),
    city: 'Pune',
    venue: 'Ganesh Kala Krida Manch, Swargate',
    online: false,
    fee: 300,
    capacity: 150,
    seats_left: 12,
    registered: false,
    cancelled: false,
    ...overrides,
  };
}

const page = (data: unknown[]) => ({ body: { data, meta: { total: data.length, limit: 24, offset: 0 } } });

describe('/events/:id', () => {
  it('offers a visitor sign-in and free registration, with the fee paid at the venue', async () => {
    mockFetch({ [`GET /api/v1/events/${ID}`]: { body: { data: buildEvent() } } });
    renderApp(`/events/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Pune Vadhu-Var Parichay Melava' })).toBeTruthy();
    expect(screen.getByText('₹300, paid at the venue')).toBeTruthy();
    expect(screen.getByText('12 seats left')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(within(main).getByRole('link', { name: 'Register free' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
  });

  it('shows a Hope member the way to the plans instead of Register', async () => {
    signInAs({ plan: 'Hope' });
    mockFetch({ [`GET /api/v1/events/${ID}`]: { body: { data: buildEvent() } } });
    renderApp(`/events/${ID}`);
    const plans = await screen.findByRole('link', { name: 'See the plans' });
    expect(plans.getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('registers a Belief member, then shows the other registered members and Cancel', async () => {
    signInAs({ plan: 'Belief' });
    let registered = false;
    const calls = mockFetch({
      [`GET /api/v1/events/${ID}`]: () => ({ body: { data: buildEvent({ registered }) } }),
      [`POST /api/v1/events/${ID}/registrations`]: () => {
        registered = true;
        return { status: 201, body: { data: buildEvent({ registered: true, seats_left: 11 }) } };
      },
      [`GET /api/v1/events/${ID}/attendees`]: page([]),
    });
    renderApp(`/events/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Cancel my registration' })).toBeTruthy();
    expect(screen.getByText('You are registered')).toBeTruthy();
    expect(await screen.findByText('Nobody else has registered yet.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/registrations'))).toBe(true);
  });

  it('says a full event is full, and a cancelled one is cancelled, with no Register', async () => {
    signInAs({ plan: 'Trust' });
    mockFetch({ [`GET /api/v1/events/${ID}`]: { body: { data: buildEvent({ seats_left: 0 }) } } });
    const { unmount } = renderApp(`/events/${ID}`);
    expect(await screen.findByText('This event is full: no seats are left.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    unmount();
    mockFetch({ [`GET /api/v1/events/${ID}`]: { body: { data: buildEvent({ cancelled: true }) } } });
    renderApp(`/events/${ID}`);
    expect(await screen.findByText('This event was cancelled.')).toBeTruthy();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
  });

  it('hides an online event’s link until registered', async () => {
    mockFetch({
      [`GET /api/v1/events/${ID}`]: { body: { data: buildEvent({ online: true, venue: null }) } },
    });
    renderApp(`/events/${ID}`);
    expect(await screen.findByText('The link to join is shown once you have registered.')).toBeTruthy();
    expect(screen.getByText(/Online/)).toBeTruthy();
  });
});
