import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { mockFetch } from '../test/fetch';
import { signInAs } from '../test/session';
import { ApiError } from './ApiError';
import { api, apiRequest } from './client';

const signIn = { email: 'a@b.c', password: 'secret1' };

function renderNotices() {
  render(
    <MantineProvider env="test">
      <Notifications />
    </MantineProvider>,
  );
}

describe('the API client', () => {
  it('marks every call with X-App: jodi and sends the bearer token when signed in', async () => {
    signInAs();
    const calls = mockFetch({ 'GET /api/v1/user': { body: { data: { id: 'user-1' } } } });
    await expect(api.get('/api/v1/user')).resolves.toEqual({ id: 'user-1' });
    const [call] = calls;
    expect(call?.headers.get('x-app')).toBe('jodi');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${sessionStore.getSnapshot().token}`);
  });

  it('sends no bearer token for visitors or for token-free calls', async () => {
    const calls = mockFetch({ 'POST /api/v1/sign_in': { body: { data: {} } } });
    await api.post('/api/v1/sign_in', { body: { email: 'a@b.c', password: 'secret1' } });
    signInAs();
    await api.post('/api/v1/sign_in', { body: { email: 'a@b.c', password: 'secret1' }, auth: false });
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual([null, null]);
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ email: 'a@b.c', password: 'secret1' });
  });

  it('normalises the error envelope into an ApiError', async () => {
    const details = [{ path: ['user', 'password'], message: 'Too short' }];
    mockFetch({
      'POST /api/v1/sign_up': {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Check the form', details } },
      },
    });
    const error = await api
      .post('/api/v1/sign_up', { body: { email: 'a@b.c', password: 'short' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Check the form',
      details,
    });
    expect((error as ApiError).fieldIssues()).toEqual([{ path: 'password', message: 'Too short' }]);
  });

  it('keeps the Retry-After of a 429', async () => {
    mockFetch({
      'POST /api/v1/sign_in': {
        status: 429,
        headers: { 'Retry-After': '30' },
        body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts' } },
      },
    });
    await expect(api.post('/api/v1/sign_in', { body: signIn })).rejects.toMatchObject({
      status: 429,
      retryAfter: 30,
    });
  });

  it('turns a body that is not the envelope, and a network failure, into ApiErrors', async () => {
    mockFetch({ 'GET /api/v1/site': { status: 502, body: '<html>Bad gateway</html>' } });
    await expect(api.get('/api/v1/site')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Something went wrong. Please try again later',
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/v1/site')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it("shows the 'Buy plan' warning for 3 s on a 402 and still rejects", async () => {
    renderNotices();
    signInAs();
    const show = vi.spyOn(notifications, 'show');
    mockFetch({
      'POST /api/v1/bookmarks': {
        status: 402,
        body: { error: { code: 'PLAN_UPGRADE_REQUIRED', message: 'Upgrade' } },
      },
    });
    await expect(api.post('/api/v1/bookmarks', { body: { bookmark: { to: 'p2' } } })).rejects.toMatchObject({
      status: 402,
      code: 'PLAN_UPGRADE_REQUIRED',
    });
    expect(await screen.findByText('Plan upgrade required to use this feature')).toBeTruthy();
    expect(screen.getByText('Buy plan')).toBeTruthy();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Buy plan', autoClose: 3000, color: 'yellow' }),
    );
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
  });

  it('clears the session when an authenticated call answers 401, not when sign-in does', async () => {
    mockFetch({
      'POST /api/v1/sign_in': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Wrong' } } },
      'GET /api/v1/user': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Expired' } } },
    });
    signInAs();
    await expect(api.post('/api/v1/sign_in', { body: signIn, auth: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
    await expect(api.get('/api/v1/user')).rejects.toMatchObject({ status: 401, message: 'Expired' });
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('fills the path template with encoded values and writes the query in order, without absent values', async () => {
    signInAs();
    const calls = mockFetch({
      'PUT /api/v1/interests/a%2Fb%20c': { body: { data: { id: 'a/b c' } } },
      'GET /api/v1/interests': { body: { data: [], meta: { total: 0, limit: 5, offset: 10 } } },
    });
    await api.put('/api/v1/interests/{id}', { path: { id: 'a/b c' }, body: { status: 'accepted' } });
    const page = await apiRequest('GET', '/api/v1/interests', {
      query: { type: 'received', limit: 5, offset: 10 },
    });
    await apiRequest('GET', '/api/v1/interests', { query: { type: undefined, limit: 5 } });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/v1/interests/a%2Fb%20c',
      'GET /api/v1/interests?type=received&limit=5&offset=10',
      'GET /api/v1/interests?limit=5',
    ]);
    expect(calls[0]?.body).toEqual({ status: 'accepted' });
    // apiRequest answers the whole body: `meta` beside `data`.
    expect(page.meta).toEqual({ total: 0, limit: 5, offset: 10 });
  });

  it('sends a FormData upload as it is, without a JSON content type', async () => {
    signInAs();
    const calls = mockFetch({ 'POST /api/v1/calllogs': { body: { data: { id: 'log-1' } } } });
    const form = new FormData();
    form.append('name', 'Asha');
    await api.post('/api/v1/calllogs', { body: form });
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.get('content-type')).toBeNull();
  });
});
