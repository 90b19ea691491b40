import type { NotificationKind, NotificationSettings } from '@jodi/contract';
import { quietUntil, wants } from './notification-settings';

/**
 * Which channels carry a notification beyond the app, and from when (decision 47): the one
 * place that decides it. Every notification is stored for the app and told to the member's open
 * tabs (`channels/in-app.ts`); a push when the member wants this kind pushed and has a browser
 * that takes pushes; a mail at once only for the kinds below that the member wants mailed (the
 * rest wait for the morning digest); both after the member's quiet hours.
 */

/**
 * Kinds mailed at once when the member wants their mail; the rest wait for the morning digest.
 * A message is mailed only as a reply after a day of silence (the caller says so).
 */
export const MAILED_AT_ONCE: ReadonlySet<NotificationKind> = new Set([
  'interest_accepted',
  'chat_request_accepted',
  'document_reviewed',
  'plan_expiring',
  'plan_expired',
]);

/** The channels a stored notification goes on, besides the app. */
export interface DeliveryChannels {
  push: boolean;
  mail: boolean;
  /** When the push and mail may go: the end of the member's quiet hours, else now (undefined). */
  after: Date | undefined;
}

/**
 * The channels of a notification of `kind` for a member with these settings at `now`.
 * `pushDevice` is asked only when the member wants this kind pushed (it may be a query).
 */
export async function deliveryChannels(
  kind: NotificationKind,
  settings: NotificationSettings,
  pushDevice: boolean | (() => Promise<boolean>),
  options: { replyAfterSilence?: boolean },
  now: Date,
): Promise<DeliveryChannels> {
  const push =
    wants(settings, kind, 'push') && (typeof pushDevice === 'function' ? await pushDevice() : pushDevice);
  const mailNow = MAILED_AT_ONCE.has(kind) || (kind === 'message' && options.replyAfterSilence === true);
  const mail = mailNow && wants(settings, kind, 'email');
  return { push, mail, after: quietUntil(settings, now) ?? undefined };
}
