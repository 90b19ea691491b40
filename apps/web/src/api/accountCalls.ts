/**
 * The calls that belong to the signed-in account itself, never to a profile it acts for (decision 33):
 * its session and sign-out, password, e-mail and language, deletion, data download, privacy, family
 * management, payments, notification settings, browsers for push, and the list of profiles it
 * manages (the server refuses a relative's `X-Profile` on most of these: 403 `RELATIVE_NOT_ALLOWED`). These never carry
 * `X-Profile`, so a relative managing a daughter's profile still signs out, pays or reads their own
 * account as themselves, and the server never sees a relative ask for the owner's account calls.
 */
const ACCOUNT_PATHS = new Set([
  '/api/v1/user',
  '/api/v1/sign_out',
  '/api/v1/sign_out/all',
  '/api/v1/delete/profile',
  '/api/v1/my-data',
  '/api/v1/my-data/download',
  '/api/v1/privacy',
  '/api/v1/managed-profiles',
  '/api/v1/order',
  '/api/v1/payments',
  '/api/v1/sandbox/checkout',
  '/api/v2/order',
  '/api/v2/payments',
  '/api/v2/member',
  '/api/v1/notification-settings',
  '/api/v1/push/key',
  '/api/v1/push/subscriptions',
]);

/** Paths under these are the account's too (family: invites, accepting one, removing a relative). */
const ACCOUNT_PREFIXES = ['/api/v1/family'];

/** Whether a call (its URL, query and all) belongs to the account rather than to a profile. */
export function isAccountCall(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? url;
  if (ACCOUNT_PATHS.has(pathname)) return true;
  return ACCOUNT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
