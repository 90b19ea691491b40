import webpush from 'web-push';
import type { PushSettings } from '../../config';
import { keptSecret } from '../../lib/kept-secret';

/** What a push carries to prove it is ours (RFC 8292): the key pair (base64url) and a contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The file in DATA_DIR a generated key pair is kept in (0600), as the JWT secret is. */
export const VAPID_FILE = 'vapid.json';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair generated at first start and
 * kept in DATA_DIR. Browsers subscribe with the public key: changing it strands every subscription.
 */
export function resolveVapidKeys(settings: PushSettings, dataDir: string): VapidKeys {
  const pair = settings.vapid ?? keptPair(dataDir);
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject: settings.subject };
}

function keptPair(dataDir: string): { publicKey: string; privateKey: string } {
  const kept = keptSecret(dataDir, VAPID_FILE, () => JSON.stringify(webpush.generateVAPIDKeys()));
  try {
    const pair = JSON.parse(kept.value) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof pair.publicKey === 'string' && typeof pair.privateKey === 'string') {
      return { publicKey: pair.publicKey, privateKey: pair.privateKey };
    }
  } catch {
    // Reported below, without the file's content.
  }
  throw new Error(`${kept.file} is not a VAPID key pair: remove it to generate a new one`);
}
