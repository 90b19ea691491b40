import type { ContactVisibility, PhotoVisibility } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles } from '../../db/schema';

export interface PrivacyRow {
  photoVisibility: PhotoVisibility;
  contactVisibility: ContactVisibility;
  pausedUntil: Date | null;
}

const columns = {
  photoVisibility: profiles.photoVisibility,
  contactVisibility: profiles.contactVisibility,
  pausedUntil: profiles.pausedUntil,
};

/** A member's privacy choices, kept on their profile row (the card queries read them there). */
export class PrivacyRepository {
  async of(db: Database, profileId: string): Promise<PrivacyRow | undefined> {
    const [row] = await db.select(columns).from(profiles).where(eq(profiles.id, profileId)).limit(1);
    return row;
  }

  async save(db: Database, profileId: string, values: PrivacyRow): Promise<PrivacyRow | undefined> {
    const [row] = await db.update(profiles).set(values).where(eq(profiles.id, profileId)).returning(columns);
    return row;
  }
}
