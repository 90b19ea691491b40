import type { ProfileCard as ProfileCardData } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileCard } from '../../components/ProfileCard';
import { formatDateTime } from '../../lib/dates';
import { mockFetch } from '../../test/fetch';
import { renderApp, renderWithApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { BoostCard, boostCardState } from './BoostCard';
import type { BoostStatus } from './boost.api';

afterEach(() => vi.unstubAllGlobals());

const IDLE: BoostStatus = { boosted_until: null, left: 2, started_at: null, seen_by: 0 };
const RUNNING: BoostStatus = {
  boosted_until: '2026-03-12T13:00:00.000Z',
  left: 1,
  started_at: '2026-03-11T13:00:00.000Z',
  seen_by: 143,
};

describe('boostCardState', () => {
  it('offers Hope the plans, and tells a paid plan what runs and what is left', () => {
    expect(boostCardState('Hope', undefined)).toEqual({ kind: 'upgrade' });
    expect(boostCardState('Belief', undefined)).toBeNull();
    expect(boostCardState('Belief', IDLE)).toEqual({ kind: 'ready', left: 2, lastSeenBy: null });
    expect(boostCardState('Trust', RUNNING)).toEqual({
      kind: 'running',
      until: RUNNING.boosted_until,
      seenBy: 143,
      left: 1,
    });
    expect(boostCardState('Belief', { ...RUNNING, boosted_until: null, seen_by: 7 })).toEqual({
      kind: 'ready',
      left: 1,
      lastSeenBy: 7,
    });
  });
});

describe('BoostCard', () => {
  it('shows Hope the way to the plans without asking the server', async () => {
    signInAs({ plan: 'Hope' });
    const calls = mockFetch();
    renderWithApp(<BoostCard plan="Hope" />);
    const link = await screen.findByRole('link', { name: 'See the plans' });
    expect(link.getAttribute('href')).toBe('/subscription');
    expect(calls.filter((c) => c.url.includes('/api/v1/boost'))).toHaveLength(0);
  });

  it('shows a running boost: until when, and how many members saw it', async () => {
    signInAs({ plan: 'Trust' });
    mockFetch({ 'GET /api/v1/boost': { body: { data: RUNNING } } });
    renderWithApp(<BoostCard plan="Trust" />);
    const until = formatDateTime(RUNNING.boosted_until!);
    expect(await screen.findByText(`Boosted until ${until} · seen by 143 members`)).toBeTruthy();
    expect(screen.getByText('1 boost left this month')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Boost now' })).toBeNull();
  });

  it('asks before boosting, then shows the boost running', async () => {
    signInAs({ plan: 'Belief' });
    const calls = mockFetch({
      'GET /api/v1/boost': { body: { data: IDLE } },
      'POST /api/v1/boost': { body: { data: { ...RUNNING, seen_by: 0 } } },
    });
    renderWithApp(<BoostCard plan="Belief" />);
    expect(await screen.findByText('2 boosts left this month')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Boost now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boost your profile?' });
    expect(within(dialog).getByText(/shown first to members it suits/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Boost' }));
    expect(await screen.findByText(/seen by anyone yet/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.url.includes('/api/v1/boost'))).toHaveLength(1);
  });

  it('disables the button when no boost is left, and says the server’s reason on a refusal', async () => {
    signInAs({ plan: 'Belief' });
    mockFetch({
      'GET /api/v1/boost': { body: { data: { ...IDLE, left: 1 } } },
      'POST /api/v1/boost': {
        status: 409,
        body: { error: { code: 'BOOST_PROFILE_NOT_SHOWN', message: 'Your profile is paused.' } },
      },
    });
    renderWithApp(<BoostCard plan="Belief" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Boost now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Boost' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your profile is paused.');
  });

  it('gives no button once the month’s boosts are used', async () => {
    signInAs({ plan: 'Belief' });
    mockFetch({ 'GET /api/v1/boost': { body: { data: { ...IDLE, left: 0 } } } });
    renderWithApp(<BoostCard plan="Belief" />);
    expect(await screen.findByText('No boosts left this month')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Boost now' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('a boosted card', () => {
  it('says Boosted, and why, only on a card in a boosted place', () => {
    signInAs({ plan: 'Hope' });
    mockFetch();
    const card: ProfileCardData = {
      id: 'p1',
      name: 'Asha',
      gender: 'female',
      age: 28,
      height: 160,
      current_city: 'Pune',
      occupation: null,
      education: null,
      primary_profile_pic: null,
      photos_blurred: false,
      badges: { identity: false, job: false, income: false, property: false },
      gunmilan_total: null,
    };
    const { unmount } = renderWithApp(<ProfileCard profile={{ ...card, boosted: true }} href="/profile/x" />);
    const mark = screen.getByText('Boosted');
    expect(mark.closest('[title]')?.getAttribute('title')).toMatch(/boosted their profile/);
    expect(mark.textContent).toMatch(/not because of a better match/);
    unmount();
    renderWithApp(<ProfileCard profile={card} href="/profile/x" />);
    expect(screen.queryByText('Boosted')).toBeNull();
  });
});

describe('the plans page', () => {
  it('says how many boosts a month Belief and Trust include', async () => {
    mockFetch();
    renderApp('/subscription');
    const belief = await screen.findByRole('article', { name: 'Belief' });
    expect(within(belief).getByText('2 profile boosts a month')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Trust' })).getByText('4 profile boosts a month'),
    ).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Hope' })).getByText('Profile boost')).toBeTruthy();
  });
});
