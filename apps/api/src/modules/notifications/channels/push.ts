import type { Database } from '../../../db/database';
import type { Effects } from '../../../jobs/outbox';
import { errorKind } from '../../../lib/error-kind';
import { parseUuid } from '../../../lib/ids';
import { todayIso } from '../../profiles/age';
import type { PushRepository } from '../../push/push.repository';
import { type EndpointPolicy, endpointProblem } from '../../push/push-endpoint';
import { messageSender, pushPayload, pushTopic } from '../../push/push-payload';
import type { PushSender } from '../../push/push-sender';
import { settingsFrom } from '../notification-settings';
import { DELIVER_PUSH } from '../notifications.jobs';
import type { NotificationsRepository } from '../notifications.repository';
import { deliverOnce } from './delivered-once';

/**
 * The push channel (decision 20): a stored notification the delivery policy sends as a push is a
 * DELIVER_PUSH job, written in the notification's transaction (`queuePush`); the job sends it to
 * each of the member's browsers (`PushDelivery`). The browsers themselves, the VAPID keys and the
 * sender are the push module's.
 */

/** Asks for the notification's push, in its transaction, to go `after` the member's quiet hours. */
export async function queuePush(
  effects: Effects,
  notificationId: string,
  after: Date | undefined,
): Promise<void> {
  await effects.send(DELIVER_PUSH, { notificationId }, { after });
}

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface PushDeliveryDeps {
  db: Database;
  notifications: Pick<NotificationsRepository, 'forDelivery' | 'countFailure'>;
  subscriptions: PushRepository;
  sender: PushSender;
  policy: EndpointPolicy;
  /** How long a claimed send may take before another try takes it over: the job's expiry (default DELIVER_PUSH's). */
  leaseSeconds?: number;
  log: Logger;
  now?: () => Date;
}

/** Some push services could not take the push: the job is tried again. */
export class PushDeliveryFailed extends Error {
  override readonly name = 'PushDeliveryFailed';
}

/**
 * The `notify-push` job: one notification to each of the member's browsers. A browser its push
 * service forgot (404, 410) is removed; any other failure fails the job, which pg-boss retries with
 * backoff, and the last try counts the failure for the staff desk. A retry sends only to the
 * browsers an earlier try did not reach (`deliverOnce`), under a topic, so a push service holding
 * an undelivered copy replaces it; the service worker shows one notification per id (its tag). The log never has the payload,
 * an endpoint or a key: the kind, the job and the error's kind only.
 */
export class PushDelivery {
  private readonly now: () => Date;

  constructor(private readonly deps: PushDeliveryDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async deliver(
    data: { notificationId: string },
    job: { id: string; retryCount: number },
  ): Promise<{ sent: number; gone: number }> {
    const { db, notifications, subscriptions, sender, policy, log } = this.deps;
    const id = parseUuid(data.notificationId);
    // Gone since (read and removed, account deleted) or the account is not active: nothing to send.
    const found = id ? await notifications.forDelivery(db, id) : null;
    if (!found) return { sent: 0, gone: 0 };
    const { row } = found;
    const from = parseUuid(messageSender(row));
    const text =
      from && settingsFrom(found.settings).push_preview
        ? await subscriptions.newestMessage(db, from, row.userId)
        : null;
    const payload = JSON.stringify(pushPayload(row, text));
    let sent = 0;
    let gone = 0;
    let failed = 0;
    for (const target of await subscriptions.ofUser(db, row.userId)) {
      // Stored before a narrower PUSH_ALLOWED_HOSTS: kept, but not sent to.
      if (endpointProblem(target.endpoint, policy)) continue;
      try {
        const once = await deliverOnce(
          db,
          { jobId: job.id, target: target.id },
          this.deps.leaseSeconds ?? DELIVER_PUSH.expireInSeconds,
          () => sender.send(target, payload, { topic: pushTopic(row.id) }),
        );
        if (once.sent && once.value === 'gone') {
          await subscriptions.removeGone(db, target.id);
          gone += 1;
        } else if (once.sent) sent += 1;
      } catch (err) {
        failed += 1;
        log.warn(
          { job: DELIVER_PUSH.name, id: job.id, kind: row.kind, err: errorKind(err) },
          'push not taken',
        );
      }
    }
    if (failed === 0) return { sent, gone };
    if (job.retryCount >= DELIVER_PUSH.retries)
      await notifications.countFailure(db, 'push', todayIso(this.now()));
    throw new PushDeliveryFailed(`${failed} push services did not take the push`);
  }
}
