import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { callLogs, leads, mailOutbox, profileVisits, users } from '../../db/schema';
import { memberVisitorKey } from '../outreach/visitor-key';

/** Who is being erased: the account, its e-mail and its profile (if it has one). */
export interface ErasedAccount {
  userId: string;
  email: string;
  profileId: string | null;
}

/**
 * Erases an account's rows in one transaction (see docs/security.md, "Account erasure"). The
 * user row's cascades take the profile and everything hanging on it (photos, contacts, messages
 * both ways, interests, chat requests, bookmarks, blocks, reports both ways, documents, trails,
 * visits to the profile, password resets, partner preferences, match lists and daily picks, skips and
 * profile views both ways). What does not cascade is deleted here: staff call logs
 * about the profile (they copy its name and phone; their WhatsApp invites cascade), leads the
 * member sent, mail kept for their address and the visits they paid to others. Orders and
 * payments stay, their `user_id` set null by the foreign key. Returns the storage keys of the
 * deleted call recordings, to be removed once the transaction has committed.
 */
export async function eraseAccountRows(db: Database, account: ErasedAccount): Promise<string[]> {
  return db.transaction(async (tx) => {
    let recordings: string[] = [];
    if (account.profileId) {
      const logs = await tx
        .select({ id: callLogs.id, audioKey: callLogs.audioKey })
        .from(callLogs)
        .where(eq(callLogs.profileId, account.profileId));
      recordings = logs.flatMap((log) => (log.audioKey ? [log.audioKey] : []));
      if (logs.length > 0) {
        await tx.delete(callLogs).where(
          inArray(
            callLogs.id,
            logs.map((log) => log.id),
          ),
        );
      }
    }
    await tx.delete(leads).where(eq(leads.userId, account.userId));
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${account.email.toLowerCase()}`);
    await tx.delete(profileVisits).where(eq(profileVisits.visitorKey, memberVisitorKey(account.userId)));
    await tx.delete(users).where(eq(users.id, account.userId));
    return recordings;
  });
}
