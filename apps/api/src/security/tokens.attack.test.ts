import crypto from 'node:crypto';
import { SOCKET_UNAUTHORIZED } from '@jodi/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp } from '../../test/harness';
import { listeningUrl, refusal } from '../modules/realtime/socket.test-kit';

/**
 * Attack: forged, tampered, expired and revoked bearer tokens, each tried over HTTP and at the
 * socket handshake. Every one must be refused (401 / "unauthorized"), and the genuine token of a
 * bystander must still work, so the refusals are the token check and not a broken server.
 */
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  url = await listeningUrl(t.app);
});
afterAll(() => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claimsOf(token: string): { sub: string; tv: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

function signWith(key: Uint8Array, claims: { sub: string; tv: number }, exp: number): Promise<string> {
  return new SignJWT({ tv: claims.tv })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);
}

const appKey = () => new TextEncoder().encode(t.config.jwtSecret!);
const now = () => Math.floor(Date.now() / 1000);

/** Each attack: how to turn a victim's genuine token into the attacker's token. */
const forgeries: {
  name: string;
  forge: (victim: SignedUp, attacker: SignedUp) => Promise<string> | string;
}[] = [
  {
    name: 'alg: none, unsigned',
    forge: (v) => `${b64({ alg: 'none', typ: 'JWT' })}.${v.token.split('.')[1]}.`,
  },
  {
    name: 'alg: none with the original signature kept',
    forge: (v) => {
      const [, payload, signature] = v.token.split('.');
      return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`;
    },
  },
  {
    name: 'alg: HS512 header on an HS256 signature',
    forge: (v) => {
      const [, payload, signature] = v.token.split('.');
      return `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`;
    },
  },
  {
    name: 'signed with a wrong key',
    forge: (v) => signWith(crypto.randomBytes(32), claimsOf(v.token), now() + 3600),
  },
  {
    name: "tampered payload: the attacker's token with the victim's sub",
    forge: (v, a) => {
      const [header, payload, signature] = a.token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      return `${header}.${b64({ ...claims, sub: v.user.id })}.${signature}`;
    },
  },
  {
    name: 'tampered payload: exp pushed into the future',
    forge: (v) => {
      const [header, payload, signature] = v.token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      return `${header}.${b64({ ...claims, exp: claims.exp + 365 * 86_400 })}.${signature}`;
    },
  },
  {
    name: 'expired (right key, exp in the past)',
    forge: (v) => signWith(appKey(), claimsOf(v.token), now() - 60),
  },
  {
    name: 'right key but no exp',
    forge: (v) =>
      new SignJWT({ tv: claimsOf(v.token).tv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(v.user.id)
        .sign(appKey()),
  },
  { name: 'garbage', forge: () => 'not.a.token' },
];

/** GET /api/v1/user with the token: its status, and its error code when refused. */
async function httpStatus(token: string): Promise<number | string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/user',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().error.code}`;
}
const REFUSED = '401 SESSION_EXPIRED';

describe('forged and expired tokens', () => {
  it.each(forgeries)('refuses "$name" over HTTP (401) and at the socket handshake', async ({ forge }) => {
    const victim = await signUpMember(t.app);
    const attacker = await signUpMember(t.app);
    const token = await forge(victim, attacker);
    expect(await httpStatus(token)).toBe(REFUSED);
    expect(await refusal(url, { token })).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal(url, { token, tokenInQuery: true })).toBe(SOCKET_UNAUTHORIZED);
    // The genuine token still works: the refusal above is the token check.
    expect(await httpStatus(victim.token)).toBe(200);
  });
});

describe('revoked tokens', () => {
  it('refuses a token issued before a password change, over HTTP and at the handshake', async () => {
    const member = await signUpMember(t.app);
    expect(await httpStatus(member.token)).toBe(200); // also primes any verified-token cache
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: member.auth,
      payload: { user: { password: 'a-brand-new-secret', old_password: member.password } },
    });
    expect(change.statusCode).toBe(200);
    expect(await httpStatus(member.token)).toBe(REFUSED);
    expect(await refusal(url, { token: member.token })).toBe(SOCKET_UNAUTHORIZED);
    // Re-signing the old claims with the right key does not help either: tv is stale.
    const resigned = await signWith(appKey(), claimsOf(member.token), now() + 3600);
    expect(await httpStatus(resigned)).toBe(REFUSED);
    expect(await httpStatus(change.json().data.token)).toBe(200);
  });

  it('refuses the token of a deleted account, over HTTP and at the handshake', async () => {
    const member = await signUpMember(t.app);
    expect(await httpStatus(member.token)).toBe(200);
    expect(await refusal(url, { token: member.token })).toBe('connected');
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/delete/profile',
      headers: member.auth,
    });
    expect(deletion.statusCode).toBe(200);
    expect(await httpStatus(member.token)).toBe(REFUSED);
    expect(await refusal(url, { token: member.token })).toBe(SOCKET_UNAUTHORIZED);
  });
});
