import type { Preferences } from '@jodi/contract';
import { describe, expect, it } from 'vitest';
import { cityMatches, type FitSubject, fitBetween, fitSide, fitTier, NO_PREFERENCES } from './fit';

const TODAY = '2026-11-26';
const subject = (over: Partial<FitSubject> = {}): FitSubject => ({
  birthdate: '1998-01-10', // 28 on TODAY
  height: 165,
  maritialStatus: 'never_married',
  education: 'masters',
  annualIncome: '10_to_15_lakh',
  currentCity: 'Pune, India',
  dietaryPreferences: 'veg',
  smokingHabits: 'no',
  drinkingHabits: 'occasionally',
  mangalDosh: 'no',
  ...over,
});
const prefs = (over: Partial<Preferences> = {}): Preferences => ({ ...NO_PREFERENCES, ...over });

describe('fitSide', () => {
  it('has no item for a preference that does not matter (null or an empty list)', () => {
    expect(fitSide(NO_PREFERENCES, subject(), 30, TODAY)).toEqual({ met: 0, of: 0, unknown: 0, items: [] });
  });

  it('gives one item per preference set, in a fixed order, met or not', () => {
    const side = fitSide(
      prefs({
        age_min: 25,
        age_max: 30,
        height_min: 150,
        height_max: 160,
        maritial_statuses: ['never_married'],
        educations: ['bachelors'],
        annual_income_min: '5_to_10_lakh',
        cities: ['pune'],
        diets: ['veg', 'jain'],
        smoking: ['no'],
        drinking: ['no'],
        mangal_dosh: ['no', 'anshik'],
        min_gunmilan: 18,
      }),
      subject(),
      24,
      TODAY,
    );
    expect(side.items).toEqual([
      { field: 'age', met: true },
      { field: 'height', met: false },
      { field: 'maritial_status', met: true },
      { field: 'education', met: false },
      { field: 'annual_income', met: true },
      { field: 'current_city', met: true },
      { field: 'dietary_preferences', met: true },
      { field: 'smoking_habits', met: true },
      { field: 'drinking_habits', met: false },
      { field: 'mangal_dosh', met: true },
      { field: 'gunmilan', met: true },
    ]);
    expect(side).toMatchObject({ met: 8, of: 11, unknown: 0 });
  });

  it('never counts a profile outside a hard range as a fit, at either end', () => {
    for (const birthdate of ['2002-01-10', '1990-01-10']) {
      const side = fitSide(prefs({ age_min: 25, age_max: 30 }), subject({ birthdate }), null, TODAY);
      expect(side.items).toEqual([{ field: 'age', met: false }]);
    }
    expect(fitSide(prefs({ height_min: 170 }), subject({ height: 169 }), null, TODAY).items).toEqual([
      { field: 'height', met: false },
    ]);
    expect(fitSide(prefs({ height_max: 165 }), subject({ height: 165 }), null, TODAY).items).toEqual([
      { field: 'height', met: true },
    ]);
  });

  it('counts unanswered fields as unknown, apart from met and unmet', () => {
    const side = fitSide(
      prefs({
        age_min: 25,
        height_min: 150,
        educations: ['masters'],
        annual_income_min: '3_to_5_lakh',
        cities: ['Pune'],
        mangal_dosh: ['no'],
        min_gunmilan: 20,
      }),
      subject({
        birthdate: null,
        height: null,
        education: '  ',
        annualIncome: 'not_disclosed',
        currentCity: null,
        mangalDosh: 'unknown',
      }),
      null,
      TODAY,
    );
    expect(side.items.every((i) => i.met === null)).toBe(true);
    expect(side).toMatchObject({ met: 0, of: 7, unknown: 7 });
  });

  it('treats a minimum of 0 Gun Milan points as "doesn\'t matter"', () => {
    expect(fitSide(prefs({ min_gunmilan: 0 }), subject(), null, TODAY).of).toBe(0);
  });

  it('orders income bands: the minimum band and higher ones meet it', () => {
    const min = prefs({ annual_income_min: '10_to_15_lakh' });
    expect(fitSide(min, subject({ annualIncome: '10_to_15_lakh' }), null, TODAY).met).toBe(1);
    expect(fitSide(min, subject({ annualIncome: 'above_1_crore' }), null, TODAY).met).toBe(1);
    expect(fitSide(min, subject({ annualIncome: '5_to_10_lakh' }), null, TODAY).items[0]!.met).toBe(false);
  });
});

describe('cityMatches', () => {
  it('matches the whole city or the part before a comma, ignoring case, and nothing else', () => {
    expect(cityMatches('Pune', 'pune')).toBe(true);
    expect(cityMatches('Pune, India', ' PUNE ')).toBe(true);
    expect(cityMatches('Punepur', 'Pune')).toBe(false);
  });
});

describe('fitBetween', () => {
  it('is mutual when neither side has an unmet preference (unknowns are not unmet), and tiers by it', () => {
    const me = { prefs: prefs({ age_max: 30 }), subject: subject({ height: null }) };
    const them = { prefs: prefs({ height_min: 170 }), subject: subject() };
    const fit = fitBetween(me, them, null, TODAY);
    expect(fit.mine).toMatchObject({ met: 1, of: 1, unknown: 0 });
    expect(fit.theirs).toMatchObject({ met: 0, of: 1, unknown: 1 });
    expect(fit.mutual).toBe(true);
    expect(fitTier(fit)).toBe(2);

    const oneWay = fitBetween(me, { ...them, prefs: prefs({ diets: ['non_veg'] }) }, null, TODAY);
    expect(oneWay.mutual).toBe(false);
    expect(fitTier(oneWay)).toBe(1);
    const neither = fitBetween(
      { ...me, prefs: prefs({ age_max: 25 }) },
      { ...them, prefs: prefs({ diets: ['non_veg'] }) },
      null,
      TODAY,
    );
    expect(fitTier(neither)).toBe(0);
  });
});
