import { describe, expect, it } from 'vitest';
import { MAX_MUTUAL_PAGE, nextMutualPage } from './mutual-paging';

describe('the next page of mutual-fit candidates', () => {
  it('asks a little over what the list lacks before anything is read', () => {
    const first = nextMutualPage({ missing: 200, read: 0, passed: 0 });
    expect(first).toBeGreaterThan(200);
    expect(first).toBeLessThan(240);
  });

  it('asks more when fit.ts refused many of those read', () => {
    // Half refused: 150 still lacking needs about 300 more.
    const page = nextMutualPage({ missing: 150, read: 100, passed: 50 });
    expect(page).toBeGreaterThanOrEqual(300);
    expect(page).toBeLessThan(340);
  });

  it('asks few when only a few are lacking and most passed', () => {
    expect(nextMutualPage({ missing: 3, read: 215, passed: 197 })).toBeLessThan(15);
  });

  it('never asks more than a page holds, however few passed', () => {
    expect(nextMutualPage({ missing: 200, read: 215, passed: 0 })).toBe(MAX_MUTUAL_PAGE);
  });
});
