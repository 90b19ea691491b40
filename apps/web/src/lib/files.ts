import { baseHeaders } from '../api/http';
import { t } from '../i18n';
import { sessionStore } from '../session/sessionStore';

/** Types a fetched file may keep when shown in the browser; anything else becomes a plain download. */
const VIEWABLE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** Saves a blob under `fileName` through an object URL and a temporary `<a download>`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; give the browser a moment before releasing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name of safe characters only: letters, digits, '.', '_' and '-'; `fallback` when nothing is left. */
export function safeFileName(base: string, extension: string, fallback = 'file'): string {
  const cleaned = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 100);
  return `${cleaned || fallback}.${extension}`;
}

/**
 * Opens a file that needs the bearer token (a verification document) in a new tab: the tab opens at
 * once (so the click still counts as the user's), then shows the fetched file from an object URL.
 * Only PDF, JPEG and PNG are shown; any other type is saved instead, never rendered in our origin.
 */
export async function openAuthorizedFile(path: string, fileName = 'document'): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    // A stored file (PDF or image), not the API's JSON envelope: fetched raw, shown from a Blob.
    const response = await fetch(path, {
      headers: baseHeaders(sessionStore.getSnapshot().token, path),
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const raw = await response.blob();
    const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!tab || !VIEWABLE_TYPES.includes(type)) {
      tab?.close();
      saveBlob(new Blob([raw], { type: 'application/octet-stream' }), fileName);
      return;
    }
    const url = URL.createObjectURL(new Blob([raw], { type }));
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error instanceof Error ? error : new Error(t.notices.somethingWentWrong);
  }
}
