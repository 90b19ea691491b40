import { describe, expect, it } from 'vitest';
import { ageOn, birthdayKeysOn } from './age';

const dayBefore = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);
const keyOf = (birthdate: string) => Number(birthdate.slice(5, 7)) * 100 + Number(birthdate.slice(8, 10));

describe('birthdayKeysOn', () => {
  it('names exactly the birthdays that make someone a year older that day, by ageOn', () => {
    const births = ['1990-01-01', '1992-02-28', '1992-02-29', '1993-03-01', '1995-12-31', '1996-07-15'];
    const days = [
      '2026-01-01',
      '2026-02-28',
      '2026-03-01',
      '2028-02-29',
      '2028-03-01',
      '2026-12-31',
      '2026-07-15',
    ];
    for (const today of days) {
      const older = births.filter((b) => ageOn(b, today) > ageOn(b, dayBefore(today)));
      expect(
        births.filter((b) => birthdayKeysOn(today).includes(keyOf(b))),
        `on ${today}`,
      ).toEqual(older);
    }
  });
});
