import type { ChartStyle } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResets, photos, profiles, sessions, users } from '../../db/schema';
import type { ListingColumns } from '../profiles/listability';

export type UserRow = typeof users.$inferSelect;

export interface SessionUserRow {
  id: string;
  email: string;
  passwordHash: string | null;
  isAdmin: boolean;
  plan: string;
  planExpiresAt: Date | null;
  status: 'active' | 'suspended';
  tokenVersion: number;
  /** What the server writes to the member is in this language. */
  language: Language;
  /** How the member likes birth charts drawn. */
  chartStyle: ChartStyle;
  profileId: string | null;
  name: string | null;
  picKey: string | null;
  /** The profile's listing minimum (decision 16); null without a profile. */
  listing: ListingColumns | null;
}

export class AuthRepository {
  async findSessionUser(
    db: Database,
    where: { id: string } | { email: string },
  ): Promise<SessionUserRow | null> {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        passwordHash: users.passwordHash,
        isAdmin: users.isAdmin,
        plan: users.plan,
        planExpiresAt: users.planExpiresAt,
        status: users.status,
        tokenVersion: users.tokenVersion,
        language: users.language,
        chartStyle: users.chartStyle,
        profileId: profiles.id,
        name: profiles.name,
        picKey: sql<string | null>`${photos.variants} ->> 'thumb'`,
        listing: {
          name: profiles.name,
          gender: profiles.gender,
          birthdate: profiles.birthdate,
          currentCity: profiles.currentCity,
          maritialStatus: profiles.maritialStatus,
          primaryPhotoId: profiles.primaryPhotoId,
        },
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(photos, eq(photos.id, profiles.primaryPhotoId))
      .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email))
      .limit(1);
    return row ?? null;
  }

  async emailExists(db: Database, email: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return Boolean(row);
  }

  /** Inserts the account and its (empty) profile; one profile per account. */
  async createAccount(
    db: Database,
    values: {
      email: string;
      passwordHash: string | null;
      isAdmin?: boolean;
      usergroup?: string;
      language?: Language;
    },
  ): Promise<{ userId: string; profileId: string }> {
    return db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values(values).returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      const [profile] = await tx.insert(profiles).values({ userId: user.id }).returning({ id: profiles.id });
      if (!profile) throw new Error('profile insert returned nothing');
      return { userId: user.id, profileId: profile.id };
    });
  }

  /**
   * Sets the password and, in the same transaction, revokes everything the old one granted: the
   * token version is bumped and every session ended (every token issued before stops working),
   * and every pending reset link is voided.
   */
  async setPassword(db: Database, userId: string, passwordHash: string): Promise<number> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ tokenVersion: users.tokenVersion });
      if (!row) throw new Error('user vanished while setting the password');
      await this.deleteResetsOf(tx, userId);
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      return row.tokenVersion;
    });
  }

  /** How the member likes birth charts drawn; 'north' for an account that is gone. */
  async chartStyleOf(db: Database, userId: string): Promise<ChartStyle> {
    const [row] = await db.select({ chartStyle: users.chartStyle }).from(users).where(eq(users.id, userId));
    return row?.chartStyle ?? 'north';
  }

  /** How the member likes birth charts drawn, on screen and in the biodata PDF. */
  async setChartStyle(db: Database, userId: string, chartStyle: ChartStyle): Promise<void> {
    await db.update(users).set({ chartStyle, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  /** The language the server writes to the member in (the next request already sees it). */
  async setLanguage(db: Database, userId: string, language: Language): Promise<void> {
    await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  async setAdmin(db: Database, userId: string, isAdmin: boolean): Promise<void> {
    await db.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  async touchLogin(db: Database, userId: string): Promise<void> {
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  }

  async createReset(db: Database, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
  }

  /** Marks a live reset used and returns its user; null when unknown, used or expired. */
  async consumeReset(db: Database, tokenHash: string): Promise<string | null> {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return row?.userId ?? null;
  }

  /** Voids every pending reset link of the user. */
  async deleteResetsOf(db: Database, userId: string): Promise<void> {
    await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
  }
}
