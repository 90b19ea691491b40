import type { ManagedProfile } from '@jodi/contract';
import { rememberActingProfile } from '../../session/actingProfile';

/**
 * Makes this device act for `profile` (the account's own when `own`, or null): remembered in
 * localStorage and sent as `X-Profile` from the next call on. The session follows at once, and
 * `useFollowActingProfile` empties what was read for the other profile.
 */
export function switchActingProfile(
  userId: string,
  profile: Pick<ManagedProfile, 'profile_id' | 'name' | 'plan' | 'own'> | null,
): void {
  rememberActingProfile(
    userId,
    profile && !profile.own ? { profile: profile.profile_id, name: profile.name, plan: profile.plan } : null,
  );
}
