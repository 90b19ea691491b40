import { deriveLinkKey, type SignedLinkKind, signLink, verifyLink } from '../../lib/signed-link';

export const CALL_AUDIO_PATH = '/api/v1/calllogs/audio';

/** Long enough to press play a while after the table loaded; the table refetches links on each load. */
export const CALL_AUDIO_LINK_TTL_SECONDS = 60 * 60;
const CALL_AUDIO_LINK: SignedLinkKind = { audience: 'call-audio', ttlSeconds: CALL_AUDIO_LINK_TTL_SECONDS };

export interface CallAudioClaims {
  /** The staff member the link was made for. */
  uid: string;
  /** The call log whose recording it plays. */
  lid: string;
}

export function callAudioKey(jwtSecret: string): Uint8Array {
  return deriveLinkKey(jwtSecret, 'jodi:call-audio-url:v1');
}

export async function callAudioUrl(key: Uint8Array, claims: CallAudioClaims, now?: Date): Promise<string> {
  const token = await signLink(key, CALL_AUDIO_LINK, { uid: claims.uid, lid: claims.lid }, now);
  return `${CALL_AUDIO_PATH}?t=${token}`;
}

export function verifyCallAudioToken(
  key: Uint8Array,
  token: string,
  now?: Date,
): Promise<CallAudioClaims | null> {
  return verifyLink(key, CALL_AUDIO_LINK, ['uid', 'lid'], token, now);
}
