import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { useScrollRestoration } from './useScrollRestoration';

function Page() {
  useScrollRestoration();
  return <p>page</p>;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restoration', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('starts each new screen at the top and returns to the position left on Back', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderWithApp(<Page />, { path: '/:page', at: '/profiles' });
    expect(window.history.scrollRestoration).toBe('manual');
    scrollTo(1500);

    scroll.mockClear();
    await act(() => router.navigate('/chats'));
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
    scrollTo(200);

    await act(() => router.navigate(-1));
    expect(scroll).toHaveBeenLastCalledWith(0, 1500);
    await act(() => router.navigate(1));
    expect(scroll).toHaveBeenLastCalledWith(0, 200);
  });

  it('keeps the positions over a reload of the tab', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithApp(<Page />, { path: '/:page', at: '/profiles' });
    scrollTo(640);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}');
    expect(Object.values(saved)).toContain(640);
  });

  it('remembers and restores the scroll region of the screens with the bottom bar', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const region = document.createElement('div');
    region.setAttribute('data-page-scroller', '');
    document.body.append(region);
    try {
      const { router } = renderWithApp(<Page />, { path: '/:page', at: '/profiles' });
      region.scrollTop = 900;
      region.dispatchEvent(new Event('scroll'));
      await act(() => router.navigate('/chats'));
      expect(region.scrollTop).toBe(0);
      await act(() => router.navigate(-1));
      expect(region.scrollTop).toBe(900);
    } finally {
      region.remove();
    }
  });
});
