import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFeature } from '../../test/content';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';

const FEATURES = { 'GET /api/v1/features': { body: { data: [1, 2, 3].map(buildFeature) } } };

describe('/featured', () => {
  it('shows the features as blocks whose image alternates left and right', async () => {
    mockFetch(FEATURES);
    renderApp('/featured');
    expect(await screen.findByRole('heading', { level: 2, name: 'Feature 1' })).toBeTruthy();
    const blocks = screen.getAllByTestId('feature-block');
    expect(blocks.map((block) => block.dataset.imageSide)).toEqual(['left', 'right', 'left']);
    expect(within(blocks[1] as HTMLElement).getByText('What feature 2 does.')).toBeTruthy();
    expect(blocks[0]?.querySelector('img')?.getAttribute('src')).toBe('/features/feature-1.svg');
  });

  it("asks visitors to 'Join now' (to /signup)", async () => {
    mockFetch(FEATURES);
    renderApp('/featured');
    expect((await screen.findByRole('link', { name: 'Join now' })).getAttribute('href')).toBe('/signup');
  });

  it('sends members to the profiles', async () => {
    signInAs();
    mockFetch(FEATURES);
    renderApp('/featured');
    expect((await screen.findByRole('link', { name: 'Browse profiles' })).getAttribute('href')).toBe(
      '/profiles',
    );
    expect(screen.queryByRole('link', { name: 'Join now' })).toBeNull();
  });

  it('shows an error text when the features cannot load', async () => {
    mockFetch({ 'GET /api/v1/features': { status: 500, body: { error: { code: 'X', message: 'Down' } } } });
    renderApp('/featured');
    expect(await screen.findByText('The features could not be loaded.')).toBeTruthy();
  });
});
