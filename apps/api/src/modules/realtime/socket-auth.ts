import type { IncomingHttpHeaders } from 'node:http';
import type { TokenService } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/auth';
import type { AuthUserRepository } from '../auth/auth-user.repository';

/** Who a socket belongs to, fixed at the handshake. */
export interface SocketUser {
  id: string;
  profileId: string | null;
  /** The token's version: handlers that act for the user check it is still current (not revoked). */
  tokenVersion: number;
  /** The token's server-side session: signing it out closes this socket, and handlers re-check it. */
  sessionId: string;
  /** The profiles the account managed at the handshake (decision 33): the socket joined their rooms. */
  managedProfileIds?: string[];
}

/** Checks a handshake's token; null when it is missing, malformed, forged, expired or revoked. */
export type SocketAuthenticator = (token: string) => Promise<SocketUser | null>;

/**
 * The same checks as a bearer token on HTTP (plugins/auth): a valid HS256 signature and expiry,
 * then the user loaded fresh, active, with the token's version and a live session (decision 15).
 */
export function createSocketAuthenticator(
  tokens: TokenService,
  users: Pick<AuthUserRepository, 'findActiveForToken'>,
): SocketAuthenticator {
  return async (token) => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const user: AuthUser | null = await users.findActiveForToken(claims);
    return user
      ? { id: user.id, profileId: user.profileId, tokenVersion: claims.tv, sessionId: claims.sid }
      : null;
  };
}

const TOKEN_SHAPE = /^[A-Za-z0-9._~+/-]+=*$/;

/** The token from `auth: { token }` or, for clients that cannot send auth, the `token` query parameter. */
export function handshakeToken(handshake: {
  auth: Record<string, unknown> | undefined;
  query: Record<string, unknown>;
}): string | undefined {
  const fromAuth = handshake.auth?.token;
  const raw = typeof fromAuth === 'string' && fromAuth ? fromAuth : handshake.query.token;
  if (typeof raw !== 'string') return undefined;
  const token = raw.replace(/^Bearer /, '');
  return token.length > 0 && token.length <= 4096 && TOKEN_SHAPE.test(token) ? token : undefined;
}

/**
 * Whether a browser page may open the socket: requests without an Origin (apps, servers) may,
 * browsers only from an allowed origin or from the address they connect to (same origin). This
 * keeps other sites' pages off the socket even though it is authenticated by a token, not a cookie.
 */
export function originAllowed(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return headers.host !== undefined && new URL(origin).host === headers.host.toLowerCase();
  } catch {
    return false;
  }
}
