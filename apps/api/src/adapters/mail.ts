import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/** Sends through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@host:465). */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

/**
 * The offline default: keeps each message in the `mail_outbox` table and as a .eml-like text file
 * under DATA_DIR/outbox, and logs where it is. The log names the file but never prints the body,
 * because bodies carry one-time links.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly outboxDir: string | undefined,
    private readonly log: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const [row] = await this.db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
    let file: string | undefined;
    if (this.outboxDir) {
      await fs.mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
      file = path.join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${row?.id}.txt`);
      const body = `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
      await fs.writeFile(file, body, { mode: 0o600 });
    }
    this.log.info(
      { mailId: row?.id, file },
      `Mail "${message.subject}" kept in the outbox (no SMTP_URL set)`,
    );
  }
}
