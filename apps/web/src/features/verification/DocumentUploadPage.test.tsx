import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import type { VerificationDoc } from './documents';

const uploads = vi.hoisted(() => ({
  calls: [] as { path: string; form: FormData; query?: Record<string, string> }[],
  /** What GET /verification/docs answers: the server's list, with each upload added. */
  docs: [] as unknown[],
}));

// XMLHttpRequest is not faked by the fetch mock: the upload helper is replaced here.
vi.mock('../../api/upload', () => ({
  uploadWithProgress: vi.fn(
    async (
      path: string,
      form: FormData,
      options?: { onProgress?(p: unknown): void; query?: Record<string, string> },
    ) => {
      uploads.calls.push({ path, form, query: options?.query });
      options?.onProgress?.({ loaded: 5, total: 10, percent: 50 });
      const docType = options?.query?.docType;
      const sent = {
        id: 'doc-9',
        doc_type: docType,
        status: 'pending',
        reason: null,
        created_at: '2026-11-20T10:00:00.000Z',
        file_url: '/api/v1/verification/docs/doc-9/file',
      };
      uploads.docs.unshift(sent);
      return { data: sent };
    },
  ),
}));

function doc(overrides: Partial<VerificationDoc> = {}): VerificationDoc {
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
    ...overrides,
  };
}

function open(path: string, docs: VerificationDoc[] = []) {
  signInAs();
  uploads.docs = [...docs];
  const calls = mockFetch({ 'GET /api/v1/verification/docs': () => ({ body: { data: uploads.docs } }) });
  return { ...renderApp(path), calls };
}

const pdf = (size = 1000, name = 'passport.pdf', type = 'application/pdf') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  uploads.calls.length = 0;
});

describe('verification upload screens', () => {
  it.each([
    ['/upload/doc', 'Identity verification', 'Passport / Aadhar Card / PAN Card etc.'],
    ['/upload/job/doc', 'Job Verification', 'Job ID card or Salary Slip'],
    ['/upload/income/doc', 'Income Verification', 'Salary Slip or Income Proof'],
  ])('%s shows its title and hint', async (path, title, hint) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(await screen.findByLabelText('Choose a file')).toBeTruthy();
  });

  it.each([
    ['/upload/doc', 'GovID'],
    ['/upload/job/doc', 'JobID'],
    ['/upload/income/doc', 'SalaryID'],
  ])('%s uploads to docType %s and shows Pending review', async (path, docType) => {
    open(path);
    const input = await screen.findByLabelText('Choose a file');
    fireEvent.change(input, { target: { files: [pdf()] } });
    expect(await screen.findByText('Pending review')).toBeTruthy();
    expect(uploads.calls).toHaveLength(1);
    expect(uploads.calls[0]?.path).toBe('/api/v1/verification/doc');
    expect(uploads.calls[0]?.query).toEqual({ docType });
    expect(uploads.calls[0]?.form.get('doc')).toBeInstanceOf(File);
    expect(await screen.findByText('Document uploaded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my document' }).getAttribute('href')).toBe(
      '/api/v1/verification/docs/doc-9/file',
    );
    expect(screen.getByLabelText('Upload again')).toBeTruthy();
  });

  it('refuses a file over 10 MB or of another type without uploading', async () => {
    open('/upload/doc');
    const input = await screen.findByLabelText('Choose a file');
    fireEvent.change(input, { target: { files: [pdf(10 * 1024 * 1024 + 1)] } });
    expect((await screen.findByRole('alert')).textContent).toContain('at most 10 MB');
    fireEvent.change(input, { target: { files: [pdf(100, 'notes.txt', 'text/plain')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Choose a PDF, JPEG or PNG file.');
    expect(uploads.calls).toHaveLength(0);
  });

  it('shows the state of the latest document of its own type only', async () => {
    open('/upload/job/doc', [
      doc({ id: 'a', doc_type: 'GovID', status: 'approved' }),
      doc({ id: 'b', doc_type: 'JobID', status: 'rejected', reason: 'Blurry photo' }),
    ]);
    expect(await screen.findByText('Rejected: Blurry photo')).toBeTruthy();
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.getByLabelText('Upload again')).toBeTruthy();
  });

  it('shows Verified for an approved document', async () => {
    open('/upload/income/doc', [doc({ doc_type: 'SalaryID', status: 'approved' })]);
    expect(await screen.findByText('Verified')).toBeTruthy();
  });
});
