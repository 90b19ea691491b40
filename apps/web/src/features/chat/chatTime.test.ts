import { describe, expect, it } from 'vitest';
import { dayLabel, relativeTime } from './chatTime';

const now = new Date(2025, 5, 18, 15, 30); // Wednesday 18 June 2025, 15:30 local time
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  new Date(y, m, d, h, min, s).toISOString();

describe('chat times', () => {
  it('writes how long ago, briefly', () => {
    expect(relativeTime(at(2025, 5, 18, 15, 29, 40), now)).toBe('Just now');
    expect(relativeTime(at(2025, 5, 18, 15, 25), now)).toBe('5 min');
    expect(relativeTime(at(2025, 5, 18, 12, 0), now)).toBe('3 h');
    expect(relativeTime(at(2025, 5, 17, 23, 0), now)).toBe('Yesterday');
    expect(relativeTime(at(2025, 5, 15, 9, 0), now)).toBe('Sun');
    expect(relativeTime(at(2025, 0, 12, 9, 0), now)).toBe('12 Jan');
    expect(relativeTime(at(2024, 11, 31, 9, 0), now)).toBe('31 Dec 2024');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('names the days of a conversation', () => {
    expect(dayLabel(at(2025, 5, 18, 0, 5), now)).toBe('Today');
    expect(dayLabel(at(2025, 5, 17, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(at(2025, 5, 10, 8, 0), now)).toBe('Tue, 10 Jun');
  });
});
