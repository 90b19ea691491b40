import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { accountDeletionMailto } from './deletionMail';

const SITE = {
  'GET /api/v1/site': {
    body: {
      data: { contact_email: 'support@jodi.example', contact_phone: null, social: [], analytics_id: null },
    },
  },
};

afterEach(async () => {
  await applyLanguage('en');
});

describe('/delete/account', () => {
  it('builds the mailto with the support address and the encoded subject', () => {
    expect(accountDeletionMailto('support@jodi.example')).toBe(
      'mailto:support@jodi.example?subject=Account%20Deletion%20Request',
    );
  });

  it.each([
    ['mr', 'खाते हटवण्याची विनंती (Account Deletion Request)'],
    ['hi', 'खाता हटाने का अनुरोध (Account Deletion Request)'],
  ] as const)(
    'writes the subject in %s too, keeping the English one support staff look for',
    async (language, subject) => {
      await applyLanguage(language);
      expect(accountDeletionMailto('support@jodi.example')).toBe(
        `mailto:support@jodi.example?subject=${encodeURIComponent(subject)}`,
      );
    },
  );

  it('explains both ways to visitors: the menu item after logging in, and the e-mail', async () => {
    mockFetch(SITE);
    renderApp('/delete/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete account' })).toBeTruthy();
    const menuWay = screen.getByRole('region', { name: 'Delete My Account' });
    expect(within(menuWay).getByText(/choose Profile, then 'Delete my account'/)).toBeTruthy();
    expect(within(menuWay).getByRole('link', { name: 'Log in to delete' }).getAttribute('href')).toBe(
      '/login',
    );
    const mailWay = screen.getByRole('region', { name: 'E-mail us' });
    expect(await within(mailWay).findByText(/support@jodi\.example/)).toBeTruthy();
    expect(within(mailWay).getByRole('link', { name: 'Write the e-mail' }).getAttribute('href')).toBe(
      'mailto:support@jodi.example?subject=Account%20Deletion%20Request',
    );
  });

  it("deletes a member's account after the confirmation, says so and logs out", async () => {
    signInAs();
    const calls = mockFetch({
      ...SITE,
      'DELETE /api/v1/delete/profile': { body: { data: { deleted: true } } },
    });
    const { router } = renderApp('/delete/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    expect(await screen.findByText('Account Deleted')).toBeTruthy();
    expect(
      screen.getByText(
        'Your account has been successfully deleted. You may create a new account at any time to resume access to our services.',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/v1/delete/profile']);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends the password typed in the dialog', async () => {
    signInAs();
    const calls = mockFetch({
      ...SITE,
      'DELETE /api/v1/delete/profile': { body: { data: { deleted: true } } },
    });
    const { router } = renderApp('/delete/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(
      within(dialog).getByText('To make sure it is really you, enter the password you log in with.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'my-secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
      { password: 'my-secret' },
    ]);
  });

  it("shows the server's message in the dialog and stays signed in when the password is wrong", async () => {
    signInAs();
    mockFetch({
      ...SITE,
      'DELETE /api/v1/delete/profile': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The password is not correct.',
            details: [{ path: 'body.password', message: 'Not correct' }],
          },
        },
      },
    });
    const { router } = renderApp('/delete/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The password is not correct.');
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/delete/account');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('asks no password of an account without one, and shows why a deletion is refused', async () => {
    signInAs({ has_password: false });
    const calls = mockFetch({
      ...SITE,
      'DELETE /api/v1/delete/profile': {
        status: 403,
        body: {
          error: {
            code: 'RECENT_SIGN_IN_REQUIRED',
            message: 'For your safety, please log out and log in again, then delete your account.',
          },
        },
      },
    });
    renderApp('/delete/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'For your safety, please log out and log in again, then delete your account.',
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([undefined]);
  });

  it('keeps the account when the member cancels', async () => {
    signInAs();
    const calls = mockFetch(SITE);
    renderApp('/delete/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });
});
