import type { NotificationKind } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import { notificationsText } from '../texts';

/** One rendered mail: subject, plain text and the same content as HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a notification mail needs of its row. */
export interface MailedNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

/** A member's activity since their last digest: how many per kind, and the newest few. */
export interface DigestContent {
  counts: Partial<Record<NotificationKind, number>>;
  newest: MailedNotification[];
}

/** The newest entries a digest lists by title. */
export const DIGEST_NEWEST = 5;

/** A digest's lines, one per kind with activity, in the order families care about. */
const DIGEST_ORDER: readonly NotificationKind[] = [
  'new_matches',
  'interest_accepted',
  'chat_request_accepted',
  'message',
  'interest_received',
  'chat_request_received',
  'document_reviewed',
  'plan_expiring',
  'plan_expired',
];

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** The site address of an app path; anything but a plain path (`//host`, `javascript:`) opens the home page. */
export function siteLink(publicUrl: string, link: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return /^\/(?![/\\])/.test(link) ? `${base}${link}` : `${base}/`;
}

// Large text, dark on white, one clear button: readable for an older relative on a phone.
// No images, no remote styles, no tracking: everything inline.
const STYLE = {
  body: 'margin:0;padding:0;background:#ffffff;',
  wrap: 'max-width:600px;margin:0 auto;padding:24px 20px;font-family:Arial,Helvetica,sans-serif;font-size:20px;line-height:1.5;color:#1a1a1a;background:#ffffff;',
  brand: 'margin:0 0 16px;font-size:18px;font-weight:bold;color:#7a1236;',
  heading: 'margin:0 0 16px;font-size:28px;line-height:1.3;color:#1a1a1a;',
  para: 'margin:0 0 20px;font-size:20px;color:#1a1a1a;',
  list: 'margin:0 0 20px;padding-left:24px;font-size:20px;color:#1a1a1a;',
  item: 'margin:0 0 10px;',
  itemLink: 'color:#0b3d91;text-decoration:underline;font-weight:bold;',
  button:
    'display:inline-block;background:#7a1236;color:#ffffff;font-size:22px;font-weight:bold;text-decoration:none;padding:16px 32px;border-radius:8px;border:2px solid #7a1236;',
  plainLink: 'margin:0 0 28px;font-size:16px;color:#333333;word-break:break-all;',
  footer: 'margin:28px 0 0;padding-top:16px;border-top:1px solid #999999;font-size:16px;color:#333333;',
  footerLink: 'color:#0b3d91;text-decoration:underline;',
};

interface Page {
  language: Language;
  heading: string;
  /** Already escaped HTML blocks. */
  blocks: string[];
  button: { label: string; url: string };
  why: string;
  stop: { label: string; url: string };
}

