import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '../test/session';
import { tokenExpiringIn } from '../test/tokens';
import { createSessionStore } from './sessionStore';

describe('session store', () => {
  let store: ReturnType<typeof createSessionStore>;
  beforeEach(() => {
    store = createSessionStore(localStorage);
  });

  it('keeps the session under the localStorage keys of spec 3', () => {
    const token = tokenExpiringIn(60);
    store.signIn(token, buildSessionUser({ pic: '/media/a.jpg', plan: 'Trust', is_admin: true }));
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('userId')).toBe('user-1');
    expect(localStorage.getItem('name')).toBe('Asha Rao');
    expect(localStorage.getItem('userPic')).toBe('/media/a.jpg');
    expect(localStorage.getItem('myplan')).toBe('Trust');
    expect(localStorage.getItem('isAdmin')).toBe('true');
    expect(localStorage.getItem('hasPassword')).toBe('true');
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: true, plan: 'Trust', isAdmin: true });
  });

  it('keeps a token whose expiry is in the future', () => {
    store.signIn(tokenExpiringIn(60), buildSessionUser());
    expect(store.checkExpiry()).toBe(true);
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(store.getSnapshot().isAuthenticated).toBe(true);
  });

  it('removes an expired token and logs out', () => {
    store.signIn(tokenExpiringIn(-1), buildSessionUser({ plan: 'Belief' }));
    expect(store.checkExpiry()).toBe(false);
    for (const key of ['token', 'userId', 'name', 'userPic', 'isAdmin']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: false, name: null, isAdmin: false });
  });

  it('removes a malformed token and logs out', () => {
    store.signIn('garbage', buildSessionUser());
    expect(store.checkExpiry()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('name')).toBeNull();
  });

  it('compares the expiry with the given current time', () => {
    const exp = Math.floor(Date.now() / 1000) + 100;
    store.signIn(`x.${btoa(JSON.stringify({ exp }))}.y`, buildSessionUser());
    expect(store.checkExpiry(exp * 1000 - 1)).toBe(true);
    expect(store.checkExpiry(exp * 1000)).toBe(false);
  });

  it('notifies subscribers and serves a stable snapshot between changes', () => {
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.signIn(tokenExpiringIn(60), buildSessionUser());
    expect(calls).toBe(1);
    expect(store.getSnapshot()).not.toBe(before);
  });

  it('ignores user updates once logged out', () => {
    store.updateUser(buildSessionUser());
    expect(localStorage.getItem('userId')).toBeNull();
  });
});
