import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness';
import type { CreatedProfile } from '../../../../test/profile-factory';
import { saveLanguage } from '../../auth/auth.test-kit';
import { couple, socialCalls } from '../../social/social.test-kit';
import { settingsCalls } from '../notification-settings.test-kit';
import { SEND_DIGESTS } from '../notifications.jobs';
import {
  headerLine,
  listUnsubscribeUrl,
  MAIL_TEST_SITE,
  type SmtpSink,
  startMailTestApp,
} from './smtp-sink.test-kit';

/** Mails in the member's language (decision 21), through a real SMTP server with this app's job workers on. */
let sink: SmtpSink;
let t: TestApp;
let s: ReturnType<typeof socialCalls>;

beforeAll(async () => {
  ({ sink, t } = await startMailTestApp());
  s = socialCalls(t.app);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

const setLanguage = (who: CreatedProfile, language: string) => saveLanguage(t.app, who, language);

async function runDigests(): Promise<void> {
  const id = await t.app.ctx.jobs.send(SEND_DIGESTS, {});
  const end = Date.now() + 20_000;
  for (;;) {
    const job = await t.app.ctx.jobs.jobOf(SEND_DIGESTS, id!);
    if (job?.state === 'completed') return;
    if (job?.state === 'failed' || Date.now() > end) throw new Error(`digest job ${job?.state ?? 'missing'}`);
    await pause(100);
  }
}

describe('a notification mail in the member’s language', () => {
  it('mails a Marathi member in Marathi (lang="mr"), and the unsubscribe page is Marathi too', async () => {
    const { groom, bride } = await couple(t.app);
    await setLanguage(groom, 'mr');
    const sent = await s.interest(groom, bride.profileId);
    expect(sent.statusCode, sent.body).toBe(201);
    const accepted = await s.answerInterest(bride, sent.json().data.id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);

    const mail = await sink.waitFor(groom.user.email);
    expect(mail.subject).toBe('जोडी जुळली!');
    expect(mail.text).toContain('Asha यांनी तुमची पसंती स्वीकारली आहे. आता तुम्ही एकमेकांशी चॅट करू शकता.');
    expect(mail.text).toContain(`चॅट सुरू करा: ${MAIL_TEST_SITE}/chat?pid=`);
    expect(mail.text).toContain('हे ई-मेल बंद करा: ');
    expect(mail.html).toContain('<html lang="mr">');
    expect(mail.html).toContain('चॅट सुरू करा</a>');
    expect(mail.html).toContain('Asha यांनी तुमची पसंती स्वीकारली आहे.');
    expect(`${mail.text}${mail.html}`).not.toMatch(/accepted your interest|Start a chat|Stop these e-mails/);
    expect(headerLine(mail, 'Content-Language')).toBe('Content-Language: mr');

    const page = await t.app.inject({
      method: 'GET',
      url: pathOf(listUnsubscribeUrl(mail)),
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="mr">');
    expect(page.body).toContain('<button type="submit">हे ई-मेल बंद करा</button>');
    const done = await t.app.inject({
      method: 'POST',
      url: pathOf(listUnsubscribeUrl(mail)),
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('यापुढे तुम्हाला हे ई-मेल येणार नाहीत.');
  });

  it('writes a Hindi member’s daily summary in Hindi, and an English member’s in English', async () => {
    const first = await couple(t.app);
    const second = await couple(t.app);
    await setLanguage(first.bride, 'hi');
    await settingsCalls(t.app).noMatchMail(first.bride, second.bride);
    expect((await s.interest(first.groom, first.bride.profileId)).statusCode).toBe(201);
    expect((await s.interest(second.groom, second.bride.profileId)).statusCode).toBe(201);
    await runDigests();

    const hindi = await sink.waitFor(first.bride.user.email);
    expect(hindi.subject).toBe('Jodi आज: 1 नई रुचि');
    expect(hindi.text).toContain('आपके पिछले सारांश के बाद यह हुआ:');
    expect(hindi.text).toContain('- आपकी प्रोफ़ाइल में रुचि: Rohan ने आपकी प्रोफ़ाइल में रुचि दिखाई है।');
    expect(hindi.html).toContain('<html lang="hi">');
    expect(headerLine(hindi, 'Content-Language')).toBe('Content-Language: hi');

    const english = await sink.waitFor(second.bride.user.email);
    expect(english.subject).toBe('Jodi today: 1 new interest');
    expect(english.html).toContain('<html lang="en">');
  });

  it('answers a link that does not work with a page in the browser’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/unsubscribe?t=not.a.token',
      headers: { accept: 'text/html', 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain('यह लिंक काम नहीं कर रहा है');
  });
});
