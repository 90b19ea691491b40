import { type PlanFeature, type PlanName, planHasFeature } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../errors';
import type { TokenService } from '../lib/tokens';
import type { AuthUserRepository } from '../modules/auth/auth-user.repository';
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
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** A preValidation hook that fills `request.user`; it names the error codes it may answer. */
export type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & DeclaresErrors;

export interface Guards {
  /** Fills `request.user` when a valid token is sent; never refuses (public calls). */
  optionalUser: Guard;
  requireUser: Guard;
  requireAdmin: Guard;
  requireFeature(feature: PlanFeature): Guard;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
  if (!match) throw unauthorized('TOKEN_MALFORMED', 'The sign-in token is malformed.');
  return match[1];
}

export function createGuards(tokens: TokenService, users: AuthUserRepository): Guards {
  async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
    const user = await users.findActiveForToken(claims);
    if (!user) throw unauthorized('SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
    return user;
  }

  // Each guard names what it may answer, so every route it guards declares it (declared-errors.ts).
  const tokenErrors = ['TOKEN_MALFORMED', 'SESSION_EXPIRED'] as const;
  const userErrors = [...tokenErrors, 'UNAUTHENTICATED'] as const;

  const optionalUser: Guard = async (request) => {
    request.user = await resolve(request);
  };
  optionalUser.errors = tokenErrors;

  const requireUser: Guard = async (request) => {
    request.user = await resolve(request);
    if (!request.user) throw unauthorized('UNAUTHENTICATED');
  };
  requireUser.errors = userErrors;

  const requireAdmin: Guard = async (request, reply) => {
    await requireUser(request, reply);
    if (!request.user?.isAdmin) throw forbidden('STAFF_ONLY', 'This is for staff only.');
  };
  requireAdmin.errors = [...userErrors, 'STAFF_ONLY'];

  const requireFeature = (feature: PlanFeature): Guard =>
    Object.assign(
      async (request: FastifyRequest, reply: FastifyReply) => {
        await requireUser(request, reply);
        if (request.user && !planHasFeature(request.user.plan, feature)) {
          throw new AppError('PLAN_UPGRADE_REQUIRED', 'Plan upgrade required to use this feature');
        }
      },
      { errors: [...userErrors, 'PLAN_UPGRADE_REQUIRED'] as const },
    );

  return { optionalUser, requireUser, requireAdmin, requireFeature };
}
