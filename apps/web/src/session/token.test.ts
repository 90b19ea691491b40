import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/tokens';
import { decodeJwtPayload, isTokenFresh } from './token';

const NOW = Date.UTC(2025, 0, 1);
const nowSeconds = NOW / 1000;

describe('isTokenFresh', () => {
  it('accepts a token whose exp lies in the future', () => {
    expect(isTokenFresh(makeToken({ exp: nowSeconds + 60 }), NOW)).toBe(true);
  });

  it('rejects a token whose exp has passed or is exactly now', () => {
    expect(isTokenFresh(makeToken({ exp: nowSeconds - 1 }), NOW)).toBe(false);
    expect(isTokenFresh(makeToken({ exp: nowSeconds }), NOW)).toBe(false);
  });

  it('rejects tokens without a numeric exp', () => {
    expect(isTokenFresh(makeToken({ sub: 'u1' }), NOW)).toBe(false);
    expect(isTokenFresh(makeToken({ exp: String(nowSeconds + 60) }), NOW)).toBe(false);
  });

  it('rejects malformed tokens', () => {
    expect(isTokenFresh(null, NOW)).toBe(false);
    expect(isTokenFresh('', NOW)).toBe(false);
    expect(isTokenFresh('not-a-jwt', NOW)).toBe(false);
    expect(isTokenFresh('a.%%%.c', NOW)).toBe(false);
    expect(isTokenFresh(`a.${btoa('not json')}.c`, NOW)).toBe(false);
    expect(isTokenFresh(`a.${btoa('[1,2]')}.c`, NOW)).toBe(false);
  });
});

describe('decodeJwtPayload', () => {
  it('reads base64url payloads, including - and _ and non-ASCII text', () => {
    const payload = { sub: 'ü?>>>', name: 'Ånanya ~~~', exp: 1 };
    const token = makeToken(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(token)).toEqual(payload);
  });
});
