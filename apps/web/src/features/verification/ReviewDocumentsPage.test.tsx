import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { encodeProfileId } from '../../lib/profileId';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import type { ReviewDoc } from './documents';

function reviewDoc(overrides: Partial<ReviewDoc> = {}): ReviewDoc {
  return {
    id: 'doc-1',
    doc_type: 'GovID',
    status: 'pending',
    reason: null,
    mime: 'application/pdf',
    size: 2048,
    created_at: '2026-11-19T10:00:00.000Z',
    reviewed_at: null,
    file_url: '/api/v1/verification/docs/doc-1/file',
    profile_id: 'profile-7',
    name: 'Meera',
    lastName: 'Joshi',
    ...overrides,
  };
}

function openReview(docs: ReviewDoc[] = [reviewDoc()]) {
  signInAs({ is_admin: true });
  let pending = [...docs];
  const reviewed = (id: string) => {
    pending = pending.filter((d) => d.id !== id);
    return { body: { data: { ...reviewDoc(), id } } };
  };
  const calls = mockFetch({
    'GET /api/v1/admin/verification/docs': () => ({
      body: { data: pending, meta: { total: pending.length, limit: 100, offset: 0 } },
    }),
    'POST /api/v1/admin/verification/docs/doc-1/approve': () => reviewed('doc-1'),
    'POST /api/v1/admin/verification/docs/doc-1/reject': () => reviewed('doc-1'),
  });
  return { ...renderApp('/admin/verification'), calls };
}

describe('staff review of verification documents', () => {
  it('is for staff only', async () => {
    signInAs({ is_admin: false });
    mockFetch({});
    const { router } = renderApp('/admin/verification');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profiles'));
  });

  it('lists pending documents with the profile link, type and the file', async () => {
    const { calls } = openReview();
    const table = await screen.findByRole('table', { name: 'Documents waiting for review' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Meera Joshi' }).getAttribute('href')).toBe(
      `/profile/${encodeProfileId('profile-7')}`,
    );
    expect(within(row).getByText('Identity')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Open document' }).getAttribute('href')).toBe(
      '/api/v1/verification/docs/doc-1/file',
    );
    expect(calls.some((c) => c.url.startsWith('/api/v1/admin/verification/docs?status=pending'))).toBe(true);
  });

  it('approves a document', async () => {
    const { calls } = openReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Document approved')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/v1/admin/verification/docs/doc-1/approve',
    ]);
    expect(await screen.findByText('No records found.')).toBeTruthy();
  });

  it('rejects only with a reason', async () => {
    const { calls } = openReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject document' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: '  Photo is blurry ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await screen.findByText('Document rejected')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/admin/verification/docs/doc-1/reject');
    expect(post?.body).toEqual({ reason: 'Photo is blurry' });
  });

  it("says 'No records found.' when nothing waits", async () => {
    openReview([]);
    expect(await screen.findByText('No records found.')).toBeTruthy();
    expect(screen.getByText('Documents members upload for verification appear here.')).toBeTruthy();
  });

  it("adds 'Review documents' to the staff avatar menu only", async () => {
    openReview([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect((await screen.findByRole('menuitem', { name: 'Review documents' })).getAttribute('href')).toBe(
      '/admin/verification',
    );
  });
});
