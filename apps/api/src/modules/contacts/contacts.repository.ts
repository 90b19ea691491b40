import type { Contact } from '@jodi/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contacts } from '../../db/schema';

export type ContactRow = typeof contacts.$inferSelect;

/** Column values of a new contact, in wire form. */
export type ContactValues = Pick<Contact, 'name' | 'relation' | 'phone'> &
  Partial<Pick<Contact, 'occupation' | 'current_city' | 'address'>>;

export class ContactsRepository {
  async listOf(db: Database, profileId: string): Promise<ContactRow[]> {
    return db
      .select()
      .from(contacts)
      .where(eq(contacts.profileId, profileId))
      .orderBy(asc(contacts.position), asc(contacts.createdAt));
  }

  /** Replaces the profile's whole list; call inside a transaction so a failure keeps the old list. */
  async replace(db: Database, profileId: string, list: readonly ContactValues[]): Promise<void> {
    await db.delete(contacts).where(eq(contacts.profileId, profileId));
    if (list.length === 0) return;
    await db.insert(contacts).values(
      list.map((c, position) => ({
        profileId,
        name: c.name,
        relation: c.relation,
        phone: c.phone,
        occupation: c.occupation ?? null,
        currentCity: c.current_city ?? null,
        address: c.address ?? null,
        position,
      })),
    );
  }
}
