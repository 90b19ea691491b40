import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../test/chat';
import { buildAd } from '../../test/content';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { currentSocket, serverEmit } from '../../test/socket';
import { FIRST_VISIT_QUIET_MS, LISTING_AD_SHOWN_KEY } from './listingAdCap';
import { BUSY_RETRY_MS, LISTING_AD_DELAY_MS } from './useListingAd';

const adTestCalls = (calls: { url: string }[]) => calls.filter((c) => c.url === '/api/v1/ad/test');

function member(ad = buildAd({ title: 'Session ad' })) {
  signInAs();
  return mockFetch({
    'GET /api/v1/ad/test': { body: { data: ad } },
    'GET /api/v1/profiles': { body: pageOf([]) },
    'GET /api/v1/counts/subscribe': { body: { data: { chat_count: 0 } } },
  });
}

/** A member whose first visit was long ago (the first minute's quiet is over). */
function returningMember(userId = 'user-1') {
  localStorage.setItem(`jodi.first-visit.${userId}`, String(Date.now() - 24 * 60 * 60 * 1000));
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ads for members', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('opens the dialog when the server sends an `ad` event', async () => {
    member();
    renderApp('/blogs');
    await screen.findByRole('button', { name: 'Account menu' });
    // The socket client loads on first use: the app listens once its socket is there.
    await vi.waitFor(() => expect(currentSocket().listenerCount('ad')).toBe(1));
    serverEmit('ad', buildAd({ title: 'Pushed live', status: 'active' }));
    expect(await screen.findByRole('dialog', { name: 'Pushed live' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close ad' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("waits out the first minute of the member's first visit, then shows the ad once that day, in any tab", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Late in the day, so the next day comes while the member's token is still good.
    vi.setSystemTime(new Date(2026, 2, 14, 23, 55, 0));
    const calls = member();
    const first = renderApp('/profiles');
    await screen.findByRole('button', { name: 'Account menu' });
    await advance(LISTING_AD_DELAY_MS);
    expect(adTestCalls(calls)).toHaveLength(0);
    await advance(FIRST_VISIT_QUIET_MS);
    expect(await screen.findByRole('dialog', { name: 'Session ad' })).toBeTruthy();
    expect(adTestCalls(calls)).toHaveLength(1);
    first.unmount();

    // A new tab the same day (no tab flag): no ad.
    sessionStorage.clear();
    const second = renderApp('/profiles');
    await screen.findByRole('button', { name: 'Account menu' });
    await advance(LISTING_AD_DELAY_MS * 10);
    expect(adTestCalls(calls)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    // The next day, again.
    sessionStorage.clear();
    vi.setSystemTime(new Date(2026, 2, 15, 0, 5, 0));
    renderApp('/profiles');
    await screen.findByRole('button', { name: 'Account menu' });
    await advance(LISTING_AD_DELAY_MS);
    expect(await screen.findByRole('dialog', { name: 'Session ad' })).toBeTruthy();
    expect(adTestCalls(calls)).toHaveLength(2);
  });

  it('waits while the member types in a form or a dialog is open, then shows the ad', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = member();
    returningMember();
    renderApp('/profiles');
    await screen.findByRole('button', { name: 'Account menu' });
    const form = document.createElement('form');
    form.innerHTML = '<input aria-label="Note" />';
    document.body.append(form);
    screen.getByRole('textbox', { name: 'Note' }).focus();

    await advance(LISTING_AD_DELAY_MS + BUSY_RETRY_MS * 3);
    expect(adTestCalls(calls)).toHaveLength(0);

    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    form.remove();
    await advance(BUSY_RETRY_MS * 2);
    expect(adTestCalls(calls)).toHaveLength(0);

    dialog.remove();
    await advance(BUSY_RETRY_MS);
    expect(await screen.findByRole('dialog', { name: 'Session ad' })).toBeTruthy();
    expect(adTestCalls(calls)).toHaveLength(1);
  });

  it("keeps away while the tab flag is set (the browser tests' way to hide it)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = member();
    returningMember();
    sessionStorage.setItem(LISTING_AD_SHOWN_KEY, '1');
    renderApp('/profiles');
    await screen.findByRole('button', { name: 'Account menu' });
    await advance(LISTING_AD_DELAY_MS * 10);
    expect(adTestCalls(calls)).toHaveLength(0);
  });

  it('does not ask visitors for an ad', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockFetch({ 'GET /api/v1/profiles': { body: pageOf([]) } });
    renderApp('/profiles');
    await screen.findByRole('link', { name: 'Login' });
    await advance(LISTING_AD_DELAY_MS + FIRST_VISIT_QUIET_MS);
    expect(adTestCalls(calls)).toHaveLength(0);
  });
});
