import {
  authResultSchema,
  credentialsSchema,
  deleteAccountSchema,
  resetPasswordSchema,
  sessionUserSchema,
  signedOutSchema,
  signInSchema,
  signUpSchema,
  updateUserResultSchema,
  updateUserSchema,
} from '@jodi/contract';
import { z } from 'zod';

export {
  credentialsSchema,
  deleteAccountSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  updateUserSchema,
};

export const authResponse = z.object({ data: authResultSchema });
export const userResponse = z.object({ data: sessionUserSchema });
export const updateUserResponse = z.object({ data: updateUserResultSchema });
export const resetResponse = z.object({
  data: z.object({ sent: z.boolean() }).or(z.object({ reset: z.boolean() })),
});
export const deletedResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });
export const signedOutResponse = z.object({ data: signedOutSchema });
