import type { PushSubscriptionInput } from '@jodi/contract';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../errors';
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
    return { path: 'body.keys.p256dh', message: 'Not a P-256 public key.' };
  }
  if (keyBytes(keys.auth)?.length !== 16) return { path: 'body.keys.auth', message: 'Not a 16-byte secret.' };
  return null;
}

/** The browsers a member gets pushes on (issue 22). */
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
   * 409 `PUSH_ENDPOINT_TAKEN`, which says nothing of that account (issue 34).
   */
  async subscribe(user: AuthUser, input: PushSubscriptionInput): Promise<{ endpoint: string }> {
    const problem = endpointProblem(input.endpoint, this.deps.policy);
    if (problem)
      throw badRequest('VALIDATION_FAILED', problem, [{ path: 'body.endpoint', message: problem }]);
    const keys = keysProblem(input.keys);
    if (keys) throw badRequest('VALIDATION_FAILED', keys.message, [keys]);
    const { endpoint, keys: k } = input;
    const saved = await this.deps.repo.save(
      this.deps.db,
      user.id,
      { endpoint, p256dh: k.p256dh, auth: k.auth },
      this.now(),
    );
    if (!saved)
      throw conflict(
        'PUSH_ENDPOINT_TAKEN',
        'This browser’s push subscription could not be saved. Please turn notifications on again.',
      );
    return { endpoint };
  }

  /** Removes the caller's own subscription of `endpoint`; nothing for another's or an unknown one. */
  async unsubscribe(user: AuthUser, endpoint: string): Promise<{ deleted: boolean }> {
    return { deleted: await this.deps.repo.remove(this.deps.db, user.id, endpoint) };
  }
}
