import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InstallAppButton } from './InstallAppButton';
import { listenForInstallPrompt } from './installPrompt';

beforeAll(() => listenForInstallPrompt(window));
afterEach(() => {
  vi.useRealTimers();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
});

/** What Chromium dispatches when the app may be installed. */
function offerInstallation() {
  const prompt = vi.fn(async () => ({ outcome: 'accepted' }));
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const renderButton = () =>
  render(
    <MantineProvider>
      <InstallAppButton />
    </MantineProvider>,
  );

describe('Install App button', () => {
  it('is absent until the browser offers installation', () => {
    renderButton();
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
  });

  it('appears on the offer, suppresses the browser bar, and blinks every 500 ms', () => {
    vi.useFakeTimers();
    renderButton();
    const { event } = offerInstallation();
    expect(event.defaultPrevented).toBe(true);
    const button = screen.getByRole('button', { name: 'Install App' });
    const states = [button.dataset.blink];
    for (let i = 0; i < 4; i += 1) {
      act(() => {
        vi.advanceTimersByTime(500);
      });
      states.push(button.dataset.blink);
    }
    expect(states).toEqual(['off', 'on', 'off', 'on', 'off']);
  });

  it('opens the install prompt on click and goes away', () => {
    renderButton();
    const { prompt } = offerInstallation();
    fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
  });

  it('goes away once the app is installed another way', () => {
    renderButton();
    offerInstallation();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
  });
});
