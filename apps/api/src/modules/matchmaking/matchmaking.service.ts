import {
  DAILY_PICKS,
  type Fit,
  type Gender,
  type MatchCard,
  type Preferences,
  type ProfileCard,
  type TodayPick,
  type Visitor,
} from '@jodi/contract';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import type { Effects, Outbox } from '../../jobs/outbox';
import { parseProfileId } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId, requireOwnProfileRow } from '../../policies/own-profile';
import { type AstroSide, astroSideOf, scoreBetween } from '../astro/gun-milan';
import { manglikStatusOf } from '../astro/manglik-view';
import type { MemberMedia } from '../privacy/member-media';
import { latestBirthdateForAge, todayIso } from '../profiles/age';
import { type BoostedRow, markBoosted, mergeBoostedPlaces } from '../profiles/boosted-places';
import { ListingTotals } from '../profiles/listing-totals';
import { presentCards } from '../profiles/present-cards';
import type { ProfileRow } from '../profiles/profile-fields';
import { listViewerFor, type Viewer } from '../profiles/profile-presenter';
import type { ProfileFitLookup } from '../profiles/profiles.service';
import type { TargetsService } from '../social/targets.service';
import { fitBetween, MUTUAL_TIER, NO_PREFERENCES } from './fit';
import { acceptsSubjectByBits, meetsGunMilanMinimum, meetsPreferencesByBits } from './match-bits';
import type {
  FitCardRow,
  MatchmakingRepository,
  MemberFacts,
  NewList,
  PoolRow,
} from './matchmaking.repository';
import { nextMutualPage } from './mutual-paging';
import { scoreCandidate } from './rank-score';
import { ViewRecorder } from './view-recorder';

/** How many of the newest candidates fill a list that has fewer mutual fits than it holds. */
export const MATCH_POOL = 400;
/** At most this many pages of mutual-fit candidates (their size: mutual-paging.ts). */
export const MUTUAL_PAGES = 4;
/** How many of them the member's list keeps. */
export const MATCH_LIST_SIZE = 200;
/**
 * How often a list is made whole again (decisions 35 and 39). New and changed profiles reach it
 * live (placement), the member's own changes remake it at once, and the night carries birthdays
 * and newcomers' first weeks; what is left to drift (activity, profiles that left, which the
 * pages leave out as they are read) waits for this: the night remakes a thirtieth of the lists.
 */
export const LIST_REFRESH_DAYS = 30;
/** A list older than this is made again (read as it is meanwhile, and made by a job). */
export const MATCH_LIST_MAX_AGE_MS = LIST_REFRESH_DAYS * 24 * 3600_000;
/**
 * A job makes a list older than this again: the nightly job asks for every list made before that
 * night LIST_REFRESH_DAYS ago (less the hours a run may drift), so each list has its night.
 */
export const NIGHTLY_REMAKE_AGE_MS = MATCH_LIST_MAX_AGE_MS - 4 * 3600_000;
/**
 * How long earlier picks are kept: they mark profiles as seen, so that new ones come first. A
 * member's older picks are removed when the day's are chosen, so the table stays bounded.
 */
export const PICK_HISTORY_DAYS = 90;
/**
 * How long a counted total of the member's list is reused. Counting checks every entry (up to
 * MATCH_LIST_SIZE) against blocks, skips and the listing minimum; the page itself always checks
 * its own cards. The member's own skips and a new list forget the total at once; what others do
 * (hide, block) shows in it within this time (decision 16).
 */
export const MATCH_TOTAL_TTL_MS = 30_000;

export interface Page {
  limit: number;
  offset: number;
}
export interface Listed<T> {
  data: T[];
  meta: { total: number; limit: number; offset: number };
}

/** A member whose list is to be made, unless younger than `maxAgeMs` and newer than their last change. */
interface ListRequest {
  profileId: string;
  maxAgeMs: number;
  /** Told of the profiles new to their list (the night's lists). */
  tell?: boolean;
}

/** The requests by member: one asked twice keeps the younger limit, and is told if either asks. */
function requestsByMember(requests: readonly ListRequest[]): Map<string, ListRequest> {
  const byMember = new Map<string, ListRequest>();
  for (const request of requests) {
    const earlier = byMember.get(request.profileId);
    byMember.set(
      request.profileId,
      earlier
        ? {
            profileId: request.profileId,
            maxAgeMs: Math.min(earlier.maxAgeMs, request.maxAgeMs),
            tell: earlier.tell === true || request.tell === true,
          }
        : request,
    );
  }
  return byMember;
}

