/**
 * Where things go in the two chart drawings, in the charts' own units (a 300 x 300 viewBox). Pure:
 * no React, no texts, so it is tested on its own (geometry.test.ts).
 *
 * North Indian (diamond): a square with both diagonals and the diamond joining the sides' mid-points.
 * House 1 (the Lagna) is the top centre diamond and the houses run anti-clockwise: 2 the top-left
 * triangle, 3 the left-top one, 4 the left diamond, 7 the bottom one, 10 the right one. Each house
 * holds its sign's number near the centre and its grahas.
 *
 * South Indian (square): a 4 x 4 grid whose twelve outer cells hold fixed signs, clockwise from
 * Pisces at the top left; the Lagna's cell is marked, the centre 2 x 2 holds the title.
 */
import type { GrahaName, KundliChart } from '@jodi/contract';

/**
 * The nine grahas in the order a chart lists them (the contract's GRAHA_NAMES, which sits beside its
 * zod schemas and so does not reach the browser's build).
 */
export const GRAHAS = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const satisfies readonly GrahaName[];

export const CHART_SIZE = 300;
/** A drawn label's font size (graha names) and the sign numbers'. At 300 units across, a phone's chart is about 326 px. */
export const GRAHA_FONT = 15;
export const SIGN_FONT = 12;
/**
 * Between two labels' centres in a row, between two rows, and a label's half-width and half-height:
 * at 15 units and semi-bold, the widest short names (Mo, Ma, Me) are about 23 units wide, Asc 26.
 */
const STEP_X = 28;
const STEP_Y = 18;
const HALF_WIDTH = 12;
const HALF_HEIGHT = 7;
/** Labels keep this far inside their house's lines, across and up and down. */
const INSET = 4;
const INSET_Y = 2;

export interface Point {
  x: number;
  y: number;
}
export type Polygon = readonly Point[];

/** What a house (North) or cell (South) shows: the Lagna first, then the grahas in the contract's order. */
export type ChartBody = 'ascendant' | GrahaName;

const p = (x: number, y: number): Point => ({ x, y });
const S = CHART_SIZE;
const H = S / 2;
const Q = S / 4;

const CORNER = { tl: p(0, 0), tr: p(S, 0), br: p(S, S), bl: p(0, S) };
const MID = { t: p(H, 0), r: p(S, H), b: p(H, S), l: p(0, H) };
const CENTRE = p(H, H);
/** Where the diagonals cross the inner diamond. */
const INNER = { tl: p(Q, Q), tr: p(S - Q, Q), br: p(S - Q, S - Q), bl: p(Q, S - Q) };

export interface NorthHouse {
  house: number;
  polygon: Polygon;
  /** The sign number's place, near the chart's centre. */
  sign: Point;
  /** Where the grahas' block is centred. */
  anchor: Point;
}

/** The twelve North Indian houses, 1 (top centre) to 12, anti-clockwise. */
export const NORTH_HOUSES: readonly NorthHouse[] = [
  { house: 1, polygon: [MID.t, INNER.tr, CENTRE, INNER.tl], sign: p(H, 128), anchor: p(H, 68) },
  { house: 2, polygon: [CORNER.tl, MID.t, INNER.tl], sign: p(Q, 61), anchor: p(Q, 24) },
  { house: 3, polygon: [CORNER.tl, INNER.tl, MID.l], sign: p(58, Q), anchor: p(27, Q) },
  { house: 4, polygon: [MID.l, INNER.tl, CENTRE, INNER.bl], sign: p(128, H), anchor: p(66, H) },
  { house: 5, polygon: [MID.l, INNER.bl, CORNER.bl], sign: p(58, S - Q), anchor: p(27, S - Q) },
  { house: 6, polygon: [CORNER.bl, INNER.bl, MID.b], sign: p(Q, S - 61), anchor: p(Q, S - 24) },
  { house: 7, polygon: [MID.b, INNER.bl, CENTRE, INNER.br], sign: p(H, S - 128), anchor: p(H, S - 68) },
  { house: 8, polygon: [MID.b, INNER.br, CORNER.br], sign: p(S - Q, S - 61), anchor: p(S - Q, S - 24) },
  { house: 9, polygon: [CORNER.br, INNER.br, MID.r], sign: p(S - 58, S - Q), anchor: p(S - 27, S - Q) },
  { house: 10, polygon: [MID.r, INNER.br, CENTRE, INNER.tr], sign: p(S - 128, H), anchor: p(S - 66, H) },
  { house: 11, polygon: [MID.r, INNER.tr, CORNER.tr], sign: p(S - 58, Q), anchor: p(S - 27, Q) },
  { house: 12, polygon: [CORNER.tr, INNER.tr, MID.t], sign: p(S - Q, 61), anchor: p(S - Q, 24) },
];

