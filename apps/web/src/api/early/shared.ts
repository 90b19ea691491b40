/**
 * The page's first API calls, started by index.html's inline script (inline.ts) while the app's
 * scripts download, and used once by the app's HTTP client (takeEarlyAnswer.ts).
 */

/** A finished answer: its status, its body as text, and when it arrived (epoch ms). */
export interface EarlyAnswer {
  status: number;
  text: string;
  receivedAt: number;
}

/** One call: `start()` sends it, the first time only, and gives its answer; `answer` once it came. */
export interface EarlyRequest {
  start(): Promise<EarlyAnswer>;
  answer?: EarlyAnswer;
}

/** The calls by `earlyRequestKey`: only the same method, path and token find one. */
export type EarlyRequests = Record<string, EarlyRequest>;

declare global {
  interface Window {
    /** Set by index.html's inline script; the app takes from it, and drops it once unusable. */
    jodiEarlyRequests?: EarlyRequests;
  }
}

export function earlyRequestKey(method: string, path: string, token: string | null): string {
  return `${method} ${path} ${token ?? '-'}`;
}
