import type { StaffReport } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profilePath } from '../../lib/profileId';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { buildStaffReport, buildTrail, numberedPage } from '../../test/staff';

type Handlers = Parameters<typeof mockFetch>[0];

/** Opens /admin/reports as staff; the server keeps the reports and answers each status filter from them. */
function openReports(
  path = '/admin/reports',
  reports: StaffReport[] = [buildStaffReport()],
  handlers: Handlers = {},
) {
  signInAs({ is_admin: true });
  const calls = mockFetch({
    'GET /api/v1/admin/reports': (call) => {
      const status = new URL(call.url, 'http://localhost').searchParams.get('status');
      return { body: numberedPage(reports.filter((r) => r.status === status)) };
    },
    ...handlers,
  });
  return { ...renderApp(path), calls };
}

const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST');

async function firstRow() {
  const table = await screen.findByRole('table', { name: 'Reports' });
  return within(table).getAllByRole('row')[1] as HTMLElement;
}

describe('/admin/reports', () => {
  it('is for staff only', async () => {
    signInAs({ is_admin: false });
    mockFetch({});
    const { router } = renderApp('/admin/reports');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profiles'));
  });

  it('shows how many pushes and e-mails failed for good in the last week', async () => {
    openReports('/admin/reports', [buildStaffReport()], {
      'GET /api/v1/admin/deliveries/failures': { body: { data: { push: 2, email: 1, since: '2026-11-19' } } },
    });
    expect(await screen.findByText('Failed deliveries in the last 7 days: 2 pushes, 1 e-mail.')).toBeTruthy();
  });

  it('lists open reports with the reason label, details, reporter, the reported profile and date', async () => {
    const { calls } = openReports();
    const row = await firstRow();
    expect(within(row).getByText('Asking for money')).toBeTruthy();
    expect(within(row).getByText('Asked me to send money for a visa')).toBeTruthy();
    expect(within(row).getByText('Asha')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Vikram Shinde' }).getAttribute('href')).toBe(
      profilePath('profile-7'),
    );
    expect(within(row).getByText(/^10 Mar 2026, \d{1,2}:\d{2} [ap]m$/)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/v1/admin/reports?status=open&page=1')).toBe(true);
  });

  it("marks a profile held for review after several members' reports, and only that one", async () => {
    openReports('/admin/reports', [
      buildStaffReport(),
      buildStaffReport({
        id: 'report-2',
        reported: { id: 'profile-8', name: 'Ramesh', lastName: 'Kale', status: 'active', held: true },
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Reports' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).queryByText('Held for review')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('Held for review')).toBeTruthy();
  });

  it('suspends the reported profile after confirming, with the optional reason', async () => {
    const reports = [buildStaffReport()];
    const { calls } = openReports('/admin/reports', reports, {
      'POST /api/v1/admin/profiles/profile-7/suspend': () => {
        reports[0] = { ...buildStaffReport(), status: 'actioned' };
        return { body: { data: { id: 'profile-7', status: 'suspended' } } };
      },
    });
    fireEvent.click(within(await firstRow()).getByRole('button', { name: 'Suspend profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Vikram Shinde?' });
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: ' Asked several members for money ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend profile' }));
    expect(await screen.findByText('Profile suspended')).toBeTruthy();
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/admin/profiles/profile-7/suspend', { reason: 'Asked several members for money' }],
    ]);
    expect(await screen.findByText('No records found.')).toBeTruthy();
    expect(screen.getByText('New reports from members appear here.')).toBeTruthy();
  });

  it('suspends without a body reason when none is given', async () => {
    const { calls } = openReports('/admin/reports', undefined, {
      'POST /api/v1/admin/profiles/profile-7/suspend': { body: { data: {} } },
    });
    fireEvent.click(within(await firstRow()).getByRole('button', { name: 'Suspend profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Vikram Shinde?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend profile' }));
    expect(await screen.findByText('Profile suspended')).toBeTruthy();
    expect(posts(calls)[0]?.body).toEqual({});
  });

  it('dismisses a report', async () => {
    const { calls } = openReports('/admin/reports', undefined, {
      'POST /api/v1/admin/reports/report-1/dismiss': { body: { data: {} } },
    });
    fireEvent.click(within(await firstRow()).getByRole('button', { name: 'Dismiss report' }));
    expect(await screen.findByText('Report dismissed')).toBeTruthy();
    expect(posts(calls).map((c) => c.url)).toEqual(['/api/v1/admin/reports/report-1/dismiss']);
  });

  it('filters by status (kept in the URL) and reinstates a suspended profile', async () => {
    const actioned = buildStaffReport({
      status: 'actioned',
      reported: { id: 'profile-7', name: 'Vikram', lastName: 'Shinde', status: 'suspended', held: false },
    });
    const { calls, router } = openReports('/admin/reports', [buildStaffReport({ id: 'r-2' }), actioned], {
      'POST /api/v1/admin/profiles/profile-7/reinstate': { body: { data: {} } },
    });
    await firstRow();
    fireEvent.click(screen.getByRole('radio', { name: 'Actioned' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=actioned'));
    await screen.findByRole('button', { name: 'Reinstate' });
    const row = await firstRow();
    expect(within(row).getByText('Suspended')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Dismiss report' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Suspend profile' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Reinstate' }));
    expect(await screen.findByText('Profile reinstated')).toBeTruthy();
    expect(posts(calls).map((c) => c.url)).toEqual(['/api/v1/admin/profiles/profile-7/reinstate']);
    expect(calls.some((c) => c.url === '/api/v1/admin/reports?status=actioned&page=1')).toBe(true);
  });

  it("opens the reported profile's trail", async () => {
    openReports('/admin/reports', undefined, {
      'GET /api/v1/trails': {
        body: { data: [buildTrail({ kind: 'suspended', text: 'Suspended for spam' })] },
      },
    });
    fireEvent.click(within(await firstRow()).getByRole('button', { name: 'Trail' }));
    const drawer = await screen.findByRole('dialog', { name: 'Trail of Vikram Shinde' });
    expect(await within(drawer).findByText('Suspended for spam')).toBeTruthy();
  });

  it("adds 'Reports' after 'Review documents' in the staff avatar menu", async () => {
    openReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items.indexOf('Reports')).toBe(items.indexOf('Review documents') + 1);
    expect(screen.getByRole('menuitem', { name: 'Reports' }).getAttribute('href')).toBe('/admin/reports');
  });
});
