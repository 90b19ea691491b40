/**
 * Where things go in the two drawings of a birth chart, in a unit square (x right, y down, 0..1),
 * for the biodata PDF (kundli-chart-pdf.ts) to scale. Pure and import-free, so the web app can
 * keep a copy of it and draw the same charts.
 *
 * North Indian: a square with both diagonals and the diamond joining the mid-points of its sides.
 * The houses are fixed: the 1st (the Lagna) is the top centre diamond, and they run anti-clockwise
 * (the 2nd top-left, the 4th the left diamond, the 7th the bottom one, the 10th the right one).
 * Each house shows the number of the sign in it, counted on from the ascendant's sign.
 *
 * South Indian: a 4×4 grid whose outer 12 cells are the signs, fixed, running clockwise from
 * Pisces in the top-left corner (Aries beside it); the centre 2×2 is left for a title, and the
 * Lagna is marked in its sign's cell.
 */

export interface Point {
  x: number;
  y: number;
}

/** A straight line of the drawing. */
export type Segment = readonly [Point, Point];

export interface NorthHouse {
  /** 1..12. */
  house: number;
  /** The house's area, corner by corner. */
  polygon: readonly Point[];
  /** The centre of the grahas' names. */
  grahas: Point;
  /** How many names go on one line there (the side triangles are narrow). */
  perRow: number;
  /** The centre of the sign number, toward the middle of the chart as charts write it. */
  sign: Point;
}

const p = (x: number, y: number): Point => ({ x, y });

/** The corners and mid-points the North Indian chart is drawn through. */
const TL = p(0, 0);
const TR = p(1, 0);
const BR = p(1, 1);
const BL = p(0, 1);
const TOP = p(0.5, 0);
const RIGHT = p(1, 0.5);
const BOTTOM = p(0.5, 1);
const LEFT = p(0, 0.5);
const CENTRE = p(0.5, 0.5);
/** Where the diagonals cross the diamond. */
const Q_TL = p(0.25, 0.25);
const Q_TR = p(0.75, 0.25);
const Q_BR = p(0.75, 0.75);
const Q_BL = p(0.25, 0.75);

/** Near the outer edge of a triangle (where it is wide) for names; near its inner point for the sign. */
const EDGE = 0.085;
const INNER = 0.19;

/** The twelve houses of the North Indian chart; `NORTH_HOUSES[h - 1]` is house h. */
export const NORTH_HOUSES: readonly NorthHouse[] = [
  { house: 1, polygon: [TOP, Q_TR, CENTRE, Q_TL], grahas: p(0.5, 0.24), perRow: 3, sign: p(0.5, 0.43) },
  { house: 2, polygon: [TL, TOP, Q_TL], grahas: p(0.25, EDGE), perRow: 3, sign: p(0.25, INNER) },
  { house: 3, polygon: [TL, Q_TL, LEFT], grahas: p(EDGE, 0.25), perRow: 2, sign: p(INNER, 0.25) },
  { house: 4, polygon: [LEFT, Q_TL, CENTRE, Q_BL], grahas: p(0.24, 0.5), perRow: 3, sign: p(0.43, 0.5) },
  { house: 5, polygon: [LEFT, Q_BL, BL], grahas: p(EDGE, 0.75), perRow: 2, sign: p(INNER, 0.75) },
  { house: 6, polygon: [BL, Q_BL, BOTTOM], grahas: p(0.25, 1 - EDGE), perRow: 3, sign: p(0.25, 1 - INNER) },
  { house: 7, polygon: [BOTTOM, Q_BL, CENTRE, Q_BR], grahas: p(0.5, 0.76), perRow: 3, sign: p(0.5, 0.57) },
  { house: 8, polygon: [BOTTOM, Q_BR, BR], grahas: p(0.75, 1 - EDGE), perRow: 3, sign: p(0.75, 1 - INNER) },
  { house: 9, polygon: [BR, Q_BR, RIGHT], grahas: p(1 - EDGE, 0.75), perRow: 2, sign: p(1 - INNER, 0.75) },
  { house: 10, polygon: [RIGHT, Q_BR, CENTRE, Q_TR], grahas: p(0.76, 0.5), perRow: 3, sign: p(0.57, 0.5) },
  { house: 11, polygon: [RIGHT, Q_TR, TR], grahas: p(1 - EDGE, 0.25), perRow: 2, sign: p(1 - INNER, 0.25) },
  { house: 12, polygon: [TR, Q_TR, TOP], grahas: p(0.75, EDGE), perRow: 3, sign: p(0.75, INNER) },
];

