import type { Language } from '@jodi/i18n';
import { describe, expect, it } from 'vitest';
import { notificationDrafts as drafts, wordedIn } from '../notification-texts';
import type { NotificationDraft } from '../notifications.repository';
import { digestLines, escapeHtml, renderDigestMail, renderNotificationMail, siteLink } from './mail-render';

const links = {
  publicUrl: 'https://jodi.example',
  unsubscribeUrl: 'https://jodi.example/api/v1/notifications/unsubscribe?t=abc.def',
};
const PROFILE = '0b5c3f0e-8d2a-4c1e-9f33-7a1d2b3c4d5e';
/** A draft as a reader of `language` reads it. */
const worded = (language: Language, draft: NotificationDraft) =>
  wordedIn(language, { ...draft, title: '', body: '' });

describe('a notification mail', () => {
  it('has the title as subject, the body, and one link to what it is about, in text and HTML', () => {
    const mail = renderNotificationMail(worded('en', drafts.interestAccepted('Asha', PROFILE)), links, 'en');
    const url = `https://jodi.example/chat?pid=${encodeURIComponent(Buffer.from(PROFILE).toString('base64'))}`;
    expect(mail.subject).toBe('It’s a match!');
    expect(mail.text).toContain('Asha accepted your interest. You can now chat.');
    expect(mail.text).toContain(`Start a chat: ${url}`);
    expect(mail.text).toContain(`Stop these e-mails: ${links.unsubscribeUrl}`);
    expect(mail.html).toContain(`<a href="${url}"`);
    expect(mail.html).toContain('Start a chat</a>');
    expect(mail.html).toContain(`href="${links.unsubscribeUrl}"`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('is large, dark on white, with no images, scripts or anything loaded from elsewhere', () => {
    const { html } = renderNotificationMail(worded('en', drafts.message('Rohan', PROFILE)), links, 'en');
    expect(html).toMatch(/font-size:20px/);
    expect(html).toMatch(/color:#1a1a1a/);
    expect(html).not.toMatch(/<img|<script|<link|url\(|src=/i);
    // Every link goes to the site itself.
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href!.startsWith('https://jodi.example/')).toBe(true);
  });

  it('escapes what a member could have typed (a name)', () => {
    const mail = renderNotificationMail(
      worded('en', drafts.interestAccepted('<b>Asha</b> & "co"', PROFILE)),
      links,
      'en',
    );
    expect(mail.html).toContain('&lt;b&gt;Asha&lt;/b&gt; &amp; &quot;co&quot;');
    expect(mail.html).not.toContain('<b>Asha</b>');
    expect(mail.text).toContain('<b>Asha</b> & "co"');
  });

  it('opens only paths of the site', () => {
    expect(siteLink('https://jodi.example/', '/chat?pid=a%3D')).toBe('https://jodi.example/chat?pid=a%3D');
    expect(siteLink('https://jodi.example', '//evil.example/x')).toBe('https://jodi.example/');
    expect(siteLink('https://jodi.example', 'javascript:alert(1)')).toBe('https://jodi.example/');
    expect(siteLink('https://jodi.example', '/\\evil.example')).toBe('https://jodi.example/');
    expect(escapeHtml(`'"<>&`)).toBe('&#39;&quot;&lt;&gt;&amp;');
  });
});

describe('the digest mail', () => {
  it('is no mail at all when there is nothing', () => {
    expect(renderDigestMail({ counts: {}, newest: [] }, links, 'en')).toBeNull();
    expect(renderDigestMail({ counts: { message: 0 }, newest: [] }, links, 'mr')).toBeNull();
  });

  it('counts each kind and lists the newest few by title, each linked', () => {
    const newest = [
      worded('en', drafts.message('Rohan', PROFILE)),
      worded('en', drafts.interestReceived('Vikram', PROFILE)),
      worded('en', drafts.newMatches(4, '2026-11-26')),
    ];
    const mail = renderDigestMail(
      { counts: { message: 2, interest_received: 1, new_matches: 1 }, newest },
      links,
      'en',
    )!;
    expect(mail.subject).toBe('Jodi today: new matches for you, new messages in 2 conversations and more');
    expect(mail.text).toContain('- New matches for you');
    expect(mail.text).toContain('- New messages in 2 conversations');
    expect(mail.text).toContain('- 1 new interest');
    expect(mail.text).toContain('- Message from Rohan: Rohan sent you a message.');
    expect(mail.text).toContain('4 new profiles match your preferences.');
    expect(mail.text).toContain(`Stop the daily summary: ${links.unsubscribeUrl}`);
    expect(mail.html).toContain('<a href="https://jodi.example/interests"');
    expect(mail.html).toContain('<a href="https://jodi.example/matches"');
  });

  it('lists kinds in a fixed order, families’ news first', () => {
    expect(digestLines({ plan_expiring: 1, interest_received: 3, interest_accepted: 1 }, 'en')).toEqual([
      '1 interest accepted (a match)',
      '3 new interests',
      'Your plan ends soon',
    ]);
  });
});

describe('mails in the member’s language', () => {
  it('writes a Marathi member’s notification mail in Marathi, lang="mr", the name as typed', () => {
    const mail = renderNotificationMail(worded('mr', drafts.interestAccepted('Asha', PROFILE)), links, 'mr');
    expect(mail.subject).toBe('जोडी जुळली!');
    expect(mail.text).toContain('Asha यांनी तुमची पसंती स्वीकारली आहे.');
    expect(mail.text).toContain('चॅट सुरू करा: https://jodi.example/chat?pid=');
    expect(mail.text).toContain(`हे ई-मेल बंद करा: ${links.unsubscribeUrl}`);
    expect(mail.html).toContain('<html lang="mr">');
    // The choice named as the web's notification settings name it.
    expect(mail.text).toContain('"माझी पसंती स्वीकारल्यावर" या पर्यायासाठी ई-मेल सुरू आहे');
    expect(mail.html).toContain('&quot;माझी पसंती स्वीकारल्यावर&quot; या पर्यायासाठी');
    expect(mail.html).toContain('बटण उघडत नसेल, तर हा पत्ता कॉपी करून');
    expect(mail.html).not.toMatch(/Start a chat|Stop these e-mails|If the button/);
  });

  it('writes a Hindi digest in Hindi, its counts in ICU plurals', () => {
    const newest = [worded('hi', drafts.interestReceived('Vikram', PROFILE))];
    const mail = renderDigestMail(
      { counts: { interest_received: 2, message: 1, plan_expired: 1 }, newest },
      links,
      'hi',
    )!;
    expect(mail.subject).toBe('Jodi आज: 1 बातचीत में नए संदेश, 2 नई रुचियाँ और बहुत कुछ');
    expect(mail.text).toContain('- आपका प्लान ख़त्म हो गया है');
    expect(mail.text).toContain('- आपकी प्रोफ़ाइल में रुचि: Vikram ने आपकी प्रोफ़ाइल में रुचि दिखाई है।');
    expect(mail.text).toContain(`दैनिक सारांश बंद करें: ${links.unsubscribeUrl}`);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('<strong>सबसे नए</strong>');
  });

  it('words a sender without a name as each language does (एका सदस्याने, not "एक सदस्य यांनी")', () => {
    expect(worded('en', drafts.interestReceived(null, PROFILE)).body).toBe(
      'A member has sent you an interest.',
    );
    expect(worded('mr', drafts.interestReceived(null, PROFILE)).body).toBe(
      'एका सदस्याने तुम्हाला पसंती कळवली आहे.',
    );
    expect(worded('mr', drafts.chatRequestReceived('  ', PROFILE)).body).toBe(
      'एका सदस्याला तुमच्याशी चॅट करायला आवडेल.',
    );
    expect(worded('mr', drafts.message(null, PROFILE))).toMatchObject({
      title: 'एका सदस्याचा संदेश',
      body: 'एका सदस्याने तुम्हाला संदेश पाठवला आहे.',
    });
    expect(worded('hi', drafts.interestAccepted(null, PROFILE)).body).toBe(
      'किसी सदस्य ने आपकी रुचि स्वीकार कर ली है। अब आप एक-दूसरे से चैट कर सकते हैं।',
    );
    // A named sender keeps the respectful यांनी.
    expect(worded('mr', drafts.interestReceived('Rohan', PROFILE)).body).toBe(
      'Rohan यांनी तुम्हाला पसंती कळवली आहे.',
    );
    for (const language of ['en', 'mr', 'hi'] as const) {
      const { title, body } = worded(language, drafts.message(null, PROFILE));
      expect(`${title} ${body}`).not.toMatch(/यांनी|यांचा|\{|undefined/);
    }
  });

  it('writes Marathi counts and dates with Devanagari digits', () => {
    expect(digestLines({ interest_received: 3, message: 1 }, 'mr')).toEqual([
      '१ संभाषणात नवीन संदेश',
      '३ नवीन पसंती',
    ]);
    const reminder = worded('mr', drafts.planExpiring('Belief', new Date('2026-06-09T20:00:00Z')));
    // The plan's name in Devanagari inside the Marathi sentence; English keeps the spec's.
    expect(reminder.body).toBe(
      'तुमचा बिलीफ प्लॅन १० जून २०२६ रोजी संपेल. संपर्क तपशील आणि चॅट सुरू ठेवण्यासाठी प्लॅनचे नूतनीकरण करा.',
    );
    expect(worded('en', drafts.planExpiring('Belief', new Date('2026-06-09T20:00:00Z'))).body).toBe(
      'Your Belief plan ends on 10 June 2026. Renew it to keep contacts and chats open.',
    );
    expect(worded('hi', drafts.planExpired('Trust', new Date('2026-06-09T20:00:00Z'))).body).toBe(
      'आपका ट्रस्ट प्लान 10 जून 2026 को ख़त्म हो गया। संपर्क विवरण और चैट फिर से खोलने के लिए कोई प्लान चुनें।',
    );
    expect(worded('hi', drafts.newMatches(3, '2026-11-26')).body).toBe(
      'आपकी अपेक्षाओं से मेल खाते 3 नए रिश्ते आए हैं।',
    );
    expect(worded('mr', drafts.newMatches(1, '2026-11-26')).body).toBe(
      'तुमच्या अपेक्षांशी जुळणारे एक नवीन स्थळ आले आहे.',
    );
  });
});
