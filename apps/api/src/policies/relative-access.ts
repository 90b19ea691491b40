import type { AuthUser } from '../plugins/auth';
import { namesAnotherProfile, relativeNotAllowed } from './acting-profile';

/**
 * What a relative may do (decision 33). Who may act for a profile, and as whom, is
 * acting-profile.ts (the relative's `family_managers` row, the owner active); this is what each
 * guard lets them do with it. Every route's guard names its mode, and
 * `family/acting-routes.test.ts` holds every route to one of the three.
 */

/**
 * What a guard does with `X-Profile`: `acts` for the managed profile it names (403 `NOT_MANAGER`
 * when the account does not manage it); `refuses` to let a relative act (403
 * `RELATIVE_NOT_ALLOWED`: the owner's account itself: account settings, deletion, sign-out of all,
 * my-data, privacy, family, payments, notification settings, push, staff calls); `ignores` it (the
 * caller's own account, whatever the header says: sign-out, accepting an invitation, the list of
 * managed profiles).
 */
export type ActingMode = 'acts' | 'refuses' | 'ignores';

/**
 * Whether the request acts for another profile: false when the caller acts as themself (no
 * header, their own profile named, or a guard that ignores it), true when a relative acts for the
 * profile named (the caller then checks that they manage it). Throws 403 `RELATIVE_NOT_ALLOWED`
 * where a relative may not act.
 */
export function actsForAnother(
  user: Pick<AuthUser, 'profileId'>,
  header: string | undefined,
  mode: ActingMode,
): boolean {
  if (mode === 'ignores' || !namesAnotherProfile(user, header)) return false;
  if (mode === 'refuses') throw relativeNotAllowed();
  return true;
}
