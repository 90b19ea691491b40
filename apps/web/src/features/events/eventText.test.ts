import { describe, expect, it } from 'vitest';
import { eventPlace, eventWhen } from './eventText';

describe('eventWhen', () => {
  it('gives the hours of an event within one day', () => {
    expect(eventWhen({ starts_at: '2026-12-20T05:00:00Z', ends_at: '2026-12-20T10:30:00Z' })).toMatch(
      /^20 December 2026, 10:30\s?am to 4:00\s?pm$/,
    );
  });

  it('names the day an event past midnight ends', () => {
    expect(eventWhen({ starts_at: '2026-12-20T16:30:00Z', ends_at: '2026-12-20T19:30:00Z' })).toMatch(
      /^20 December 2026, 10:00\s?pm to 1:00\s?am on 21 December 2026$/,
    );
  });
});

describe('eventPlace', () => {
  it('gives the city and hall, or Online alone', () => {
    expect(eventPlace({ online: false, city: 'Pune', venue: 'Ganesh Kala Krida Manch' })).toBe(
      'Pune · Ganesh Kala Krida Manch',
    );
    expect(eventPlace({ online: true, city: 'Online', venue: null })).toBe('Online');
    expect(eventPlace({ online: true, city: 'Pune', venue: 'https://meet.example/x' })).toBe('Online');
  });
});
