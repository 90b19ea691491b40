import type { PushSubscriptionInput } from '@jodi/contract';
import { api } from '../../api/client';

/**
 * Web Push on this browser (decision 20): whether it can, what the member allowed, and signing this
 * device up (or off) with the server: the permission prompt, the service worker's push manager with
 * the server's VAPID key (GET /api/v1/push/key), then the subscription to POST /api/v1/push/subscriptions.
 */

/** What this browser allows: 'unsupported' when it has no Web Push (or no service worker). */
export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

/** What turning push on came to. */
export type EnableOutcome = 'subscribed' | 'default' | 'denied' | 'unsupported';

/** How long to wait for the service worker to be ready (none is registered in development). */
const READY_TIMEOUT_MS = 10_000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator
  );
}

export function pushPermission(): PushPermission {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission;
}

/** A base64url text (the VAPID public key) as the bytes `pushManager.subscribe` takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const view = new Uint8Array(a);
  return view.length === b.length && view.every((byte, i) => byte === b[i]);
}

/** The app's service worker registration, or null when none becomes ready in time. */
export async function pushRegistration(
  timeoutMs = READY_TIMEOUT_MS,
): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await pushRegistration(0).catch(() => null);
  if (!registration) return null;
  return registration.pushManager.getSubscription();
}

/** The subscription as the server takes it (the browser's own JSON: endpoint, expirationTime, keys). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Turns push on for this device: asks the browser's permission (call it from a click: browsers
 * refuse a prompt without one), subscribes with the server's key (a subscription made with another
 * key is replaced) and hands the subscription to the server. Rejects when the worker or a call fails.
 */
export async function enablePush(): Promise<EnableOutcome> {
  if (!pushSupported()) return 'unsupported';
  // First, before anything is awaited: the prompt must stay inside the click that asked for it.
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'default';

  const registration = await pushRegistration();
  if (!registration) throw new Error('No service worker to receive pushes');
  const { public_key: publicKey } = await api.get('/api/v1/push/key');
  const applicationServerKey = base64UrlToBytes(publicKey);

  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await api.post('/api/v1/push/subscriptions', { body: subscriptionBody(subscription) });
  return 'subscribed';
}

/** Stops push on this device: the server forgets the endpoint (DELETE), then the browser drops it. */
export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await api.delete('/api/v1/push/subscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/** The localStorage key: the push offer after the first interest was answered ('accepted' / 'dismissed'). */
export const PUSH_OFFER_KEY = 'jodi.push-offer';

export type PushOfferAnswer = 'accepted' | 'dismissed';

export function pushOfferAnswered(): boolean {
  try {
    return localStorage.getItem(PUSH_OFFER_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberPushOffer(answer: PushOfferAnswer): void {
  try {
    localStorage.setItem(PUSH_OFFER_KEY, answer);
  } catch {
    // Storage disabled: the offer may come once more in a later visit.
  }
}

/**
 * Whether to offer push now: the browser can, has not been asked yet (neither allowed nor blocked),
 * and the member has not answered the offer in this browser before.
 */
export function shouldOfferPush(): boolean {
  return pushPermission() === 'default' && !pushOfferAnswered();
}
