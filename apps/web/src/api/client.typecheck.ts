/**
 * Typecheck only: never imported, never run (`tsc -b` reads it as part of the web project). Each
 * call below is one the server's OpenAPI document does not allow, marked `@ts-expect-error`; were
 * the typed client ever to accept one of them, the directive would go unused and `tsc -b` (in
 * `npm test`) would fail. The lines under each directive are kept to the one mistake they show.
 */
import { api, apiRequest } from './client';
import type { ErrorCodes } from './schema';

export async function callsTheServerDoesNotTake(id: string): Promise<unknown[]> {
  // A path the server does not have (interests, not interest).
  // @ts-expect-error
  const wrongPath = await api.get('/api/v1/interest');

  // A method the path does not answer.
  // @ts-expect-error
  const wrongMethod = await api.delete('/api/v1/interests');

  // A body field the call does not take.
  // @ts-expect-error
  const extraField = await api.post('/api/v1/interests', { body: { to: id, note: 'Hello' } });

  // A body field of the wrong type.
  // @ts-expect-error
  const wrongType = await api.put('/api/v1/interests/{id}', { path: { id }, body: { status: 'maybe' } });

  // A query parameter the call does not take.
  // @ts-expect-error
  const wrongQuery = await apiRequest('GET', '/api/v1/interests', { query: { kind: 'sent' } });

  // The path's `{id}` left out.
  // @ts-expect-error
  const noPathParam = await api.put('/api/v1/interests/{id}', { body: { status: 'accepted' } });

  // A response field the server does not return.
  const sent = await api.post('/api/v1/interests', { body: { to: id } });
  // @ts-expect-error
  const misread: string = sent.accepted_at;

  return [wrongPath, wrongMethod, extraField, wrongType, wrongQuery, noPathParam, misread];
}

/** The error codes a call declares: sending an interest may answer INTEREST_ALREADY_SENT, never a chat request's. */
export const declared: ErrorCodes<'/api/v1/interests', 'post'> = 'INTEREST_ALREADY_SENT';
// @ts-expect-error
export const undeclared: ErrorCodes<'/api/v1/interests', 'post'> = 'CHAT_REQUEST_ALREADY_SENT';
