import { knownRelation, RELATIONS } from '@jodi/contract';
import { t } from '../i18n';

/**
 * A contact's relation as the reader reads it: a listed relation (stored as its English word,
 * 'Mother') by its name in the page's language ('आई'); anything typed under "Other" as typed.
 */
export function relationLabel(relation: string): string {
  const known = knownRelation(relation);
  return known ? t.labels.relations[known] : relation.trim();
}

/** The listed relations as choices, in the page's language; the value is the stored English word. */
export function relationOptions(): { value: string; label: string }[] {
  return RELATIONS.map((relation) => ({ value: relation, label: t.labels.relations[relation] }));
}
