import type { Mailer } from '../../adapters/mail';
import type { Database } from '../../db/database';
import type { JobKind, JobQueue } from '../../jobs/job-queue';
import type { FamilyRepository } from './family.repository';
import { inviteMail, openToken } from './invite-mail';

/**
 * The invitation mail, written in the invite's transaction as a job (the outbox): its data holds the
 * invitation's id and its token sealed (AES-256-GCM under a key derived from the JWT secret), so
 * the database keeps only the token's hash in `family_invites` and nothing a reader could open.
 */
export const SEND_FAMILY_INVITE: JobKind<{ inviteId: string; sealedToken: string }> = {
  name: 'family-invite-mail',
  policy: 'standard',
  retries: 4,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};

/** Registers the family's jobs: the invitation mail (one accepted, cancelled or expired meanwhile is not mailed). */
export function defineFamilyJobs(
  jobs: Pick<JobQueue, 'define'>,
  deps: { db: Database; repo: FamilyRepository; mailer: Mailer; publicUrl: string; key: Uint8Array },
): void {
  jobs.define(SEND_FAMILY_INVITE, async (data) => {
    const token = openToken(deps.key, data.sealedToken);
    if (!token) return;
    const facts = await deps.repo.inviteMailFacts(deps.db, data.inviteId);
    if (!facts) return;
    await deps.mailer.send(inviteMail(facts, deps.publicUrl, token));
  });
}
