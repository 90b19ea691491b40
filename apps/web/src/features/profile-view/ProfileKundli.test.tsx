import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeProfileId } from '../../lib/profileId';
import { mockFetch } from '../../test/fetch';
import { buildManglik, buildManglikMatch, FIXTURE_CHART } from '../../test/kundli';
import { buildCard, buildProfile, buildProfileView } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { buildSessionUser, signInAs } from '../../test/session';

const ID = buildProfile().id;
const PID = encodeProfileId(ID);

function member(view = buildProfileView(), own = false) {
  signInAs(own ? { profile_id: ID } : {});
  return mockFetch({
    [`GET /api/v1/profiles/${ID}`]: { body: view },
    'GET /api/v1/gender': { body: { data: [buildCard({ id: 'other', name: 'Kavya' })], meta: {} } },
    'GET /api/v1/user': {
      body: { data: buildSessionUser({ chart_style: 'north', ...(own ? { profile_id: ID } : {}) }) },
    },
  });
}

async function openAstrology() {
  await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
  fireEvent.click(screen.getByRole('tab', { name: 'Astrology Details' }));
}

const mangalDoshRow = () => screen.getByText('Mangal dosh', { selector: 'dt' }).nextElementSibling;

describe('the birth chart on a profile', () => {
  it('draws the chart in the astrology tab of a profile that has one', async () => {
    member(buildProfileView({ kundli: FIXTURE_CHART, manglik: buildManglik() }));
    renderApp(`/profile/${PID}`);
    await openAstrology();
    const panel = await screen.findByRole('region', { name: 'Birth chart' });
    expect(within(panel).getByRole('img', { name: /^North Indian birth chart/ })).toBeTruthy();
    expect(
      within(panel).getByText('Mars is in the 4th house from the Lagna, a house of Mangal dosh.'),
    ).toBeTruthy();
  });

  it('loads no chart for a profile without one (no birth time or place)', async () => {
    member(buildProfileView({ kundli: null, manglik: null }));
    renderApp(`/profile/${PID}`);
    await openAstrology();
    expect(screen.getByText('Rashi', { selector: 'dt' })).toBeTruthy();
    // Give a lazily loaded panel every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Birth chart' })).toBeNull();
    expect(document.querySelector('figure[data-chart]')).toBeNull();
  });

  it('shows the owner their own chart', async () => {
    member(buildProfileView({ kundli: FIXTURE_CHART, manglik: buildManglik({ verdict: 'none' }) }), true);
    renderApp(`/profile/${PID}`);
    await screen.findByRole('link', { name: 'Edit My Profile' });
    fireEvent.click(screen.getByRole('tab', { name: 'Astrology Details' }));
    expect(await screen.findByRole('region', { name: 'Birth chart' })).toBeTruthy();
  });

  it("puts the verdict computed from the chart in the Mangal dosh row instead of the member's declaration", async () => {
    member(
      buildProfileView({
        mangal_dosh: 'no',
        kundli: FIXTURE_CHART,
        manglik: buildManglik({ verdict: 'manglik' }),
      }),
    );
    renderApp(`/profile/${PID}`);
    await openAstrology();
    expect(await within(mangalDoshRow() as HTMLElement).findByText('from the birth chart')).toBeTruthy();
    expect(mangalDoshRow()?.textContent).toBe('Manglik from the birth chart');
  });

  it('keeps the declared Mangal dosh when there is no chart', async () => {
    member(buildProfileView({ mangal_dosh: 'anshik', kundli: null, manglik: null }));
    renderApp(`/profile/${PID}`);
    await openAstrology();
    expect(mangalDoshRow()?.textContent).toBe('Anshik (partial)');
  });

  it('says in the Gun Milan panel whether the two Manglik statuses match', async () => {
    member(
      buildProfileView({
        manglik_match: buildManglikMatch({ pairing: 'one', text: 'Only one of you is Manglik.' }),
      }),
    );
    renderApp(`/profile/${PID}`);
    const panel = await screen.findByRole('region', { name: 'Gun Milan' });
    expect(within(panel).getByText('Only one of you is Manglik.')).toBeTruthy();
    expect(within(panel).getByText('Only one of you is Manglik.').getAttribute('data-pairing')).toBe('one');
  });
});
