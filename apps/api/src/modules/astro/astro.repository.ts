import { and, asc, type Column, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles } from '../../db/schema';
import type { ChartColumns } from './chart-of-profile';
import type { BirthFields, MoonColumns } from './moon-of-profile';

export interface BirthRow extends Required<BirthFields> {
  id: string;
}

const birthColumns = {
  id: profiles.id,
  birthdate: profiles.birthdate,
  birthTime: profiles.birthTime,
  birthLat: profiles.birthLat,
  birthLon: profiles.birthLon,
  birthTz: profiles.birthTz,
  birthname: profiles.birthname,
};

/** `column` still holds `value` (NULL matching NULL). */
const unchanged = (column: Column, value: unknown) => sql`${column} IS NOT DISTINCT FROM ${value}`;

export class AstroRepository {
  /**
   * A page (by id) of profiles whose computed columns are missing: some birth details but no
   * stored Moon, or full birth details (date, time, place) but no stored chart.
   */
  async pending(db: Database, afterId: string | null, limit: number): Promise<BirthRow[]> {
    return db
      .select(birthColumns)
      .from(profiles)
      .where(
        and(
          or(
            and(
              isNull(profiles.moonSource),
              or(isNotNull(profiles.birthname), isNotNull(profiles.birthTime)),
            ),
            and(
              isNull(profiles.kundli),
              isNotNull(profiles.birthdate),
              isNotNull(profiles.birthTime),
              isNotNull(profiles.birthLat),
              isNotNull(profiles.birthLon),
              isNotNull(profiles.birthTz),
            ),
          ),
          afterId ? gt(profiles.id, afterId) : undefined,
        ),
      )
      .orderBy(asc(profiles.id))
      .limit(limit);
  }

  /**
   * Stores the Moon and chart computed from `row`, only if the profile still has the same birth
   * details (a profile update in between has stored its own, newer ones). True when written.
   */
  async setIfUnchanged(db: Database, row: BirthRow, columns: MoonColumns & ChartColumns): Promise<boolean> {
    const written = await db
      .update(profiles)
      .set(columns)
      .where(
        and(
          eq(profiles.id, row.id),
          unchanged(profiles.birthdate, row.birthdate),
          unchanged(profiles.birthTime, row.birthTime),
          unchanged(profiles.birthLat, row.birthLat),
          unchanged(profiles.birthLon, row.birthLon),
          unchanged(profiles.birthTz, row.birthTz),
          unchanged(profiles.birthname, row.birthname),
        ),
      )
      .returning({ id: profiles.id });
    return written.length > 0;
  }
}
