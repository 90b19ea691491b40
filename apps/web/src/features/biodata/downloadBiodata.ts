import { http } from '../../api/http';
import { safeFileName, saveBlob } from '../../lib/files';

/** The own biodata's file name (spec 7). */
export const OWN_BIODATA_FILE = 'biodata.pdf';

/** Another profile's biodata file name, `{name}_{lastName}.pdf`, in safe characters. */
export function profileBiodataFileName(name: string | null | undefined, lastName: string | null | undefined) {
  return safeFileName([name, lastName].filter(Boolean).join('_'), 'pdf', 'biodata');
}

/** Asks the API for the signed URL, fetches the PDF behind it (no bearer needed) and saves it. */
export async function downloadBiodata(urlPath: string, fileName: string): Promise<void> {
  const { url } = await http.get<{ url: string }>(urlPath);
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  saveBlob(new Blob([blob], { type: 'application/pdf' }), fileName);
}
