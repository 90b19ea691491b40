import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n';
import { mockFetch } from '../../test/fetch';
import { buildManglik, FIXTURE_CHART } from '../../test/kundli';
import { renderWithApp } from '../../test/render';
import { buildSessionUser, signInAs } from '../../test/session';
import { KundliPanel } from './KundliPanel';

afterEach(async () => {
  await applyLanguage('en');
});

const chartShown = () => document.querySelector('figure[data-chart]')?.getAttribute('data-chart');

function member(
  style: 'north' | 'south',
  put: { status?: number; body?: unknown } | null = null,
  language: 'en' | 'mr' = 'en',
) {
  // The session refresh brings the saved user: its language is the one the app then shows.
  signInAs({ chart_style: style, language });
  return mockFetch({
    'GET /api/v1/user': { body: { data: buildSessionUser({ chart_style: style, language }) } },
    ...(put ? { 'PUT /api/v1/user': put } : {}),
  });
}

describe('the birth chart panel', () => {
  it("draws the member's saved style, and a change shows at once and is saved with the user", async () => {
    const calls = member('south', { body: { data: { user: buildSessionUser({ chart_style: 'north' }) } } });
    renderWithApp(<KundliPanel kundli={FIXTURE_CHART} manglik={buildManglik()} />);
    expect(await screen.findByRole('heading', { name: 'Birth chart' })).toBeTruthy();
    await waitFor(() => expect(chartShown()).toBe('south'));
    expect(screen.getByRole('radio', { name: 'South Indian' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'North Indian' }));
    expect(chartShown()).toBe('north');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ user: { chart_style: 'north' } }),
    );
    expect(screen.getByRole('img', { name: /^North Indian birth chart/ })).toBeTruthy();
  });

  it('goes back to the saved style and says so when saving fails', async () => {
    member('north', { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } });
    renderWithApp(<KundliPanel kundli={FIXTURE_CHART} />);
    await screen.findByRole('heading', { name: 'Birth chart' });
    fireEvent.click(screen.getByRole('radio', { name: 'South Indian' }));
    expect(chartShown()).toBe('south');
    expect(await screen.findByText('Your chart style could not be saved.')).toBeTruthy();
    expect(chartShown()).toBe('north');
  });

  it('shows the Manglik verdict from the birth chart with its explanation', async () => {
    member('north');
    renderWithApp(
      <KundliPanel
        kundli={FIXTURE_CHART}
        manglik={buildManglik({
          verdict: 'cancelled',
          explanation: 'Mars is in its own sign: the dosh is cancelled.',
        })}
      />,
    );
    expect(await screen.findByText('Not Manglik (dosh cancelled)')).toBeTruthy();
    expect(screen.getByText('from the birth chart')).toBeTruthy();
    expect(screen.getByText('Mars is in its own sign: the dosh is cancelled.')).toBeTruthy();
  });

  it('reads in Marathi: heading, styles and the verdict', async () => {
    await applyLanguage('mr');
    member('north', null, 'mr');
    renderWithApp(<KundliPanel kundli={FIXTURE_CHART} manglik={buildManglik({ verdict: 'anshik' })} />);
    expect(await screen.findByRole('heading', { name: 'जन्मकुंडली' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'उत्तर भारतीय' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'दक्षिण भारतीय' })).toBeTruthy();
    expect(screen.getByText('अंशतः मांगलिक')).toBeTruthy();
    expect(screen.getByText('जन्मकुंडलीवरून')).toBeTruthy();
  });
});
