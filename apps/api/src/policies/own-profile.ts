import { notFound } from '../errors';
import type { AuthUser } from '../plugins/auth';

/** 404 for an action on the caller's own profile when they have none (yet, or some staff accounts). */
export const createProfileFirst = () => notFound('PROFILE_REQUIRED');

/** The caller's own profile id; an account without a profile has nothing to act from. */
export function requireOwnProfileId(user: Pick<AuthUser, 'profileId'>): string {
  if (!user.profileId) throw createProfileFirst();
  return user.profileId;
}

/** A row of the caller's own profile, read by its id: gone (deleted since sign-in) reads as no profile. */
export function requireOwnProfileRow<T>(row: T | null | undefined): T {
  if (!row) throw createProfileFirst();
  return row;
}
