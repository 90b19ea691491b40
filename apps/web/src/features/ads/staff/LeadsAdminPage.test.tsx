import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/chat';
import { buildLead } from '../../../test/content';
import { mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signInAs } from '../../../test/session';

describe('/admin/leads (staff)', () => {
  it('shows the leads a page at a time', async () => {
    signInAs({ is_admin: true });
    const calls = mockFetch({
      'GET /api/v1/admin/leads': (call) =>
        call.url.includes('offset=20')
          ? { body: pageOf([buildLead({ id: 'lead-21', name: 'Meena Patil' })], 21, 20, 20) }
          : { body: pageOf([buildLead()], 21, 0, 20) },
    });
    renderApp('/admin/leads');
    const table = await screen.findByRole('table', { name: 'Advert leads' });
    expect(within(table).getByText('Ravi Kulkarni')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'ravi@example.com' }).getAttribute('href')).toBe(
      'mailto:ravi@example.com',
    );
    expect(screen.getByText('21 leads')).toBeTruthy();

    const pager = screen.getByRole('navigation', { name: 'Advert lead pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Meena Patil')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/v1/admin/leads?limit=20&offset=20');
  });
});
