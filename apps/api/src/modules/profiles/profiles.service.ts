import {
  type Completion,
  type Fit,
  type Gender,
  isReservedDisplayName,
  MIN_MARRIAGE_AGE,
  type Preferences,
  type ProfileCard,
  type ProfileInput,
} from '@jodi/contract';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../errors';
import { type ErrorMessage, errorMessage } from '../../i18n/error-messages';
import { parseProfileId } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { contactAccess } from '../../policies/contact-access';
import { createProfileFirst, requireOwnProfileRow } from '../../policies/own-profile';
import { maySeeProfile } from '../../policies/profile-visibility';
import { astroColumnsFor } from '../astro/chart-of-profile';
import { type AstroSide, astroSideOf } from '../astro/gun-milan';
import { manglikStatusOf } from '../astro/manglik-view';
import type { ContactsRepository } from '../contacts/contacts.repository';
import type { MemberMedia } from '../privacy/member-media';
import { ageOn, latestBirthdateForAge, todayIso } from './age';
import { type BoostedRow, markBoosted, mergeBoostedPlaces } from './boosted-places';
import { EXACT_TOTAL_UP_TO, ListingTotals } from './listing-totals';
import { ListingWindows, WINDOW_SIZE, windowsOf } from './listing-windows';
import { presentCards } from './present-cards';
import { type ProfileRow, remainingPersonalFields, toColumns } from './profile-fields';
import {
  type CardRow,
  listViewerFor,
  ownerViewer,
  type PhotoRow,
  presentProfile,
  VISITOR,
  type Viewer,
  viewerFor,
} from './profile-presenter';
import type { CardFilter, FoundProfile, ProfilesRepository, ViewerExtras } from './profiles.repository';
import type { ListQuery, PresentedProfile, SupportInfoInput } from './profiles.schema';

/** Which verification documents a profile has uploaded (not whether staff accepted them). */
export interface DocumentsAdded {
  personal: boolean;
  job: boolean;
  salary: boolean;
  property: boolean;
}
/** Seam for the verification module, which stores the documents. */
export interface VerificationDocumentsLookup {
  addedFor(profileId: string): Promise<DocumentsAdded>;
  /** The same facts as SQL over a profile's id column, so the profile view reads them in its one query. */
  fieldsFor(profileId: AnyPgColumn): Record<keyof DocumentsAdded, SQL<boolean>>;
}

/** What the viewer and the profile did towards each other, beside the profile view (spec 3). */
export interface Interactions {
  is_chat_requested: boolean;
  i_am_interested: boolean;
  profile_interested: boolean;
  /** An accepted interest or chat request either way (no block): the two may chat. */
  can_chat: boolean;
}
/** Filled by the social module (`SocialInteractions`): the flags as SQL, read in the profile view's one query. */
export interface InteractionsLookup {
  fieldsFor(
    viewerProfileId: string | Placeholder,
    profileId: AnyPgColumn,
  ): Record<keyof Interactions, SQL<boolean>>;
}
/** Nothing between the two: the owner's own view, and an account without a profile. */
const NO_INTERACTIONS: Interactions = {
  is_chat_requested: false,
  i_am_interested: false,
  profile_interested: false,
  can_chat: false,
};

/**
 * Filled by the matchmaking module: the preference fit a member sees beside another profile, and
 * the record that they opened it ("who viewed me").
 */
export interface ProfileFitLookup {
  /** The fit both ways, and the viewed profile's own preferences (its "Preferences & Expectations"). */
  fitFor(
    viewerProfileId: string,
    row: ProfileRow,
    self: AstroSide | null,
  ): Promise<{ fit: Fit; preferences: Preferences }>;
  recordView(viewerProfileId: string, viewedProfileId: string): Promise<void>;
}

/**
 * Filled by the boost module (decision 32): the running boosts a member's listing shows
 * at the top of its first page, read with the listing's own conditions for that member, and the
 * record that the member was shown them.
 */
export interface ListingBoosts {
  /** At most BOOSTED_PLACES boosted cards meeting `filter` (its viewer's rules included), in rotation order. */
  forListing(viewerProfileId: string, filter: CardFilter): Promise<BoostedRow<CardRow>[]>;
  /** The member was shown these boosts in a boosted place (written behind the request). */
  seen(viewerProfileId: string, boostIds: readonly string[]): void;
}

