import type { PushSubscriptionInput } from '@jodi/contract';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../errors';
import { errorMessage } from '../../i18n/error-messages';
import type { AuthUser } from '../../plugins/auth';
import type { PushRepository } from './push.repository';
import { type EndpointPolicy, endpointProblem } from './push-endpoint';

export interface PushDeps {
  db: Database;
  repo: PushRepository;
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey: string;
  policy: EndpointPolicy;
  now?: () => Date;
}

/** A base64url key's bytes, or null when it is not base64url. */
const keyBytes = (value: string) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null;

/** Why a browser's keys cannot encrypt a push (RFC 8291: a P-256 point and a 16-byte secret). */
function keysProblem(keys: PushSubscriptionInput['keys']) {
  const p256dh = keyBytes(keys.p256dh);
  if (p256dh?.length !== 65 || p256dh[0] !== 4) {
    return { path: 'body.keys.p256dh', message: 'VALIDATION_FAILED.pushKeyNotP256' } as const;
  }
  if (keyBytes(keys.auth)?.length !== 16) {
    return { path: 'body.keys.auth', message: 'VALIDATION_FAILED.pushSecretNot16Bytes' } as const;
  }
  return null;
}

/** The browsers a member gets pushes on (decision 20). */
export class PushService {
  private readonly now: () => Date;

  constructor(private readonly deps: PushDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  publicKey(): { public_key: string } {
    return { public_key: this.deps.publicKey };
  }

  /**
   * Stores the browser's subscription as the caller's (400 for an endpoint we do not send to). An
   * endpoint another account holds moves only with the same keys (the same browser); with others,
   * 409 `PUSH_ENDPOINT_TAKEN`, which says nothing of that account.
   */
  async subscribe(user: AuthUser, input: PushSubscriptionInput): Promise<{ endpoint: string }> {
    const problem = endpointProblem(input.endpoint, this.deps.policy);
    if (problem) throw badRequest(problem, [{ path: 'body.endpoint', message: errorMessage(problem) }]);
    const keys = keysProblem(input.keys);
    if (keys) throw badRequest(keys.message, [{ path: keys.path, message: errorMessage(keys.message) }]);
    const { endpoint, keys: k } = input;
    const saved = await this.deps.repo.save(
      this.deps.db,
      user.id,
      { endpoint, p256dh: k.p256dh, auth: k.auth },
      this.now(),
    );
    if (!saved) throw conflict('PUSH_ENDPOINT_TAKEN');
    return { endpoint };
  }

  /** Removes the caller's own subscription of `endpoint`; nothing for another's or an unknown one. */
  async unsubscribe(user: AuthUser, endpoint: string): Promise<{ deleted: boolean }> {
    return { deleted: await this.deps.repo.remove(this.deps.db, user.id, endpoint) };
  }
}