/** The lines of the North Indian chart: the square, its diagonals and the inner diamond. */
export const NORTH_LINES: readonly (readonly [Point, Point])[] = [
  [CORNER.tl, CORNER.br],
  [CORNER.tr, CORNER.bl],
  [MID.t, MID.r],
  [MID.r, MID.b],
  [MID.b, MID.l],
  [MID.l, MID.t],
];

/** The sign in a house, counted from the ascendant's sign (whole-sign houses). */
export const signOfHouse = (ascendantSign: number, house: number): number =>
  ((ascendantSign - 1 + house - 1) % 12) + 1;

/** The house a sign is, counted from the ascendant's sign. */
export const houseOfSign = (ascendantSign: number, sign: number): number =>
  ((sign - ascendantSign + 12) % 12) + 1;

export interface SouthCell {
  sign: number;
  row: number;
  col: number;
  x: number;
  y: number;
  size: number;
}

/** The grid cell of each sign, clockwise from Pisces at the top left: [row, col] by sign 1 (Aries)..12. */
const SOUTH_GRID: readonly (readonly [number, number])[] = [
  [0, 1], // 1 Aries
  [0, 2], // 2 Taurus
  [0, 3], // 3 Gemini
  [1, 3], // 4 Cancer
  [2, 3], // 5 Leo
  [3, 3], // 6 Virgo
  [3, 2], // 7 Libra
  [3, 1], // 8 Scorpio
  [3, 0], // 9 Sagittarius
  [2, 0], // 10 Capricorn
  [1, 0], // 11 Aquarius
  [0, 0], // 12 Pisces
];

export const SOUTH_CELL_SIZE = S / 4;

/** The South Indian cell that holds a sign (1 = Aries .. 12 = Pisces). */
export function southCell(sign: number): SouthCell {
  const [row, col] = SOUTH_GRID[(((sign - 1) % 12) + 12) % 12] ?? [0, 0];
  return { sign, row, col, x: col * SOUTH_CELL_SIZE, y: row * SOUTH_CELL_SIZE, size: SOUTH_CELL_SIZE };
}

/** The twelve cells, Aries to Pisces. */
export const SOUTH_CELLS: readonly SouthCell[] = Array.from({ length: 12 }, (_, i) => southCell(i + 1));

/** A South cell's shape, anchor and sign place: its number at the top right, the Lagna's mark at the top left. */
export function southCellLayout(cell: SouthCell): { polygon: Polygon; sign: Point; anchor: Point } {
  const { x, y, size } = cell;
  return {
    polygon: [p(x, y), p(x + size, y), p(x + size, y + size), p(x, y + size)],
    sign: p(x + size - 11, y + 12),
    anchor: p(x + size / 2, y + size / 2 + 5),
  };
}

/** The Lagna's mark in its South cell: a line across the top-left corner. */
export function southLagnaMark(cell: SouthCell): readonly [Point, Point] {
  return [p(cell.x, cell.y + 20), p(cell.x + 20, cell.y)];
}

/** Bodies by house (North: the server's whole-sign house) with the ascendant in house 1. */
export function bodiesByHouse(chart: KundliChart): Map<number, ChartBody[]> {
  const houses = new Map<number, ChartBody[]>();
  for (let house = 1; house <= 12; house += 1) houses.set(house, []);
  houses.get(1)?.push('ascendant');
  for (const name of GRAHAS) houses.get(chart.planets[name].house)?.push(name);
  return houses;
}

/** Bodies by sign (South: each graha in its sign's fixed cell), the ascendant in its sign. */
export function bodiesBySign(chart: KundliChart): Map<number, ChartBody[]> {
  const signs = new Map<number, ChartBody[]>();
  for (let sign = 1; sign <= 12; sign += 1) signs.set(sign, []);
  signs.get(chart.ascendant.sign)?.push('ascendant');
  for (const name of GRAHAS) signs.get(chart.planets[name].sign)?.push(name);
  return signs;
}

/** Where the horizontal line at `y` crosses a convex polygon: [left, right], or null. */
function spanAt(polygon: Polygon, y: number): [number, number] | null {
  const xs: number[] = [];
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    if ((y < Math.min(a.y, b.y) || y > Math.max(a.y, b.y)) && a.y !== b.y) continue;
    if (a.y === b.y) {
      if (y === a.y) xs.push(a.x, b.x);
      continue;
    }
    xs.push(a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x));
  }
  return xs.length < 2 ? null : [Math.min(...xs), Math.max(...xs)];
}

