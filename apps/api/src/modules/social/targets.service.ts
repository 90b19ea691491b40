import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { parseProfileId } from '../../lib/ids';
import type { PairStanding } from './can-message';
import type { TargetFacts, TargetsRepository } from './targets.repository';

/**
 * Which profiles a social action may aim at:
 * - `interact` (bookmarks, interests, chat requests): a visible profile with no block either way;
 * - `report`: also one the caller blocked (block, then report), never one that blocked the caller;
 * - `block` (block, unblock, isblock): any existing visible profile, and one the caller blocked
 *   even when it is hidden now, so a block can always be read and undone.
 */
export type TargetPolicy = 'interact' | 'report' | 'block';

export const PROFILE_NOT_FOUND = 'Profile not found.';

function allowed(facts: TargetFacts, policy: TargetPolicy): boolean {
  // A paused profile is visible only to those it has accepted (decision 29).
  const visible = !facts.hidden && facts.userActive && !facts.pausedFromMe;
  switch (policy) {
    case 'interact':
      return visible && !facts.iBlocked && !facts.blockedMe;
    case 'report':
      return visible && !facts.blockedMe;
    case 'block':
      return visible || facts.iBlocked;
  }
}

interface RequireOptions {
  selfMessage?: string;
  /** Inside a transaction: lock the pair first, so the facts hold until commit. */
  lock?: boolean;
}

/** The one place that decides whether the caller may aim a social action at a profile. */
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
    options: RequireOptions = {},
  ): Promise<TargetFacts> {
    return this.checked(db, me, rawId, policy, options, (id) => this.repo.facts(db, me, id));
  }

  /** `require`, with the pair's standing for the chat read in the same query as the facts. */
  requireWithStanding(
    db: Database,
    me: string,
    rawId: string,
    policy: TargetPolicy,
    options: RequireOptions = {},
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
    if (!id) throw notFound('PROFILE_NOT_FOUND', PROFILE_NOT_FOUND);
    if (id === me)
      throw badRequest(
        'OWN_PROFILE_NOT_ALLOWED',
        options.selfMessage ?? 'You cannot do this to your own profile.',
      );
    if (options.lock) await this.repo.lockPair(db, me, id);
    const facts = await read(id);
    if (!facts || !allowed(facts, policy)) throw notFound('PROFILE_NOT_FOUND', PROFILE_NOT_FOUND);
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
