import { APP_HEADER, DEFAULT_APP_ID } from '@jodi/contract';
import { activeLanguage } from '../i18n/current';

/**
 * The headers every call sends: JSON accepted, the client app, the language the member reads (for
 * the server's messages) and, when given, the bearer token.
 */
export function baseHeaders(token: string | null): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': activeLanguage(),
    [APP_HEADER]: DEFAULT_APP_ID,
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
