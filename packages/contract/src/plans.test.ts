import { describe, expect, it } from 'vitest';
import { PLANS, planForPrice, planHasFeature, planPrice, recognisePlan } from './plans';

describe('plans', () => {
  it('carries the prices of spec 9', () => {
    expect([PLANS.Hope.monthly, PLANS.Hope.yearly]).toEqual([0, 0]);
    expect([PLANS.Belief.monthly, PLANS.Belief.yearly, PLANS.Belief.yearlySaving]).toEqual([499, 4999, 15]);
    expect([PLANS.Trust.monthly, PLANS.Trust.yearly, PLANS.Trust.yearlySaving]).toEqual([699, 5499, 12]);
  });

  it('keeps boost, contact finder, AI help and events out of Hope', () => {
    for (const feature of ['boost', 'contact_finder', 'ai_help', 'events'] as const) {
      expect(planHasFeature('Hope', feature)).toBe(false);
      expect(planHasFeature('Belief', feature)).toBe(true);
    }
    expect(planHasFeature('Belief', 'job_income_verified_matches')).toBe(false);
    expect(planHasFeature('Trust', 'job_income_verified_matches')).toBe(true);
  });

  it('recognises plan names by their beginning and falls back to Hope', () => {
    expect(recognisePlan('Trust yearly')).toBe('Trust');
    expect(recognisePlan('Belief')).toBe('Belief');
    expect(recognisePlan('Free')).toBe('Hope');
    expect(recognisePlan(null)).toBe('Hope');
  });

  it('maps each plan price in rupees to its plan and period, and nothing else', () => {
    expect(planForPrice(499)).toEqual({ plan: 'Belief', period: 'monthly' });
    expect(planForPrice(4999)).toEqual({ plan: 'Belief', period: 'yearly' });
    expect(planForPrice(699)).toEqual({ plan: 'Trust', period: 'monthly' });
    expect(planForPrice(5499)).toEqual({ plan: 'Trust', period: 'yearly' });
    for (const other of [0, -499, 499.5, 49900, 500, Number.NaN]) expect(planForPrice(other)).toBeNull();
    expect(planPrice('Trust', 'yearly')).toBe(5499);
  });
});
