import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import type { DatabaseHandle } from '../db/database';
import { mailOutbox } from '../db/schema';
import { headerLine, type SmtpSink, startSmtpSink } from '../modules/notifications/mail/smtp-sink.test-kit';
import { OutboxMailer, SmtpMailer } from './mail';

let sink: SmtpSink;
let database: DatabaseHandle;
beforeAll(async () => {
  sink = await startSmtpSink();
  database = await createTestDatabase();
});
afterAll(async () => {
  await sink?.close();
  await database?.close();
});

const message = {
  to: 'family@example.com',
  subject: 'Hello',
  text: 'Plain words.',
  html: '<p>Plain <strong>words</strong>.</p>',
  headers: {
    'List-Unsubscribe': '<https://jodi.example/u?t=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

describe('SmtpMailer', () => {
  it('sends text, an HTML alternative and extra headers over SMTP', async () => {
    await new SmtpMailer(sink.url, 'Jodi <no-reply@jodi.example>').send(message);
    const mail = await sink.waitFor('family@example.com');
    expect(mail.subject).toBe('Hello');
    expect(mail.from?.value).toEqual([{ name: 'Jodi', address: 'no-reply@jodi.example' }]);
    expect(mail.text?.trim()).toBe('Plain words.');
    expect(mail.html).toContain('<strong>words</strong>');
    expect(headerLine(mail, 'List-Unsubscribe')).toBe('List-Unsubscribe: <https://jodi.example/u?t=abc>');
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  it('sends a text-only message as before', async () => {
    await new SmtpMailer(sink.url, 'no-reply@jodi.example').send({
      to: 'plain@example.com',
      subject: 'S',
      text: 'T',
    });
    const mail = await sink.waitFor('plain@example.com');
    expect(mail.html).toBe(false);
    expect(mail.text?.trim()).toBe('T');
  });
});

describe('OutboxMailer', () => {
  it('keeps the text in the table and the file as before, and the HTML beside it, readable by the owner only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-outbox-'));
    try {
      const logged: object[] = [];
      await new OutboxMailer(database.db, dir, { info: (obj) => void logged.push(obj) }).send(message);
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, message.to));
      expect(row).toMatchObject({ subject: 'Hello', text: 'Plain words.' });
      const files = fs.readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      const [htmlFile, textFile] = files.map((f) => path.join(dir, f));
      expect(htmlFile!.endsWith('.html')).toBe(true);
      expect(textFile!.endsWith('.txt')).toBe(true);
      expect(fs.readFileSync(textFile!, 'utf8')).toBe(
        'To: family@example.com\nSubject: Hello\n\nPlain words.\n',
      );
      expect(fs.readFileSync(htmlFile!, 'utf8')).toBe(message.html);
      for (const file of [htmlFile!, textFile!]) expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // The log names the file, never the body or the address.
      expect(JSON.stringify(logged)).not.toContain('family@example.com');
      expect(JSON.stringify(logged)).not.toContain('Plain');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
