import type { SentBy } from '../social/sent-by';

/**
 * The demo's family management (decision 33): Sunita, a mother who reads Jodi in Marathi,
 * manages her son's and her daughter's profiles with her own account (no profile of her own), and
 * has sent an interest for her daughter to the demo member (member@jodi.example), who sees it
 * "sent by Aai (Mother)". Sign in as her and switch between the two profiles in one tap.
 */
export const DEMO_FAMILY = {
  email: 'mother@jodi.example',
  name: 'Sunita',
  language: 'mr' as const,
} as const;

const SENT_BY: SentBy = { name: 'Aai', relation: 'Mother' };
const DAY_MS = 86_400_000;

interface Person {
  key: string;
  profileId: string;
  gender: 'male' | 'female' | null;
  hidden: boolean;
  profile: { lastName?: string | null };
}

/**
 * A son and a daughter of one family name among the ordinary demo profiles (the first family name,
 * in the community's order, that has both), or null when none has.
 */
export function pickDemoSiblings<P extends Person>(people: readonly P[]): { son: P; daughter: P } | null {
  const byName = new Map<string, { son?: P; daughter?: P }>();
  for (const person of people) {
    const name = person.profile.lastName;
    if (!name || person.hidden || !person.gender) continue;
    const family = byName.get(name) ?? {};
    if (person.gender === 'male') family.son ??= person;
    else family.daughter ??= person;
    byName.set(name, family);
    if (family.son && family.daughter) return { son: family.son, daughter: family.daughter };
  }
  return null;
}

/** Her account, the two managers' rows and the interest she sent for her daughter (sent_by kept). */
export function demoFamily(
  {
    motherUserId,
    passwordHash,
    son,
    daughter,
    member,
  }: {
    motherUserId: string;
    passwordHash: string;
    son: Person;
    daughter: Person;
    member: { profileId: string };
  },
  today: Date,
) {
  const since = new Date(today.getTime() - 8 * DAY_MS);
  return {
    user: {
      id: motherUserId,
      email: DEMO_FAMILY.email,
      passwordHash,
      language: DEMO_FAMILY.language,
      createdAt: since,
      updatedAt: since,
    },
    managers: [son, daughter].map((child) => ({
      profileId: child.profileId,
      userId: motherUserId,
      name: SENT_BY.name,
      relation: SENT_BY.relation,
      createdAt: since,
    })),
    interest: {
      fromProfileId: daughter.profileId,
      toProfileId: member.profileId,
      sentBy: SENT_BY,
      createdAt: new Date(today.getTime() - 5 * 3_600_000),
    },
  };
}
