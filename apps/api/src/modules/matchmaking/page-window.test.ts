import { describe, expect, it } from 'vitest';
import { PAGE_WINDOW_BLOCK, windowOf } from './matchmaking.repository';
import { MATCH_LIST_SIZE } from './matchmaking.service';

describe('windowOf: the block-aligned window a page of /matches is read through', () => {
  it('covers every page a list can have, from a few dozen windows', () => {
    const windows = new Set<string>();
    for (let limit = 1; limit <= 100; limit++) {
      for (let offset = 0; offset < MATCH_LIST_SIZE; offset++) {
        const w = windowOf({ limit, offset });
        expect(w.from).toBeLessThanOrEqual(offset);
        expect(w.from + w.size).toBeGreaterThanOrEqual(offset + limit);
        expect(w.from % PAGE_WINDOW_BLOCK).toBe(0);
        expect(w.size % PAGE_WINDOW_BLOCK).toBe(0);
        windows.add(`${w.from}:${w.size}`);
      }
    }
    expect(windows.size).toBeLessThanOrEqual(60);
  });

  it("reads the web app's pages of 20 exactly", () => {
    expect(windowOf({ limit: 20, offset: 0 })).toEqual({ from: 0, size: 20 });
    expect(windowOf({ limit: 20, offset: 40 })).toEqual({ from: 40, size: 20 });
  });
});
