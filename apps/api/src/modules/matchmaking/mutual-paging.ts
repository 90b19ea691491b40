/**
 * How many mutual-fit candidates a list reads next (decision 40). The match terms (match-bits.ts)
 * let through a few that fit.ts then refuses (a Gun Milan minimum, a bucket's edge), so a page
 * asks for what the list still lacks at the pass rate seen so far, with a margin: most lists read
 * one page a little over the list's size, and a member whose minimum refuses most pairs reads
 * larger pages rather than many small ones.
 */
export function nextMutualPage(progress: { missing: number; read: number; passed: number }): number {
  const { missing, read, passed } = progress;
  // Before any is read, or when few were: as the terms usually do (about 19 in 20 fit).
  const passRate = read < MIN_READ_FOR_RATE ? EXPECTED_PASS_RATE : Math.max(passed / read, MIN_PASS_RATE);
  const wanted = Math.ceil((missing / passRate) * SAFETY) + MARGIN;
  return Math.min(wanted, MAX_MUTUAL_PAGE);
}

const EXPECTED_PASS_RATE = 0.95;
/** Below this many read, a pass rate says little. */
const MIN_READ_FOR_RATE = 50;
/** A member whose terms find almost nobody that fits reads at most MAX_MUTUAL_PAGE a page. */
const MIN_PASS_RATE = 0.2;
const SAFETY = 1.05;
const MARGIN = 5;
/** The most rows one page reads. */
export const MAX_MUTUAL_PAGE = 1000;
