import type { Contact } from '@jodi/contract';
import type { ContactRow } from './contacts.repository';

/** One contact on the wire (spec 3 Contact). Whether a viewer may see it is the profile presenter's call. */
export function presentContact(row: ContactRow): Contact {
  return {
    name: row.name,
    relation: row.relation,
    phone: row.phone,
    occupation: row.occupation,
    current_city: row.currentCity,
    address: row.address,
  };
}