/** Told inside the update's transaction when an update leaves every personal field filled (the staff trail). */
export interface ProfileMilestones {
  completed(db: Database, profileId: string): Promise<void>;
}

/** Told after an update is saved (matchmaking makes the member's list again in the background). */
export interface ProfileChanges {
  saved(profileId: string): Promise<void>;
  /** In the save's transaction: the profile may now suit other members' preferences (decision 35). */
  savedIn?(tx: Database, profileId: string): Promise<void>;
}

export interface ProfilesServiceDeps {
  db: Database;
  repo: ProfilesRepository;
  contacts: ContactsRepository;
  /** Photo and video URLs per viewer, as the members' privacy choices allow. */
  media: MemberMedia;
  documents: VerificationDocumentsLookup;
  interactions: InteractionsLookup;
  milestones?: ProfileMilestones;
  changes?: ProfileChanges;
  fit?: ProfileFitLookup;
  /** Boosted places at the top of a member's first listing page (decision 32). */
  boosts?: ListingBoosts;
  /** The clock (tests). */
  now?: () => Date;
  /** Shared listing totals above EXACT_TOTAL_UP_TO (tests pass their own). */
  totals?: ListingTotals;
  /** The listing's shared candidate windows (context shares them with what else changes listings). */
  windows?: ListingWindows;
}

export interface ProfileView extends Interactions {
  data: PresentedProfile;
  completion: Completion;
  is_bookmarked: boolean;
  is_blocked: boolean;
  /** A member viewing another member: how each side's preferences fit the other (decision 16). */
  fit?: Fit;
}

export interface CardList {
  data: ProfileCard[];
  meta: { total: number; limit: number; offset: number };
}

const SIMILAR_LIMIT = 6;
const MAX_AGE = 100;
const MAX_SEARCH_WORDS = 5;

/** The public view takes the plain id or base64(id) (the web route /profile/{pid} carries the latter). */
export function decodePublicId(raw: string): string | null {
  const plain = parseProfileId(raw);
  if (plain) return plain;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw)) return null;
  const decoded = Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  return parseProfileId(decoded);
}

const opposite = (gender: Gender): Gender => (gender === 'male' ? 'female' : 'male');

/**
 * Cross-field rules on the merged profile: a birthdate not in the future, an age of at most 100,
 * and the legal marriage age of the gender (grooms 21, brides 18). Null when all is well.
 */
export function birthdateProblem(
  profile: Pick<ProfileRow, 'birthdate' | 'gender'>,
  today: string,
): ErrorMessage<'VALIDATION_FAILED'> | null {
  if (!profile.birthdate) return null;
  if (profile.birthdate > today) return errorMessage('VALIDATION_FAILED.birthdateInFuture');
  const age = ageOn(profile.birthdate, today);
  if (age > MAX_AGE) return errorMessage('VALIDATION_FAILED.birthdateTooOld', { max: MAX_AGE });
  if (profile.gender) {
    const min = MIN_MARRIAGE_AGE[profile.gender];
    if (age < min) return errorMessage('VALIDATION_FAILED.tooYoungToMarry', { gender: profile.gender, min });
  }
  return null;
}

/** Whether an update gives the profile a name that reads as Jodi's staff ("Jodi" + "Support"). */
function renamesAsStaff(
  values: Partial<Pick<ProfileRow, 'name' | 'lastName'>>,
  merged: Pick<ProfileRow, 'name' | 'lastName'>,
): boolean {
  const renamed = values.name !== undefined || values.lastName !== undefined;
  return renamed && isReservedDisplayName(merged.name, merged.lastName);
}

/** Profile rules: who may see and change which profile, the listing and its filters, completion. */
export class ProfilesService {
  private readonly now: () => Date;
  private readonly totals: ListingTotals;
  private readonly windows: ListingWindows;

  constructor(private readonly deps: ProfilesServiceDeps) {
    this.totals = deps.totals ?? new ListingTotals();
    this.windows = deps.windows ?? new ListingWindows();
    this.now = deps.now ?? (() => new Date());
  }

