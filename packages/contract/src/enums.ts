export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const MANAGED_BY = ['self', 'parent', 'sibling', 'relative', 'friend'] as const;
export type ManagedBy = (typeof MANAGED_BY)[number];

/**
 * Who a person is to the bride or groom: a contact's relation and, later, a family member's. The
 * one list of relations: stored and sent as these English words (`relation` stays a free string on
 * the wire, so a word typed under "Other" is kept as typed), named in each language by @jodi/i18n
 * (`relations` of the profile labels).
 */
export const RELATIONS = [
  'Mother',
  'Father',
  'Brother',
  'Sister',
  'Uncle',
  'Aunt',
  'Grandfather',
  'Grandmother',
  'Cousin',
  'Self',
  'Friend',
] as const;
export type Relation = (typeof RELATIONS)[number];

/** How a profile is managed (`managed_by`) by a person of each relation: a parent is Mother or Father. */
export const MANAGED_BY_OF_RELATION: Record<Relation, ManagedBy> = {
  Mother: 'parent',
  Father: 'parent',
  Brother: 'sibling',
  Sister: 'sibling',
  Uncle: 'relative',
  Aunt: 'relative',
  Grandfather: 'relative',
  Grandmother: 'relative',
  Cousin: 'relative',
  Self: 'self',
  Friend: 'friend',
};

/** The relations a `managed_by` value covers, in the list's order: 'parent' -> Mother, Father. */
export function relationsManagedAs(managedBy: ManagedBy): Relation[] {
  return RELATIONS.filter((relation) => MANAGED_BY_OF_RELATION[relation] === managedBy);
}

/** The listed relation a stored text names, ignoring case and spaces ('father ' -> 'Father'), if any. */
export function knownRelation(text: string | null | undefined): Relation | undefined {
  const wanted = text?.trim().toLowerCase();
  if (!wanted) return undefined;
  return RELATIONS.find((relation) => relation.toLowerCase() === wanted);
}
