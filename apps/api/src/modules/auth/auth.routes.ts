import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../i18n/request-language';
import { type Guards, signedIn } from '../../plugins/auth';
import {
  authResponse,
  deleteAccountSchema,
  deletedResponse,
  resetPasswordSchema,
  resetResponse,
  signedOutResponse,
  signInSchema,
  signUpSchema,
  updateUserResponse,
  updateUserSchema,
  userResponse,
} from './auth.schema';
import type { AuthService } from './auth.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  guards: Guards;
}

const tags = ['Auth and account'];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, guards }) => {
  // Reset mail still being written must finish before the database closes.
  app.addHook('onClose', () => auth.idle());

  app.post(
    '/api/v1/sign_up',
    {
      config: { errors: ['EMAIL_ALREADY_REGISTERED', 'RATE_LIMITED'], answersToken: true },
      schema: {
        tags,
        description:
          '`language` (en, mr, hi): what the server writes to the member is in it; without it, the first of Accept-Language that Jodi speaks, else English.',
        body: signUpSchema,
        response: { 200: authResponse },
      },
    },
    async (req) => ({
      data: await auth.signUp(
        req.body.email,
        req.body.password,
        req.ip,
        req.body.language ?? requestLanguage({ headers: req.headers }),
      ),
    }),
  );

  app.post(
    '/api/v1/sign_in',
    {
      config: { errors: ['ACCOUNT_SUSPENDED', 'RATE_LIMITED', 'WRONG_CREDENTIALS'], answersToken: true },
      schema: { tags, body: signInSchema, response: { 200: authResponse } },
    },
    async (req) => ({ data: await auth.signIn(req.body.email, req.body.password, req.ip) }),
  );

  app.post(
    '/api/v1/resetpassword',
    {
      config: { errors: ['RATE_LIMITED', 'RESET_LINK_INVALID'] },
      schema: {
        tags,
        description: 'With `email`: mail a reset link. With `token` and `password`: set the new password.',
        body: resetPasswordSchema,
        response: { 200: resetResponse },
      },
    },
    async (req) => {
      if ('token' in req.body) {
        await auth.completeReset(req.body.token, req.body.password, req.ip);
        return { data: { reset: true } };
      }
      await auth.requestReset(req.body.email, req.ip);
      return { data: { sent: true } };
    },
  );

  app.get(
    '/api/v1/user',
    {
      preValidation: guards.requireUser,
      schema: { tags, security: [{ bearer: [] }], response: { 200: userResponse } },
    },
    signedIn(async (req) => ({ data: await auth.currentUser(req.user.id) })),
  );

  app.put(
    '/api/v1/user',
    {
      config: { errors: ['OLD_PASSWORD_INCORRECT', 'OLD_PASSWORD_REQUIRED', 'RATE_LIMITED'] },
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        description:
          'Sets a new `password` (with `old_password` when the account has one), the `language` (en, mr, hi), the `chart_style` (north, south), or several. A new password ends every other session and answers the new `token`; a language or chart style alone answers the user without a token.',
        security: [{ bearer: [] }],
        body: updateUserSchema,
        response: { 200: updateUserResponse },
      },
    },
    signedIn(async (req) => {
      const { password, old_password: oldPassword, language, chart_style: chartStyle } = req.body.user;
      return {
        data: await auth.updateUser(req.user.id, { password, oldPassword, language, chartStyle }, req.ip),
      };
    }),
  );

  app.post(
    '/api/v1/sign_out',
    {
      preValidation: guards.requireOwnAccount,
      schema: {
        tags,
        description: "Ends this token's session on the server: the token stops working, its sockets close.",
        security: [{ bearer: [] }],
        response: { 200: signedOutResponse },
      },
    },
    signedIn(async (req) => {
      await auth.signOut(req.user);
      return { data: { signed_out: true as const } };
    }),
  );

  app.post(
    '/api/v1/sign_out/all',
    {
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        description:
          'Ends every session of the account (all devices), closes its sockets and voids its reset links.',
        security: [{ bearer: [] }],
        response: { 200: signedOutResponse },
      },
    },
    signedIn(async (req) => {
      await auth.signOutEverywhere(req.user.id);
      return { data: { signed_out: true as const } };
    }),
  );

  app.delete(
    '/api/v1/delete/profile',
    {
      config: {
        errors: ['PASSWORD_INCORRECT', 'PASSWORD_REQUIRED', 'RATE_LIMITED', 'RECENT_SIGN_IN_REQUIRED'],
      },
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        description: 'Needs `{ password }`, or a sign-in within the last 15 minutes.',
        security: [{ bearer: [] }],
        body: deleteAccountSchema,
        response: { 200: deletedResponse },
      },
    },
    signedIn(async (req) => {
      await auth.deleteAccount(req.user, req.body?.password, req.ip);
      return { data: { deleted: true as const } };
    }),
  );
};
