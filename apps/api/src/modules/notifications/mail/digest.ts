import type { JobKind } from '../../../jobs/job-queue';
import { errorKind } from '../../../lib/error-kind';
import { type MailChannelDeps, sendCounted } from '../channels/mail';
import { quietUntil, settingsFrom, wants } from '../notification-settings';
import { SEND_DIGESTS, SEND_HELD_DIGEST } from '../notifications.jobs';
import type { DigestMember, MailRepository } from './mail.repository';
import { DIGEST_NEWEST, hasDigestLines, renderDigestMail } from './mail-render';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-link';

interface Logger {
  warn(obj: object, msg: string): void;
}

/** A digest covers at most the last day, or less: since the member's last one. */
export const DIGEST_WINDOW_MS = 24 * 3600_000;
/** Members per batch of the morning's run. */
export const DIGEST_BATCH = 200;

export interface DigestDeps extends MailChannelDeps {
  repo: MailRepository;
  log: Logger;
  batchSize?: number;
}

export type DigestOutcome = 'sent' | 'nothing' | 'off' | 'held';

/**
 * The daily digest (SEND_DIGESTS, every morning): one mail per member with the digest on and
 * unread activity or new matches since their last digest (at most a day back), or none at all,
 * in the member's language.
 * Members come in keyset batches of those with recent activity, never every member. After a
 * member's mail is sent, `digest_sent_at` is stamped, so a retried run sends nobody twice.
 */
export class DigestMailer {
  private readonly now: () => Date;

  constructor(private readonly deps: DigestDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The morning's run; answers what it did, as counts (kept with the job). */
  async sendAll(job: { retryCount: number }): Promise<Record<DigestOutcome | 'failed', number>> {
    const { db, repo, log } = this.deps;
    const batchSize = this.deps.batchSize ?? DIGEST_BATCH;
    const since = new Date(this.now().getTime() - DIGEST_WINDOW_MS);
    const done = { sent: 0, nothing: 0, off: 0, held: 0, failed: 0 };
    let after: string | null = null;
    for (;;) {
      const ids = await repo.digestCandidates(db, since, after, batchSize);
      if (ids.length === 0) break;
      after = ids[ids.length - 1]!;
      for (const member of await repo.digestMembers(db, ids)) {
        try {
          const outcome = await this.sendOne(
            member,
            { kind: SEND_DIGESTS, retryCount: job.retryCount },
            since,
          );
          done[outcome] += 1;
        } catch (err) {
          done.failed += 1;
          log.warn({ job: SEND_DIGESTS.name, err: errorKind(err) }, 'a digest mail failed');
        }
      }
      if (ids.length < batchSize) break;
    }
    // The queue tries again later; members already sent are stamped and not sent again.
    if (done.failed > 0) throw new Error(`${done.failed} digest mails failed`);
    return done;
  }

  /** SEND_HELD_DIGEST: one member's digest after their quiet hours. */
  async sendHeld(
    data: { userId: string; since: string },
    job: { retryCount: number },
  ): Promise<DigestOutcome> {
    const [member] = await this.deps.repo.digestMembers(this.deps.db, [data.userId]);
    if (!member) return 'nothing';
    const since = new Date(data.since);
    const windowStart = Number.isNaN(since.getTime()) ? undefined : since;
    return this.sendOne(member, { kind: SEND_HELD_DIGEST, retryCount: job.retryCount }, windowStart);
  }

  /** `windowStart`: where the member's window may begin at the earliest (default: a day ago). */
  private async sendOne(
    member: DigestMember,
    job: { kind: JobKind<object>; retryCount: number },
    windowStart?: Date,
  ): Promise<DigestOutcome> {
    const { db, repo, jobs, linkKey, publicUrl } = this.deps;
    const settings = settingsFrom(member.settings);
    if (!settings.digest) return 'off';
    const now = this.now();
    const earliest = windowStart?.getTime() ?? now.getTime() - DIGEST_WINDOW_MS;
    const since = new Date(Math.max(earliest, member.digestSentAt?.getTime() ?? earliest));
    // New matches come in the digest only while the member wants them by mail.
    const activity = await repo.activity(
      db,
      member.userId,
      { since, until: now },
      {
        newest: DIGEST_NEWEST,
        matches: wants(settings, 'new_matches', 'email'),
        language: member.language,
      },
    );
    if (!hasDigestLines(activity.counts)) return 'nothing';
    const quietEnd = quietUntil(settings, now);
    if (quietEnd) {
      const held = { userId: member.userId, since: new Date(earliest).toISOString() };
      await jobs.send(SEND_HELD_DIGEST, held, { key: member.userId, after: quietEnd });
      return 'held';
    }
    const stop = await unsubscribeUrl(linkKey, publicUrl, { uid: member.userId, what: 'digest' }, now);
    const mail = renderDigestMail(activity, { publicUrl, unsubscribeUrl: stop }, member.language);
    if (!mail) return 'nothing';
    await sendCounted(
      this.deps,
      {
        to: member.email,
        ...mail,
        headers: { ...unsubscribeHeaders(stop), 'Content-Language': member.language },
      },
      { ...job, now },
    );
    await repo.stampDigest(db, member.userId, now);
    return 'sent';
  }
}
