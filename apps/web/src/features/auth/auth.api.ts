import type { AuthResult, Credentials } from '@jodi/contract';
import { http } from '../../api/http';

/** Calls of spec 7 "Auth and account". Sign-in, sign-up and reset password need no token. */
export const authApi = {
  signIn: (credentials: Credentials) =>
    http.post<AuthResult>('/api/v1/sign_in', credentials, { auth: false }),
  signUp: (credentials: Credentials) =>
    http.post<AuthResult>('/api/v1/sign_up', credentials, { auth: false }),
  requestPasswordReset: (email: string) =>
    http.post<unknown>('/api/v1/resetpassword', { email }, { auth: false }),
  resetPassword: (token: string, password: string) =>
    http.post<unknown>('/api/v1/resetpassword', { token, password }, { auth: false }),
  /** Ends this token's session on the server (decision 15); `signal` bounds the wait. */
  signOut: (signal?: AbortSignal) =>
    http.post<unknown>('/api/v1/sign_out', undefined, signal ? { signal } : undefined),
  /** Ends every session of the account: every device is signed out. */
  signOutEverywhere: () => http.post<unknown>('/api/v1/sign_out/all'),
  /** A password change revokes older tokens; the answer carries the new one. */
  updatePassword: (password: string, oldPassword?: string) =>
    http.put<AuthResult>('/api/v1/user', {
      user: oldPassword === undefined ? { password } : { password, old_password: oldPassword },
    }),
};
