import type { NotificationKind } from '@jodi/contract';

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

/** What the footer calls each kind's mail, as the settings screen names the choice. */
const KIND_LABEL: Record<NotificationKind, string> = {
  interest_received: 'New interests',
  interest_accepted: 'Matches (an interest accepted)',
  chat_request_received: 'Chat requests',
  chat_request_accepted: 'Chat requests accepted',
  message: 'Messages',
  new_matches: 'New matches',
  document_reviewed: 'Document checks',
  plan_expiring: 'Plan ending soon',
  plan_expired: 'Plan ended',
};

/** The button of a notification mail: what opening it does. */
const ACTION: Record<NotificationKind, string> = {
  interest_received: 'See the interest',
  interest_accepted: 'See the profile',
  chat_request_received: 'See the request',
  chat_request_accepted: 'Open the chat',
  message: 'Open the chat',
  new_matches: 'See my matches',
  document_reviewed: 'See my documents',
  plan_expiring: 'See the plans',
  plan_expired: 'See the plans',
};

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** A digest's line per kind, in the order families care about. */
const DIGEST_LINES: [NotificationKind, (n: number) => string][] = [
  ['new_matches', () => 'New matches for you'],
  ['interest_accepted', (n) => plural(n, 'interest accepted (a match)', 'interests accepted (matches)')],
  ['chat_request_accepted', (n) => plural(n, 'chat request accepted', 'chat requests accepted')],
  ['message', (n) => `New messages in ${plural(n, 'conversation', 'conversations')}`],
  ['interest_received', (n) => plural(n, 'new interest', 'new interests')],
  ['chat_request_received', (n) => plural(n, 'new chat request', 'new chat requests')],
  ['document_reviewed', (n) => plural(n, 'document checked', 'documents checked')],
  ['plan_expiring', () => 'Your plan ends soon'],
  ['plan_expired', () => 'Your plan has ended'],
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
  heading: string;
  /** Already escaped HTML blocks. */
  blocks: string[];
  button: { label: string; url: string };
  why: string;
  stop: { label: string; url: string };
}

function page({ heading, blocks, button, why, stop }: Page): string {
  const title = escapeHtml(heading);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${title}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<div style="${STYLE.wrap}">`,
    `<p style="${STYLE.brand}">Jodi</p>`,
    `<h1 style="${STYLE.heading}">${title}</h1>`,
    ...blocks,
    `<p style="margin:0 0 16px;"><a href="${escapeHtml(button.url)}" style="${STYLE.button}">${escapeHtml(button.label)}</a></p>`,
    `<p style="${STYLE.plainLink}">If the button does not open, copy this address into your browser: ${escapeHtml(button.url)}</p>`,
    `<p style="${STYLE.footer}">${escapeHtml(why)}<br>`,
    `<a href="${escapeHtml(stop.url)}" style="${STYLE.footerLink}">${escapeHtml(stop.label)}</a></p>`,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** One notification as a mail: its title is the subject; one button opens what it is about. */
export function renderNotificationMail(
  notification: MailedNotification,
  links: { publicUrl: string; unsubscribeUrl: string },
): RenderedMail {
  const url = siteLink(links.publicUrl, notification.link);
  const label = ACTION[notification.kind];
  const why = `You get this e-mail because "${KIND_LABEL[notification.kind]}" e-mails are on in your Jodi notification settings.`;
  const stop = 'Stop these e-mails';
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
    heading: notification.title,
    blocks: [`<p style="${STYLE.para}">${escapeHtml(notification.body)}</p>`],
    button: { label, url },
    why,
    stop: { label: stop, url: links.unsubscribeUrl },
  });
  return { subject: notification.title, text, html };
}

/** The summary lines of a digest, one per kind with activity, in DIGEST_LINES' order. */
export function digestLines(counts: DigestContent['counts']): string[] {
  return DIGEST_LINES.filter(([kind]) => (counts[kind] ?? 0) > 0).map(([kind, line]) => line(counts[kind]!));
}

/** The daily digest, or null when there is nothing to tell (no mail at all). */
export function renderDigestMail(
  content: DigestContent,
  links: { publicUrl: string; unsubscribeUrl: string },
): RenderedMail | null {
  const lines = digestLines(content.counts);
  if (lines.length === 0) return null;
  const heading = 'What is new on Jodi';
  const lower = (line: string) => line.charAt(0).toLowerCase() + line.slice(1);
  const subject = `Jodi today: ${lines.slice(0, 2).map(lower).join(', ')}${lines.length > 2 ? ' and more' : ''}`;
  const newest = content.newest.slice(0, DIGEST_NEWEST);
  const home = siteLink(links.publicUrl, '/');
  const why = 'You get this daily summary because it is on in your Jodi notification settings.';
  const stop = 'Stop the daily summary';
  const intro = 'Here is what happened since your last summary:';
  const text = [
    heading,
    '',
    intro,
    ...lines.map((line) => `- ${line}`),
    '',
    ...(newest.length > 0
      ? [
          'Newest:',
          ...newest.flatMap((n) => [`- ${n.title}: ${n.body}`, `  ${siteLink(links.publicUrl, n.link)}`]),
          '',
        ]
      : []),
    `Open Jodi: ${home}`,
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
      `<p style="${STYLE.para}"><strong>Newest</strong></p>`,
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
    heading,
    blocks,
    button: { label: 'Open Jodi', url: home },
    why,
    stop: { label: stop, url: links.unsubscribeUrl },
  });
  return { subject, text, html };
}
