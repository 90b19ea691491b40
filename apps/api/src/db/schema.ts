import type { CallLogExtra, CallStatus, NotificationSettings, TrailKind } from '@jodi/contract';
import {
  AD_STATUSES,
  BLOG_STATUSES,
  CHART_STYLES,
  CONTACT_VISIBILITIES,
  DEFAULT_CONTACT_VISIBILITY,
  DEFAULT_PHOTO_VISIBILITY,
  MEMBER_LANGUAGES,
  MESSAGE_SAFETY_CONCERNS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  PHOTO_VISIBILITIES,
  SCORE_UP_CONTEXTS,
} from '@jodi/contract';
import type { Kundli } from '@jodi/gunmilan';
import { type AnyColumn, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The states of an interest or a chat request (modules/social/request-state.ts). */
const REQUEST_STATES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;

/** The relative who sent something for the profile they manage: their name and relation, kept as sent. */
interface SentBy {
  name: string;
  relation: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored normalised (trimmed, lower case). */
    email: text('email').notNull(),
    /** argon2id; null for accounts made by staff or by the member link until a password is set. */
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Bumped on password change; a token carrying an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    plan: text('plan').notNull().default('Hope'),
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    usergroup: text('usergroup').notNull().default('members'),
    appId: text('app_id').notNull().default('jodi'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The member's language (decision 21): notifications, pushes and e-mails to them are written in it. */
    language: text('language', { enum: MEMBER_LANGUAGES }).notNull().default('en'),
    /** How the member likes birth charts drawn, on screen and in the biodata PDF (decision 44). */
    chartStyle: text('chart_style', { enum: CHART_STYLES }).notNull().default('north'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_language_check', sql`${t.language} IN ('en', 'mr', 'hi')`),
    check('users_chart_style_check', sql`${t.chartStyle} IN ('north', 'south')`),
    /** The few non-active accounts, so listings exclude them without reading every user. */
    index('users_inactive_idx').on(t.id).where(sql`${t.status} <> 'active'`),
    /** Plans ending soon or just ended: the morning's reminders (decision 20). */
    index('users_plan_expiry_idx').on(t.planExpiresAt).where(sql`${t.planExpiresAt} IS NOT NULL`),
  ],
);

/**
 * A birth date's day of the year as month * 100 + day (profiles_birthday_idx): the night's
 * birthdays are asked through this same expression, so the index serves them (decision 39).
 */
export const birthdayKey = (birthdate: AnyColumn) =>
  sql`(EXTRACT(MONTH FROM ${birthdate}) * 100 + EXTRACT(DAY FROM ${birthdate}))`;

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managedBy: text('managed_by').notNull().default('self'),
    name: text('name'),
    lastName: text('last_name'),
    gender: text('gender', { enum: ['male', 'female'] }),
    maritialStatus: text('maritial_status'),
    /** Centimetres. */
    height: smallint('height'),
    birthdate: date('birthdate'),
    currentCity: text('current_city'),
    bloodgroup: text('bloodgroup'),
    work: text('work'),
    occupation: text('occupation'),
    annualIncome: text('annual_income'),
    education: text('education'),
    degree: text('degree'),
    careerGoals: text('career_goals'),
    propertyDetails: text('property_details'),
    numberOfSiblings: smallint('number_of_siblings'),
    siblingsDetails: text('siblings_details'),
    fatherOccupation: text('father_occupation'),
    motherOccupation: text('mother_occupation'),
    mamkul: text('mamkul'),
    familyFinancialStatus: text('family_financial_status'),
    familyType: text('family_type'),
    familyValues: text('family_values'),
    hobbiesAndInterests: text('hobbies_and_interests'),
    aboutme: text('aboutme'),
    dietaryPreferences: text('dietary_preferences'),
    drinkingHabits: text('drinking_habits'),
    smokingHabits: text('smoking_habits'),
    expectation: text('expectation'),
    typeOfMarriageCeremony: text('type_of_marriage_ceremony'),
    interestInContinuingEducation: boolean('interest_in_continuing_education'),
    rashi: text('rashi'),
    gotra: text('gotra'),
    mangalDosh: text('mangal_dosh'),
    birthname: text('birthname'),
    /** HH:MM local time at the birth place. */
    birthTime: text('birth_time'),
    birthPlace: text('birth_place'),
    birthLat: doublePrecision('birth_lat'),
    birthLon: doublePrecision('birth_lon'),
    birthTz: text('birth_tz'),
    /**
     * The Moon's nakshatra (1..27) and pada (1..4) for Gun Milan, derived from the birth details
     * above on every profile update (astro module): from the birth date, time and place when all
     * are known ('birth'), else from the birth name's first syllable ('name'), else null.
     */
    moonNakshatra: smallint('moon_nakshatra'),
    moonPada: smallint('moon_pada'),
    moonSource: text('moon_source', { enum: ['birth', 'name'] }),
    /**
     * The birth chart from the birth date, time and place (astro/chart-of-profile.ts), computed on
     * every profile update like the Moon; null without all three. Decision 44.
     */
    kundli: jsonb('kundli').$type<Kundli>(),
    /**
     * The chart's Manglik verdict as a `mangal_dosh` option value ('yes', 'anshik', 'no'): matching
     * reads it before the member's declared `mangal_dosh` (the fit terms below, and
     * matchmaking's `fitMangalDosh`).
     */
    chartMangalDosh: text('chart_mangal_dosh', { enum: ['yes', 'anshik', 'no'] }),
    primaryPhotoId: uuid('primary_photo_id'),
    /** The single video introduction (spec 9: deleted by fixed id 1). */
    videoKey: text('video_key'),
    videoMime: text('video_mime'),
    videoSize: integer('video_size'),
    /** Set only by staff review of documents, never from a request body. */
    identityVerified: boolean('identity_verified').notNull().default(false),
    jobVerified: boolean('job_verified').notNull().default(false),
    incomeVerified: boolean('income_verified').notNull().default(false),
    propertyVerified: boolean('property_verified').notNull().default(false),
    /** Lower-cased name, city and occupation for trigram text search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(current_city, '') || ' ' || coalesce(occupation, ''))`,
    ),
    supportPhone: text('support_phone'),
    supportWhatsapp: text('support_whatsapp'),
    hidden: boolean('hidden').notNull().default(false),
    /** Who sees the photos clearly (policies/photo-access.ts); the rest get a blurred copy. */
    photoVisibility: text('photo_visibility', { enum: PHOTO_VISIBILITIES })
      .notNull()
      .default(DEFAULT_PHOTO_VISIBILITY),
    /** 'accepted': contacts only for accepted members, on top of the plan rules. */
    contactVisibility: text('contact_visibility', { enum: CONTACT_VISIBILITIES })
      .notNull()
      .default(DEFAULT_CONTACT_VISIBILITY),
    /** Left out of listings, matches and search until then; chats go on. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** Set when open reports from REPORTS_TO_HOLD members hold the profile for staff review: unlisted until staff decide. */
    heldForReviewAt: timestamp('held_for_review_at', { withTimezone: true }),
    /**
     * The minimum to be shown in any listing, suggestion or recommendation (decision 16):
     * name, gender, birth date, city, marital status and a photo. Generated by the database from
     * the row itself, so every update (the profile form, a photo added or removed, which set
     * `primary_photo_id`) keeps it true in the same statement. `MINIMUM_FIELDS` in
     * profiles/listability.ts says the same in TypeScript (what is missing).
     */
    listable: boolean('listable').generatedAlwaysAs(
      sql`coalesce(btrim(name), '') <> '' AND gender IS NOT NULL AND birthdate IS NOT NULL AND coalesce(btrim(current_city), '') <> '' AND coalesce(btrim(maritial_status), '') <> '' AND primary_photo_id IS NOT NULL`,
    ),
    /**
     * What the profile is, as terms other members' preferences are matched against ("edu:masters",
     * "city:pune", "ms:?" for unanswered): generated from the row by `jodi_fit_terms` (migration
     * 0026, decision 35), so no write can leave it stale. matchmaking/match-terms.ts asks it.
     */
    fitTerms: text('fit_terms')
      .array()
      .generatedAlwaysAs(
        sql`jodi_fit_terms(gender, maritial_status, education, annual_income, current_city, dietary_preferences, smoking_habits, drinking_habits, coalesce(chart_mangal_dosh, mangal_dosh))`,
      ),
    /**
     * Whom the profile's partner preferences accept, as terms ("age:29", "edu:*" for "doesn't
     * matter"): written by a trigger on partner_preferences (`jodi_accept_terms`, decision 35).
     */
    acceptTerms: text('accept_terms')
      .array()
      .notNull()
      .default(sql`'{age:*,h:*,ms:*,edu:*,inc:*,city:*,diet:*,smoke:*,drink:*,md:*}'::text[]`),
    /**
     * The match terms as bits (migration 0027, decision 37), generated from the terms: what a
     * match pool's walk checks, one AND per side, from an index alone. matchmaking/match-bits.ts
     * asks them; the terms stay as their source (the GIN index on them went in migration 0028).
     */
    fitBits: bigint('fit_bits', { mode: 'bigint' }).generatedAlwaysAs(
      sql`jodi_term_bits(jodi_fit_terms(gender, maritial_status, education, annual_income, current_city, dietary_preferences, smoking_habits, drinking_habits, coalesce(chart_mangal_dosh, mangal_dosh)))`,
    ),
    fitCityBits: bigint('fit_city_bits', { mode: 'bigint' }).generatedAlwaysAs(
      sql`jodi_city_bits(jodi_city_terms(current_city))`,
    ),
    acceptBits: bigint('accept_bits', { mode: 'bigint' }).generatedAlwaysAs(
      sql`jodi_term_bits(accept_terms)`,
    ),
    acceptAgeBits: bigint('accept_age_bits', { mode: 'bigint' }).generatedAlwaysAs(
      sql`jodi_age_bits(accept_terms)`,
    ),
    acceptHeightBits: bigint('accept_height_bits', { mode: 'bigint' }).generatedAlwaysAs(
      sql`jodi_height_bits(accept_terms)`,
    ),
    acceptCityBits: bigint('accept_city_bits', { mode: 'bigint' }).generatedAlwaysAs(
      sql`jodi_city_bits(accept_terms)`,
    ),
    /**
     * Copies ranking reads with the row rather than by a lookup for each of a list's few hundred
     * candidates (migration 0030, decision 40): the preferences row as JSON (the trigger on
     * partner_preferences writes it) and the account's last sign-in (triggers on users and on a
     * new profile). The sources stay partner_preferences and users.
     */
    partnerPrefs: jsonb('partner_prefs'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The account's suspension copied onto its profile (migration 0031, decision 41): `listable()`
     * reads it off the row it already reads, where an anti-join against users cost a match pool
     * more to plan than to run. The source stays users.status (triggers keep the copy).
     */
    accountSuspended: boolean('account_suspended').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_user_id_key').on(t.userId),
    // Partial on what every listing asks (`listable()` in profiles.repository.ts writes the same literals).
    index('profiles_listing_idx')
      .on(t.gender, t.createdAt.desc())
      .where(sql`${t.hidden} = false AND ${t.listable} = true`),
    /**
     * Also a match pool's walk through the member's age range (decision 37): migration 0027 adds
     * the walk index's INCLUDE columns and created_at, id, so that walk is index-only too.
     */
    index('profiles_birthdate_idx')
      .on(t.gender, t.birthdate)
      .where(sql`${t.hidden} = false AND ${t.listable} = true`),
    /** Newest first without a gender filter (visitors, staff): read in order, stop at the page. */
    index('profiles_recent_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hidden} = false AND ${t.listable} = true`),
    /**
     * A match pool's walk among the newest of a gender (decision 37): migration 0027 adds what the
     * walk's conditions read (birthdate, height, the Moon and the match bits) as INCLUDE columns,
     * which drizzle cannot write, so the walk reads the index alone and a profile's row only when
     * it qualifies.
     */
    index('profiles_match_walk_idx')
      .on(t.gender, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hidden} = false AND ${t.listable} = true`),
    index('profiles_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /** The profiles whose Moon is still to be worked out (astro.repository.ts), read at every start. */
    index('profiles_moon_pending_idx')
      .on(t.id)
      .where(sql`${t.moonSource} IS NULL AND (${t.birthname} IS NOT NULL OR ${t.birthTime} IS NOT NULL)`),
    /** The profiles whose birth chart is still to be worked out (astro.repository.ts), read at every start. */
    index('profiles_chart_pending_idx')
      .on(t.id)
      .where(
        sql`${t.kundli} IS NULL AND ${t.birthdate} IS NOT NULL AND ${t.birthTime} IS NOT NULL AND ${t.birthLat} IS NOT NULL AND ${t.birthLon} IS NOT NULL AND ${t.birthTz} IS NOT NULL`,
      ),
    /** The night's birthdays (decision 39): the day of the year a member is a year older. */
    index('profiles_birthday_idx').on(birthdayKey(t.birthdate)).where(sql`${t.birthdate} IS NOT NULL`),
    check(
      'profiles_photo_visibility_check',
      sql`${t.photoVisibility} IN ('everyone', 'members', 'accepted')`,
    ),
    check('profiles_chart_mangal_dosh_check', sql`${t.chartMangalDosh} IN ('yes', 'anshik', 'no')`),
    check('profiles_contact_visibility_check', sql`${t.contactVisibility} IN ('plan', 'accepted')`),
    check(
      'profiles_moon_check',
      sql`(${t.moonNakshatra} IS NULL AND ${t.moonPada} IS NULL AND ${t.moonSource} IS NULL) OR (${t.moonNakshatra} BETWEEN 1 AND 27 AND ${t.moonPada} BETWEEN 1 AND 4 AND ${t.moonSource} IN ('birth', 'name'))`,
    ),
  ],
);

/** A profile this row belongs to or points at; the row goes when the profile does. */
const profileRef = (column: string) =>
  uuid(column)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** A photo; every size is re-encoded from the upload, so no EXIF survives. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: profileRef('profile_id'),
    /** Storage keys of each size, e.g. { thumb, medium, large }. */
    variants: jsonb('variants').$type<Record<string, string>>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    /**
     * Whether every size has its AVIF and WebP copies beside the JPEG (decision 23);
     * false for photos stored before, until the `photos-format-copies` job makes them.
     */
    formatCopies: boolean('format_copies').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_profile_idx').on(t.profileId, t.position),
    index('photos_without_format_copies_idx').on(t.id).where(sql`NOT ${t.formatCopies}`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the mailed token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * One row per signed-in device (decision 15): a token names its session (`sid`), and a token
 * whose session is gone (signed out, password changed or reset) or idle too long is refused.
 * Deleted on sign-out; the user's deletion cascades.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the member signed in (password, sign-up or password change): the auth time. */
    createdAt: createdAt(),
    /** Moved forward at most about once an hour, so the per-request check stays one read. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // Who used the site lately: the nightly match-list job (decision 19).
    index('sessions_last_seen_idx').on(t.lastSeenAt),
  ],
);

/** Mail that the offline outbox adapter kept instead of sending. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

/** Small key-value settings the server keeps for itself. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/** Contacts a member shares (spec 3 Contact); visible only to plans and profiles that allow it. */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: profileRef('profile_id'),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    phone: text('phone').notNull(),
    occupation: text('occupation'),
    currentCity: text('current_city'),
    address: text('address'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('contacts_profile_idx').on(t.profileId, t.position)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromProfileId: profileRef('from_profile_id'),
    toProfileId: profileRef('to_profile_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookmarks_pair_key').on(t.fromProfileId, t.toProfileId),
    index('bookmarks_from_idx').on(t.fromProfileId, t.createdAt.desc()),
  ],
);

/** Either side of a block hides the pair from each other everywhere. */
export const blocks = pgTable(
  'blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blockerProfileId: profileRef('blocker_profile_id'),
    blockedProfileId: profileRef('blocked_profile_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blocks_pair_key').on(t.blockerProfileId, t.blockedProfileId),
    index('blocks_blocked_idx').on(t.blockedProfileId),
  ],
);

/**
 * Interest from one profile in another (spec 4): pending, then accepted (a match) or declined; a
 * match either member withdraws is withdrawn (decision 28).
 */
export const interests = pgTable(
  'interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromProfileId: profileRef('from_profile_id'),
    toProfileId: profileRef('to_profile_id'),
    status: text('status', { enum: REQUEST_STATES }).notNull().default('pending'),
    /** Who sent it when a relative acted for the profile (decision 33): shown as "sent by Aai, mother". */
    sentBy: jsonb('sent_by').$type<SentBy>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('interests_pair_key').on(t.fromProfileId, t.toProfileId),
    index('interests_to_idx').on(t.toProfileId, t.status, t.createdAt.desc()),
    index('interests_from_idx').on(t.fromProfileId, t.status, t.createdAt.desc()),
  ],
);

/**
 * Chat request (spec 4): pending, then accepted or declined by the receiver; an accepted one either
 * member withdraws is withdrawn (decision 28; on the wire it reads as declined). Until migration 0022
 * the state was two booleans: (false, false) pending, (true, false) accepted, (false, true) declined.
 */
export const chatRequests = pgTable(
  'chat_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromProfileId: profileRef('from_profile_id'),
    toProfileId: profileRef('to_profile_id'),
    status: text('status', { enum: REQUEST_STATES }).notNull().default('pending'),
    /** Who sent it when a relative acted for the profile (decision 33): shown as "sent by Aai, mother". */
    sentBy: jsonb('sent_by').$type<SentBy>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chat_requests_pair_key').on(t.fromProfileId, t.toProfileId),
    index('chat_requests_to_idx').on(t.toProfileId, t.status, t.createdAt.desc()),
  ],
);

/**
 * One interest or chat request a member sent (decision 28): the daily limit of their plan counts these
 * over a rolling 24 hours, so cancelling a request and sending it again still counts twice. Written
 * in the send's transaction; rows older than a day are pruned by the next send of that member.
 */
export const requestSends = pgTable(
  'request_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderProfileId: profileRef('sender_profile_id'),
    kind: text('kind', { enum: ['interest', 'chat_request'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_sends_sender_idx').on(t.senderProfileId, t.kind, t.sentAt)],
);

/** A member's report of another profile, kept for staff review. One open report per pair. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterProfileId: profileRef('reporter_profile_id'),
    reportedProfileId: profileRef('reported_profile_id'),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
      .notNull()
      .default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_open_pair_key')
      .on(t.reporterProfileId, t.reportedProfileId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/**
 * A chat message between two profiles: plain text, as the sender wrote it (trimmed). `read_at` is
 * set when the receiver opens the conversation.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromProfileId: profileRef('from_profile_id'),
    toProfileId: profileRef('to_profile_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Flagged when stored, before the pair matched: shown to the receiver as a warning (decision 17). */
    safetyConcern: text('safety_concern', { enum: MESSAGE_SAFETY_CONCERNS }),
    /** Who sent it when a relative acted for the profile (decision 33): shown as "sent by Aai, mother". */
    sentBy: jsonb('sent_by').$type<SentBy>(),
  },
  (t) => [
    check('messages_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
    /** A conversation's pages, either direction, newest first. */
    index('messages_pair_idx').on(
      sql`least(${t.fromProfileId}, ${t.toProfileId})`,
      sql`greatest(${t.fromProfileId}, ${t.toProfileId})`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    /** The chat list (and the cascades when a profile goes). */
    index('messages_from_idx').on(t.fromProfileId, t.createdAt.desc().nullsFirst()),
    index('messages_to_idx').on(t.toProfileId, t.createdAt.desc().nullsFirst()),
    /** Unread counts and mark-as-read: only the unread rows. */
    index('messages_unread_idx').on(t.toProfileId, t.fromProfileId).where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * An order for a paid plan (billing). The plan, period and amount are fixed here from the price
 * list when the order is made and never taken from a client. Orders and payments outlive the
 * account: deleting it only clears `user_id`, so the books keep no personal data.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
    /** The provider's id (`order_...`), which the browser's checkout and the webhooks carry. */
    providerOrderId: text('provider_order_id').notNull(),
    plan: text('plan', { enum: ['Belief', 'Trust'] }).notNull(),
    period: text('period', { enum: ['monthly', 'yearly'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['created', 'paid'] })
      .notNull()
      .default('created'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_provider_order_id_key').on(t.providerOrderId),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    check('orders_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** A captured payment; the provider's payment id is unique, so a replay never counts twice. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['captured'] })
      .notNull()
      .default('captured'),
    /** Which confirmation recorded it first: the browser's POST or the provider's webhook. */
    source: text('source', { enum: ['checkout', 'webhook'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_id_key').on(t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Provider webhook events seen, so each is processed exactly once however often it is delivered. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
    /** `X-Razorpay-Event-Id`, else the payload's id, else a SHA-256 of the raw body. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** What processing did: upgraded, already_paid, ignored. */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_key').on(t.provider, t.eventId)],
);

/**
 * Verification documents a member uploads (identity, job, income, property), reviewed by staff.
 * The file lives under a private key (`private/p/<profileId>/docs/...`), never served publicly.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: profileRef('profile_id'),
    docType: text('doc_type', { enum: ['GovID', 'JobID', 'SalaryID', 'PropertyID'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_documents_profile_idx').on(t.profileId, t.docType),
    index('verification_documents_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A call staff made (or plan to make) to a prospective member (spec 3 "Call log"). The recording
 * lives under a private storage key, served only through a signed link. `extra_data` keeps the
 * names resolved from the database when the log was written (spec 3: pid_name, assigned_to_id_name,
 * Gender, Phone), so the table and the CSV need no joins.
 */
export const callLogs = pgTable(
  'call_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerName: text('customer_name'),
    phone: text('phone'),
    status: text('status').$type<CallStatus>().notNull().default('not_called'),
    audioKey: text('audio_key'),
    audioType: text('audio_type'),
    remark: text('remark'),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    assignedToUserId: uuid('assigned_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    appName: text('app_name').notNull(),
    followup: boolean('followup').notNull().default(false),
    paymentDone: boolean('payment_done').notNull().default(false),
    extraData: jsonb('extra_data').$type<CallLogExtra>().notNull().default({}),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** The table's order (newest first) within the community; every filter adds to it. */
    index('call_logs_app_recent_idx').on(t.appName, t.createdAt.desc(), t.id.desc()),
    index('call_logs_status_idx').on(t.status, t.createdAt.desc()),
    index('call_logs_assigned_idx').on(t.assignedToUserId, t.createdAt.desc()),
    /** Follow-ups and paid logs are the few rows those filters look for. */
    index('call_logs_followup_idx').on(t.appName, t.createdAt.desc()).where(sql`${t.followup} = true`),
    index('call_logs_payment_idx').on(t.appName, t.createdAt.desc()).where(sql`${t.paymentDone} = true`),
    index('call_logs_profile_idx').on(t.profileId),
  ],
);

/** A WhatsApp invite sent by staff (spec 3 `wamsgs`), with what the provider answered. */
export const waMessages = pgTable(
  'wa_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The call log it was sent for; null for an invite sent without one. */
    callLogId: uuid('call_log_id').references(() => callLogs.id, { onDelete: 'cascade' }),
    /** The full international number it went to, e.g. 919876543210. */
    phone: text('phone').notNull(),
    status: text('status', { enum: ['sent', 'queued', 'failed'] }).notNull(),
    /** Which adapter handled it: the WhatsApp Cloud API or the offline outbox. */
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    sentByUserId: uuid('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('wa_messages_call_log_idx').on(t.callLogId, t.createdAt)],
);

/**
 * A profile's timeline entries that nothing else records: staff notes, calls, invites,
 * suspensions, dismissed reports, group moves, completion. Sign-up, plans bought and approved
 * documents are derived from their own tables when the trail is read (decision 9).
 */
export const trails = pgTable(
  'trails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: profileRef('profile_id'),
    kind: text('kind').$type<TrailKind>().notNull(),
    text: text('text').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('trails_profile_idx').on(t.profileId, t.createdAt.desc())],
);

/**
 * A blog post (spec 3 "Blog"), written by staff in Markdown. `content_html` is rendered and
 * sanitised from the Markdown whenever the post is written, so readers get stored, safe HTML.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    markdown: text('markdown').notNull(),
    contentHtml: text('content_html').notNull(),
    /** A public storage key (`public/blog/...`), re-encoded from the upload; null without a cover. */
    imageKey: text('image_key'),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('draft'),
    /** Set when the post is first published; kept when it goes back to draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_posts_status_published_idx').on(t.status, t.publishedAt.desc()),
    check('blog_posts_published_at_check', sql`${t.status} <> 'published' OR ${t.publishedAt} IS NOT NULL`),
  ],
);

/** An ad (spec 3 "Ad") shown to members; active and delayed ads take turns (least recently shown first). */
export const ads = pgTable(
  'ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: AD_STATUSES }).notNull().default('inactive'),
    title: text('title').notNull(),
    /** A public storage key (`public/ads/...`); null without an image. */
    imageKey: text('image_key'),
    description: text('description'),
    /** Whole rupees. */
    price: integer('price'),
    advertiserName: text('advertiser_name'),
    advertiserContact: text('advertiser_contact'),
    /** When a member was last given this ad; the rotation picks the oldest (never shown first). */
    shownAt: timestamp('shown_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ads_rotation_idx').on(t.shownAt.asc().nullsFirst()).where(sql`${t.status} <> 'inactive'`),
    check('ads_price_check', sql`${t.price} IS NULL OR ${t.price} >= 0`),
  ],
);

/** A business asking to publish an advert (spec 3 "lead"); kept when the member's account goes. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    business: text('business'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('leads_recent_idx').on(t.createdAt.desc())],
);

/**
 * A counted visit to a profile (score-up). `visitor_key` is a SHA-256: of the member's id, or for
 * a visitor of their address and browser with a salt that changes (and is forgotten) every day, so
 * no address is stored and visitors cannot be followed from one day to the next. One row per
 * profile, visitor and day.
 */
export const profileVisits = pgTable(
  'profile_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: profileRef('profile_id'),
    visitorKey: text('visitor_key').notNull(),
    context: text('context', { enum: SCORE_UP_CONTEXTS }).notNull(),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('profile_visits_once_a_day_key').on(t.profileId, t.day, t.visitorKey)],
);

/**
 * A member's partner preferences (decision 16): every one optional; null or an empty list means
 * "doesn't matter". Values are the profile's own option values (contract matchmaking.ts).
 */
export const partnerPreferences = pgTable('partner_preferences', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  ageMin: smallint('age_min'),
  ageMax: smallint('age_max'),
  /** Centimetres. */
  heightMin: smallint('height_min'),
  heightMax: smallint('height_max'),
  maritialStatuses: text('maritial_statuses').array().notNull().default(sql`'{}'::text[]`),
  educations: text('educations').array().notNull().default(sql`'{}'::text[]`),
  /** One of ANNUAL_INCOME_RANGES (not 'not_disclosed'): that band or a higher one. */
  annualIncomeMin: text('annual_income_min'),
  cities: text('cities').array().notNull().default(sql`'{}'::text[]`),
  diets: text('diets').array().notNull().default(sql`'{}'::text[]`),
  smoking: text('smoking').array().notNull().default(sql`'{}'::text[]`),
  drinking: text('drinking').array().notNull().default(sql`'{}'::text[]`),
  mangalDosh: text('mangal_dosh').array().notNull().default(sql`'{}'::text[]`),
  minGunmilan: smallint('min_gunmilan'),
  updatedAt: updatedAt(),
});

/**
 * A member's ranked recommendations (decision 16): computed from a bounded pool by the
 * matchmaking service, kept until a day old or until the member's profile or preferences change.
 */
export const matchLists = pgTable(
  'match_lists',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    /**
     * The list's stored query (decision 39): its owner's gender and match bits as they were when
     * it was made, which placement asks of the lists alone. The owner's changes make it again.
     */
    gender: text('gender'),
    fitBits: bigint('fit_bits', { mode: 'bigint' }).notNull().default(sql`0`),
    fitCityBits: bigint('fit_city_bits', { mode: 'bigint' }).notNull().default(sql`0`),
    acceptBits: bigint('accept_bits', { mode: 'bigint' }).notNull().default(sql`-1`),
    acceptAgeBits: bigint('accept_age_bits', { mode: 'bigint' }).notNull().default(sql`-1`),
    acceptHeightBits: bigint('accept_height_bits', { mode: 'bigint' }).notNull().default(sql`-1`),
    acceptCityBits: bigint('accept_city_bits', { mode: 'bigint' }).notNull().default(sql`-1`),
    /** MATCH_LIST_SIZE entries, all mutual fits: only a mutual fit can enter it. */
    fullOfMutual: boolean('full_of_mutual').notNull().default(false),
    /** How many entries the list holds (kept by list making and placement, so placement counts none). */
    size: smallint('size').notNull().default(0),
  },
  (t) => [
    /** Migration 0028 adds the stored query as INCLUDE columns (drizzle cannot write them): placement reads the index alone. */
    index('match_lists_percolator_idx').on(t.gender, t.profileId),
  ],
);

/**
 * The entries of a match list, best first: by `score` (higher first), then candidate id. A score
 * (matchmaking/rank-score.ts) orders the entries as the ranking does, so a profile placed later
 * (decision 35) goes in at its rank without moving the others.
 */
export const matchCandidates = pgTable(
  'match_candidates',
  {
    // No foreign keys (decision 40): checking two for each of a list's 200 rows was a tenth of the
    // list's cost. Migration 0029's trigger on profiles deletes a deleted profile's entries, both
    // ways; replaceList holds the owner's row while it writes.
    profileId: uuid('profile_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    score: bigint('score', { mode: 'number' }).notNull(),
    /** 2 mutual fit, 1 one-way fit, 0 neither (what the score orders by first). */
    tier: smallint('tier').notNull(),
  },
  (t) => [
    index('match_candidates_order_idx').on(t.profileId, t.score.desc(), t.candidateId),
    /**
     * The lists holding a profile, in member order: placement pages through them (decision 39).
     * Also the entry's key: one index fewer to write for each of a list's rows (decision 41).
     */
    uniqueIndex('match_candidates_entry_key').on(t.candidateId, t.profileId),
  ],
);

/** Today's picks: up to 10 a day per member, chosen once and kept for that day. */
export const dailyPicks = pgTable(
  'daily_picks',
  {
    profileId: profileRef('profile_id'),
    candidateId: profileRef('candidate_id'),
    day: date('day').notNull(),
    position: smallint('position').notNull(),
    /** Not viewed and not picked before, when it was picked. */
    isNew: boolean('is_new').notNull(),
  },
  (t) => [
    uniqueIndex('daily_picks_day_key').on(t.profileId, t.day, t.position),
    uniqueIndex('daily_picks_candidate_key').on(t.profileId, t.candidateId, t.day),
    index('daily_picks_candidate_idx').on(t.candidateId),
    // The nightly prune removes every member's picks older than their history.
    index('daily_picks_day_idx').on(t.day),
  ],
);

/** Profiles a member skipped: never recommended to them again until undone. */
export const matchSkips = pgTable(
  'match_skips',
  {
    fromProfileId: profileRef('from_profile_id'),
    toProfileId: profileRef('to_profile_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('match_skips_pair_key').on(t.fromProfileId, t.toProfileId),
    index('match_skips_to_idx').on(t.toProfileId),
  ],
);

/**
 * Members who opened another member's profile: one row per viewer, viewed profile and day
 * (`viewed_at` the latest view that day). Read by "who viewed me" and today's picks.
 */
export const profileViews = pgTable(
  'profile_views',
  {
    viewerProfileId: profileRef('viewer_profile_id'),
    viewedProfileId: profileRef('viewed_profile_id'),
    day: date('day').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_views_once_a_day_key').on(t.viewerProfileId, t.viewedProfileId, t.day),
    index('profile_views_viewed_idx').on(t.viewedProfileId, t.viewedAt.desc()),
  ],
);

/**
 * A member's "download my data" archives (decision 17): made after the request is answered, kept in
 * private storage until `expires_at`, then removed. A row still `preparing` long after its start
 * was cut off by a restart and counts as failed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preparing', 'ready', 'failed'] })
      .notNull()
      .default('preparing'),
    storageKey: text('storage_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt.desc())],
);

/** What a notification is about, kept with it (`notifications.params`) and worded when read. */
export interface NotificationParams {
  /** The other member's first name as typed; null when their profile has none. */
  name?: string | null;
  count?: number;
  document?: 'GovID' | 'JobID' | 'SalaryID' | 'PropertyID';
  approved?: boolean;
  plan?: string;
  /** An instant (ISO 8601): when a plan ends or ended, or a community event starts. */
  at?: string;
  /** A community event's title as staff wrote it (decision 34). */
  title?: string;
}

/**
 * A member's notifications (decision 20): stored, paged, marked read. `group_key` keeps one entry per
 * thing that repeats (a chat thread's messages, a day's new matches): a new one updates it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** Worded in the recipient's language when written; read only for rows older than `params`. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    /**
     * What the notification is about (a name, a count, a plan and date): it is worded from its kind
     * and these in the reader's language whenever it is read (notification-texts.ts).
     */
    params: jsonb('params').$type<NotificationParams>(),
    link: text('link').notNull(),
    groupKey: text('group_key'),
    /** The other member it is about (named in its text): erased with that member's profile. */
    aboutProfileId: uuid('about_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    // The morning digest finds the members with activity in the last day (mail/mail.repository.ts).
    index('notifications_created_idx').on(t.createdAt),
    uniqueIndex('notifications_group_key').on(t.userId, t.groupKey),
    index('notifications_about_idx').on(t.aboutProfileId),
  ],
);

/** A member's notification choices (the contract's object, kept whole), and the last digest sent. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** A browser or installed app that takes pushes for a member (removed when the push service answers 404 or 410). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Deliveries that failed for good, per channel and day (the staff desk's count; no member data). */
export const deliveryFailures = pgTable(
  'delivery_failures',
  {
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('delivery_failures_key').on(t.channel, t.day)],
);

/**
 * What a job has delivered, per target (a browser's subscription id, or `mail`): a retried or
 * taken-over job skips what an earlier try sent (decision 29). `sent_at` null is a claim under
 * way; a claim older than the job's expiry belongs to a process that died, and is taken over.
 * Pruned with the notifications, after KEPT_DELIVERY_DAYS.
 */
export const jobDeliveries = pgTable(
  'job_deliveries',
  {
    jobId: uuid('job_id').notNull(),
    target: text('target').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.target] }), index('job_deliveries_claimed_idx').on(t.claimedAt)],
);

/**
 * A community event (decision 34): the community's vadhu-var parichay melava, in a hall or online.
 * Staff create, edit and cancel it; `venue` is the hall's address or, when `online`, the link to
 * join (shown only to registered members and staff). `fee` is whole rupees, paid at the venue.
 * A cancelled event keeps its row (and its registrations) so the registered are told and it reads
 * as cancelled.
 */
export const communityEvents = pgTable(
  'community_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    city: text('city').notNull(),
    venue: text('venue').notNull(),
    online: boolean('online').notNull().default(false),
    fee: integer('fee').notNull().default(0),
    capacity: integer('capacity').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('community_events_times', sql`${t.endsAt} > ${t.startsAt}`),
    check('community_events_capacity', sql`${t.capacity} > 0`),
    check('community_events_fee', sql`${t.fee} >= 0`),
    /** The upcoming list: events not yet over, soonest first. */
    index('community_events_ends_idx').on(t.endsAt, t.startsAt),
  ],
);

/**
 * A member's seat at an event. The event's row is locked while a seat is taken, so two members
 * racing for the last seat cannot both have it. `reminded_at` marks the day-before reminder sent.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => communityEvents.id, { onDelete: 'cascade' }),
    profileId: profileRef('profile_id'),
    createdAt: createdAt(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.profileId] }),
    index('event_registrations_profile_idx').on(t.profileId),
  ],
);

/**
 * A profile boost (decision 32): 24 hours at the top of the first page of the listing and /matches.
 * Merged into a page when it is read, never stored in match lists or shared listing windows.
 */
export const profileBoosts = pgTable(
  'profile_boosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: profileRef('profile_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('profile_boosts_times', sql`${t.endsAt} > ${t.startedAt}`),
    /** The boosts running now (a handful) and a member's boosts this month. */
    index('profile_boosts_ends_idx').on(t.endsAt),
    index('profile_boosts_profile_idx').on(t.profileId, t.startedAt.desc()),
  ],
);

/** A member who saw a boosted profile in a boosted place: "seen by N members during your boost". */
export const boostImpressions = pgTable(
  'boost_impressions',
  {
    boostId: uuid('boost_id')
      .notNull()
      .references(() => profileBoosts.id, { onDelete: 'cascade' }),
    viewerProfileId: profileRef('viewer_profile_id'),
  },
  (t) => [primaryKey({ columns: [t.boostId, t.viewerProfileId] })],
);

/**
 * An invitation to manage a profile (decision 33): the owner names a relative's e-mail and relation;
 * the mail carries a token whose hash is kept here. Accepted once, by a signed-in account.
 */
export const familyInvites = pgTable(
  'family_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: profileRef('profile_id'),
    email: text('email').notNull(),
    relation: text('relation').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('family_invites_token_key').on(t.tokenHash),
    index('family_invites_profile_idx').on(t.profileId, t.createdAt.desc()),
  ],
);

/**
 * A relative who manages a profile with their own account (decision 33): `name` and `relation` are
 * how what they send is signed ("sent by Aai, mother"). Removing the row ends their access at once.
 */
export const familyManagers = pgTable(
  'family_managers',
  {
    profileId: profileRef('profile_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.userId] }), index('family_managers_user_idx').on(t.userId)],
);
