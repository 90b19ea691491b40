import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import type { SettingsRepository } from '../content/settings.repository';

/** Visits are counted per day of the community's own clock. */
const VISIT_TIME_ZONE = 'Asia/Kolkata';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: VISIT_TIME_ZONE });

/** The visit day (YYYY-MM-DD, India time) of a moment. */
export const visitDay = (at: Date): string => dayFormat.format(at);

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** A member is the same visitor every day (a pseudonym of their id, never the id itself). */
export const memberVisitorKey = (userId: string) => sha256(`member:${userId}`);

/** A visitor without an account: address and browser, salted with the day's salt; the address is never kept. */
export const anonymousVisitorKey = (salt: string, ip: string, userAgent: string) =>
  sha256(`visitor:${salt}:${ip}:${userAgent}`);

const SALT_PREFIX = 'visits.salt:';

/**
 * One random salt per day, shared by every API process through the settings table. Earlier days'
 * salts are deleted as soon as a new day's exists, so a visitor key cannot be traced back to an
 * address afterwards, nor linked to the same visitor's keys on other days.
 */
export class DailySalt {
  private cached: { day: string; salt: string } | null = null;

  constructor(private readonly deps: { db: Database; settings: SettingsRepository }) {}

  async of(day: string): Promise<string> {
    if (this.cached?.day === day) return this.cached.salt;
    const { db, settings } = this.deps;
    const key = `${SALT_PREFIX}${day}`;
    const salt = await settings.getOrCreate(db, key, crypto.randomBytes(32).toString('hex'));
    await settings.deleteBefore(db, SALT_PREFIX, key);
    this.cached = { day, salt };
    return salt;
  }
}
