import { recognisePlan } from '@jodi/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { planIsActive } from '../db/plan-active';
import { familyManagers, profiles, users } from '../db/schema';
import { forbidden } from '../errors';
import { parseUuid } from '../lib/ids';
import type { ActingRelative, AuthUser } from '../plugins/auth';

/**
 * Who may act for a profile (issue 36, decision 33): the profile's owner, and each relative whose
 * account has a `family_managers` row for it, accepted from the owner's invitation and not removed
 * since. A relative names the profile with the `X-Profile` header on any call; the request then
 * acts as the owner (the owner's user id, plan, profile and Moon, so the profile's plan and daily
 * limits apply and every service works unchanged) with the relative beside it (`actingRelative`),
 * while the language and the session stay the relative's own. Nothing is cached: a removal holds
 * from the next request, in every process.
 */

/** The refusal for an `X-Profile` the account may not act for, whatever it names (or if malformed). */
export const notManager = () =>
  forbidden('NOT_MANAGER', 'You do not manage this profile. Switch back to your own profile.');

/** The refusal for what only the profile's owner may do (account settings, privacy, payments, …). */
export const relativeNotAllowed = () =>
  forbidden('RELATIVE_NOT_ALLOWED', 'Only the profile’s owner can do this, from their own account.');

/** The `X-Profile` header's value as sent (the first, if repeated), or undefined without one. */
export function actingProfileHeader(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const raw = request.headers['x-profile'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined ? undefined : value.trim();
}

/** The header names a profile other than the caller's own (an empty header names none). */
export function namesAnotherProfile(user: Pick<AuthUser, 'profileId'>, header: string | undefined): boolean {
  return header !== undefined && header !== '' && header.toLowerCase() !== user.profileId;
}

/** The SQL side of the rule: the relative's row for the profile, with the owner's facts, owner active. */
export class ActingProfiles {
  private readonly ownerFacts;
  private readonly managedIds;
  private readonly manages;
  private readonly ownProfile;

  constructor(db: Database) {
    this.ownerFacts = db
      .select({
        ownerId: users.id,
        email: users.email,
        plan: users.plan,
        planActive: planIsActive,
        profileId: profiles.id,
        gender: profiles.gender,
        moonNakshatra: profiles.moonNakshatra,
        moonPada: profiles.moonPada,
        name: familyManagers.name,
        relation: familyManagers.relation,
      })
      .from(familyManagers)
      .innerJoin(profiles, eq(profiles.id, familyManagers.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(
        and(
          eq(familyManagers.userId, sql.placeholder('relativeId')),
          eq(familyManagers.profileId, sql.placeholder('profileId')),
          eq(users.status, 'active'),
        ),
      )
      .limit(1)
      .prepare('acting_profile_owner');
    this.managedIds = db
      .select({ profileId: familyManagers.profileId })
      .from(familyManagers)
      .where(eq(familyManagers.userId, sql.placeholder('relativeId')))
      .limit(50)
      .prepare('acting_profile_managed_ids');
    this.manages = db
      .select({ profileId: familyManagers.profileId })
      .from(familyManagers)
      .where(
        and(
          eq(familyManagers.userId, sql.placeholder('relativeId')),
          eq(familyManagers.profileId, sql.placeholder('profileId')),
        ),
      )
      .limit(1)
      .prepare('acting_profile_manages');
    this.ownProfile = db
      .select({ profileId: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, sql.placeholder('ownerId')))
      .limit(1)
      .prepare('acting_profile_own_profile');
  }

  /**
   * The request's user acting for `profileId`: the owner's facts with `actingRelative`, the
   * relative's language and session. Throws 403 `NOT_MANAGER` unless the relative manages it.
   */
  async actAs(relative: AuthUser, profileId: string): Promise<AuthUser> {
    const id = parseUuid(profileId);
    if (!id) throw notManager();
    const [row] = await this.ownerFacts.execute({ relativeId: relative.id, profileId: id });
    if (!row) throw notManager();
    const actingRelative: ActingRelative = { userId: relative.id, name: row.name, relation: row.relation };
    return {
      id: row.ownerId,
      email: row.email,
      // Staff powers are the account's own: never lent, never borrowed.
      isAdmin: false,
      plan: row.planActive ? recognisePlan(row.plan) : 'Hope',
      profileId: row.profileId,
      astro: { gender: row.gender, moonNakshatra: row.moonNakshatra, moonPada: row.moonPada },
      ...(relative.language ? { language: relative.language } : {}),
      ...(relative.session ? { session: relative.session } : {}),
      actingRelative,
    };
  }

  /** Whether the account manages the profile now (the live socket's client events check this). */
  async managesProfile(relativeId: string, profileId: string): Promise<boolean> {
    const id = parseUuid(profileId);
    if (!id || !parseUuid(relativeId)) return false;
    return (await this.manages.execute({ relativeId, profileId: id })).length > 0;
  }

  /** The profiles an account manages (its socket joins their rooms at the handshake). */
  async managedProfileIds(relativeId: string): Promise<string[]> {
    if (!parseUuid(relativeId)) return [];
    return (await this.managedIds.execute({ relativeId })).map((row) => row.profileId);
  }

  /** The profile of `ownerId` (its managers' sockets get the owner's events), else null. */
  async profileOf(ownerId: string): Promise<string | null> {
    if (!parseUuid(ownerId)) return null;
    return (await this.ownProfile.execute({ ownerId }))[0]?.profileId ?? null;
  }
}
