import { describe, expect, it } from 'vitest';
import {
  houseOfSign,
  NORTH_HOUSES,
  NORTH_LINES,
  type Point,
  SOUTH_CELLS,
  SOUTH_CENTRE,
  SOUTH_LINES,
  signInHouse,
  southCellOf,
} from './kundli-chart-geometry';

/** Twice the signed area (shoelace). */
const doubleArea = (polygon: readonly Point[]) =>
  polygon.reduce((sum, a, i) => {
    const b = polygon[(i + 1) % polygon.length] as Point;
    return sum + a.x * b.y - b.x * a.y;
  }, 0);

/** Strictly inside a convex polygon (every edge turns the same way round the point). */
function inside(point: Point, polygon: readonly Point[]): boolean {
  const sides = polygon.map((a, i) => {
    const b = polygon[(i + 1) % polygon.length] as Point;
    return (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
  });
  return sides.every((s) => s > 0) || sides.every((s) => s < 0);
}

const house = (h: number) => NORTH_HOUSES[h - 1]!;

describe('the North Indian chart', () => {
  it('puts house 1 top centre, 4 left centre, 7 bottom centre and 10 right centre', () => {
    expect(house(1).grahas.x).toBeCloseTo(0.5);
    expect(house(1).grahas.y).toBeLessThan(0.5);
    expect(house(4).grahas.y).toBeCloseTo(0.5);
    expect(house(4).grahas.x).toBeLessThan(0.5);
    expect(house(7).grahas.x).toBeCloseTo(0.5);
    expect(house(7).grahas.y).toBeGreaterThan(0.5);
    expect(house(10).grahas.y).toBeCloseTo(0.5);
    expect(house(10).grahas.x).toBeGreaterThan(0.5);
  });

  it('counts the houses anti-clockwise: 2 and 3 top-left, 5 and 6 bottom-left, 8 and 9 bottom-right, 11 and 12 top-right', () => {
    const quadrant = (h: number) =>
      `${house(h).grahas.y < 0.5 ? 'top' : 'bottom'}-${house(h).grahas.x < 0.5 ? 'left' : 'right'}`;
    expect([2, 3, 5, 6, 8, 9, 11, 12].map(quadrant)).toEqual([
      'top-left',
      'top-left',
      'bottom-left',
      'bottom-left',
      'bottom-right',
      'bottom-right',
      'top-right',
      'top-right',
    ]);
    // The 2nd is along the top edge, the 3rd along the left one.
    expect(house(2).grahas.y).toBeLessThan(house(3).grahas.y);
    expect(house(3).grahas.x).toBeLessThan(house(2).grahas.x);
    // The angle round the centre grows anti-clockwise (y down, so measured with -y) house by house.
    const angle = (h: number) => {
      const c = house(h).grahas;
      return (Math.atan2(-(c.y - 0.5), c.x - 0.5) * 180) / Math.PI;
    };
    const turns = NORTH_HOUSES.map((_, i) => (angle(((i + 1) % 12) + 1) - angle(i + 1) + 360) % 360);
    for (const turn of turns) expect(turn).toBeGreaterThan(0);
    expect(turns.reduce((a, b) => a + b, 0)).toBeCloseTo(360);
  });

  it('tiles the square: four diamonds of an eighth and eight triangles of a sixteenth', () => {
    const areas = NORTH_HOUSES.map((h) => Math.abs(doubleArea(h.polygon)) / 2);
    expect(areas.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    for (const [i, area] of areas.entries())
      expect(area).toBeCloseTo([1, 4, 7, 10].includes(i + 1) ? 1 / 8 : 1 / 16);
    expect(NORTH_HOUSES.map((h) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("puts each house's names and sign number inside it, apart", () => {
    for (const h of NORTH_HOUSES) {
      expect(inside(h.grahas, h.polygon), `house ${h.house} names`).toBe(true);
      expect(inside(h.sign, h.polygon), `house ${h.house} sign`).toBe(true);
      expect(Math.hypot(h.grahas.x - h.sign.x, h.grahas.y - h.sign.y)).toBeGreaterThan(0.09);
    }
  });

  it('is drawn with the square, both diagonals and the diamond', () => {
    expect(NORTH_LINES).toHaveLength(10);
    expect(NORTH_LINES).toContainEqual([
      { x: 0, y: 0 },
      { x: 1, y: 1 },
    ]);
    expect(NORTH_LINES).toContainEqual([
      { x: 0.5, y: 0 },
      { x: 1, y: 0.5 },
    ]);
  });

  it("numbers the houses' signs on from the ascendant's", () => {
    expect(signInHouse(1, 1)).toBe(1);
    expect(signInHouse(5, 1)).toBe(5);
    expect(signInHouse(5, 8)).toBe(12);
    expect(signInHouse(12, 2)).toBe(1);
    for (let asc = 1; asc <= 12; asc++)
      for (let h = 1; h <= 12; h++) expect(houseOfSign(asc, signInHouse(asc, h))).toBe(h);
  });
});

describe('the South Indian chart', () => {
  it('runs clockwise from Pisces in the top-left corner', () => {
    const at = (sign: number) => {
      const { row, col } = southCellOf(sign);
      return [row, col];
    };
    expect(at(12)).toEqual([0, 0]); // Pisces
    expect(at(1)).toEqual([0, 1]); // Aries
    expect(at(2)).toEqual([0, 2]); // Taurus
    expect(at(3)).toEqual([0, 3]); // Gemini
    expect(at(4)).toEqual([1, 3]); // Cancer
    expect(at(5)).toEqual([2, 3]); // Leo
    expect(at(6)).toEqual([3, 3]); // Virgo
    expect(at(7)).toEqual([3, 2]); // Libra
    expect(at(8)).toEqual([3, 1]); // Scorpio
    expect(at(9)).toEqual([3, 0]); // Sagittarius
    expect(at(10)).toEqual([2, 0]); // Capricorn
    expect(at(11)).toEqual([1, 0]); // Aquarius
  });

  it('uses the 12 border cells once each and leaves the centre 2×2 open', () => {
    const cells = new Set(SOUTH_CELLS.map((c) => `${c.row},${c.col}`));
    expect(cells.size).toBe(12);
    for (const c of SOUTH_CELLS) expect([c.row, c.col].some((v) => v === 0 || v === 3)).toBe(true);
    expect(SOUTH_CENTRE).toEqual({ row: 1, col: 1, rows: 2, cols: 2 });
    // No line crosses the centre block (x and y strictly between 0.25 and 0.75).
    const crossesCentre = ([a, b]: readonly [Point, Point]) => {
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      return mid.x > 0.25 && mid.x < 0.75 && mid.y > 0.25 && mid.y < 0.75;
    };
    expect(SOUTH_LINES.filter(crossesCentre)).toEqual([]);
    expect(SOUTH_CELLS.map((c) => c.sign)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
