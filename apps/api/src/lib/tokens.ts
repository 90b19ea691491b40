import { errors, jwtVerify, SignJWT } from 'jose';
import { keptSecret } from './kept-secret';

export interface TokenClaims {
  /** User id. */
  sub: string;
  /** The user's token version when signed; a password change bumps it and revokes older tokens. */
  tv: number;
  /** The server-side session (decision 15): signing out deletes it, and the token stops working. */
  sid: string;
}

/** How many verified tokens are remembered; each is a few hundred bytes. */
const VERIFIED_CACHE_SIZE = 10_000;

/** HS256 JWTs carrying `sub`, `tv`, `sid` and `exp` (spec 4: the web decodes `exp`). */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked, with their claims and expiry: every signed-in request
   * carries one, and checking the signature again (WebCrypto, a thread-pool job) was a good part of
   * a request's CPU (docs/performance.md). A token never changes, so the check holds until it
   * expires; revocation is the token version and the session, which the caller checks every time.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ tv: claims.tv, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a malformed, forged, `alg: none` or expired one. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      const { sub, tv, sid } = payload;
      if (typeof sub !== 'string' || typeof tv !== 'number' || typeof sid !== 'string') return null;
      const claims = { sub, tv, sid };
      this.remember(token, claims, (payload.exp ?? 0) * 1000);
      return claims;
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }

  private remember(token: string, claims: TokenClaims, expiresAt: number): void {
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      // The oldest entry first (insertion order).
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { claims, expiresAt });
  }
}

/** JWT_SECRET when set; otherwise one generated at first start and kept (0600) in DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return configured || keptSecret(dataDir, 'jwt-secret').value;
}
