import type { SentBy as WireSentBy } from '@jodi/contract';
import { knownRelation } from '@jodi/contract';
import type { AuthUser } from '../../plugins/auth';

/** Who sent an interest, chat request or message for a managed profile, as stored (decision 33). */
export interface SentBy {
  name: string;
  relation: string;
}

/** What a send stores as `sent_by`: the relative acting for the profile, or null when the member sent it. */
export function sentByOf(user: Pick<AuthUser, 'actingRelative'>): SentBy | null {
  const relative = user.actingRelative;
  return relative ? { name: relative.name, relation: relative.relation } : null;
}

/** `sent_by` on the wire, to either side: a stored relation off the list reads as null, never a 500. */
export function presentSentBy(stored: SentBy | null | undefined): WireSentBy {
  const relation = knownRelation(stored?.relation);
  return stored && relation ? { name: stored.name, relation } : null;
}
