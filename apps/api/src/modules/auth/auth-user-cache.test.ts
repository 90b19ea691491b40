import { describe, expect, it } from 'vitest';
import { ChangeSignals } from '../../db/change-signals';
import { AuthUserCache, type CachedAuthUser } from './auth-user-cache';

const USER = '0b8f3f5e-1c1a-4d52-9c57-2f3f3c0d1a01';
const OTHER = '0b8f3f5e-1c1a-4d52-9c57-2f3f3c0d1a02';
const claims = (sid: string, sub = USER, tv = 0) => ({ sub, tv, sid });

function read(
  userId = USER,
  plan: CachedAuthUser['plan'] = 'Trust',
  planExpiresAt: Date | null = null,
): CachedAuthUser {
  return {
    user: {
      id: userId,
      email: `${userId}@example.com`,
      isAdmin: false,
      profileId: null,
      astro: null,
      language: 'en',
      session: { id: 's', signedInAt: new Date(0), tokenVersion: 0 },
    },
    plan,
    planExpiresAt,
  };
}

function cacheAt(clock: { now: number }, options = { keepMs: 60_000, maxSessions: 3 }) {
  const signals = new ChangeSignals();
  signals.hearing(true);
  return { signals, cache: new AuthUserCache(signals, options, () => clock.now) };
}

describe('AuthUserCache', () => {
  it('answers a kept session for its own user and token version only', () => {
    const { cache } = cacheAt({ now: 0 });
    cache.keep(claims('a'), read(), cache.mark());
    expect(cache.find(claims('a'))?.plan).toBe('Trust');
    expect(cache.find(claims('a', OTHER))).toBeNull();
    expect(cache.find(claims('a', USER, 1))).toBeNull();
    expect(cache.find(claims('b'))).toBeNull();
  });

  it('forgets every session of a user the database announces a change to, and only theirs', () => {
    const { signals, cache } = cacheAt({ now: 0 });
    cache.keep(claims('a'), read(), cache.mark());
    cache.keep(claims('b'), read(), cache.mark());
    cache.keep(claims('c', OTHER), read(OTHER), cache.mark());
    signals.deliver('jodi_auth_changed', USER);
    expect(cache.find(claims('a'))).toBeNull();
    expect(cache.find(claims('b'))).toBeNull();
    expect(cache.find(claims('c', OTHER))?.id).toBe(OTHER);
    signals.deliver('some_other_channel', OTHER);
    expect(cache.find(claims('c', OTHER))?.id).toBe(OTHER);
  });

  it('does not keep a read that began before a change was announced', () => {
    const { signals, cache } = cacheAt({ now: 0 });
    const mark = cache.mark();
    signals.deliver('jodi_auth_changed', USER);
    cache.keep(claims('a'), read(), mark);
    expect(cache.find(claims('a'))).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('neither answers nor keeps while the announcements cannot be heard, and forgets all when they stop', () => {
    const { signals, cache } = cacheAt({ now: 0 });
    cache.keep(claims('a'), read(), cache.mark());
    signals.hearing(false);
    expect(cache.size).toBe(0);
    cache.keep(claims('a'), read(), cache.mark());
    expect(cache.find(claims('a'))).toBeNull();
    signals.hearing(true);
    cache.keep(claims('a'), read(), cache.mark());
    expect(cache.find(claims('a'))?.id).toBe(USER);
  });

  it('lets a paid plan lapse at its expiry while kept, and forgets an entry older than keepMs', () => {
    const clock = { now: Date.parse('2026-12-07T10:00:00Z') };
    const { cache } = cacheAt(clock);
    cache.keep(claims('a'), read(USER, 'Belief', new Date(clock.now + 1_000)), cache.mark());
    expect(cache.find(claims('a'))?.plan).toBe('Belief');
    clock.now += 1_000;
    expect(cache.find(claims('a'))?.plan).toBe('Hope');
    clock.now += 59_001;
    expect(cache.find(claims('a'))).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxSessions, forgetting the oldest first', () => {
    const { cache } = cacheAt({ now: 0 });
    for (const sid of ['a', 'b', 'c', 'd']) cache.keep(claims(sid), read(), cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.find(claims('a'))).toBeNull();
    expect(cache.find(claims('d'))?.id).toBe(USER);
  });

  it('hands each caller its own copy', () => {
    const { cache } = cacheAt({ now: 0 });
    cache.keep(claims('a'), read(), cache.mark());
    const first = cache.find(claims('a'))!;
    first.plan = 'Hope';
    expect(cache.find(claims('a'))?.plan).toBe('Trust');
  });
});
