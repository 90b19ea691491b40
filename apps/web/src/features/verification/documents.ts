import { isApiError } from '../../api/ApiError';
import { apiPath } from '../../api/paths';
import type { Data } from '../../api/schema';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';

export const DOC_TYPES = ['GovID', 'JobID', 'SalaryID', 'PropertyID'] as const;
export type DocType = (typeof DOC_TYPES)[number];
export type DocStatus = 'pending' | 'approved' | 'rejected';

/** One verification document as the API returns it (own list and upload answer). */
export type VerificationDoc = Data<'/api/v1/verification/docs'>[number];

/** A document on the staff review list: with the profile's id and name. */
export type ReviewDoc = Data<'/api/v1/admin/verification/docs'>[number];

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** The client's checks before an upload (the server checks again, by the bytes); null when fine. */
export function checkDocument(file: File): string | null {
  const typeOk = file.type
    ? (DOCUMENT_TYPES as readonly string[]).includes(file.type)
    : DOCUMENT_EXTENSIONS.test(file.name);
  if (!typeOk) return t.verification.wrongType;
  if (file.size > MAX_DOCUMENT_BYTES) return t.verification.tooLarge;
  return null;
}

/** The text for a failed upload: the server's words, or ours for a 413/415 without a body. */
export function documentUploadError(error: unknown): string {
  if (isApiError(error) && error.code === 'HTTP_413') return t.verification.serverTooLarge;
  if (isApiError(error) && error.code === 'HTTP_415') return t.verification.serverWrongType;
  return errorMessage(error);
}

/** The latest document of a type (the list may hold older, reviewed ones). */
export function latestOfType(docs: readonly VerificationDoc[], type: DocType): VerificationDoc | null {
  let latest: VerificationDoc | null = null;
  for (const doc of docs) {
    if (doc.doc_type !== type) continue;
    if (!latest || doc.created_at > latest.created_at) latest = doc;
  }
  return latest;
}

/** The file's URL: the one the API gives, or the documented path. */
export function documentFileUrl(doc: Pick<VerificationDoc, 'id' | 'file_url'>): string {
  return doc.file_url || apiPath('/api/v1/verification/docs/{id}/file', { path: { id: doc.id } });
}
