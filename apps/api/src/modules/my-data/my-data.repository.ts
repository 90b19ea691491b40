import { and, desc, eq, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  blocks,
  bookmarks,
  chatRequests,
  dataExports,
  interests,
  matchSkips,
  messages,
  notificationSettings,
  notifications,
  orders,
  payments,
  photos,
  profileViews,
  pushSubscriptions,
  reports,
  sessions,
  users,
  verificationDocuments,
} from '../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/** Who the archive is of. */
export interface Member {
  userId: string;
  profileId: string;
}

/** The exports table, and the member's own rows the archive is made of. */
export class MyDataRepository {
  async latest(db: Database, userId: string): Promise<DataExportRow | null> {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    return row ?? null;
  }

  async byId(db: Database, id: string, userId: string): Promise<DataExportRow | null> {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  async start(db: Database, userId: string): Promise<DataExportRow> {
    const [row] = await db.insert(dataExports).values({ userId }).returning();
    return row!;
  }

  async finish(db: Database, id: string, storageKey: string, expiresAt: Date): Promise<void> {
    await db
      .update(dataExports)
      .set({ status: 'ready', storageKey, expiresAt })
      .where(eq(dataExports.id, id));
  }

  async fail(db: Database, id: string): Promise<void> {
    await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
  }

  /** Everything of the member's own the archive holds: their words and choices, other members only by profile id. */
  async rowsOf(db: Database, m: Member) {
    const mine = (column: AnyPgColumn) => eq(column, m.profileId);
    /** The profiles the member put on one of their lists (saved, blocked, skipped), with when. */
    const listed = (table: PgTable, owner: AnyPgColumn, other: AnyPgColumn, createdAt: AnyPgColumn) =>
      db.select({ profile: other, createdAt }).from(table).where(mine(owner));
    const [
      account,
      photoRows,
      documents,
      sent,
      interestRows,
      chatRequestRows,
      saved,
      blocked,
      filed,
      skipped,
      viewed,
      orderRows,
      paymentRows,
      signIns,
      notificationRows,
      notificationChoices,
      pushDevices,
    ] = await Promise.all([
      db
        .select({
          email: users.email,
          plan: users.plan,
          planExpiresAt: users.planExpiresAt,
          createdAt: users.createdAt,
          lastLoginAt: users.lastLoginAt,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, m.userId)),
      db
        .select({ id: photos.id, variants: photos.variants })
        .from(photos)
        .where(eq(photos.profileId, m.profileId)),
      db
        .select({
          id: verificationDocuments.id,
          type: verificationDocuments.docType,
          status: verificationDocuments.status,
          storageKey: verificationDocuments.storageKey,
          createdAt: verificationDocuments.createdAt,
        })
        .from(verificationDocuments)
        .where(eq(verificationDocuments.profileId, m.profileId)),
      db
        .select({ to: messages.toProfileId, message: messages.body, createdAt: messages.createdAt })
        .from(messages)
        .where(mine(messages.fromProfileId))
        .orderBy(messages.createdAt),
      db
        .select({
          from: interests.fromProfileId,
          to: interests.toProfileId,
          status: interests.status,
          createdAt: interests.createdAt,
        })
        .from(interests)
        .where(or(mine(interests.fromProfileId), mine(interests.toProfileId))),
      db
        .select({
          from: chatRequests.fromProfileId,
          to: chatRequests.toProfileId,
          status: chatRequests.status,
          createdAt: chatRequests.createdAt,
        })
        .from(chatRequests)
        .where(or(mine(chatRequests.fromProfileId), mine(chatRequests.toProfileId))),
      listed(bookmarks, bookmarks.fromProfileId, bookmarks.toProfileId, bookmarks.createdAt),
      listed(blocks, blocks.blockerProfileId, blocks.blockedProfileId, blocks.createdAt),
      db
        .select({
          profile: reports.reportedProfileId,
          reason: reports.reason,
          details: reports.details,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(mine(reports.reporterProfileId)),
      listed(matchSkips, matchSkips.fromProfileId, matchSkips.toProfileId, matchSkips.createdAt),
      db
        .select({ profile: profileViews.viewedProfileId, day: profileViews.day })
        .from(profileViews)
        .where(mine(profileViews.viewerProfileId)),
      db
        .select({
          plan: orders.plan,
          period: orders.period,
          amountPaise: orders.amountPaise,
          currency: orders.currency,
          status: orders.status,
          createdAt: orders.createdAt,
          paidAt: orders.paidAt,
        })
        .from(orders)
        .where(eq(orders.userId, m.userId)),
      db
        .select({
          amountPaise: payments.amountPaise,
          currency: payments.currency,
          status: payments.status,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(eq(payments.userId, m.userId)),
      db
        .select({ signedInAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, m.userId)),
      // Kinds and times only: the texts name other members.
      db
        .select({
          kind: notifications.kind,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, m.userId)),
      db
        .select({ settings: notificationSettings.settings })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, m.userId)),
      db
        .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, m.userId)),
    ]);
    return {
      account: account[0] ?? null,
      photos: photoRows,
      documents,
      messagesSent: sent,
      interests: interestRows,
      chatRequests: chatRequestRows,
      saved,
      blocked,
      reportsFiled: filed,
      skipped,
      profilesViewed: viewed,
      orders: orderRows,
      payments: paymentRows,
      signIns,
      notifications: {
        received: notificationRows,
        settings: notificationChoices[0]?.settings ?? null,
        // The push service only: the rest of an endpoint is a device's address for pushes.
        pushDevices: pushDevices.map((d) => ({ service: new URL(d.endpoint).host, since: d.createdAt })),
      },
    };
  }
}
