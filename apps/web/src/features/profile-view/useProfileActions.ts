import { useProfileView } from './useProfileView';

export interface ProfileActionsState {
  /** Spec 4: each button hides once its flag is true. */
  showSendInterest: boolean;
  showChatRequest: boolean;
  showSaveProfile: boolean;
  /** The profile sent the viewer an interest. */
  profileInterested: boolean;
  /**
   * False until the social issue wires the calls (interest, chat request, bookmark). The buttons
   * stay visible but inactive: no call is made and no success is pretended.
   */
  actionsAvailable: false;
}

/**
 * STUB: the member's actions on a profile. For now it only exposes the state flags of
 * GET /api/v1/profiles/{id} (is_bookmarked, is_chat_requested, i_am_interested, profile_interested);
 * the next issue adds sendInterest, requestChat and saveProfile here.
 */
export function useProfileActions(profileId: string): ProfileActionsState {
  const { data } = useProfileView(profileId);
  return {
    showSendInterest: !(data?.i_am_interested ?? false),
    showChatRequest: !(data?.is_chat_requested ?? false),
    showSaveProfile: !(data?.is_bookmarked ?? false),
    profileInterested: data?.profile_interested ?? false,
    actionsAvailable: false,
  };
}
