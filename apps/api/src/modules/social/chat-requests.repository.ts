import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { chatRequests, profiles } from '../../db/schema';
import { knowableBy } from '../../policies/profile-visibility';
import { type MiniProfileRow, miniProfileFields } from './mini-profile';
import { RequestRows } from './request-rows.repository';
import type { SentBy } from './sent-by';
import type { PageQuery } from './social.schema';

export type ChatRequestRecord = typeof chatRequests.$inferSelect;

/** A chat request with the mini profile of the other person (from `me`'s side), in one query. */
export interface ChatRequestRow {
  id: string;
  from: string;
  to: string;
  status: ChatRequestRecord['status'];
  createdAt: Date;
  /** The relative who sent it for the sender's profile (decision 33), else null. */
  sentBy: SentBy | null;
  other: MiniProfileRow;
}

const other = alias(profiles, 'chat_other');

const itemFields = {
  id: chatRequests.id,
  from: chatRequests.fromProfileId,
  to: chatRequests.toProfileId,
  status: chatRequests.status,
  createdAt: chatRequests.createdAt,
  sentBy: chatRequests.sentBy,
  other: miniProfileFields(other),
};

/** Joins the profile on the other side of each request from `me`. */
const otherSide = (me: string): SQL =>
  eq(
    other.id,
    sql`CASE WHEN ${chatRequests.fromProfileId} = ${me} THEN ${chatRequests.toProfileId} ELSE ${chatRequests.fromProfileId} END`,
  );

const NEWEST_FIRST = [sql`${chatRequests.createdAt} DESC`, sql`${chatRequests.id} DESC`];

const pending = eq(chatRequests.status, 'pending');

/** Pending requests to `me`, or (accepted) accepted ones either way; never across a block. */
function listWhere(me: string, accepted: boolean): SQL | undefined {
  const mine = accepted
    ? and(
        eq(chatRequests.status, 'accepted'),
        or(eq(chatRequests.fromProfileId, me), eq(chatRequests.toProfileId, me)),
      )
    : and(eq(chatRequests.toProfileId, me), pending);
  return and(mine, knowableBy(me, other));
}

/** Chat requests, each with a status column: pending, accepted, declined or withdrawn. */
export class ChatRequestsRepository extends RequestRows<typeof chatRequests> {
  constructor() {
    super({
      table: chatRequests,
      pending,
      newRow: (from, to, sentBy) => ({ fromProfileId: from, toProfileId: to, sentBy }),
      answered: (status) => ({ status, updatedAt: new Date() }),
    });
  }

  async page(
    db: Database,
    me: string,
    accepted: boolean,
    page: PageQuery,
  ): Promise<{ rows: ChatRequestRow[]; total: number }> {
    const where = listWhere(me, accepted);
    const [rows, totals] = await Promise.all([
      db
        .select(itemFields)
        .from(chatRequests)
        .innerJoin(other, otherSide(me))
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(chatRequests).innerJoin(other, otherSide(me)).where(where),
    ]);
    return { rows, total: Number(totals[0]?.total ?? 0) };
  }

  async item(db: Database, me: string, id: string): Promise<ChatRequestRow | null> {
    const [row] = await db
      .select(itemFields)
      .from(chatRequests)
      .innerJoin(other, otherSide(me))
      .where(eq(chatRequests.id, id))
      .limit(1);
    return row ?? null;
  }
}
