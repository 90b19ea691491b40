import { type Contact, MAX_CONTACTS } from '@jodi/contract';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import { presentContact } from './contact-presenter';
import type { ContactsRepository, ContactValues } from './contacts.repository';

export interface ContactList {
  data: Contact[];
  meta: { total: number; limit: number; offset: number };
}

/** A member's own contacts (spec 3 Contact). Who else may read them is decided by the profile presenter. */
export class ContactsService {
  constructor(private readonly deps: { db: Database; repo: ContactsRepository }) {}

  private profileOf(user: AuthUser): string {
    return requireOwnProfileId(user);
  }

  async list(user: AuthUser): Promise<ContactList> {
    const rows = await this.deps.repo.listOf(this.deps.db, this.profileOf(user));
    const data = rows.map(presentContact);
    return { data, meta: { total: data.length, limit: MAX_CONTACTS, offset: 0 } };
  }

  /** Replaces the whole list in one transaction and answers the new list. */
  async replace(user: AuthUser, list: readonly ContactValues[]): Promise<ContactList> {
    const profileId = this.profileOf(user);
    const { db, repo } = this.deps;
    await db.transaction(async (tx) => repo.replace(tx, profileId, list));
    return this.list(user);
  }
}
