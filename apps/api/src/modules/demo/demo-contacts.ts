import type { contacts } from '../../db/schema';
import { MALE_FIRST_NAMES } from './demo-data';
import type { ProfileValues } from './demo-profiles';
import type { Rng } from './prng';

/** First names of the parents' generation (the demo profiles' names are of their children's). */
const FATHER_NAMES = [
  'Suresh',
  'Ramesh',
  'Prakash',
  'Vijay',
  'Anil',
  'Sunil',
  'Dilip',
  'Ashok',
  'Sanjay',
  'Vilas',
  'Prabhakar',
  'Shrikant',
  'Dattatray',
  'Vinayak',
  'Arun',
];
const MOTHER_NAMES = [
  'Sunita',
  'Anita',
  'Lata',
  'Vaishali',
  'Mangala',
  'Shobha',
  'Suvarna',
  'Kalpana',
  'Rekha',
  'Sujata',
  'Ujwala',
  'Alka',
  'Meena',
];
/** Indian mobile numbers start 6-9; these series are the most common. */
const MOBILE_PREFIXES = ['98', '98', '98', '97', '99', '94', '90'];

export type DemoContact = Omit<typeof contacts.$inferInsert, 'id' | 'profileId' | 'createdAt'>;

export interface DemoExtras {
  contacts: DemoContact[];
  identityVerified: boolean;
  jobVerified: boolean;
  incomeVerified: boolean;
  propertyVerified: boolean;
}

function mobile(rng: Rng): string {
  return `${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
}

/**
 * Contacts and verification flags of one demo profile, from its own random stream: about half
 * share one or two family contacts (father, mother or brother), about a third are identity
 * verified, and some of those job and income verified too. `full` gives every extra (the
 * sign-in member, whose screens should show them all).
 */
export function demoExtras(rng: Rng, profile: ProfileValues, full = false): DemoExtras {
  const lastName = profile.lastName ?? '';
  const relations: string[] = [];
  if (!profile.fatherOccupation?.startsWith('Late')) relations.push('Father');
  relations.push('Mother');
  if ((profile.numberOfSiblings ?? 0) > 0 && /brother/i.test(profile.siblingsDetails ?? '')) {
    relations.push('Brother');
  }

  const chosen = full ? relations.slice(0, 2) : rng.chance(0.5) ? rng.sample(relations, rng.int(1, 2)) : [];
  const list = chosen.map((relation, position): DemoContact => {
    const first =
      relation === 'Father'
        ? rng.pick(FATHER_NAMES)
        : relation === 'Mother'
          ? rng.pick(MOTHER_NAMES)
          : rng.pick(MALE_FIRST_NAMES.filter((n) => n !== profile.name));
    const occupation =
      relation === 'Father'
        ? (profile.fatherOccupation ?? null)
        : relation === 'Mother'
          ? (profile.motherOccupation ?? null)
          : null;
    return {
      name: `${first} ${lastName}`.trim(),
      relation,
      phone: mobile(rng),
      occupation,
      currentCity: relation === 'Brother' ? null : (profile.currentCity ?? null),
      address: null,
      position,
    };
  });

  const identityVerified = full || rng.chance(1 / 3);
  const jobVerified = identityVerified && (full || rng.chance(0.5));
  const incomeVerified = jobVerified && (full || rng.chance(0.6));
  const propertyVerified = identityVerified && profile.propertyDetails != null && rng.chance(0.25);
  return { contacts: list, identityVerified, jobVerified, incomeVerified, propertyVerified };
}
