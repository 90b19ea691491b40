import crypto from 'node:crypto';
import http from 'node:http';
import { botEvent, botQuestionEvent, SOCKET_UNAUTHORIZED } from '@jodi/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp } from '../../../test/harness';
import { loadConfig } from '../../config';
import { type ClientEventContext, Realtime } from './realtime';
import {
  connect,
  eventually,
  listeningUrl,
  nextEvent,
  openSocket,
  recordEvents,
  refusal,
  settle,
} from './socket.test-kit';
import { handshakeToken, originAllowed } from './socket-auth';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://jodi.example' });
  url = await listeningUrl(t.app);
});
afterAll(() => t.close());

describe('socket handshake', () => {
  it('connects with the token in auth or in the token query parameter', async () => {
    const member = await signUpMember(t.app);
    const viaAuth = await connect(url, { token: member.token });
    const viaQuery = await connect(url, { token: member.token, tokenInQuery: true });
    expect(viaAuth.connected && viaQuery.connected).toBe(true);
    viaAuth.close();
    viaQuery.close();
  });

  it('refuses a missing, malformed, forged or alg:none token with "unauthorized"', async () => {
    const member = await signUpMember(t.app);
    const [header, payload, signature] = member.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherSub = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const wrongKey = await new SignJWT({ tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(crypto.randomBytes(32));

    expect(await refusal(url)).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal(url, { token: 'not-a-token' })).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal(url, { token: `${header}.${otherSub}.${signature}` })).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal(url, { token: none })).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal(url, { token: wrongKey })).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal(url, { token: none, tokenInQuery: true })).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal(url, { token: member.token })).toBe('connected');
  });

  it('refuses an expired token', async () => {
    // 3.6 s: long enough to connect on a busy host (the token's exp is whole seconds), short to wait out.
    const short = await buildTestApp({ JWT_TTL_HOURS: '0.001' });
    try {
      const shortUrl = await listeningUrl(short.app);
      const member = await signUpMember(short.app);
      expect(await refusal(shortUrl, { token: member.token })).toBe('connected');
      await new Promise((r) => setTimeout(r, 4_000));
      expect(await refusal(shortUrl, { token: member.token })).toBe(SOCKET_UNAUTHORIZED);
    } finally {
      await short.close();
    }
  });

  it('refuses a token revoked by a password change, and takes the new one', async () => {
    const member = await signUpMember(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: member.auth,
      payload: { user: { password: 'another-secret', old_password: member.password } },
    });
    expect(res.statusCode).toBe(200);
    expect(await refusal(url, { token: member.token })).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal(url, { token: res.json().data.token })).toBe('connected');
  });

  it('closes the open sockets of a member whose password is changed or reset, or whose account is deleted', async () => {
    const changing = await signUpMember(t.app);
    const changingSocket = await connect(url, { token: changing.token });
    const closed = nextEvent<string>(changingSocket, 'disconnect');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: changing.auth,
      payload: { user: { password: 'another-secret', old_password: changing.password } },
    });
    expect(change.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');

    const deleting = await signUpMember(t.app);
    const deletingSocket = await connect(url, { token: deleting.token });
    const gone = nextEvent<string>(deletingSocket, 'disconnect');
    const bystander = await signUpMember(t.app);
    const bystanderSocket = await connect(url, { token: bystander.token });
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/delete/profile',
      headers: deleting.auth,
    });
    expect(deletion.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await settle();
    expect(bystanderSocket.connected).toBe(true);
    bystanderSocket.close();
  });

  it('refuses browsers from another origin before the handshake; allows PUBLIC_URL, same origin and non-browsers', async () => {
    const member = await signUpMember(t.app);
    const token = member.token;
    const evil = await refusal(url, { token, origin: 'https://evil.example' });
    // Refused by engine.io before any Socket.IO handshake: the upgrade answers 400.
    expect(evil).toBe('websocket error');
    expect(await refusal(url, { token, origin: 'null' })).not.toBe('connected');
    expect(await refusal(url, { token, origin: 'https://jodi.example' })).toBe('connected');
    expect(await refusal(url, { token, origin: url })).toBe('connected');
    expect(await refusal(url, { token })).toBe('connected');
  });
});

