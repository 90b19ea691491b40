import { describe, expect, it } from 'vitest';
import { notificationTexts } from '../notification-texts';
import { digestLines, escapeHtml, renderDigestMail, renderNotificationMail, siteLink } from './mail-render';

const links = {
  publicUrl: 'https://jodi.example',
  unsubscribeUrl: 'https://jodi.example/api/v1/notifications/unsubscribe?t=abc.def',
};
const PROFILE = '0b5c3f0e-8d2a-4c1e-9f33-7a1d2b3c4d5e';

describe('a notification mail', () => {
  it('has the title as subject, the body, and one link to what it is about, in text and HTML', () => {
    const mail = renderNotificationMail(notificationTexts.interestAccepted('Asha', PROFILE), links);
    const url = `https://jodi.example/profile/${Buffer.from(PROFILE).toString('base64')}`;
    expect(mail.subject).toBe('It’s a match!');
    expect(mail.text).toContain('Asha accepted your interest. You can now chat.');
    expect(mail.text).toContain(`See the profile: ${url}`);
    expect(mail.text).toContain(`Stop these e-mails: ${links.unsubscribeUrl}`);
    expect(mail.html).toContain(`<a href="${url}"`);
    expect(mail.html).toContain('See the profile</a>');
    expect(mail.html).toContain(`href="${links.unsubscribeUrl}"`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('is large, dark on white, with no images, scripts or anything loaded from elsewhere', () => {
    const { html } = renderNotificationMail(notificationTexts.message('Rohan', PROFILE), links);
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
      notificationTexts.interestAccepted('<b>Asha</b> & "co"', PROFILE),
      links,
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
    expect(renderDigestMail({ counts: {}, newest: [] }, links)).toBeNull();
    expect(renderDigestMail({ counts: { message: 0 }, newest: [] }, links)).toBeNull();
  });

  it('counts each kind and lists the newest few by title, each linked', () => {
    const newest = [
      notificationTexts.message('Rohan', PROFILE),
      notificationTexts.interestReceived('Vikram', PROFILE),
      notificationTexts.newMatches(4, '2026-11-26'),
    ];
    const mail = renderDigestMail(
      { counts: { message: 2, interest_received: 1, new_matches: 1 }, newest },
      links,
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
    expect(digestLines({ plan_expiring: 1, interest_received: 3, interest_accepted: 1 })).toEqual([
      '1 interest accepted (a match)',
      '3 new interests',
      'Your plan ends soon',
    ]);
  });
});
