import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiringIn } from '../../test/tokens';
import { earlyRequestKey } from './shared';

/** Runs index.html's script afresh at `url`, with `token` stored; answers each call from `answers`. */
async function runAt(url: string, token: string | null, answers: Record<string, unknown> = {}) {
  window.history.replaceState(null, '', url);
  if (token) localStorage.setItem('token', token);
  const calls: { path: string; headers: Headers; priority?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, headers: new Headers(init.headers), priority: init.priority });
      const body = answers[path];
      return body === undefined
        ? new Response('{"error":{}}', { status: 404 })
        : new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  vi.resetModules();
  await import('./inline');
  return calls;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// jsdom does not reflect `as` and `fetchPriority` to attributes: read the properties the script set.
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
    .filter((link) => link.as === 'image')
    .map((link) => ({ href: link.getAttribute('href'), priority: link.fetchPriority }));

describe("index.html's early requests", () => {
  afterEach(() => {
    delete window.jodiEarlyRequests;
    localStorage.clear();
    for (const link of document.head.querySelectorAll('link')) link.remove();
    window.history.replaceState(null, '', '/');
  });

  it("asks for the listing first, fetches the first card's photo, then the start-up calls", async () => {
    const token = tokenExpiringIn(3600);
    const list = '/api/v1/profiles?limit=24&offset=0';
    const calls = await runAt('/profiles', token, {
      [list]: {
        data: [{ primary_profile_pic: '/media/p/1-medium.jpg' }, { primary_profile_pic: '/m/2.jpg' }],
      },
    });
    expect(calls.map((c) => c.path)).toEqual([list]);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]?.headers.get('x-app')).toBe('jodi');
    expect(calls[0]?.priority).toBe('high');
    await vi.waitFor(() => expect(calls).toHaveLength(6));
    expect(preloads()).toEqual([{ href: '/media/p/1-medium.jpg', priority: 'high' }]);
    expect(calls.map((c) => c.path).slice(1)).toEqual([
      '/api/v1/site',
      '/api/v2/ab',
      '/api/v1/user',
      '/api/v1/counts/subscribe',
      '/api/v1/profile_completion',
    ]);
    expect(calls.slice(1).map((c) => c.priority)).toEqual(['low', 'low', 'low', 'low', 'low']);
    // The token-free ones go without it.
    expect(calls[1]?.headers.has('Authorization')).toBe(false);
    expect(Object.keys(window.jodiEarlyRequests ?? {})).toContain(earlyRequestKey('GET', list, token));
    expect(window.jodiEarlyRequests?.[earlyRequestKey('GET', '/api/v2/ab', null)]).toBeDefined();
  });

  it("asks for today's picks and the ranked list together on /matches, fetching the first pick's photo", async () => {
    const token = tokenExpiringIn(3600);
    const picks = '/api/v1/matches/today';
    const ranked = '/api/v1/matches?limit=20&offset=0';
    const calls = await runAt('/matches', token, {
      [picks]: { data: [{ primary_profile_pic: '/media/p/9-medium.jpg' }] },
      [ranked]: { data: [{ primary_profile_pic: '/media/p/8-medium.jpg' }] },
    });
    expect(calls.map((c) => [c.path, c.priority])).toEqual([
      [picks, 'high'],
      [ranked, 'high'],
    ]);
    await vi.waitFor(() => expect(calls).toHaveLength(7));
    expect(preloads()).toEqual([{ href: '/media/p/9-medium.jpg', priority: 'high' }]);
    expect(Object.keys(window.jodiEarlyRequests ?? {})).toContain(earlyRequestKey('GET', ranked, token));
  });

  it("paints a profile view's photo into the empty root as soon as it can, instead of preloading it", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const token = tokenExpiringIn(3600);
    const pid = btoa('abc');
    const view = '/api/v1/profiles/abc';
    await runAt(`/profile/${pid}`, token, {
      [view]: { data: { pics: [{ large: '/media/p/1-large.jpg' }] } },
    });
    await vi.waitFor(() => expect(document.querySelector('#root img')).not.toBeNull());
    expect(document.querySelector('#root img')?.getAttribute('src')).toBe('/media/p/1-large.jpg');
    expect(preloads()).toEqual([]);
    document.body.innerHTML = '';
  });

  it('asks a visitor only what visitors get, and fetches no photo after an error', async () => {
    const calls = await runAt('/filtered/profiles?gender=male', tokenExpiringIn(-1));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => [c.path, c.headers.has('Authorization')])).toEqual([
      ['/api/v1/profiles?limit=24&offset=0&gender=male', false],
      ['/api/v1/site', false],
    ]);
    expect(preloads()).toEqual([]);
  });

  it('starts the start-up calls at once on a screen without early data', async () => {
    const calls = await runAt('/blogs', null);
    expect(calls).toEqual([]);
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/site']);
  });
});
