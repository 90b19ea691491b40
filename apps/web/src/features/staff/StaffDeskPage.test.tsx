import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { buildSessionUser, signInAs } from '../../test/session';
import { tokenExpiringIn } from '../../test/tokens';

const DESK = { follow_ups: 3, my_follow_ups: 1, documents_waiting: 0, reports_open: 2 };

describe('/desk, the staff home', () => {
  it("is where staff land on signing in, with today's work and a way to each list", async () => {
    const user = buildSessionUser({ name: 'Staff', is_admin: true });
    mockFetch({
      'POST /api/v1/sign_in': { body: { data: { token: tokenExpiringIn(3600), user } } },
      'GET /api/v1/admin/desk': { body: { data: DESK } },
      'GET /api/v1/admin/deliveries/failures': { body: { data: { push: 0, email: 0, since: '2026-11-21' } } },
    });
    const { router } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'staff@jodi.example' } });
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'secret12' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/desk'));

    const followUps = (await screen.findByText('call logs marked for a follow-up')).closest('div')!;
    expect(followUps.textContent).toBe('3call logs marked for a follow-up1 assigned to you');
    expect(screen.getByText('documents to review').closest('div')!.textContent).toBe('0documents to review');
    expect(screen.getByText('open reports').closest('div')!.textContent).toBe('2open reports');
    expect(screen.getByRole('link', { name: 'Open the follow-ups' }).getAttribute('href')).toBe(
      '/calllogs?followup=true',
    );
    expect(screen.getByRole('link', { name: 'Review the documents' }).getAttribute('href')).toBe(
      '/admin/verification',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Open the reports' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/reports'));
  });

  it('is for staff only: a member is sent to the profiles', async () => {
    signInAs({ is_admin: false });
    mockFetch({});
    const { router } = renderApp('/desk');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profiles'));
  });
});
