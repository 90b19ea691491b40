import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { AvatarMenu, type AvatarMenuProps } from './AvatarMenu';

const PROFILE_ITEMS: [string, string][] = [
  ['Edit My Profile', '/info'],
  ['Add/Remove Photos', '/upload/pics'],
  ['Complete ID Verification', '/upload/doc'],
  ['Complete Job Verification', '/upload/job/doc'],
  ['Complete Income Verification', '/upload/income/doc'],
  ['Video Introduction', '/upload/intro'],
  ['Add/Remove Contacts', '/add/contacts'],
  ['Delete my account', '/delete/account'],
];

const MAIN_LINKS: [string, string][] = [
  ['Interests', '/interests'],
  ['Buy Plan', '/subscription'],
  ['Terms & Conditions', '/terms-and-conditions'],
  ['Set Password(Optional)', '/set-password'],
  ['Privacy and your data', '/settings/privacy'],
  ['Notification settings', '/settings/notifications'],
  ['Logout', '/logout'],
];

function openMenu(props: Partial<AvatarMenuProps> = {}) {
  const view = renderWithApp(<AvatarMenu name="Asha Rao" userPic={null} isAdmin={false} {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  return view;
}

function expandProfile() {
  fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
}

describe('avatar menu', () => {
  it('shows the initials when there is no picture', () => {
    renderWithApp(<AvatarMenu name="Asha Rao" userPic={null} isAdmin={false} />);
    expect(screen.getByRole('button', { name: 'Account menu' }).textContent).toBe('AR');
  });

  it('shows a person icon, not a question mark, when there is no name', () => {
    renderWithApp(<AvatarMenu name={null} userPic={null} isAdmin={false} />);
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.textContent).toBe('');
    expect(button.querySelector('svg')).not.toBeNull();
  });

  it('holds every item of spec 2, with the Profile submenu opening inside the menu', () => {
    openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Edit My Profile' })).toBeNull();
    const profile = screen.getByRole('menuitem', { name: 'Profile' });
    expect(profile.getAttribute('aria-expanded')).toBe('false');
    expandProfile();
    expect(profile.getAttribute('aria-expanded')).toBe('true');
    for (const [label, href] of [...PROFILE_ITEMS, ...MAIN_LINKS]) {
      expect(screen.getByRole('menuitem', { name: label }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('menuitem', { name: 'Download my biodata' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Call Logs' })).toBeNull();
  });

  it('opens with the three languages, each in its own script, then Profile and Interests', () => {
    openMenu();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items.slice(0, 5)).toEqual(['English', 'मराठी', 'हिन्दी', 'Profile', 'Interests']);
    expect(screen.getByRole('menuitem', { name: 'मराठी' }).getAttribute('lang')).toBe('mr');
    expect(screen.getByRole('menuitem', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('adds Call Logs for staff', () => {
    openMenu({ isAdmin: true });
    expect(screen.getByRole('menuitem', { name: 'Call Logs' }).getAttribute('href')).toBe('/calllogs');
  });

  it('applies the A/B texts to the labels they key', () => {
    openMenu({
      abTexts: {
        'NAV-EP': 'Update profile',
        'NAV-UP': 'My photos',
        'NAV-DA': 'Close account',
        'NAV-PP': 'Upgrade',
        'NAV-DL': 'Get biodata PDF',
        'NAV-TC': 'Rules',
        'NAV-LO': 'Sign out',
      },
    });
    expandProfile();
    expect(screen.getByRole('menuitem', { name: 'Update profile' }).getAttribute('href')).toBe('/info');
    expect(screen.getByRole('menuitem', { name: 'My photos' }).getAttribute('href')).toBe('/upload/pics');
    expect(screen.getByRole('menuitem', { name: 'Close account' }).getAttribute('href')).toBe(
      '/delete/account',
    );
    expect(screen.getByRole('menuitem', { name: 'Upgrade' }).getAttribute('href')).toBe('/subscription');
    expect(screen.getByRole('menuitem', { name: 'Get biodata PDF' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Rules' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    expect(screen.getByRole('menuitem', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
    for (const label of ['Edit My Profile', 'Buy Plan', 'Logout', 'Terms & Conditions']) {
      expect(screen.queryByRole('menuitem', { name: label })).toBeNull();
    }
    expect(screen.getByRole('menuitem', { name: 'Complete ID Verification' })).toBeTruthy();
  });

  it('Sign out of all devices ends every session on the server, then logs this tab out', async () => {
    signInAs();
    const token = localStorage.getItem('token');
    const calls = mockFetch({ 'POST /api/v1/sign_out/all': { body: { data: { signed_out: true } } } });
    const { router } = openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out of all devices' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    const call = calls.find((c) => c.url === '/api/v1/sign_out/all');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('stays signed in and says so when Sign out of all devices fails', async () => {
    signInAs();
    mockFetch({ 'POST /api/v1/sign_out/all': { status: 503, body: {} } });
    const { router } = openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out of all devices' }));
    expect(
      await screen.findByText(
        'Could not sign you out of your other devices. Please check your connection and try again.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('calls onDownloadBiodata for Download my biodata', () => {
    const onDownloadBiodata = vi.fn();
    openMenu({ onDownloadBiodata });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Download my biodata' }));
    expect(onDownloadBiodata).toHaveBeenCalledTimes(1);
  });

  it('navigates with its links and closes on a click outside', () => {
    const { router } = openMenu();
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Buy Plan' }));
    expect(router.state.location.pathname).toBe('/subscription');
  });
});