/** Who is told, in the list's transaction, of the profiles new to a member's list (the night's notification). */
export interface NewMatchesTeller {
  outbox: Outbox;
  newMatches(effects: Effects, profileId: string, count: number): Promise<void>;
}

export interface MatchmakingDeps {
  db: Database;
  repo: MatchmakingRepository;
  targets: TargetsService;
  /** Photo URLs per viewer, as the members' privacy choices allow. */
  media: MemberMedia;
  now?: () => Date;
  /** Counted totals of members' lists, by profile id (see MATCH_TOTAL_TTL_MS). */
  totals?: ListingTotals;
  /**
   * Where lists are asked for in the background (the job queue, decision 19): a day-old list is
   * read as it is and made again by a job; without it the request waits for the making.
   */
  lists?: MatchListQueue;
  /** Where profile views wait to be written (tests pass their own). */
  views?: ViewRecorder;
  /** Boosted places at the top of the first page (decision 32). */
  boosts?: MatchBoosts;
  /** Where a member whose preferences changed asks to be ranked again in the lists that hold them (decision 35). */
  placements?: { placeSoon(tx: Database, profileId: string): Promise<void> };
  log?: { error(obj: object, msg: string): void };
}

/**
 * Filled by the boost module (decision 32): the running boosts /matches shows at the top
 * of a member's first page, read with the list's own rules (showable, hard ranges), and the record
 * that the member was shown them.
 */
export interface MatchBoosts {
  /** At most BOOSTED_PLACES boosted cards for the member, in rotation order; `inList`: also in their stored list. */
  forMatches(facts: MemberFacts): Promise<BoostedRow<FitCardRow & { inList: boolean }>[]>;
  seen(viewerProfileId: string, boostIds: readonly string[]): void;
}

/** Asks for a member's list to be made again, later and elsewhere; never throws. */
export interface MatchListQueue {
  remake(profileId: string): Promise<void>;
}

const NOTHING_LISTED = { rows: [], member: null };
const opposite = (gender: Gender): Gender => (gender === 'male' ? 'female' : 'male');
const DAY_MS = 86_400_000;

/** Best first: the higher score, then the smaller id (the stored list's order). */
export const byScore = (a: { score: number; id: string }, b: { score: number; id: string }) =>
  b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The member's hard ranges (their gender's opposite, age and height preferences) as the pool's
 * bounds on `today`; null without a gender. Ranking and the boosted places of /matches read them.
 */
export function hardRangesOf(
  facts: Pick<MemberFacts, 'gender' | 'prefs'>,
  today: string,
): {
  gender: Gender;
  bornOnOrBefore?: string;
  bornAfter?: string;
  minHeight: number | null;
  maxHeight: number | null;
} | null {
  if (!facts.gender) return null;
  const { prefs } = facts;
  return {
    gender: opposite(facts.gender),
    // age >= min <=> born on or before; age <= max <=> born after the bound of max + 1.
    bornOnOrBefore: prefs.age_min === null ? undefined : latestBirthdateForAge(prefs.age_min, today),
    bornAfter: prefs.age_max === null ? undefined : latestBirthdateForAge(prefs.age_max + 1, today),
    minHeight: prefs.height_min,
    maxHeight: prefs.height_max,
  };
}

/** The viewer of plain cards (skipped, visitors): the member's own Moon, as the auth query read it. */
const cardViewer = (user: AuthUser): Viewer =>
  listViewerFor(user, user.astro === undefined ? undefined : user.astro ? astroSideOf(user.astro) : null);

/** Partner preferences, the recommendations made from them, skips and who viewed a profile. */
export class MatchmakingService implements ProfileFitLookup {
  private readonly now: () => Date;
  private readonly totals: ListingTotals;
  private readonly views: ViewRecorder;

  constructor(private readonly deps: MatchmakingDeps) {
    this.now = deps.now ?? (() => new Date());
    this.totals = deps.totals ?? new ListingTotals(MATCH_TOTAL_TTL_MS, 10_000);
    this.views = deps.views ?? new ViewRecorder({ db: deps.db, repo: deps.repo, log: deps.log });
  }

  async preferences(user: AuthUser): Promise<Preferences> {
    return this.deps.repo.preferencesOf(this.deps.db, requireOwnProfileId(user));
  }

