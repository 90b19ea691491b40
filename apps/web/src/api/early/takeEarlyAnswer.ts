import { sessionStore } from '../../session/sessionStore';
import { type EarlyAnswer, type EarlyRequest, earlyRequestKey } from './shared';

/**
 * How long after the app starts its early answers may be used: its first calls come within moments;
 * a later call (a refetch, a retry) asks the server.
 */
const USABLE_MS = 10_000;
const appStartedAt = Date.now();

/** Forgets every early call not yet used: nothing fetched before it is reused after. */
export function dropEarlyAnswers(): void {
  if (typeof window !== 'undefined') delete window.jodiEarlyRequests;
}

// Signed out, signed in or another member: nothing fetched for the previous session is reused.
let sessionToken = sessionStore.getSnapshot().token;
sessionStore.subscribe(() => {
  const token = sessionStore.getSnapshot().token;
  if (token === sessionToken) return;
  sessionToken = token;
  dropEarlyAnswers();
});

const succeeded = (answer: EarlyAnswer) => answer.status >= 200 && answer.status < 300;

/**
 * The early call with this method, path and token, taken (each is used once); it gives its answer
 * when that succeeded (2xx), else null (failed, an error status or a broken connection), and the
 * caller then asks the server itself. Null at once when there is no such call.
 */
export function takeEarlyAnswer(
  method: string,
  path: string,
  token: string | null,
): Promise<EarlyAnswer | null> | null {
  const early = take(method, path, token, () => true);
  return early
    ? early.start().then(
        (answer) => (succeeded(answer) ? answer : null),
        () => null,
      )
    : null;
}

/**
 * The successful answer of the early call with this method, path and token if it has already
 * come, taken (used once): a screen renders from it at once. Else null, and the call is left for
 * takeEarlyAnswer.
 */
export function takeArrivedEarlyAnswer(
  method: string,
  path: string,
  token: string | null,
): EarlyAnswer | null {
  return (
    take(method, path, token, (early) => early.answer !== undefined && succeeded(early.answer))?.answer ??
    null
  );
}

function take(
  method: string,
  path: string,
  token: string | null,
  usable: (early: EarlyRequest) => boolean,
): EarlyRequest | null {
  const requests = typeof window === 'undefined' ? undefined : window.jodiEarlyRequests;
  if (!requests) return null;
  if (Date.now() - appStartedAt > USABLE_MS) {
    dropEarlyAnswers();
    return null;
  }
  const key = earlyRequestKey(method, path, token);
  const early = requests[key];
  if (!early || !usable(early)) return null;
  delete requests[key];
  return early;
}
