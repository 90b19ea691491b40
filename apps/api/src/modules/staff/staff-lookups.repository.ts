import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, users } from '../../db/schema';

/** A profile with the account that owns it: what staff actions check and name. */
export interface ProfileWithOwner {
  id: string;
  name: string | null;
  lastName: string | null;
  gender: 'male' | 'female' | null;
  supportPhone: string | null;
  userId: string;
  isAdmin: boolean;
  status: 'active' | 'suspended';
  usergroup: string;
}

export interface StaffAccount {
  id: string;
  email: string;
  name: string | null;
  lastName: string | null;
}

/** "Asha Kulkarni", "Asha", or null when the profile has no name yet. */
export const fullName = (p: { name: string | null; lastName: string | null }): string | null =>
  [p.name, p.lastName].filter((part) => part?.trim()).join(' ') || null;

const profileWithOwnerColumns = {
  id: profiles.id,
  name: profiles.name,
  lastName: profiles.lastName,
  gender: profiles.gender,
  supportPhone: profiles.supportPhone,
  userId: users.id,
  isAdmin: users.isAdmin,
  status: users.status,
  usergroup: users.usergroup,
};

/** The few reads every part of the staff desk needs. */
export class StaffLookupsRepository {
  async profileWithOwner(db: Database, profileId: string): Promise<ProfileWithOwner | undefined> {
    const [row] = await db
      .select(profileWithOwnerColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, profileId));
    return row;
  }

  /** The same, locked for an update of the account (suspend, reinstate, move to a group). */
  async lockProfileWithOwner(db: Database, profileId: string): Promise<ProfileWithOwner | undefined> {
    const [row] = await db
      .select(profileWithOwnerColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, profileId))
      .for('update', { of: users });
    return row;
  }

  /** An active staff account with its profile's name, or undefined for anyone else. */
  async activeStaff(db: Database, userId: string): Promise<StaffAccount | undefined> {
    const [row] = await db
      .select({ id: users.id, email: users.email, name: profiles.name, lastName: profiles.lastName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, userId), eq(users.isAdmin, true), eq(users.status, 'active')));
    return row;
  }
}
