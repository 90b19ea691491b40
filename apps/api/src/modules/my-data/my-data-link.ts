import { DATA_EXPORT_TTL_HOURS } from '@jodi/contract';
import { deriveLinkKey, type SignedLinkKind, signLink, verifyLink } from '../../lib/signed-link';

const MY_DATA_LINK: SignedLinkKind = { audience: 'my-data', ttlSeconds: DATA_EXPORT_TTL_HOURS * 3600 };

export interface MyDataClaims {
  /** The member's user id. */
  uid: string;
  /** The export. */
  eid: string;
  /**
   * The session the link was given to and the account's token version then: the link works only
   * while a token of that session would (sign-out, a password change or reset, a suspension end it).
   */
  sid: string;
  tv: string;
}

/** The data archive links' own key (see lib/signed-link). */
export function myDataKey(jwtSecret: string): Uint8Array {
  return deriveLinkKey(jwtSecret, 'jodi:my-data-url:v1');
}

export function signMyDataToken(key: Uint8Array, claims: MyDataClaims, issuedAt: Date): Promise<string> {
  return signLink(
    key,
    MY_DATA_LINK,
    { uid: claims.uid, eid: claims.eid, sid: claims.sid, tv: claims.tv },
    issuedAt,
  );
}

/** The claims of a valid, unexpired archive link; null for a forged, tampered or expired one. */
export function verifyMyDataToken(
  key: Uint8Array,
  token: string,
  now = new Date(),
): Promise<MyDataClaims | null> {
  return verifyLink(key, MY_DATA_LINK, ['uid', 'eid', 'sid', 'tv'], token, now);
}