/** The room a row of labels centred at `y` has across the polygon, clear of the sign number's box. */
function rowRoom(polygon: Polygon, y: number, avoid: Point, anchorX: number): [number, number] | null {
  const top = spanAt(polygon, y - HALF_HEIGHT - INSET_Y);
  const bottom = spanAt(polygon, y + HALF_HEIGHT + INSET_Y);
  if (!top || !bottom) return null;
  let left = Math.max(top[0], bottom[0]) + INSET;
  let right = Math.min(top[1], bottom[1]) - INSET;
  // The sign number: two digits are about 14 units wide, 9 tall.
  const box = { left: avoid.x - 8, right: avoid.x + 8, top: avoid.y - 7, bottom: avoid.y + 7 };
  if (y + HALF_HEIGHT > box.top && y - HALF_HEIGHT < box.bottom && box.right > left && box.left < right) {
    const leftRoom = box.left - left;
    const rightRoom = right - box.right;
    // Keep the side the block is centred on, else the larger one.
    if (anchorX <= box.left || (anchorX < box.right && leftRoom >= rightRoom)) right = box.left;
    else left = box.right;
  }
  return right - left >= 2 * HALF_WIDTH ? [left, right] : null;
}

const capacityOf = (room: [number, number] | null): number =>
  room ? Math.floor((room[1] - room[0] - 2 * HALF_WIDTH) / STEP_X) + 1 : 0;

/**
 * The centres of `count` labels in a house: rows of labels STEP_X apart, STEP_Y between rows,
 * centred on the anchor where they fit and kept inside the polygon and off the sign number. With more
 * labels than ever fit (no real chart has them), the last row takes the rest.
 */
export function placeLabels(polygon: Polygon, anchor: Point, avoid: Point, count: number): Point[] {
  if (count <= 0) return [];
  // The block's centre may move a little off the anchor where that makes room (a triangle is wider
  // towards its base).
  const shifts = [0, 3, -3, 6, -6, 9, -9, 12, -12, 15, -15];
  for (let rows = 1; rows <= 6; rows += 1) {
    let ys: number[] = [];
    let rooms: ([number, number] | null)[] = [];
    let capacities: number[] = [];
    let total = 0;
    for (const shift of shifts) {
      ys = Array.from({ length: rows }, (_, i) => anchor.y + shift + (i - (rows - 1) / 2) * STEP_Y);
      rooms = ys.map((y) => rowRoom(polygon, y, avoid, anchor.x));
      capacities = rooms.map(capacityOf);
      total = capacities.reduce((sum, c) => sum + c, 0);
      if (total >= count) break;
    }
    if (total < count && rows < 6) continue;
    if (total < count) {
      ys = Array.from({ length: rows }, (_, i) => anchor.y + (i - (rows - 1) / 2) * STEP_Y);
      rooms = ys.map((y) => rowRoom(polygon, y, avoid, anchor.x));
      capacities = rooms.map(capacityOf);
    }
    // Spread the labels evenly over the rows, each within its capacity.
    const counts = capacities.map(() => 0);
    let left = count;
    for (let i = 0; i < rows; i += 1) {
      const share = Math.min(capacities[i] ?? 0, Math.ceil(left / (rows - i)));
      counts[i] = share;
      left -= share;
    }
    for (let i = 0; left > 0 && i < rows; i += 1) {
      const extra = Math.min(left, (capacities[i] ?? 0) - (counts[i] ?? 0));
      counts[i] = (counts[i] ?? 0) + extra;
      left -= extra;
    }
    if (left > 0) counts[rows - 1] = (counts[rows - 1] ?? 0) + left;
    const points: Point[] = [];
    for (const [i, y] of ys.entries()) {
      const n = counts[i] ?? 0;
      if (n === 0) continue;
      const room = rooms[i] ?? [anchor.x - HALF_WIDTH, anchor.x + HALF_WIDTH];
      const half = ((n - 1) * STEP_X) / 2;
      const lo = room[0] + HALF_WIDTH + half;
      const hi = room[1] - HALF_WIDTH - half;
      const cx = lo > hi ? (room[0] + room[1]) / 2 : Math.min(Math.max(anchor.x, lo), hi);
      for (let k = 0; k < n; k += 1) points.push(p(cx - half + k * STEP_X, y));
    }
    return points;
  }
  return [];
}

/** Whether a point lies inside a convex polygon (or on its edge). */
export function contains(polygon: Polygon, point: Point): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    const cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
    if (cross === 0) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** An SVG `points` attribute. */
export const pointsAttribute = (polygon: Polygon): string => polygon.map(({ x, y }) => `${x},${y}`).join(' ');
