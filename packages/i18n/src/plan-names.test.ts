import { PLAN_NAMES } from '@jodi/contract';
import { describe, expect, it } from 'vitest';
import { PLAN_NAMES_IN, planName } from './plan-names';

describe('planName', () => {
  it("keeps the spec's names in English and writes them in Devanagari in Marathi and Hindi", () => {
    expect(PLAN_NAMES.map((plan) => planName('en', plan))).toEqual(['Hope', 'Belief', 'Trust']);
    expect(PLAN_NAMES.map((plan) => planName('mr', plan))).toEqual(['होप', 'बिलीफ', 'ट्रस्ट']);
    expect(PLAN_NAMES.map((plan) => planName('hi', plan))).toEqual(['होप', 'बिलीफ़', 'ट्रस्ट']);
  });

  it('names every plan in every language, in Devanagari outside English', () => {
    for (const names of [PLAN_NAMES_IN.mr, PLAN_NAMES_IN.hi]) {
      expect(Object.keys(names)).toEqual([...PLAN_NAMES]);
      for (const name of Object.values(names)) expect(name).toMatch(/^[\u0900-\u097F]+$/);
    }
  });

  it('leaves a name it does not know as it is', () => {
    expect(planName('mr', 'Trust yearly')).toBe('Trust yearly');
  });
});
