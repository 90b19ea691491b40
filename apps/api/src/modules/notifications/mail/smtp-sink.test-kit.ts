import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TestApp } from '../../../../test/harness';

/** One mail the sink took: the envelope's recipients and the parsed message. */
export interface SunkMail {
  to: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server): the app's SmtpMailer talks SMTP to it
 * over TCP, and every mail is parsed back with mailparser, so a test reads what a mail client would.
 */
export interface SmtpSink {
  /** For SMTP_URL. */
  url: string;
  mails: SunkMail[];
  /** Mails to `address` so far. */
  to(address: string): ParsedMail[];
  /** Waits for the `n`th mail to `address` (1 = the first). */
  waitFor(address: string, n?: number, ms?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      simpleParser(stream).then(
        (mail) => {
          mails.push({ to, mail });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) =>
    mails.filter((m) => m.to.includes(address.toLowerCase())).map((m) => m.mail);
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    async waitFor(address, n = 1, ms = 20_000) {
      const end = Date.now() + ms;
      for (;;) {
        const got = to(address);
        if (got.length >= n) return got[n - 1]!;
        if (Date.now() > end) throw new Error(`no mail #${n} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header line as sent (`List-Unsubscribe: <…>`), unfolded; undefined when the mail has none. */
export function headerLine(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, ' ');
}

/** The URL of a mail's `List-Unsubscribe` header. */
export function listUnsubscribeUrl(mail: ParsedMail): string {
  const match = /^List-Unsubscribe:\s*<([^>]+)>$/i.exec(headerLine(mail, 'List-Unsubscribe') ?? '');
  if (!match) throw new Error('the mail has no List-Unsubscribe URL');
  return match[1]!;
}

/** The site address the mail tests' links start with. */
export const MAIL_TEST_SITE = 'https://jodi.example';

/** An app that mails through a local SMTP server, with its job workers on (the mail tests' start). */
export async function startMailTestApp(): Promise<{ sink: SmtpSink; t: TestApp }> {
  const sink = await startSmtpSink();
  const t = await buildTestApp({
    SMTP_URL: sink.url,
    PUBLIC_URL: MAIL_TEST_SITE,
    JOB_WORKERS: 'true',
    JOB_POLL_SECONDS: '0.5',
    AUTH_RATE_LIMIT: '1000',
  });
  return { sink, t };
}
