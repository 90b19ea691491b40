import { describe, expect, it } from 'vitest';
import { markBoosted, mergeBoostedPlaces } from './boosted-places';

const row = (id: string) => ({ id });
const boosted = (id: string) => ({ id, boostId: `b-${id}` });

describe('mergeBoostedPlaces', () => {
  it('puts the boosted rows on top of the first page and takes them out of its usual rows', () => {
    const merged = mergeBoostedPlaces(0, [boosted('c'), boosted('x')], ['a', 'b', 'c'].map(row));
    expect(merged.rows.map((r) => r.id)).toEqual(['c', 'x', 'a', 'b']);
    expect([...merged.boostedIds]).toEqual(['c', 'x']);
    expect(merged.shownBoosts).toEqual(['b-c', 'b-x']);
    // The boost ids stay out of the rows that are presented.
    expect(merged.rows[0]).toEqual({ id: 'c' });
  });

  it('leaves boosted profiles out of later pages, with no boosted place there', () => {
    const merged = mergeBoostedPlaces(20, [boosted('d')], ['d', 'e'].map(row));
    expect(merged.rows.map((r) => r.id)).toEqual(['e']);
    expect(merged.boostedIds.size).toBe(0);
    expect(merged.shownBoosts).toEqual([]);
  });

  it('keeps at most three boosted places', () => {
    const merged = mergeBoostedPlaces(0, ['p', 'q', 'r', 's'].map(boosted), ['s', 'a'].map(row));
    expect(merged.rows.map((r) => r.id)).toEqual(['p', 'q', 'r', 's', 'a']);
    expect([...merged.boostedIds]).toEqual(['p', 'q', 'r']);
  });

  it('changes nothing without boosts', () => {
    expect(mergeBoostedPlaces(0, [], [row('a')]).rows).toEqual([row('a')]);
  });
});

describe('markBoosted', () => {
  it('marks only the cards in boosted places', () => {
    expect(markBoosted([row('a'), row('b')], new Set(['b']))).toEqual([
      { id: 'a' },
      { id: 'b', boosted: true },
    ]);
  });
});
