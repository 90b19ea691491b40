import type { Database } from '../../db/database';
import { profileVisits } from '../../db/schema';

export type NewVisitRow = typeof profileVisits.$inferInsert;

export class ProfileVisitsRepository {
  /** Records a visit unless this visitor was already counted for the profile that day; true when recorded. */
  async recordOnce(db: Database, visit: NewVisitRow): Promise<boolean> {
    const inserted = await db
      .insert(profileVisits)
      .values(visit)
      .onConflictDoNothing({ target: [profileVisits.profileId, profileVisits.day, profileVisits.visitorKey] })
      .returning({ id: profileVisits.id });
    return inserted.length > 0;
  }
}
