import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { chatRequests, interests } from '../../db/schema';
import { acceptedBetween } from '../../policies/messaging';
import type { Interactions, InteractionsLookup } from '../profiles/profiles.service';

/**
 * Fills the profile view's flags (spec 3) in one query: `is_chat_requested` (the viewer sent a
 * request, any state), `i_am_interested` (the viewer sent an interest, or the two matched either
 * way), `profile_interested` (they sent one to the viewer, or matched) and `can_chat`
 * (an accepted interest or chat request either way, no block: what lets the two message and see
 * what each keeps for accepted members). `is_bookmarked` comes with the profile itself.
 */
export class SocialInteractions implements InteractionsLookup {
  /** The three flags as SQL over the other profile's id column (the profile view reads them with the profile). */
  fieldsFor(me: string | Placeholder, other: AnyPgColumn | string): Record<keyof Interactions, SQL<boolean>> {
    const sent = (from: AnyPgColumn | string | Placeholder, to: AnyPgColumn | string | Placeholder) =>
      sql`(${interests.fromProfileId} = ${from} AND ${interests.toProfileId} = ${to})`;
    return {
      is_chat_requested: sql<boolean>`EXISTS (SELECT 1 FROM ${chatRequests} WHERE ${chatRequests.fromProfileId} = ${me} AND ${chatRequests.toProfileId} = ${other})`,
      i_am_interested: sql<boolean>`EXISTS (SELECT 1 FROM ${interests} WHERE ${sent(me, other)} OR (${sent(other, me)} AND ${interests.status} = 'accepted'))`,
      profile_interested: sql<boolean>`EXISTS (SELECT 1 FROM ${interests} WHERE ${sent(other, me)} OR (${sent(me, other)} AND ${interests.status} = 'accepted'))`,
      can_chat: acceptedBetween(me, other),
    };
  }
}
