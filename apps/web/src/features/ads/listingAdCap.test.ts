import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_VISIT_QUIET_MS,
  LISTING_AD_SHOWN_KEY,
  listingAdWait,
  localDay,
  markListingAdShown,
  rememberFirstVisit,
} from './listingAdCap';

const DAY = new Date(2026, 2, 14, 10, 0, 0).getTime();
const MINUTE = 60_000;

describe('listing ad cap', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the first visit: later calls answer the first time', () => {
    expect(rememberFirstVisit('u1', DAY)).toBe(DAY);
    expect(rememberFirstVisit('u1', DAY + 5 * MINUTE)).toBe(DAY);
    expect(rememberFirstVisit('u2', DAY + 5 * MINUTE)).toBe(DAY + 5 * MINUTE);
  });

  it('waits out the first minute of the first visit', () => {
    expect(listingAdWait('u1', DAY)).toBe(FIRST_VISIT_QUIET_MS);
    expect(listingAdWait('u1', DAY + 20_000)).toBe(40_000);
    expect(listingAdWait('u1', DAY + MINUTE)).toBe(0);
    expect(listingAdWait('u1', DAY + 10 * MINUTE)).toBe(0);
  });

  it('allows one ad per member per day, in every tab', () => {
    rememberFirstVisit('u1', DAY - 2 * 24 * 60 * MINUTE);
    rememberFirstVisit('u2', DAY - 2 * 24 * 60 * MINUTE);
    markListingAdShown('u1', DAY);
    expect(listingAdWait('u1', DAY + 60 * MINUTE)).toBeNull();
    // A new tab (no tab flag) the same day: still not.
    sessionStorage.clear();
    expect(listingAdWait('u1', DAY + 2 * 60 * MINUTE)).toBeNull();
    // Another member in this browser has a day of their own.
    expect(listingAdWait('u2', DAY + 2 * 60 * MINUTE)).toBe(0);
    // The next day, again.
    expect(listingAdWait('u1', DAY + 24 * 60 * MINUTE)).toBe(0);
  });

  it('honours the tab flag that browser tests set to keep the ad away', () => {
    rememberFirstVisit('u1', DAY - 24 * 60 * MINUTE);
    sessionStorage.setItem(LISTING_AD_SHOWN_KEY, '1');
    expect(listingAdWait('u1', DAY)).toBeNull();
  });

  it('names the local day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 1).getTime())).toBe('2026-12-31');
  });
});
