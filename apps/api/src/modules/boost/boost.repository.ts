import { BOOSTED_PLACES } from '@jodi/contract';
import { and, desc, eq, gte, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  boostImpressions,
  matchCandidates,
  partnerPreferences,
  photos,
  profileBoosts,
  profiles,
  users,
} from '../../db/schema';
import { StatementCache } from '../../db/statement-cache';
import { inListings } from '../../policies/profile-visibility';
import {
  type FitCardRow,
  fitCardColumns,
  type HardRangeBounds,
  type HardRangeParams,
  hardRanges,
  showableTo,
  toFitCard,
} from '../matchmaking/matchmaking.repository';
import type { BoostedRow } from '../profiles/boosted-places';
import type { CardRow } from '../profiles/profile-presenter';
import { type CardFilter, cardColumns, cardConditions } from '../profiles/profiles.repository';

/** Namespace of the per-profile boost locks (two-key advisory locks, beside the social and matchmaking ones). */
const BOOST_LOCK_SPACE = 814036;

/** A boost as stored. */
export interface BoostRow {
  id: string;
  startedAt: Date;
  endsAt: Date;
}

/** What starting a boost checks of the member's own profile and plan. */
export interface BoostOwnerState {
  /** Listed now: not hidden, paused or held for review, with the listing minimum. */
  shown: boolean;
  planExpiresAt: Date | null;
}

/** A boost runs now (the `profile_boosts_ends_idx` range: the handful still running). */
const runningNow = (): SQL[] => [
  sql`${profileBoosts.endsAt} > now()`,
  sql`${profileBoosts.startedAt} <= now()`,
];

/**
 * The rotation among more running boosts than places (decision 32): an order seeded by the viewer
 * and the hour, so each viewer sees a different few, and the few change every hour.
 */
const rotation = (seed: string | Placeholder) => sql`md5(${seed} || ${profileBoosts.id}::text)`;

/** The boosted places of /matches for one shape of ranges (which bounds the member has), every value a placeholder. */
function buildForMatches(
  db: Database,
  shape: Record<'bornOnOrBefore' | 'bornAfter' | 'minHeight' | 'maxHeight', boolean>,
  key: string,
) {
  const p = sql.placeholder;
  const me = p('me');
  const ranges: HardRangeParams = {
    gender: p('gender'),
    bornOnOrBefore: shape.bornOnOrBefore ? p('bornOnOrBefore') : undefined,
    bornAfter: shape.bornAfter ? p('bornAfter') : undefined,
    minHeight: shape.minHeight ? p('minHeight') : null,
    maxHeight: shape.maxHeight ? p('maxHeight') : null,
  };
  return db
    .select({
      boostId: profileBoosts.id,
      ...fitCardColumns(),
      inList: sql<boolean>`EXISTS (SELECT 1 FROM ${matchCandidates} WHERE ${matchCandidates.profileId} = ${me} AND ${matchCandidates.candidateId} = ${profiles.id})`,
    })
    .from(profileBoosts)
    .innerJoin(profiles, eq(profiles.id, profileBoosts.profileId))
    .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
    .leftJoin(partnerPreferences, eq(partnerPreferences.profileId, profiles.id))
    .where(and(...runningNow(), ...showableTo(me), ...hardRanges(ranges)))
    .orderBy(rotation(p('seed')))
    .limit(BOOSTED_PLACES)
    .prepare(`boosts_for_matches_${key}`);
}

export class BoostRepository {
  /** `forMatches` statements, one per shape of the member's ranges: drizzle built the text on every request. */
  private readonly forMatchesStatements = new StatementCache<ReturnType<typeof buildForMatches>>();

