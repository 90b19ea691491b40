import type { MiniProfile } from '@jodi/contract';
import type { QueryClient } from '@tanstack/react-query';
import { t } from '../i18n';
import { queryKeys } from './queryKeys';

/** A bookmark or a block on the wire: its id, the other profile's id and that profile in short. */
export interface SocialEntry {
  id: string;
  to: string;
  profile: MiniProfile;
  created_at: string;
}

/** What a member did towards another profile, for the screens that show it to refresh. */
export type SocialChange = 'interest' | 'chatRequest' | 'bookmark' | 'block';

/** "Asha Rao", "Asha", or the unnamed text. */
export function miniProfileName(profile: Pick<MiniProfile, 'name' | 'lastName'>): string {
  return [profile.name, profile.lastName].filter(Boolean).join(' ') || t.listing.unnamed;
}

/**
 * After an interest, chat request, bookmark or block: refetch what shows it, whichever screen made
 * the change (the profile view's flags, the saved listing, the interest lists, the blocked list).
 */
export function refreshAfterSocialChange(
  queryClient: QueryClient,
  profileId: string,
  change: SocialChange,
): Promise<void> {
  const keys: (readonly unknown[])[] = [queryKeys.profileView(profileId)];
  if (change === 'interest') keys.push(queryKeys.interests);
  if (change === 'bookmark') keys.push(queryKeys.profiles);
  if (change === 'block') {
    // A block removes bookmarks, pending interests and chat requests both ways, and hides the pair.
    keys.push(queryKeys.profiles, queryKeys.interests, queryKeys.blocks, queryKeys.similarProfilesAll);
  }
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
