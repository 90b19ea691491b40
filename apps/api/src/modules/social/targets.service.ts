import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import type { MessageId } from '../../i18n/error-messages';
import { parseProfileId } from '../../lib/ids';
import type { PairStanding } from '../../policies/messaging';
import { mayAimAt as allowed, type TargetPolicy } from '../../policies/profile-visibility';
import type { TargetFacts, TargetsRepository } from './targets.repository';

/** Why the caller's own profile is refused, in the action's words. */
export type OwnProfileRefusal = Extract<MessageId, `OWN_PROFILE_NOT_ALLOWED.${string}`>;

interface RequireOptions {
  self: OwnProfileRefusal;
  /** Inside a transaction: lock the pair first, so the facts hold until commit. */
  lock?: boolean;
}

/**
 * The one check of whether the caller may aim a social action at a profile: the facts read in one
 * query, the rule itself `mayAimAt` (policies/profile-visibility.ts).
 */
export class TargetsService {
  constructor(private readonly repo: TargetsRepository) {}

  /**
   * The target's facts when `policy` allows it: 400 for the caller's own profile, 404 for
   * anything the caller may not know exists (unknown, hidden, suspended, across a block, paused
   * without having accepted the caller).
   * With `lock` (inside a transaction) the pair is locked first, so the facts hold until commit.
   */
  require(
    db: Database,
    me: string,
    rawId: string,
    policy: TargetPolicy,
    options: RequireOptions,
  ): Promise<TargetFacts> {
    return this.checked(db, me, rawId, policy, options, (id) => this.repo.facts(db, me, id));
  }

  /** `require`, with the pair's standing for the chat read in the same query as the facts. */
  requireWithStanding(
    db: Database,
    me: string,
    rawId: string,
    policy: TargetPolicy,
    options: RequireOptions,
  ): Promise<TargetFacts & { standing: PairStanding }> {
    return this.checked(db, me, rawId, policy, options, (id) => this.repo.factsWithStanding(db, me, id));
  }

  private async checked<F extends TargetFacts>(
    db: Database,
    me: string,
    rawId: string,
    policy: TargetPolicy,
    options: RequireOptions,
    read: (id: string) => Promise<F | null>,
  ): Promise<F> {
    const id = parseProfileId(rawId);
    if (!id) throw notFound('PROFILE_NOT_FOUND');
    if (id === me) throw badRequest(options.self);
    if (options.lock) await this.repo.lockPair(db, me, id);
    const facts = await read(id);
    if (!facts || !allowed(facts, policy)) throw notFound('PROFILE_NOT_FOUND');
    return facts;
  }

  /** Whether the caller may know the other side of an existing interest or request. */
  async knows(db: Database, me: string, otherId: string): Promise<boolean> {
    const facts = await this.repo.facts(db, me, otherId);
    return facts !== null && allowed(facts, 'interact');
  }

  /**
   * A row between the caller and another profile (an interest, a chat request), read again under
   * the pair lock. Null (so 404) for a stranger's row, a row gone meanwhile, and a row whose other
   * side the caller may not know (hidden, suspended, across a block). Call inside a transaction.
   */
  async lockPairRow<T extends { fromProfileId: string; toProfileId: string }>(
    tx: Database,
    me: string,
    load: () => Promise<T | null>,
  ): Promise<T | null> {
    const first = await load();
    if (!first || (first.fromProfileId !== me && first.toProfileId !== me)) return null;
    const other = first.fromProfileId === me ? first.toProfileId : first.fromProfileId;
    await this.repo.lockPair(tx, me, other);
    const row = await load();
    if (!row || !(await this.knows(tx, me, other))) return null;
    return row;
  }
}
