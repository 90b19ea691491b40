import crypto from 'node:crypto';
import type { ProfileInput } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { photos, profiles } from '../src/db/schema';
import { photoKey } from '../src/modules/photos/photos.service';
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
  /** Give the profile a primary photo (default true: the listing minimum needs one). */
  photo?: boolean;
};

let tinyJpeg: Promise<Buffer> | undefined;

/**
 * Gives a profile one primary photo as the photos module stores it (three sizes in storage, a
 * `photos` row, `primary_photo_id`), without re-encoding an upload: the upload route has its own
 * tests, and most tests only need the profile to be listable. Returns the photo id.
 */
export async function addStoredPhoto(app: FastifyInstance, profileId: string): Promise<string> {
  tinyJpeg ??= sharp({ create: { width: 4, height: 4, channels: 3, background: '#c08080' } })
    .jpeg()
    .toBuffer();
  const bytes = await tinyJpeg;
  const id = crypto.randomUUID();
  const variants = {
    thumb: photoKey(profileId, id, 'thumb'),
    medium: photoKey(profileId, id, 'medium'),
    large: photoKey(profileId, id, 'large'),
  };
  for (const key of Object.values(variants)) await app.ctx.storage.put(key, bytes);
  const db = app.ctx.database.db;
  await db.transaction(async (tx) => {
    await tx.insert(photos).values({ id, profileId, variants, width: 4, height: 4, position: 0 });
    await tx.update(profiles).set({ primaryPhotoId: id }).where(eq(profiles.id, profileId));
  });
  return id;
}

/** A birthdate giving exactly `age` today, well away from the birthday. */
export function birthdateForAge(age: number, today = todayIso()): string {
  const bound = latestBirthdateForAge(age, today);
  return new Date(Date.parse(`${bound}T00:00:00Z`) - 40 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Factory: a member signed up through the API whose profile is filled in through
 * PUT /api/v1/profiles/{id}, with one photo (`addStoredPhoto`). Defaults make a finished, listable
 * profile (a 28-year-old bride unless told otherwise); `overrides` replace any field, null clears
 * one; `photo: false` leaves it without a photo (so not listable).
 */
export async function createProfile(
  app: FastifyInstance,
  overrides: ProfileOverrides = {},
): Promise<CreatedProfile> {
  const { age, email, photo = true, ...fields } = overrides;
  const member = await signUpMember(app, email ? { email } : {});
  const profileId = member.user.profile_id!;
  if (photo) await addStoredPhoto(app, profileId);
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