  /** Locks the profile's boosts until the transaction ends: two clicks cannot start two boosts. */
  async lockProfile(tx: Database, profileId: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOST_LOCK_SPACE}, hashtext(${profileId}))`);
  }

  async ownerState(db: Database, profileId: string): Promise<BoostOwnerState | null> {
    const [row] = await db
      .select({
        shown: sql<boolean>`(${and(...inListings())})`,
        planExpiresAt: users.planExpiresAt,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, profileId))
      .limit(1);
    return row ?? null;
  }

  /** The profile's newest boost (running or last), served by `profile_boosts_profile_idx`. */
  async latest(db: Database, profileId: string): Promise<BoostRow | null> {
    const [row] = await db
      .select({ id: profileBoosts.id, startedAt: profileBoosts.startedAt, endsAt: profileBoosts.endsAt })
      .from(profileBoosts)
      .where(eq(profileBoosts.profileId, profileId))
      .orderBy(desc(profileBoosts.startedAt))
      .limit(1);
    return row ?? null;
  }

  /** How many boosts the profile started in [from, to). */
  async countStarted(db: Database, profileId: string, from: Date, to: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`count(*)` })
      .from(profileBoosts)
      .where(
        and(
          eq(profileBoosts.profileId, profileId),
          gte(profileBoosts.startedAt, from),
          lt(profileBoosts.startedAt, to),
        ),
      );
    return Number(row?.n ?? 0);
  }

  async insert(tx: Database, profileId: string, startedAt: Date, endsAt: Date): Promise<BoostRow> {
    const [row] = await tx
      .insert(profileBoosts)
      .values({ profileId, startedAt, endsAt })
      .returning({ id: profileBoosts.id, startedAt: profileBoosts.startedAt, endsAt: profileBoosts.endsAt });
    if (!row) throw new Error('boost not stored');
    return row;
  }

  /** How many members saw the boost in a boosted place. */
  async seenBy(db: Database, boostId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`count(*)` })
      .from(boostImpressions)
      .where(eq(boostImpressions.boostId, boostId));
    return Number(row?.n ?? 0);
  }

  /**
   * Who saw which boost, in one statement, once per member and boost. Pairs whose boost or viewer
   * was deleted meanwhile are left out rather than failing the others.
   */
  async recordImpressions(db: Database, seen: readonly { boostId: string; viewer: string }[]): Promise<void> {
    if (seen.length === 0) return;
    await db.execute(sql`
      INSERT INTO ${boostImpressions} (boost_id, viewer_profile_id)
      SELECT s.boost_id, s.viewer
        FROM unnest(${sql.param(seen.map((s) => s.boostId))}::uuid[],
                    ${sql.param(seen.map((s) => s.viewer))}::uuid[]) AS s(boost_id, viewer)
       WHERE EXISTS (SELECT 1 FROM ${profileBoosts} WHERE ${profileBoosts.id} = s.boost_id)
         AND EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.id} = s.viewer)
      ON CONFLICT DO NOTHING`);
  }

  /**
   * The running boosts a listing shows its viewer: the handful of running boosts joined to the
   * listing's own conditions for that viewer and filters (`cardConditions`: hidden, paused, held,
   * suspended, incomplete, blocked either way, never the viewer), at most BOOSTED_PLACES in the
   * rotation's order. Prepared once per filter shape, unlike the listing's page: however the
   * values move, the plan is the running boosts, then their profiles by key, and planning it on
   * every request cost more than running it (docs/performance.md, decision 43).
   */
  async forListing(db: Database, filter: CardFilter, seed: string): Promise<BoostedRow<CardRow>[]> {
    return db
      .select({ boostId: profileBoosts.id, ...cardColumns })
      .from(profileBoosts)
      .innerJoin(profiles, eq(profiles.id, profileBoosts.profileId))
      .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
      .where(and(...runningNow(), ...cardConditions(filter)))
      .orderBy(rotation(seed))
      .limit(BOOSTED_PLACES);
  }

  /**
   * The same for /matches: the running boosts the member may be shown there (`showableTo`: the
   * listing's rules and not skipped) inside the member's hard ranges, with what a match card's fit
   * needs, and whether the profile is also in the member's stored list.
   */
  async forMatches(
    db: Database,
    me: string,
    ranges: HardRangeBounds,
    seed: string,
  ): Promise<BoostedRow<FitCardRow & { inList: boolean }>[]> {
    const shape = {
      bornOnOrBefore: ranges.bornOnOrBefore !== undefined,
      bornAfter: ranges.bornAfter !== undefined,
      minHeight: ranges.minHeight !== null,
      maxHeight: ranges.maxHeight !== null,
    };
    const key = Object.values(shape)
      .map((present) => (present ? 1 : 0))
      .join('');
    const statement = this.forMatchesStatements.get(db, key, () => buildForMatches(db, shape, key));
    const rows = await statement.execute({ ...ranges, me, seed });
    return rows.map((row) => toFitCard(row));
  }
}
