import { useState } from 'react';
import { isApiError } from '../../api/ApiError';
import { http } from '../../api/http';
import { t } from '../../i18n';
import { safeFileName, saveBlob } from '../../lib/files';
import { notify } from '../../lib/notify';

/** Status codes already answered by the shared handling of every call (401 ends the session, 402 asks for a plan). */
const HANDLED_ELSEWHERE = new Set([401, 402]);

/** The own biodata's file name (spec 7). */
export const OWN_BIODATA_FILE = 'biodata.pdf';

/** Another profile's biodata file name, `{name}_{lastName}.pdf`, in safe characters. */
export function profileBiodataFileName(name: string | null | undefined, lastName: string | null | undefined) {
  return safeFileName([name, lastName].filter(Boolean).join('_'), 'pdf', 'biodata');
}

/** Asks the API for the signed URL, fetches the PDF behind it (no bearer needed) and saves it. */
async function download(urlPath: string, fileName: string): Promise<void> {
  const { url } = await http.get<{ url: string }>(urlPath);
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  saveBlob(new Blob([blob], { type: 'application/pdf' }), fileName);
}

function report(error: unknown): void {
  if (isApiError(error) && error.status === 423) {
    notify.warning(t.biodata.notVerified);
    return;
  }
  if (isApiError(error) && HANDLED_ELSEWHERE.has(error.status)) return;
  notify.error(t.biodata.failed);
}

/**
 * Spec 7 biodata: the own one (GET /api/v1/biodata → biodata.pdf) and another profile's
 * (GET /api/v1/profile/biodata?pid= → {name}_{lastName}.pdf), with the notices of spec 8.
 */
export function useBiodataDownload() {
  const [pending, setPending] = useState(false);
  const run = async (urlPath: string, fileName: string) => {
    if (pending) return;
    setPending(true);
    try {
      await download(urlPath, fileName);
      notify.success(t.biodata.success);
    } catch (error) {
      report(error);
    } finally {
      setPending(false);
    }
  };
  return {
    pending,
    downloadOwn: () => run('/api/v1/biodata', OWN_BIODATA_FILE),
    downloadProfile: (
      profileId: string,
      name: string | null | undefined,
      lastName: string | null | undefined,
    ) =>
      run(
        `/api/v1/profile/biodata?pid=${encodeURIComponent(profileId)}`,
        profileBiodataFileName(name, lastName),
      ),
  };
}
