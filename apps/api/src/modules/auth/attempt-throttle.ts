import type { RateLimitStore } from '../../adapters/rate-limit-store';
import { enforceRateLimitsInTurn, type Limit } from '../../lib/rate-limit';

export interface AttemptLimits {
  /** All attempts from one address (a household shares one: several times the next limit). */
  perAddress: Limit;
  /** Attempts at one account from one address: what stops guessing from one machine. */
  perAccountAndAddress: Limit;
  /** Attempts at one account from every address together: a ceiling for distributed guessing. */
  perAccount: Limit;
}

/** Who is trying: the account (normalised e-mail, or another stable key) and the caller's address. */
export interface Attempt {
  account: string;
  ip: string;
}

/**
 * Throttles password checks (sign-in, old password, deletion) and the other credential actions.
 * Keys are checked in turn, and an attempt refused by one is not counted by the next, so a flood
 * from one address locks only that address out of the account: the owner signing in from
 * elsewhere is unaffected, and only many addresses together reach the per-account ceiling.
 */
export class AttemptThrottle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: AttemptLimits,
  ) {}

  /** Counts one attempt; 429 with Retry-After when the address or the account is over its limit. */
  async attempt(action: string, { account, ip }: Attempt): Promise<void> {
    const { perAddress, perAccountAndAddress, perAccount } = this.limits;
    await enforceRateLimitsInTurn(this.store, [
      { key: `${action}:ip:${ip}`, limit: perAddress },
      { key: `${action}:account-ip:${account}|${ip}`, limit: perAccountAndAddress },
      { key: `${action}:account:${account}`, limit: perAccount },
    ]);
  }

  /**
   * The right password was given: this address's failures at the account stop counting. The
   * per-address count and the account's ceiling stay, so success does not refill a guesser's budget.
   */
  async succeeded(action: string, { account, ip }: Attempt): Promise<void> {
    await this.store.reset(`${action}:account-ip:${account}|${ip}`);
  }
}
