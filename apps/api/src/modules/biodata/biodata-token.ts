import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** How long a biodata URL works. */
export const BIODATA_URL_TTL_SECONDS = 5 * 60;
const AUDIENCE = 'biodata';

export interface BiodataClaims {
  /** The requester's user id. */
  uid: string;
  /** The profile the biodata is of. */
  pid: string;
}

/**
 * A key of its own, derived from the JWT secret, so a biodata token can never pass as a sign-in
 * token (nor the other way round), even before the audience is checked.
 */
export function biodataKey(jwtSecret: string): Uint8Array {
  return new Uint8Array(crypto.createHmac('sha256', jwtSecret).update('jodi:biodata-url:v1').digest());
}

export function signBiodataToken(key: Uint8Array, claims: BiodataClaims, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ uid: claims.uid, pid: claims.pid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + BIODATA_URL_TTL_SECONDS)
    .sign(key);
}

/** The claims of a valid, unexpired biodata token; null for a forged, tampered or expired one. */
export async function verifyBiodataToken(
  key: Uint8Array,
  token: string,
  now = new Date(),
): Promise<BiodataClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iat'],
      currentDate: now,
      clockTolerance: 0,
    });
    if (typeof payload.uid !== 'string' || typeof payload.pid !== 'string') return null;
    // Never longer than the TTL, whatever a token claims.
    if ((payload.exp ?? 0) - (payload.iat ?? 0) > BIODATA_URL_TTL_SECONDS) return null;
    return { uid: payload.uid, pid: payload.pid };
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
