import type { Preferences } from '@jodi/contract';
import { chartColumnsFor } from '../astro/chart-of-profile';
import { type FitSubject, fitSide, NO_PREFERENCES, unmet } from '../matchmaking/fit';
import { ageOn, todayIso } from '../profiles/age';
import { CURRENT_CITIES_INDIA } from './demo-data';
import { MARATHI_PREFERENCES } from './demo-marathi';
import type { ProfileValues } from './demo-profiles';
import type { Rng } from './prng';

/** What the matchmaking part of the demo reads of an account. */
export interface MatchmakingPerson {
  key: string;
  gender: 'male' | 'female' | null;
  profile: ProfileValues;
  createdAt: Date;
}

export interface DemoView {
  viewer: string;
  viewed: string;
  viewedAt: Date;
}

export interface DemoMatchmaking {
  /** Partner preferences by account key (about 60% of the profiles, always the member and the Marathi daughter). */
  preferences: Map<string, Preferences>;
  /** Profile views (one per viewer, viewed profile and India day), by account key. */
  views: DemoView[];
  /** Brides whose own preferences the member meets, and who meet his: his mutual fits. */
  suitors: string[];
  /** The bride on the Belief plan, so "who viewed me" can be seen with a paid plan. */
  paid: string;
  /** The groom who sent the Marathi family's daughter an interest (the best fit for her), if she is there. */
  marathiSuitor: string | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The sign-in member's preferences: a Pune groom of 29, 176 cm, eating meat, drinking occasionally. */
export const MEMBER_PREFERENCES: Preferences = {
  ...NO_PREFERENCES,
  age_min: 24,
  age_max: 31,
  height_min: 152,
  height_max: 172,
  maritial_statuses: ['never_married'],
  cities: ['Pune', 'Mumbai', 'Thane', 'Nashik'],
  diets: ['veg', 'non_veg', 'eggetarian'],
};

const CITIES = [...new Set(CURRENT_CITIES_INDIA)];

function subjectOf(p: ProfileValues): FitSubject {
  return {
    birthdate: p.birthdate ?? null,
    height: p.height ?? null,
    maritialStatus: p.maritialStatus ?? null,
    education: p.education ?? null,
    annualIncome: p.annualIncome ?? null,
    currentCity: p.currentCity ?? null,
    dietaryPreferences: p.dietaryPreferences ?? null,
    smokingHabits: p.smokingHabits ?? null,
    drinkingHabits: p.drinkingHabits ?? null,
    // As matching reads it: the birth chart's verdict before the declared one.
    mangalDosh: chartColumnsFor(p).chartMangalDosh ?? p.mangalDosh ?? null,
  };
}

/** Preferences a bride who likes the member might keep: every one of them met by him. */
function suitorPreferences(rng: Rng): Preferences {
  return {
    ...NO_PREFERENCES,
    age_min: rng.int(25, 28),
    age_max: rng.int(31, 34),
    height_min: rng.int(165, 172),
    height_max: rng.chance(0.5) ? null : rng.int(185, 192),
    maritial_statuses: ['never_married'],
    educations: rng.chance(0.5) ? ['bachelors', 'masters', 'doctorate', 'professional'] : [],
    annual_income_min: rng.pick(['10_to_15_lakh', '15_to_25_lakh', null] as const),
    cities: ['Pune', rng.pick(['Mumbai', 'Nashik', 'Kolhapur', 'Satara'] as const)],
    smoking: ['no'],
    drinking: rng.chance(0.5) ? ['no', 'occasionally'] : [],
  };
}

/** Varied preferences around a profile's own age and height; many leave most fields open. */
function randomPreferences(rng: Rng, p: ProfileValues, today: string): Preferences {
  const female = p.gender === 'female';
  const age = p.birthdate ? ageOn(p.birthdate, today) : 28;
  const height = p.height ?? (female ? 160 : 172);
  const prefs: Preferences = { ...NO_PREFERENCES };
  if (rng.chance(0.8)) {
    prefs.age_min = female ? Math.max(21, age + rng.int(-1, 1)) : Math.max(18, age - rng.int(3, 8));
    prefs.age_max = female ? age + rng.int(3, 8) : age + rng.int(0, 2);
  }
  if (rng.chance(0.6)) {
    if (female) {
      prefs.height_min = height + rng.int(0, 10);
      prefs.height_max = rng.chance(0.5) ? null : prefs.height_min + rng.int(12, 25);
    } else {
      prefs.height_min = rng.chance(0.5) ? null : 148 + rng.int(0, 6);
      prefs.height_max = height - rng.int(0, 6);
    }
  }
  if (rng.chance(0.5)) prefs.maritial_statuses = ['never_married'];
  if (rng.chance(0.3)) prefs.educations = ['bachelors', 'masters', 'doctorate', 'professional'];
  if (female && rng.chance(0.35)) {
    prefs.annual_income_min = rng.pick(['5_to_10_lakh', '10_to_15_lakh', '15_to_25_lakh'] as const);
  }
  if (rng.chance(0.5)) prefs.cities = rng.sample(CITIES, rng.int(1, 3));
  if (rng.chance(0.35)) {
    prefs.diets = p.dietaryPreferences === 'veg' ? ['veg', 'jain'] : ['veg', 'non_veg', 'eggetarian'];
  }
  if (rng.chance(0.4)) prefs.smoking = ['no'];
  if (rng.chance(0.25)) prefs.drinking = rng.chance(0.5) ? ['no'] : ['no', 'occasionally'];
  if (rng.chance(0.15)) prefs.mangal_dosh = ['no', 'anshik'];
  if (rng.chance(0.2)) prefs.min_gunmilan = rng.int(14, 22);
  return prefs;
}

/**
 * Partner preferences and profile views for the demo community, so that /matches, today's picks
 * and "who viewed me" have something to show at first start: the member has preferences, a few
 * brides who meet them want someone like him (his mutual fits, ranked first), several brides
 * viewed his profile in the last days, and one of those brides is on Belief to see her own
 * visitors; the Marathi family's daughter (key 'marathi', when there) has her family's preferences
 * and grooms who fit them among her visitors. Deterministic for a given `rng` and day.
 */
export function demoMatchmaking(rng: Rng, people: readonly MatchmakingPerson[], now: Date): DemoMatchmaking {
  const today = todayIso(now);
  const member = people.find((p) => p.key === 'member');
  if (!member) throw new Error('the demo member is missing');
  // The Marathi family's daughter has her own stream (below), so the community's draws stay as they were.
  const marathi = people.find((p) => p.key === 'marathi');
  const brides = people.filter((p) => p.gender === 'female' && p !== marathi);
  const grooms = people.filter((p) => p.gender === 'male' && p.key !== 'member');
  const preferences = new Map<string, Preferences>([['member', MEMBER_PREFERENCES]]);

  // Brides the member's preferences are all known to be met by (a hard range never excludes them).
  const fitting = brides.filter((b) => {
    const side = fitSide(MEMBER_PREFERENCES, subjectOf(b.profile), null, today);
    return unmet(side) === 0 && side.unknown === 0;
  });
  const suitors = fitting.slice(0, 4);
  if (suitors.length === 0) throw new Error('no demo bride meets the member preferences');
  const memberSubject = subjectOf(member.profile);
  for (const s of suitors) {
    const prefs = suitorPreferences(rng.fork(`suitor:${s.key}`));
    if (unmet(fitSide(prefs, memberSubject, null, today)) > 0) {
      throw new Error(`the member does not meet ${s.key}'s preferences`);
    }
    preferences.set(s.key, prefs);
  }
  for (const p of [...brides, ...grooms]) {
    if (preferences.has(p.key)) continue;
    const own = rng.fork(`prefs:${p.key}`);
    if (own.chance(0.6)) preferences.set(p.key, randomPreferences(own, p.profile, today));
  }

  // Views: one row per viewer, viewed profile and (India) day, never before either joined.
  const views = new Map<string, DemoView>();
  const view = (viewer: MatchmakingPerson, viewed: MatchmakingPerson, viewedAt: Date) => {
    const joined = Math.max(viewer.createdAt.getTime(), viewed.createdAt.getTime());
    const at = new Date(Math.min(now.getTime(), Math.max(viewedAt.getTime(), joined + HOUR_MS)));
    views.set(`${viewer.key}|${viewed.key}|${todayIso(at)}`, {
      viewer: viewer.key,
      viewed: viewed.key,
      viewedAt: at,
    });
  };
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const viewRng = rng.fork('views');

  // Brides who viewed the member (he joined three days ago): his suitors and three others.
  const others = viewRng.sample(
    brides.filter((b) => !suitors.includes(b)),
    3,
  );
  for (const b of [...suitors, ...others]) view(b, member, hoursAgo(viewRng.int(1, 70)));
  // The paid bride: the member and four grooms viewed her.
  const paid = suitors[0]!;
  view(member, paid, hoursAgo(viewRng.int(2, 30)));
  for (const g of viewRng.sample(grooms, 4)) view(g, paid, hoursAgo(viewRng.int(2, 24 * 6)));
  // Everyone else: about 40% viewed one to three profiles of the other gender in the last two weeks.
  for (const p of [...brides, ...grooms]) {
    if (!viewRng.chance(0.4)) continue;
    const pool = p.gender === 'female' ? grooms : brides;
    for (const target of viewRng.sample(pool, viewRng.int(1, 3))) {
      view(p, target, new Date(now.getTime() - viewRng.int(1, 14 * 24) * HOUR_MS));
    }
  }

  // The Marathi family's daughter: her family's preferences, the grooms who meet them best (those
  // whose own preferences she meets first) viewed her in the last three days, with two others.
  let marathiSuitor: string | null = null;
  if (marathi) {
    preferences.set(marathi.key, MARATHI_PREFERENCES);
    const own = rng.fork('marathi');
    const subject = subjectOf(marathi.profile);
    const ranked = grooms
      .map((g) => {
        const mine = fitSide(MARATHI_PREFERENCES, subjectOf(g.profile), null, today);
        const theirs = fitSide(preferences.get(g.key) ?? NO_PREFERENCES, subject, null, today);
        return { groom: g, missing: unmet(mine) + mine.unknown, unmetTheirs: unmet(theirs) };
      })
      .sort((a, b) => a.missing - b.missing || a.unmetTheirs - b.unmetTheirs)
      .map((r) => r.groom);
    const fits = ranked.slice(0, 4);
    const others = own.sample(ranked.slice(4), 2);
    for (const g of [...fits, ...others]) view(g, marathi, hoursAgo(own.int(1, 70)));
    marathiSuitor = fits[0]?.key ?? null;
  }

  return {
    preferences,
    views: [...views.values()],
    suitors: suitors.map((s) => s.key),
    paid: paid.key,
    marathiSuitor,
  };
}

export const PAID_PLAN_DAYS = 365;
export const paidUntil = (now: Date) => new Date(now.getTime() + PAID_PLAN_DAYS * DAY_MS);
