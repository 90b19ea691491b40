import type { GroupProfile } from '@jodi/contract';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, users } from '../../db/schema';
import { containsPattern } from '../profiles/profiles.repository';
import type { StaffAccount } from './staff-lookups.repository';

export interface GroupProfileFilter {
  usergroup?: string;
  /** Lower-case text the name (first and last) must contain. */
  name?: string;
}

const groupProfileColumns = {
  id: profiles.id,
  name: profiles.name,
  lastName: profiles.lastName,
  gender: profiles.gender,
  usergroup: users.usergroup,
  status: users.status,
};

/** Staff accounts, the profiles of user groups, and moving an account between groups. */
export class StaffDirectoryRepository {
  /** Active staff accounts with their profile's name, by e-mail. */
  async admins(db: Database): Promise<StaffAccount[]> {
    return db
      .select({ id: users.id, email: users.email, name: profiles.name, lastName: profiles.lastName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.isAdmin, true), eq(users.status, 'active')))
      .orderBy(asc(users.email));
  }

  /** One page of profiles (newest sign-ups first) and how many match. */
  async groupProfiles(
    db: Database,
    filter: GroupProfileFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: GroupProfile[]; total: number }> {
    const where: SQL[] = [];
    if (filter.usergroup) where.push(eq(users.usergroup, filter.usergroup));
    if (filter.name) {
      where.push(
        sql`lower(coalesce(${profiles.name}, '') || ' ' || coalesce(${profiles.lastName}, '')) LIKE ${containsPattern(filter.name)}`,
      );
    }
    const [rows, totals] = await Promise.all([
      db
        .select(groupProfileColumns)
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(...where))
        .orderBy(sql`${profiles.createdAt} DESC NULLS LAST`, sql`${profiles.id} DESC NULLS LAST`)
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ n: count() })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(...where)),
    ]);
    return { rows, total: Number(totals[0]?.n ?? 0) };
  }

  async setUsergroup(db: Database, userId: string, usergroup: string): Promise<void> {
    await db.update(users).set({ usergroup, updatedAt: new Date() }).where(eq(users.id, userId));
  }
}
