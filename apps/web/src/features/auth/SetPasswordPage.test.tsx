import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../session';
import { mockFetch } from '../../test/fetch';
import { renderWithApp } from '../../test/render';
import { buildSessionUser, signInAs } from '../../test/session';
import { tokenExpiringIn } from '../../test/tokens';
import { SetPasswordPage } from './SetPasswordPage';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit(name: 'Set Password' | 'Change Password') {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('Set Password(Optional)', () => {
  it("says 'New passwords do not match.' and sends nothing when the pair differs", async () => {
    signInAs({ has_password: false });
    const calls = mockFetch();
    renderWithApp(<SetPasswordPage />);
    fill('New Password', 'secret12');
    fill('Confirm Password', 'secret13');
    submit('Set Password');
    expect(await screen.findByText('New passwords do not match.')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/v1/user' && call.method === 'PUT')).toHaveLength(0);
  });

  it("says 'Password must be at least 6 characters.' for a short password", async () => {
    signInAs({ has_password: false });
    const calls = mockFetch();
    renderWithApp(<SetPasswordPage />);
    fill('New Password', '12345');
    fill('Confirm Password', '12345');
    submit('Set Password');
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(screen.queryByText('New passwords do not match.')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('asks for no old password when the member has none, and stores the new token', async () => {
    signInAs({ has_password: false });
    const newToken = tokenExpiringIn(7200);
    const calls = mockFetch({
      'PUT /api/v1/user': {
        body: { data: { token: newToken, user: buildSessionUser({ has_password: true }) } },
      },
    });
    renderWithApp(<SetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Set Password(Optional)' })).toBeTruthy();
    expect(screen.queryByLabelText('Old Password')).toBeNull();
    fill('New Password', 'secret12');
    fill('Confirm Password', 'secret12');
    submit('Set Password');
    expect(await screen.findByText('Password updated')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ user: { password: 'secret12' } });
    expect(localStorage.getItem('token')).toBe(newToken);
    expect(localStorage.getItem('hasPassword')).toBe('true');
  });

  it('in change mode also sends the Old Password and shows the server message on failure', async () => {
    signInAs({ has_password: true });
    const calls = mockFetch({
      'PUT /api/v1/user': {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'The old password is wrong.' } },
      },
    });
    renderWithApp(<SetPasswordPage />);
    fill('Old Password', 'oldsecret');
    fill('New Password', 'secret12');
    fill('Confirm Password', 'secret12');
    submit('Change Password');
    expect((await screen.findByRole('alert')).textContent).toContain('The old password is wrong.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      user: { password: 'secret12', old_password: 'oldsecret' },
    });
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
  });
});
