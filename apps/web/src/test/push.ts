import { vi } from 'vitest';

/** A VAPID public key as the server hands it out (65 bytes, base64url). */
export const PUSH_PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe: ReturnType<typeof vi.fn>;
}

export function fakeSubscription(
  endpoint = 'https://push.example/abc',
  key: Uint8Array | null = null,
): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: key ? (key.slice().buffer as ArrayBuffer) : null },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

interface PushStubOptions {
  /** Notification.permission now. */
  permission?: NotificationPermission;
  /** What the browser's prompt answers. */
  answer?: NotificationPermission;
  /** The subscription this device already has. */
  existing?: FakeSubscription | null;
  /** No service worker registration at all (development). */
  noWorker?: boolean;
}

/**
 * Gives jsdom the Web Push pieces (it has none): Notification with its permission and prompt, the
 * PushManager global and a service worker registration whose push manager records subscriptions.
 * test/setup.ts' unstubAllGlobals removes Notification and PushManager; call `restore` for the worker.
 */
export function stubPush({
  permission = 'default',
  answer = 'granted',
  existing = null,
  noWorker = false,
}: PushStubOptions = {}) {
  const state = { permission, subscription: existing as FakeSubscription | null };
  const requestPermission = vi.fn(async () => {
    state.permission = answer;
    return answer;
  });
  const FakeNotification = Object.assign(function fakeNotification() {}, { requestPermission });
  Object.defineProperty(FakeNotification, 'permission', { get: () => state.permission });
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});

  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    const key = options.applicationServerKey as Uint8Array;
    state.subscription = fakeSubscription('https://push.example/new', key);
    return state.subscription;
  });
  const registration = {
    active: {},
    pushManager: { getSubscription: vi.fn(async () => state.subscription), subscribe },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => (noWorker ? undefined : registration)),
      ready: noWorker ? new Promise(() => {}) : Promise.resolve(registration),
    },
  });
  return {
    state,
    requestPermission,
    subscribe,
    restore: () => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    },
  };
}
