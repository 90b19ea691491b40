import type { DataExport } from '@jodi/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/dates';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { MY_DATA_POLL_MS } from './myData.api';

const URL = '/api/v1/my-data/download?token=signed.token';
const EXPIRES = '2026-03-12T05:00:00.000Z';
const READY: DataExport = { status: 'ready', url: URL, expires_at: EXPIRES };

/** GET answers `states` one after another (the last one from then on); POST answers preparing. */
function serverWith(states: DataExport[], post: { status?: number; body: unknown } = preparing()) {
  let asked = 0;
  return mockFetch({
    'GET /api/v1/privacy': { body: { data: { photos: 'members', contacts: 'plan', paused_until: null } } },
    'GET /api/v1/my-data': () => ({ body: { data: states[Math.min(asked++, states.length - 1)] } }),
    'POST /api/v1/my-data': { status: 202, ...post },
  });
}

function preparing() {
  return { status: 202, body: { data: { status: 'preparing' } } };
}

const gets = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url === '/api/v1/my-data').length;

describe('/settings/privacy: Download my data', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prepares the archive, asks again every 2 s while it is made, then offers the link with its expiry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs();
    const calls = serverWith([{ status: 'none' }, { status: 'preparing' }, READY]);
    renderApp('/settings/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy and your data' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Download my data' })).toBeTruthy();
    expect(screen.getByText('The download link works for 24 hours.')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Prepare my download' }));
    expect(await screen.findByText(/Preparing your download/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Prepare my download' })).toBeNull();

    // Still preparing at the first look, ready at the second.
    await act(() => vi.advanceTimersByTimeAsync(MY_DATA_POLL_MS));
    expect(screen.getByText(/Preparing your download/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(MY_DATA_POLL_MS));
    const link = await screen.findByRole('link', { name: 'Download (zip)' });
    expect(link.getAttribute('href')).toBe(URL);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText(`The link works until ${formatDateTime(EXPIRES)}.`)).toBeTruthy();
    expect(screen.queryByText(/Preparing your download/)).toBeNull();

    // Once ready, it stops asking.
    const asked = gets(calls);
    await act(() => vi.advanceTimersByTimeAsync(MY_DATA_POLL_MS * 3));
    expect(gets(calls)).toBe(asked);
  });

  it('shows a ready archive at once, without asking again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs();
    const calls = serverWith([READY]);
    renderApp('/settings/privacy');
    expect((await screen.findByRole('link', { name: 'Download (zip)' })).getAttribute('href')).toBe(URL);
    await act(() => vi.advanceTimersByTimeAsync(MY_DATA_POLL_MS * 3));
    expect(gets(calls)).toBe(1);
  });

  it('says calmly when the archive failed, and offers to try again', async () => {
    signInAs();
    const calls = serverWith([{ status: 'failed' }]);
    renderApp('/settings/privacy');
    expect(await screen.findByText(/could not be prepared this time/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Preparing your download/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s message when it refuses another archive today (429)', async () => {
    signInAs();
    const message = 'You can download your data 3 times a day. Please try again tomorrow.';
    serverWith([{ status: 'none' }], { status: 429, body: { error: { code: 'RATE_LIMITED', message } } });
    renderApp('/settings/privacy');
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare my download' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Prepare my download' })).toBeTruthy();
  });

  it('is in the avatar menu as Privacy and your data', async () => {
    signInAs();
    serverWith([{ status: 'none' }]);
    const { router } = renderApp('/profiles');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Privacy and your data' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy and your data' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/privacy');
  });
});
