import { NOTIFICATION_KINDS, type NotificationKind } from '@jodi/contract';
import { deriveLinkKey, type SignedLinkKind, signLink, verifyLink } from '../../../lib/signed-link';

export const UNSUBSCRIBE_PATH = '/api/v1/notifications/unsubscribe';

/**
 * A mail's unsubscribe link works long after the mail came (people find an old one when they
 * decide): a year. It only ever turns one kind of mail off, so a long life risks little.
 */
export const UNSUBSCRIBE_TTL_SECONDS = 365 * 24 * 3600;
const UNSUBSCRIBE_LINK: SignedLinkKind = { audience: 'unsubscribe', ttlSeconds: UNSUBSCRIBE_TTL_SECONDS };

/** What a link stops: the daily digest, or one kind's immediate mail. */
export type UnsubscribeTarget = 'digest' | NotificationKind;

export interface UnsubscribeClaims {
  /** The member's user id. */
  uid: string;
  what: UnsubscribeTarget;
}

const isTarget = (value: string): value is UnsubscribeTarget =>
  value === 'digest' || (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** The unsubscribe links' own key (see lib/signed-link). */
export function unsubscribeKey(jwtSecret: string): Uint8Array {
  return deriveLinkKey(jwtSecret, 'jodi:mail-unsubscribe:v1');
}

export function signUnsubscribeToken(
  key: Uint8Array,
  claims: UnsubscribeClaims,
  now?: Date,
): Promise<string> {
  return signLink(key, UNSUBSCRIBE_LINK, { uid: claims.uid, what: claims.what }, now);
}

/** The claims of a valid, unexpired link; null for a forged, tampered or expired one, or an unknown target. */
export async function verifyUnsubscribeToken(
  key: Uint8Array,
  token: string,
  now?: Date,
): Promise<UnsubscribeClaims | null> {
  const claims = await verifyLink(key, UNSUBSCRIBE_LINK, ['uid', 'what'], token, now);
  if (!claims || !isTarget(claims.what)) return null;
  return { uid: claims.uid, what: claims.what };
}

/** The absolute link a mail carries (in its footer and its List-Unsubscribe header). */
export async function unsubscribeUrl(
  key: Uint8Array,
  publicUrl: string,
  claims: UnsubscribeClaims,
  now?: Date,
): Promise<string> {
  const token = await signUnsubscribeToken(key, claims, now);
  return `${publicUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?t=${token}`;
}

/** RFC 2369 and RFC 8058: a mail client's own "Unsubscribe" button, one click, by POST. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
