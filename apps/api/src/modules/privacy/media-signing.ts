import crypto from 'node:crypto';
import { deriveLinkKey } from '../../lib/signed-link';

/**
 * Signed, short-lived URLs for a member's clear photos and video (decision 18). Sessions are
 * bearer tokens, so an `<img>` cannot prove who asks: the URL carries it instead. It names the
 * viewer it was made for (the grant), its expiry and an HMAC over both and the path; the media
 * route checks the signature, the expiry and then the owner's current choices for that grant.
 *
 * Expiries are aligned to the hour, so the same viewer gets the same URL for an hour (the browser
 * caches it) and any URL dies within two.
 */

/**
 * Who a URL was made for: the owner ('o'), a staff member (`s.` and their user id), a visitor
 * ('v'), a member without a profile ('m'), or a member's profile id. Every grant is checked again
 * when the file is asked for (`MemberMedia.allows`): the owner's account must still be active, a
 * staff member must still be active staff (decision 18).
 */
export type MediaGrant = 'o' | 'v' | 'm' | string;

const STAFF_PREFIX = 's.';

/** The grant of a URL made for the staff member `userId`: it names them, so it ends with their role. */
export const staffGrant = (userId: string): MediaGrant => `${STAFF_PREFIX}${userId}`;

/** The staff member's user id a grant names; null for any other grant. */
export const staffOfGrant = (grant: MediaGrant): string | null =>
  grant.startsWith(STAFF_PREFIX) ? grant.slice(STAFF_PREFIX.length) : null;

const WINDOW_SECONDS = 3600;
const SIGNATURE_LENGTH = 22; // 128 bits of base64url
const GRANT = /^(?:[ovm]|(?:s\.)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface SignedMediaQuery {
  v?: string;
  e?: string;
  s?: string;
}

export class MediaSigner {
  private readonly key: Buffer;

  constructor(
    jwtSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = Buffer.from(deriveLinkKey(jwtSecret, 'jodi:member-media-url:v1'));
  }

  private signature(path: string, grant: string, expires: number): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${path}\n${grant}\n${expires}`)
      .digest('base64url')
      .slice(0, SIGNATURE_LENGTH);
  }

  /** `path` (e.g. /media/p/…/photo-medium.jpg) signed for `grant`, valid until the end of the next hour. */
  sign(path: string, grant: MediaGrant): string {
    const seconds = Math.floor(this.now().getTime() / 1000);
    const expires = (Math.floor(seconds / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
    return `${path}?v=${grant}&e=${expires}&s=${this.signature(path, grant, expires)}`;
  }

  /**
   * The grant of a valid, unexpired URL for `path`, with the seconds it has left; null for an
   * unsigned, forged, tampered or expired one.
   */
  verify(path: string, query: SignedMediaQuery): { grant: MediaGrant; secondsLeft: number } | null {
    const { v: grant, e, s } = query;
    if (typeof grant !== 'string' || typeof e !== 'string' || typeof s !== 'string') return null;
    if (!GRANT.test(grant) || !/^\d{1,12}$/.test(e)) return null;
    const expires = Number(e);
    const secondsLeft = expires - Math.floor(this.now().getTime() / 1000);
    if (secondsLeft <= 0 || secondsLeft > 2 * WINDOW_SECONDS) return null;
    const expected = Buffer.from(this.signature(path, grant, expires));
    const given = Buffer.from(s);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return { grant, secondsLeft };
  }
}
