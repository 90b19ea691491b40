import { type SQL, sql } from 'drizzle-orm';
import { chatRequests, interests } from '../db/schema';
import { noBlockBetween, type ProfileRef } from './blocks';

/**
 * Who may message whom (spec 4): two members who accepted each other (a chat request
 * accepted either way, or interests matched) and of whom neither blocked the other. The same pair
 * fact is what a member keeps for "accepted members" (photos, contacts: photo-access.ts,
 * contact-access.ts) and what holds a pause open (paused-profile.ts). A withdrawn acceptance
 * (decision 28) is no longer 'accepted', so it ends all of these at once.
 */

/** What the chat needs to know of a pair before a message: may they talk, and have they matched. */
export interface PairStanding {
  /** A chat request between them (either way) was accepted, or they matched; neither blocked the other. */
  canMessage: boolean;
  /** Their interests matched (an accepted interest, either way). */
  matched: boolean;
}

/**
 * The facts of a pair as SQL over two profile ids (values or columns): neither blocked the other,
 * a chat request between them was accepted, their interests matched. One definition for the chat
 * (`standingFrom`, read by social/targets.repository.ts) and the privacy rules (`acceptedBetween`).
 */
export function pairFacts(a: ProfileRef, b: ProfileRef) {
  return {
    unblocked: noBlockBetween(a, b),
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

/** TypeScript twin of `acceptedBetween`: the standing from the columns of `pairFacts`, read by whichever query holds them. */
export function standingFrom(row: {
  unblocked: boolean;
  requestAccepted: boolean;
  matched: boolean;
}): PairStanding {
  return { canMessage: row.unblocked && (row.requestAccepted || row.matched), matched: row.matched };
}
