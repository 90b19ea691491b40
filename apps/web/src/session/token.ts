/** Reads a JWT payload without verifying it: the server verifies; the client only needs `exp`. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The last token's expiry: every signed-in component asks on each render (a phone's first render decoded it hundreds of times). */
let lastExpiry: { token: string; exp: unknown } | null = null;

/** Spec 4: a token is good only while it carries an expiry (`exp`, seconds) in the future. */
export function isTokenFresh(token: string | null, nowMs: number = Date.now()): boolean {
  if (!token) return false;
  if (lastExpiry?.token !== token) lastExpiry = { token, exp: decodeJwtPayload(token)?.exp };
  const { exp } = lastExpiry;
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > nowMs;
}
