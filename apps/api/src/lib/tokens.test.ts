import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('TokenService', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens (again from memory) and refuses forged ones', async () => {
    const tokens = new TokenService(SECRET, 3600);
    const token = await tokens.sign({ sub: 'user-1', tv: 2, sid: 'session-1' });
    expect(await tokens.verify(token)).toEqual({ sub: 'user-1', tv: 2, sid: 'session-1' });
    expect(await tokens.verify(token)).toEqual({ sub: 'user-1', tv: 2, sid: 'session-1' });
    const other = await new TokenService(`${SECRET}-other`, 3600).sign({
      sub: 'user-1',
      tv: 2,
      sid: 'session-1',
    });
    expect(await tokens.verify(other)).toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });

  it('refuses a token without a session id (signed before server-side sessions)', async () => {
    const tokens = new TokenService(SECRET, 3600);
    const legacy = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(legacy)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.sign({ sub: 'user-1', tv: 0, sid: 'session-1' });
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });
});
