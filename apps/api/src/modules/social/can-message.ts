import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { blocks, chatRequests, interests, profiles } from '../../db/schema';

/** What the chat needs to know of a pair before a message: may they talk, and have they matched. */
export interface PairStanding {
  /** A chat request between them (either way) was accepted, or they matched; neither blocked the other. */
  canMessage: boolean;
  /** Their interests matched (an accepted interest, either way). */
  matched: boolean;
}

type ProfileRef = string | AnyPgColumn | Placeholder;

/**
 * The facts of a pair as SQL over two profile ids (values or columns): neither blocked the other,
 * a chat request between them was accepted, their interests matched. One definition for the chat
 * (`pairStanding`) and the privacy rules (`acceptedBetween`).
 */
export function pairFacts(a: ProfileRef, b: ProfileRef) {
  return {
    unblocked: sql<boolean>`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerProfileId} = ${a} AND ${blocks.blockedProfileId} = ${b}) OR (${blocks.blockerProfileId} = ${b} AND ${blocks.blockedProfileId} = ${a}))`,
    requestAccepted: sql<boolean>`EXISTS (SELECT 1 FROM ${chatRequests} WHERE ${chatRequests.status} = 'accepted' AND ((${chatRequests.fromProfileId} = ${a} AND ${chatRequests.toProfileId} = ${b}) OR (${chatRequests.fromProfileId} = ${b} AND ${chatRequests.toProfileId} = ${a})))`,
    matched: sql<boolean>`EXISTS (SELECT 1 FROM ${interests} WHERE ${interests.status} = 'accepted' AND ((${interests.fromProfileId} = ${a} AND ${interests.toProfileId} = ${b}) OR (${interests.fromProfileId} = ${b} AND ${interests.toProfileId} = ${a})))`,
  };
}

/**
 * The two accepted each other (a chat request or an interest, either way) and neither blocked the
 * other: they may message, and see what a member keeps for accepted members (photos, contacts).
 */
export function acceptedBetween(a: ProfileRef, b: ProfileRef): SQL<boolean> {
  const { unblocked, requestAccepted, matched } = pairFacts(a, b);
  return sql<boolean>`(${unblocked} AND (${requestAccepted} OR ${matched}))`;
}

/** The standing of two profiles for the chat module, in one query. */
export async function pairStanding(db: Database, profileA: string, profileB: string): Promise<PairStanding> {
  if (profileA === profileB) return { canMessage: false, matched: false };
  const [row] = await db
    .select(pairFacts(profileA, profileB))
    .from(profiles)
    .where(eq(profiles.id, profileA))
    .limit(1);
  if (!row) return { canMessage: false, matched: false };
  return standingFrom(row);
}

/** The standing from the columns of `pairFacts`, read by whichever query holds them. */
export function standingFrom(row: {
  unblocked: boolean;
  requestAccepted: boolean;
  matched: boolean;
}): PairStanding {
  return { canMessage: row.unblocked && (row.requestAccepted || row.matched), matched: row.matched };
}

/**
 * Whether two profiles may message each other (for the chat module): a chat request between them
 * (either way) was accepted, or they matched through interests, and neither blocked the other.
 */
export async function canMessage(db: Database, profileA: string, profileB: string): Promise<boolean> {
  return (await pairStanding(db, profileA, profileB)).canMessage;
}
