import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Language } from '@jodi/i18n';
import type { AppContext } from '../../context';
import {
  ads,
  blogPosts,
  boostImpressions,
  callLogs,
  communityEvents,
  contacts,
  eventRegistrations,
  familyManagers,
  interests,
  notifications,
  partnerPreferences,
  photos,
  profileBoosts,
  profiles,
  profileViews,
  reports,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { astroColumnsFor } from '../astro/chart-of-profile';
import { preferenceValues } from '../matchmaking/matchmaking.repository';
import { makeImageVariants } from '../media/image-variants';
import { newPhotoKeys, storeNewPhoto } from '../photos/photos.service';
import { todayIso } from '../profiles/age';
import { demoBoost } from './demo-boost';
import { demoExtras } from './demo-contacts';
import { prepareDemoContent } from './demo-content';
import { demoEvents } from './demo-events';
import { DEMO_FAMILY, demoFamily, pickDemoSiblings } from './demo-family';
import { DEMO_MARATHI_EMAIL, marathiProfile } from './demo-marathi';
import { demoMatchmaking, paidUntil } from './demo-matchmaking';
import { demoNotifications } from './demo-notifications';
import { demoPrivacy } from './demo-privacy';
import { generateDemoCommunity, memberProfile, type ProfileValues } from './demo-profiles';
import { DEMO_STAFF_EMAIL, demoStaffPassword, refuseDemoInProduction } from './demo-staff';
import { demoStaffDesk } from './demo-staff-desk';
import { type PortraitSpec, portraitSpec, renderPortrait } from './portraits';
import { createRng } from './prng';

interface Logger {
  info(obj: object | string, msg?: string): void;
}

export interface SeedResult {
  summary: string;
}

/** Seed of the random source: change it and the whole community changes. */
const SEED = 'jodi-demo-community-v1';
const DEMO_PASSWORD = 'demo1234';
/** Known to everyone (the README gives it): it has no staff rights. */
export const DEMO_MEMBER = { email: 'member@jodi.example', password: 'member1234' } as const;
/** The Marathi family (the README gives it too): a mother managing her daughter's profile, in Marathi. */
export const DEMO_MARATHI = { email: DEMO_MARATHI_EMAIL, password: DEMO_PASSWORD } as const;
/** Portraits rendered at the same time (the reference machine has two cores). */
const RENDER_CONCURRENCY = 2;

interface Account {
  key: string;
  userId: string;
  profileId: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  usergroup: string;
  /** What the server writes to the account in, and what the web app opens in. */
  language: Language;
  gender: 'male' | 'female' | null;
  profile: ProfileValues;
  hidden: boolean;
  photoCount: 0 | 1 | 2;
  createdAt: Date;
}

type PhotoRow = typeof photos.$inferInsert;

/** Runs `task` over `items`, at most `limit` at a time. */
async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Renders, re-encodes and stores one portrait; returns its photos row. */
async function storePortrait(
  ctx: AppContext,
  account: Account,
  spec: PortraitSpec,
  position: number,
  seed: string,
): Promise<PhotoRow> {
  const jpeg = await renderPortrait(spec, createRng(seed));
  const image = await makeImageVariants(jpeg);
  const id = crypto.randomUUID();
  const keys = newPhotoKeys(account.profileId, id);
  await storeNewPhoto(ctx.storage, keys, image);
  const { width, height } = image;
  return { id, profileId: account.profileId, variants: keys, width, height, position, formatCopies: true };
}

/**
 * Seeds the demo community into a database without users; does nothing otherwise (returns
 * null). About 60 brides and grooms with portraits, a member account, a Marathi family (a mother
 * managing her daughter's profile, in Marathi) and a staff account whose password is generated
 * for this install (DATA_DIR/demo-staff-password). Never in production.
 */
export async function seedDemoCommunity(ctx: AppContext, log: Logger): Promise<SeedResult | null> {
  refuseDemoInProduction(ctx.config.env);
  const { db } = ctx.database;
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return null;

  const started = performance.now();
  const rng = createRng(SEED);
  const today = new Date();
  const people = generateDemoCommunity(rng.fork('community'), today);
  log.info({ profiles: people.length }, 'seeding the demo community');

  const staffPassword = demoStaffPassword(ctx.config.dataDir);
  // argon2 is slow on purpose: one hash per password, shared by every demo account.
  const [demoHash, memberHash, staffHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_MEMBER.password),
    hashPassword(staffPassword.value),
  ]);

  const account = (
    person: Pick<Account, 'key' | 'email' | 'gender' | 'profile' | 'createdAt'>,
    extra: Partial<Account>,
  ): Account => ({
    key: person.key,
    userId: crypto.randomUUID(),
    profileId: crypto.randomUUID(),
    email: person.email,
    passwordHash: demoHash,
    isAdmin: false,
    usergroup: 'members',
    language: 'en',
    gender: person.gender,
    profile: person.profile,
    hidden: false,
    photoCount: 1,
    createdAt: person.createdAt,
    ...extra,
  });

  const accounts: Account[] = [
    ...people.map((person) => account(person, { photoCount: person.photoCount })),
    account(
      {
        key: 'member',
        email: DEMO_MEMBER.email,
        gender: 'male',
        profile: memberProfile(rng.fork('member'), today),
        createdAt: new Date(today.getTime() - 3 * 86_400_000),
      },
      { passwordHash: memberHash, photoCount: 2 },
    ),
    account(
      {
        key: 'staff',
        email: DEMO_STAFF_EMAIL,
        gender: null,
        profile: { managedBy: 'self', name: 'Jodi', lastName: 'Staff' },
        createdAt: new Date(today.getTime() - 200 * 86_400_000),
      },
      { passwordHash: staffHash, isAdmin: true, usergroup: 'staff', hidden: true, photoCount: 0 },
    ),
    // Last, so every other account keeps its place (demoPrivacy goes by it).
    account(
      {
        key: 'marathi',
        email: DEMO_MARATHI.email,
        gender: 'female',
        profile: marathiProfile(rng.fork('marathi'), today),
        createdAt: new Date(today.getTime() - 10 * 86_400_000),
      },
      { language: 'mr', photoCount: 2 },
    ),
  ];

  // Preferences, profile views and the one paid bride (from their own stream).
  const matchmaking = demoMatchmaking(createRng(`${SEED}:matchmaking`), accounts, today);
  const byKey = new Map(accounts.map((a) => [a.key, a]));
  const paid = byKey.get(matchmaking.paid)!;
  const marathi = byKey.get('marathi')!;
  /** Accounts that show every extra on their own screens: verified, with two family contacts. */
  const showcase = new Set(['member', 'marathi']);

  // Portraits: specs are drawn in order (deterministic), then rendered two at a time.
  const jobs: { account: Account; spec: PortraitSpec; position: number; seed: string }[] = [];
  for (const acc of accounts) {
    if (!acc.gender || acc.photoCount === 0) continue;
    const look = createRng(`${SEED}:portrait:${acc.key}`);
    const first = portraitSpec(look, acc.gender);
    jobs.push({ account: acc, spec: first, position: 0, seed: `${SEED}:bg:${acc.key}:0` });
    if (acc.photoCount === 2) {
      jobs.push({
        account: acc,
        spec: portraitSpec(look, acc.gender, first),
        position: 1,
        seed: `${SEED}:bg:${acc.key}:1`,
      });
    }
  }

  let contentKeys: string[] = [];
  try {
    const staffUserId = accounts.find((a) => a.key === 'staff')!.userId;
    const content = await prepareDemoContent(ctx.storage, staffUserId, today);
    contentKeys = content.keys;
    const photoRows = await mapBounded(jobs, RENDER_CONCURRENCY, (job) =>
      storePortrait(ctx, job.account, job.spec, job.position, job.seed),
    );
    const primary = new Map(photoRows.filter((p) => p.position === 0).map((p) => [p.profileId, p.id]));
    // Contacts and verification flags, each profile from its own stream (the staff account has none).
    const extras = new Map(
      accounts
        .filter((a) => a.gender)
        .map((a) => [
          a.profileId,
          demoExtras(createRng(`${SEED}:extras:${a.key}`), a.profile, showcase.has(a.key)),
        ]),
    );

    await db.transaction(async (tx) => {
      await tx.insert(users).values(
        accounts.map((a) => ({
          id: a.userId,
          email: a.email,
          passwordHash: a.passwordHash,
          isAdmin: a.isAdmin,
          usergroup: a.usergroup,
          language: a.language,
          ...(a === paid ? { plan: 'Belief', planExpiresAt: paidUntil(today) } : {}),
          // The Marathi family on Trust: their visitors, contacts and the AI helper, in Marathi.
          ...(a === marathi ? { plan: 'Trust', planExpiresAt: paidUntil(today) } : {}),
          createdAt: a.createdAt,
          updatedAt: a.createdAt,
        })),
      );
      await tx.insert(profiles).values(
        accounts.map((a, index) => ({
          ...a.profile,
          ...demoPrivacy(index),
          // The Moon for Gun Milan and the birth chart, as a profile update would store them.
          ...astroColumnsFor(a.profile),
          identityVerified: extras.get(a.profileId)?.identityVerified ?? false,
          jobVerified: extras.get(a.profileId)?.jobVerified ?? false,
          incomeVerified: extras.get(a.profileId)?.incomeVerified ?? false,
          propertyVerified: extras.get(a.profileId)?.propertyVerified ?? false,
          id: a.profileId,
          userId: a.userId,
          hidden: a.hidden,
          primaryPhotoId: primary.get(a.profileId) ?? null,
          createdAt: a.createdAt,
          updatedAt: a.createdAt,
        })),
      );
      await tx.insert(photos).values(photoRows.map((row) => ({ ...row, createdAt: today })));
      const contactRows = [...extras].flatMap(([profileId, e]) =>
        e.contacts.map((c) => ({ ...c, profileId })),
      );
      if (contactRows.length > 0) await tx.insert(contacts).values(contactRows);
      await tx.insert(partnerPreferences).values(
        [...matchmaking.preferences].map(([key, prefs]) => ({
          profileId: byKey.get(key)!.profileId,
          ...preferenceValues(prefs),
        })),
      );
      await tx.insert(profileViews).values(
        matchmaking.views.map((v) => ({
          viewerProfileId: byKey.get(v.viewer)!.profileId,
          viewedProfileId: byKey.get(v.viewed)!.profileId,
          day: todayIso(v.viewedAt),
          viewedAt: v.viewedAt,
        })),
      );
      await tx.insert(blogPosts).values(content.posts);
      await tx.insert(ads).values(content.ad);
      const marathiSuitor = matchmaking.marathiSuitor ? byKey.get(matchmaking.marathiSuitor) : undefined;
      const bell = demoNotifications(
        {
          member: byKey.get('member')!,
          suitor: byKey.get(matchmaking.suitors[0]!)!,
          paid,
          marathi: marathiSuitor && { member: marathi, suitor: marathiSuitor },
        },
        today,
      );
      await tx.insert(interests).values(bell.interests);
      await tx.insert(notifications).values(bell.notifications);
      // Work on the staff home: calls to follow up and a report, between two ordinary demo profiles.
      const [reporter, reported] = accounts.filter((a) => a.gender && !showcase.has(a.key) && a !== paid);
      const desk = demoStaffDesk(
        { staff: byKey.get('staff')!, reporter: reporter!, reported: reported! },
        ctx.config.appIds[0]!,
        today,
      );
      await tx.insert(callLogs).values(desk.callLogs);
      await tx.insert(reports).values(desk.reports);
      // Decision 34: an upcoming melava in Pune with the paid member and a few others registered, and an online one.
      const others = accounts.filter((a) => a.gender && !showcase.has(a.key) && a !== paid).slice(2, 5);
      const melava = demoEvents(
        { staffUserId: byKey.get('staff')!.userId, registered: [paid, ...others] },
        today,
      );
      await tx.insert(communityEvents).values(melava.events);
      await tx.insert(eventRegistrations).values(melava.registrations);
      // Decision 32: the paid member's boost runs, at the top of the demo member's first listing page.
      const grooms = accounts.filter((a) => a.gender === 'male' && a.key !== 'member' && !a.hidden);
      const spotlight = demoBoost({ boosted: paid, seenBy: grooms.slice(0, 12) }, today);
      await tx.insert(profileBoosts).values(spotlight.boost);
      if (spotlight.impressions.length > 0) await tx.insert(boostImpressions).values(spotlight.impressions);
      // Decision 33: a mother (no profile of her own) manages a son's and a daughter's profiles, and sent
      // the demo member an interest for her daughter ("sent by Aai").
      const siblings = pickDemoSiblings(
        accounts.filter(
          (a) =>
            !showcase.has(a.key) &&
            a !== paid &&
            a.key !== matchmaking.suitors[0] &&
            a.key !== matchmaking.marathiSuitor,
        ),
      );
      if (siblings) {
        const family = demoFamily(
          {
            motherUserId: crypto.randomUUID(),
            passwordHash: demoHash,
            ...siblings,
            member: byKey.get('member')!,
          },
          today,
        );
        await tx.insert(users).values(family.user);
        await tx.insert(familyManagers).values(family.managers);
        await tx.insert(interests).values(family.interest).onConflictDoNothing();
      }
    });

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const brides = people.filter((p) => p.gender === 'female').length;
    const grooms = people.length - brides;
    const example = people[0]?.email ?? `firstname.lastname.1@demo.jodi.example`;
    const summary = [
      `Demo community seeded in ${seconds} s: ${people.length} profiles (${brides} brides, ${grooms} grooms) with ${photoRows.length} portraits, plus a member, a Marathi family and a staff account, ${matchmaking.preferences.size} partner preferences, ${matchmaking.views.length} profile views, ${content.posts.length} blog posts and an ad.`,
      `  Sign in as a member: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password} (groom profile, plan Hope; has preferences, matches, visitors, an interest and notifications)`,
      `  A paid member:       ${paid.email} / ${DEMO_PASSWORD} (bride profile, plan Belief: sees who viewed her; her profile boost runs, on top of the demo member's first listing page)`,
      `  A Marathi family:    ${DEMO_MARATHI.email} / ${DEMO_MARATHI.password} (a mother managing her daughter's profile, plan Trust; the app, her bell and mails in Marathi)`,
      `  A mother managing two profiles: ${DEMO_FAMILY.email} / ${DEMO_PASSWORD} (${DEMO_FAMILY.name}, in Marathi: her son's and daughter's profiles, one tap apart; member@jodi.example sees her interest "sent by Aai")`,
      `  Sign in as staff:    ${DEMO_STAFF_EMAIL} / ${staffPassword.value} (admin; generated for this install, kept in ${staffPassword.file})`,
      `  Any demo profile:    e.g. ${example} / ${DEMO_PASSWORD}`,
    ].join('\n');
    return { summary };
  } catch (err) {
    // Nothing in the database refers to the files written so far: remove them.
    await Promise.all([
      ...accounts.map((a) => ctx.storage.deletePrefix(`public/p/${a.profileId}`).catch(() => {})),
      ...contentKeys.map((key) => ctx.storage.delete(key).catch(() => {})),
    ]);
    throw err;
  }
}
