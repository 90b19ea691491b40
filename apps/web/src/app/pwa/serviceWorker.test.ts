import { describe, expect, it, vi } from 'vitest';
import source from '../../../service-worker/sw.js?raw';

const ORIGIN = 'https://jodi.example';

interface FakeTab {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function tab(url: string, { focused = false, controlled = true, canFocus = true } = {}): FakeTab {
  const fake: FakeTab = {
    url,
    focused,
    visibilityState: focused ? 'visible' : 'hidden',
    focus: vi.fn(async () => {
      if (!canFocus) throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
      return fake;
    }),
    navigate: vi.fn(async (to: string) => {
      if (!controlled) throw new TypeError('This service worker is not the client’s active service worker.');
      fake.url = to;
      return fake;
    }),
  };
  return fake;
}

/** Runs the worker's script against a stand-in `self` and hands back its named functions and listeners. */
function loadWorker(tabs: FakeTab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: NotificationOptions & { renotify?: boolean } }[] = [];
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      matchAll: vi.fn(async () => tabs),
      openWindow: vi.fn(async (url: string) => ({ url })),
      claim: vi.fn(),
    },
  };
  const script = source.replace('__JODI_PRECACHE__', '[]');
  const exported = new Function(
    'self',
    `${script}\nreturn { pushNotification, showPush, openNotificationLink };`,
  )(scope) as {
    pushNotification(payload: unknown): { title: string; options: NotificationOptions & { tag?: string } };
    showPush(data: unknown): Promise<void>;
    openNotificationLink(notification: { data?: { link?: string } }): Promise<unknown>;
  };
  return { ...exported, self: scope, listeners, shown };
}

/** A push event's data as the browser hands it over. */
const pushData = (text: string) => ({
  text: () => text,
  json: () => JSON.parse(text),
});

describe('service worker: push', () => {
  it('shows the notification with its title, body, icon and link, tagged with its id', async () => {
    const worker = loadWorker();
    const waits: Promise<unknown>[] = [];
    worker.listeners.get('push')?.({
      data: pushData(
        JSON.stringify({
          id: 'n-42',
          kind: 'message',
          title: 'Message from Kavya',
          body: 'Kavya sent you a message.',
          link: '/chat?pid=abc',
          created_at: '2026-11-26T10:00:00.000Z',
        }),
      ),
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
    expect(worker.shown).toHaveLength(1);
    const [{ title, options }] = worker.shown as [(typeof worker.shown)[number]];
    expect(title).toBe('Message from Kavya');
    expect(options).toMatchObject({
      body: 'Kavya sent you a message.',
      icon: '/icons/icon-192.png',
      tag: 'n-42',
      renotify: true,
      data: { id: 'n-42', kind: 'message', link: '/chat?pid=abc' },
      timestamp: Date.parse('2026-11-26T10:00:00.000Z'),
    });
  });

  it('reads a wrapped notification, plain text, and refuses links outside the app', () => {
    const worker = loadWorker();
    expect(
      worker.pushNotification({ notification: { id: 7, title: 'Hi', link: '/interests' } }),
    ).toMatchObject({
      title: 'Hi',
      options: { tag: '7', data: { link: '/interests' } },
    });
    expect(worker.pushNotification({ title: 'X', link: 'https://evil.example/' }).options.data).toMatchObject(
      {
        link: '/notifications',
      },
    );
    expect(worker.pushNotification({ title: 'X', link: '//evil.example/' }).options.data).toMatchObject({
      link: '/notifications',
    });
    expect(worker.pushNotification('"Plain"')).toMatchObject({ title: 'Jodi', options: { body: '"Plain"' } });
    const untagged = worker.pushNotification(null);
    expect(untagged.title).toBe('Jodi');
    expect(untagged.options.tag).toBeUndefined();
  });

  it('shows a plain-text push as the body', async () => {
    const worker = loadWorker();
    await worker.showPush({ text: () => 'Hello', json: () => JSON.parse('Hello') });
    expect(worker.shown[0]).toMatchObject({ title: 'Jodi', options: { body: 'Hello' } });
  });
});

describe('service worker: a click on a notification', () => {
  it('focuses the open tab of the app and takes it to the link', async () => {
    const open = tab(`${ORIGIN}/profiles`, { focused: true });
    const worker = loadWorker([tab('https://elsewhere.example/'), open]);
    const result = await worker.openNotificationLink({ data: { link: '/chat?pid=abc' } });
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/chat?pid=abc`);
    expect(result).toBe(open);
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('still takes the tab there when focusing is not allowed (outside a click)', async () => {
    const open = tab(`${ORIGIN}/profiles`, { canFocus: false });
    const worker = loadWorker([open]);
    await worker.openNotificationLink({ data: { link: '/interests' } });
    expect(open.url).toBe(`${ORIGIN}/interests`);
  });

  it('opens a new window when no tab of the app is open, or the tab cannot be navigated', async () => {
    let worker = loadWorker([]);
    await worker.openNotificationLink({ data: { link: '/interests' } });
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/interests`);

    worker = loadWorker([tab(`${ORIGIN}/profiles`, { controlled: false })]);
    await worker.openNotificationLink({ data: {} });
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/notifications`);
  });

  it('closes the notification and waits for the tab in the click handler', async () => {
    const open = tab(`${ORIGIN}/profiles`, { focused: true });
    const worker = loadWorker([open]);
    const close = vi.fn();
    const waits: Promise<unknown>[] = [];
    worker.listeners.get('notificationclick')?.({
      notification: { close, data: { link: '/chats' } },
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
    expect(close).toHaveBeenCalled();
    expect(open.url).toBe(`${ORIGIN}/chats`);
  });
});
