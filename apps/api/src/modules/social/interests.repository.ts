import type { InterestType } from '@jodi/contract';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { interests, profiles } from '../../db/schema';
import { knowableBy } from '../../policies/profile-visibility';
import { type MiniProfileRow, miniProfileFields } from './mini-profile';
import { RequestRows } from './request-rows.repository';
import type { SentBy } from './sent-by';
import type { PageQuery } from './social.schema';

export type InterestRecord = typeof interests.$inferSelect;
export type InterestStatus = InterestRecord['status'];

/** An interest with both mini profiles, read in one query. */
export interface InterestRow {
  id: string;
  from: string;
  to: string;
  status: InterestStatus;
  createdAt: Date;
  /** The relative who sent it for the sender's profile (decision 33), else null. */
  sentBy: SentBy | null;
  fromProfile: MiniProfileRow;
  toProfile: MiniProfileRow;
}

const sender = alias(profiles, 'interest_from');
const receiver = alias(profiles, 'interest_to');

const itemFields = {
  id: interests.id,
  from: interests.fromProfileId,
  to: interests.toProfileId,
  status: interests.status,
  createdAt: interests.createdAt,
  sentBy: interests.sentBy,
  fromProfile: miniProfileFields(sender),
  toProfile: miniProfileFields(receiver),
};

const NEWEST_FIRST = [sql`${interests.createdAt} DESC`, sql`${interests.id} DESC`];

/**
 * The tabs of spec 2 from `me`'s side, each without profiles the caller may not know:
 * sent = mine still open, declined or withdrawn, received = pending ones to me, matched = accepted
 * either way.
 */
function listWhere(me: string, type: InterestType): SQL | undefined {
  switch (type) {
    case 'sent':
      return and(
        eq(interests.fromProfileId, me),
        inArray(interests.status, ['pending', 'declined', 'withdrawn']),
        knowableBy(me, receiver),
      );
    case 'received':
      return and(eq(interests.toProfileId, me), eq(interests.status, 'pending'), knowableBy(me, sender));
    case 'matched':
      return and(
        eq(interests.status, 'accepted'),
        or(
          and(eq(interests.fromProfileId, me), knowableBy(me, receiver)),
          and(eq(interests.toProfileId, me), knowableBy(me, sender)),
        ),
      );
  }
}

/** Interests, each with a status column: pending, accepted, declined or withdrawn. */
export class InterestsRepository extends RequestRows<typeof interests> {
  constructor() {
    super({
      table: interests,
      pending: eq(interests.status, 'pending'),
      newRow: (from, to, sentBy) => ({ fromProfileId: from, toProfileId: to, sentBy }),
      answered: (status) => ({ status, updatedAt: new Date() }),
    });
  }

  async page(
    db: Database,
    me: string,
    type: InterestType,
    page: PageQuery,
  ): Promise<{ rows: InterestRow[]; total: number }> {
    const where = listWhere(me, type);
    // The window count gives the total before the page is cut, in the same query.
    const found = await db
      .select({ ...itemFields, total: sql<number>`count(*) OVER ()` })
      .from(interests)
      .innerJoin(sender, eq(sender.id, interests.fromProfileId))
      .innerJoin(receiver, eq(receiver.id, interests.toProfileId))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit)
      .offset(page.offset);
    const total = found[0] ? Number(found[0].total) : page.offset > 0 ? await this.count(db, where) : 0;
    return { rows: found.map(({ total: _, ...row }) => row), total };
  }

  /** How many rows a list has (only needed for a page past its end). */
  private async count(db: Database, where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(interests)
      .innerJoin(sender, eq(sender.id, interests.fromProfileId))
      .innerJoin(receiver, eq(receiver.id, interests.toProfileId))
      .where(where);
    return Number(row?.total ?? 0);
  }

  async item(db: Database, id: string): Promise<InterestRow | null> {
    const [row] = await db
      .select(itemFields)
      .from(interests)
      .innerJoin(sender, eq(sender.id, interests.fromProfileId))
      .innerJoin(receiver, eq(receiver.id, interests.toProfileId))
      .where(eq(interests.id, id))
      .limit(1);
    return row ?? null;
  }
}
