import { describe, expect, it } from 'vitest';
import { MediaSigner } from './media-signing';

const PATH = '/media/p/11111111-1111-4111-8111-111111111111/photos/a-medium.jpg';
const MEMBER = '22222222-2222-4222-8222-222222222222';
const at = (iso: string) => () => new Date(iso);
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('MediaSigner', () => {
  it('signs for an hour-aligned window: the same URL all hour, valid one to two hours', () => {
    const signer = new MediaSigner('secret', at('2026-06-01T10:05:00Z'));
    const url = signer.sign(PATH, MEMBER);
    expect(new MediaSigner('secret', at('2026-06-01T10:55:00Z')).sign(PATH, MEMBER)).toBe(url);
    expect(queryOf(url).e).toBe(String(Date.parse('2026-06-01T12:00:00Z') / 1000));
    expect(new MediaSigner('secret', at('2026-06-01T11:59:59Z')).verify(PATH, queryOf(url))).toEqual({
      grant: MEMBER,
      secondsLeft: 1,
    });
  });

  it('refuses an expired URL, another path, another grant, another key, or a malformed query', () => {
    const url = new MediaSigner('secret', at('2026-06-01T10:05:00Z')).sign(PATH, MEMBER);
    const query = queryOf(url);
    const later = new MediaSigner('secret', at('2026-06-01T12:00:00Z'));
    expect(later.verify(PATH, query)).toBeNull();
    const now = new MediaSigner('secret', at('2026-06-01T10:06:00Z'));
    expect(now.verify(PATH, query)).not.toBeNull();
    expect(now.verify(PATH.replace('medium', 'large'), query)).toBeNull();
    expect(now.verify(PATH, { ...query, v: 'v' })).toBeNull();
    expect(new MediaSigner('other', at('2026-06-01T10:06:00Z')).verify(PATH, query)).toBeNull();
    expect(now.verify(PATH, {})).toBeNull();
    expect(now.verify(PATH, { ...query, e: 'soon' })).toBeNull();
    expect(now.verify(PATH, { ...query, s: [query.s, query.s] as unknown as string })).toBeNull();
    // An expiry further ahead than any URL is signed for (a forged far-future e) is refused too.
    expect(now.verify(PATH, { ...query, e: String(Number(query.e) + 86_400) })).toBeNull();
  });
});