  /** Loads what the viewer may see (photos always, contacts only when allowed) and presents it. */
  private async present(row: ProfileRow, viewer: Viewer, photoRows?: PhotoRow[]): Promise<PresentedProfile> {
    const { db, repo, contacts, media } = this.deps;
    const lens = await media.lens(viewer, [row]);
    const [photos, contactRows] = await Promise.all([
      photoRows ?? repo.photosOf(db, row.id),
      contactAccess(viewer, row, lens.accepted(row.id)).visible
        ? contacts.listOf(db, row.id)
        : Promise.resolve(null),
    ]);
    return presentProfile(row, photos, contactRows, viewer, lens);
  }

  private async ownRow(user: AuthUser): Promise<ProfileRow> {
    const row = user.profileId ? await this.deps.repo.findById(this.deps.db, user.profileId) : null;
    return requireOwnProfileRow(row);
  }

  /**
   * Members and visitors may not know of hidden profiles, profiles of suspended accounts, a
   * profile on the other side of a block, or a paused profile that has not accepted them
   * (decision 29: answered as unknown, so a pause is no signal); the owner and staff always may
   * (policies/profile-visibility.ts `maySeeProfile`). Only the profile view lets the blocker back
   * in (`blockerMaySee`, to unblock); biodata and the AI helper refuse every blocked pair.
   */
  private mayKnow(found: FoundProfile, viewer: Viewer, blockerMaySee = false): boolean {
    const { hidden, pausedUntil } = found.row;
    return maySeeProfile(viewer, { ...found, hidden, pausedUntil }, this.now, blockerMaySee);
  }

  /**
   * The profile as `user` (or a visitor, when null) may see it; 404 when they may not know it
   * exists. Other modules (biodata, the AI helper) call this to get exactly the visible profile.
   */
  async profileFor(
    user: AuthUser | null,
    rawId: string,
    options: { blockerMaySee?: boolean; extras?: ViewerExtras } = {},
  ): Promise<{ profile: PresentedProfile; found: FoundProfile; viewer: Viewer }> {
    const id = parseProfileId(rawId);
    if (!id) throw notFound('PROFILE_NOT_FOUND');
    const [found, self] = await Promise.all([
      this.deps.repo.findForViewer(this.deps.db, id, user?.profileId ?? null, {
        withPhotos: true,
        extras: options.extras,
      }),
      this.memberSelf(user, id),
    ]);
    if (!found) throw notFound('PROFILE_NOT_FOUND');
    const viewer = viewerFor(user, found.row, self);
    if (viewer.kind === 'member') {
      viewer.selfManglik = manglikStatusOf({
        chartMangalDosh: found.viewerChartMangalDosh,
        mangalDosh: found.viewerMangalDosh,
      });
    }
    if (!this.mayKnow(found, viewer, options.blockerMaySee)) throw notFound('PROFILE_NOT_FOUND');
    return { profile: await this.present(found.row, viewer, found.photoRows), found, viewer };
  }

  /**
   * A member's own gender and Moon, read once per request for Gun Milan: only for a member
   * looking at someone else's profile (never for visitors, staff or the owner).
   */
  private async memberSelf(user: AuthUser | null, otherId?: string): Promise<AstroSide | null | undefined> {
    if (!user || user.isAdmin || !user.profileId || user.profileId === otherId) return undefined;
    // Read with the user on every authenticated request (AuthUserRepository): no second query.
    if (user.astro !== undefined) return user.astro ? astroSideOf(user.astro) : null;
    return this.deps.repo.astroSideOf(this.deps.db, user.profileId);
  }

  async myProfile(user: AuthUser): Promise<PresentedProfile> {
    return this.present(await this.ownRow(user), ownerViewer(user));
  }

