import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { signInAs } from '../test/session';
import { ProfileBadges } from './ProfileBadges';
import { VerificationBadges } from './VerificationBadges';

const ALL = { identity: true, job: true, income: true, property: true };

const labels = () =>
  within(screen.getByRole('list', { name: 'Verifications' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('verification badges', () => {
  it('lists each true badge with its label and an icon beside it', () => {
    render(<ProfileBadges badges={{ ...ALL, income: false }} />);
    expect(labels()).toEqual(['ID verified', 'Job verified', 'Property verified']);
    for (const item of screen.getAllByRole('listitem')) {
      expect(item.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    }
  });

  it('shows nothing when no badge is true', () => {
    const { container } = render(
      <ProfileBadges badges={{ ...ALL, identity: false, job: false, income: false, property: false }} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it("keeps the top bar's labels for screen readers, named on hover too", () => {
    signInAs({ plan: 'Trust' });
    renderWithApp(<VerificationBadges identity job />);
    expect(labels()).toEqual(['ID verified', 'Job verified']);
    expect(screen.getByText('ID verified').closest('li')?.getAttribute('title')).toBe('ID verified');
  });
});
