import type { MessageSafetyConcern } from '@jodi/contract';
import { hasCode } from '../../api/ApiError';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { type ReportInput, useReportProfile } from '../profile-view';

/** The report a flagged message files: money is its own reason; another app is 'other' with why. */
function reportOf(concern: MessageSafetyConcern): ReportInput {
  return concern === 'money'
    ? { reason: 'asking_for_money' }
    : { reason: 'other', details: t.chat.safety.offPlatformDetails };
}

/** Where the one-tap report of the chat partner is: one per conversation, shared by every warning. */
export type SafetyReportState = 'ready' | 'sending' | 'reported' | 'already';

/**
 * The one-tap report under a flagged message (decision 17): files it without a dialog. A 409 means the
 * member reported this profile before, which is as good as done; other refusals are told in a notice.
 */
export function useSafetyReport(partnerId: string) {
  const report = useReportProfile(partnerId);
  const already = hasCode(report.error, 'ALREADY_REPORTED');
  const state: SafetyReportState = report.isSuccess
    ? 'reported'
    : already
      ? 'already'
      : report.isPending
        ? 'sending'
        : 'ready';

  const file = (concern: MessageSafetyConcern) =>
    report.mutate(reportOf(concern), {
      onError: (error) => {
        if (!hasCode(error, 'ALREADY_REPORTED')) notify.error(errorMessage(error));
      },
    });

  return { state, file };
}

export type SafetyReport = ReturnType<typeof useSafetyReport>;
