import { BOOST_HOURS, BOOSTS_PER_MONTH, type BoostStatus } from '@jodi/contract';
import type { Database } from '../../db/database';
import { conflict } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { createProfileFirst, requireOwnProfileId } from '../../policies/own-profile';
import type { FitCardRow, MemberFacts } from '../matchmaking/matchmaking.repository';
import { hardRangesOf, type MatchBoosts } from '../matchmaking/matchmaking.service';
import { todayIso } from '../profiles/age';
import type { BoostedRow } from '../profiles/boosted-places';
import type { CardRow } from '../profiles/profile-presenter';
import type { CardFilter } from '../profiles/profiles.repository';
import type { ListingBoosts } from '../profiles/profiles.service';
import type { BoostRepository, BoostRow } from './boost.repository';
import { ImpressionRecorder } from './impression-recorder';
import { planMonth } from './plan-month';

const HOUR_MS = 3600_000;

export interface BoostDeps {
  db: Database;
  repo: BoostRepository;
  /** Where a boosted profile asks to be placed in the lists of members it suits (decision 35). */
  placements?: { placeSoon(tx: Database, profileId: string): Promise<void> };
  now?: () => Date;
  /** Where impressions wait to be written (tests pass their own). */
  impressions?: ImpressionRecorder;
  log?: { error(obj: object, msg: string): void };
}

/**
 * Profile boost (decision 32): a member of a paid plan starts a 24-hour boost from the
 * plan's monthly allowance; while it runs, the listing and /matches merge the profile into the top
 * of a viewer's first page when they read it (`forListing`, `forMatches`), and who was shown it is
 * recorded (`seen`) for "seen by N members".
 */
export class BoostService implements ListingBoosts, MatchBoosts {
  private readonly now: () => Date;
  private readonly impressions: ImpressionRecorder;

  constructor(private readonly deps: BoostDeps) {
    this.now = deps.now ?? (() => new Date());
    this.impressions =
      deps.impressions ?? new ImpressionRecorder({ db: deps.db, repo: deps.repo, log: deps.log });
  }

  /** GET /boost: the running boost's end, the boosts left this plan month, and what the running or last one did. */
  async status(user: AuthUser): Promise<BoostStatus> {
    const me = requireOwnProfileId(user);
    const { db, repo } = this.deps;
    await this.impressions.flush();
    const [state, latest] = await Promise.all([repo.ownerState(db, me), repo.latest(db, me)]);
    if (!state) throw createProfileFirst();
    return this.describe(user, me, latest, state.planExpiresAt, db);
  }

  /**
   * POST /boost: starts a 24-hour boost, under the profile's lock so two clicks cannot start two.
   * 409 while one runs, when the plan month's boosts are used, or when the profile is not listed
   * (paused, hidden, held, incomplete): a boost would show it to nobody.
   */
  async start(user: AuthUser): Promise<BoostStatus> {
    const me = requireOwnProfileId(user);
    const { db, repo } = this.deps;
    return db.transaction(async (tx) => {
      await repo.lockProfile(tx, me);
      const now = this.now();
      // One after the other: a transaction is one connection.
      const state = await repo.ownerState(tx, me);
      const latest = await repo.latest(tx, me);
      if (!state) throw createProfileFirst();
      if (latest && latest.endsAt.getTime() > now.getTime()) {
        throw conflict('BOOST_RUNNING');
      }
      if (!state.shown) {
        throw conflict('BOOST_PROFILE_NOT_SHOWN');
      }
      const month = planMonth(now, state.planExpiresAt);
      const used = await repo.countStarted(tx, me, month.from, month.to);
      if (used >= BOOSTS_PER_MONTH[user.plan]) {
        throw conflict('NO_BOOSTS_LEFT');
      }
      const started = await repo.insert(tx, me, now, new Date(now.getTime() + BOOST_HOURS * HOUR_MS));
      await this.deps.placements?.placeSoon(tx, me);
      return this.describe(user, me, started, state.planExpiresAt, tx);
    });
  }

  private async describe(
    user: AuthUser,
    me: string,
    latest: BoostRow | null,
    planExpiresAt: Date | null,
    db: Database,
  ): Promise<BoostStatus> {
    const now = this.now();
    const month = planMonth(now, planExpiresAt);
    const used = await this.deps.repo.countStarted(db, me, month.from, month.to);
    const seenBy = latest ? await this.deps.repo.seenBy(db, latest.id) : 0;
    const running = latest !== null && latest.endsAt.getTime() > now.getTime();
    return {
      boosted_until: running ? latest.endsAt.toISOString() : null,
      left: Math.max(0, BOOSTS_PER_MONTH[user.plan] - used),
      started_at: latest ? latest.startedAt.toISOString() : null,
      seen_by: seenBy,
    };
  }

  /** The viewer's rotation: the same few within an hour, others the next hour. */
  private seedFor(viewerProfileId: string): string {
    return `${viewerProfileId}:${Math.floor(this.now().getTime() / HOUR_MS)}`;
  }

  /** The listing's boosted places for a member (profiles' `ListingBoosts`). */
  forListing(viewerProfileId: string, filter: CardFilter): Promise<BoostedRow<CardRow>[]> {
    return this.deps.repo.forListing(this.deps.db, filter, this.seedFor(viewerProfileId));
  }

  /** /matches' boosted places for a member (matchmaking's `MatchBoosts`): within their hard ranges. */
  async forMatches(facts: MemberFacts): Promise<BoostedRow<FitCardRow & { inList: boolean }>[]> {
    const ranges = hardRangesOf(facts, todayIso(this.now()));
    if (!ranges) return [];
    return this.deps.repo.forMatches(this.deps.db, facts.id, ranges, this.seedFor(facts.id));
  }

  /** The member was shown these boosts in a boosted place: written behind the request. */
  seen(viewerProfileId: string, boostIds: readonly string[]): void {
    for (const boostId of boostIds) this.impressions.record(boostId, viewerProfileId);
  }

  /** Writes the impressions still pending (the server's close). */
  flushImpressions(): Promise<void> {
    return this.impressions.flush();
  }
}
