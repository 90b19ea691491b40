import { isApiError } from '../../api/ApiError';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';

export const MAX_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The client-side checks before an upload (the server checks again, by the bytes): each file at
 * most 10 MB and a photo type, and no more than 10 photos in all. Returns the problems found.
 */
export function checkPhotos(files: readonly File[], existing: number): string[] {
  const problems: string[] = [];
  for (const file of files) {
    if (file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      problems.push(t.photos.wrongType({ name: file.name }));
    } else if (file.size > MAX_PHOTO_BYTES) {
      problems.push(t.photos.tooLarge({ name: file.name }));
    }
  }
  if (existing + files.length > MAX_PHOTOS)
    problems.push(t.photos.tooMany({ max: MAX_PHOTOS, left: Math.max(MAX_PHOTOS - existing, 0) }));
  return problems;
}

/** The text for a failed photo upload: the server's words, or ours for 413/415 without a body. */
export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'HTTP_413') return t.photos.serverTooLarge;
  if (isApiError(error) && error.code === 'HTTP_415') return t.photos.serverWrongType;
  return errorMessage(error);
}