  async view(user: AuthUser, rawId: string): Promise<ProfileView> {
    // The documents added and the flags between the two come with the profile: one query for the whole view.
    const me = user.profileId;
    const extras: ViewerExtras = {
      key: `view:documents:${me ? 'interactions' : ''}`,
      fields: (profileId, viewer) => ({
        documents: this.deps.documents.fieldsFor(profileId),
        ...(me ? { interactions: this.deps.interactions.fieldsFor(viewer, profileId) } : {}),
      }),
    };
    const { profile, found, viewer } = await this.profileFor(user, rawId, { blockerMaySee: true, extras });
    const read = found.extras ?? {};
    const member = viewer.kind === 'member' && me ? me : null;
    // The flags were asked for only when the caller has a profile; the owner has none towards themself.
    const flags = read.interactions as Interactions | undefined;
    const interactions = viewer.kind === 'owner' || !flags ? NO_INTERACTIONS : flags;
    const [completion, fit] = await Promise.all([
      this.completionOf(found.row, read.documents as DocumentsAdded | undefined),
      member && this.deps.fit ? this.deps.fit.fitFor(member, found.row, viewer.self ?? null) : undefined,
    ]);
    const answer: ProfileView = {
      data: fit ? { ...profile, preferences: fit.preferences } : profile,
      completion,
      is_bookmarked: viewer.kind !== 'owner' && found.bookmarked,
      is_blocked: viewer.kind !== 'owner' && found.blockedByViewer,
      ...interactions,
      ...(fit ? { fit: fit.fit } : {}),
    };
    // "Who viewed me": members only (never the owner, staff or visitors), never across a block.
    if (member && !found.blocked) await this.deps.fit?.recordView(member, found.row.id);
    return answer;
  }

  /** The limited public profile (spec 6): always the visitor view, even with a token. */
  async publicView(user: AuthUser | null, raw: string): Promise<PresentedProfile> {
    const id = decodePublicId(raw);
    if (!id) throw notFound('PROFILE_NOT_FOUND');
    const found = await this.deps.repo.findForViewer(this.deps.db, id, user?.profileId ?? null, {
      withPhotos: true,
    });
    if (!found || !this.mayKnow(found, VISITOR)) throw notFound('PROFILE_NOT_FOUND');
    return this.present(found.row, VISITOR, found.photoRows);
  }

  /**
   * The id and owner of a profile that anyone may know of (the public view's rule: not hidden,
   * not suspended, not paused), from its plain or base64 id; null otherwise. Used to count visits.
   */
  async publicProfileRef(raw: string): Promise<{ id: string; userId: string } | null> {
    const id = decodePublicId(raw);
    const found = id ? await this.deps.repo.findForViewer(this.deps.db, id, null) : null;
    if (!found || !this.mayKnow(found, VISITOR)) return null;
    return { id: found.row.id, userId: found.row.userId };
  }

  async update(user: AuthUser, rawId: string, input: ProfileInput): Promise<PresentedProfile> {
    const { db, repo } = this.deps;
    const id = parseProfileId(rawId);
    const row = id ? await repo.findById(db, id) : null;
    if (!row) throw notFound('PROFILE_NOT_FOUND');
    const viewer = viewerFor(user, row);
    if (viewer.kind !== 'owner' && viewer.kind !== 'staff') {
      throw forbidden('NOT_YOUR_PROFILE');
    }
    const values = toColumns(input);
    const today = todayIso(this.now());
    const updated = await db.transaction(async (tx) => {
      // Locked, so the Moon is computed from exactly the birth details this update leaves behind.
      const current = (await repo.lockById(tx, row.id)) ?? row;
      const merged = { ...current, ...values };
      const problem = birthdateProblem(merged, today);
      if (problem) throw new AppError(problem, [{ path: 'body.profile.birthdate', message: problem }]);
      if (renamesAsStaff(values, merged)) {
        throw badRequest('VALIDATION_FAILED.reservedName', [
          { path: 'body.profile.name', message: errorMessage('VALIDATION_FAILED.reservedName') },
        ]);
      }
      const saved = await repo.update(tx, row.id, { ...values, ...astroColumnsFor(merged) });
      const completed =
        remainingPersonalFields(current).length > 0 && remainingPersonalFields(saved).length === 0;
      if (completed) await this.deps.milestones?.completed(tx, row.id);
      await this.deps.changes?.savedIn?.(tx, row.id);
      return saved;
    });
    this.listingChanged();
    await this.deps.changes?.saved(updated.id);
    return this.present(updated, viewer);
  }

  /** A saved profile may now match other filters: this process's shared listings are read again. */
  listingChanged(): void {
    this.windows.forgetAll();
    this.totals.forgetAll();
  }

