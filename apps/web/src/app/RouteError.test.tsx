import { act, screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { RouteErrorBoundary } from './RouteError';

function Screen() {
  const { page } = useParams();
  if (page === 'broken') throw new Error('chunk failed to load');
  return <h1>{page}</h1>;
}

describe('route error screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('replaces a screen that throws, and clears once the member goes elsewhere', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderWithApp(
      <RouteErrorBoundary>
        <Screen />
      </RouteErrorBoundary>,
      { path: '/:page', at: '/broken' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('This page could not be shown. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed to load' }));

    await act(() => router.navigate('/elsewhere'));
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'elsewhere' })).toBeTruthy();
  });
});
