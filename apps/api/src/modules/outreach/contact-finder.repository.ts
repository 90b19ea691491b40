import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, users } from '../../db/schema';
import { listable } from '../../policies/profile-visibility';

export interface MatchedProfile {
  profileId: string;
  name: string | null;
  email: string;
}

/** E-mails per query (bound parameters stay far below PostgreSQL's limit). */
const CHUNK = 1000;

export class ContactFinderRepository {
  /**
   * Profiles whose account e-mail (stored normalised) is one of `emails` and that `viewer` may
   * see in a listing: not hidden, not suspended, finished, not the viewer, no block either way.
   */
  async profilesByEmail(
    db: Database,
    viewer: { userId: string; profileId: string | null },
    emails: string[],
  ): Promise<MatchedProfile[]> {
    const found: MatchedProfile[] = [];
    for (let i = 0; i < emails.length; i += CHUNK) {
      const rows = await db
        .select({ profileId: profiles.id, name: profiles.name, email: users.email })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(
          and(
            inArray(users.email, emails.slice(i, i + CHUNK)),
            ne(users.id, viewer.userId),
            ...listable(viewer.profileId),
          ),
        )
        .orderBy(asc(profiles.name), asc(profiles.id));
      found.push(...rows);
    }
    return found;
  }
}
