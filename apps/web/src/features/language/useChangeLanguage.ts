import type { Language } from '@jodi/i18n/languages';
import { useCallback } from 'react';
import { http } from '../../api/http';
import { applyLanguage, t } from '../../i18n';
import { notify } from '../../lib/notify';
import { useSession } from '../../session';

/**
 * Switches the app's language at once and, for a member, saves it on the server (PUT /api/v1/user),
 * which writes their mails, pushes and biodata in it and brings it back on their other devices.
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const { isAuthenticated } = useSession();
  return useCallback(
    async (language: Language) => {
      await applyLanguage(language);
      if (!isAuthenticated) return;
      try {
        await http.put('/api/v1/user', { user: { language } });
      } catch {
        notify.warning(t.language.saveFailed);
      }
    },
    [isAuthenticated],
  );
}
