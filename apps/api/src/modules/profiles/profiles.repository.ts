import type { Gender } from '@jodi/contract';
import { and, asc, count, eq, gt, gte, lte, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { PLAN_FOR_EACH_CALL } from '../../db/prepared-statements';
import { bookmarks, photos, profiles, users } from '../../db/schema';
import { StatementCache } from '../../db/statement-cache';
import { blockedEitherWay } from '../../policies/blocks';
import { pausedNow } from '../../policies/paused-profile';
import { listable, visibilityFacts } from '../../policies/profile-visibility';
import { type AstroSide, astroSideOf } from '../astro/gun-milan';
import { type ProfileColumns, type ProfileRow, profileColumns } from './profile-fields';
import type { CardRow, PhotoRow } from './profile-presenter';

/** A profile as found for a viewer, with the facts the visibility rules need. */
export interface FoundProfile {
  row: ProfileRow;
  userActive: boolean;
  /** Either side blocked the other (false without a viewer). */
  blocked: boolean;
  /** The viewer blocked this profile (they may still open it, to unblock). */
  blockedByViewer: boolean;
  /** This profile blocked the viewer. */
  blocksViewer: boolean;
  /** Paused, and not by a member it has accepted (any paused profile without a viewer): decision 29. */
  pausedFromViewer: boolean;
  /** The viewer bookmarked it (false without a viewer). */
  bookmarked: boolean;
  /** The viewer's own Manglik status, chart's and declared (nulls without a viewer). */
  viewerChartMangalDosh: string | null;
  viewerMangalDosh: string | null;
  /** Its photos by position, when asked for (`withPhotos`): read in the same query. */
  photoRows?: PhotoRow[];
  /** The values of the `extras` asked for, read in the same query. */
  extras?: Record<string, Record<string, boolean>>;
}

/**
 * More facts about the found profile, as SQL over its id column and the viewer's profile id,
 * grouped by name (the view's flags). `key` names their shape: the statement is built once per key.
 */
export interface ViewerExtras {
  key: string;
  fields(profileId: AnyPgColumn, viewer: Placeholder): Record<string, Record<string, SQL<boolean>>>;
}

/** Everything a listing may filter by; the service has already applied the viewer's rules. */
export interface CardFilter {
  viewerProfileId: string | null;
  gender?: Gender;
  /** Age bounds as birthdate bounds, so the (gender, birthdate) index serves them. */
  bornOnOrBefore?: string;
  bornAfter?: string;
  minHeight?: number;
  maxHeight?: number;
  city?: string;
  education?: string;
  maritialStatus?: string;
  rashi?: string;
  gotra?: string;
  mangalDosh?: string;
  /** Lower-case words that must all occur in the search text. */
  words?: string[];
  /**
   * Match the words only in what a visitor may see of a card (never the last name), so a search
   * cannot reveal a hidden field.
   */
  wordsInVisitorFieldsOnly?: boolean;
  /** Only profiles this profile bookmarked. */
  savedBy?: string;
}

/** The searchable text of a profile without the fields a visitor never sees (the last name). */
const visitorSearchText = sql`lower(concat_ws(' ', ${profiles.name}, ${profiles.currentCity}, ${profiles.occupation}))`;

/** `text` with the LIKE wildcards (and the escape character) taken literally. */
/**
 * The Manglik status that filters and matching read: the birth chart's verdict when there is one,
 * else what the member declared (decision 44). The wire's `mangal_dosh` stays the declared one.
 */
export const fitMangalDosh = sql<
  string | null
>`coalesce(${profiles.chartMangalDosh}, ${profiles.mangalDosh})`;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

export const cardColumns = {
  id: profiles.id,
  name: profiles.name,
  gender: profiles.gender,
  birthdate: profiles.birthdate,
  height: profiles.height,
  currentCity: profiles.currentCity,
  occupation: profiles.occupation,
  education: profiles.education,
  identityVerified: profiles.identityVerified,
  jobVerified: profiles.jobVerified,
  incomeVerified: profiles.incomeVerified,
  propertyVerified: profiles.propertyVerified,
  moonNakshatra: profiles.moonNakshatra,
  moonPada: profiles.moonPada,
  photoVisibility: profiles.photoVisibility,
  picKey: sql<string | null>`${photos.variants} ->> 'medium'`,
};

/**
 * Newest first. NULLS LAST matches the listing indexes (drizzle writes `.desc()` index columns as
 * DESC NULLS LAST); a plain DESC means NULLS FIRST and would make PostgreSQL sort every match.
 */
const NEWEST_FIRST = [sql`${profiles.createdAt} DESC NULLS LAST`, sql`${profiles.id} DESC NULLS LAST`];

/** City matches case-insensitively, whole or before a comma ('London' finds 'London, UK'). */
const cityMatches = (city: string) => {
  const lower = city.toLowerCase();
  return sql`(lower(${profiles.currentCity}) = ${lower} OR lower(${profiles.currentCity}) LIKE ${`${escapeLike(lower)},%`})`;
};

/** `count(*)` of the profiles matching `where`, stopping after `upTo + 1` rows (an uncorrelated subquery: run once). */
const countedUpTo = (where: SQL, upTo: number) =>
  sql<string>`(SELECT count(*) FROM (SELECT 1 FROM ${profiles} WHERE ${where} LIMIT ${upTo + 1}) AS capped)`;

/**
 * One page of cards matching `where`, newest first with the primary photo joined in, each row also
 * carrying `counted` (a total the caller computes in the same statement). Planned for its values on
 * every call: how many profiles a listing's filters match decides the best plan (decision 13).
 */
function pageOfCards<C>(db: Database, where: SQL, counted: SQL<C>, page: { limit: number; offset: number }) {
  return db
    .select({ ...cardColumns, counted })
    .from(profiles)
    .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset)
    .prepare(PLAN_FOR_EACH_CALL)
    .execute();
}

