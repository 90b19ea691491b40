import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '../test/chat';
import { mockFetch, type RecordedCall } from '../test/fetch';
import { renderApp } from '../test/render';
import { signInAs } from '../test/session';
import { tokenExpiringIn } from '../test/tokens';
import { sessionStore } from './sessionStore';

/** The two start-up calls that need the member's session. */
const MEMBER_CALLS = ['/api/v1/user', '/api/v1/counts/subscribe'];
const memberCalls = (calls: RecordedCall[]) => calls.filter((c) => MEMBER_CALLS.includes(c.url));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('calls that need the session', () => {
  it('a member on the listing asks for the session user and the unread count, with the token', async () => {
    signInAs();
    const calls = mockFetch({ 'GET /api/v1/profiles': { body: pageOf([]) } });
    renderApp('/profiles');
    await vi.waitFor(() => expect(memberCalls(calls)).toHaveLength(2));
    for (const call of memberCalls(calls)) expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('a visitor asks for neither', async () => {
    const calls = mockFetch({ 'GET /api/v1/profiles': { body: pageOf([]) } });
    renderApp('/profiles');
    await screen.findByRole('link', { name: 'Login' });
    await settle();
    expect(memberCalls(calls)).toEqual([]);
  });

  it('an expired token asks for neither (it would go without a token and answer 401)', async () => {
    localStorage.setItem('token', tokenExpiringIn(-10));
    sessionStore.reload();
    const calls = mockFetch({ 'GET /api/v1/profiles': { body: pageOf([]) } });
    renderApp('/profiles');
    await screen.findByRole('link', { name: 'Login' });
    await settle();
    expect(memberCalls(calls)).toEqual([]);
  });

  it('/logout asks for neither while it signs out (they would race the sign-out and answer 401)', async () => {
    signInAs();
    const calls = mockFetch({ 'POST /api/v1/sign_out': { body: { data: {} } } });
    const { router } = renderApp('/logout');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await settle();
    expect(calls.some((c) => c.url === '/api/v1/sign_out')).toBe(true);
    expect(memberCalls(calls)).toEqual([]);
  });
});
