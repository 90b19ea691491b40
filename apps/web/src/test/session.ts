import type { SessionUser } from '@jodi/contract';
import { sessionStore } from '../session';
import { tokenExpiringIn } from './tokens';

export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: 'asha@example.com',
    name: 'Asha Rao',
    pic: null,
    plan: 'Hope',
    plan_expires_at: null,
    is_admin: false,
    profile_id: 'profile-1',
    has_password: true,
    language: 'en',
    chart_style: 'north',
    ...overrides,
  };
}

/** Signs a member in through the app's own session store, with a token valid for an hour. */
export function signInAs(overrides: Partial<SessionUser> = {}, token = tokenExpiringIn(3600)): SessionUser {
  const user = buildSessionUser(overrides);
  sessionStore.signIn(token, user);
  return user;
}
