import { baseHeaders, handleSharedFailures, parseJson, toApiError } from '../api/http';
import { sessionStore } from '../session/sessionStore';
import { saveBlob } from './files';

/** The file name a Content-Disposition header gives, if any. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
}

/**
 * Downloads a file that needs the bearer token (a CSV export): fetched with the API's headers, then
 * saved through a Blob, an object URL and a temporary `<a download>`. Failures reject with an ApiError.
 */
export async function downloadAuthorizedFile(path: string, fallbackName: string, accept: string) {
  const token = sessionStore.getSnapshot().token;
  const headers = baseHeaders(token, path);
  headers.set('Accept', `${accept}, application/json`);
  // A file (CSV), not the API's JSON envelope: fetched raw, with the same headers and failures.
  const response = await fetch(path, { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const error = toApiError(
      response.status,
      parseJson(await response.text()),
      response.headers.get('Retry-After'),
    );
    handleSharedFailures(error, token !== null);
    throw error;
  }
  const blob = await response.blob();
  saveBlob(blob, attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName);
}
