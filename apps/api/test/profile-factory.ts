import type { ProfileInput } from '@jodi/contract';
import type { FastifyInstance } from 'fastify';
import { latestBirthdateForAge, todayIso } from '../src/modules/profiles/age';
import { type SignedUp, signUpMember } from './harness';

export interface CreatedProfile extends SignedUp {
  profileId: string;
  /** The profile as the PUT answered it (owner view). */
  profile: Record<string, unknown> & { id: string };
}

export type ProfileOverrides = Partial<ProfileInput> & {
  /** Sets `birthdate` so that the profile is exactly this old today (unless birthdate is given). */
  age?: number;
  email?: string;
};

/** A birthdate giving exactly `age` today, well away from the birthday. */
export function birthdateForAge(age: number, today = todayIso()): string {
  const bound = latestBirthdateForAge(age, today);
  return new Date(Date.parse(`${bound}T00:00:00Z`) - 40 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Factory: a member signed up through the API whose profile is filled in through
 * PUT /api/v1/profiles/{id}. Defaults make a finished, listable profile (a 28-year-old bride
 * unless told otherwise); `overrides` replace any field, null clears one.
 */
export async function createProfile(
  app: FastifyInstance,
  overrides: ProfileOverrides = {},
): Promise<CreatedProfile> {
  const { age, email, ...fields } = overrides;
  const member = await signUpMember(app, email ? { email } : {});
  const profileId = member.user.profile_id!;
  const gender = fields.gender === undefined ? 'female' : fields.gender;
  const profile: ProfileInput = {
    name: gender === 'male' ? 'Rohan' : 'Asha',
    lastName: 'Kulkarni',
    gender,
    birthdate: birthdateForAge(age ?? 28),
    height: gender === 'male' ? 175 : 160,
    current_city: 'Pune',
    occupation: 'Software Engineer',
    education: 'bachelors',
    maritial_status: 'never_married',
    ...fields,
  };
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/profiles/${profileId}/`,
    headers: member.auth,
    payload: { id: profileId, profile },
  });
  if (res.statusCode !== 200) throw new Error(`profile update failed: ${res.statusCode} ${res.body}`);
  return { ...member, profileId, profile: res.json().data };
}
