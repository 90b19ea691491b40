import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session';
import { buildSessionUser, signInAs } from '../../test/session';
import { tokenExpiringIn } from '../../test/tokens';
import { api } from '../client';
import { request } from '../http';
import { type EarlyAnswer, earlyRequestKey } from './shared';

/** Puts an early call on the page as index.html's script would; answers `answer` (or fails). */
function early(path: string, token: string | null, answer: Partial<EarlyAnswer> | Error) {
  const start = vi.fn(() =>
    answer instanceof Error
      ? Promise.reject(answer)
      : Promise.resolve({ status: 200, text: '', receivedAt: Date.now(), ...answer }),
  );
  window.jodiEarlyRequests ??= {};
  window.jodiEarlyRequests[earlyRequestKey('GET', path, token)] = { start };
  return start;
}

function serverAnswers(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('early answers in the HTTP client', () => {
  afterEach(() => {
    delete window.jodiEarlyRequests;
    sessionStore.logout();
    vi.useRealTimers();
  });

  it('uses a matching early answer once, then asks the server', async () => {
    const token = tokenExpiringIn(3600);
    signInAs({}, token);
    const start = early('/api/v1/user', token, { text: JSON.stringify({ data: 'early' }) });
    const fetch = serverAnswers({ data: 'fresh' });
    expect(await api.get('/api/v1/user')).toBe('early');
    expect(start).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.get('/api/v1/user')).toBe('fresh');
  });

  it('never uses an answer fetched with another token, or without one for a call that sends it', async () => {
    signInAs({}, tokenExpiringIn(3600));
    early('/api/v1/user', tokenExpiringIn(7200), { text: JSON.stringify({ data: 'other member' }) });
    early('/api/v1/profile_completion', null, { text: JSON.stringify({ data: 'visitor' }) });
    serverAnswers({ data: 'fresh' });
    expect(await api.get('/api/v1/user')).toBe('fresh');
    expect(await api.get('/api/v1/profile_completion')).toBe('fresh');
    // Token-free calls match the early call made without a token.
    early('/api/v1/site', null, { text: JSON.stringify({ data: 'early site' }) });
    expect(await api.get('/api/v1/site', { auth: false })).toBe('early site');
  });

  it('asks the server again when the early call failed or answered an error', async () => {
    early('/api/v1/site', null, new TypeError('Failed to fetch'));
    early('/api/v2/ab', null, { status: 503, text: '{}' });
    const fetch = serverAnswers({ data: 'fresh' });
    expect(await api.get('/api/v1/site', { auth: false })).toBe('fresh');
    expect(await api.get('/api/v2/ab', { auth: false })).toBe('fresh');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drops every early answer at sign-out, at a change, and once the start is long past', async () => {
    const token = tokenExpiringIn(3600);
    signInAs({}, token);
    early('/api/v1/site', null, { text: JSON.stringify({ data: 'early' }) });
    sessionStore.updateUser(buildSessionUser({ name: 'Renamed' }));
    expect(window.jodiEarlyRequests).toBeDefined();
    sessionStore.logout();
    expect(window.jodiEarlyRequests).toBeUndefined();

    early('/api/v1/site', null, { text: JSON.stringify({ data: 'early' }) });
    serverAnswers({ data: 'fresh' });
    await request('POST', '/api/v1/interests', { body: {} });
    expect(window.jodiEarlyRequests).toBeUndefined();

    early('/api/v1/site', null, { text: JSON.stringify({ data: 'early' }) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    expect(await api.get('/api/v1/site', { auth: false })).toBe('fresh');
    expect(window.jodiEarlyRequests).toBeUndefined();
  });
});