  /** Replaces the whole set (a key left out is "doesn't matter"); the member's list is made again on its next read. */
  async savePreferences(user: AuthUser, prefs: Preferences): Promise<Preferences> {
    const me = requireOwnProfileId(user);
    // Under the member's lock, stamped after it: a list being made meanwhile is then older than
    // this change and is made again on the next read.
    const saved = await this.deps.db.transaction(async (tx) => {
      await this.deps.repo.lockMember(tx, me);
      const saved = await this.deps.repo.savePreferences(tx, me, prefs, this.now());
      // Their side of every fit changed: the lists that hold them rank them again, new ones may take them.
      await this.deps.placements?.placeSoon(tx, me);
      return saved;
    });
    await this.deps.lists?.remake(me);
    return saved;
  }

  /** After the member's profile changed: their list is made again in the background. */
  async profileSaved(profileId: string): Promise<void> {
    await this.deps.lists?.remake(profileId);
  }

  private async facts(me: string): Promise<MemberFacts> {
    return requireOwnProfileRow(await this.deps.repo.memberFacts(this.deps.db, me));
  }

  private fresh(
    facts: Pick<MemberFacts, 'changedAt'>,
    computedAt: Date | null,
    now: Date,
    maxAgeMs = MATCH_LIST_MAX_AGE_MS,
  ): boolean {
    return (
      computedAt !== null &&
      now.getTime() - computedAt.getTime() < maxAgeMs &&
      computedAt.getTime() >= facts.changedAt.getTime()
    );
  }

  /**
   * Makes the member's list again when it is missing, older than `maxAgeMs`, or older than their
   * last change; answers how many profiles the new list holds that the old one did not. `known`:
   * the member's facts as read before, to skip the lock when they show a fresh list (a job, sent
   * for a list that is due, reads them under the lock only).
   */
  private async ensureList(
    profileId: string,
    known: MemberFacts | null,
    maxAgeMs = MATCH_LIST_MAX_AGE_MS,
  ): Promise<number> {
    if (known && this.fresh(known, known.listComputedAt, this.now(), maxAgeMs)) return 0;
    return (await this.makeLists([{ profileId, maxAgeMs }])).get(profileId) ?? 0;
  }

  /**
   * Makes each asked member's list again unless it is younger than their `maxAgeMs` and newer
   * than their last change, all in one transaction (the queue hands the night's lists over ten at
   * a time: their locks, reads and writes are then a few statements, not a few for each list);
   * answers, by member, how many profiles are new to their list. Members asked with `tell` are
   * told of those in the same transaction, through `teller`.
   */
  private async makeLists(
    requests: readonly ListRequest[],
    teller?: NewMatchesTeller,
  ): Promise<Map<string, number>> {
    const asked = requestsByMember(requests);
    const ids = [...asked.keys()];
    const tell = teller && requests.some((r) => r.tell) ? teller : undefined;
    // Told of new profiles, the lists are made in the outbox's transaction: the members'
    // notifications commit with their lists (a retried job finds nothing new to tell).
    const transaction = <T>(work: (tx: Database, effects: Effects | null) => Promise<T>) =>
      tell
        ? tell.outbox.transaction((effects) => work(effects.tx, effects))
        : this.deps.db.transaction((tx) => work(tx, null));
    const { repo } = this.deps;
    const added = await transaction(async (tx, effects) => {
      await repo.lockMembers(tx, ids);
      const now = this.now();
      // Read (again) under the locks: another request may have made a list meanwhile, and a
      // member may have saved new preferences since they were read before (ranking the old ones
      // would stamp a stale list as fresh). A profile gone meanwhile is nothing to do.
      const read = await repo.listMakingFacts(tx, ids);
      const lists: NewList[] = [];
      for (const [profileId, { maxAgeMs }] of asked) {
        const current = read.get(profileId);
        if (!current || this.fresh(current.facts, current.facts.listComputedAt, now, maxAgeMs)) continue;
        const ranked = await this.rank(tx, current.facts, current.notShown, now);
        const fullOfMutual = ranked.length >= MATCH_LIST_SIZE && ranked.every((r) => r.tier === MUTUAL_TIER);
        lists.push({ profileId, ranked, fullOfMutual });
      }
      const added = await repo.replaceLists(tx, lists, now);
      if (effects && tell) {
        for (const [profileId, count] of added)
          if (count > 0 && asked.get(profileId)?.tell) await tell.newMatches(effects, profileId, count);
      }
      return added;
    });
    for (const id of ids) this.totals.forget(id);
    return added;
  }

