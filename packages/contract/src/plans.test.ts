import { describe, expect, it } from 'vitest';
import { PLANS, planHasFeature, recognisePlan } from './plans';

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
});
