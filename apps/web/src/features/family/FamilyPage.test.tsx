import type { Family } from '@jodi/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';

const aai = {
  user_id: 'user-aai',
  name: 'Aai',
  relation: 'Mother' as const,
  since: '2026-01-10T10:00:00.000Z',
};
const invite = {
  id: 'invite-1',
  email: 'dada@example.com',
  relation: 'Brother' as const,
  expires_at: '2026-01-20T10:00:00.000Z',
};

function openFamily(family: Family, extra: Parameters<typeof mockFetch>[0] = {}) {
  signInAs();
  const calls = mockFetch({ 'GET /api/v1/family': { body: { data: family } }, ...extra });
  return { ...renderApp('/family'), calls };
}

describe('the family screen', () => {
  it('shows who manages the profile (name, relation, since) and the open invitations', async () => {
    openFamily({ managers: [aai], invites: [invite] });
    const managers = await screen.findByRole('region', { name: 'Who manages your profile' });
    expect(within(managers).getByText('Aai')).toBeTruthy();
    expect(within(managers).getByText(/^Mother · since /)).toBeTruthy();
    const invites = screen.getByRole('region', { name: 'Invitations not yet accepted' });
    expect(within(invites).getByText('dada@example.com')).toBeTruthy();
    expect(within(invites).getByText(/^Brother · link works until /)).toBeTruthy();
    expect(screen.getByText(/Change your password or e-mail, delete your account/)).toBeTruthy();
  });

  it('says nobody manages it yet, and shows no invitations list when there is none', async () => {
    openFamily({ managers: [], invites: [] });
    expect(await screen.findByText('Nobody else manages your profile yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invitations not yet accepted' })).toBeNull();
  });

  it('removes a relative only once confirmed, with DELETE /api/v1/family/{user_id}', async () => {
    const { calls } = openFamily(
      { managers: [aai], invites: [] },
      { 'DELETE /api/v1/family/user-aai': { body: { data: { removed: true } } } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Aai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Aai?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Aai no longer manages your profile');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/v1/family/user-aai',
    ]);
  });

  it('cancels an open invitation', async () => {
    const { calls } = openFamily(
      { managers: [], invites: [invite] },
      { 'DELETE /api/v1/family/invites/invite-1': { body: { data: { cancelled: true } } } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the invitation to dada@example.com' }));
    await screen.findByText('Invitation cancelled');
    expect(
      calls.some((call) => call.method === 'DELETE' && call.url === '/api/v1/family/invites/invite-1'),
    ).toBe(true);
  });

  it('invites by e-mail and relation from the one list (no "Self"), and asks for both first', async () => {
    const { calls } = openFamily(
      { managers: [], invites: [] },
      { 'POST /api/v1/family/invites': { status: 201, body: { data: invite } } },
    );
    const send = await screen.findByRole('button', { name: 'Send invitation' });
    fireEvent.click(send);
    expect(await screen.findByText('Enter their e-mail.')).toBeTruthy();
    expect(screen.getByText('Choose how they are related to you.')).toBeTruthy();
    const relation = screen.getByRole('combobox', { name: /They are your/ });
    const choices = within(relation)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toContain('Mother');
    expect(choices).not.toContain('Self');
    fireEvent.change(screen.getByRole('textbox', { name: /Their e-mail/ }), {
      target: { value: 'dada@example.com' },
    });
    fireEvent.change(relation, { target: { value: 'Brother' } });
    fireEvent.click(send);
    await screen.findByText('Invitation sent to dada@example.com');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ email: 'dada@example.com', relation: 'Brother' });
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/v1/family').length).toBe(2));
  });

  it('says the family screen is the owner’s while acting for a managed profile, and reads nothing', async () => {
    localStorage.setItem(
      'jodi.actingProfile',
      JSON.stringify({ user: 'user-1', profile: 'profile-priya', name: 'Priya', plan: 'Trust' }),
    );
    signInAs();
    const calls = mockFetch({});
    renderApp('/family');
    expect(await screen.findByText('Only the profile’s owner can do this')).toBeTruthy();
    expect(screen.getAllByText('You are managing Priya’s profile').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.url === '/api/v1/family')).toBe(false);
  });
});
