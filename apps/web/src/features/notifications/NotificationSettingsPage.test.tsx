import type { NotificationSettings } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { defaultNotificationSettings } from '../../test/notifications';
import { PUSH_PUBLIC_KEY, stubPush } from '../../test/push';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { PUSH_OFFER_KEY } from './push';

const SETTINGS = '/api/v1/notification-settings';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/** GET answers `initial`; PUT answers what it was sent (or `refusal`). */
function serverWith(initial: NotificationSettings, refusal?: { status: number; body: unknown }) {
  let current = initial;
  return mockFetch({
    [`GET ${SETTINGS}`]: () => ({ body: { data: current } }),
    [`PUT ${SETTINGS}`]: (call) => {
      if (refusal) return refusal;
      current = call.body as NotificationSettings;
      return { body: { data: current } };
    },
    'GET /api/v1/push/key': { body: { data: { public_key: PUSH_PUBLIC_KEY } } },
    'POST /api/v1/push/subscriptions': { status: 201, body: { data: { ok: true } } },
  });
}

const puts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body as NotificationSettings);

async function openSettings() {
  signInAs();
  const view = renderApp('/settings/notifications');
  await screen.findByRole('group', { name: 'New messages' });
  return view;
}

const row = (name: string) => screen.getByRole('group', { name });
const toggle = (rowName: string, channel: 'In the app' | 'Push' | 'E-mail') =>
  within(row(rowName)).getByRole('switch', { name: channel }) as HTMLInputElement;

describe('/settings/notifications', () => {
  it('shows a row per kind with In the app (always on, disabled), Push and E-mail as saved', async () => {
    serverWith(defaultNotificationSettings());
    await openSettings();
    for (const name of [
      'Someone sends an interest',
      'My interest is accepted',
      'Someone asks to chat',
      'My chat request is accepted',
      'New messages',
      'New matches for me',
      'My documents are checked',
      'My plan is about to end',
      'My plan has ended',
    ]) {
      const inApp = toggle(name, 'In the app');
      expect(inApp.checked).toBe(true);
      expect(inApp.disabled).toBe(true);
    }
    expect(toggle('New messages', 'Push').checked).toBe(true);
    expect(toggle('New matches for me', 'Push').checked).toBe(false);
    expect(toggle('New matches for me', 'E-mail').checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Keep quiet hours' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((screen.getByLabelText('My time zone') as HTMLSelectElement).value).toBe('Asia/Kolkata');
    expect((screen.getByRole('switch', { name: /Show message text/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((screen.getByRole('switch', { name: /Daily summary e-mail/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'See my notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('saves the whole object with one PUT: channels, quiet hours, time zone, previews and digest', async () => {
    const calls = serverWith(defaultNotificationSettings());
    await openSettings();
    fireEvent.click(toggle('New messages', 'Push'));
    fireEvent.click(toggle('Someone sends an interest', 'E-mail'));
    fireEvent.click(screen.getByRole('switch', { name: 'Keep quiet hours' }));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('22:00');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '06:30' } });
    fireEvent.change(screen.getByLabelText('My time zone'), { target: { value: 'Europe/London' } });
    fireEvent.click(screen.getByRole('switch', { name: /Show message text/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Daily summary e-mail/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your notification settings are saved.')).toBeTruthy();
    const [body] = puts(calls);
    expect(body).toEqual({
      ...defaultNotificationSettings(),
      message: { in_app: true, push: false, email: true },
      interest_received: { in_app: true, push: true, email: true },
      quiet_hours: { from: '22:00', to: '06:30' },
      time_zone: 'Europe/London',
      push_preview: true,
      digest: false,
    });
  });

  it('turns quiet hours off as null, and refuses the same start and end', async () => {
    const calls = serverWith({
      ...defaultNotificationSettings(),
      quiet_hours: { from: '21:00', to: '08:00' },
    });
    await openSettings();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('21:00');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '21:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a different start and end time.')).toBeTruthy();
    expect(puts(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('switch', { name: 'Keep quiet hours' }));
    expect(screen.queryByLabelText('From')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeTruthy();
    expect(puts(calls).map((body) => body.quiet_hours)).toEqual([null]);
  });

  it('keeps a saved time zone that is not among the common ones', async () => {
    serverWith({ ...defaultNotificationSettings(), time_zone: 'Africa/Nairobi' });
    await openSettings();
    expect((screen.getByLabelText('My time zone') as HTMLSelectElement).value).toBe('Africa/Nairobi');
  });

  it('shows the server’s refusal in the form', async () => {
    serverWith(defaultNotificationSettings(), {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Choose a time zone from the list.' } },
    });
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a time zone from the list.')).toBeTruthy();
  });

  it('says when this browser cannot show notifications', async () => {
    serverWith(defaultNotificationSettings());
    await openSettings();
    expect(screen.getByTestId('push-device').textContent).toMatch(/cannot show push notifications/);
  });

  it('explains a browser not yet allowed and turns notifications on from here', async () => {
    const calls = serverWith(defaultNotificationSettings());
    const push = stubPush({ permission: 'default', answer: 'granted' });
    restore = push.restore;
    await openSettings();
    const notice = screen.getByTestId('push-device');
    expect(notice.textContent).toMatch(/has not been allowed to show notifications/);
    fireEvent.click(within(notice).getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/v1/push/subscriptions')).toBe(
      true,
    );
    await vi.waitFor(() =>
      expect(screen.getByTestId('push-device').textContent).toMatch(/This device gets push/),
    );
    // The offer after a first interest has nothing left to ask.
    expect(localStorage.getItem(PUSH_OFFER_KEY)).toBe('accepted');
  });

  it('tells a blocked browser where to allow notifications, with no button', async () => {
    serverWith(defaultNotificationSettings());
    restore = stubPush({ permission: 'denied' }).restore;
    await openSettings();
    const notice = screen.getByTestId('push-device');
    expect(notice.textContent).toMatch(/blocks notifications from Jodi/);
    expect(within(notice).queryByRole('button')).toBeNull();
  });
});
