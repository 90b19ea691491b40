import type { Mailer, MailMessage } from '../../../adapters/mail';
import type { Database } from '../../../db/database';
import type { JobKind, JobQueue } from '../../../jobs/job-queue';
import type { Effects } from '../../../jobs/outbox';
import { todayIso } from '../../profiles/age';
import { renderNotificationMail } from '../mail/mail-render';
import { unsubscribeHeaders, unsubscribeUrl } from '../mail/unsubscribe-link';
import { quietUntil, settingsFrom, wants } from '../notification-settings';
import { DELIVER_MAIL } from '../notifications.jobs';
import type { NotificationsRepository } from '../notifications.repository';
import { deliverOnce } from './delivered-once';

/**
 * The mail channel (decision 20): a stored notification the delivery policy mails at once is a
 * DELIVER_MAIL job, written in the notification's transaction (`queueMail`); the job mails it
 * (`MailDelivery`). The morning digest (`mail/digest.ts`) sends through `sendCounted` too.
 */

/** Asks for the notification's mail, in its transaction, to go `after` the member's quiet hours. */
export async function queueMail(
  effects: Effects,
  notificationId: string,
  after: Date | undefined,
): Promise<void> {
  await effects.send(DELIVER_MAIL, { notificationId }, { after });
}

/** What the mail jobs share: the database, the mailer, the queue (to hold a mail) and the link key. */
export interface MailChannelDeps {
  db: Database;
  notifications: Pick<NotificationsRepository, 'forDelivery' | 'countFailure'>;
  mailer: Mailer;
  jobs: Pick<JobQueue, 'send'>;
  /** The unsubscribe links' key (`unsubscribeKey`). */
  linkKey: Uint8Array;
  publicUrl: string;
  /** How long a claimed send may take before another try takes it over: the job's expiry (default DELIVER_MAIL's). */
  leaseSeconds?: number;
  now?: () => Date;
}

/** What a DELIVER_MAIL job did (kept with the job: tests and the staff desk read it). */
export type MailOutcome = 'sent' | 'sent-before' | 'gone' | 'unwanted' | 'read' | 'held';

/**
 * Sends one mail; when it fails on the job's last try, counts the failure for the day (channel
 * and day only, no member data) before the job fails for good. Earlier tries just throw: the
 * queue retries with backoff.
 */
export async function sendCounted(
  deps: Pick<MailChannelDeps, 'db' | 'notifications' | 'mailer'>,
  message: MailMessage,
  job: { kind: JobKind<object>; retryCount: number; now: Date },
): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    if (job.retryCount >= job.kind.retries) {
      await deps.notifications.countFailure(deps.db, 'email', todayIso(job.now)).catch(() => {});
    }
    throw err;
  }
}

/**
 * DELIVER_MAIL: mails one notification (a match, a reply after a silence, a document, the plan's
 * end) if the account is still active, the member still wants that kind by mail and has not read
 * it meanwhile; during their quiet hours it is held (a new job for when they end). The mail is in
 * the member's language, read with the notification. A job sends its mail once (`deliverOnce`);
 * should a process die between the server's acceptance and the record of it, the retry's mail has
 * the same Message-ID, which mail providers take as the same message.
 */
export class MailDelivery {
  private readonly now: () => Date;

  constructor(private readonly deps: MailChannelDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async deliver(
    data: { notificationId: string },
    job: { id: string; retryCount: number },
  ): Promise<MailOutcome> {
    const { db, notifications, jobs, linkKey, publicUrl } = this.deps;
    const found = await notifications.forDelivery(db, data.notificationId);
    if (!found) return 'gone';
    const { row, email, language } = found;
    const settings = settingsFrom(found.settings);
    if (!wants(settings, row.kind, 'email')) return 'unwanted';
    if (row.readAt !== null) return 'read';
    const now = this.now();
    const quietEnd = quietUntil(settings, now);
    if (quietEnd) {
      await jobs.send(DELIVER_MAIL, { notificationId: row.id }, { after: quietEnd });
      return 'held';
    }
    const stop = await unsubscribeUrl(linkKey, publicUrl, { uid: row.userId, what: row.kind }, now);
    const mail = renderNotificationMail(row, { publicUrl, unsubscribeUrl: stop }, language);
    const message = {
      to: email,
      ...mail,
      headers: { ...unsubscribeHeaders(stop), 'Content-Language': language },
      messageId: mailMessageId(job.id, publicUrl),
    };
    const once = await deliverOnce(
      db,
      { jobId: job.id, target: 'mail' },
      this.deps.leaseSeconds ?? DELIVER_MAIL.expireInSeconds,
      () => sendCounted(this.deps, message, { kind: DELIVER_MAIL, retryCount: job.retryCount, now }),
    );
    return once.sent ? 'sent' : 'sent-before';
  }
}

/** One job's mail's Message-ID (RFC 5322): the same on every try of that job. */
export function mailMessageId(jobId: string, publicUrl: string): string {
  return `<notification-${jobId}@${new URL(publicUrl).hostname}>`;
}