/** The North Indian chart's lines: the square, its two diagonals and the inner diamond. */
export const NORTH_LINES: readonly Segment[] = [
  [TL, TR],
  [TR, BR],
  [BR, BL],
  [BL, TL],
  [TL, BR],
  [TR, BL],
  [TOP, RIGHT],
  [RIGHT, BOTTOM],
  [BOTTOM, LEFT],
  [LEFT, TOP],
];

/** The sign (1 = Aries) in a house (1..12) of a chart whose ascendant is in `ascendantSign`. */
export function signInHouse(ascendantSign: number, house: number): number {
  return ((ascendantSign - 1 + house - 1) % 12) + 1;
}

/** The house (1..12) a sign falls in, counted from the ascendant's sign (the same sign is the 1st). */
export function houseOfSign(ascendantSign: number, sign: number): number {
  return ((((sign - ascendantSign) % 12) + 12) % 12) + 1;
}

export interface SouthCell {
  /** 1 = Aries. */
  sign: number;
  /** 0..3 from the top. */
  row: number;
  /** 0..3 from the left. */
  col: number;
}

/**
 * The South Indian chart's cells, `SOUTH_CELLS[sign - 1]`: Pisces (0,0), Aries (0,1), Taurus (0,2),
 * Gemini (0,3), Cancer (1,3), Leo (2,3), Virgo (3,3), Libra (3,2), Scorpio (3,1), Sagittarius (3,0),
 * Capricorn (2,0), Aquarius (1,0): clockwise round the border.
 */
export const SOUTH_CELLS: readonly SouthCell[] = (
  [
    [0, 1],
    [0, 2],
    [0, 3],
    [1, 3],
    [2, 3],
    [3, 3],
    [3, 2],
    [3, 1],
    [3, 0],
    [2, 0],
    [1, 0],
    [0, 0],
  ] as const
).map(([row, col], i) => ({ sign: i + 1, row, col }));

/** The 2×2 block in the middle of the South Indian chart, for its title. */
export const SOUTH_CENTRE = { row: 1, col: 1, rows: 2, cols: 2 } as const;

/** The South Indian chart's lines: the outer square and the grid, leaving the centre block open. */
export const SOUTH_LINES: readonly Segment[] = [
  [TL, TR],
  [TR, BR],
  [BR, BL],
  [BL, TL],
  // Full rows and columns one cell in from each side.
  [p(0, 0.25), p(1, 0.25)],
  [p(0, 0.75), p(1, 0.75)],
  [p(0.25, 0), p(0.25, 1)],
  [p(0.75, 0), p(0.75, 1)],
  // The middle ones only across the border cells.
  [p(0, 0.5), p(0.25, 0.5)],
  [p(0.75, 0.5), p(1, 0.5)],
  [p(0.5, 0), p(0.5, 0.25)],
  [p(0.5, 0.75), p(0.5, 1)],
];

/** The cell of a sign (1 = Aries) in the South Indian chart. */
export function southCellOf(sign: number): SouthCell {
  const cell = SOUTH_CELLS[(((sign - 1) % 12) + 12) % 12];
  if (!cell) throw new RangeError(`No sign ${sign}`);
  return cell;
}
