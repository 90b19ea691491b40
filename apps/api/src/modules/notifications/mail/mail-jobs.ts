import type { Mailer } from '../../../adapters/mail';
import type { Database } from '../../../db/database';
import type { JobQueue } from '../../../jobs/job-queue';
import { DELIVER_MAIL, MORNING, SEND_DIGESTS } from '../notification.jobs';
import type { NotificationsRepository } from '../notifications.repository';
import { DigestMailer, SEND_HELD_DIGEST } from './digest';
import { MailRepository } from './mail.repository';
import { MailDelivery } from './mail-delivery';
import { UnsubscribeService } from './unsubscribe';
import { unsubscribeKey } from './unsubscribe-link';

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface MailJobsDeps {
  db: Database;
  notifications: NotificationsRepository;
  mailer: Mailer;
  jwtSecret: string;
  publicUrl: string;
  log: Logger;
  now?: () => Date;
}

/**
 * The e-mail channel of notifications (issue 22): registers the mail jobs (one notification at
 * once, the morning digest and a digest held by quiet hours) and answers what the unsubscribe
 * routes use.
 */
export function defineMailJobs(jobs: JobQueue, deps: MailJobsDeps): { unsubscribe: UnsubscribeService } {
  const { jwtSecret, ...rest } = deps;
  const repo = new MailRepository();
  const linkKey = unsubscribeKey(jwtSecret);
  const channel = { ...rest, jobs, linkKey, leaseSeconds: jobs.expiryOf(DELIVER_MAIL) };
  const delivery = new MailDelivery(channel);
  const digests = new DigestMailer({ ...channel, repo });
  jobs.define(DELIVER_MAIL, (data, job) => delivery.deliver(data, job));
  jobs.define(SEND_DIGESTS, (_data, job) => digests.sendAll(job));
  jobs.define(SEND_HELD_DIGEST, (data, job) => digests.sendHeld(data, job));
  jobs.every(SEND_DIGESTS, MORNING.digestCron, MORNING.timeZone);
  return {
    unsubscribe: new UnsubscribeService({
      db: deps.db,
      repo,
      settings: deps.notifications,
      linkKey,
      ...(deps.now ? { now: deps.now } : {}),
    }),
  };
}
