import { type PlanFeature, type PlanName, planHasFeature } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../errors';
import type { TokenService } from '../lib/tokens';
import type { AuthUserRepository } from '../modules/auth/auth-user.repository';
import {
  type ActingProfiles,
  actingProfileHeader,
  namesAnotherProfile,
  relativeNotAllowed,
} from '../policies/acting-profile';
import type { DeclaresErrors } from './declared-errors';

/** Who is calling, as loaded fresh from the database on every authenticated request. */
export interface AuthUser {
  id: string;
  email: string;
  isAdmin: boolean;
  plan: PlanName;
  profileId: string | null;
  /**
   * The own profile's gender and stored Moon, read in the same query as the user (null without a
   * profile): listings and profile views score Gun Milan against them without another query.
   * Absent when the caller built the user some other way; services then read them themselves.
   */
  astro?: { gender: 'male' | 'female' | null; moonNakshatra: number | null; moonPada: number | null } | null;
  /** The member's language for what the server writes to them; absent when built some other way. */
  language?: Language;
  /**
   * The server-side session of the token (decision 15) and the token version it was signed with;
   * absent for users loaded another way.
   */
  session?: { id: string; signedInAt: Date; tokenVersion: number };
  /**
   * Set when a relative acts for a profile they manage (`X-Profile`, issue 36): the fields above are
   * then the profile owner's (id, plan, profile, Moon), except `language` and `session`, which stay
   * the relative's own; this says who the relative is, for `sent_by` and nothing else.
   */
  actingRelative?: ActingRelative;
}

/** The relative acting for a managed profile: their own account, name and relation (decision 33). */
export interface ActingRelative {
  userId: string;
  name: string;
  relation: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/**
 * What a guard does with `X-Profile` (decision 33): `acts` for the managed profile it names (403
 * `NOT_MANAGER` when the account does not manage it); `refuses` to let a relative act (403
 * `RELATIVE_NOT_ALLOWED`: the owner's account itself); `ignores` it (the caller's own account,
 * whatever the header says: sign-out, accepting an invitation, the list of managed profiles).
 */
export type ActingMode = 'acts' | 'refuses' | 'ignores';

/** A preValidation hook that fills `request.user`; it names the error codes it may answer. */
export type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) &
  DeclaresErrors & { acting?: ActingMode };

export interface Guards {
  /** Fills `request.user` when a valid token is sent; never refuses (public calls). */
  optionalUser: Guard;
  requireUser: Guard;
  requireAdmin: Guard;
  requireFeature(feature: PlanFeature): Guard;
  /**
   * A signed-in member acting as themselves only: a relative acting for a profile (`X-Profile`
   * naming another) is refused with 403 `RELATIVE_NOT_ALLOWED` (account settings, deletion, data
   * download, privacy, family management, payments, notification settings and push).
   */
  requireAccountHolder: Guard;
  /** A signed-in member as their own account, whatever `X-Profile` says (it is not read). */
  requireOwnAccount: Guard;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
  if (!match) throw unauthorized('TOKEN_MALFORMED', 'The sign-in token is malformed.');
  return match[1];
}

export function createGuards(
  tokens: TokenService,
  users: AuthUserRepository,
  acting: ActingProfiles,
): Guards {
  async function resolveAccount(request: FastifyRequest): Promise<AuthUser | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
    const user = await users.findActiveForToken(claims);
    if (!user) throw unauthorized('SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
    return user;
  }

  /** The caller, acting for the profile `X-Profile` names when it is another they manage (else 403). */
  async function resolve(request: FastifyRequest, mode: ActingMode): Promise<AuthUser | null> {
    const user = await resolveAccount(request);
    if (!user || mode === 'ignores') return user;
    const header = actingProfileHeader(request);
    if (!namesAnotherProfile(user, header)) return user;
    if (mode === 'refuses') throw relativeNotAllowed();
    return acting.actAs(user, header!);
  }

  // Each guard names what it may answer, so every route it guards declares it (declared-errors.ts).
  const tokenErrors = ['TOKEN_MALFORMED', 'SESSION_EXPIRED'] as const;
  const userErrors = [...tokenErrors, 'UNAUTHENTICATED'] as const;

  const optionalUser: Guard = async (request) => {
    request.user = await resolve(request, 'acts');
  };
  optionalUser.errors = [...tokenErrors, 'NOT_MANAGER'];
  optionalUser.acting = 'acts';

  const signedIn =
    (mode: ActingMode): Guard =>
    async (request) => {
      request.user = await resolve(request, mode);
      if (!request.user) throw unauthorized('UNAUTHENTICATED');
    };

  const requireUser: Guard = signedIn('acts');
  requireUser.errors = [...userErrors, 'NOT_MANAGER'];
  requireUser.acting = 'acts';

  const requireAccountHolder: Guard = signedIn('refuses');
  requireAccountHolder.errors = [...userErrors, 'RELATIVE_NOT_ALLOWED'];
  requireAccountHolder.acting = 'refuses';

  const requireOwnAccount: Guard = signedIn('ignores');
  requireOwnAccount.errors = userErrors;
  requireOwnAccount.acting = 'ignores';

  // Staff calls are the staff account's own: a relative's X-Profile never reaches them.
  const requireAdmin: Guard = async (request, reply) => {
    await requireAccountHolder(request, reply);
    if (!request.user?.isAdmin) throw forbidden('STAFF_ONLY', 'This is for staff only.');
  };
  requireAdmin.errors = [...userErrors, 'RELATIVE_NOT_ALLOWED', 'STAFF_ONLY'];
  requireAdmin.acting = 'refuses';

  const requireFeature = (feature: PlanFeature): Guard =>
    Object.assign(
      async (request: FastifyRequest, reply: FastifyReply) => {
        await requireUser(request, reply);
        if (request.user && !planHasFeature(request.user.plan, feature)) {
          throw new AppError('PLAN_UPGRADE_REQUIRED', 'Plan upgrade required to use this feature');
        }
      },
      { errors: [...userErrors, 'NOT_MANAGER', 'PLAN_UPGRADE_REQUIRED'] as const, acting: 'acts' as const },
    );

  return { optionalUser, requireUser, requireAdmin, requireFeature, requireAccountHolder, requireOwnAccount };
}
