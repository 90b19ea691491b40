import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useShellState } from '../../lib/shellState';
import { mockFetch } from '../../test/fetch';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { TopBar } from './TopBar';

function ScoreSetter({ score }: { score: number }) {
  const { setShellState } = useShellState();
  return (
    <button type="button" onClick={() => setShellState({ profileScore: score })}>
      set score
    </button>
  );
}

describe('top bar', () => {
  it('offers Blogs and Login to visitors, and its logo leads to /profiles', () => {
    mockFetch();
    renderWithApp(<TopBar />);
    expect(screen.getByRole('link', { name: 'Blogs' }).getAttribute('href')).toBe('/blogs');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Jodi' }).getAttribute('href')).toBe('/profiles');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Register free' }).getAttribute('href')).toBe('/signup');
  });

  it("explains 'Profile Score: N' on a tap: what it is and what raises it", async () => {
    signInAs();
    mockFetch();
    renderWithApp(
      <>
        <TopBar />
        <ScoreSetter score={16} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'set score' }));
    const score = screen.getByRole('button', { name: 'Profile Score: 16' });
    expect(score.getAttribute('aria-expanded')).toBe('false');
    expect(score.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(score);
    expect(await screen.findByText('What is the Profile Score?')).toBeTruthy();
    // The note's code loads on first use: its own button took the stand-in's place, and the
    // focus went into the note (trapped there until it closes).
    const opened = screen.getByRole('button', { name: 'Profile Score: 16' });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Improve my profile' }));
    expect(screen.getByText('Details filled in: up to 40 points')).toBeTruthy();
    expect(screen.getByText('A photo: 10 points')).toBeTruthy();
    expect(screen.getByText('Contact details: 20 points')).toBeTruthy();
    expect(screen.getByText('ID, job and income documents verified: up to 20 points')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Improve my profile' }).getAttribute('href')).toBe('/info');
  });

  it('shows staff no Profile Score', () => {
    signInAs({ is_admin: true });
    mockFetch();
    renderWithApp(
      <>
        <TopBar />
        <ScoreSetter score={16} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'set score' }));
    expect(screen.queryByText(/Profile Score/)).toBeNull();
  });

  it("shows members the avatar menu, and 'Profile Score: N' only once a score is known", () => {
    signInAs();
    mockFetch();
    renderWithApp(
      <>
        <TopBar />
        <ScoreSetter score={72} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByText(/Profile Score/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'set score' }));
    expect(screen.getByText('Profile Score: 72')).toBeTruthy();
  });

  it('fetches the A/B texts from GET /api/v2/ab and applies them to the menu', async () => {
    signInAs();
    const calls = mockFetch({ 'GET /api/v2/ab': { body: { data: { 'NAV-LO': 'Sign out', OTHER: 'x' } } } });
    renderWithApp(<TopBar />);
    await screen.findByRole('button', { name: 'Account menu' });
    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/v2/ab')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/v2/ab')?.headers.get('authorization')).toBeNull();
  });

  it('keeps the default labels when the A/B call fails', async () => {
    signInAs();
    const calls = mockFetch();
    renderWithApp(<TopBar />);
    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/v2/ab')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it("shows 'Profile Score: N' from GET /api/v1/profile_completion", async () => {
    signInAs();
    mockFetch({
      'GET /api/v1/profile_completion': {
        body: { data: { remaining_personal: [], completion: {}, profile_score: 64 } },
      },
    });
    renderWithApp(<TopBar />);
    expect(await screen.findByText('Profile Score: 64')).toBeTruthy();
  });
});
