import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { GunMilanPanel } from './GunMilanPanel';

const points = {
  varna: 1,
  vashya: 1,
  tara: 1.5,
  yoni: 2,
  graha_maitri: 3,
  gana: 6,
  bhakoot: 0,
  nadi: 8,
  total: 22.5,
};

describe('GunMilanPanel', () => {
  it('shows each koota out of its maximum, the total out of 36 and the reading', async () => {
    renderWithApp(<GunMilanPanel points={points} message={null} reading="Good match: 22.5 of 36 points." />);
    expect(await screen.findByText('Good match: 22.5 of 36 points.')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Nadi 8 \/ 8/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Bhakoot 0 \/ 7/ })).toBeTruthy();
    expect(screen.getByLabelText('Total: 22.5 / 36')).toBeTruthy();
  });

  it("links the viewer's missing birth name to step 4 of /info", async () => {
    renderWithApp(<GunMilanPanel points={null} message="Update your birthname for Gunmilan score" />);
    const link = await screen.findByRole('link', { name: 'Update your birthname for Gunmilan score' });
    expect(link.getAttribute('href')).toBe('/info?go=4');
  });

  it("shows the other profile's missing details as text", async () => {
    const text = 'Due to less information by profile Gun Milan score not available.';
    renderWithApp(<GunMilanPanel points={null} message={text} />);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
