import { RELATIONS, type Relation } from '@jodi/contract';
import { t } from '../../i18n';

/** A family member's relation: anyone on the list but the owner (`Self`). */
export type FamilyRelation = Exclude<Relation, 'Self'>;

/**
 * The relations a family member may have: the one list of relations (the contract's `RELATIONS`)
 * without `Self`, as the contract's `FAMILY_RELATIONS` (which the web's zod-free contract build does
 * not carry), labelled in the page's language.
 */
export const FAMILY_RELATION_CHOICES = RELATIONS.filter(
  (relation): relation is FamilyRelation => relation !== 'Self',
);

export function familyRelationOptions(): { value: FamilyRelation; label: string }[] {
  return FAMILY_RELATION_CHOICES.map((relation) => ({
    value: relation,
    label: t.labels.relations[relation],
  }));
}

/**
 * What the family may call a relative of this relation, to prefill "How does the family call you?":
 * the relation's word in the page's language ('आई' for Mother in Marathi, 'Mother' in English); of
 * a word naming several ('काका / मामा'), the first.
 */
export function familyCallName(relation: string | null): string {
  const known = FAMILY_RELATION_CHOICES.find((choice) => choice === relation);
  if (!known) return '';
  return (t.labels.relations[known].split('/')[0] ?? '').trim();
}
