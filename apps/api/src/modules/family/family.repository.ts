import { FAMILY_LIST_MAX } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { planIsActive } from '../../db/plan-active';
import { familyInvites, familyManagers, photos, profiles, users } from '../../db/schema';

export type InviteRecord = typeof familyInvites.$inferSelect;
export type ManagerRecord = typeof familyManagers.$inferSelect;

/** A profile the caller can act for, with what its switcher shows (`relation` null: their own). */
export interface ManagedProfileRow {
  profileId: string;
  name: string | null;
  lastName: string | null;
  photoVisibility: 'everyone' | 'members' | 'accepted';
  thumbKey: string | null;
  plan: string;
  planActive: boolean;
  relation: string | null;
}

/** What the invitation mail needs, read when it is sent. */
export interface InviteMailFacts {
  email: string;
  relation: string;
  expiresAt: Date;
  ownerName: string | null;
  /** The invitee's own language when an account has that e-mail, else the owner's. */
  language: Language;
}

const open = () => and(isNull(familyInvites.acceptedAt), gt(familyInvites.expiresAt, sql`now()`));

/** The profile's primary photo's thumbnail key (the switcher's small picture). */
const thumbKeyOf = sql<
  string | null
>`(SELECT ${photos.variants} ->> 'thumb' FROM ${photos} WHERE ${photos.id} = ${profiles.primaryPhotoId})`;

/** The family tables: invitations (their token's hash only) and the relatives who manage a profile. */
export class FamilyRepository {
  async insertInvite(
    db: Database,
    invite: { profileId: string; email: string; relation: string; tokenHash: string; expiresAt: Date },
  ): Promise<InviteRecord> {
    const [row] = await db.insert(familyInvites).values(invite).returning();
    if (!row) throw new Error('invite insert returned nothing');
    return row;
  }

  /** The invitation of a token's hash, locked until the transaction ends (one accept wins). */
  async inviteForUpdate(
    db: Database,
    tokenHash: string,
  ): Promise<(InviteRecord & { ownerId: string }) | null> {
    const [row] = await db
      .select({ invite: familyInvites, ownerId: profiles.userId })
      .from(familyInvites)
      .innerJoin(profiles, eq(profiles.id, familyInvites.profileId))
      .where(eq(familyInvites.tokenHash, tokenHash))
      .limit(1)
      .for('update', { of: familyInvites });
    return row ? { ...row.invite, ownerId: row.ownerId } : null;
  }

  async markAccepted(db: Database, inviteId: string, userId: string): Promise<boolean> {
    const rows = await db
      .update(familyInvites)
      .set({ acceptedAt: sql`now()`, acceptedByUserId: userId })
      .where(and(eq(familyInvites.id, inviteId), isNull(familyInvites.acceptedAt)))
      .returning({ id: familyInvites.id });
    return rows.length > 0;
  }

  /** Deletes an open invitation of the profile; false when there is none by that id. */
  async deleteOpenInvite(db: Database, profileId: string, inviteId: string): Promise<boolean> {
    const rows = await db
      .delete(familyInvites)
      .where(
        and(
          eq(familyInvites.id, inviteId),
          eq(familyInvites.profileId, profileId),
          isNull(familyInvites.acceptedAt),
        ),
      )
      .returning({ id: familyInvites.id });
    return rows.length > 0;
  }

  async openInvites(db: Database, profileId: string): Promise<InviteRecord[]> {
    return db
      .select()
      .from(familyInvites)
      .where(and(eq(familyInvites.profileId, profileId), open()))
      .orderBy(desc(familyInvites.createdAt))
      .limit(FAMILY_LIST_MAX);
  }

  async managers(db: Database, profileId: string): Promise<ManagerRecord[]> {
    return db
      .select()
      .from(familyManagers)
      .where(eq(familyManagers.profileId, profileId))
      .orderBy(asc(familyManagers.createdAt), asc(familyManagers.userId))
      .limit(FAMILY_LIST_MAX);
  }

  /** Whether the account with this (normalised) e-mail already manages the profile. */
  async emailManages(db: Database, profileId: string, email: string): Promise<boolean> {
    const rows = await db
      .select({ userId: familyManagers.userId })
      .from(familyManagers)
      .innerJoin(users, eq(users.id, familyManagers.userId))
      .where(and(eq(familyManagers.profileId, profileId), eq(users.email, email)))
      .limit(1);
    return rows.length > 0;
  }

  /** Adds the manager; false when the account already manages the profile. */
  async insertManager(
    db: Database,
    manager: { profileId: string; userId: string; name: string; relation: string },
  ): Promise<boolean> {
    const rows = await db
      .insert(familyManagers)
      .values(manager)
      .onConflictDoNothing()
      .returning({ userId: familyManagers.userId });
    return rows.length > 0;
  }

  async deleteManager(db: Database, profileId: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(familyManagers)
      .where(and(eq(familyManagers.profileId, profileId), eq(familyManagers.userId, userId)))
      .returning({ userId: familyManagers.userId });
    return rows.length > 0;
  }

  /**
   * The caller's own profile (first) and the profiles they manage whose owners are active, oldest
   * management first: one query.
   */
  async managedProfiles(db: Database, userId: string): Promise<ManagedProfileRow[]> {
    const fields = {
      profileId: profiles.id,
      name: profiles.name,
      lastName: profiles.lastName,
      photoVisibility: profiles.photoVisibility,
      thumbKey: thumbKeyOf,
      plan: users.plan,
      planActive: planIsActive,
    };
    const own = await db
      .select({ ...fields, relation: sql<string | null>`NULL` })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, userId))
      .limit(1);
    const managed = await db
      .select({ ...fields, relation: sql<string | null>`${familyManagers.relation}` })
      .from(familyManagers)
      .innerJoin(profiles, eq(profiles.id, familyManagers.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(familyManagers.userId, userId), eq(users.status, 'active')))
      .orderBy(asc(familyManagers.createdAt), asc(familyManagers.profileId))
      .limit(FAMILY_LIST_MAX);
    return [...own, ...managed] as ManagedProfileRow[];
  }

  /** What the invitation's mail says and in which language; null once it is used or gone. */
  async inviteMailFacts(db: Database, inviteId: string): Promise<InviteMailFacts | null> {
    const owner = users;
    const [row] = await db
      .select({
        email: familyInvites.email,
        relation: familyInvites.relation,
        expiresAt: familyInvites.expiresAt,
        ownerName: profiles.name,
        ownerLanguage: owner.language,
        inviteeLanguage: sql<Language | null>`(SELECT u.language FROM ${users} u WHERE u.email = ${familyInvites.email} LIMIT 1)`,
      })
      .from(familyInvites)
      .innerJoin(profiles, eq(profiles.id, familyInvites.profileId))
      .innerJoin(owner, eq(owner.id, profiles.userId))
      .where(and(eq(familyInvites.id, inviteId), open()))
      .limit(1);
    if (!row) return null;
    return {
      email: row.email,
      relation: row.relation,
      expiresAt: row.expiresAt,
      ownerName: row.ownerName,
      language: row.inviteeLanguage ?? row.ownerLanguage,
    };
  }
}
