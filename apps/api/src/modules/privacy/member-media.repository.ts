import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, users } from '../../db/schema';
import { acceptedBetween, pairFacts } from '../../policies/messaging';

/** What a media grant depends on now, read for one owner's file (`MemberMedia.allows`). */
export interface GrantFacts {
  photoVisibility: (typeof profiles.$inferSelect)['photoVisibility'];
  /** The owner's account is active. */
  active: boolean;
  /** The staff member a staff grant names is still active staff. */
  staffNow: boolean;
  /** No block between the member a grant names and the owner. */
  unblocked: boolean;
  /** That member and the owner accepted each other. */
  accepted: boolean;
}

/** The reads behind members' media URLs: acceptance between a viewer and owners, and a grant's facts. */
export class MemberMediaRepository {
  /** Which of `ownerIds` the viewer and the owner accepted each other, in one query. */
  async acceptedAmong(db: Database, viewerProfileId: string, ownerIds: string[]): Promise<Set<string>> {
    const rows = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(inArray(profiles.id, [...new Set(ownerIds)]), acceptedBetween(viewerProfileId, profiles.id)),
      );
    return new Set(rows.map((r) => r.id));
  }

  /**
   * The owner's photo choice and account, with what the grant names: `staff` (a staff grant's user
   * id) and `member` (a member grant's profile id), each null when the grant names none.
   */
  async grantFacts(
    db: Database,
    ownerId: string,
    { staff, member }: { staff: string | null; member: string | null },
  ): Promise<GrantFacts | undefined> {
    const [row] = await db
      .select({
        photoVisibility: profiles.photoVisibility,
        active: sql<boolean>`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${profiles.userId} AND ${users.status} = 'active')`,
        staffNow: staff
          ? sql<boolean>`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${staff} AND ${users.isAdmin} AND ${users.status} = 'active')`
          : sql<boolean>`false`,
        unblocked: member ? pairFacts(member, profiles.id).unblocked : sql<boolean>`true`,
        accepted: member ? acceptedBetween(member, profiles.id) : sql<boolean>`false`,
      })
      .from(profiles)
      .where(eq(profiles.id, ownerId))
      .limit(1);
    return row;
  }
}
