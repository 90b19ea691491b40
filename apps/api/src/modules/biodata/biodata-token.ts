import { isLanguage, type Language } from '@jodi/i18n';
import { deriveLinkKey, type SignedLinkKind, signLink, verifyLink } from '../../lib/signed-link';

/** How long a biodata URL works. */
export const BIODATA_URL_TTL_SECONDS = 5 * 60;
const BIODATA_LINK: SignedLinkKind = { audience: 'biodata', ttlSeconds: BIODATA_URL_TTL_SECONDS };

export interface BiodataClaims {
  /** The requester's user id. */
  uid: string;
  /** The profile the biodata is of. */
  pid: string;
  /** The language to write the PDF in: the requester's when the link was issued. */
  lang?: Language;
}

/** The biodata links' own key (see lib/signed-link). */
export function biodataKey(jwtSecret: string): Uint8Array {
  return deriveLinkKey(jwtSecret, 'jodi:biodata-url:v1');
}

export function signBiodataToken(key: Uint8Array, claims: BiodataClaims, now = new Date()): Promise<string> {
  const { uid, pid, lang } = claims;
  return signLink(key, BIODATA_LINK, lang ? { uid, pid, lang } : { uid, pid }, now);
}

/**
 * The claims of a valid, unexpired biodata token; null for a forged, tampered or expired one. A
 * language other than en, mr or hi is refused; a link signed without one has none.
 */
export async function verifyBiodataToken(
  key: Uint8Array,
  token: string,
  now = new Date(),
): Promise<BiodataClaims | null> {
  const withLanguage = await verifyLink(key, BIODATA_LINK, ['uid', 'pid', 'lang'], token, now);
  if (withLanguage) {
    const { uid, pid, lang } = withLanguage;
    return isLanguage(lang) ? { uid, pid, lang } : null;
  }
  return verifyLink(key, BIODATA_LINK, ['uid', 'pid'], token, now);
}