/**
 * The cards of `ids` that the viewer may see in a listing now (`listable`: hidden, paused, held,
 * suspended and blocked profiles drop out), in no particular order. Built once per database and
 * prepared: by primary key, the same plan fits every call.
 */
const cardsByIds = new StatementCache<ReturnType<typeof buildCardsByIds>>();

function buildCardsByIds(db: Database, withViewer: boolean) {
  // The photo by its key for each of the page's rows: a join let PostgreSQL hash every photo.
  const picKey = sql<
    string | null
  >`(SELECT ${photos.variants} ->> 'medium' FROM ${photos} WHERE ${photos.id} = ${profiles.primaryPhotoId})`;
  return db
    .select({ ...cardColumns, picKey })
    .from(profiles)
    .where(
      and(
        sql`${profiles.id} = ANY(${sql.placeholder('ids')}::uuid[])`,
        ...listable(withViewer ? sql.placeholder('viewer') : null),
      ),
    )
    .prepare(withViewer ? 'listing_cards_by_ids_for_member' : 'listing_cards_by_ids');
}

/** A profile's photos as one JSON array, by position (a correlated subquery of a query on profiles). */
const photosOfProfile = sql<unknown>`(SELECT coalesce(json_agg(json_build_object('id', ${photos.id}, 'variants', ${photos.variants}, 'position', ${photos.position}) ORDER BY ${photos.position}, ${photos.createdAt}), '[]'::json) FROM ${photos} WHERE ${photos.profileId} = ${profiles.id})`;

/** The extras as one flat select object (`group.name` keys), so Drizzle reads them as plain columns. */
function flattenExtras(extras: Record<string, Record<string, SQL<boolean>>>): Record<string, SQL<boolean>> {
  const flat: Record<string, SQL<boolean>> = {};
  for (const [group, fields] of Object.entries(extras)) {
    for (const [name, field] of Object.entries(fields)) flat[`${group}.${name}`] = field;
  }
  // Drizzle needs at least one field in a nested object.
  return Object.keys(flat).length > 0 ? flat : { none: sql<boolean>`false` };
}

function unflattenExtras(
  extras: Record<string, Record<string, SQL<boolean>>>,
  flat: Record<string, boolean>,
): Record<string, Record<string, boolean>> {
  const out: Record<string, Record<string, boolean>> = {};
  for (const [group, fields] of Object.entries(extras)) {
    out[group] = {};
    for (const name of Object.keys(fields)) out[group][name] = flat[`${group}.${name}`] === true;
  }
  return out;
}

