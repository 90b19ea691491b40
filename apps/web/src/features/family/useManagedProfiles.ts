import type { ManagedProfile } from '@jodi/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/client';
import { useMemberCallsAllowed, useSession } from '../../session';
import { rememberActingProfile } from '../../session/actingProfile';
import { familyQueryKeys } from './familyQueryKeys';
import { switchActingProfile } from './switchActingProfile';

/** The managed-profiles list changes rarely (an invitation accepted, a relative removed). */
const STALE_MS = 5 * 60_000;

/**
 * The profiles this account can act for (GET /api/v1/managed-profiles: its own first, then each it
 * manages), read for members, never for staff. Keeps the stored choice true to the list: a profile no
 * longer listed (the owner removed the relative) sends the device back to its own profile, a listed
 * one refreshes the name and plan the session shows for it, and an account without a profile of its
 * own acts for the first profile it manages.
 */
export function useManagedProfiles() {
  const allowed = useMemberCallsAllowed();
  const { isAdmin, userId, actingFor, plan } = useSession();
  const query = useQuery({
    queryKey: familyQueryKeys.managedProfiles,
    queryFn: ({ signal }) => api.get('/api/v1/managed-profiles', { signal }),
    enabled: allowed && !isAdmin,
    staleTime: STALE_MS,
  });
  // Read as a list only when it is one (an answer of another shape shows no switcher).
  const list: ManagedProfile[] | undefined = Array.isArray(query.data) ? query.data : undefined;
  const actingId = actingFor?.profileId ?? null;

  useEffect(() => {
    if (!list || !userId) return;
    if (!actingId) {
      // An account with no profile of its own (a parent who only manages) acts for the first it manages.
      const first = list[0];
      if (first && !list.some((profile) => profile.own)) switchActingProfile(userId, first);
      return;
    }
    const chosen = list.find((profile) => profile.profile_id === actingId && !profile.own);
    if (!chosen) {
      switchActingProfile(userId, null);
      return;
    }
    if (chosen.name !== actingFor?.name || chosen.plan !== plan) {
      rememberActingProfile(userId, { profile: chosen.profile_id, name: chosen.name, plan: chosen.plan });
    }
  }, [list, userId, actingId, actingFor?.name, plan]);

  return {
    list,
    acting: list?.find((profile) => (actingId ? profile.profile_id === actingId : profile.own)),
  };
}
