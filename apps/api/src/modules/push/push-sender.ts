import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** One browser's subscription as stored: where its push service is, and its keys (base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service no longer knows the subscription (404 or 410); it is to be removed. */
export type PushOutcome = 'sent' | 'gone';

/** Sends one encrypted push; throws when the push service could not take it (the job retries). */
export interface PushSender {
  send(target: PushTarget, payload: string, options?: { topic?: string }): Promise<PushOutcome>;
}

/** A push service's answer other than success or gone: only the status, for the log. */
export class PushServiceError extends Error {
  override readonly name = 'PushServiceError';
  readonly code: string;
  constructor(status: number) {
    super(`push service answered ${status}`);
    this.code = `HTTP_${status}`;
  }
}

/** How long a push service keeps a push for a device that is offline. */
export const PUSH_TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030) with web-push's aes128gcm encryption (RFC 8291) and VAPID headers (RFC
 * 8292). The request itself goes through fetch, not web-push's `sendNotification`, which speaks
 * https only (the tests' push service is http on 127.0.0.1): no redirect is followed, and a push
 * service that does not answer in 10 s counts as a failure.
 */
export class WebPushSender implements PushSender {
  constructor(private readonly vapid: VapidKeys) {}

  async send(target: PushTarget, payload: string, options: { topic?: string } = {}): Promise<PushOutcome> {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: this.vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        ...(options.topic ? { topic: options.topic } : {}),
      },
    );
    const headers = Object.entries(request.headers as Record<string, string | number>)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]): [string, string] => [name, String(value)]);
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ?? null,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return 'gone';
    if (res.status >= 200 && res.status < 300) return 'sent';
    throw new PushServiceError(res.status);
  }
}
