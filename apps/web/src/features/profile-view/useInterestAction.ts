import { hasCode } from '../../api/ApiError';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { showMatchMoment } from '../match-moment';
import { offerPushAfterInterest } from '../notifications';
import { useSendInterest } from './useSendInterest';
import { withNotices } from './withNotices';

/**
 * 'Send interest' with the notices of spec 8, wherever the button is (the profile view's action
 * bar, a listing card): 'Interest sent' (with "It's a match!" when theirs was waiting), 'Interest
 * already sent' on 424, the plan's daily limit as a warning on 429, otherwise the error's message. A sent interest (not a match: that is their
 * answer already) may offer push notifications for the reply, once per browser (decision 20); `gender`
 * is the profile's, for "when she replies". A match (their interest was waiting) opens the "It's a
 * match" dialog instead, with `name` (and `photo`) of the profile.
 */
export function useInterestAction(
  profileId: string,
  gender?: string | null,
  who?: { name: string; photo?: string | null },
) {
  const interest = useSendInterest(profileId);
  return {
    pending: interest.isPending,
    /** Sent from here, or the server says it was sent before (424). */
    sent: interest.isSuccess || (interest.isError && hasCode(interest.error, 'INTEREST_ALREADY_SENT')),
    send: () =>
      withNotices(
        interest.mutateAsync(),
        (sent) => {
          if (sent.matched) {
            showMatchMoment({ kind: 'match', profileId, name: who?.name ?? '', photo: who?.photo ?? null });
            return;
          }
          notify.success(t.social.interestSent);
          offerPushAfterInterest(gender);
        },
        (error) =>
          hasCode(error, 'INTEREST_ALREADY_SENT')
            ? notify.warning(t.social.interestAlreadySent)
            : hasCode(error, 'DAILY_LIMIT_REACHED')
              ? notify.warning(error.message)
              : notify.error(errorMessage(error)),
      ),
  };
}
