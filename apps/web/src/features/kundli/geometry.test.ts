import { GRAHA_NAMES } from '@jodi/contract';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CHART } from '../../test/kundli';
import {
  bodiesByHouse,
  bodiesBySign,
  CHART_SIZE,
  contains,
  GRAHAS,
  houseOfSign,
  NORTH_HOUSES,
  type Point,
  type Polygon,
  placeLabels,
  SOUTH_CELLS,
  signOfHouse,
  southCell,
  southCellLayout,
} from './geometry';

const area = (polygon: Polygon) =>
  Math.abs(
    polygon.reduce((sum, a, i) => {
      const b = polygon[(i + 1) % polygon.length] as Point;
      return sum + a.x * b.y - b.x * a.y;
    }, 0) / 2,
  );

const centroid = (polygon: Polygon): Point => ({
  x: polygon.reduce((sum, point) => sum + point.x, 0) / polygon.length,
  y: polygon.reduce((sum, point) => sum + point.y, 0) / polygon.length,
});

const house = (n: number) => NORTH_HOUSES.find((h) => h.house === n)!;

describe('the North Indian houses', () => {
  it('are twelve shapes that tile the square', () => {
    expect(NORTH_HOUSES.map((h) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const total = NORTH_HOUSES.reduce((sum, h) => sum + area(h.polygon), 0);
    expect(total).toBe(CHART_SIZE * CHART_SIZE);
    // Four diamonds of an eighth of the square, eight triangles of a sixteenth.
    expect(NORTH_HOUSES.filter((h) => h.polygon.length === 4).map((h) => h.house)).toEqual([1, 4, 7, 10]);
    for (const h of NORTH_HOUSES) expect(area(h.polygon)).toBe(h.polygon.length === 4 ? 11250 : 5625);
  });

  it('put the Lagna at the top centre and count anti-clockwise', () => {
    expect(contains(house(1).polygon, { x: 150, y: 40 })).toBe(true); // top centre diamond
    expect(contains(house(2).polygon, { x: 60, y: 10 })).toBe(true); // top-left triangle
    expect(contains(house(3).polygon, { x: 10, y: 60 })).toBe(true); // left-top triangle
    expect(contains(house(4).polygon, { x: 40, y: 150 })).toBe(true); // left diamond
    expect(contains(house(5).polygon, { x: 10, y: 240 })).toBe(true);
    expect(contains(house(6).polygon, { x: 60, y: 290 })).toBe(true);
    expect(contains(house(7).polygon, { x: 150, y: 260 })).toBe(true); // bottom diamond
    expect(contains(house(8).polygon, { x: 240, y: 290 })).toBe(true);
    expect(contains(house(9).polygon, { x: 290, y: 240 })).toBe(true);
    expect(contains(house(10).polygon, { x: 260, y: 150 })).toBe(true); // right diamond
    expect(contains(house(11).polygon, { x: 290, y: 60 })).toBe(true);
    expect(contains(house(12).polygon, { x: 240, y: 10 })).toBe(true);
    // Going round the centre, each house's angle (screen y downwards) turns the same way.
    const angles = NORTH_HOUSES.map((h) => {
      const c = centroid(h.polygon);
      return Math.atan2(-(c.y - 150), c.x - 150);
    });
    for (let i = 1; i < angles.length; i += 1) {
      const turn =
        ((((angles[i] as number) - (angles[i - 1] as number)) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
      expect(turn).toBeGreaterThan(0);
      expect(turn).toBeLessThan(Math.PI);
    }
  });

  it("hold their sign number and their grahas' anchor inside their own lines", () => {
    for (const h of NORTH_HOUSES) {
      expect(contains(h.polygon, h.sign), `house ${h.house} sign`).toBe(true);
      expect(contains(h.polygon, h.anchor), `house ${h.house} anchor`).toBe(true);
    }
  });

  it('numbers each house with its sign, from the ascendant', () => {
    expect(signOfHouse(5, 1)).toBe(5);
    expect(signOfHouse(5, 8)).toBe(12);
    expect(signOfHouse(5, 9)).toBe(1);
    expect(signOfHouse(12, 2)).toBe(1);
    for (let asc = 1; asc <= 12; asc += 1)
      for (let h = 1; h <= 12; h += 1) expect(houseOfSign(asc, signOfHouse(asc, h))).toBe(h);
  });
});

describe('the South Indian cells', () => {
  it('hold the signs clockwise from Pisces at the top left, round the centre square', () => {
    const at = (sign: number) => [southCell(sign).row, southCell(sign).col];
    expect(at(12)).toEqual([0, 0]); // Pisces
    expect(at(1)).toEqual([0, 1]); // Aries
    expect(at(2)).toEqual([0, 2]);
    expect(at(3)).toEqual([0, 3]); // Gemini
    expect(at(4)).toEqual([1, 3]); // Cancer
    expect(at(5)).toEqual([2, 3]); // Leo
    expect(at(6)).toEqual([3, 3]); // Virgo
    expect(at(7)).toEqual([3, 2]); // Libra
    expect(at(8)).toEqual([3, 1]); // Scorpio
    expect(at(9)).toEqual([3, 0]); // Sagittarius
    expect(at(10)).toEqual([2, 0]); // Capricorn
    expect(at(11)).toEqual([1, 0]); // Aquarius
    const cells = new Set(SOUTH_CELLS.map((c) => `${c.row},${c.col}`));
    expect(cells.size).toBe(12);
    for (const key of ['1,1', '1,2', '2,1', '2,2']) expect(cells.has(key)).toBe(false);
  });
});

describe('placing labels', () => {
  const shapes = [
    ...NORTH_HOUSES.map((h) => ({ name: `North house ${h.house}`, ...h })),
    ...SOUTH_CELLS.map((cell) => ({ name: `South sign ${cell.sign}`, ...southCellLayout(cell) })),
  ];

  // A side triangle (houses 3, 5, 9, 11) is tall and narrow: its labels stand in a column of four.
  const most = (name: string) => (/^North house (3|5|9|11)$/.test(name) ? 4 : 6);

  it.each(shapes)('keeps up to four or six labels inside $name, apart and off the sign number', (shape) => {
    for (let count = 1; count <= most(shape.name); count += 1) {
      const points = placeLabels(shape.polygon, shape.anchor, shape.sign, count);
      expect(points).toHaveLength(count);
      for (const point of points) {
        // The label's box (about 24 x 14 units) inside the shape.
        for (const corner of [
          { x: point.x - 11, y: point.y - 6 },
          { x: point.x + 11, y: point.y - 6 },
          { x: point.x - 11, y: point.y + 6 },
          { x: point.x + 11, y: point.y + 6 },
        ])
          expect(contains(shape.polygon, corner), `${count} labels: ${JSON.stringify(point)}`).toBe(true);
        // Clear of the sign number.
        const clear = Math.abs(point.x - shape.sign.x) >= 20 || Math.abs(point.y - shape.sign.y) >= 14;
        expect(clear, `${count} labels: ${JSON.stringify(point)} near the sign`).toBe(true);
      }
      for (const [i, a] of points.entries())
        for (const b of points.slice(i + 1)) {
          const apart = Math.abs(a.x - b.x) >= 27 || Math.abs(a.y - b.y) >= 17;
          expect(apart, `${count} labels overlap`).toBe(true);
        }
    }
  });

  it('fits the Lagna and eight grahas in the Lagna diamond', () => {
    const h = house(1);
    const points = placeLabels(h.polygon, h.anchor, h.sign, 9);
    expect(points).toHaveLength(9);
    for (const point of points) expect(contains(h.polygon, point)).toBe(true);
  });
});

describe("a chart's bodies", () => {
  it("are the contract's nine grahas, in its order", () => {
    expect([...GRAHAS]).toEqual([...GRAHA_NAMES]);
  });

  it('go into their house (North) and their sign (South), the ascendant into house 1 and its sign', () => {
    const houses = bodiesByHouse(FIXTURE_CHART);
    expect(houses.get(1)).toEqual(['ascendant', 'moon']);
    expect(houses.get(6)).toEqual(['sun', 'mercury']);
    expect(houses.get(10)).toEqual(['jupiter']);
    expect(houses.get(11)).toEqual([]);
    const signs = bodiesBySign(FIXTURE_CHART);
    expect(signs.get(5)).toEqual(['ascendant', 'moon']);
    expect(signs.get(10)).toEqual(['sun', 'mercury']);
    expect(signs.get(2)).toEqual(['jupiter']);
  });
});
