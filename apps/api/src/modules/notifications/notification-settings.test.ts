import { describe, expect, it } from 'vitest';
import { defaultNotificationSettings, isTimeZone, quietUntil, settingsFrom } from './notification-settings';

const at = (iso: string) => new Date(iso);
const withQuiet = (from: string, to: string, time_zone = 'Asia/Kolkata') => ({
  ...defaultNotificationSettings(),
  quiet_hours: { from, to },
  time_zone,
});

describe('notification settings', () => {
  it('fills a kind missing from stored settings with its default and keeps in-app on', () => {
    const stored = {
      ...defaultNotificationSettings(),
      message: { in_app: false, push: false, email: false },
    };
    delete (stored as Partial<typeof stored>).new_matches;
    const s = settingsFrom(stored as never);
    expect(s.message).toEqual({ in_app: true, push: false, email: false });
    expect(s.new_matches).toEqual(defaultNotificationSettings().new_matches);
  });

  it('knows real time zones only', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('holds until the end of quiet hours across midnight, in the member’s zone', () => {
    const s = withQuiet('22:00', '07:00');
    // 23:30 in India is 18:00 UTC: held until 07:00 India, 01:30 UTC the next day.
    expect(quietUntil(s, at('2026-11-26T18:00:00Z'))?.toISOString()).toBe('2026-11-27T01:30:00.000Z');
    // 06:59 India: one more minute.
    expect(quietUntil(s, at('2026-11-27T01:29:00Z'))?.toISOString()).toBe('2026-11-27T01:30:00.000Z');
    // 07:00 and noon India: not quiet.
    expect(quietUntil(s, at('2026-11-27T01:30:00Z'))).toBeNull();
    expect(quietUntil(s, at('2026-11-27T06:30:00Z'))).toBeNull();
  });

  it('holds within a same-day range, and never without quiet hours', () => {
    const s = withQuiet('13:00', '15:00', 'Europe/London');
    expect(quietUntil(s, at('2026-11-26T14:15:00Z'))?.toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(quietUntil(s, at('2026-11-26T15:00:00Z'))).toBeNull();
    expect(quietUntil(defaultNotificationSettings(), at('2026-11-26T14:15:00Z'))).toBeNull();
  });
});