  /**
   * Makes sure the member has a list to read; answers whether it was made now. A list that is only
   * a day old (the member changed nothing since) is read as it is and made again by a job, so a
   * member's first visit of the day does not wait for the ranking; a member with no list, or who
   * changed their profile or preferences since it was made (and came before the job that this
   * change asked for), waits for the new one (decisions 16 and 19).
   */
  private async listReady(facts: MemberFacts): Promise<boolean> {
    const computedAt = facts.listComputedAt;
    if (this.fresh(facts, computedAt, this.now())) return false;
    const { lists } = this.deps;
    if (lists && computedAt !== null && computedAt.getTime() >= facts.changedAt.getTime()) {
      await lists.remake(facts.id);
      return false;
    }
    await this.ensureList(facts.id, facts);
    return true;
  }

  /**
   * The job's side (MAKE_MATCH_LIST): makes the member's list unless it is younger than
   * `maxAgeMs` and newer than their last change; answers how many profiles are new to the list.
   */
  async makeListInBackground(
    profileId: string,
    options: { maxAgeMs?: number; tell?: NewMatchesTeller } = {},
  ): Promise<number> {
    const added = await this.makeListsInBackground(
      [{ profileId, maxAgeMs: options.maxAgeMs, tell: options.tell !== undefined }],
      options.tell,
    );
    return added.get(profileId) ?? 0;
  }

  /**
   * The job's side for a batch of MAKE_MATCH_LIST: makeListInBackground for each, in one
   * transaction (makeLists); a member asked twice is made once, as the younger limit and either
   * telling asks.
   */
  async makeListsInBackground(
    requests: readonly { profileId: string; maxAgeMs?: number | undefined; tell?: boolean }[],
    teller?: NewMatchesTeller,
  ): Promise<Map<string, number>> {
    return this.makeLists(
      requests.map((r) => ({
        profileId: r.profileId,
        maxAgeMs: r.maxAgeMs ?? NIGHTLY_REMAKE_AGE_MS,
        tell: r.tell === true,
      })),
      teller,
    );
  }

  /**
   * The member's ranked list (decision 35): first the mutual fits of the whole community, found
   * through the match terms however old their profiles (newest first, in pages of mutual-paging.ts); when
   * they are fewer than the list holds, the newest MATCH_POOL profiles inside the hard ranges fill
   * it by rank. Fit and order are fit.ts's and rank-score.ts's, here; SQL only narrows.
   */
  private async rank(
    db: Database,
    facts: MemberFacts,
    notShown: readonly string[],
    now: Date,
  ): Promise<{ candidateId: string; tier: number; score: number }[]> {
    const today = todayIso(now);
    const ranges = hardRangesOf(facts, today);
    if (!ranges) return [];
    const { repo } = this.deps;
    const pooled = { viewerProfileId: facts.id, notShown, ...ranges };
    const scored = new Map<string, { id: string; tier: number; score: number }>();
    const add = (rows: PoolRow[]) => {
      for (const row of rows) {
        if (scored.has(row.id)) continue;
        const { tier, score } = scoreCandidate(facts, row, today);
        scored.set(row.id, { id: row.id, tier, score });
      }
    };
    const mutualWhere = [
      ...meetsPreferencesByBits(facts.prefs),
      ...meetsGunMilanMinimum(astroSideOf(facts), facts.prefs),
      ...acceptsSubjectByBits(facts.subject, today),
    ];
    let mutualFits = 0;
    let read = 0;
    // Page by page while the conditions find more than fit.ts lets through (the other side's Gun
    // Milan minimum, the edges of age and height buckets, a city sharing another's bits).
    for (let page = 0; page < MUTUAL_PAGES && mutualFits < MATCH_LIST_SIZE; page++) {
      const limit = nextMutualPage({ missing: MATCH_LIST_SIZE - mutualFits, read, passed: mutualFits });
      const rows = await repo.pool(db, {
        ...pooled,
        where: mutualWhere,
        limit,
        offset: read,
      });
      add(rows);
      read += rows.length;
      mutualFits = [...scored.values()].filter((s) => s.tier === MUTUAL_TIER).length;
      if (rows.length < limit) break;
    }
    if (mutualFits < MATCH_LIST_SIZE) {
      add(await repo.pool(db, { ...pooled, limit: MATCH_POOL }));
    }
    return [...scored.values()]
      .sort(byScore)
      .slice(0, MATCH_LIST_SIZE)
      .map((s) => ({ candidateId: s.id, tier: s.tier, score: s.score }));
  }

