import { api } from '../../api/client';
import { safeFileName, saveBlob } from '../../lib/files';

/** The own biodata's file name (spec 7). */
export const OWN_BIODATA_FILE = 'biodata.pdf';

/** Another profile's biodata file name, `{name}_{lastName}.pdf`, in safe characters. */
export function profileBiodataFileName(name: string | null | undefined, lastName: string | null | undefined) {
  return safeFileName([name, lastName].filter(Boolean).join('_'), 'pdf', 'biodata');
}

/** Whose biodata: the member's own (GET /api/v1/biodata) or another profile's (GET /api/v1/profile/biodata?pid=). */
export type BiodataOf = { own: true } | { own: false; profileId: string };

/** Asks the API for the signed URL, fetches the PDF behind it (no bearer needed) and saves it. */
export async function downloadBiodata(of: BiodataOf, fileName: string): Promise<void> {
  const { url } = of.own
    ? await api.get('/api/v1/biodata')
    : await api.get('/api/v1/profile/biodata', { query: { pid: of.profileId } });
  // A PDF, not the API's JSON: the signed URL is fetched as a file (it needs no token).
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  saveBlob(new Blob([blob], { type: 'application/pdf' }), fileName);
}