  private async completionOf(row: ProfileRow, known?: DocumentsAdded): Promise<Completion> {
    const docs = known ?? (await this.deps.documents.addedFor(row.id));
    return {
      video_intro: row.videoKey !== null,
      personal_verification_added: docs.personal,
      job_verification_added: docs.job,
      salary_verification_added: docs.salary,
      property_verification_added: docs.property,
    };
  }

  async completion(
    user: AuthUser,
  ): Promise<{ remaining_personal: string[]; completion: Completion; profile_score: number }> {
    const row = await this.ownRow(user);
    const [profile, completion] = await Promise.all([
      this.present(row, ownerViewer(user)),
      this.completionOf(row),
    ]);
    return {
      remaining_personal: remainingPersonalFields(row),
      completion,
      profile_score: profile.profile_score ?? 0,
    };
  }

  /**
   * The listing. Members always see the opposite gender (an explicit gender filter cannot widen
   * that); staff and visitors may filter by gender freely. Ages become birthdate bounds.
   */
  async list(user: AuthUser | null, query: ListQuery): Promise<CardList> {
    const { db, repo } = this.deps;
    const me = user?.profileId ?? null;
    if (query.saved === 'true' && !user) {
      throw unauthorized('UNAUTHENTICATED.savedProfiles');
    }
    if (query.saved === 'true' && !me) throw createProfileFirst();

    let gender = query.gender;
    const self = await this.memberSelf(user);
    if (self?.gender) gender = opposite(self.gender);
    const viewer = listViewerFor(user, self);
    const today = todayIso(this.now());
    const words = query.q?.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
    const filter: CardFilter = {
      viewerProfileId: me,
      gender,
      bornOnOrBefore: query.min_age === undefined ? undefined : latestBirthdateForAge(query.min_age, today),
      bornAfter: query.max_age === undefined ? undefined : latestBirthdateForAge(query.max_age + 1, today),
      minHeight: query.min_height,
      maxHeight: query.max_height,
      city: query.city,
      education: query.education,
      maritialStatus: query.maritial_status,
      rashi: query.rashi,
      gotra: query.gotra,
      mangalDosh: query.mangal_dosh,
      words,
      wordsInVisitorFieldsOnly: viewer.kind === 'visitor' || undefined,
      savedBy: query.saved === 'true' ? (me ?? undefined) : undefined,
    };
    // Big totals are shared by everyone with the same filters (see ListingTotals); saved lists are one member's.
    const shared = filter.savedBy ? null : { ...filter, viewerProfileId: null };
    const key = shared ? JSON.stringify(shared) : null;
    const known = key ? this.totals.fresh(key) : undefined;
    const page = { limit: query.limit, offset: query.offset };
    // Read beside the page (one small query over the running boosts), merged when the page is read.
    const boosted = this.boostedFor(viewer.kind === 'member' ? me : null, filter);
    const answer = async (rows: CardRow[], total: number): Promise<CardList> => {
      const merged = mergeBoostedPlaces(query.offset, await boosted, rows);
      if (me && merged.shownBoosts.length > 0) this.deps.boosts?.seen(me, merged.shownBoosts);
      const cards = await presentCards(merged.rows, viewer, this.deps.media, today);
      return {
        data: markBoosted(cards, merged.boostedIds),
        meta: { total, limit: query.limit, offset: query.offset },
      };
    };
    if (shared && key && !words?.length) {
      const listed = await this.pageFromWindows(shared, key, me, page);
      if (listed) return answer(listed.rows, listed.total);
    }
    // A search not known to match many: look for its few matches first (see listFewCards).
    if (words?.length && known === undefined) {
      const few = await repo.listFewCards(db, filter, page, EXACT_TOTAL_UP_TO);
      if (few) return answer(few.rows, few.total);
    }
    const found = await repo.listCards(db, filter, page, known === undefined ? EXACT_TOTAL_UP_TO : 0);
    let total: number;
    if (known !== undefined) total = known;
    else if (found.total !== null && found.total <= EXACT_TOTAL_UP_TO) total = found.total;
    else if (shared && key) total = await this.totals.get(key, () => repo.countCards(db, shared));
    else total = await repo.countCards(db, filter);
    return answer(found.rows, total);
  }

