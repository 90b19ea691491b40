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

/**
 * After an interest or chat request is accepted, either side (decision 18): photos and contacts shown
 * only to accepted members become visible, so every screen that shows the other profile reads it
 * again and gets the clear, newly signed urls: the profile view, the listings and saved profiles,
 * matches, interests, accepted chat requests and the chat list. The pending chat requests are left
 * as they are (an accepted one stays on screen, marked accepted).
 */
export function refreshAfterAcceptance(queryClient: QueryClient, profileId: string): Promise<void> {
  const keys: (readonly unknown[])[] = [
    queryKeys.profileView(profileId),
    queryKeys.profiles,
    queryKeys.matches,
    queryKeys.similarProfilesAll,
    queryKeys.interests,
    queryKeys.acceptedChatRequests,
    queryKeys.chatThreads,
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/**
 * After an acceptance is withdrawn, either side (decision 28): what it showed (clear photos, contacts)
 * is hidden again and the match and accepted chat requests are gone, so every screen that shows
 * the other profile or those lists reads them again, the pending chat requests included.
 */
export function refreshAfterWithdrawal(queryClient: QueryClient, profileId: string): Promise<void> {
  return Promise.all([
    refreshAfterAcceptance(queryClient, profileId),
    queryClient.invalidateQueries({ queryKey: queryKeys.chatInvites }),
  ]).then(() => undefined);
}
