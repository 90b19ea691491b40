import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';
import type { CreatedProfile } from '../../test/profile-factory';
import { profiles, users } from '../db/schema';

export interface Scene {
  attacker: CreatedProfile;
  /** The profile the attacker legitimately acts on. */
  target: CreatedProfile;
  /** The one the forged owner ids point at. */
  bystander: CreatedProfile;
}

/** Privileged fields and forged owner ids, in the spellings a client might try. */
export function forged(bystander: CreatedProfile): Record<string, unknown> {
  const uid = bystander.user.id;
  const pid = bystander.profileId;
  return {
    is_admin: true,
    isAdmin: true,
    admin: true,
    role: 'admin',
    usergroup: 'staff',
    plan: 'Premium',
    plan_expires_at: '2099-01-01T00:00:00Z',
    planExpiresAt: '2099-01-01T00:00:00Z',
    status: 'active',
    token_version: 99,
    identity_verified: true,
    identityVerified: true,
    job_verified: true,
    income_verified: true,
    property_verified: true,
    badges: { identity: true, job: true, income: true, property: true },
    hidden: true,
    user_id: uid,
    userId: uid,
    owner_id: uid,
    ownerId: uid,
    profile_id: pid,
    from: pid,
    from_profile_id: pid,
    fromProfileId: pid,
    reporter_profile_id: pid,
    blocker_profile_id: pid,
  };
}

/** The user is still a plain, active Hope member and their profile unverified and visible. */
export async function expectPlainMember(t: TestApp, who: { user: { id: string }; profileId: string }) {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.id, who.user.id));
  expect(user).toMatchObject({ isAdmin: false, plan: 'Hope', planExpiresAt: null, usergroup: 'members' });
  expect(user?.status).toBe('active');
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, who.profileId));
  expect(profile).toMatchObject({
    userId: who.user.id,
    identityVerified: false,
    jobVerified: false,
    incomeVerified: false,
    propertyVerified: false,
    hidden: false,
  });
}
