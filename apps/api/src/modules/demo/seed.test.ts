import fs from 'node:fs';
import path from 'node:path';
import { MIN_MARRIAGE_AGE, PHONE_PATTERN, RASHIS } from '@jodi/contract';
import { nakshatraFromName } from '@jodi/gunmilan';
import { count, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import {
  contacts,
  interests,
  partnerPreferences,
  photos,
  profileBoosts,
  profiles,
  profileViews,
  users,
} from '../../db/schema';
import { moonColumnsFor } from '../astro/moon-of-profile';
import { notificationDrafts as drafts, wordedIn } from '../notifications/notification-texts';
import { listingStatus } from '../profiles/listability';
import { demoExtras } from './demo-contacts';
import { BIRTH_NAMES, BIRTH_NAMES_DEVANAGARI } from './demo-data';
import { DEMO_FAMILY } from './demo-family';
import { MARATHI_PREFERENCES, marathiProfile } from './demo-marathi';
import { demoMatchmaking } from './demo-matchmaking';
import { ABOUT_ME_MARATHI, ageOn, generateDemoCommunity, memberProfile } from './demo-profiles';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD_FILE } from './demo-staff';
import { moonPosition } from './horoscope';
import { createRng } from './prng';
import { DEMO_MARATHI, DEMO_MEMBER, seedDemoCommunity } from './seed';

const silent = { info: () => {} };

const PROFILE_FIELDS = [
  'managedBy',
  'name',
  'lastName',
  'gender',
  'maritialStatus',
  'height',
  'birthdate',
  'currentCity',
  'bloodgroup',
  'work',
  'occupation',
  'annualIncome',
  'education',
  'degree',
  'careerGoals',
  'propertyDetails',
  'numberOfSiblings',
  'siblingsDetails',
  'fatherOccupation',
  'motherOccupation',
  'mamkul',
  'familyFinancialStatus',
  'familyType',
  'familyValues',
  'hobbiesAndInterests',
  'aboutme',
  'dietaryPreferences',
  'drinkingHabits',
  'smokingHabits',
  'expectation',
  'typeOfMarriageCeremony',
  'interestInContinuingEducation',
  'rashi',
  'gotra',
  'mangalDosh',
  'birthname',
  'birthTime',
  'birthPlace',
  'birthLat',
  'birthLon',
  'birthTz',
  'primaryPhotoId',
];

