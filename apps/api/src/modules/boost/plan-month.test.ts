import { describe, expect, it } from 'vitest';
import { planMonth } from './plan-month';

const DAY = 86_400_000;
const now = new Date('2026-06-01T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * DAY);

describe('planMonth', () => {
  it('is the 30-day window counted back from the plan’s end that holds now', () => {
    expect(planMonth(now, days(100))).toEqual({ from: days(-20), to: days(10) });
    expect(planMonth(now, days(10))).toEqual({ from: days(-20), to: days(10) });
  });

  it('gives a yearly plan a short first window and twelve of 30 days', () => {
    const end = days(365);
    expect(planMonth(now, end)).toEqual({ from: days(-25), to: days(5) });
    expect(planMonth(days(6), end)).toEqual({ from: days(5), to: days(35) });
  });

  it('starts a new window exactly where the last one ended', () => {
    expect(planMonth(days(10), days(100))).toEqual({ from: days(10), to: days(40) });
  });

  it('counts the last 30 days for a plan without an end or past it', () => {
    expect(planMonth(now, null).from).toEqual(days(-30));
    expect(planMonth(now, days(-1)).from).toEqual(days(-30));
  });
});
