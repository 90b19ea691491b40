import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { MailOutboxRepository } from './mail-outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (the same content). */
  html?: string;
  /** Extra header lines, e.g. `List-Unsubscribe` (values are ours, never a member's input). */
  headers?: Record<string, string>;
  /** The Message-ID, `<…@host>`: a resent message keeps its own (else the transport makes one). */
  messageId?: string;
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
    const { to, subject, text, html, headers, messageId } = message;
    await this.transport.sendMail({
      from: this.from,
      to,
      subject,
      text,
      ...(html === undefined ? {} : { html }),
      ...(headers === undefined ? {} : { headers }),
      ...(messageId === undefined ? {} : { messageId }),
    });
  }
}

/**
 * The offline default: keeps each message in the `mail_outbox` table and as a .eml-like text file
 * under DATA_DIR/outbox (an HTML part beside it, same name with .html), and logs where it is. The
 * log names the file but never prints the body, because bodies carry one-time links.
 */
export class OutboxMailer implements Mailer {
  private readonly repo = new MailOutboxRepository();

  constructor(
    private readonly db: Database,
    private readonly outboxDir: string | undefined,
    private readonly log: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const { to, subject, text } = message;
    const id = await this.repo.keep(this.db, { to, subject, text });
    let file: string | undefined;
    if (this.outboxDir) {
      await fs.mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
      const base = path.join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}`);
      file = `${base}.txt`;
      const body = `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
      await fs.writeFile(file, body, { mode: 0o600 });
      if (message.html !== undefined) await fs.writeFile(`${base}.html`, message.html, { mode: 0o600 });
    }
    this.log.info({ mailId: id, file }, `Mail "${message.subject}" kept in the outbox (no SMTP_URL set)`);
  }
}