describe('origins and tokens (units)', () => {
  it('reads ALLOWED_ORIGINS, defaulting to PUBLIC_URL (plus the Vite dev server in development)', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), PAYMENTS_PROVIDER: 'sandbox' };
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://jodi.example/app/' }).allowedOrigins,
    ).toEqual(['https://jodi.example']);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
    expect(
      loadConfig({ ...base, ALLOWED_ORIGINS: 'https://a.example/, https://b.example:8443,https://a.example' })
        .allowedOrigins,
    ).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(() => loadConfig({ ...base, ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('allows no Origin, a listed one, or the same host; nothing else', () => {
    const allowed = ['https://jodi.example'];
    expect(originAllowed({ host: 'api.internal' }, allowed)).toBe(true);
    expect(originAllowed({ origin: 'https://jodi.example', host: 'api.internal' }, allowed)).toBe(true);
    expect(originAllowed({ origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' }, allowed)).toBe(true);
    expect(originAllowed({ origin: 'https://evil.example', host: 'jodi.example' }, allowed)).toBe(false);
    expect(originAllowed({ origin: 'https://jodi.example.evil.example', host: 'x' }, allowed)).toBe(false);
    expect(originAllowed({ origin: 'null', host: 'jodi.example' }, allowed)).toBe(false);
  });

  it('takes the token from auth first, then the query; refuses odd shapes', () => {
    expect(handshakeToken({ auth: { token: 'a.b.c' }, query: { token: 'q.q.q' } })).toBe('a.b.c');
    expect(handshakeToken({ auth: {}, query: { token: 'q.q.q' } })).toBe('q.q.q');
    expect(handshakeToken({ auth: { token: 'Bearer a.b.c' }, query: {} })).toBe('a.b.c');
    expect(handshakeToken({ auth: { token: 42 }, query: { token: ['a', 'b'] } })).toBeUndefined();
    expect(handshakeToken({ auth: { token: 'a b' }, query: {} })).toBeUndefined();
    expect(handshakeToken({ auth: undefined, query: {} })).toBeUndefined();
  });
});

describe('rooms', () => {
  async function twoMembers(): Promise<[SignedUp, SignedUp]> {
    return [await signUpMember(t.app), await signUpMember(t.app)];
  }

  it("puts a socket in its own user's rooms only: A never hears B's events", async () => {
    const [a, b] = await twoMembers();
    const aSocket = await connect(url, { token: a.token });
    const bSocket = await connect(url, { token: b.token });
    const aHeard = recordEvents(aSocket);
    const bHeard = recordEvents(bSocket);
    // A client cannot join rooms: there is no such event, and unknown events are ignored.
    aSocket.emit('join', `pub${b.user.id}`);
    aSocket.emit('subscribe', `pub${b.user.id}`);
    await settle();

    t.app.ctx.realtime.toUser(b.user.id, 'publish', { chat_count: 7 });
    t.app.ctx.realtime.toUser(b.user.id, botEvent(b.user.id), { pid: 'p', message: 'hi', done: true });
    await eventually(() => bHeard.events.length === 2);
    await settle();
    expect(bHeard.events).toEqual([
      { event: 'publish', payload: { chat_count: 7 } },
      { event: botEvent(b.user.id), payload: { pid: 'p', message: 'hi', done: true } },
    ]);
    expect(aHeard.events).toEqual([]);
    expect(() =>
      t.app.ctx.realtime.toUser(b.user.id, botEvent(a.user.id), { pid: 'p', message: 'x', done: true }),
    ).toThrow();
    aSocket.close();
    bSocket.close();
  });

  it('reaches every tab of the user', async () => {
    const [a] = await twoMembers();
    const tabs = [await connect(url, { token: a.token }), await connect(url, { token: a.token })];
    const heard = Promise.all(tabs.map((tab) => nextEvent(tab, 'publish')));
    t.app.ctx.realtime.toUser(a.user.id, 'publish', { chat_count: 1 });
    expect(await heard).toEqual([{ chat_count: 1 }, { chat_count: 1 }]);
    for (const tab of tabs) tab.close();
  });
});

describe('client events', () => {
  it("hands a registered event to its handler with the sender's user, only under the sender's own id", async () => {
    const [a, b] = [await signUpMember(t.app), await signUpMember(t.app)];
    const calls: { payload: unknown; context: ClientEventContext }[] = [];
    t.app.ctx.realtime.onClientEvent('test_echo-{userId}', (payload, context) => {
      calls.push({ payload, context });
    });
    t.app.ctx.realtime.onClientEvent('test_fails-{userId}', () => {
      throw new Error('handler bug');
    });
    expect(() => t.app.ctx.realtime.onClientEvent('test_echo-{userId}', () => {})).toThrow();
    const socket = await connect(url, { token: a.token });
    socket.emit(`test_fails-${a.user.id}`, {});
    socket.emit(`test_echo-${b.user.id}`, { message: 'as someone else' });
    socket.emit(`test_echo-${a.user.id}`, { message: 'mine' });
    await eventually(() => calls.length === 1);
    await settle();
    expect(calls).toEqual([
      {
        payload: { message: 'mine' },
        context: {
          user: {
            id: a.user.id,
            profileId: a.user.profile_id,
            tokenVersion: 0,
            sessionId: expect.any(String),
          },
        },
      },
    ]);
    expect(socket.connected).toBe(true);
    socket.close();
  });

  it('types the AI helper question event with the user id in its name', () => {
    expect(botQuestionEvent('u1')).toBe('from_user_to_bot-u1');
    expect(botEvent('u1')).toBe('bot-u1');
  });

  it('disconnects a socket that sends more than 20 events in 10 seconds', async () => {
    const member = await signUpMember(t.app);
    const socket = await connect(url, { token: member.token });
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < 21; i++) socket.emit('noise', i);
    // The server's own disconnect: a socket.io client does not reconnect after it.
    expect(await reason).toBe('io server disconnect');
    expect(socket.connected).toBe(false);
  });
});

describe('shutdown', () => {
  it('closes its sockets when the app closes, as a transport close the client recovers from', async () => {
    const own = await buildTestApp();
    const ownUrl = await listeningUrl(own.app);
    const member = await signUpMember(own.app);
    const socket = openSocket(ownUrl, { token: member.token });
    await nextEvent(socket, 'connect');
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await own.close();
    expect(await reason).toBe('transport close');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('Redis outage', () => {
  it('keeps the process up when Redis is unreachable, and still reaches the sockets it holds', async () => {
    const realtime = new Realtime({
      authenticate: async (token) =>
        token === 'good' ? { id: 'user-1', profileId: null, tokenVersion: 0, sessionId: 'session-1' } : null,
      allowedOrigins: [],
      redis: { url: 'redis://127.0.0.1:1', prefix: 'jodi-test-down:' },
      log: { warn() {}, error() {} },
    });
    const server = http.createServer();
    realtime.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const socket = await connect(`http://127.0.0.1:${port}`, { token: 'good' });
    const heard = nextEvent(socket, 'publish');
    // Each emit publishes to Redis; an unhandled failure there would end the test process.
    for (let i = 0; i < 3; i++) realtime.toUser('user-1', 'publish', { chat_count: 3 });
    expect(await heard).toEqual({ chat_count: 3 });
    await settle(500);
    socket.close();
    await realtime.close();
    expect(server.listening).toBe(false);
  });
});