function page({ language, heading, blocks, button, why, stop }: Page): string {
  const title = escapeHtml(heading);
  const copyLink = notificationsText(language).mail.copyLink({ url: button.url });
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${title}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<div style="${STYLE.wrap}">`,
    `<p style="${STYLE.brand}">Jodi</p>`,
    `<h1 style="${STYLE.heading}">${title}</h1>`,
    ...blocks,
    `<p style="margin:0 0 16px;"><a href="${escapeHtml(button.url)}" style="${STYLE.button}">${escapeHtml(button.label)}</a></p>`,
    `<p style="${STYLE.plainLink}">${escapeHtml(copyLink)}</p>`,
    `<p style="${STYLE.footer}">${escapeHtml(why)}<br>`,
    `<a href="${escapeHtml(stop.url)}" style="${STYLE.footerLink}">${escapeHtml(stop.label)}</a></p>`,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * One notification as a mail in the member's language (`lang` on its HTML): its title is the
 * subject; one button opens what it is about. The title and body are the stored notification's.
 */
export function renderNotificationMail(
  notification: MailedNotification,
  links: { publicUrl: string; unsubscribeUrl: string },
  language: Language,
): RenderedMail {
  const t = notificationsText(language).mail;
  const url = siteLink(links.publicUrl, notification.link);
  const label = t.actions[notification.kind];
  const why = t.why({ kind: t.kinds[notification.kind] });
  const stop = t.stop;
  const text = [
    notification.title,
    '',
    notification.body,
    '',
    `${label}: ${url}`,
    '',
    '-- ',
    why,
    `${stop}: ${links.unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = page({
    language,
    heading: notification.title,
    blocks: [`<p style="${STYLE.para}">${escapeHtml(notification.body)}</p>`],
    button: { label, url },
    why,
    stop: { label: stop, url: links.unsubscribeUrl },
  });
  return { subject: notification.title, text, html };
}

/** Whether a digest of these counts has anything to tell (a line for some kind). */
export const hasDigestLines = (counts: DigestContent['counts']): boolean =>
  DIGEST_ORDER.some((kind) => (counts[kind] ?? 0) > 0);

/** The summary lines of a digest in the member's language, one per kind with activity, in DIGEST_ORDER. */
export function digestLines(counts: DigestContent['counts'], language: Language): string[] {
  const lines = notificationsText(language).digest.lines;
  return DIGEST_ORDER.filter((kind) => (counts[kind] ?? 0) > 0).map((kind) => {
    const line = lines[kind];
    return typeof line === 'string' ? line : line({ count: counts[kind]! });
  });
}

/** The daily digest in the member's language, or null when there is nothing to tell (no mail at all). */
export function renderDigestMail(
  content: DigestContent,
  links: { publicUrl: string; unsubscribeUrl: string },
  language: Language,
): RenderedMail | null {
  const lines = digestLines(content.counts, language);
  if (lines.length === 0) return null;
  const t = notificationsText(language).digest;
  const heading = t.heading;
  // "Jodi today: new matches for you, …" (scripts without capitals are left as they are).
  const lower = (line: string) => line.charAt(0).toLowerCase() + line.slice(1);
  const first = lines.slice(0, 2).map(lower).join(', ');
  const subject = lines.length > 2 ? t.subjectAndMore({ lines: first }) : t.subject({ lines: first });
  const newest = content.newest.slice(0, DIGEST_NEWEST);
  const home = siteLink(links.publicUrl, '/');
  const { why, stop, intro } = t;
  const text = [
    heading,
    '',
    intro,
    ...lines.map((line) => `- ${line}`),
    '',
    ...(newest.length > 0
      ? [
          `${t.newest}:`,
          ...newest.flatMap((n) => [`- ${n.title}: ${n.body}`, `  ${siteLink(links.publicUrl, n.link)}`]),
          '',
        ]
      : []),
    `${t.open}: ${home}`,
    '',
    '-- ',
    why,
    `${stop}: ${links.unsubscribeUrl}`,
    '',
  ].join('\n');
  const item = (inner: string) => `<li style="${STYLE.item}">${inner}</li>`;
  const blocks = [
    `<p style="${STYLE.para}">${escapeHtml(intro)}</p>`,
    `<ul style="${STYLE.list}">${lines.map((line) => item(escapeHtml(line))).join('')}</ul>`,
  ];
  if (newest.length > 0) {
    blocks.push(
      `<p style="${STYLE.para}"><strong>${escapeHtml(t.newest)}</strong></p>`,
      `<ul style="${STYLE.list}">${newest
        .map((n) =>
          item(
            `<a href="${escapeHtml(siteLink(links.publicUrl, n.link))}" style="${STYLE.itemLink}">${escapeHtml(n.title)}</a><br>${escapeHtml(n.body)}`,
          ),
        )
        .join('')}</ul>`,
    );
  }
  const html = page({
    language,
    heading,
    blocks,
    button: { label: t.open, url: home },
    why,
    stop: { label: stop, url: links.unsubscribeUrl },
  });
  return { subject, text, html };
}
