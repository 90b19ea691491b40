import type { PlanFeature, PlanName } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError, forbidden, unauthorized } from '../errors';
import type { TokenService } from '../lib/tokens';
import type { AuthUserRepository } from '../modules/auth/auth-user.repository';
import { type ActingProfiles, actingProfileHeader } from '../policies/acting-profile';
import { planUnlocks } from '../policies/plan-features';
import { type ActingMode, actsForAnother } from '../policies/relative-access';
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
   * Set when a relative acts for a profile they manage (`X-Profile`, decision 33): the fields above are
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

/** What a guard does with `X-Profile` (decision 33): policies/relative-access.ts. */
export type { ActingMode };

/** A preValidation hook that fills `request.user`; it names the error codes it may answer. */
export type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) &
  DeclaresErrors & { acting?: ActingMode };

/** A guard that refuses anonymous callers (401): after it, `request.user` is set. */
export type SignedInGuard = Guard & { readonly signsIn: true };

export interface Guards {
  /** Fills `request.user` when a valid token is sent; never refuses (public calls). */
  optionalUser: Guard;
  requireUser: SignedInGuard;
  requireAdmin: SignedInGuard;
  requireFeature(feature: PlanFeature): SignedInGuard;
  /**
   * A signed-in member acting as themselves only: a relative acting for a profile (`X-Profile`
   * naming another) is refused with 403 `RELATIVE_NOT_ALLOWED` (account settings, deletion, data
   * download, privacy, family management, payments, notification settings and push).
   */
  requireAccountHolder: SignedInGuard;
  /** A signed-in member as their own account, whatever `X-Profile` says (it is not read). */
  requireOwnAccount: SignedInGuard;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
  if (!match) throw unauthorized('TOKEN_MALFORMED');
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
    if (!claims) throw unauthorized('SESSION_EXPIRED');
    const user = await users.findActiveForToken(claims);
    if (!user) throw unauthorized('SESSION_EXPIRED');
    return user;
  }

  /** The caller, acting for the profile `X-Profile` names when it is another they manage (else 403). */
  async function resolve(request: FastifyRequest, mode: ActingMode): Promise<AuthUser | null> {
    const user = await resolveAccount(request);
    if (!user) return user;
    const header = actingProfileHeader(request);
    return actsForAnother(user, header, mode) ? acting.actAs(user, header!) : user;
  }

  // Each guard names what it may answer, so every route it guards declares it (declared-errors.ts).
  const tokenErrors = ['TOKEN_MALFORMED', 'SESSION_EXPIRED'] as const;
  const userErrors = [...tokenErrors, 'UNAUTHENTICATED'] as const;

  const optionalUser: Guard = async (request) => {
    request.user = await resolve(request, 'acts');
  };
  optionalUser.errors = [...tokenErrors, 'NOT_MANAGER'];
  optionalUser.acting = 'acts';

  const signingIn = (mode: ActingMode): SignedInGuard =>
    Object.assign(
      async (request: FastifyRequest) => {
        request.user = await resolve(request, mode);
        if (!request.user) throw unauthorized('UNAUTHENTICATED.signIn');
      },
      { signsIn: true as const },
    );

  const requireUser = signingIn('acts');
  requireUser.errors = [...userErrors, 'NOT_MANAGER'];
  requireUser.acting = 'acts';

  const requireAccountHolder = signingIn('refuses');
  requireAccountHolder.errors = [...userErrors, 'RELATIVE_NOT_ALLOWED'];
  requireAccountHolder.acting = 'refuses';

  const requireOwnAccount = signingIn('ignores');
  requireOwnAccount.errors = userErrors;
  requireOwnAccount.acting = 'ignores';

  // Staff calls are the staff account's own: a relative's X-Profile never reaches them.
  const requireAdmin: SignedInGuard = Object.assign(
    async (request: FastifyRequest, reply: FastifyReply) => {
      await requireAccountHolder(request, reply);
      if (!request.user?.isAdmin) throw forbidden('STAFF_ONLY');
    },
    { signsIn: true as const },
  );
  requireAdmin.errors = [...userErrors, 'RELATIVE_NOT_ALLOWED', 'STAFF_ONLY'];
  requireAdmin.acting = 'refuses';

  const requireFeature = (feature: PlanFeature): SignedInGuard =>
    Object.assign(
      async (request: FastifyRequest, reply: FastifyReply) => {
        await requireUser(request, reply);
        if (request.user && !planUnlocks(request.user.plan, feature)) {
          throw appError('PLAN_UPGRADE_REQUIRED');
        }
      },
      {
        errors: [...userErrors, 'NOT_MANAGER', 'PLAN_UPGRADE_REQUIRED'] as const,
        acting: 'acts' as const,
        signsIn: true as const,
      },
    );

  return { optionalUser, requireUser, requireAdmin, requireFeature, requireAccountHolder, requireOwnAccount };
}

/** The request a signed-in route's handler receives: its `user` is the caller, never null. */
export type SignedInRequest<Request extends FastifyRequest = FastifyRequest> = Request & { user: AuthUser };

const signedInHandler = Symbol('signedInHandler');

/**
 * A signed-in route's handler: `signedIn(async (req) => …)` receives `req.user` as the caller
 * (`AuthUser`, not null), with the route's params, query, body and reply typed from its schema as
 * before. The route's guard (`preValidation`) must refuse anonymous callers (a `SignedInGuard`):
 * `registerSignedInCheck` stops the app from starting otherwise, and the handler answers 401 should
 * it ever run without a user. Routes that let anonymous callers in (`optionalUser`) keep the plain
 * handler and its nullable `req.user`.
 */
export function signedIn<Request extends FastifyRequest, Reply, Result>(
  handler: (req: SignedInRequest<Request>, reply: Reply) => Result,
): (req: Request, reply: Reply) => Result {
  const wrapped = (req: Request, reply: Reply): Result => {
    if (!req.user) throw unauthorized('UNAUTHENTICATED.signIn');
    return handler(req as SignedInRequest<Request>, reply);
  };
  return Object.assign(wrapped, { [signedInHandler]: true });
}

/**
 * Refuses, when a route is added, a `signedIn` handler whose route runs no guard that signs the
 * caller in: a signed-in route cannot forget its guard. Registered before the routes.
 */
export function registerSignedInCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!(signedInHandler in route.handler)) return;
    const hooks = [route.onRequest, route.preValidation].flat();
    if (hooks.some((hook) => (hook as Partial<SignedInGuard> | undefined)?.signsIn)) return;
    throw new Error(
      `${String(route.method)} ${route.url}: a signedIn handler needs a guard that refuses anonymous callers (preValidation: guards.requireUser or another SignedInGuard)`,
    );
  });
}
