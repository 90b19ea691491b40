import { describe, expect, it } from 'vitest';
import { MUTUAL_TIER } from './fit';
import { changeOfList } from './match-placement';
import type { ListState } from './match-placement.repository';
import { MATCH_LIST_SIZE } from './matchmaking.service';

/** What placing a profile does to one list (decision 39), list by list. */
const full = (over: Partial<ListState> = {}): ListState => ({
  memberId: 'm',
  hasList: true,
  size: MATCH_LIST_SIZE,
  fullOfMutual: true,
  lowest: { candidateId: 'low', score: 500 },
  held: false,
  ...over,
});
const entry = (score: number, tier = MUTUAL_TIER) => ({ profileId: 'm', candidateId: 'new', score, tier });

describe('changeOfList', () => {
  it('takes a profile that beats the last entry of a full list in its place, and leaves one that does not', () => {
    expect(changeOfList(full(), entry(600), false)).toEqual({
      removed: { profileId: 'm', candidateId: 'low' },
      written: entry(600),
      entered: true,
      list: { profileId: 'm', size: MATCH_LIST_SIZE, fullOfMutual: true },
    });
    expect(changeOfList(full(), entry(400), false)).toBeNull();
    // Equal scores: the smaller id first, as the stored order.
    expect(changeOfList(full({ lowest: { candidateId: 'z', score: 500 } }), entry(500), false)?.entered).toBe(
      true,
    );
    expect(changeOfList(full({ lowest: { candidateId: 'a', score: 500 } }), entry(500), false)).toBeNull();
  });

  it('keeps a list full of mutual fits only while what it takes is one', () => {
    expect(changeOfList(full(), entry(600, 1), false)?.list.fullOfMutual).toBe(false);
    expect(changeOfList(full({ held: true }), entry(600, 1), false)?.list).toEqual({
      profileId: 'm',
      size: MATCH_LIST_SIZE,
      fullOfMutual: false,
    });
  });

  it('grows a list with room, and takes a held profile out when it left the hard ranges', () => {
    const room = full({ size: 12, fullOfMutual: false });
    expect(changeOfList(room, entry(1), false)).toMatchObject({ entered: true, list: { size: 13 } });
    expect(changeOfList(room, entry(1), false)?.removed).toBeUndefined();
    expect(changeOfList(full({ held: true }), entry(600), true)).toEqual({
      removed: { profileId: 'm', candidateId: 'new' },
      entered: false,
      list: { profileId: 'm', size: MATCH_LIST_SIZE - 1, fullOfMutual: false },
    });
    expect(changeOfList(full(), entry(600), true)).toBeNull();
  });
});
