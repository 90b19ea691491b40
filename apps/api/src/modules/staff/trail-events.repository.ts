import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, payments, profiles, users, verificationDocuments } from '../../db/schema';

export interface PlanBoughtRow {
  id: string;
  createdAt: Date;
  plan: 'Belief' | 'Trust';
  period: 'monthly' | 'yearly';
  amountPaise: number;
}

export interface DocumentApprovedRow {
  id: string;
  docType: 'GovID' | 'JobID' | 'SalaryID' | 'PropertyID';
  reviewedAt: Date;
  reviewerId: string | null;
  reviewerEmail: string | null;
}

/**
 * A profile's events that other tables already record, read for its trail instead of being
 * copied into it (decision 9): sign-up, plans bought, documents approved.
 */
export class TrailEventsRepository {
  async signedUpAt(
    db: Database,
    profileId: string,
  ): Promise<{ userId: string; createdAt: Date } | undefined> {
    const [row] = await db
      .select({ userId: users.id, createdAt: users.createdAt })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, profileId));
    return row;
  }

  async plansBought(db: Database, profileId: string, limit: number): Promise<PlanBoughtRow[]> {
    return db
      .select({
        id: payments.id,
        createdAt: payments.createdAt,
        plan: orders.plan,
        period: orders.period,
        amountPaise: payments.amountPaise,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(profiles, eq(profiles.userId, payments.userId))
      .where(eq(profiles.id, profileId))
      .orderBy(desc(payments.createdAt))
      .limit(limit);
  }

  async documentsApproved(db: Database, profileId: string, limit: number): Promise<DocumentApprovedRow[]> {
    const rows = await db
      .select({
        id: verificationDocuments.id,
        docType: verificationDocuments.docType,
        reviewedAt: verificationDocuments.reviewedAt,
        reviewerId: verificationDocuments.reviewedBy,
        reviewerEmail: users.email,
      })
      .from(verificationDocuments)
      .leftJoin(users, eq(users.id, verificationDocuments.reviewedBy))
      .where(
        and(
          eq(verificationDocuments.profileId, profileId),
          eq(verificationDocuments.status, 'approved'),
          isNotNull(verificationDocuments.reviewedAt),
        ),
      )
      .orderBy(desc(verificationDocuments.reviewedAt))
      .limit(limit);
    return rows.map((r) => ({ ...r, reviewedAt: r.reviewedAt! }));
  }
}
