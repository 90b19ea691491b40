import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatDateTime } from './dates';

// Noon UTC is the same day in every time zone the tests may run in.
const NOON = '2026-03-12T12:00:00.000Z';

describe('dates as staff and members read them (en-IN)', () => {
  it('writes a day as "12 Mar 2026"', () => {
    expect(formatDate(NOON)).toBe('12 Mar 2026');
  });

  it('writes a day in words as "12 March 2026"', () => {
    expect(formatDateLong(NOON)).toBe('12 March 2026');
  });

  it('writes a time with its day first', () => {
    expect(formatDateTime(NOON)).toMatch(/^12 Mar 2026, \d{1,2}:\d{2}\s?(am|pm)$/i);
  });

  it('keeps text that is no date as it came', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateLong('soon')).toBe('soon');
  });
});
