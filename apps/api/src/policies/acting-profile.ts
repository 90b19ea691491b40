import { recognisePlan } from '@jodi/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { AppError, forbidden } from '../errors';
import { parseUuid } from '../lib/ids';
import type { ActingRelative, AuthUser } from '../plugins/auth';
import { ActingProfilesRepository } from './acting-profile.repository';

/**
 * Who may act for a profile (decision 33): the profile's owner, and each relative whose
 * account has a `family_managers` row for it, accepted from the owner's invitation and not removed
 * since. A relative names the profile with the `X-Profile` header on any call; the request then
 * acts as the owner (the owner's user id, plan, profile and Moon, so the profile's plan and daily
 * limits apply and every service works unchanged) with the relative beside it (`actingRelative`),
 * while the language and the session stay the relative's own. Nothing is cached: a removal holds
 * from the next request, in every process.
 */

/** The refusal for an `X-Profile` the account may not act for, whatever it names (or if malformed). */
export const notManager = () => forbidden('NOT_MANAGER');

/** The refusal for what only the profile's owner may do (account settings, privacy, payments, …). */
export const relativeNotAllowed = () => forbidden('RELATIVE_NOT_ALLOWED');

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

/**
 * The rule on the database: the relative's row for the profile, with the owner's facts, owner
 * active (`acting-profile.repository.ts`).
 */
export class ActingProfiles {
  private readonly statements: ActingProfilesRepository;

  constructor(db: Database) {
    this.statements = new ActingProfilesRepository(db);
  }

  /**
   * The request's user acting for `profileId`: the owner's facts with `actingRelative`, the
   * relative's language and session. Throws 403 `NOT_MANAGER` unless the relative manages it.
   */
  async actAs(relative: AuthUser, profileId: string): Promise<AuthUser> {
    const id = parseUuid(profileId);
    if (!id) throw notManager();
    const row = await this.statements.ownerFacts(relative.id, id);
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

  /** `actAs`, or null when the account does not manage the profile (the AI helper's question is dropped). */
  async actAsIfManaging(relative: AuthUser, profileId: string): Promise<AuthUser | null> {
    try {
      return await this.actAs(relative, profileId);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_MANAGER') return null;
      throw err;
    }
  }

  /** Whether the account manages the profile now (the live socket's client events check this). */
  async managesProfile(relativeId: string, profileId: string): Promise<boolean> {
    const id = parseUuid(profileId);
    if (!id || !parseUuid(relativeId)) return false;
    return this.statements.manages(relativeId, id);
  }

  /** The profiles an account manages (its socket joins their rooms at the handshake). */
  async managedProfileIds(relativeId: string): Promise<string[]> {
    if (!parseUuid(relativeId)) return [];
    return this.statements.managedIds(relativeId);
  }

  /** The profile of `ownerId` (its managers' sockets get the owner's events), else null. */
  async profileOf(ownerId: string): Promise<string | null> {
    if (!parseUuid(ownerId)) return null;
    return this.statements.ownProfile(ownerId);
  }
}