/** node-postgres and PGlite parse json; a driver answering text works too. */
function photoRowsOf(raw: unknown): PhotoRow[] {
  const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return Array.isArray(value) ? (value as PhotoRow[]) : [];
}

/**
 * The profile view's one statement for each shape (photos or not, a viewer or not, which extras),
 * built once per database and prepared: drizzle building it on every view was a fifth of the
 * server's time on that route (docs/performance.md).
 */
const profileForViewer = new StatementCache<ReturnType<typeof buildProfileForViewer>>();

function buildProfileForViewer(
  db: Database,
  key: string,
  shape: { withPhotos: boolean; withViewer: boolean; extras: ViewerExtras | undefined },
) {
  const viewer = sql.placeholder('viewer');
  const extras = shape.extras?.fields(profiles.id, viewer) ?? {};
  const whenViewer = (fact: SQL<boolean>) => (shape.withViewer ? fact : sql<boolean>`false`);
  const visibility = visibilityFacts(viewer, profiles);
  const statement = db
    .select({
      photos: shape.withPhotos ? photosOfProfile : sql<null>`NULL`,
      extras: flattenExtras(extras),
      row: profiles,
      userActive: visibility.userActive,
      blockedByViewer: whenViewer(visibility.blockedByViewer),
      blocksViewer: whenViewer(visibility.blocksViewer),
      bookmarked: whenViewer(
        sql<boolean>`EXISTS (SELECT 1 FROM ${bookmarks} WHERE ${bookmarks.fromProfileId} = ${viewer} AND ${bookmarks.toProfileId} = ${profiles.id})`,
      ),
      pausedFromViewer: shape.withViewer ? visibility.pausedFromViewer : pausedNow(profiles),
      viewerChartMangalDosh: shape.withViewer
        ? sql<string | null>`(SELECT v.chart_mangal_dosh FROM ${profiles} v WHERE v.id = ${viewer})`
        : sql<null>`NULL`,
      viewerMangalDosh: shape.withViewer
        ? sql<string | null>`(SELECT v.mangal_dosh FROM ${profiles} v WHERE v.id = ${viewer})`
        : sql<null>`NULL`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, sql.placeholder('id')))
    .limit(1)
    .prepare(`profile_for_viewer_${key.replace(/\W+/g, '_')}`);
  return { statement, extras };
}

/**
 * The listing's conditions for a filter: `listable` for its viewer, then every filter. The one
 * home of the listing's predicates: the page, its count, its shared windows and the boosted places
 * at the top of its first page (modules/boost) all read through it.
 */
export function cardConditions(f: CardFilter): SQL[] {
  const where = listable(f.viewerProfileId);
  if (f.gender) where.push(eq(profiles.gender, f.gender));
  if (f.bornOnOrBefore) where.push(lte(profiles.birthdate, f.bornOnOrBefore));
  if (f.bornAfter) where.push(gt(profiles.birthdate, f.bornAfter));
  if (f.minHeight !== undefined) where.push(gte(profiles.height, f.minHeight));
  if (f.maxHeight !== undefined) where.push(lte(profiles.height, f.maxHeight));
  if (f.city) where.push(cityMatches(f.city));
  if (f.education) where.push(eq(profiles.education, f.education));
  if (f.maritialStatus) where.push(eq(profiles.maritialStatus, f.maritialStatus));
  if (f.rashi) where.push(eq(profiles.rashi, f.rashi));
  if (f.gotra) where.push(sql`lower(${profiles.gotra}) = ${f.gotra.toLowerCase()}`);
  if (f.mangalDosh) where.push(sql`${fitMangalDosh} = ${f.mangalDosh}`);
  for (const word of f.words ?? []) {
    const pattern = containsPattern(word);
    // The trigram index on search_text finds the candidates; the visitor check only narrows them.
    where.push(sql`${profiles.searchText} LIKE ${pattern}`);
    if (f.wordsInVisitorFieldsOnly) where.push(sql`${visitorSearchText} LIKE ${pattern}`);
  }
  if (f.savedBy) {
    where.push(
      sql`EXISTS (SELECT 1 FROM ${bookmarks} WHERE ${bookmarks.fromProfileId} = ${f.savedBy} AND ${bookmarks.toProfileId} = ${profiles.id})`,
    );
  }
  return where;
}