  /** Cards with the fit between the member and each profile, both ways. */
  private async present(
    rows: FitCardRow[],
    facts: MemberFacts,
    viewer: Viewer,
    today: string,
  ): Promise<MatchCard[]> {
    const me = { prefs: facts.prefs, subject: facts.subject };
    const cards = await presentCards(rows, viewer, this.deps.media, today);
    return rows.map((row, i) => {
      const card = cards[i]!;
      const gunMilan = scoreBetween(astroSideOf(facts), astroSideOf(row))?.total ?? null;
      return { ...card, fit: fitBetween(me, { prefs: row.prefs, subject: row.subject }, gunMilan, today) };
    });
  }

  private viewerOf(user: AuthUser, facts: MemberFacts): Viewer {
    const self: AstroSide | null = astroSideOf(facts);
    return listViewerFor(user, self);
  }

  /** GET /matches: the member's list, best first, paged. A warm visit is one statement (the page carries the member). */
  async matches(user: AuthUser, page: Page): Promise<Listed<MatchCard>> {
    const me = requireOwnProfileId(user);
    const { db, repo } = this.deps;
    // No list holds more than MATCH_LIST_SIZE entries: a page past them is empty without asking.
    const read = () =>
      page.offset < MATCH_LIST_SIZE ? repo.listPage(db, me, page) : Promise.resolve(NOTHING_LISTED);
    let found = await read();
    const facts = found.member ?? (await this.facts(me));
    const [made, boosted] = await Promise.all([
      this.listReady(facts),
      this.deps.boosts ? this.deps.boosts.forMatches(facts) : [],
    ]);
    if (made) found = await read();
    // Boosted profiles merged in when the page is read (decision 32); one not in the stored list adds to the total.
    const merged = mergeBoostedPlaces(page.offset, boosted, found.rows);
    if (merged.shownBoosts.length > 0) this.deps.boosts?.seen(me, merged.shownBoosts);
    const outsideList = boosted.filter((row) => !row.inList).length;
    const total = (await this.totalOf(me, page, found.rows.length)) + outsideList;
    const today = todayIso(this.now());
    const cards = await this.present(merged.rows, facts, this.viewerOf(user, facts), today);
    return { data: markBoosted(cards, merged.boostedIds), meta: { total, ...page } };
  }

  /** The total of the member's list: known from a last page (shorter than asked), else counted and reused a while. */
  private async totalOf(me: string, page: Page, rowsOnPage: number): Promise<number> {
    if (rowsOnPage < page.limit && (rowsOnPage > 0 || page.offset === 0)) {
      const total = page.offset + rowsOnPage;
      this.totals.remember(me, total);
      return total;
    }
    return this.totals.get(me, () => this.deps.repo.countList(this.deps.db, me));
  }

  /** GET /matches/today: up to ten picks, chosen once a day from the list, unseen ones first. */
  async today(user: AuthUser): Promise<Listed<TodayPick>> {
    const facts = await this.facts(requireOwnProfileId(user));
    const { db, repo } = this.deps;
    const now = this.now();
    const day = todayIso(now);
    let picks = await repo.picksOf(db, facts.id, day);
    if (picks.stored === 0) {
      // Picks favour profiles not viewed yet: this process's views waiting to be written count too.
      await Promise.all([this.listReady(facts), this.views.flush()]);
      await db.transaction(async (tx) => {
        await repo.lockMember(tx, facts.id);
        if ((await repo.picksOf(tx, facts.id, day)).stored > 0) return;
        await repo.forgetPicksBefore(
          tx,
          facts.id,
          todayIso(new Date(now.getTime() - PICK_HISTORY_DAYS * DAY_MS)),
        );
        await repo.choosePicks(tx, facts.id, day, DAILY_PICKS);
      });
      picks = await repo.picksOf(db, facts.id, day);
    }
    const cards = await this.present(picks.rows, facts, this.viewerOf(user, facts), day);
    return {
      data: cards.map((card, i) => ({ ...card, is_new: picks.rows[i]!.isNew })),
      meta: { total: cards.length, limit: DAILY_PICKS, offset: 0 },
    };
  }

