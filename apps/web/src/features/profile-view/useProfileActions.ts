import { hasCode } from '../../api/ApiError';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { miniProfileName } from '../../lib/social';
import { showMatchMoment } from '../match-moment';
import { useAcceptInterest } from './useAcceptInterest';
import { useBlockProfile } from './useBlockProfile';
import { useInterestAction } from './useInterestAction';
import { useInterestFrom } from './useInterestFrom';
import { useProfileView } from './useProfileView';
import { useRemoveBookmark } from './useRemoveBookmark';
import { useSaveProfile } from './useSaveProfile';
import { useSendChatRequest } from './useSendChatRequest';
import { useUnblockProfile } from './useUnblockProfile';
import { withNotices } from './withNotices';

/**
 * The member's actions on another profile (spec 4, 7, 8): the flags of GET /api/v1/profiles/{id}
 * and the calls, each with the notices of spec 8. Each call refreshes the profile view; the
 * buttons hide once their flag is true.
 */
export function useProfileActions(profileId: string) {
  const { data } = useProfileView(profileId);
  const isBlocked = data?.is_blocked ?? false;
  const iAmInterested = data?.i_am_interested ?? false;
  const profileInterested = data?.profile_interested ?? false;
  const isChatRequested = data?.is_chat_requested ?? false;
  const isBookmarked = data?.is_bookmarked ?? false;
  /** An accepted interest or chat request, either way: the two may chat. */
  const canChat = data?.can_chat ?? false;
  const who = {
    name: data ? miniProfileName({ name: data.data.name, lastName: data.data.lastName ?? null }) : '',
    photo: data?.data.primary_profile_pic ?? null,
  };

  const interest = useInterestAction(profileId, data?.data.gender, who);
  const chat = useSendChatRequest(profileId);
  const save = useSaveProfile(profileId);
  const unsave = useRemoveBookmark(profileId);
  const block = useBlockProfile(profileId);
  const unblock = useUnblockProfile(profileId);
  const accept = useAcceptInterest(profileId);
  // Their pending interest, if any: the member may accept it here. (Looked up even when the member
  // sent one too: theirs may follow a declined one of the member's, which is no match.)
  const incoming = useInterestFrom(profileId, !isBlocked && profileInterested);
  const incomingInterestId = incoming.data?.id ?? null;

  return {
    isBlocked,
    /** Spec 4: each button hides once its flag is true. */
    showSendInterest: !iAmInterested,
    /** Not once they may chat: the action bar offers 'Chat' instead. */
    showChatRequest: !isChatRequested && !canChat,
    canChat,
    showSaveProfile: !isBookmarked,
    isBookmarked,
    iAmInterested,
    isChatRequested,
    /** They sent the member an interest (pending, or answered). */
    profileInterested,
    /** Interest both ways, none of it waiting for an answer: a match. */
    matched: profileInterested && iAmInterested && incomingInterestId === null,
    /** Their pending interest, when the member can accept it here. */
    incomingInterestId,
    pending: {
      interest: interest.pending,
      chat: chat.isPending,
      save: save.isPending,
      unsave: unsave.isPending,
      block: block.isPending,
      unblock: unblock.isPending,
      accept: accept.isPending,
    },

    sendInterest: interest.send,
    requestChat: () =>
      withNotices(
        chat.mutateAsync(),
        () => notify.success(t.social.chatRequestSent),
        (error) =>
          hasCode(error, 'CHAT_REQUEST_ALREADY_SENT', 'DAILY_LIMIT_REACHED')
            ? notify.warning(errorMessage(error))
            : notify.error(errorMessage(error)),
      ),
    saveProfile: () =>
      withNotices(
        save.mutateAsync(),
        () => notify.success(t.social.profileSaved),
        () => notify.error(t.social.profileSaveFailed),
      ),
    removeBookmark: () =>
      withNotices(
        unsave.mutateAsync(),
        () => notify.success(t.social.bookmarkRemoved),
        () => notify.error(t.social.bookmarkRemoveFailed),
      ),
    block: () =>
      withNotices(
        block.mutateAsync(),
        () => notify.success(t.social.userBlocked),
        () => notify.error(t.social.blockFailed),
      ),
    unblock: () =>
      withNotices(
        unblock.mutateAsync(),
        () => notify.success(t.social.unblocked),
        () => notify.error(t.social.unblockFailed),
      ),
    acceptInterest: () => {
      if (!incomingInterestId) return Promise.resolve();
      return withNotices(
        accept.mutateAsync(incomingInterestId),
        () => showMatchMoment({ kind: 'match', profileId, ...who }),
        () => notify.error(t.social.answerFailed),
      );
    },
  };
}

export type ProfileActions = ReturnType<typeof useProfileActions>;