export class ProfilesRepository {
  async findById(db: Database, id: string): Promise<ProfileRow | null> {
    const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, id)).limit(1);
    return row ?? null;
  }

  /** The profile with its owner's status, and block, bookmark and pause facts towards the viewer, in one query. */
  async findForViewer(
    db: Database,
    id: string,
    viewerProfileId: string | null,
    options: { withPhotos?: boolean; extras?: ViewerExtras | undefined } = {},
  ): Promise<FoundProfile | null> {
    const withPhotos = options.withPhotos === true;
    const withViewer = viewerProfileId !== null;
    const key = `${withPhotos ? 'photos' : '-'}:${withViewer ? 'viewer' : '-'}:${options.extras?.key ?? '-'}`;
    const { statement, extras } = profileForViewer.get(db, key, () =>
      buildProfileForViewer(db, key, { withPhotos, withViewer, extras: options.extras }),
    );
    const [found] = await statement.execute(withViewer ? { id, viewer: viewerProfileId } : { id });
    if (!found) return null;
    const { photos: photoJson, extras: flat, ...facts } = found;
    return {
      ...facts,
      blocked: blockedEitherWay(facts),
      ...(withPhotos ? { photoRows: photoRowsOf(photoJson) } : {}),
      ...(Object.keys(extras).length > 0 ? { extras: unflattenExtras(extras, flat) } : {}),
    };
  }

  async photosOf(db: Database, profileId: string): Promise<PhotoRow[]> {
    return db
      .select({ id: photos.id, variants: photos.variants, position: photos.position })
      .from(photos)
      .where(eq(photos.profileId, profileId))
      .orderBy(asc(photos.position), asc(photos.createdAt));
  }

  /** A viewer's own gender and stored Moon (for Gun Milan), or null without such a profile. */
  async astroSideOf(db: Database, profileId: string): Promise<AstroSide | null> {
    const [row] = await db
      .select({ gender: profiles.gender, moonNakshatra: profiles.moonNakshatra, moonPada: profiles.moonPada })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .limit(1);
    return row ? astroSideOf(row) : null;
  }

  /** The profile, locked until the end of the transaction `tx` (so a read-modify-write is atomic). */
  async lockById(tx: Database, id: string): Promise<ProfileRow | null> {
    const [row] = await tx
      .select(profileColumns)
      .from(profiles)
      .where(eq(profiles.id, id))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  async update(db: Database, id: string, values: ProfileColumns): Promise<ProfileRow> {
    const [row] = await db
      .update(profiles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(profiles.id, id))
      .returning(profileColumns);
    if (!row) throw new Error('profile vanished while updating');
    return row;
  }

  /**
   * One page of cards, newest first (the primary photo joined in), and in the same query how many
   * profiles match, counted up to `countUpTo + 1` only (so the count never reads more rows than
   * that): `total` is exact when it is at most `countUpTo`, else it is `countUpTo + 1`, meaning
   * "more". `countUpTo` 0 skips counting (`total` null).
   */
  async listCards(
    db: Database,
    filter: CardFilter,
    page: { limit: number; offset: number },
    countUpTo: number,
  ): Promise<{ rows: CardRow[]; total: number | null }> {
    const where = and(...this.conditions(filter))!;
    const counted = countUpTo > 0 ? countedUpTo(where, countUpTo) : sql<null>`NULL`;
    const found = await pageOfCards(db, where, counted, page);
    let total: number | null = null;
    if (found[0]) total = found[0].counted === null ? null : Number(found[0].counted);
    else if (countUpTo > 0) total = page.offset === 0 ? 0 : await this.countCards(db, filter, countUpTo);
    return { rows: found.map(({ counted: _, ...row }) => row), total };
  }

  /**
   * The same page for a text search, with its exact total, when at most `upTo` profiles match (else
   * null): the matches are found first through the trigram index, at most `upTo + 1` of them, and
   * then sorted. `listCards` walks the newest-first index and filters, which is right for a word
   * many profiles share but reads the whole community when a word matches nobody of that gender;
   * this reads in proportion to the matches. The subquery's LIMIT also keeps PostgreSQL from
   * merging it into the ordered walk.
   */
  async listFewCards(
    db: Database,
    filter: CardFilter,
    page: { limit: number; offset: number },
    upTo: number,
  ): Promise<{ rows: CardRow[]; total: number } | null> {
    const matching = sql`(SELECT ${profiles.id} FROM ${profiles} WHERE ${and(...this.conditions(filter))} LIMIT ${upTo + 1})`;
    const found = await pageOfCards(
      db,
      sql`${profiles.id} IN ${matching}`,
      sql<string>`count(*) OVER ()`,
      page,
    );
    const total = found[0]
      ? Number(found[0].counted)
      : page.offset === 0
        ? 0
        : await this.countCards(db, filter, upTo);
    if (total > upTo) return null;
    return { rows: found.map(({ counted: _, ...row }) => row), total };
  }

  /** How many profiles match, counting at most `upTo + 1` of them when `upTo` is given. */
  async countCards(db: Database, filter: CardFilter, upTo?: number): Promise<number> {
    const where = and(...this.conditions(filter))!;
    if (upTo !== undefined) {
      // Any one row carries the (uncorrelated) count; no profile at all means none.
      const [row] = await db
        .select({ total: countedUpTo(where, upTo) })
        .from(profiles)
        .limit(1);
      return Number(row?.total ?? 0);
    }
    const [row] = await db.select({ total: count() }).from(profiles).where(where);
    return Number(row?.total ?? 0);
  }

  /**
   * Up to `limit` listable profiles of a gender like the reference one: same city first, then the
   * closest birthdate, then the newest; never the reference itself.
   */
  async similarCards(
    db: Database,
    options: {
      viewerProfileId: string | null;
      gender: Gender;
      reference: Pick<ProfileRow, 'id' | 'currentCity' | 'birthdate'>;
      limit: number;
    },
  ): Promise<CardRow[]> {
    const { reference } = options;
    const sameCity = reference.currentCity
      ? sql`(lower(${profiles.currentCity}) = ${reference.currentCity.toLowerCase()}) DESC NULLS LAST`
      : sql`1`;
    const closestAge = reference.birthdate
      ? sql`abs(${profiles.birthdate} - ${reference.birthdate}::date) ASC NULLS LAST`
      : sql`1`;
    return db
      .select(cardColumns)
      .from(profiles)
      .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
      .where(
        and(
          ...listable(options.viewerProfileId),
          eq(profiles.gender, options.gender),
          ne(profiles.id, reference.id),
        ),
      )
      .orderBy(sameCity, closestAge, ...NEWEST_FIRST)
      .limit(options.limit);
  }

  /**
   * The ids of a window of the listing, newest first, and in the same statement how many profiles
   * match, counted up to `countUpTo + 1` (see `listCards`). The filter has no viewer: the window is
   * shared by everyone asking for the same filters (`ListingWindows`).
   */
  async candidateIds(
    db: Database,
    filter: CardFilter,
    window: { limit: number; offset: number },
    countUpTo: number,
  ): Promise<{ ids: string[]; total: number | null }> {
    const { rows, total } = await this.listCards(db, filter, window, countUpTo);
    return { ids: rows.map((row) => row.id), total };
  }

  /** The cards of `ids` the viewer (null: a visitor or staff) may see listed now, in the order of `ids`. */
  async listableCards(
    db: Database,
    ids: readonly string[],
    viewerProfileId: string | null,
  ): Promise<CardRow[]> {
    if (ids.length === 0) return [];
    const withViewer = viewerProfileId !== null;
    const statement = cardsByIds.get(db, withViewer ? 'member' : 'anyone', () =>
      buildCardsByIds(db, withViewer),
    );
    const rows = await statement.execute(withViewer ? { ids, viewer: viewerProfileId } : { ids });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private conditions(f: CardFilter): SQL[] {
    return cardConditions(f);
  }
}