describe('seedDemoCommunity', () => {
  let t: TestApp;
  let summary: string | undefined;

  beforeAll(async () => {
    t = await buildTestApp();
    summary = (await seedDemoCommunity(t.app.ctx, silent))?.summary;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.app.ctx.database.db;
  const staffPasswordFile = () => path.join(t.dataDir, DEMO_STAFF_PASSWORD_FILE);
  const staffPassword = () => fs.readFileSync(staffPasswordFile(), 'utf8');

  it('reports how to sign in, with the staff password generated for this install', () => {
    expect(summary).toContain(DEMO_MEMBER.email);
    expect(summary).toContain(DEMO_MEMBER.password);
    expect(summary).toContain(`${DEMO_MARATHI.email} / demo1234 (a mother managing her daughter's profile`);
    expect(summary).toContain(`${DEMO_STAFF_EMAIL} / ${staffPassword()} (admin;`);
    expect(summary).toContain(staffPasswordFile());
    expect(summary).not.toContain('staff1234');
    expect(summary).toMatch(/60 profiles/);
  });

  it('keeps the staff password random per install, in DATA_DIR with mode 0600', () => {
    expect(staffPassword()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(fs.statSync(staffPasswordFile()).mode & 0o777).toBe(0o600);
  });

  it('refuses to seed in production, before generating any password', async () => {
    const dataDir = fs.mkdtempSync(path.join(t.dataDir, 'production-'));
    const config = { ...t.app.ctx.config, env: 'production' as const, dataDir };
    await expect(seedDemoCommunity({ ...t.app.ctx, config }, silent)).rejects.toThrow(
      /^Refusing to seed the demo community: NODE_ENV=production/,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('creates about 60 brides and grooms of legal age', async () => {
    const rows = await db().select().from(profiles).where(eq(profiles.hidden, false));
    expect(rows.length).toBeGreaterThanOrEqual(55);
    const today = new Date();
    const brides = rows.filter((p) => p.gender === 'female');
    const grooms = rows.filter((p) => p.gender === 'male');
    expect(brides.length).toBeGreaterThanOrEqual(25);
    expect(grooms.length).toBeGreaterThanOrEqual(25);
    for (const p of rows) {
      const age = ageOn(p.birthdate!, today);
      expect(age).toBeGreaterThanOrEqual(
        p.gender === 'female' ? MIN_MARRIAGE_AGE.female : MIN_MARRIAGE_AGE.male,
      );
      expect(age).toBeGreaterThanOrEqual(22);
      expect(age).toBeLessThanOrEqual(36);
      expect(p.name && p.lastName && p.aboutme && p.occupation && p.currentCity).toBeTruthy();
      expect(p.height).toBeGreaterThanOrEqual(p.gender === 'female' ? 150 : 162);
      expect(p.height).toBeLessThanOrEqual(p.gender === 'female' ? 172 : 188);
    }
    // Varied, and a few optional fields left empty so the UI shows 'N/A'.
    expect(new Set(rows.map((p) => p.currentCity)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((p) => p.managedBy)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((p) => p.aboutme)).size).toBe(rows.length);
    expect(
      rows.some((p) => p.bloodgroup === null || p.propertyDetails === null || p.birthname === null),
    ).toBe(true);
  });

  it('gives consistent horoscope fields', async () => {
    const rows = await db().select().from(profiles).where(eq(profiles.hidden, false));
    const withTime = rows.filter((p) => p.birthTime);
    expect(withTime.length).toBeGreaterThan(rows.length / 2);
    for (const p of rows) expect(RASHIS).toContain(p.rashi);
    for (const p of withTime) {
      expect(p.birthTime).toMatch(/^\d{2}:\d{2}$/);
      expect(p.birthTz).toBe('Asia/Kolkata');
      expect(p.birthLat).toBeTypeOf('number');
      const moon = moonPosition(new Date(`${p.birthdate}T${p.birthTime}:00+05:30`));
      expect(RASHIS[moon.rashi - 1]).toBe(p.rashi);
      const pada = `${moon.nakshatra}-${moon.pada}`;
      // The Marathi family writes their daughter's birth name in Devanagari.
      const names = [...BIRTH_NAMES[pada]![p.gender!], ...(BIRTH_NAMES_DEVANAGARI[pada]?.[p.gender!] ?? [])];
      expect(names).toContain(p.birthname);
    }
  });

  it('stores the Moon for Gun Milan, and the birth chart and the birth name agree on it', async () => {
    const rows = await db().select().from(profiles).where(eq(profiles.hidden, false));
    for (const p of rows) expect(p, p.name ?? '').toMatchObject(moonColumnsFor(p));
    const withTime = rows.filter((p) => p.birthTime);
    for (const p of withTime) {
      expect(p.moonSource).toBe('birth');
      expect(nakshatraFromName(p.birthname!)).toEqual({ nakshatra: p.moonNakshatra, pada: p.moonPada });
    }
    expect(rows.filter((p) => p.moonSource === 'name').length).toBeGreaterThan(0);
  });

  it('gives every profile a primary portrait stored as EXIF-free JPEGs', async () => {
    const rows = await db()
      .select({ profileId: profiles.id, photoId: photos.id, variants: photos.variants, width: photos.width })
      .from(profiles)
      .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
      .where(eq(profiles.hidden, false));
    for (const row of rows) {
      expect(row.photoId).toBeTruthy();
      expect(Object.keys(row.variants ?? {}).sort()).toEqual(['blur', 'large', 'medium', 'thumb']);
      for (const key of Object.values(row.variants!)) {
        expect(key.startsWith(`public/p/${row.profileId}/photos/${row.photoId}-`)).toBe(true);
        expect(await t.app.ctx.storage.stat(key)).not.toBeNull();
      }
    }
    // Decode a sample of the stored files.
    for (const row of rows.slice(0, 4)) {
      for (const key of Object.values(row.variants!)) {
        const chunks: Buffer[] = [];
        for await (const chunk of await t.app.ctx.storage.read(key)) chunks.push(chunk as Buffer);
        const meta = await sharp(Buffer.concat(chunks)).metadata();
        expect(meta.format).toBe('jpeg');
        expect(meta.exif).toBeUndefined();
      }
    }
    const [{ value: total } = { value: 0 }] = await db().select({ value: count() }).from(photos);
    expect(total).toBeGreaterThan(rows.length);
  });

  it('makes every member profile listable: name, gender, birth date, city, marital status and a photo', async () => {
    const rows = await db().select().from(profiles).where(eq(profiles.hidden, false));
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows)
      expect({ id: row.id, ...listingStatus(row) }).toEqual({ id: row.id, listable: true, missing: [] });
    expect(rows.every((row) => row.listable)).toBe(true);
  });

  it('gives about half the profiles family contacts and verifies about a third', async () => {
    const rows = await db().select().from(profiles).where(eq(profiles.hidden, false));
    const all = await db().select().from(contacts);
    const withContacts = new Set(all.map((c) => c.profileId));
    expect(withContacts.size).toBeGreaterThanOrEqual(rows.length * 0.3);
    expect(withContacts.size).toBeLessThanOrEqual(rows.length * 0.7);
    for (const c of all) {
      expect(['Father', 'Mother', 'Brother']).toContain(c.relation);
      expect(c.phone).toMatch(PHONE_PATTERN);
      expect(c.phone).toMatch(/^(9[0-9])\d{8}$/);
      expect(c.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    }
    const perProfile = new Map<string, number>();
    for (const c of all) perProfile.set(c.profileId, (perProfile.get(c.profileId) ?? 0) + 1);
    for (const n of perProfile.values()) expect(n).toBeLessThanOrEqual(2);

    const verified = rows.filter((p) => p.identityVerified);
    expect(verified.length).toBeGreaterThanOrEqual(rows.length * 0.2);
    expect(verified.length).toBeLessThanOrEqual(rows.length * 0.5);
    expect(rows.some((p) => p.jobVerified && p.incomeVerified)).toBe(true);
    expect(rows.some((p) => p.identityVerified && !p.jobVerified)).toBe(true);
    // Job and income verification only ever come on top of identity.
    for (const p of rows) if (p.jobVerified || p.incomeVerified) expect(p.identityVerified).toBe(true);
    // Some verified profiles share contacts, so a paid plan sees them on the profile view.
    expect(verified.some((p) => withContacts.has(p.id))).toBe(true);
  });

  it('draws contacts and flags the same way on every run', () => {
    const today = new Date(Date.UTC(2026, 1, 28));
    const people = generateDemoCommunity(createRng('seed'), today);
    const draw = () => people.map((p) => demoExtras(createRng(`extras:${p.key}`), p.profile));
    expect(draw()).toEqual(draw());
  });

  it('lets the member and the staff account sign in', async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(member.statusCode).toBe(200);
    expect(member.json().data.user).toMatchObject({ is_admin: false, plan: 'Hope' });
    expect(member.json().data.user.pic).toBeTruthy();

    const [memberProfile] = await db()
      .select()
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, DEMO_MEMBER.email));
    // Every profile field of spec 3 plus the birth details is filled in.
    const filled = memberProfile!.profiles as Record<string, unknown>;
    const empty = PROFILE_FIELDS.filter((key) => filled[key] === null || filled[key] === undefined);
    expect(empty).toEqual([]);
    // The sign-in member shows every extra: verified, with two family contacts.
    expect(filled.identityVerified && filled.jobVerified && filled.incomeVerified).toBe(true);
    const own = await db().select().from(contacts).where(eq(contacts.profileId, memberProfile!.profiles.id));
    expect(own.map((c) => c.relation).sort()).toEqual(['Father', 'Mother']);

    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { email: DEMO_STAFF_EMAIL, password: staffPassword() },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.user.is_admin).toBe(true);
    // Their home has work waiting at once: follow-up calls, one theirs, and a report.
    const desk = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/desk',
      headers: { authorization: `Bearer ${staff.json().data.token}` },
    });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json().data).toMatchObject({ follow_ups: 2, my_follow_ups: 1, reports_open: 1 });
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { email: DEMO_STAFF_EMAIL, password: 'staff1234' },
    });
    expect(published.statusCode).toBe(401);
    expect(published.json().error.code).toBe('WRONG_CREDENTIALS');
  });

  it('lets a demo profile sign in with the shared demo password', async () => {
    const [demo] = await db()
      .select({ email: users.email })
      .from(users)
      .where(like(users.email, '%@demo.jodi.example'))
      .limit(1);
    expect(demo!.email).toMatch(/@demo\.jodi\.example$/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { email: demo!.email, password: 'demo1234' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('publishes three illustrated blog posts and an active ad', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/blogs' })).json();
    expect(list.data.map((p: { title: string }) => p.title)).toEqual([
      'Staying safe when you meet someone new',
      'Gun Milan: what the 36 points mean',
      'Preparing a biodata that tells your story',
    ]);
    for (const summary of list.data as { id: string; image: string }[]) {
      const post = (await t.app.inject({ method: 'GET', url: `/api/v1/blog/${summary.id}` })).json().data;
      expect(post.content).toMatch(/^<p>.*<h2>/s);
      const cover = await t.app.inject({ method: 'GET', url: summary.image });
      expect(cover.statusCode).toBe(200);
      expect((await sharp(cover.rawPayload).metadata()).width).toBe(1200);
    }
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/sign_in', payload: DEMO_MEMBER });
    const ad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ad/test',
      headers: { authorization: `Bearer ${signIn.json().data.token}` },
    });
    expect(ad.json().data).toMatchObject({ status: 'active', title: 'Wedding sweets from Kulkarni Mithai' });
    expect(ad.json().data.image_url).toMatch(/^\/media\/ads\//);
  });

  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/sign_in', payload: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().data.token}` };
  };
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('gives the member partner preferences and about 60% of the others theirs', async () => {
    const member = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const prefs = (await get('/api/v1/preferences', member)).json().data;
    expect(prefs).toMatchObject({ age_min: 24, age_max: 31, height_min: 152, height_max: 172 });
    expect(prefs.cities).toContain('Pune');
    expect(prefs.diets.length).toBeGreaterThan(0);
    const [{ value: withPrefs } = { value: 0 }] = await db()
      .select({ value: count() })
      .from(partnerPreferences);
    expect(withPrefs).toBeGreaterThanOrEqual(60 * 0.45);
    expect(withPrefs).toBeLessThanOrEqual(60 * 0.8);
  });

  it('shows the member ranked matches, a mutual fit with preferences on both sides first', async () => {
    const member = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const res = await get('/api/v1/matches', member);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as {
      data: { gender: string; fit: { mutual: boolean; mine: { of: number }; theirs: { of: number } } }[];
    };
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(data.every((card) => card.gender === 'female')).toBe(true);
    expect(data[0]!.fit).toMatchObject({ mutual: true });
    expect(data[0]!.fit.mine.of).toBeGreaterThan(0);
    expect(data[0]!.fit.theirs.of).toBeGreaterThan(0);
    // Not every card is a mutual fit: the ranking has something to rank.
    expect(data.some((card) => !card.fit.mutual)).toBe(true);
    const today = await get('/api/v1/matches/today', member);
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().data.length).toBeGreaterThan(0);
  });

  it('shows the member a count of visitors (Hope: the list needs a plan) and a Belief bride her visitors', async () => {
    const member = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const countRes = await get('/api/v1/visitors/count', member);
    expect(countRes.statusCode, countRes.body).toBe(200);
    expect(countRes.json().data.total).toBeGreaterThanOrEqual(3);
    const hope = await get('/api/v1/visitors', member);
    expect(hope.statusCode).toBe(402);
    expect(hope.json().error.code).toBe('PLAN_UPGRADE_REQUIRED');

    const paid = await db().select({ email: users.email }).from(users).where(eq(users.plan, 'Belief'));
    // The README names her.
    expect(paid.map((u) => u.email)).toEqual(['pallavi.kokate.3@demo.jodi.example']);
    expect(summary).toContain(`${paid[0]!.email} / demo1234 (bride profile, plan Belief`);
    const bride = await signIn(paid[0]!.email, 'demo1234');
    const list = await get('/api/v1/visitors', bride);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.length).toBeGreaterThanOrEqual(3);
    const [{ value: views } = { value: 0 }] = await db().select({ value: count() }).from(profileViews);
    expect(views).toBeGreaterThan(20);
  });

  it('shows the member the paid bride boosted on top of his first listing page, and her its running boost', async () => {
    const member = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const page = await get('/api/v1/profiles', member);
    expect(page.statusCode, page.body).toBe(200);
    const cards = page.json().data as { id: string; boosted?: true }[];
    const [boosted] = await db().select({ profileId: profileBoosts.profileId }).from(profileBoosts);
    expect(cards[0]).toMatchObject({ id: boosted!.profileId, boosted: true });
    expect(cards.filter((card) => card.boosted)).toHaveLength(1);
    const bride = await signIn('pallavi.kokate.3@demo.jodi.example', 'demo1234');
    const mine = await get('/api/v1/boost', bride);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ left: 1 });
    expect(mine.json().data.boosted_until).not.toBeNull();
    // The grooms the seed says saw it, and the member who just did.
    expect(mine.json().data.seen_by).toBeGreaterThanOrEqual(13);
  });

  it('draws preferences and views the same way on every run', () => {
    const now = new Date(Date.UTC(2026, 1, 28, 6));
    const people = [
      ...generateDemoCommunity(createRng('seed'), now),
      {
        key: 'member',
        gender: 'male' as const,
        profile: memberProfile(createRng('m'), now),
        createdAt: new Date(now.getTime() - 3 * 86_400_000),
      },
    ];
    const a = demoMatchmaking(createRng('mm'), people, now);
    expect(demoMatchmaking(createRng('mm'), people, now)).toEqual(a);
    expect(a.suitors.length).toBeGreaterThan(0);
    expect(a.suitors).toContain(a.paid);
    expect(a.marathiSuitor).toBeNull();

    // The Marathi family draws from its own stream: the community's draws stay as they were.
    const marathi = {
      key: 'marathi',
      gender: 'female' as const,
      profile: marathiProfile(createRng('mr'), now),
      createdAt: new Date(now.getTime() - 10 * 86_400_000),
    };
    const b = demoMatchmaking(createRng('mm'), [...people, marathi], now);
    expect(demoMatchmaking(createRng('mm'), [...people, marathi], now)).toEqual(b);
    expect(b.suitors).toEqual(a.suitors);
    expect(b.paid).toBe(a.paid);
    expect(b.views.filter((v) => v.viewed !== 'marathi')).toEqual(a.views);
    expect(b.views.filter((v) => v.viewed === 'marathi').length).toBeGreaterThanOrEqual(4);
    expect(b.preferences.get('marathi')).toEqual(MARATHI_PREFERENCES);
    expect(b.marathiSuitor).toMatch(/^groom-/);
  });

  it('has one bride who writes about herself in Marathi', async () => {
    const rows = await db().select().from(profiles).where(eq(profiles.aboutme, ABOUT_ME_MARATHI));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gender: 'female', listable: true });
    expect(ABOUT_ME_MARATHI).toMatch(/^[\u0900-\u097F\s!,.]+$/);
  });

  describe('the Marathi family', () => {
    const marathiRow = async () => {
      const [row] = await db()
        .select()
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(users.email, DEMO_MARATHI.email));
      return row!;
    };

    it("signs in with the account's language Marathi and manages a complete profile for the daughter", async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/sign_in', payload: DEMO_MARATHI });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.user).toMatchObject({ language: 'mr', plan: 'Trust', is_admin: false });

      const row = await marathiRow();
      expect(row.users.language).toBe('mr');
      const filled = row.profiles as Record<string, unknown>;
      expect(PROFILE_FIELDS.filter((key) => filled[key] === null || filled[key] === undefined)).toEqual([]);
      expect(row.profiles).toMatchObject({
        managedBy: 'parent',
        gender: 'female',
        listable: true,
        hidden: false,
      });
      // Typed by a Marathi family: the birth name and the texts about her in Devanagari.
      expect(row.profiles.birthname).toMatch(/^[\u0900-\u097F]+$/);
      expect(nakshatraFromName(row.profiles.birthname!)).toEqual({
        nakshatra: row.profiles.moonNakshatra,
        pada: row.profiles.moonPada,
      });
      expect(row.profiles.aboutme).toMatch(/^[\u0900-\u097F\s(),.;–]+$/);
      expect(row.profiles.expectation).toMatch(/[\u0900-\u097F]/);
      const own = await db().select().from(contacts).where(eq(contacts.profileId, row.profiles.id));
      expect(own.map((c) => c.relation).sort()).toEqual(['Father', 'Mother']);
      // Only the Marathi families write in Marathi (and the mother who manages two profiles, decision 33): every other account keeps English.
      const others = await db().select({ email: users.email, language: users.language }).from(users);
      expect(
        others.filter((u) => u.language !== 'en').sort((x, y) => x.email.localeCompare(y.email)),
      ).toEqual([
        { email: DEMO_MARATHI.email, language: 'mr' },
        { email: DEMO_FAMILY.email, language: 'mr' },
      ]);
    });

    it('has partner preferences, matches and visitors', async () => {
      const aai = await signIn(DEMO_MARATHI.email, DEMO_MARATHI.password);
      const prefs = (await get('/api/v1/preferences', aai)).json().data;
      expect(prefs).toMatchObject({ age_min: 27, age_max: 33, height_min: 165, smoking: ['no'] });
      const matches = await get('/api/v1/matches', aai);
      expect(matches.statusCode, matches.body).toBe(200);
      const cards = matches.json().data as { gender: string }[];
      expect(cards.length).toBeGreaterThanOrEqual(3);
      expect(cards.every((card) => card.gender === 'male')).toBe(true);
      const visitors = await get('/api/v1/visitors', aai);
      expect(visitors.statusCode, visitors.body).toBe(200);
      expect(visitors.json().data.length).toBeGreaterThanOrEqual(4);
    });

    it('finds an interest and new matches in her bell, in Marathi; the member finds his in English', async () => {
      const bellOf = async (email: string, password: string) => {
        const res = await get('/api/v1/notifications', await signIn(email, password));
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { kind: string; title: string; body: string }[];
      };
      const worded = (language: 'en' | 'mr', draft: ReturnType<typeof drafts.newMatches>) =>
        wordedIn(language, { ...draft, title: '', body: '' });
      const hers = await bellOf(DEMO_MARATHI.email, DEMO_MARATHI.password);
      expect(hers.map((n) => n.kind).sort()).toEqual(['interest_received', 'new_matches']);
      const interest = hers.find((n) => n.kind === 'interest_received')!;
      const [suitor] = await db()
        .select({ name: profiles.name })
        .from(interests)
        .innerJoin(profiles, eq(profiles.id, interests.fromProfileId))
        .where(eq(interests.toProfileId, (await marathiRow()).profiles.id));
      const theirInterest = worded('mr', drafts.interestReceived(suitor!.name!, 'x'));
      expect(interest).toMatchObject({ title: theirInterest.title, body: theirInterest.body });
      const theirMatches = worded('mr', drafts.newMatches(4, 'day'));
      expect(hers.find((n) => n.kind === 'new_matches')).toMatchObject({
        title: theirMatches.title,
        body: theirMatches.body,
      });
      for (const n of hers) expect(n.title).toMatch(/[\u0900-\u097F]/);

      const his = await bellOf(DEMO_MEMBER.email, DEMO_MEMBER.password);
      expect(his.map((n) => n.title).sort()).toEqual(
        [
          worded('en', drafts.newMatches(6, 'day')).title,
          worded('en', drafts.interestReceived('x', 'x')).title,
        ].sort(),
      );
      for (const n of his) expect(`${n.title} ${n.body}`).not.toMatch(/[\u0900-\u097F]/);
    });
  });

  it('does nothing when users exist', async () => {
    const [before] = await db().select({ value: count() }).from(users);
    expect(await seedDemoCommunity(t.app.ctx, silent)).toBeNull();
    const [after] = await db().select({ value: count() }).from(users);
    expect(after!.value).toBe(before!.value);
  });
  it('has a mother managing a son and a daughter, whose interest the demo member sees sent by her', async () => {
    const signIn = async (email: string, password: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/v1/sign_in', payload: { email, password } })).json()
        .data;
    const mother = await signIn(DEMO_FAMILY.email, 'demo1234');
    const auth = { authorization: `Bearer ${mother.token}` };
    const managed = (
      await t.app.inject({ method: 'GET', url: '/api/v1/managed-profiles', headers: auth })
    ).json().data as { profile_id: string; relation: string; own: boolean; name: string }[];
    expect(managed.map((p) => [p.own, p.relation])).toEqual([
      [false, 'Mother'],
      [false, 'Mother'],
    ]);
    expect(new Set(managed.map((p) => p.name.split(' ').at(-1))).size).toBe(1);
    const member = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const received = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/interests?type=received',
        headers: { authorization: `Bearer ${member.token}` },
      })
    ).json().data as { from: string; sent_by: unknown }[];
    const hers = received.filter((i) => managed.some((p) => p.profile_id === i.from));
    expect(hers.map((i) => i.sent_by)).toEqual([{ name: 'Aai', relation: 'Mother' }]);
  });
});
