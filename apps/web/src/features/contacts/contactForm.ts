import type { Contact } from '@jodi/contract';
import { knownRelation, normalisePhone, PHONE_PATTERN } from '@jodi/contract';
import { isApiError } from '../../api/ApiError';
import { t } from '../../i18n';

export const CONTACT_FIELDS = ['name', 'relation', 'phone', 'occupation', 'current_city', 'address'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * One contact form: every input's text, and a key that stays with the form when others are removed.
 * `relation` is a listed relation's English word ('Mother'), or, with `otherRelation`, what the
 * family typed under "Other".
 */
export type ContactDraft = Record<ContactField, string> & { key: string; otherRelation: boolean };
export type ContactErrors = Partial<Record<ContactField, string>>;

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `contact-${nextKey}`;
};

export function emptyContact(): ContactDraft {
  return {
    key: newKey(),
    name: '',
    relation: '',
    otherRelation: false,
    phone: '',
    occupation: '',
    current_city: '',
    address: '',
  };
}

export function fromContact(contact: Contact): ContactDraft {
  const known = knownRelation(contact.relation);
  return {
    key: newKey(),
    name: contact.name,
    // A saved relation off the list ('Mama') stays as typed, under "Other".
    relation: known ?? contact.relation,
    otherRelation: !known && contact.relation.trim() !== '',
    phone: contact.phone,
    occupation: contact.occupation ?? '',
    current_city: contact.current_city ?? '',
    address: contact.address ?? '',
  };
}

/** The forms to start with: the saved contacts, or one empty form (at least one is always kept). */
export function initialDrafts(contacts: readonly Contact[] | undefined): ContactDraft[] {
  return contacts && contacts.length > 0 ? contacts.map(fromContact) : [emptyContact()];
}

/** Spec 5: name, relation and phone are required; the phone must look like one (as the server checks). */
export function validateContacts(drafts: readonly ContactDraft[]): ContactErrors[] {
  return drafts.map((draft) => {
    const errors: ContactErrors = {};
    if (!draft.name.trim()) errors.name = t.contacts.nameRequired;
    if (!draft.relation.trim()) errors.relation = t.contacts.relationRequired;
    const phone = normalisePhone(draft.phone.trim());
    if (!phone) errors.phone = t.contacts.phoneRequired;
    else if (!PHONE_PATTERN.test(phone)) errors.phone = t.contacts.phoneInvalid;
    return errors;
  });
}

export function hasContactErrors(errors: readonly ContactErrors[]): boolean {
  return errors.some((entry) => Object.keys(entry).length > 0);
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body of POST /api/v1/contacts. */
export function toContactsBody(drafts: readonly ContactDraft[]): { contacts: Contact[] } {
  return {
    contacts: drafts.map((draft) => ({
      name: draft.name.trim(),
      // "mother" typed under "Other" is stored as the listed relation, and so shown in each language.
      relation: knownRelation(draft.relation) ?? draft.relation.trim(),
      phone: draft.phone.trim(),
      occupation: orNull(draft.occupation),
      current_city: orNull(draft.current_city),
      address: orNull(draft.address),
    })),
  };
}

/** The server's field problems (`details` paths such as `body.contacts.0.phone`), per form. */
export function serverContactErrors(error: unknown, count: number): ContactErrors[] {
  const result: ContactErrors[] = Array.from({ length: count }, () => ({}));
  if (!isApiError(error) || !Array.isArray(error.details)) return result;
  for (const item of error.details as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    const segments = Array.isArray(path) ? path.map(String) : typeof path === 'string' ? path.split('.') : [];
    const at = segments.indexOf('contacts');
    const index = Number(segments[at + 1]);
    const field = segments[at + 2] as ContactField | undefined;
    const entry = result[index];
    if (at < 0 || !entry || !field || !CONTACT_FIELDS.includes(field) || typeof message !== 'string')
      continue;
    entry[field] = message;
  }
  return result;
}
