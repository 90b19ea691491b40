import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { chartStyleSchema } from './kundli';
import { LISTING_MINIMUM } from './matchmaking-values';
import { PLAN_NAMES } from './plans';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'Password must be at least 6 characters.' })
  .max(256, { message: 'Password must be at most 256 characters.' });

export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });
export type Credentials = z.infer<typeof credentialsSchema>;

/**
 * The languages a member may choose for what Jodi writes to them (the same three as @jodi/i18n's
 * LANGUAGES, which the API's tests hold this list to).
 */
export const MEMBER_LANGUAGES = ['en', 'mr', 'hi'] as const;
export type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];
export const languageSchema = z.enum(MEMBER_LANGUAGES, { message: 'Choose English, Marathi or Hindi.' });

/** POST /api/v1/sign_up: the credentials, and the language (else the request's Accept-Language). */
export const signUpSchema = credentialsSchema.extend({ language: languageSchema.optional() });

/** Sign-in accepts any non-empty password: a short one simply fails as wrong credentials. */
export const signInSchema = z.object({ email: emailSchema, password: z.string().min(1).max(256) });

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  pic: z.string().nullable(),
  plan: z.enum(PLAN_NAMES),
  plan_expires_at: z.string().nullable(),
  is_admin: z.boolean(),
  profile_id: z.string().nullable(),
  has_password: z.boolean(),
  /** The member's language: what the server writes to them (notifications, e-mails) is in it. */
  language: languageSchema,
  /** How the member likes birth charts drawn (North or South Indian), on screen and in the biodata PDF. */
  chart_style: chartStyleSchema,
  /** With a profile: whether it has the listing minimum, and what it lacks (decision 16). */
  listable: z.boolean().optional(),
  missing: z.array(z.enum(LISTING_MINIMUM)).optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResultSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

/** POST /api/v1/resetpassword: either ask for a mail, or set a new password with the mailed token. */
export const resetPasswordSchema = z.union([
  z.object({ token: z.string().min(20).max(200), password: passwordSchema }),
  z.object({ email: emailSchema }),
]);

/**
 * DELETE /api/v1/delete/profile: `{ password }`, or no body when the member signed in within the
 * last 15 minutes (accounts without a password always rely on that).
 */
export const deleteAccountSchema = z.object({ password: z.string().min(1).max(256).optional() }).nullish();
export type DeleteAccountBody = z.infer<typeof deleteAccountSchema>;

/** POST /api/v1/sign_out and /api/v1/sign_out/all: the session (or every one) has ended. */
export const signedOutSchema = z.object({ signed_out: z.literal(true) });

/**
 * PUT /api/v1/user: a new `user.password` (plus `user.old_password` when a password already exists),
 * a `user.language`, a `user.chart_style`, or several.
 */
export const updateUserSchema = z.object({
  user: z
    .object({
      password: passwordSchema.optional(),
      old_password: z.string().max(256).optional(),
      language: languageSchema.optional(),
      chart_style: chartStyleSchema.optional(),
    })
    .refine(
      (user) => user.password !== undefined || user.language !== undefined || user.chart_style !== undefined,
      { message: 'Send a new password, a language or a chart style.' },
    ),
});
export type UpdateUserBody = z.infer<typeof updateUserSchema>;

/**
 * PUT /api/v1/user's answer: the user as now stored, and `token` only when the password changed
 * (every earlier token of the account has stopped working; this one is the new session's).
 */
export const updateUserResultSchema = z.object({ token: z.string().optional(), user: sessionUserSchema });
export type UpdateUserResult = z.infer<typeof updateUserResultSchema>;
