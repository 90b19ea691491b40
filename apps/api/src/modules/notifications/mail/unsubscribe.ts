import type { Language } from '@jodi/i18n';
import type { Database } from '../../../db/database';
import { badRequest } from '../../../errors';
import { settingsFrom } from '../notification-settings';
import type { NotificationsRepository } from '../notifications.repository';
import { notificationsText } from '../texts';
import type { MailRepository } from './mail.repository';
import { escapeHtml } from './mail-render';
import { UNSUBSCRIBE_PATH, type UnsubscribeTarget, verifyUnsubscribeToken } from './unsubscribe-link';

export interface UnsubscribeDeps {
  db: Database;
  repo: Pick<MailRepository, 'languageOf'>;
  settings: Pick<NotificationsRepository, 'settingsOf' | 'saveSettings'>;
  /** The unsubscribe links' key (`unsubscribeKey`). */
  linkKey: Uint8Array;
  now?: () => Date;
}

const invalidLink = () => badRequest('UNSUBSCRIBE_LINK_INVALID');

/**
 * One-click unsubscribing from a mail's own link (RFC 8058), without signing in: the signed link
 * names the member and what to stop (the digest, or one kind's mail). It only ever turns a mail
 * off, so a forwarded mail's link can do no more than that.
 */
export class UnsubscribeService {
  private readonly now: () => Date;

  constructor(private readonly deps: UnsubscribeDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * What a link would stop, and the language of its pages (the member's; `fallback`, the browser's,
   * when the account is gone); 400 for a forged, tampered or expired one. Changes nothing.
   */
  async check(token: string, fallback: Language): Promise<{ what: UnsubscribeTarget; language: Language }> {
    const claims = await verifyUnsubscribeToken(this.deps.linkKey, token, this.now());
    if (!claims) throw invalidLink();
    const language = (await this.deps.repo.languageOf(this.deps.db, claims.uid)) ?? fallback;
    return { what: claims.what, language };
  }

  /** Turns off what the link names (idempotent; an account deleted since needs nothing). */
  async apply(
    token: string,
    fallback: Language,
  ): Promise<{ stopped: UnsubscribeTarget; language: Language }> {
    const { db, repo, settings: store, linkKey } = this.deps;
    const now = this.now();
    const claims = await verifyUnsubscribeToken(linkKey, token, now);
    if (!claims) throw invalidLink();
    const { uid, what } = claims;
    const language = await repo.languageOf(db, uid);
    if (language === null) return { stopped: what, language: fallback };
    const settings = settingsFrom(await store.settingsOf(db, uid));
    if (what === 'digest') settings.digest = false;
    else settings[what] = { ...settings[what], email: false };
    await store.saveSettings(db, uid, settings, now);
    return { stopped: what, language };
  }
}

const PAGE_STYLE = [
  'body{margin:0;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:20px;line-height:1.5}',
  'main{max-width:560px;margin:0 auto;padding:32px 20px}',
  'h1{font-size:28px;line-height:1.3;margin:0 0 16px}',
  'p{margin:0 0 20px}',
  'button{font:inherit;font-size:22px;font-weight:bold;color:#ffffff;background:#7a1236;border:2px solid #7a1236;border-radius:8px;padding:14px 28px;cursor:pointer}',
  'button:focus{outline:3px solid #0b3d91;outline-offset:3px}',
].join('');

function htmlPage(language: Language, title: string, body: string): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · Jodi</title><style>${PAGE_STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The texts of the pages about one target: the daily summary, or one kind's e-mails. */
const pageTexts = (language: Language, what: UnsubscribeTarget) => {
  const t = notificationsText(language).unsubscribe;
  return what === 'digest' ? t.digest : t.kind;
};

/**
 * GET's page, in the member's language: asks before doing anything, so a link scanner that opens
 * every link in a mail unsubscribes nobody; its button posts the same URL.
 */
export function confirmPage(token: string, what: UnsubscribeTarget, language: Language): string {
  const action = `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}`;
  const t = pageTexts(language, what);
  return htmlPage(
    language,
    t.title,
    [
      `<p>${escapeHtml(t.text)}</p>`,
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t.button)}</button></form>`,
    ].join(''),
  );
}

/** The answer a browser gets after the page's button. */
export function donePage(what: UnsubscribeTarget, language: Language): string {
  const title = notificationsText(language).unsubscribe.doneTitle;
  return htmlPage(language, title, `<p>${escapeHtml(pageTexts(language, what).done)}</p>`);
}

/** A browser's answer to a link that does not work (the API's envelope goes to everything else). */
export function invalidLinkPage(language: Language): string {
  const t = notificationsText(language).unsubscribe;
  return htmlPage(language, t.invalidTitle, `<p>${escapeHtml(t.invalidText)}</p>`);
}
