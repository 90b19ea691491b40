import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCard } from '../test/profiles';
import { renderWithApp } from '../test/render';
import { signInAs } from '../test/session';
import { ProfileCard } from './ProfileCard';

const BLURRED = { primary_profile_pic: '/m/blurred.jpg', photos_blurred: true };

describe('a card with a blurred photo', () => {
  it("tells a member the photos show after she accepts, or he for a groom's profile", () => {
    signInAs();
    const bride = renderWithApp(<ProfileCard profile={buildCard(BLURRED)} href="/profile/x" />);
    expect(screen.getByText('Photos visible after she accepts your interest')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/m/blurred.jpg');
    bride.unmount();

    renderWithApp(<ProfileCard profile={buildCard({ ...BLURRED, gender: 'male' })} href="/profile/x" />);
    expect(screen.getByText('Photos visible after he accepts your interest')).toBeTruthy();
  });

  it('asks a visitor to sign in to see photos', () => {
    renderWithApp(<ProfileCard profile={buildCard(BLURRED)} href="/profile/x" />);
    expect(screen.getByText('Sign in to see photos')).toBeTruthy();
    expect(screen.queryByText(/accepts your interest/)).toBeNull();
  });

  it('says nothing under a clear photo or a placeholder', () => {
    signInAs();
    const clear = renderWithApp(
      <ProfileCard profile={buildCard({ primary_profile_pic: '/m/a.jpg' })} href="/profile/x" />,
    );
    expect(screen.queryByText(/Photos visible after/)).toBeNull();
    clear.unmount();
    renderWithApp(
      <ProfileCard
        profile={buildCard({ primary_profile_pic: null, photos_blurred: true })}
        href="/profile/x"
      />,
    );
    expect(screen.queryByText(/Photos visible after/)).toBeNull();
  });
});
