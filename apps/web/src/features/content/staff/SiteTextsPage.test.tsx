import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signInAs } from '../../../test/session';

function openTexts() {
  signInAs({ is_admin: true });
  return mockFetch({
    'GET /api/v2/ab': { body: { data: { 'NAV-EP': 'My details', OTHER: 'ignored' } } },
    'PUT /api/v1/admin/ab': (call) => ({ body: { data: (call.body as { texts: object }).texts } }),
    'GET /api/v1/admin/legal': {
      body: {
        data: {
          markdown: '## Who may join\n\nAdults.',
          is_default: true,
          updated_at: '2026-03-05T09:30:00Z',
        },
      },
    },
    'PUT /api/v1/admin/legal': (call) => ({
      body: { data: { ...(call.body as object), is_default: false, updated_at: '2026-03-06T09:30:00Z' } },
    }),
  });
}

describe('/admin/texts (staff)', () => {
  it('is for staff only', async () => {
    signInAs({ is_admin: false });
    mockFetch();
    const { router } = renderApp('/admin/texts');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profiles'));
  });

  it('edits the seven menu texts with the default labels as placeholders, and saves them', async () => {
    const calls = openTexts();
    renderApp('/admin/texts');
    const form = await screen.findByRole('region', { name: 'Menu texts' });
    const editProfile = (await within(form).findByLabelText('Edit My Profile (NAV-EP)')) as HTMLInputElement;
    expect(editProfile.value).toBe('My details');
    expect(editProfile.placeholder).toBe('Edit My Profile');
    expect(within(form).getAllByRole('textbox')).toHaveLength(7);
    const logout = within(form).getByLabelText('Logout (NAV-LO)') as HTMLInputElement;
    expect(logout.placeholder).toBe('Logout');

    fireEvent.change(logout, { target: { value: 'Sign out' } });
    fireEvent.change(editProfile, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save menu texts' }));
    expect(await screen.findByText('Menu texts saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT' && c.url === '/api/v1/admin/ab')?.body).toEqual({
      texts: {
        'NAV-EP': '',
        'NAV-UP': '',
        'NAV-DA': '',
        'NAV-PP': '',
        'NAV-DL': '',
        'NAV-TC': '',
        'NAV-LO': 'Sign out',
      },
    });
  });

  it("edits the terms' Markdown", async () => {
    const calls = openTexts();
    renderApp('/admin/texts');
    const terms = await screen.findByRole('region', { name: 'Terms & Conditions' });
    const markdown = (await within(terms).findByLabelText('Terms (Markdown)')) as HTMLTextAreaElement;
    expect(markdown.value).toBe('## Who may join\n\nAdults.');
    fireEvent.change(markdown, { target: { value: '## Who may join\n\nAdults of the community.' } });
    fireEvent.click(within(terms).getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText('Terms saved')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/v1/admin/legal' && c.method === 'PUT')?.body).toEqual({
      markdown: '## Who may join\n\nAdults of the community.',
    });
  });
});
