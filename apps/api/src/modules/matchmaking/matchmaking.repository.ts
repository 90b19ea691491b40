import type { Gender, Preferences } from '@jodi/contract';
import { and, asc, desc, eq, gt, lt, lte, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { PLAN_FOR_EACH_CALL_MARK } from '../../db/prepared-statements';
import { timestampOf } from '../../db/raw-values';
import {
  dailyPicks,
  matchCandidates,
  matchLists,
  matchSkips,
  partnerPreferences,
  photos,
  profiles,
  profileViews,
} from '../../db/schema';
import { StatementCache } from '../../db/statement-cache';
import { renderedOnce } from '../../db/static-sql';
import { blockPartnersOf } from '../../policies/blocks';
import { notPausedAt } from '../../policies/paused-profile';
import { knowableBy, listable } from '../../policies/profile-visibility';
import type { CardRow } from '../profiles/profile-presenter';
import { cardColumns, fitMangalDosh } from '../profiles/profiles.repository';
import { type FitSubject, NO_PREFERENCES } from './fit';

/** Namespace of the per-member matchmaking locks (two-key advisory locks, beside the social pair locks). */
const MEMBER_LOCK_SPACE = 814023;

/** The columns of a profile a fit reads (Manglik: the birth chart's verdict before the declared one). */
const subjectColumns = {
  birthdate: profiles.birthdate,
  height: profiles.height,
  maritialStatus: profiles.maritialStatus,
  education: profiles.education,
  annualIncome: profiles.annualIncome,
  currentCity: profiles.currentCity,
  dietaryPreferences: profiles.dietaryPreferences,
  smokingHabits: profiles.smokingHabits,
  drinkingHabits: profiles.drinkingHabits,
  mangalDosh: fitMangalDosh,
};

/** The other profile's preferences beside the member's own, in one query. */
const theirPreferences = alias(partnerPreferences, 'their_preferences');

/** A profile's preferences as columns of a (left-joined, possibly aliased) partner_preferences. */
const preferenceColumnsOf = (t: typeof partnerPreferences | typeof theirPreferences) => ({
  // First, and never null in a row: Drizzle reads a left-joined nested object as null when its
  // first column is null.
  profileId: t.profileId,
  ageMin: t.ageMin,
  ageMax: t.ageMax,
  heightMin: t.heightMin,
  heightMax: t.heightMax,
  maritialStatuses: t.maritialStatuses,
  educations: t.educations,
  annualIncomeMin: t.annualIncomeMin,
  cities: t.cities,
  diets: t.diets,
  smoking: t.smoking,
  drinking: t.drinking,
  mangalDosh: t.mangalDosh,
  minGunmilan: t.minGunmilan,
});
const preferenceColumns = preferenceColumnsOf(partnerPreferences);
type PreferenceColumns = {
  [K in keyof typeof preferenceColumns]: (typeof preferenceColumns)[K]['_']['data'] | null;
};

/** Columns (or a missing row: null) -> the wire preferences; an absent row is "doesn't matter" throughout. */
export function preferencesOf(row: Partial<PreferenceColumns> | null | undefined): Preferences {
  if (!row) return NO_PREFERENCES;
  return {
    age_min: row.ageMin ?? null,
    age_max: row.ageMax ?? null,
    height_min: row.heightMin ?? null,
    height_max: row.heightMax ?? null,
    maritial_statuses: (row.maritialStatuses ?? []) as Preferences['maritial_statuses'],
    educations: (row.educations ?? []) as Preferences['educations'],
    annual_income_min: (row.annualIncomeMin ?? null) as Preferences['annual_income_min'],
    cities: row.cities ?? [],
    diets: (row.diets ?? []) as Preferences['diets'],
    smoking: (row.smoking ?? []) as Preferences['smoking'],
    drinking: (row.drinking ?? []) as Preferences['drinking'],
    mangal_dosh: (row.mangalDosh ?? []) as Preferences['mangal_dosh'],
    min_gunmilan: row.minGunmilan ?? null,
  };
}

/** A partner_preferences row as `to_jsonb` gives it (column names are the wire names); null: none. */
export function preferencesFromJson(raw: unknown): Preferences {
  const value = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown> | null;
  if (!value) return NO_PREFERENCES;
  const out = { ...NO_PREFERENCES } as Record<string, unknown>;
  for (const key of Object.keys(NO_PREFERENCES))
    if (value[key] !== undefined && value[key] !== null) out[key] = value[key];
  return out as Preferences;
}

/** The wire preferences -> partner_preferences columns (the repository and the demo seed write them). */
export const preferenceValues = (p: Preferences) => ({
  ageMin: p.age_min,
  ageMax: p.age_max,
  heightMin: p.height_min,
  heightMax: p.height_max,
  maritialStatuses: p.maritial_statuses,
  educations: p.educations,
  annualIncomeMin: p.annual_income_min,
  cities: p.cities,
  diets: p.diets,
  smoking: p.smoking,
  drinking: p.drinking,
  mangalDosh: p.mangal_dosh,
  minGunmilan: p.min_gunmilan,
});

/** A member opened another member's profile on `day` (their local calendar day) at `at`. */
export interface ProfileView {
  viewer: string;
  viewed: string;
  day: string;
  at: Date;
}

/** What making a member's list reads of them (MatchmakingRepository.listMakingFacts). */
export interface ListMakingFacts {
  facts: MemberFacts;
  /** Blocked either way, or skipped: never in their list, whatever their state. */
  notShown: string[];
}

/** A member's new list, best first, as replaceLists writes it. */
export interface NewList {
  profileId: string;
  ranked: { candidateId: string; tier: number; score: number }[];
  /** It holds a whole list of mutual fits (the stored query placement asks: decision 39). */
  fullOfMutual: boolean;
}

/** The member asking, with what their fit and the freshness of their match list need. */
export interface MemberFacts {
  id: string;
  gender: Gender | null;
  moonNakshatra: number | null;
  moonPada: number | null;
  subject: FitSubject;
  prefs: Preferences;
  /** The latest change of the profile or the preferences. */
  changedAt: Date;
  listComputedAt: Date | null;
}

/** A pool entry: what ranking needs of a candidate. */
export interface PoolRow extends FitSubject {
  id: string;
  gender: Gender | null;
  moonNakshatra: number | null;
  moonPada: number | null;
  verified: number;
  hasVideo: boolean;
  lastActiveAt: Date;
  /** When the profile was made: a new member is ranked first among equal fits (rank-score.ts). */
  createdAt: Date;
  prefs: Preferences;
}

/** What ranking reads of a candidate (PoolRow), the pools' and placement's select list. */
export const poolColumns = {
  id: profiles.id,
  gender: profiles.gender,
  moonNakshatra: profiles.moonNakshatra,
  moonPada: profiles.moonPada,
  ...subjectColumns,
  verified: sql<number>`(${profiles.identityVerified}::int + ${profiles.jobVerified}::int + ${profiles.incomeVerified}::int + ${profiles.propertyVerified}::int)`,
  hasVideo: sql<boolean>`${profiles.videoKey} IS NOT NULL`,
  // Both read off the row (migration 0030): their copies of users.last_login_at and of the
  // preferences row, kept by triggers.
  lastActiveAt: sql<Date | string>`greatest(${profiles.updatedAt}, ${profiles.lastLoginAt})`,
  createdAt: profiles.createdAt,
  prefsJson: profiles.partnerPrefs,
};

/**
 * poolColumns as a raw select list with their names as aliases. Pools are read through it
 * (`readPool`) rather than a drizzle select: mapping a few hundred rows field by field cost more
 * CPU than ranking them (decision 35).
 */
export const poolSelectList = renderedOnce(
  sql.join(
    Object.entries(poolColumns).map(([alias, column]) => sql`${column} AS ${sql.identifier(alias)}`),
    sql`, `,
  ),
);

/**
 * The rows of a statement that selects `poolSelectList`, as PoolRows. Planned for its values on
 * every call (decision 36): what a member's terms and ranges find differs a hundredfold between
 * members, and the generic plan PostgreSQL settles on for a prepared statement guessed one row.
 */
export async function readPool(db: Database, statement: SQL): Promise<PoolRow[]> {
  const result = await db.execute(sql`${sql.raw(PLAN_FOR_EACH_CALL_MARK)} ${statement}`);
  return (result as unknown as { rows: Parameters<typeof toPoolRow>[0][] }).rows.map(toPoolRow);
}

/** A row read with poolColumns as a PoolRow. */
export function toPoolRow({
  prefsJson,
  ...r
}: Omit<PoolRow, 'verified' | 'lastActiveAt' | 'createdAt' | 'prefs' | 'height'> & {
  height: number | string | null;
  verified: number | string;
  lastActiveAt: Date | string;
  createdAt: Date | string;
  prefsJson: unknown;
}): PoolRow {
  return {
    ...r,
    height: r.height === null ? null : Number(r.height),
    verified: Number(r.verified),
    lastActiveAt: timestampOf(r.lastActiveAt),
    createdAt: timestampOf(r.createdAt),
    prefs: preferencesFromJson(prefsJson),
  };
}

/** A card with what its fit needs. */
export interface FitCardRow extends CardRow {
  subject: FitSubject;
  prefs: Preferences;
}

/**
 * The member's facts (MemberFacts) as one JSON object: a scalar subquery that the page statement
 * of /matches carries beside its cards, so a warm page is one round trip, not two. Written out
 * (table aliases drizzle would not qualify inside a raw subquery); the matchmaking tests read
 * every field back.
 */
function memberFactsJson(me: string | Placeholder | SQL) {
  return sql<unknown>`(SELECT json_build_object(
    'id', self.id, 'gender', self.gender,
    'moonNakshatra', self.moon_nakshatra, 'moonPada', self.moon_pada,
    'birthdate', self.birthdate, 'height', self.height, 'maritialStatus', self.maritial_status,
    'education', self.education, 'annualIncome', self.annual_income, 'currentCity', self.current_city,
    'dietaryPreferences', self.dietary_preferences, 'smokingHabits', self.smoking_habits,
    'drinkingHabits', self.drinking_habits, 'mangalDosh', coalesce(self.chart_mangal_dosh, self.mangal_dosh),
    'profileUpdatedAt', self.updated_at, 'prefsUpdatedAt', self_preferences.updated_at,
    'listComputedAt', self_list.computed_at, 'prefs', to_jsonb(self_preferences))
    FROM ${profiles} self
    LEFT JOIN ${partnerPreferences} self_preferences ON self_preferences.profile_id = self.id
    LEFT JOIN ${matchLists} self_list ON self_list.profile_id = self.id
    WHERE self.id = ${me})`;
}

/**
 * Pages of /matches are read in windows of whole blocks: a page statement's LIMIT and OFFSET are
 * then one of a few dozen literal pairs, and PostgreSQL settles on one generic plan per window
 * after five calls. With LIMIT and OFFSET as parameters it planned the statement afresh on every
 * call (about 2 ms at 30,000 profiles, four times its execution; decision 16).
 */
export const PAGE_WINDOW_BLOCK = 20;

export function windowOf(page: { limit: number; offset: number }): { from: number; size: number } {
  const from = Math.floor(page.offset / PAGE_WINDOW_BLOCK) * PAGE_WINDOW_BLOCK;
  const to = Math.ceil((page.offset + page.limit) / PAGE_WINDOW_BLOCK) * PAGE_WINDOW_BLOCK;
  return { from, size: to - from };
}

/** An integer written into the statement's text, not sent as a parameter (drizzle types only numbers and placeholders). */
const literalInt = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/** What memberFactsJson gave (a parsed object, or its text on drivers that leave json as text); null: no such profile. */
function memberFactsFrom(raw: unknown): MemberFacts | null {
  const value = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown> | null;
  if (!value) return null;
  const subject = Object.fromEntries(
    Object.keys(subjectColumns).map((key) => [key, value[key] ?? null]),
  ) as unknown as FitSubject;
  const changed = [value.profileUpdatedAt, value.prefsUpdatedAt]
    .filter((d): d is string => typeof d === 'string')
    .map((d) => new Date(d).getTime());
  return {
    id: value.id as string,
    gender: (value.gender ?? null) as Gender | null,
    moonNakshatra: (value.moonNakshatra ?? null) as number | null,
    moonPada: (value.moonPada ?? null) as number | null,
    subject,
    prefs: preferencesFromJson(value.prefs),
    changedAt: new Date(Math.max(...changed)),
    listComputedAt: typeof value.listComputedAt === 'string' ? new Date(value.listComputedAt) : null,
  };
}

/**
 * The member's hard ranges over candidates of `gender`: age as birthdate bounds (so the (gender,
 * birthdate) index can serve them), height when known. The one home of these predicates: the
 * ranking's pool and the boosted places of /matches (modules/boost) both read through it.
 */
export function hardRanges(options: HardRangeParams): SQL[] {
  const where: SQL[] = [eq(profiles.gender, options.gender), ...ageBounds(options)];
  // An unknown height is no reason to leave a profile out; it counts as unknown in its fit.
  if (options.minHeight !== null)
    where.push(sql`(${profiles.height} IS NULL OR ${profiles.height} >= ${options.minHeight})`);
  if (options.maxHeight !== null)
    where.push(sql`(${profiles.height} IS NULL OR ${profiles.height} <= ${options.maxHeight})`);
  return where;
}

/** A member's hard ranges over candidates of `gender` (hardRangesOf in the service works them out). */
export interface HardRangeBounds {
  gender: Gender;
  bornOnOrBefore?: string;
  bornAfter?: string;
  minHeight: number | null;
  maxHeight: number | null;
}

/** `HardRangeBounds` whose values may be placeholders: a statement built once per shape, bound per call. */
export type HardRangeParams = { [K in keyof HardRangeBounds]: HardRangeBounds[K] | Placeholder };

/** The age range as birthdate bounds, the (gender, birthdate) index's range. */
function ageBounds(options: Pick<HardRangeParams, 'bornOnOrBefore' | 'bornAfter'>): SQL[] {
  const where: SQL[] = [];
  if (options.bornOnOrBefore) where.push(lte(profiles.birthdate, options.bornOnOrBefore));
  if (options.bornAfter) where.push(gt(profiles.birthdate, options.bornAfter));
  return where;
}

/**
 * Who may be shown to the member from /matches: still listable (not hidden, suspended,
 * incomplete or across a block, checked now, not when the list was made) and not skipped. Read by
 * the list's pages and count, the day's picks and the boosted places of /matches.
 */
export function showableTo(me: string | Placeholder): SQL[] {
  return [
    ...listable(me),
    sql`NOT EXISTS (SELECT 1 FROM ${matchSkips} WHERE ${matchSkips.fromProfileId} = ${me} AND ${matchSkips.toProfileId} = ${profiles.id})`,
  ];
}

/**
 * showableTo(me) less what MatchmakingRepository.listMakingFacts reads as `notShown` (blocks and skips): together,
 * the same rule. A list's pools take it in that form: their blocks and skips read once for the
 * list rather than as three anti-joins for each candidate, which cost each pool statement more
 * to plan than to run (decision 41).
 */
function poolShowable(me: string): SQL[] {
  return [...listable(null), ne(profiles.id, me)];
}

/** A match card's columns: the card's, and what its fit needs (preferences left-joined as `partnerPreferences`). */
export function fitCardColumns() {
  return { ...cardColumns, subject: subjectColumns, prefs: preferenceColumns };
}

/** What a pool of candidates is drawn from (MatchmakingRepository.pool). */
export interface PoolOptions extends HardRangeBounds {
  viewerProfileId: string;
  /** The viewer's `notShown` (listMakingFacts), read once for all of a list's pools. */
  notShown: readonly string[];
  where?: SQL[];
  limit: number;
}

/**
 * How many of the newest profiles of the gender a pool's first page is looked for among first: a
 * member with many fits finds it there, at a cost that does not grow with the community.
 */
export const NEWEST_WALK = 3000;

/**
 * What both walk indexes hold of a profile (migration 0027): their keys and INCLUDE columns, all
 * that hardRanges, the match bits (match-bits.ts) and a Gun Milan minimum read.
 */
const WALK_COLUMNS = renderedOnce(
  sql.join(
    [
      profiles.id,
      profiles.createdAt,
      profiles.gender,
      profiles.birthdate,
      profiles.height,
      profiles.moonNakshatra,
      profiles.moonPada,
      profiles.fitBits,
      profiles.fitCityBits,
      profiles.acceptBits,
      profiles.acceptAgeBits,
      profiles.acceptHeightBits,
      profiles.acceptCityBits,
    ],
    sql`, `,
  ),
);

/** Leaves out the profiles `ids` (read off the walk index's id). */
const notAmong = (ids: readonly string[]) => sql`NOT (${profiles.id} = ANY(${sql.param(ids)}::uuid[]))`;

/** Newest first, as the listing index (gender, created_at) is kept. */
const NEWEST_FIRST = renderedOnce(sql`${profiles.createdAt} DESC NULLS LAST, ${profiles.id} DESC NULLS LAST`);

/** A row read with `fitCardColumns` as a FitCardRow. */
export function toFitCard<R extends { subject: FitSubject; prefs: Partial<PreferenceColumns> | null }>(
  row: R,
) {
  return { ...row, prefs: preferencesOf(row.prefs) };
}

/**
 * A list's order, best first, as match_candidates_order_idx holds it: drizzle declares the index's
 * `score DESC` with NULLS LAST, and PostgreSQL walks an index for an ORDER BY only when the NULLS
 * order matches too (score is never null, but the planner does not reason from that). With plain
 * `DESC` every page read and sorted the member's whole list (docs/performance.md, decision 43).
 */
const LIST_ORDER = [sql`${matchCandidates.score} DESC NULLS LAST`, asc(matchCandidates.candidateId)];

export class MatchmakingRepository {
  async preferencesOf(db: Database, profileId: string): Promise<Preferences> {
    const [row] = await db
      .select(preferenceColumns)
      .from(partnerPreferences)
      .where(eq(partnerPreferences.profileId, profileId))
      .limit(1);
    return preferencesOf(row);
  }

  async savePreferences(db: Database, profileId: string, prefs: Preferences, at: Date): Promise<Preferences> {
    const values = { ...preferenceValues(prefs), updatedAt: at };
    const [row] = await db
      .insert(partnerPreferences)
      .values({ profileId, ...values })
      .onConflictDoUpdate({ target: partnerPreferences.profileId, set: values })
      .returning(preferenceColumns);
    return preferencesOf(row);
  }

  /**
   * What the fit between a member and another profile needs beyond that profile's row: the
   * member's own fit columns and preferences, and the other's preferences, in one query.
   */
  async fitFacts(
    db: Database,
    me: string,
    other: string,
  ): Promise<{ subject: FitSubject; prefs: Preferences; theirs: Preferences } | null> {
    const statement = this.fitStatements.get(db, 'fit', () => this.buildFitFacts(db));
    const [row] = await statement.execute({ me, other });
    return row
      ? { subject: row.subject, prefs: preferencesOf(row.prefs), theirs: preferencesOf(row.theirs) }
      : null;
  }

  private buildFitFacts(db: Database) {
    return db
      .select({
        subject: subjectColumns,
        prefs: preferenceColumns,
        theirs: preferenceColumnsOf(theirPreferences),
      })
      .from(profiles)
      .leftJoin(partnerPreferences, eq(partnerPreferences.profileId, profiles.id))
      .leftJoin(theirPreferences, eq(theirPreferences.profileId, sql.placeholder('other')))
      .where(eq(profiles.id, sql.placeholder('me')))
      .limit(1)
      .prepare('matchmaking_fit_facts');
  }

  /** The member's own fit facts, preferences and match-list age, in one query. */
  async memberFacts(db: Database, profileId: string): Promise<MemberFacts | null> {
    const [row] = await db.select({ member: memberFactsJson(profileId) }).from(sql`(SELECT 1) AS one`);
    return memberFactsFrom(row?.member);
  }

  /**
   * What making the members' lists reads of them, in one query: each one's facts (memberFacts),
   * and the profiles they are never shown whatever their state (blocked either way, or skipped:
   * showableTo's own part), left out of their lists' pools on the walk index. A member whose
   * profile is gone has no entry.
   */
  async listMakingFacts(db: Database, profileIds: readonly string[]): Promise<Map<string, ListMakingFacts>> {
    const me = sql`member.id`;
    const rows = await db
      .select({
        member: memberFactsJson(me),
        notShown: sql<string[]>`ARRAY(
          ${blockPartnersOf(me)}
          UNION SELECT ${matchSkips.toProfileId} FROM ${matchSkips} WHERE ${matchSkips.fromProfileId} = ${me})`,
      })
      .from(sql`unnest(${sql.param(profileIds)}::uuid[]) AS member(id)`);
    const read = new Map<string, ListMakingFacts>();
    for (const row of rows) {
      const facts = memberFactsFrom(row.member);
      if (facts) read.set(facts.id, { facts, notShown: row.notShown });
    }
    return read;
  }

  /** Locks the member's matchmaking state (list, picks) until the transaction ends. */
  async lockMember(tx: Database, profileId: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MEMBER_LOCK_SPACE}, hashtext(${profileId}::text))`);
  }

  /**
   * Locks several members' matchmaking state at once, in id order (so two placements that share
   * members never wait on each other in a circle), until the transaction ends.
   */
  async lockMembers(tx: Database, profileIds: readonly string[]): Promise<void> {
    if (profileIds.length === 0) return;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MEMBER_LOCK_SPACE}, hashtext(id::text))
      FROM (SELECT id FROM unnest(${sql.param(profileIds)}::uuid[]) AS id ORDER BY id) AS ordered`);
  }

  /**
   * Candidates ranking may choose from: profiles of `gender` shown to the viewer (showableTo),
   * inside the viewer's hard ranges (age as birthdate bounds, height when known), meeting `where`
   * too, newest first, at most `limit` after `offset`. Both of a list's pools read through it (the
   * mutual fits of match-bits.ts, and the newest). Read from the walk indexes alone, each
   * profile's row only once it qualifies (decision 37): a first page among the newest profiles of
   * the gender first, at a cost that does not grow with the community; deeper, through the
   * member's age range. `where` may read only WALK_COLUMNS.
   */
  async pool(db: Database, options: PoolOptions & { offset?: number }): Promise<PoolRow[]> {
    if (!options.offset) {
      const amongNewest = await this.poolAmongNewest(db, { ...options, walk: NEWEST_WALK });
      if (amongNewest.length === options.limit) return amongNewest;
      // Every qualifying profile of the walk is newer than any outside it: the rest of the page
      // follows them, read through the age range without reading them again (decision 40).
      const older = await this.poolWithinAges(db, {
        ...options,
        where: [...(options.where ?? []), notAmong(amongNewest.map((r) => r.id))],
        limit: options.limit - amongNewest.length,
      });
      return [...amongNewest, ...older];
    }
    return this.poolWithinAges(db, options);
  }

  /**
   * pool() read through the (gender, birthdate) index over the member's age range, however deep
   * the pool lies: every profile of the range is checked in the index, the qualifying ones sorted
   * newest first, and only the page's rows read from the table.
   */
  async poolWithinAges(db: Database, options: PoolOptions & { offset?: number }): Promise<PoolRow[]> {
    const inAgeRange = [eq(profiles.gender, options.gender), ...ageBounds(options)];
    const walked = sql`SELECT ${WALK_COLUMNS} FROM ${profiles}
      WHERE ${and(...inAgeRange, eq(profiles.hidden, false), eq(profiles.listable, true))} OFFSET 0`;
    return this.readWalked(db, walked, options, sql`${options.limit} OFFSET ${options.offset ?? 0}`);
  }

  /**
   * pool()'s first `limit` rows when they are among the newest `walk` profiles of `gender`, read
   * newest first through the walk index; fewer than `limit` rows: the pool lies deeper.
   */
  async poolAmongNewest(db: Database, options: PoolOptions & { walk: number }): Promise<PoolRow[]> {
    const walked = sql`SELECT ${WALK_COLUMNS} FROM ${profiles}
      WHERE ${and(eq(profiles.gender, options.gender), eq(profiles.hidden, false), eq(profiles.listable, true))}
      ORDER BY ${NEWEST_FIRST} LIMIT ${options.walk}`;
    return this.readWalked(db, walked, options, sql`${options.limit}`);
  }

  /**
   * The rows of `walked` (a fenced subquery of WALK_COLUMNS) that meet the hard ranges, `where`
   * and are not among the viewer's notShown, newest first, each then looked up by primary key for
   * the rest of showableTo (poolShowable) and the select list, up to `limit`. The lookup is kept
   * apart (OFFSET 0) with its conditions inside it: joined outside, the order was lost and every
   * survivor was read and sorted. In order, PostgreSQL stops at the limit.
   */
  private readWalked(db: Database, walked: SQL, options: PoolOptions, limit: SQL): Promise<PoolRow[]> {
    const { viewerProfileId, notShown, where = [], ...ranges } = options;
    const unseen = notShown.length > 0 ? [notAmong(notShown)] : [];
    return readPool(
      db,
      sql`SELECT ${poolSelectList} FROM (
            SELECT ${profiles.id} AS id, ${profiles.createdAt} AS created_at FROM (${walked}) AS ${profiles}
             WHERE ${and(...hardRanges(ranges), ...where, ...unseen)}
             ORDER BY ${NEWEST_FIRST} OFFSET 0) AS newest
            CROSS JOIN LATERAL (SELECT * FROM ${profiles}
              WHERE ${and(eq(profiles.id, sql`newest.id`), ...poolShowable(viewerProfileId))} OFFSET 0) AS ${profiles}
          ORDER BY newest.created_at DESC NULLS LAST, newest.id DESC NULLS LAST LIMIT ${limit}`,
    );
  }

  /**
   * Replaces each member's list with their `ranked` (best first), stamped with the stored query
   * placement asks; answers, by member, how many entries their new list holds that the one it
   * replaced did not (0 for a first list). Three statements however many lists. Call inside the
   * members' locks.
   */
  async replaceLists(tx: Database, lists: readonly NewList[], at: Date): Promise<Map<string, number>> {
    const added = new Map<string, number>();
    if (lists.length === 0) return added;
    // The stored queries (decision 39) first: what each owner is and accepts, as made now. They
    // hold the owners' rows (FOR KEY SHARE, in id order) until the lists commit, so an owner's
    // deletion, whose trigger removes the entries (decision 40), waits for them; an owner gone
    // meanwhile gets no list.
    const stamped = await tx.execute(sql`
      INSERT INTO ${matchLists} (profile_id, computed_at, gender, fit_bits, fit_city_bits, accept_bits,
                                 accept_age_bits, accept_height_bits, accept_city_bits, full_of_mutual, size)
      SELECT p.id, ${at}, p.gender, coalesce(p.fit_bits, 0), coalesce(p.fit_city_bits, 0), p.accept_bits,
             p.accept_age_bits, p.accept_height_bits, p.accept_city_bits, list.full_of_mutual, list.size
        FROM unnest(${sql.param(lists.map((l) => l.profileId))}::uuid[],
                    ${sql.param(lists.map((l) => l.fullOfMutual))}::boolean[],
                    ${sql.param(lists.map((l) => l.ranked.length))}::int[]) AS list(profile_id, full_of_mutual, size)
        JOIN ${profiles} p ON p.id = list.profile_id
       ORDER BY p.id FOR KEY SHARE OF p
      ON CONFLICT (profile_id) DO UPDATE SET
        computed_at = excluded.computed_at, gender = excluded.gender, fit_bits = excluded.fit_bits,
        fit_city_bits = excluded.fit_city_bits, accept_bits = excluded.accept_bits,
        accept_age_bits = excluded.accept_age_bits, accept_height_bits = excluded.accept_height_bits,
        accept_city_bits = excluded.accept_city_bits, full_of_mutual = excluded.full_of_mutual,
        size = excluded.size
      RETURNING profile_id AS id`);
    const owners = new Set((stamped as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
    const kept = lists.filter((l) => owners.has(l.profileId));
    if (kept.length === 0) return added;
    const deleted = await tx.execute(
      sql`DELETE FROM ${matchCandidates} WHERE ${matchCandidates.profileId} = ANY(${sql.param(kept.map((l) => l.profileId))}::uuid[])
          RETURNING profile_id AS owner, candidate_id AS id`,
    );
    const previous = new Map<string, Set<string>>();
    for (const { owner, id } of (deleted as unknown as { rows: { owner: string; id: string }[] }).rows) {
      const held = previous.get(owner) ?? new Set<string>();
      held.add(id);
      previous.set(owner, held);
    }
    const entries = kept.flatMap((l) => l.ranked.map((r) => ({ owner: l.profileId, ...r })));
    if (entries.length > 0) {
      // Raw statements with array parameters: drizzle's insert of 200 rows spent more CPU building
      // its parameter list than the database spent storing them (decision 35).
      await tx.execute(sql`
        INSERT INTO ${matchCandidates} (profile_id, candidate_id, score, tier)
        SELECT entry.profile_id, entry.candidate_id, entry.score, entry.tier
          FROM unnest(${sql.param(entries.map((e) => e.owner))}::uuid[],
                      ${sql.param(entries.map((e) => e.candidateId))}::uuid[],
                      ${sql.param(entries.map((e) => e.score))}::bigint[],
                      ${sql.param(entries.map((e) => e.tier))}::smallint[]) AS entry(profile_id, candidate_id, score, tier)`);
    }
    for (const list of kept) {
      const before = previous.get(list.profileId);
      added.set(list.profileId, before ? list.ranked.filter((r) => !before.has(r.candidateId)).length : 0);
    }
    return added;
  }

  private showable(me: string | Placeholder): SQL[] {
    return showableTo(me);
  }

  private cardSelect() {
    return fitCardColumns();
  }

  private fitCard<R extends { subject: FitSubject; prefs: Partial<PreferenceColumns> | null }>(row: R) {
    return toFitCard(row);
  }

  /** The page statements of /matches, one per window, and the count of the list, built and named once per database. */
  /** The fit facts beside a profile view, built once per database and prepared (every member's view asks). */
  private readonly fitStatements = new StatementCache<ReturnType<MatchmakingRepository['buildFitFacts']>>();
  private readonly pageStatements = new StatementCache<ReturnType<MatchmakingRepository['buildPage']>>();
  private readonly countStatements = new StatementCache<ReturnType<MatchmakingRepository['buildCount']>>();

  private buildPage(db: Database, window: { from: number; size: number }) {
    const me = sql.placeholder('me');
    // Only the window's entries are read: the total is counted apart (countList) and remembered
    // for a while (the service). Photos and preferences are joined to the window's cards alone.
    const shown = db.$with('shown').as(
      db
        .select({ candidateId: matchCandidates.candidateId, score: matchCandidates.score })
        .from(matchCandidates)
        .innerJoin(profiles, eq(profiles.id, matchCandidates.candidateId))
        .where(and(eq(matchCandidates.profileId, me), ...this.showable(me)))
        .orderBy(...LIST_ORDER)
        .limit(literalInt(window.size))
        .offset(literalInt(window.from)),
    );
    return db
      .with(shown)
      .select({ ...this.cardSelect(), member: memberFactsJson(me) })
      .from(shown)
      .innerJoin(profiles, eq(profiles.id, shown.candidateId))
      .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
      .leftJoin(partnerPreferences, eq(partnerPreferences.profileId, profiles.id))
      .orderBy(desc(shown.score), asc(shown.candidateId))
      .prepare(`matches_page_${window.from}_${window.size}`);
  }

  /**
   * A page of the member's list, best first, with the member's own facts (null when the window
   * is empty: ask memberFacts). `page.offset` is below MATCH_LIST_SIZE (the service's check).
   */
  async listPage(
    db: Database,
    me: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: FitCardRow[]; member: MemberFacts | null }> {
    const window = windowOf(page);
    const statement = this.pageStatements.get(db, `${window.from}:${window.size}`, () =>
      this.buildPage(db, window),
    );
    const rows = await statement.execute({ me });
    const start = page.offset - window.from;
    return {
      rows: rows.slice(start, start + page.limit).map(({ member: _, ...r }) => this.fitCard(r)),
      member: rows[0] ? memberFactsFrom(rows[0].member) : null,
    };
  }

  /** How many entries of the member's list may be shown now (blocks, skips and the listing minimum checked now). */
  async countList(db: Database, me: string): Promise<number> {
    const [row] = await this.countStatements.get(db, 'count', () => this.buildCount(db)).execute({ me });
    return Number(row?.n ?? 0);
  }

  private buildCount(db: Database) {
    const me = sql.placeholder('me');
    return db
      .select({ n: sql<string>`count(*)` })
      .from(matchCandidates)
      .innerJoin(profiles, eq(profiles.id, matchCandidates.candidateId))
      .where(and(eq(matchCandidates.profileId, me), ...this.showable(me)))
      .prepare('matches_count');
  }

  /** Today's picks as stored, in their order, with what may still be shown. */
  async picksOf(
    db: Database,
    me: string,
    day: string,
  ): Promise<{ stored: number; rows: (FitCardRow & { isNew: boolean })[] }> {
    const [{ n } = { n: '0' }] = await db
      .select({ n: sql<string>`count(*)` })
      .from(dailyPicks)
      .where(and(eq(dailyPicks.profileId, me), eq(dailyPicks.day, day)));
    if (Number(n) === 0) return { stored: 0, rows: [] };
    const rows = await db
      .select({ ...this.cardSelect(), isNew: dailyPicks.isNew })
      .from(dailyPicks)
      .innerJoin(profiles, eq(profiles.id, dailyPicks.candidateId))
      .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
      .leftJoin(partnerPreferences, eq(partnerPreferences.profileId, profiles.id))
      .where(and(eq(dailyPicks.profileId, me), eq(dailyPicks.day, day), ...this.showable(me)))
      .orderBy(asc(dailyPicks.position));
    return { stored: Number(n), rows: rows.map((r) => this.fitCard(r)) };
  }

  /**
   * Chooses and stores today's picks from the member's list: first the ones never seen (not viewed
   * and not picked on an earlier day), then the others, each group by rank. Call inside the member lock.
   */
  async choosePicks(tx: Database, me: string, day: string, count: number): Promise<void> {
    const seen = sql<boolean>`(EXISTS (SELECT 1 FROM ${profileViews} WHERE ${profileViews.viewerProfileId} = ${me} AND ${profileViews.viewedProfileId} = ${profiles.id})
      OR EXISTS (SELECT 1 FROM ${dailyPicks} WHERE ${dailyPicks.profileId} = ${me} AND ${dailyPicks.candidateId} = ${profiles.id} AND ${dailyPicks.day} < ${day}))`;
    const chosen = await tx
      .select({ id: profiles.id, seen })
      .from(matchCandidates)
      .innerJoin(profiles, eq(profiles.id, matchCandidates.candidateId))
      .where(and(eq(matchCandidates.profileId, me), ...this.showable(me)))
      .orderBy(seen, desc(matchCandidates.score), asc(matchCandidates.candidateId))
      .limit(count);
    if (chosen.length === 0) return;
    await tx
      .insert(dailyPicks)
      .values(
        chosen.map((c, position) => ({ profileId: me, candidateId: c.id, day, position, isNew: !c.seen })),
      )
      .onConflictDoNothing();
  }

  /** Forgets the member's picks of the days before `day` (call inside the member lock). */
  async forgetPicksBefore(tx: Database, me: string, day: string): Promise<void> {
    await tx.delete(dailyPicks).where(and(eq(dailyPicks.profileId, me), lt(dailyPicks.day, day)));
  }

  /** Records a skip (idempotent). Call under the pair lock. */
  async skip(tx: Database, me: string, other: string): Promise<void> {
    await tx.insert(matchSkips).values({ fromProfileId: me, toProfileId: other }).onConflictDoNothing();
  }

  async unskip(tx: Database, me: string, other: string): Promise<void> {
    await tx
      .delete(matchSkips)
      .where(and(eq(matchSkips.fromProfileId, me), eq(matchSkips.toProfileId, other)));
  }

  /** The profiles the member skipped that they may still know, newest skip first. */
  async skipped(
    db: Database,
    me: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: CardRow[]; total: number }> {
    const where = and(eq(matchSkips.fromProfileId, me), knowableBy(me, profiles));
    const [rows, [count]] = await Promise.all([
      db
        .select(cardColumns)
        .from(matchSkips)
        .innerJoin(profiles, eq(profiles.id, matchSkips.toProfileId))
        .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
        .where(where)
        .orderBy(desc(matchSkips.createdAt), desc(matchSkips.toProfileId))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ n: sql<string>`count(*)` })
        .from(matchSkips)
        .innerJoin(profiles, eq(profiles.id, matchSkips.toProfileId))
        .where(where),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  /**
   * Views in one statement, one row a day per viewer and profile keeping the latest time. Views of
   * a profile erased meanwhile are left out rather than failing the others, and so are views by a
   * member paused at the time of the view (decision 29: a pause leaves no trace with others).
   */
  async recordViews(db: Database, views: readonly ProfileView[]): Promise<void> {
    if (views.length === 0) return;
    await db.execute(sql`
      INSERT INTO ${profileViews} (viewer_profile_id, viewed_profile_id, day, viewed_at)
      SELECT v.viewer, v.viewed, v.day, v.at
        FROM unnest(${sql.param(views.map((v) => v.viewer))}::uuid[],
                    ${sql.param(views.map((v) => v.viewed))}::uuid[],
                    ${sql.param(views.map((v) => v.day))}::date[],
                    ${sql.param(views.map((v) => v.at.toISOString()))}::timestamptz[])
             AS v(viewer, viewed, day, at)
       WHERE EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.id} = v.viewer
                       AND ${notPausedAt(profiles, sql`v.at`)})
         AND EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.id} = v.viewed)
      ON CONFLICT (viewer_profile_id, viewed_profile_id, day)
      DO UPDATE SET viewed_at = GREATEST(${profileViews.viewedAt}, excluded.viewed_at)`);
  }

  /**
   * The viewer of each view row, when `me` may know them (not hidden, suspended, across a block or
   * paused without having accepted `me`: `knowableBy`), as a lateral subquery with LIMIT 1:
   * PostgreSQL cannot flatten it into a join, so every view row looks its viewer up by primary
   * key. As a plain join PostgreSQL hashes the whole profiles table once a member has a few
   * hundred views (seen with EXPLAIN, decision 16).
   */
  private knownViewer(db: Database, me: string) {
    return db
      .select({ ...cardColumns, picKey: sql<string | null>`${photos.variants} ->> 'medium'`.as('pic_key') })
      .from(profiles)
      .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
      .where(and(sql`${profiles.id} = ${profileViews.viewerProfileId}`, knowableBy(me, profiles)))
      .limit(1)
      .as('viewer');
  }

  /** A page of visitors, newest first: walks `profile_views_viewed_idx` and stops at the page. */
  async visitors(
    db: Database,
    me: string,
    page: { limit: number; offset: number },
  ): Promise<(CardRow & { viewedAt: Date })[]> {
    const viewer = this.knownViewer(db, me);
    const fields = Object.fromEntries(
      Object.keys(cardColumns).map((k) => [k, viewer[k as keyof typeof cardColumns]]),
    );
    const rows = await db
      .select({ ...(fields as unknown as typeof cardColumns), viewedAt: profileViews.viewedAt })
      .from(profileViews)
      .innerJoinLateral(viewer, sql`true`)
      .where(eq(profileViews.viewedProfileId, me))
      .orderBy(desc(profileViews.viewedAt), desc(profileViews.viewerProfileId))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((r) => ({ ...(r as unknown as CardRow), viewedAt: timestampOf(r.viewedAt) }));
  }

  /** How many rows `visitors` has in all (the member's view rows, each viewer by primary key). */
  async countVisitors(db: Database, me: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`count(*)` })
      .from(profileViews)
      .innerJoinLateral(this.knownViewer(db, me), sql`true`)
      .where(eq(profileViews.viewedProfileId, me));
    return Number(row?.n ?? 0);
  }
}
