import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch';
import { renderWithApp } from '../test/render';
import { buildSessionUser, signInAs } from '../test/session';
import { useSession } from './useSession';
import { useSessionUserRefresh } from './useSessionUserRefresh';

function Probe() {
  useSessionUserRefresh();
  const { name, plan } = useSession();
  return (
    <p>
      {name} / {plan}
    </p>
  );
}

describe('useSessionUserRefresh', () => {
  it('refreshes the stored user from GET /api/v1/user', async () => {
    signInAs({ name: 'Old Name', plan: 'Hope', has_password: false });
    mockFetch({
      'GET /api/v1/user': {
        body: { data: buildSessionUser({ name: 'New Name', plan: 'Trust', has_password: true }) },
      },
    });
    renderWithApp(<Probe />);
    expect(await screen.findByText('New Name / Trust')).toBeTruthy();
    expect(localStorage.getItem('myplan')).toBe('Trust');
    expect(localStorage.getItem('hasPassword')).toBe('true');
  });

  it('logs out when the server no longer accepts the token', async () => {
    signInAs();
    mockFetch({
      'GET /api/v1/user': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } },
    });
    renderWithApp(<Probe />);
    await vi.waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('asks nothing for visitors', () => {
    const calls = mockFetch();
    renderWithApp(<Probe />);
    expect(calls).toHaveLength(0);
  });
});