  /**
   * The boosted cards a member's listing merges in (none for visitors, staff and saved lists). A
   * failure waits for the page: it is awaited there, and the page's own read goes first.
   */
  private boostedFor(me: string | null, filter: CardFilter): Promise<BoostedRow<CardRow>[]> {
    const boosts = this.deps.boosts;
    if (!boosts || !me || filter.savedBy) return Promise.resolve([]);
    const found = boosts.forListing(me, filter);
    found.catch(() => {});
    return found;
  }

  /**
   * A listing page from the candidate windows shared by everyone asking for the same filters
   * (`ListingWindows`): the page's ids from the windows, then their cards as the viewer may see
   * them now. A page can be shorter than the limit by the profiles the viewer may not see (blocked,
   * or hidden since the window was read); the next page starts where the windows say, so none
   * repeats. Null when the filters match at most `EXACT_TOTAL_UP_TO`: such a listing is cheap to
   * read for the viewer alone, with a total that leaves out exactly what they may not see.
   */
  private async pageFromWindows(
    shared: CardFilter,
    key: string,
    viewerProfileId: string | null,
    page: { limit: number; offset: number },
  ): Promise<{ rows: CardRow[]; total: number } | null> {
    const { db, repo } = this.deps;
    const windowAt = (index: number) =>
      this.windows.get(`${index}:${key}`, () =>
        repo.candidateIds(db, shared, { limit: WINDOW_SIZE, offset: index * WINDOW_SIZE }, EXACT_TOTAL_UP_TO),
      );
    const first = await windowAt(0);
    if (first.total !== null && first.total <= EXACT_TOTAL_UP_TO) return null;
    const { indexes, skip } = windowsOf(page);
    const windows = await Promise.all(indexes.map(windowAt));
    const ids = windows.flatMap((w) => w.ids).slice(skip, skip + page.limit);
    const [rows, total] = await Promise.all([
      repo.listableCards(db, ids, viewerProfileId),
      this.totals.get(key, () => repo.countCards(db, shared)),
    ]);
    return { rows, total };
  }

  /**
   * Up to six profiles of `gender` like profile `rawPid` (same city, then closest age). A member
   * asking for their own gender gets none, as in the listing.
   */
  async similar(user: AuthUser, gender: Gender, rawPid: string): Promise<CardList> {
    const { db, repo } = this.deps;
    const [{ found }, self] = await Promise.all([
      this.profileForSimilar(user, rawPid),
      this.memberSelf(user),
    ]);
    const viewer = listViewerFor(user, self);
    const empty = { data: [], meta: { total: 0, limit: SIMILAR_LIMIT, offset: 0 } };
    if (self?.gender && self.gender === gender) return empty;
    const today = todayIso(this.now());
    const rows = await repo.similarCards(db, {
      viewerProfileId: user.profileId,
      gender,
      reference: found.row,
      limit: SIMILAR_LIMIT,
    });
    return {
      data: await presentCards(rows, viewer, this.deps.media, today),
      meta: { total: rows.length, limit: SIMILAR_LIMIT, offset: 0 },
    };
  }

  private async profileForSimilar(user: AuthUser, rawPid: string): Promise<{ found: FoundProfile }> {
    const id = parseProfileId(rawPid);
    const found = id ? await this.deps.repo.findForViewer(this.deps.db, id, user.profileId) : null;
    if (!found || !this.mayKnow(found, viewerFor(user, found.row))) throw notFound('PROFILE_NOT_FOUND');
    return { found };
  }

  async setSupportInfo(
    user: AuthUser,
    input: SupportInfoInput,
  ): Promise<{ phone: string | null; whatsapp: string | null }> {
    const row = await this.ownRow(user);
    const values: Partial<Pick<ProfileRow, 'supportPhone' | 'supportWhatsapp'>> = {};
    if (input.phone !== undefined) values.supportPhone = input.phone;
    if (input.whatsapp !== undefined) values.supportWhatsapp = input.whatsapp;
    const updated = await this.deps.repo.update(this.deps.db, row.id, values);
    return { phone: updated.supportPhone, whatsapp: updated.supportWhatsapp };
  }
}
