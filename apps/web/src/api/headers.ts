import { APP_HEADER, DEFAULT_APP_ID } from '@jodi/contract';

/** The headers every call sends: JSON accepted, the client app and, when given, the bearer token. */
export function baseHeaders(token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json', [APP_HEADER]: DEFAULT_APP_ID });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
