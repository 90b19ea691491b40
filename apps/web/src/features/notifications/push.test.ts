import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { fakeSubscription, PUSH_PUBLIC_KEY, stubPush } from '../../test/push';
import { signInAs } from '../../test/session';
import {
  base64UrlToBytes,
  disablePush,
  enablePush,
  PUSH_OFFER_KEY,
  pushPermission,
  pushSupported,
  rememberPushOffer,
  shouldOfferPush,
} from './push';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function server() {
  return mockFetch({
    'GET /api/v1/push/key': { body: { data: { public_key: PUSH_PUBLIC_KEY } } },
    'POST /api/v1/push/subscriptions': { status: 201, body: { data: { ok: true } } },
    'DELETE /api/v1/push/subscriptions': { body: { data: { ok: true } } },
  });
}

const pushCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/v1/push')).map((call) => `${call.method} ${call.url}`);

describe('base64UrlToBytes', () => {
  it('reads the VAPID key (base64url, no padding) as its 65 bytes, the uncompressed point first', () => {
    const bytes = base64UrlToBytes(PUSH_PUBLIC_KEY);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });

  it('reads - and _ as + and /, with or without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
  });
});

describe('push support and the offer', () => {
  it('is unsupported where the browser has no Notification, PushManager or service worker (jsdom)', () => {
    expect(pushSupported()).toBe(false);
    expect(pushPermission()).toBe('unsupported');
    expect(shouldOfferPush()).toBe(false);
  });

  it('is offered while the browser has not been asked and the member has not answered the offer', () => {
    restore = stubPush({ permission: 'default' }).restore;
    expect(pushPermission()).toBe('default');
    expect(shouldOfferPush()).toBe(true);
    rememberPushOffer('dismissed');
    expect(localStorage.getItem(PUSH_OFFER_KEY)).toBe('dismissed');
    expect(shouldOfferPush()).toBe(false);
  });

  it('is never offered once the browser allowed or blocked notifications', () => {
    restore = stubPush({ permission: 'granted' }).restore;
    expect(shouldOfferPush()).toBe(false);
    restore();
    restore = stubPush({ permission: 'denied' }).restore;
    expect(shouldOfferPush()).toBe(false);
  });
});

describe('enablePush', () => {
  it('asks the permission, subscribes with the server key and posts the subscription JSON', async () => {
    signInAs();
    const calls = server();
    const push = stubPush({ permission: 'default', answer: 'granted' });
    restore = push.restore;

    expect(await enablePush()).toBe('subscribed');
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledTimes(1);
    const options = push.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array | undefined;
    expect(Array.from(key ?? [])).toEqual(Array.from(base64UrlToBytes(PUSH_PUBLIC_KEY)));
    expect(pushCalls(calls)).toEqual(['GET /api/v1/push/key', 'POST /api/v1/push/subscriptions']);
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({
      endpoint: 'https://push.example/new',
      expirationTime: null,
      keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
    });
    expect(posted?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('stops when the member blocks or dismisses the browser prompt, with no call to the server', async () => {
    const calls = server();
    const push = stubPush({ permission: 'default', answer: 'denied' });
    restore = push.restore;
    expect(await enablePush()).toBe('denied');
    push.restore();
    restore = stubPush({ permission: 'default', answer: 'default' }).restore;
    expect(await enablePush()).toBe('default');
    expect(pushCalls(calls)).toEqual([]);
  });

  it('keeps a subscription made with the same key, and replaces one made with another', async () => {
    server();
    const same = fakeSubscription('https://push.example/same', base64UrlToBytes(PUSH_PUBLIC_KEY));
    let push = stubPush({ permission: 'granted', existing: same });
    restore = push.restore;
    expect(await enablePush()).toBe('subscribed');
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(push.subscribe).not.toHaveBeenCalled();
    push.restore();

    const other = fakeSubscription('https://push.example/old', new Uint8Array([4, 1, 2]));
    push = stubPush({ permission: 'granted', existing: other });
    restore = push.restore;
    expect(await enablePush()).toBe('subscribed');
    expect(other.unsubscribe).toHaveBeenCalled();
    expect(push.subscribe).toHaveBeenCalledTimes(1);
  });

  it('answers unsupported where the browser has no Web Push', async () => {
    expect(await enablePush()).toBe('unsupported');
  });
});

describe('disablePush', () => {
  it('tells the server to forget the endpoint, then unsubscribes the browser', async () => {
    const calls = server();
    const existing = fakeSubscription('https://push.example/mine');
    restore = stubPush({ permission: 'granted', existing }).restore;
    await disablePush();
    expect(pushCalls(calls)).toEqual(['DELETE /api/v1/push/subscriptions']);
    expect(calls.at(-1)?.body).toEqual({ endpoint: 'https://push.example/mine' });
    expect(existing.unsubscribe).toHaveBeenCalled();
  });
});
