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

  it("keeps the spec's notice word for word, says what Gun Milan is, and offers 'Add birth details' (step 4 of /info)", async () => {
    renderWithApp(<GunMilanPanel points={null} message="Update your birthname for Gunmilan score" />);
    expect(await screen.findByText('Update your birthname for Gunmilan score')).toBeTruthy();
    expect(screen.getByText(/Gun Milan compares your birth details/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Add birth details' });
    expect(link.getAttribute('href')).toMatch(/^\/info\?go=4&from=/);
  });

  it("shows the other profile's missing details as text", async () => {
    const text = 'Due to less information by profile Gun Milan score not available.';
    renderWithApp(<GunMilanPanel points={null} message={text} />);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
