import { BOOST_MONTH_DAYS } from '@jodi/contract';

const MONTH_MS = BOOST_MONTH_DAYS * 86_400_000;

/**
 * The plan's current month, which a boost allowance counts in: the 30-day window, counted back
 * from the plan's end, that holds `now` (a yearly plan has twelve such windows and a short first
 * one). A plan without an end (or past it) counts the 30 days up to now.
 */
export function planMonth(now: Date, planExpiresAt: Date | null): { from: Date; to: Date } {
  const at = now.getTime();
  if (!planExpiresAt || planExpiresAt.getTime() <= at) {
    return { from: new Date(at - MONTH_MS), to: new Date(at + 1) };
  }
  // Whole months between the window's end and the plan's end; the window's end is after now.
  const ahead = Math.ceil((planExpiresAt.getTime() - at) / MONTH_MS) - 1;
  const to = planExpiresAt.getTime() - ahead * MONTH_MS;
  return { from: new Date(to - MONTH_MS), to: new Date(to) };
}
