import type { Credentials } from '@jodi/contract';
import { api } from '../../api/client';

/** Calls of spec 7 "Auth and account". Sign-in, sign-up and reset password need no token. */
export const authApi = {
  signIn: (credentials: Credentials) => api.post('/api/v1/sign_in', { body: credentials, auth: false }),
  signUp: (credentials: Credentials) => api.post('/api/v1/sign_up', { body: credentials, auth: false }),
  requestPasswordReset: (email: string) =>
    api.post('/api/v1/resetpassword', { body: { email }, auth: false }),
  resetPassword: (token: string, password: string) =>
    api.post('/api/v1/resetpassword', { body: { token, password }, auth: false }),
  /** Ends this token's session on the server (decision 15); `signal` bounds the wait. */
  signOut: (signal?: AbortSignal) => api.post('/api/v1/sign_out', signal ? { signal } : undefined),
  /** Ends every session of the account: every device is signed out. */
  signOutEverywhere: () => api.post('/api/v1/sign_out/all'),
  /** A password change revokes older tokens; the answer carries the new one. */
  updatePassword: (password: string, oldPassword?: string) =>
    api.put('/api/v1/user', {
      body: { user: oldPassword === undefined ? { password } : { password, old_password: oldPassword } },
    }),
};
