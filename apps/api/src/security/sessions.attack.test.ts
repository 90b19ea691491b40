import { SOCKET_UNAUTHORIZED } from '@jodi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../test/harness';
import { call, signIn, tokenStatus } from '../modules/auth/auth.test-kit';
import { connect, listeningUrl, nextEvent, refusal, settle } from '../modules/realtime/socket.test-kit';

/**
 * Attack: a token copied off a device the member has signed out of (one device, or all) keeps
 * working neither over HTTP nor on the live socket, and the socket it had open is closed.
 */
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  url = await listeningUrl(t.app);
});
afterAll(() => t.close());

describe('signed-out sessions', () => {
  it("closes a signed-out session's open socket and refuses its token at the handshake; the other device stays", async () => {
    const member = await signUpMember(t.app);
    const stolen = member.token;
    const other = (await signIn(t.app, member.user.email, member.password)).json().data.token as string;
    const stolenSocket = await connect(url, { token: stolen });
    const otherSocket = await connect(url, { token: other });
    const closed = nextEvent<string>(stolenSocket, 'disconnect');

    expect((await call(t.app, 'POST', '/api/v1/sign_out', { token: stolen })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await tokenStatus(t.app, stolen)).toBe('401 SESSION_EXPIRED');
    expect(await refusal(url, { token: stolen })).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal(url, { token: stolen, tokenInQuery: true })).toBe(SOCKET_UNAUTHORIZED);
    await settle();
    expect(otherSocket.connected).toBe(true);
    expect(await refusal(url, { token: other })).toBe('connected');
    otherSocket.close();
  });

  it('closes every socket of the account on sign-out of all devices, and refuses each token at the handshake', async () => {
    const member = await signUpMember(t.app);
    const other = (await signIn(t.app, member.user.email, member.password)).json().data.token as string;
    const sockets = [await connect(url, { token: member.token }), await connect(url, { token: other })];
    const closed = sockets.map((socket) => nextEvent<string>(socket, 'disconnect'));
    const bystander = await signUpMember(t.app);
    const bystanderSocket = await connect(url, { token: bystander.token });

    expect((await call(t.app, 'POST', '/api/v1/sign_out/all', { token: other })).statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    for (const token of [member.token, other]) {
      expect(await tokenStatus(t.app, token)).toBe('401 SESSION_EXPIRED');
      expect(await refusal(url, { token })).toBe(SOCKET_UNAUTHORIZED);
    }
    await settle();
    expect(bystanderSocket.connected).toBe(true);
    bystanderSocket.close();
  });
});
