import { z } from 'zod';
import { emailSchema } from './auth';
import { RELATIONS, type Relation } from './enums';
import { PLAN_NAMES } from './plans';

/**
 * Family management (decision 33). The profile's owner invites
 * a relative by e-mail; the relative, signed in with their own account, accepts and then acts for
 * the profile by sending `X-Profile: <profile id>` on any call. What they send carries `sent_by`.
 */

/** The header that makes a call act for a managed profile (any letter case on the wire). */
export const ACTING_PROFILE_HEADER = 'X-Profile';

/** How long an invitation's link works. */
export const FAMILY_INVITE_TTL_DAYS = 7;

/** At most this many managers and open invites a profile lists, and profiles an account manages. */
export const FAMILY_LIST_MAX = 50;

/**
 * The relations a family member may have: the one list of relations (enums.ts `RELATIONS`, which
 * also serves "managed by" and a contact's relation) without `Self`, who is the owner.
 */
export const FAMILY_RELATIONS = RELATIONS.filter(
  (relation): relation is Exclude<Relation, 'Self'> => relation !== 'Self',
) as [Exclude<Relation, 'Self'>, ...Exclude<Relation, 'Self'>[]];
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

/** Longest name a family calls a relative by ("Aai"). */
export const FAMILY_NAME_MAX = 40;

/**
 * Who sent an interest, chat request or message for a managed profile: the relative's name as the
 * family calls them and their relation ("sent by Aai, Mother"). `null` when the member sent it.
 */
export const sentBySchema = z
  .object({ name: z.string(), relation: z.enum(RELATIONS) })
  .nullable()
  .describe('Who sent it for the profile: a relative acting for it, or null when the member did.');
export type SentBy = z.infer<typeof sentBySchema>;

/** `POST /api/v1/family/invites`. Inviting the owner's own address is refused (400 `FAMILY_SELF`). */
export const familyInviteInputSchema = z.object({
  email: emailSchema,
  relation: z.enum(FAMILY_RELATIONS),
});
export type FamilyInviteInput = z.infer<typeof familyInviteInputSchema>;

/** An open invitation (not accepted, not expired), as its owner sees it. */
export const familyInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  relation: z.enum(RELATIONS),
  expires_at: z.string(),
});
export type FamilyInvite = z.infer<typeof familyInviteSchema>;

/** A relative who manages the profile: their account, the name the family calls them, since when. */
export const familyManagerSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  relation: z.enum(RELATIONS),
  since: z.string(),
});
export type FamilyManager = z.infer<typeof familyManagerSchema>;

/** `GET /api/v1/family` (the owner): who manages the profile, and the invitations still open. */
export const familySchema = z.object({
  managers: z.array(familyManagerSchema),
  invites: z.array(familyInviteSchema),
});
export type Family = z.infer<typeof familySchema>;

/**
 * `POST /api/v1/family/invites/{token}/accept`, body optional: `name`, how the family calls the
 * relative ("Aai"); without it, the relation's word in the relative's language ('आई' for Mother in
 * Marathi).
 */
export const familyAcceptInputSchema = z
  .object({ name: z.string().trim().min(1).max(FAMILY_NAME_MAX).optional() })
  .optional();
export type FamilyAcceptInput = z.infer<typeof familyAcceptInputSchema>;

/**
 * One profile the caller can act for (`GET /api/v1/managed-profiles`): their own (`own: true`,
 * `relation` null; send no `X-Profile` for it) and each one they manage. `photo`: the primary
 * photo's thumbnail URL, null without one. `plan`: the profile's plan, which applies when acting.
 */
export const managedProfileSchema = z.object({
  profile_id: z.string(),
  name: z.string().nullable(),
  photo: z.string().nullable(),
  relation: z.enum(RELATIONS).nullable(),
  plan: z.enum(PLAN_NAMES),
  own: z.boolean(),
});
export type ManagedProfile = z.infer<typeof managedProfileSchema>;

/**
 * The live socket: an event delivered to a relative for a profile they manage carries the field
 * `for_profile` (that profile's id); events about the relative's own account carry none.
 */
export const FOR_PROFILE_FIELD = 'for_profile';
export type ForManagedProfile<T> = T & { for_profile?: string };
