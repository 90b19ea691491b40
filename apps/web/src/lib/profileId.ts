/**
 * The web route /profile/{pid} carries base64 of the profile id (spec 2). URL-safe alphabet
 * ('-' and '_', no padding) so the pid needs no escaping; decoding accepts either alphabet.
 */
export function encodeProfileId(id: string): string {
  const bytes = new TextEncoder().encode(id);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The profile id inside a pid, or null when the pid is not base64 of readable text. */
export function decodeProfileId(pid: string): string | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(pid)) return null;
  const standard = pid.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const id = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return id.trim() ? id : null;
  } catch {
    return null;
  }
}

/** The web path of a profile's view, with an optional query such as `birthname=missing`. */
export function profilePath(id: string, query?: string): string {
  return `/profile/${encodeProfileId(id)}${query ? `?${query}` : ''}`;
}
