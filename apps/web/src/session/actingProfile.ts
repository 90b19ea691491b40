import { SESSION_KEYS } from './keys';

/**
 * Which profile this device acts for (decision 33, family management): a relative who manages other
 * profiles chooses one in the top bar, and every API call then carries `X-Profile: <its id>`.
 * Kept in localStorage per device, with the account that chose it, so another account signing in on
 * the same browser never inherits the choice. No dependencies: index.html's early requests read it
 * too (through api/headers.ts), so their answers are those of the profile the app will show.
 */
export const ACTING_PROFILE_KEY = 'jodi.actingProfile';

/** The profile acted for, as the switcher last read it from GET /api/v1/managed-profiles. */
export interface ActingChoice {
  profile: string;
  /** Its name, for the band "You are managing Priya's profile" before the list is read again. */
  name: string | null;
  /** Its plan, which applies while acting for it (the session's `plan` reads this one). */
  plan: string;
}

interface StoredChoice extends ActingChoice {
  user: string;
}

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readChoice(): StoredChoice | null {
  const text = readItem(ACTING_PROFILE_KEY);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<StoredChoice> | null;
    if (typeof parsed?.user !== 'string' || typeof parsed.profile !== 'string') return null;
    return {
      user: parsed.user,
      profile: parsed.profile,
      name: typeof parsed.name === 'string' ? parsed.name : null,
      plan: typeof parsed.plan === 'string' ? parsed.plan : '',
    };
  } catch {
    return null;
  }
}

/**
 * What the signed-in account acts for on this device, when it chose another profile than its own;
 * null when it acts for itself (or the choice was made while another account was signed in here).
 */
export function storedActingChoice(): ActingChoice | null {
  const choice = readChoice();
  if (!choice) return null;
  const userId = readItem(SESSION_KEYS.userId);
  if (userId === null || choice.user !== userId) return null;
  return { profile: choice.profile, name: choice.name, plan: choice.plan };
}

/** The id of the profile the signed-in account acts for here, null for its own: `X-Profile`'s value. */
export function storedActingProfile(): string | null {
  return storedActingChoice()?.profile ?? null;
}

const listeners = new Set<() => void>();

/** Records the choice (null: act for the account's own profile) and tells whoever listens. */
export function rememberActingProfile(userId: string, choice: ActingChoice | null): void {
  try {
    if (choice === null) localStorage.removeItem(ACTING_PROFILE_KEY);
    else localStorage.setItem(ACTING_PROFILE_KEY, JSON.stringify({ user: userId, ...choice }));
  } catch {
    // Storage refused (private mode): the choice cannot be kept, and calls act for the own profile.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the choice changes here or in another tab; answers how to stop. */
export function subscribeActingProfile(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACTING_PROFILE_KEY || event.key === SESSION_KEYS.userId) {
      listener();
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * Forgets the choice after the server refused it (403 `NOT_MANAGER`: the owner removed the relative),
 * so the next calls act for the account's own profile. True when there was one to forget.
 */
export function forgetActingProfile(): boolean {
  if (readItem(ACTING_PROFILE_KEY) === null) return false;
  try {
    localStorage.removeItem(ACTING_PROFILE_KEY);
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

/**
 * Whether a live event is for the profile this device acts for: an event the server sends a relative
 * for a profile they manage carries `for_profile` (its id); one without is the account's own. While
 * acting for a managed profile only its events count; otherwise only the account's own.
 */
export function isForActingProfile(payload: unknown): boolean {
  const forProfile =
    typeof payload === 'object' && payload !== null && 'for_profile' in payload
      ? (payload as { for_profile?: unknown }).for_profile
      : undefined;
  const acting = storedActingProfile();
  return typeof forProfile === 'string' ? forProfile === acting : acting === null;
}
