import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { BottomBar } from './BottomBar';

describe('bottom bar', () => {
  it('shows members Matches first, then Profiles, Saved, Interests and Chats', () => {
    signInAs();
    renderWithApp(<BottomBar />, { path: '/profiles' });
    const nav = screen.getByRole('navigation', { name: 'Profiles navigation' });
    const links = [...nav.querySelectorAll('a')].map((a) => [
      a.getAttribute('aria-label'),
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Matches', '/matches'],
      ['Profiles', '/profiles'],
      ['Saved', '/saved/profiles'],
      ['Interests', '/interests'],
      ['Chats', '/chats'],
    ]);
    expect(screen.getByRole('link', { name: 'Profiles' }).getAttribute('aria-current')).toBe('page');
  });

  it('marks Interests as the current screen on /interests', () => {
    signInAs();
    renderWithApp(<BottomBar />, { path: '/interests' });
    expect(screen.getByRole('link', { name: 'Interests' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Profiles' }).getAttribute('aria-current')).toBeNull();
  });

  it("keeps the spec's three items for visitors", () => {
    renderWithApp(<BottomBar />, { path: '/profiles' });
    const nav = screen.getByRole('navigation', { name: 'Profiles navigation' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('aria-label'))).toEqual([
      'Profiles',
      'Saved',
      'Chats',
    ]);
  });

  it('shows no badge when there are no unread chats', () => {
    signInAs();
    renderWithApp(<BottomBar unreadChats={0} />, { path: '/profiles' });
    expect(screen.queryByTestId('unread-chats-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Chats' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the unread count on Chats when above 0', () => {
    signInAs();
    renderWithApp(<BottomBar unreadChats={3} />, { path: '/profiles' });
    const badge = screen.getByTestId('unread-chats-badge');
    expect(badge.textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Chats' }).contains(badge)).toBe(true);
    expect(screen.getByRole('link', { name: 'Chats', description: '3 unread' })).toBeTruthy();
  });

  it("sends a visitor's click to /signup with the notice 'Join now'", async () => {
    const { router } = renderWithApp(<BottomBar />, { path: '/profiles' });
    fireEvent.click(screen.getByRole('link', { name: 'Saved' }));
    expect(await screen.findByText('Join now')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('lets a member go to the chosen screen without a notice', () => {
    signInAs();
    const { router } = renderWithApp(<BottomBar />, { path: '/profiles' });
    fireEvent.click(screen.getByRole('link', { name: 'Saved' }));
    expect(router.state.location.pathname).toBe('/saved/profiles');
    expect(screen.queryByText('Join now')).toBeNull();
  });
});
