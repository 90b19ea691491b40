import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { buildSessionUser, signInAs } from '../../test/session';
import { tokenExpiringIn } from '../../test/tokens';

async function fill(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

function errorEnvelope(status: number, code: string, message: string, details?: unknown) {
  return { status, body: { error: { code, message, details } } };
}

describe('login', () => {
  it('signs in, keeps the session and shows the profiles', async () => {
    const token = tokenExpiringIn(3600);
    const user = buildSessionUser({ name: 'Ravi Kumar', plan: 'Belief', pic: '/media/r.jpg' });
    const calls = mockFetch({ 'POST /api/v1/sign_in': { body: { data: { token, user } } } });
    const { router } = renderApp('/login');
    await fill('Email', ' ravi@example.com ');
    await fill('Password', 'secret12');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profiles');
    expect(calls.find((call) => call.url === '/api/v1/sign_in')?.body).toEqual({
      email: 'ravi@example.com',
      password: 'secret12',
    });
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('name')).toBe('Ravi Kumar');
    expect(localStorage.getItem('myplan')).toBe('Belief');
    expect(localStorage.getItem('userPic')).toBe('/media/r.jpg');
  });

  it.each([
    [401, 'UNAUTHENTICATED', 'Wrong e-mail or password.'],
    [429, 'RATE_LIMITED', 'Too many attempts. Try again in a minute.'],
  ])('shows the server message on %i', async (status, code, message) => {
    mockFetch({ 'POST /api/v1/sign_in': errorEnvelope(status, code, message) });
    const { router } = renderApp('/login');
    await fill('Email', 'ravi@example.com');
    await fill('Password', 'nope');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the field messages of a 400 beside their fields', async () => {
    mockFetch({
      'POST /api/v1/sign_in': errorEnvelope(400, 'VALIDATION_FAILED', 'Please check the form.', [
        { path: 'email', message: 'Enter a valid e-mail address.' },
      ]),
    });
    renderApp('/login');
    await fill('Email', 'ravi');
    await fill('Password', 'x');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a signed-in member on to the profiles', async () => {
    signInAs();
    mockFetch();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profiles');
  });
});

describe('sign up', () => {
  it('checks the password length before calling', async () => {
    const calls = mockFetch();
    renderApp('/signup');
    await fill('Email', 'new@example.com');
    await fill('Password', '12345');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/v1/sign_up')).toBe(false);
  });

  it('shows the message of a 409 and signs in on success', async () => {
    mockFetch({
      'POST /api/v1/sign_up': errorEnvelope(409, 'CONFLICT', 'This e-mail is already registered.'),
    });
    const { router } = renderApp('/signup');
    await fill('Email', 'taken@example.com');
    await fill('Password', 'secret12');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This e-mail is already registered.');

    const token = tokenExpiringIn(3600);
    mockFetch({
      'POST /api/v1/sign_up': { status: 201, body: { data: { token, user: buildSessionUser() } } },
    });
    await fill('Email', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(token);
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });
});

describe('reset password', () => {
  it('always gives the same answer to a reset request', async () => {
    const calls = mockFetch({ 'POST /api/v1/resetpassword': { body: { data: { ok: true } } } });
    renderApp('/reset-password');
    await fill('Email', 'anyone@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account exists for that e-mail, we have sent a link to reset the password.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/v1/resetpassword')?.body).toEqual({
      email: 'anyone@example.com',
    });
  });

  it('sets a new password with the link token, then goes to /login', async () => {
    const token = 'reset-token-0123456789abcdef';
    const calls = mockFetch({ 'POST /api/v1/resetpassword': { body: { data: { ok: true } } } });
    const { router } = renderApp(`/reset-password?token=${token}`);
    await fill('New Password', 'secret12');
    await fill('Confirm Password', 'secret21');
    fireEvent.click(await screen.findByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('New passwords do not match.')).toBeTruthy();
    await fill('Confirm Password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password updated')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.find((call) => call.url === '/api/v1/resetpassword')?.body).toEqual({
      token,
      password: 'secret12',
    });
  });
});

describe('logout', () => {
  const LOGOUT_KEYS = ['token', 'userId', 'name', 'userPic', 'isAdmin'];

  it('ends the session on the server with its token, clears the session and shows the login', async () => {
    signInAs({ is_admin: true });
    const token = localStorage.getItem('token');
    const calls = mockFetch({ 'POST /api/v1/sign_out': { body: { data: { signed_out: true } } } });
    const { router } = renderApp('/logout');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    const signOuts = calls.filter((c) => c.url === '/api/v1/sign_out');
    expect(signOuts).toHaveLength(1);
    expect(signOuts[0]?.method).toBe('POST');
    expect(signOuts[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    for (const key of LOGOUT_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('still clears the session when the server call fails or there is no network', async () => {
    for (const failing of [
      () => mockFetch({ 'POST /api/v1/sign_out': { status: 500, body: {} } }),
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
        ),
    ]) {
      signInAs();
      failing();
      const { router, unmount } = renderApp('/logout');
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      for (const key of LOGOUT_KEYS) expect(localStorage.getItem(key)).toBeNull();
      unmount();
    }
  });
});
