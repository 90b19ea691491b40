import { APP_HEADER, DEFAULT_APP_ID } from '@jodi/contract';
import { activeLanguage } from '../i18n/current';
import { storedActingProfile } from '../session/actingProfile';
import { isAccountCall } from './accountCalls';

/** The header naming the profile a relative acts for (decision 33). */
export const ACTING_PROFILE_HEADER = 'X-Profile';

/**
 * The headers every call sends: JSON accepted, the client app, the language the member reads (for
 * the server's messages) and, when given, the bearer token. With the token, a call to `url` that is
 * not one of the account's own (accountCalls.ts) also names the profile this device acts for, when
 * the member chose one they manage (`X-Profile`).
 */
export function baseHeaders(token: string | null, url?: string): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': activeLanguage(),
    [APP_HEADER]: DEFAULT_APP_ID,
  });
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    const acting = storedActingProfile();
    if (acting && !(url && isAccountCall(url))) headers.set(ACTING_PROFILE_HEADER, acting);
  }
  return headers;
}
