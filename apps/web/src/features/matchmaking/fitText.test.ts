import type { Fit } from '@jodi/contract';
import { describe, expect, it } from 'vitest';
import { fitShort, missLines, missText } from './fitText';
import { NO_PREFERENCES } from './matchmaking.api';

const subject = { age: 34, height: 160, current_city: 'Nashik', gunmilan_total: 12 };

describe('the fit line names each missed preference', () => {
  it('names a miss from the card and the viewer preferences', () => {
    const prefs = {
      ...NO_PREFERENCES,
      diets: ['veg'],
      cities: ['Pune'],
      age_min: 25,
      age_max: 30,
      smoking: ['no'],
      min_gunmilan: 18,
    };
    expect(missText('dietary_preferences', subject, prefs)).toBe('Not Vegetarian');
    expect(missText('current_city', subject, prefs)).toBe('Lives in Nashik, not Pune');
    expect(missText('age', subject, prefs)).toBe('Age 34, not 25 – 30');
    expect(missText('smoking_habits', subject, prefs)).toBe('Smokes');
    expect(missText('gunmilan', subject, prefs)).toBe('Gun Milan 12, below 18');
    expect(missText('current_city', subject, { ...prefs, cities: ['Pune', 'Mumbai'] })).toBe(
      'Lives in Nashik, not Pune or Mumbai',
    );
  });

  it('falls back to the field name while the preferences load', () => {
    expect(missText('dietary_preferences', subject, null)).toBe('Diet: not as you prefer');
  });

  it('lists mine by name and theirs by field, and says "1 detail not filled in"', () => {
    const fit: Fit = {
      mine: {
        met: 1,
        of: 3,
        unknown: 1,
        items: [
          { field: 'dietary_preferences', met: false },
          { field: 'age', met: true },
          { field: 'education', met: null },
        ],
      },
      theirs: { met: 0, of: 1, unknown: 0, items: [{ field: 'current_city', met: false }] },
      mutual: false,
    };
    expect(missLines(fit, 'female', subject, { ...NO_PREFERENCES, diets: ['veg'] })).toEqual([
      'Not Vegetarian',
      'Not her preference: City',
    ]);
    expect(fitShort(fit, 'female')).toBe(
      'Meets 1 of your 3 preferences (1 detail not filled in) · You meet 0 of her 1',
    );
    expect(fitShort({ ...fit, mine: { ...fit.mine, unknown: 2 } }, 'female')).toMatch(
      /2 details not filled in/,
    );
  });
});
