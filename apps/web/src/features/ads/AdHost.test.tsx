import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../test/chat';
import { buildAd } from '../../test/content';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { currentSocket, serverEmit } from '../../test/socket';
import { LISTING_AD_DELAY_MS } from './useListingAd';

const adTestCalls = (calls: { url: string }[]) => calls.filter((c) => c.url === '/api/v1/ad/test');

function member(ad = buildAd({ title: 'Session ad' })) {
  signInAs();
  return mockFetch({
    'GET /api/v1/ad/test': { body: { data: ad } },
    'GET /api/v1/profiles': { body: pageOf([]) },
    'GET /api/v1/counts/subscribe': { body: { data: { chat_count: 0 } } },
  });
}

describe('ads for members', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
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

  it('asks for the session ad a few seconds after the listing opens, once per browser session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = member();
    const first = renderApp('/profiles');
    await screen.findByRole('button', { name: 'Account menu' });
    expect(adTestCalls(calls)).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(LISTING_AD_DELAY_MS);
    });
    expect(await screen.findByRole('dialog', { name: 'Session ad' })).toBeTruthy();
    expect(adTestCalls(calls)).toHaveLength(1);
    expect(adTestCalls(calls)[0]).toBeTruthy();
    first.unmount();

    renderApp('/profiles');
    await screen.findByRole('button', { name: 'Account menu' });
    await act(async () => {
      vi.advanceTimersByTime(LISTING_AD_DELAY_MS * 2);
    });
    expect(adTestCalls(calls)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask visitors for an ad', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockFetch({ 'GET /api/v1/profiles': { body: pageOf([]) } });
    renderApp('/profiles');
    await screen.findByRole('link', { name: 'Login' });
    await act(async () => {
      vi.advanceTimersByTime(LISTING_AD_DELAY_MS * 2);
    });
    expect(adTestCalls(calls)).toHaveLength(0);
  });
});
