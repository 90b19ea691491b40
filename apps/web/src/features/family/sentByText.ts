import type { SentBy } from '@jodi/contract';
import { t } from '../../i18n';
import { relationLabel } from '../../lib/relations';

/**
 * "sent by Aai, mother": who sent an interest, a chat request or a message for a managed profile,
 * as running text in the reader's language. The relation is named in the page's language and, being
 * in the middle of a sentence, in lower case where the language has case ("mother"). When the family
 * calls the relative by the relation itself ("Mother", "आई"), it is said once: "sent by Mother".
 * Null when the member sent it themselves.
 */
export function sentByText(sentBy: SentBy | null | undefined): string | null {
  if (!sentBy) return null;
  const name = sentBy.name.trim();
  const relation = relationLabel(sentBy.relation);
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
  if (!name || same(name, relation) || same(name, sentBy.relation)) {
    return t.family.sentByRelation({ name: name || relation });
  }
  return t.family.sentBy({ name, relation: relation.toLocaleLowerCase() });
}
