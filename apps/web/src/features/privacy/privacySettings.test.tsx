import type { PrivacySettings } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateLong } from '../../lib/dates';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { pauseUntil } from './privacy.api';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULTS: PrivacySettings = { photos: 'members', contacts: 'plan', paused_until: null };

/** GET answers `initial`; PUT answers what it was sent (or `refusal`), and GET then answers that. */
function serverWith(initial: PrivacySettings, refusal?: { status: number; body: unknown }) {
  let current = initial;
  return mockFetch({
    'GET /api/v1/privacy': () => ({ body: { data: current } }),
    'PUT /api/v1/privacy': (call) => {
      if (refusal) return refusal;
      current = call.body as PrivacySettings;
      return { body: { data: current } };
    },
    'GET /api/v1/my-data': { body: { data: { status: 'none' } } },
  });
}

const puts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT');

async function openSection() {
  signInAs();
  renderApp('/settings/privacy');
  return screen.findByRole('region', { name: 'Who can see me' });
}

describe('/settings/privacy: Who can see me', () => {
  it('shows the saved choices as radio tiles and saves photos and contacts with one PUT', async () => {
    const calls = serverWith(DEFAULTS);
    const section = await openSection();
    const members = await within(section).findByRole('radio', { name: 'Members who are signed in' });
    expect((members as HTMLInputElement).checked).toBe(true);
    expect(
      (within(section).getByRole('radio', { name: 'As my plan rules allow' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(section).getByText(/After you accept their interest or chat request/)).toBeTruthy();
    // Download my data stays, below.
    expect(screen.getByRole('region', { name: 'Download my data' })).toBeTruthy();

    fireEvent.click(within(section).getByRole('radio', { name: 'Only members I have accepted' }));
    fireEvent.click(
      within(section).getByRole('radio', { name: 'Only after I accept their interest or chat request' }),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your privacy choices are saved.')).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([
      { photos: 'accepted', contacts: 'accepted', paused_until: null },
    ]);
  });

  it('pauses the profile for the chosen time, then says until when and offers to turn it back on', async () => {
    const calls = serverWith({ ...DEFAULTS, photos: 'everyone' });
    const section = await openSection();
    expect(
      await within(section).findByText(
        'Your profile leaves searches, listings and matches, and no one new can open it or send you an interest. Members you have accepted still see it, and your chats with them go on.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('For how long'), { target: { value: '30' } });
    const before = Date.now();
    fireEvent.click(within(section).getByRole('button', { name: 'Pause my profile' }));

    const resume = await within(section).findByRole('button', { name: 'Turn my profile back on' });
    expect(resume).toBeTruthy();
    const [body] = puts(calls).map((call) => call.body as PrivacySettings);
    if (!body) throw new Error('no PUT');
    expect(body.photos).toBe('everyone');
    expect(body.contacts).toBe('plan');
    const until = new Date(body.paused_until ?? '').getTime();
    expect(until).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(
      within(section).getByText(`Your profile is paused until ${formatDateLong(body.paused_until ?? '')}`),
    ).toBeTruthy();
  });

  it('shows a paused profile with its end date, and turns it back on with paused_until null', async () => {
    const until = new Date(Date.now() + 10 * DAY_MS).toISOString();
    const calls = serverWith({ photos: 'accepted', contacts: 'accepted', paused_until: until });
    const section = await openSection();
    expect(
      await within(section).findByText(`Your profile is paused until ${formatDateLong(until)}`),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Pause my profile' })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Turn my profile back on' }));
    expect(await screen.findByText('Your profile is back on. Families can find you again.')).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([
      { photos: 'accepted', contacts: 'accepted', paused_until: null },
    ]);
    expect(await within(section).findByRole('button', { name: 'Pause my profile' })).toBeTruthy();
  });

  it('treats a pause that is over as no pause, and saves it as null', async () => {
    const calls = serverWith({ ...DEFAULTS, paused_until: new Date(Date.now() - DAY_MS).toISOString() });
    const section = await openSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your privacy choices are saved.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Pause my profile' })).toBeTruthy();
    expect(puts(calls).map((call) => (call.body as PrivacySettings).paused_until)).toEqual([null]);
  });

  it('shows the server’s refusal (400) in the form', async () => {
    const message = 'A pause may last at most 365 days.';
    serverWith(DEFAULTS, {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message,
          details: [{ path: 'body.paused_until', message }],
        },
      },
    });
    const section = await openSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Pause my profile' }));
    expect((await within(section).findByRole('alert')).textContent).toContain(message);
    expect(within(section).getByRole('button', { name: 'Pause my profile' })).toBeTruthy();
  });
});

describe('pauseUntil', () => {
  it('never asks for more than the longest pause, whatever the clock', () => {
    const now = Date.parse('2026-03-12T12:00:00.000Z');
    expect(pauseUntil(7, now)).toBe('2026-03-19T12:00:00.000Z');
    expect(Date.parse(pauseUntil(365, now))).toBeLessThan(now + 365 * DAY_MS);
    expect(Date.parse(pauseUntil(365, now))).toBeGreaterThan(now + 364 * DAY_MS);
  });
});