  /** POST /matches/skip: never recommended again (idempotent); a profile the member may not know is 404. */
  async skip(user: AuthUser, rawTo: string): Promise<{ to: string; skipped: true }> {
    const me = requireOwnProfileId(user);
    const { db, repo, targets } = this.deps;
    const to = await db.transaction(async (tx) => {
      const target = await targets.require(tx, me, rawTo, 'interact', {
        lock: true,
        self: 'OWN_PROFILE_NOT_ALLOWED.skip',
      });
      await repo.skip(tx, me, target.id);
      return target.id;
    });
    this.totals.forget(me);
    return { to, skipped: true };
  }

  /** DELETE /matches/skip/{id}: undoes a skip (idempotent), whoever the profile is now. */
  async unskip(user: AuthUser, rawId: string): Promise<{ to: string; skipped: false }> {
    const me = requireOwnProfileId(user);
    const id = parseProfileId(rawId);
    if (!id) throw notFound('PROFILE_NOT_FOUND');
    const { db, repo } = this.deps;
    await db.transaction(async (tx) => {
      await repo.lockMember(tx, me);
      await repo.unskip(tx, me, id);
    });
    this.totals.forget(me);
    return { to: id, skipped: false };
  }

  async skipped(user: AuthUser, page: Page): Promise<Listed<ProfileCard>> {
    const me = requireOwnProfileId(user);
    const found = await this.deps.repo.skipped(this.deps.db, me, page);
    const viewer = cardViewer(user);
    const today = todayIso(this.now());
    return {
      data: await presentCards(found.rows, viewer, this.deps.media, today),
      meta: { total: found.total, ...page },
    };
  }

  /** The fit beside the profile view (profiles' `ProfileFitLookup`): `row` is the profile viewed. */
  async fitFor(
    viewerProfileId: string,
    row: ProfileRow,
    self: AstroSide | null,
  ): Promise<{ fit: Fit; preferences: Preferences }> {
    const facts = await this.deps.repo.fitFacts(this.deps.db, viewerProfileId, row.id);
    const today = todayIso(this.now());
    const gunMilan = scoreBetween(self, astroSideOf(row))?.total ?? null;
    const theirs = facts?.theirs ?? NO_PREFERENCES;
    // Matching reads the birth chart's Manglik verdict before the declared one (decision 44).
    const subject = { ...row, mangalDosh: manglikStatusOf(row).mangalDosh };
    const fit = fitBetween(
      { prefs: facts?.prefs ?? NO_PREFERENCES, subject: facts?.subject ?? subject },
      { prefs: theirs, subject },
      gunMilan,
      today,
    );
    return { fit, preferences: theirs };
  }

  /**
   * Records that a member opened another member's profile (one row a day; the profile view calls
   * it), written with the others of that moment (`ViewRecorder`).
   */
  async recordView(viewerProfileId: string, viewedProfileId: string): Promise<void> {
    if (viewerProfileId === viewedProfileId) return;
    const now = this.now();
    this.views.record({ viewer: viewerProfileId, viewed: viewedProfileId, day: todayIso(now), at: now });
  }

  /** Writes the views still pending (the server's close). */
  flushViews(): Promise<void> {
    return this.views.flush();
  }

  /** GET /visitors: members who opened my profile, newest first, one row per viewer and day. */
  async visitors(user: AuthUser, page: Page): Promise<Listed<Visitor>> {
    const me = requireOwnProfileId(user);
    const { db, repo } = this.deps;
    await this.views.flush();
    const [rows, total] = await Promise.all([repo.visitors(db, me, page), repo.countVisitors(db, me)]);
    const viewer = cardViewer(user);
    const today = todayIso(this.now());
    const cards = await presentCards(rows, viewer, this.deps.media, today);
    return {
      data: rows.map((r, i) => ({ profile: cards[i]!, viewed_at: r.viewedAt.toISOString() })),
      meta: { total, ...page },
    };
  }

  /** GET /visitors/count: on every plan, also where the list itself needs a plan. */
  async visitorCount(user: AuthUser): Promise<{ total: number }> {
    await this.views.flush();
    return { total: await this.deps.repo.countVisitors(this.deps.db, requireOwnProfileId(user)) };
  }
}
