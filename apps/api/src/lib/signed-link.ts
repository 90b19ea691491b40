import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Short-lived signed links for files a browser fetches without a bearer header (a download, an
 * `<audio src>`): an HS256 JWT with its own audience, under a key of its own derived from the JWT
 * secret, so such a token can never pass as a sign-in token (nor as another kind of link).
 */
export interface SignedLinkKind {
  /** The JWT audience, e.g. `biodata`. */
  audience: string;
  /** How long a link works. */
  ttlSeconds: number;
}

/** A key for one kind of link, derived from the JWT secret and a fixed purpose label. */
export function deriveLinkKey(jwtSecret: string, purpose: string): Uint8Array {
  return new Uint8Array(crypto.createHmac('sha256', jwtSecret).update(purpose).digest());
}

export function signLink(
  key: Uint8Array,
  kind: SignedLinkKind,
  claims: Record<string, string>,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(kind.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + kind.ttlSeconds)
    .sign(key);
}

/**
 * The string claims `names` of a valid, unexpired link token; null for a forged, tampered or
 * expired one, or one missing a claim.
 */
export async function verifyLink<K extends string>(
  key: Uint8Array,
  kind: SignedLinkKind,
  names: readonly K[],
  token: string,
  now = new Date(),
): Promise<Record<K, string> | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: kind.audience,
      requiredClaims: ['exp', 'iat'],
      currentDate: now,
      clockTolerance: 0,
    });
    // Never longer than the TTL, whatever a token claims.
    if ((payload.exp ?? 0) - (payload.iat ?? 0) > kind.ttlSeconds) return null;
    const claims = {} as Record<K, string>;
    for (const name of names) {
      const value = payload[name];
      if (typeof value !== 'string') return null;
      claims[name] = value;
    }
    return claims;
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
