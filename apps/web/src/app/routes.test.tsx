import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch';
import { renderApp } from '../test/render';
import { signInAs } from '../test/session';
import { tokenExpiringIn } from '../test/tokens';

const MEMBER_SCREENS: [string, string][] = [
  ['/saved/profiles', 'Saved profiles'],
  ['/info', 'Edit My Profile'],
  ['/interests', 'Interests'],
  ['/blocked', 'Blocked profiles'],
  ['/chats', 'Chats'],
  ['/chat', 'Chat'],
  ['/upload/intro', 'Video Introduction'],
  ['/upload/doc', 'Identity verification'],
  ['/upload/job/doc', 'Job Verification'],
  ['/upload/income/doc', 'Income Verification'],
  ['/upload/pics', 'Add/Remove Photos'],
  ['/add/contacts', 'Add/Remove Contacts'],
  ['/set-password', 'Set Password(Optional)'],
  ['/matches', 'Matches for you'],
  ['/preferences', 'Partner preferences'],
  ['/visitors', 'Who viewed me'],
  ['/start', 'Let’s create the profile'],
  ['/settings/privacy', 'Privacy and your data'],
  ['/notifications', 'Notifications'],
  ['/settings/notifications', 'Notification settings'],
];

const PUBLIC_SCREENS: [string, string][] = [
  ['/', 'Profiles'],
  ['/profiles', 'Profiles'],
  ['/filtered/profiles', 'Filtered profiles'],
  ['/member?email=a%40b.c', 'Become a member'],
  ['/featured', 'Features'],
  ['/subscription', 'Membership plans'],
  ['/blogs', 'Blogs'],
  ['/delete/account', 'Delete account'],
  ['/terms-and-conditions', 'Terms & Conditions'],
  ['/login', 'Login'],
  ['/signup', 'Create your account'],
  ['/reset-password', 'Reset password'],
];

describe('route table', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(PUBLIC_SCREENS)('%s answers visitors with its screen', async (path, heading) => {
    mockFetch();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('/blog/{id} answers visitors with the post, and an unknown id with the 404', async () => {
    mockFetch({
      'GET /api/v1/blog/7': {
        body: {
          data: {
            id: '7',
            title: 'Seven vows',
            image: null,
            summary: 'What the saptapadi means.',
            content: '<p>Each step is a promise.</p>',
            markdown: 'Each step is a promise.',
            published_at: '2026-01-10T10:00:00.000Z',
            updated_at: '2026-01-10T10:00:00.000Z',
          },
        },
      },
      'GET /api/v1/blog/8': {
        status: 404,
        body: { error: { code: 'BLOG_POST_NOT_FOUND', message: 'No such blog post.' } },
      },
    });
    const view = renderApp('/blog/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seven vows' })).toBeTruthy();
    view.unmount();
    renderApp('/blog/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it.each(MEMBER_SCREENS)('%s answers members with its screen', async (path, heading) => {
    signInAs();
    mockFetch();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it.each(MEMBER_SCREENS)('%s sends visitors to /login', async (path) => {
    mockFetch();
    const { router } = renderApp(path);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps /calllogs for staff', async () => {
    mockFetch();
    signInAs({ is_admin: false });
    const member = renderApp('/calllogs');
    await vi.waitFor(() => expect(member.router.state.location.pathname).toBe('/profiles'));
    member.unmount();
    signInAs({ is_admin: true });
    renderApp('/calllogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Call Logs' })).toBeTruthy();
  });

  it('shows the 404 image and a link home for any other path', async () => {
    mockFetch();
    renderApp('/no/such/page');
    const image = await screen.findByRole('img', { name: 'A kite with a broken heart under the number 404' });
    expect(image.getAttribute('src')).toMatch(/not-found\.svg$|^data:image\/svg\+xml/);
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    // The title is set in an effect, which may run just after the image appears.
    await vi.waitFor(() => expect(document.title).toBe('Page not found – Jodi'));
  });

  it('sets the page title and meta description per route', async () => {
    mockFetch();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    expect(document.title).toBe('Login – Jodi');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Sign in to Jodi, the community matrimony service.',
    );
  });

  it('logs out on the first route change after the token expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mockFetch();
    signInAs({}, tokenExpiringIn(60));
    const { router } = renderApp('/profiles');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    vi.setSystemTime(Date.now() + 61_000);
    await act(() => router.navigate('/blogs'));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('name')).toBeNull();
  });

  it('removes an expired token at start', async () => {
    mockFetch();
    signInAs({}, tokenExpiringIn(-5));
    renderApp('/profiles');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
