import { useState } from 'react';
import { hasCode, isApiError } from '../../api/ApiError';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import type { BiodataOf } from './downloadBiodata';

// The download itself (and the file helpers) loads on the first click: the top bar's hook is in every first load.
const loadDownload = () => import('./downloadBiodata');

/** Status codes already answered by the shared handling of every call (401 ends the session, 402 asks for a plan). */
const HANDLED_ELSEWHERE = new Set([401, 402]);

function report(error: unknown): void {
  if (hasCode(error, 'PROFILE_NOT_VERIFIED')) {
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
  type Download = Awaited<ReturnType<typeof loadDownload>>;
  const run = async (of: BiodataOf, fileName: (module: Download) => string) => {
    if (pending) return;
    setPending(true);
    try {
      const module = await loadDownload();
      await module.downloadBiodata(of, fileName(module));
      notify.success(t.biodata.success);
    } catch (error) {
      report(error);
    } finally {
      setPending(false);
    }
  };
  return {
    pending,
    downloadOwn: () => run({ own: true }, (module) => module.OWN_BIODATA_FILE),
    downloadProfile: (
      profileId: string,
      name: string | null | undefined,
      lastName: string | null | undefined,
    ) => run({ own: false, profileId }, (module) => module.profileBiodataFileName(name, lastName)),
  };
}
