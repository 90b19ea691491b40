import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { planIsActive } from '../db/plan-active';
import { familyManagers, profiles, users } from '../db/schema';

/**
 * The statements of the acting-profile rule (`acting-profile.ts`), prepared once per database:
 * every authenticated request with `X-Profile` and every socket of a relative runs them.
 */
export class ActingProfilesRepository {
  private readonly ownerFactsQuery;
  private readonly managedIdsQuery;
  private readonly managesQuery;
  private readonly ownProfileQuery;

  constructor(db: Database) {
    this.ownerFactsQuery = db
      .select({
        ownerId: users.id,
        email: users.email,
        plan: users.plan,
        planActive: planIsActive,
        profileId: profiles.id,
        gender: profiles.gender,
        moonNakshatra: profiles.moonNakshatra,
        moonPada: profiles.moonPada,
        name: familyManagers.name,
        relation: familyManagers.relation,
      })
      .from(familyManagers)
      .innerJoin(profiles, eq(profiles.id, familyManagers.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(
        and(
          eq(familyManagers.userId, sql.placeholder('relativeId')),
          eq(familyManagers.profileId, sql.placeholder('profileId')),
          eq(users.status, 'active'),
        ),
      )
      .limit(1)
      .prepare('acting_profile_owner');
    this.managedIdsQuery = db
      .select({ profileId: familyManagers.profileId })
      .from(familyManagers)
      .where(eq(familyManagers.userId, sql.placeholder('relativeId')))
      .limit(50)
      .prepare('acting_profile_managed_ids');
    this.managesQuery = db
      .select({ profileId: familyManagers.profileId })
      .from(familyManagers)
      .where(
        and(
          eq(familyManagers.userId, sql.placeholder('relativeId')),
          eq(familyManagers.profileId, sql.placeholder('profileId')),
        ),
      )
      .limit(1)
      .prepare('acting_profile_manages');
    this.ownProfileQuery = db
      .select({ profileId: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, sql.placeholder('ownerId')))
      .limit(1)
      .prepare('acting_profile_own_profile');
  }

  /** The relative's row for the profile with the owner's facts, the owner's account active; else undefined. */
  async ownerFacts(relativeId: string, profileId: string) {
    const [row] = await this.ownerFactsQuery.execute({ relativeId, profileId });
    return row;
  }

  async manages(relativeId: string, profileId: string): Promise<boolean> {
    return (await this.managesQuery.execute({ relativeId, profileId })).length > 0;
  }

  async managedIds(relativeId: string): Promise<string[]> {
    return (await this.managedIdsQuery.execute({ relativeId })).map((row) => row.profileId);
  }

  async ownProfile(ownerId: string): Promise<string | null> {
    return (await this.ownProfileQuery.execute({ ownerId }))[0]?.profileId ?? null;
  }
}
