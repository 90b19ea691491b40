import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { planIsActive } from '../../db/plan-active';
import { profiles, users, verificationDocuments } from '../../db/schema';

export type DocRow = typeof verificationDocuments.$inferSelect;
export type DocType = DocRow['docType'];
export type DocStatus = DocRow['status'];
export type NewDocRow = typeof verificationDocuments.$inferInsert;

/** The profile flag staff approval of each document type sets. */
export const FLAG_OF = {
  GovID: 'identityVerified',
  JobID: 'jobVerified',
  SalaryID: 'incomeVerified',
  PropertyID: 'propertyVerified',
} as const satisfies Record<DocType, keyof typeof profiles.$inferSelect>;

export interface ReviewRow extends DocRow {
  name: string | null;
  lastName: string | null;
}

export interface OwnerRow {
  userId: string;
  email: string;
  plan: string;
  planActive: boolean;
  isAdmin: boolean;
}

export class VerificationRepository {
  async insert(db: Database, row: NewDocRow): Promise<DocRow> {
    const [inserted] = await db.insert(verificationDocuments).values(row).returning();
    return inserted!;
  }

  /** Pending documents of one type of a profile (the ones a new upload replaces). */
  async pendingOf(db: Database, profileId: string, docType: DocType): Promise<DocRow[]> {
    return db
      .select()
      .from(verificationDocuments)
      .where(
        and(
          eq(verificationDocuments.profileId, profileId),
          eq(verificationDocuments.docType, docType),
          eq(verificationDocuments.status, 'pending'),
        ),
      );
  }

  async delete(db: Database, id: string): Promise<void> {
    await db.delete(verificationDocuments).where(eq(verificationDocuments.id, id));
  }

  async listOf(db: Database, profileId: string): Promise<DocRow[]> {
    return db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.profileId, profileId))
      .orderBy(desc(verificationDocuments.createdAt), asc(verificationDocuments.id));
  }

  async findById(db: Database, id: string): Promise<DocRow | undefined> {
    const [row] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
    return row;
  }

  /** Locks the document for a review, so two staff members cannot review it at once. */
  async lockById(db: Database, id: string): Promise<DocRow | undefined> {
    const [row] = await db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, id))
      .for('update');
    return row;
  }

  async review(
    db: Database,
    id: string,
    values: { status: DocStatus; reason: string | null; reviewedBy: string; reviewedAt: Date },
  ): Promise<DocRow> {
    const [row] = await db
      .update(verificationDocuments)
      .set(values)
      .where(eq(verificationDocuments.id, id))
      .returning();
    return row!;
  }

  async setFlag(db: Database, profileId: string, docType: DocType, value: boolean): Promise<void> {
    await db
      .update(profiles)
      .set({ [FLAG_OF[docType]]: value, updatedAt: new Date() })
      .where(eq(profiles.id, profileId));
  }

  /** Staff queue: documents of a status (or all), oldest first, with the profile's name. */
  async listForReview(
    db: Database,
    status: DocStatus | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ReviewRow[]; total: number }> {
    const where = status ? eq(verificationDocuments.status, status) : undefined;
    const [rows, totals] = await Promise.all([
      db
        .select({
          doc: verificationDocuments,
          name: profiles.name,
          lastName: profiles.lastName,
        })
        .from(verificationDocuments)
        .innerJoin(profiles, eq(profiles.id, verificationDocuments.profileId))
        .where(where)
        .orderBy(asc(verificationDocuments.createdAt), asc(verificationDocuments.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(verificationDocuments).where(where),
    ]);
    return {
      rows: rows.map((r) => ({ ...r.doc, name: r.name, lastName: r.lastName })),
      total: Number(totals[0]?.n ?? 0),
    };
  }

  /** Whether the profile (an id column or value) has uploaded a document of the type, as SQL. */
  addedSql(profileId: AnyPgColumn | string, docType: DocType): SQL<boolean> {
    return sql<boolean>`EXISTS (SELECT 1 FROM ${verificationDocuments} WHERE ${verificationDocuments.profileId} = ${profileId} AND ${verificationDocuments.docType} = ${docType})`;
  }

  /** Which types a profile has uploaded at all (pending, approved or rejected). */
  async typesOf(db: Database, profileId: string): Promise<Set<DocType>> {
    const rows = await db
      .selectDistinct({ docType: verificationDocuments.docType })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.profileId, profileId));
    return new Set(rows.map((r) => r.docType));
  }

  /** The account owning a profile, to act as that owner (score event). */
  async ownerOf(db: Database, profileId: string): Promise<OwnerRow | undefined> {
    const [row] = await db
      .select({
        userId: users.id,
        email: users.email,
        plan: users.plan,
        // An expired plan counts as Hope, as for every signed-in request.
        planActive: planIsActive,
        isAdmin: users.isAdmin,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, profileId));
    return row;
  }
}
