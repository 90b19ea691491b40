import {
  type AnnualIncomeRange,
  type BloodGroup,
  type DietaryPreference,
  type HabitFrequency,
  type ManagedBy,
  type MangalDosh,
  type MaritalStatus,
  type MarriageCeremonyType,
  MIN_MARRIAGE_AGE,
  RASHIS,
} from '@jodi/contract';
import type { profiles } from '../../db/schema';
import {
  ABOUT_CLOSINGS_OTHERS,
  ABOUT_CLOSINGS_SELF,
  ABOUT_MIDDLES_OTHERS,
  ABOUT_MIDDLES_SELF,
  ABOUT_OPENINGS_OTHERS,
  ABOUT_OPENINGS_SELF,
  BIRTH_NAMES,
  BIRTH_PLACES,
  type BirthNames,
  CAREER_GOALS,
  CAREERS,
  type Career,
  CURRENT_CITIES_ABROAD,
  CURRENT_CITIES_INDIA,
  EXPECTATIONS,
  FAMILY_TYPE_WEIGHTS,
  FAMILY_VALUE_WEIGHTS,
  FATHER_OCCUPATIONS,
  FEMALE_FIRST_NAMES,
  FINANCIAL_STATUS_WEIGHTS,
  GOTRAS,
  HOBBIES,
  MALE_FIRST_NAMES,
  MOTHER_OCCUPATIONS,
  PROPERTY_DETAILS,
  SIBLING_OCCUPATIONS,
  SIBLING_STUDIES,
  SURNAMES,
} from './demo-data';
import { distanceToPadaEdge, istToInstant, moonPosition, rashiOfPada } from './horoscope';
import type { Rng } from './prng';

export type Gender = 'male' | 'female';

/** Column values of one profile row, without its ids. */
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'id' | 'userId'>;

export interface DemoPerson {
  /** Stable label, e.g. 'bride-07'; also seeds the portrait. */
  key: string;
  email: string;
  gender: Gender;
  profile: ProfileValues;
  photoCount: 1 | 2;
  createdAt: Date;
}

export const DEMO_EMAIL_DOMAIN = 'demo.jodi.example';
export const BIRTH_TZ = 'Asia/Kolkata';

function weighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [value, w] of entries) {
    roll -= w;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
const DAY_MS = 86_400_000;

/** Whole years from birthdate (YYYY-MM-DD) to today (UTC date). */
export function ageOn(birthdate: string, today: Date): number {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** "Software Engineer" -> "software engineer", keeping acronyms such as UX or CA. */
function lowerTitle(title: string): string {
  return title
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

function withArticle(phrase: string): string {
  const an = /^[aeio]/i.test(phrase) || /^u(?!x)/i.test(phrase);
  return `${an ? 'an' : 'a'} ${phrase}`;
}

function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? '');
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface BirthDetails {
  birthdate: string;
  birthTime: string | null;
  birthPlace: string | null;
  birthLat: number | null;
  birthLon: number | null;
  birthTz: string | null;
  rashi: (typeof RASHIS)[number];
  birthname: string;
}

/** Padas with birth names for the gender, as [nakshatra, pada]. */
function namedPadas(gender: Gender, names: Record<string, BirthNames>): [number, number][] {
  return Object.entries(names)
    .filter(([, names]) => names[gender].length > 0)
    .map(([key]) => key.split('-').map(Number) as [number, number]);
}

/**
 * A birthdate for the age (the birthday `offsetDays` before today's anniversary, so the age is
 * exact whatever the day shift below) and, with `withTime`, a birth time and place whose Moon
 * position gives a pada with a birth name, at least 0.3 degrees from a pada edge so that any
 * reasonable ephemeris agrees. Rashi and birth name always follow the pada; the name comes from
 * `names` (BIRTH_NAMES, in Latin script, unless told otherwise).
 */
export function birthDetails(
  rng: Rng,
  gender: Gender,
  age: number,
  today: Date,
  withTime: boolean,
  names: Record<string, BirthNames> = BIRTH_NAMES,
): BirthDetails {
  const anniversary = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate());
  const offsetDays = rng.int(10, 350);
  const target = new Date(anniversary - offsetDays * DAY_MS);
  if (!withTime) {
    const [nakshatra, pada] = rng.pick(namedPadas(gender, names));
    return {
      birthdate: isoDate(target),
      birthTime: null,
      birthPlace: null,
      birthLat: null,
      birthLon: null,
      birthTz: null,
      rashi: RASHIS[rashiOfPada(nakshatra, pada) - 1]!,
      birthname: rng.pick(names[`${nakshatra}-${pada}`]![gender]),
    };
  }
  const place = rng.pick(BIRTH_PLACES);
  const startMinute = rng.int(0, 1439);
  for (const shift of [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6]) {
    const date = isoDate(new Date(target.getTime() + shift * DAY_MS));
    for (let step = 0; step < 72; step++) {
      const minute = (startMinute + step * 20) % 1440;
      const time = `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;
      const moon = moonPosition(istToInstant(date, time));
      const named = names[`${moon.nakshatra}-${moon.pada}`]?.[gender] ?? [];
      if (named.length === 0 || distanceToPadaEdge(moon.longitude) < 0.3) continue;
      return {
        birthdate: date,
        birthTime: time,
        birthPlace: place.name,
        birthLat: place.lat,
        birthLon: place.lon,
        birthTz: BIRTH_TZ,
        rashi: RASHIS[moon.rashi - 1]!,
        birthname: rng.pick(named),
      };
    }
  }
  throw new Error('no birth time with a named pada within six days');
}

function siblingsOf(rng: Rng): { count: number; details: string | null } {
  const count = weighted(rng, [
    [0, 15],
    [1, 45],
    [2, 30],
    [3, 10],
  ] as const);
  if (count === 0) return { count, details: rng.chance(0.5) ? 'Only child' : null };
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const elder = rng.chance(0.5);
    const who = `${elder ? 'elder' : 'younger'} ${rng.chance(0.5) ? 'brother' : 'sister'}`;
    const studying = !elder && rng.chance(0.4);
    const what = studying ? rng.pick(SIBLING_STUDIES) : rng.pick(SIBLING_OCCUPATIONS);
    const married = !studying && rng.chance(elder ? 0.7 : 0.3);
    parts.push(`${who} – ${what}${married ? ', married' : studying ? '' : ', unmarried'}`);
  }
  return { count, details: sentenceCase(parts.join('; ')) };
}

function aboutMe(
  rng: Rng,
  p: {
    name: string;
    gender: Gender;
    managedBy: ManagedBy;
    occupation: string;
    city: string;
    hobbies: string[];
  },
): string {
  const [hobby = 'reading', hobby2 = 'travelling'] = rng.sample(p.hobbies, 2);
  const female = p.gender === 'female';
  const relation = {
    self: '',
    parent: female ? 'Our daughter' : 'Our son',
    sibling: female ? 'My sister' : 'My brother',
    relative: female ? 'My niece' : 'My nephew',
    friend: female ? 'My friend' : 'My friend',
  }[p.managedBy];
  const slots = {
    name: p.name,
    occupation: lowerTitle(p.occupation),
    city: p.city.split(',')[0]!,
    hobby,
    hobby2,
    relation,
    pronoun: female ? 'She' : 'He',
    pronounLower: female ? 'she' : 'he',
  };
  const self = p.managedBy === 'self';
  const opening = fill(rng.pick(self ? ABOUT_OPENINGS_SELF : ABOUT_OPENINGS_OTHERS), slots);
  const middle = fill(rng.pick(self ? ABOUT_MIDDLES_SELF : ABOUT_MIDDLES_OTHERS), slots);
  const closing = fill(rng.pick(self ? ABOUT_CLOSINGS_SELF : ABOUT_CLOSINGS_OTHERS), slots);
  return fixArticles([opening, middle, closing].filter(Boolean).join(' '));
}

/** "a engineer" -> "an engineer" after the slots are filled. */
function fixArticles(text: string): string {
  return text.replace(/\b([Aa]) ([A-Za-z]+)/g, (_match, a: string, word: string) => {
    const chosen = withArticle(word).split(' ')[0]!;
    return `${a === 'A' ? sentenceCase(chosen) : chosen} ${word}`;
  });
}

function expectationFor(rng: Rng, diet: DietaryPreference): string {
  const pool = EXPECTATIONS.filter((e) => diet === 'veg' || !e.startsWith('Vegetarian'));
  return rng.sample(pool, 2).join(' ');
}

const BLOOD_GROUP_WEIGHTS: readonly [BloodGroup, number][] = [
  ['O+', 30],
  ['B+', 30],
  ['A+', 20],
  ['AB+', 8],
  ['O-', 3],
  ['B-', 3],
  ['A-', 3],
  ['AB-', 1],
];
const MANAGED_BY_WEIGHTS: readonly [ManagedBy, number][] = [
  ['self', 50],
  ['parent', 30],
  ['sibling', 8],
  ['relative', 6],
  ['friend', 6],
];
const MARITAL_WEIGHTS: readonly [MaritalStatus, number][] = [
  ['never_married', 90],
  ['divorced', 6],
  ['widowed', 2],
  ['awaiting_divorce', 2],
];
const DIET_WEIGHTS: readonly [DietaryPreference, number][] = [
  ['veg', 40],
  ['non_veg', 40],
  ['eggetarian', 15],
  ['vegan', 4],
  ['jain', 1],
];
const MANGAL_WEIGHTS: readonly [MangalDosh, number][] = [
  ['no', 55],
  ['yes', 15],
  ['anshik', 15],
  ['unknown', 15],
];
const CEREMONY_WEIGHTS: readonly [MarriageCeremonyType, number][] = [
  ['traditional', 50],
  ['simple', 30],
  ['registered', 10],
  ['no_preference', 10],
];

function habits(rng: Rng, gender: Gender): { drinking: HabitFrequency; smoking: HabitFrequency } {
  const female = gender === 'female';
  return {
    drinking: weighted(rng, [
      ['no', female ? 85 : 68],
      ['occasionally', female ? 15 : 27],
      ['yes', female ? 0 : 5],
    ] as const),
    smoking: weighted(rng, [
      ['no', female ? 98 : 90],
      ['occasionally', female ? 2 : 8],
      ['yes', female ? 0 : 2],
    ] as const),
  };
}

/** Optional fields a few profiles leave empty, so 'N/A' shows up. */
const SPARSE_FIELDS = [
  'bloodgroup',
  'propertyDetails',
  'careerGoals',
  'typeOfMarriageCeremony',
  'interestInContinuingEducation',
  'mamkul',
  'hobbiesAndInterests',
  'motherOccupation',
] as const satisfies readonly (keyof ProfileValues)[];

interface PersonOptions {
  index: number;
  gender: Gender;
  firstName: string;
  today: Date;
}

function demoPerson(rng: Rng, { index, gender, firstName, today }: PersonOptions): DemoPerson {
  const female = gender === 'female';
  const lastName = rng.pick(SURNAMES);
  const ageRange = female
    ? [Math.max(22, MIN_MARRIAGE_AGE.female), 33]
    : [Math.max(24, MIN_MARRIAGE_AGE.male), 36];
  const age = rng.int(ageRange[0]!, ageRange[1]!);
  const withTime = rng.chance(2 / 3);
  const birth = birthDetails(rng, gender, age, today, withTime);

  const careers = CAREERS.filter((c) => !c.only || c.only === gender);
  const abroad = rng.chance(0.1);
  const career: Career = rng.pick(abroad ? careers.filter((c) => c.abroad) : careers);
  const city = abroad ? rng.pick(CURRENT_CITIES_ABROAD) : rng.pick(CURRENT_CITIES_INDIA);
  let income: AnnualIncomeRange = rng.pick(career.incomes);
  if (abroad) income = rng.pick(['25_to_50_lakh', '50_lakh_to_1_crore', 'above_1_crore'] as const);
  if (rng.chance(0.06)) income = 'not_disclosed';

  const managedBy = weighted(rng, MANAGED_BY_WEIGHTS);
  const hobbies = rng.sample(HOBBIES, rng.int(3, 5));
  const diet = weighted(rng, DIET_WEIGHTS);
  const { drinking, smoking } = habits(rng, gender);
  const siblings = siblingsOf(rng);
  const marital = age >= 27 ? weighted(rng, MARITAL_WEIGHTS) : 'never_married';
  const height = female
    ? 150 + Math.round(((rng.next() + rng.next()) / 2) * 22)
    : 162 + Math.round(((rng.next() + rng.next()) / 2) * 26);
  const mamkul = rng.pick(SURNAMES.filter((s) => s !== lastName));

  const profile: ProfileValues = {
    managedBy,
    name: firstName,
    lastName,
    gender,
    maritialStatus: marital,
    height,
    birthdate: birth.birthdate,
    currentCity: city,
    bloodgroup: weighted(rng, BLOOD_GROUP_WEIGHTS),
    work: career.work,
    occupation: career.occupation,
    annualIncome: income,
    education: career.education,
    degree: career.degree,
    careerGoals: rng.pick(CAREER_GOALS),
    propertyDetails: rng.chance(0.6) ? rng.pick(PROPERTY_DETAILS) : null,
    numberOfSiblings: siblings.count,
    siblingsDetails: siblings.details,
    fatherOccupation: rng.pick(FATHER_OCCUPATIONS),
    motherOccupation: rng.pick(MOTHER_OCCUPATIONS),
    mamkul,
    familyFinancialStatus: weighted(rng, FINANCIAL_STATUS_WEIGHTS),
    familyType: weighted(rng, FAMILY_TYPE_WEIGHTS),
    familyValues: weighted(rng, FAMILY_VALUE_WEIGHTS),
    hobbiesAndInterests: sentenceCase(hobbies.join(', ')),
    aboutme: aboutMe(rng, {
      name: firstName,
      gender,
      managedBy,
      occupation: career.occupation,
      city,
      hobbies,
    }),
    dietaryPreferences: diet,
    drinkingHabits: drinking,
    smokingHabits: smoking,
    expectation: expectationFor(rng, diet),
    typeOfMarriageCeremony: weighted(rng, CEREMONY_WEIGHTS),
    interestInContinuingEducation: rng.chance(0.4),
    rashi: birth.rashi,
    gotra: rng.pick(GOTRAS),
    mangalDosh: weighted(rng, MANGAL_WEIGHTS),
    birthname: birth.birthname,
    birthTime: birth.birthTime,
    birthPlace: birth.birthPlace,
    birthLat: birth.birthLat,
    birthLon: birth.birthLon,
    birthTz: birth.birthTz,
  };

  // About one profile in six leaves a few optional fields empty; a few have no birth name yet.
  if (rng.chance(1 / 6)) {
    for (const field of rng.sample(SPARSE_FIELDS, rng.int(2, 3))) profile[field] = null;
  }
  if (!withTime && rng.chance(0.25)) profile.birthname = null;
  if (rng.chance(0.05)) profile.mangalDosh = null;

  const createdAt = new Date(today.getTime() - rng.int(1, 150) * DAY_MS - rng.int(0, 86_399) * 1000);
  return {
    key: `${female ? 'bride' : 'groom'}-${pad2(index)}`,
    email: `${firstName}.${lastName}.${index}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
    gender,
    profile,
    photoCount: rng.chance(0.25) ? 2 : 1,
    createdAt,
  };
}

/** The demo community: `perGender` brides and as many grooms, the same on every run for a given day. */
export function generateDemoCommunity(rng: Rng, today: Date, perGender = 30): DemoPerson[] {
  const brides = rng.fork('bride-names').sample(FEMALE_FIRST_NAMES, perGender);
  const grooms = rng.fork('groom-names').sample(MALE_FIRST_NAMES, perGender);
  if (brides.length < perGender || grooms.length < perGender) throw new Error('not enough first names');
  const people: DemoPerson[] = [];
  for (let i = 0; i < perGender * 2; i++) {
    const gender: Gender = i % 2 === 0 ? 'female' : 'male';
    const firstName = gender === 'female' ? brides[i / 2]! : grooms[(i - 1) / 2]!;
    people.push(demoPerson(rng.fork(`person-${i}`), { index: i + 1, gender, firstName, today }));
  }
  // One bride writes about herself in Marathi (Devanagari), as many members do.
  const marathi = people.find((p) => p.gender === 'female' && p.profile.managedBy === 'self');
  if (marathi) marathi.profile.aboutme = ABOUT_ME_MARATHI;
  return people;
}

/** A bride's about-me in Marathi: first person, feminine. */
export const ABOUT_ME_MARATHI =
  'नमस्कार! मी साध्या आणि आनंदी स्वभावाची मुलगी आहे. माझं काम मला आवडतं, पण कुटुंब आणि मित्रमैत्रिणी माझ्यासाठी सगळ्यात महत्त्वाचे आहेत. वाचन, मराठी नाटकं आणि सणावारी घरी स्वयंपाक करणं मला मनापासून आवडतं. एकमेकांचा आदर करणारा, मोकळेपणाने बोलणारा आणि कुटुंबाला जपणारा जोडीदार मी शोधते आहे.';

/** The sign-in member: a groom with every field filled in, birth details included. */
export function memberProfile(rng: Rng, today: Date): ProfileValues {
  const birth = birthDetails(rng, 'male', 29, today, true);
  return {
    managedBy: 'self',
    name: 'Aniket',
    lastName: 'Deshmukh',
    gender: 'male',
    maritialStatus: 'never_married',
    height: 176,
    birthdate: birth.birthdate,
    currentCity: 'Pune',
    bloodgroup: 'B+',
    work: 'Private job – software product company',
    occupation: 'Product Manager',
    annualIncome: '25_to_50_lakh',
    education: 'masters',
    degree: 'B.E. (Computer Engineering), MBA',
    careerGoals: 'Wants to build products for small businesses in Maharashtra and, one day, his own company.',
    propertyDetails: 'Own 2BHK flat in Baner, Pune; ancestral house and farmland near Baramati',
    numberOfSiblings: 1,
    siblingsDetails: 'Younger sister – doctor in Mumbai, married',
    fatherOccupation: 'Retired bank officer',
    motherOccupation: 'Teacher',
    mamkul: 'Jagtap',
    familyFinancialStatus: 'upper_middle_class',
    familyType: 'nuclear',
    familyValues: 'moderate',
    hobbiesAndInterests: 'Trekking in the Sahyadris, photography, cooking, watching Marathi plays',
    aboutme:
      'I am a product manager in Pune and grew up in Baramati, so I am equally at home in a city office and on the family farm. Most weekends I am on a trek to one of the Sahyadri forts with my camera. I am easy-going, I cook a decent pithla-bhakri, and I like long conversations over chai.',
    dietaryPreferences: 'non_veg',
    drinkingHabits: 'occasionally',
    smokingHabits: 'no',
    expectation:
      'Looking for an educated, independent partner who values family and friendship. Someone who enjoys travel and is happy to live in Pune.',
    typeOfMarriageCeremony: 'simple',
    interestInContinuingEducation: true,
    rashi: birth.rashi,
    gotra: 'Kaundinya',
    mangalDosh: 'no',
    birthname: birth.birthname,
    birthTime: birth.birthTime,
    birthPlace: 'Baramati, Maharashtra',
    birthLat: 18.1516,
    birthLon: 74.5777,
    birthTz: BIRTH_TZ,
  };
}
