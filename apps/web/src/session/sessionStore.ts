import { type PlanName, recognisePlan, type SessionUser } from '@jodi/contract';
import { followMemberLanguage } from '../i18n/followMemberLanguage';
import { storedActingChoice, subscribeActingProfile } from './actingProfile';
import { LOGOUT_KEYS, SESSION_KEYS } from './keys';
import { isTokenFresh } from './token';

/** What the app knows about the signed-in user, read from localStorage. */
export interface Session {
  token: string | null;
  isAuthenticated: boolean;
  userId: string | null;
  name: string | null;
  userPic: string | null;
  /** The plan that applies: the account's, or while acting for a managed profile (decision 33) that profile's. */
  plan: PlanName;
  isAdmin: boolean;
  hasPassword: boolean;
  /**
   * The member's own profile id (to tell the own profile from others); while the account acts for a
   * profile it manages (decision 33), that profile's id.
   */
  profileId: string | null;
  /** The profile acted for and its name while the account acts for one it manages; null for its own. */
  actingFor: { profileId: string; name: string | null } | null;
  /** The account has a profile of its own (a parent who only manages others' has none). */
  hasOwnProfile: boolean;
}

export type SessionUserFields = Pick<
  SessionUser,
  'id' | 'name' | 'pic' | 'plan' | 'is_admin' | 'has_password'
> &
  Partial<Pick<SessionUser, 'profile_id' | 'language'>>;

export interface SessionStore {
  getSnapshot(): Session;
  subscribe(listener: () => void): () => void;
  /** Stores a token and its user, as answered by sign-in, sign-up and a password change. */
  signIn(token: string, user: SessionUserFields): void;
  /** Refreshes the stored user fields, keeping the token; ignored once logged out. */
  updateUser(user: SessionUserFields): void;
  logout(): void;
  /** Spec 4: removes a missing, malformed or expired token and logs out; true while the session is good. */
  checkExpiry(nowMs?: number): boolean;
  /** Re-reads localStorage, e.g. after another tab changed it. */
  reload(): void;
}

export function createSessionStore(storage: Storage): SessionStore {
  const listeners = new Set<() => void>();
  let snapshot: Session | null = null;

  const read = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null): void => {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Storage can be full or disabled (private mode); the session then lasts only in memory.
    }
  };
  const changed = (): void => {
    snapshot = null;
    for (const listener of listeners) listener();
  };
  const writeUser = (user: SessionUserFields): void => {
    write(SESSION_KEYS.userId, user.id);
    write(SESSION_KEYS.name, user.name);
    write(SESSION_KEYS.userPic, user.pic);
    write(SESSION_KEYS.myplan, user.plan);
    write(SESSION_KEYS.isAdmin, String(user.is_admin));
    write(SESSION_KEYS.hasPassword, String(user.has_password));
    write(SESSION_KEYS.profileId, user.profile_id ?? null);
    if (user.language) followMemberLanguage(user.language);
  };
  const logout = (): void => {
    if (LOGOUT_KEYS.every((key) => read(key) === null)) return;
    for (const key of LOGOUT_KEYS) write(key, null);
    changed();
  };

  return {
    getSnapshot() {
      if (snapshot) return snapshot;
      const token = read(SESSION_KEYS.token);
      const acting = token === null ? null : storedActingChoice();
      snapshot = {
        token,
        isAuthenticated: token !== null,
        userId: read(SESSION_KEYS.userId),
        name: read(SESSION_KEYS.name),
        userPic: read(SESSION_KEYS.userPic),
        plan: recognisePlan(acting ? acting.plan : read(SESSION_KEYS.myplan)),
        isAdmin: read(SESSION_KEYS.isAdmin) === 'true',
        hasPassword: read(SESSION_KEYS.hasPassword) === 'true',
        profileId: acting?.profile ?? read(SESSION_KEYS.profileId),
        actingFor: acting ? { profileId: acting.profile, name: acting.name } : null,
        hasOwnProfile: read(SESSION_KEYS.profileId) !== null,
      };
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(token, user) {
      write(SESSION_KEYS.token, token);
      writeUser(user);
      changed();
    },
    updateUser(user) {
      if (read(SESSION_KEYS.token) === null) return;
      writeUser(user);
      changed();
    },
    logout,
    checkExpiry(nowMs = Date.now()) {
      if (isTokenFresh(read(SESSION_KEYS.token), nowMs)) return true;
      logout();
      return false;
    },
    reload: changed,
  };
}

/** The one store of the running app, over the browser's localStorage. */
export const sessionStore = createSessionStore(globalThis.localStorage);

// A relative chose another profile to act for (decision 33): the session's profile and plan follow.
subscribeActingProfile(() => sessionStore.reload());

if (typeof window !== 'undefined') {
  // Another tab signed in or out: drop the cached snapshot so every tab agrees.
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) {
      sessionStore.reload();
    }
  });
}
