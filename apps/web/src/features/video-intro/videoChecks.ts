import { isApiError } from '../../api/ApiError';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';

export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** The problem with a chosen video, or null: MP4, WebM or QuickTime of at most 100 MB. */
export function checkVideo(file: File): string | null {
  if (file.type && !(VIDEO_TYPES as readonly string[]).includes(file.type)) return t.video.wrongType;
  if (file.size > MAX_VIDEO_BYTES) return t.video.tooLarge;
  return null;
}

export function videoErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'HTTP_413') return t.video.serverTooLarge;
  if (isApiError(error) && error.code === 'HTTP_415') return t.video.serverWrongType;
  return errorMessage(error);
}

/** 12_582_912 -> 12 (megabytes; t.video.size writes it with one decimal: '12.0 MB'). */
export function megabytes(bytes: number): number {
  return bytes / 1024 / 1024;
}
