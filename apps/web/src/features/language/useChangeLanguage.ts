import type { SessionUser } from '@jodi/contract';
import type { Language } from '@jodi/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { applyLanguage, t } from '../../i18n';
import { notify } from '../../lib/notify';
import { useSession } from '../../session';

/**
 * Switches the app's language at once and, for a member, saves it on the server (PUT /api/v1/user),
 * which writes their mails, pushes and biodata in it and brings it back on their other devices.
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      // The session refresh's cached user would bring the old language back when the screens mount
      // again in the new one (the saved language wins at sign-in and refresh).
      queryClient.setQueriesData<SessionUser>({ queryKey: ['session-user'] }, (user) =>
        user ? { ...user, language } : user,
      );
      await applyLanguage(language);
      if (isAuthenticated) {
        try {
          await api.put('/api/v1/user', { body: { user: { language } } });
        } catch {
          notify.warning(t.language.saveFailed);
        }
      }
      // What the server wrote (a Gun Milan reading, a birth chart's Manglik explanation) comes again,
      // in the new language: a member's once it is saved (the saved language wins on the server).
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session-user' });
    },
    [isAuthenticated, queryClient],
  );
}
