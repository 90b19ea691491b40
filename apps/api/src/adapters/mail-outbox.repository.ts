import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';

/** `mail_outbox`: the mails the offline mailer keeps instead of sending (`OutboxMailer`). */
export class MailOutboxRepository {
  /** Keeps one mail; answers its row id. */
  async keep(db: Database, mail: { to: string; subject: string; text: string }): Promise<string | undefined> {
    const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    return row?.id;
  }
}
