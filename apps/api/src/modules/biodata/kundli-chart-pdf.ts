import type { ChartStyle } from '@jodi/contract';
import { GRAHAS, type Graha, type Kundli, kundliFromBirth } from '@jodi/gunmilan';
import { formatNumber, type Language } from '@jodi/i18n';
import type { PresentedProfile } from '../profiles/profiles.schema';
import {
  NORTH_HOUSES,
  NORTH_LINES,
  type Point,
  type Segment,
  SOUTH_CELLS,
  SOUTH_CENTRE,
  SOUTH_LINES,
  signInHouse,
  southCellOf,
} from './kundli-chart-geometry';
import { biodataTexts } from './texts';

type Doc = PDFKit.PDFDocument;

/** The style a biodata's chart is drawn in when the member has not chosen one. */
export const DEFAULT_CHART_STYLE: ChartStyle = 'north';

const LINE = '#1b2a4e';
const SIGN = '#6b7385';
const GRAHA = '#222222';
const LAGNA = '#c2185b';

type BirthOfProfile = Pick<
  PresentedProfile,
  'birthdate' | 'birth_time' | 'birth_lat' | 'birth_lon' | 'birth_tz'
>;

/**
 * The birth chart of a profile that has its birth date, time and place (latitude, longitude and
 * time zone), as the viewer may see them; null without all five, or when they cannot be read (a
 * time zone the runtime does not know, a date out of range).
 */
export function kundliOfProfile(profile: BirthOfProfile): Kundli | null {
  const { birthdate, birth_time, birth_lat, birth_lon, birth_tz } = profile;
  if (
    !birthdate ||
    !birth_time ||
    typeof birth_lat !== 'number' ||
    typeof birth_lon !== 'number' ||
    !birth_tz
  )
    return null;
  try {
    return kundliFromBirth({
      date: birthdate,
      time: birth_time,
      lat: birth_lat,
      lon: birth_lon,
      tz: birth_tz,
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

export interface KundliChartOptions {
  /** Top-left corner and side of the chart's square, in points. */
  x: number;
  y: number;
  size: number;
  style: ChartStyle;
  language: Language;
  /** The registered font that draws `text` (Latin or Devanagari). */
  fontOf: (text: string, bold: boolean) => string;
}

/** A short name in the chart: a graha's, or the Lagna's mark. */
export interface ChartName {
  text: string;
  lagna: boolean;
}

/** A text of the chart: at a point of the unit square, its size a share of the chart's side. */
export interface ChartText {
  text: string;
  at: Point;
  size: number;
}

/** What a chart shows and where, in the unit square of kundli-chart-geometry.ts. */
export interface ChartLayout {
  lines: readonly Segment[];
  /** The number of the sign of each house (North) or cell (South). */
  signs: ChartText[];
  /** The names in each house (North) or sign's cell (South), centred on `at`, `perRow` to a line. */
  groups: { sign: number; names: ChartName[]; at: Point; perRow: number; size: number }[];
  /** South: the stroke across the corner of the Lagna's cell. */
  lagnaMark: Segment | null;
  /** South: the title in the middle. */
  title: ChartText | null;
}

/** The chart's texts and lines for a birth chart in a style and language, before any drawing. */
export function chartLayout(kundli: Kundli, style: ChartStyle, language: Language): ChartLayout {
  const texts = biodataTexts(language).chart;
  const names = (grahas: Graha[], withLagna: boolean): ChartName[] => [
    ...(withLagna ? [{ text: texts.ascendant, lagna: true }] : []),
    ...grahas.map((g) => ({ text: texts.grahas[g], lagna: false })),
  ];
  if (style === 'north') {
    return {
      lines: NORTH_LINES,
      signs: NORTH_HOUSES.map((house) => ({
        text: formatNumber(language, signInHouse(kundli.ascendant.sign, house.house)),
        at: house.sign,
        size: 0.036,
      })),
      groups: NORTH_HOUSES.map((house) => {
        const inHouse = names(
          GRAHAS.filter((g) => kundli.planets[g].house === house.house),
          house.house === 1,
        );
        return {
          sign: signInHouse(kundli.ascendant.sign, house.house),
          names: inHouse,
          at: house.grahas,
          perRow: house.perRow,
          size: rowsOf(inHouse, house.perRow).length > 2 ? 0.037 : 0.043,
        };
      }),
      lagnaMark: null,
      title: null,
    };
  }
  const cell = 0.25;
  const lagnaCell = southCellOf(kundli.ascendant.sign);
  const corner = { x: lagnaCell.col * cell, y: lagnaCell.row * cell };
  return {
    lines: SOUTH_LINES,
    // Small, in each cell's top-right corner: the signs are fixed in this style.
    signs: SOUTH_CELLS.map(({ sign, row, col }) => ({
      text: formatNumber(language, sign),
      at: { x: (col + 1) * cell - cell * 0.14, y: row * cell + cell * 0.14 },
      size: 0.032,
    })),
    groups: SOUTH_CELLS.map(({ sign, row, col }) => {
      const inSign = names(
        GRAHAS.filter((g) => kundli.planets[g].sign === sign),
        kundli.ascendant.sign === sign,
      );
      return {
        sign,
        names: inSign,
        at: { x: (col + 0.5) * cell, y: (row + 0.56) * cell },
        perRow: 3,
        size: rowsOf(inSign, 3).length > 2 ? 0.036 : 0.041,
      };
    }),
    lagnaMark: [
      { x: corner.x, y: corner.y + cell * 0.28 },
      { x: corner.x + cell * 0.28, y: corner.y },
    ],
    title: {
      text: texts.centre,
      at: {
        x: (SOUTH_CENTRE.col + SOUTH_CENTRE.cols / 2) * cell,
        y: (SOUTH_CENTRE.row + SOUTH_CENTRE.rows / 2) * cell,
      },
      size: 0.055,
    },
  };
}

/**
 * Draws a birth chart in vector lines: North Indian (houses fixed, the Lagna top centre, each with
 * its sign's number) or South Indian (signs fixed, the Lagna marked in its sign's cell), each house
 * or sign with the short names of the grahas in it, in the language.
 */
export function drawKundliChart(doc: Doc, kundli: Kundli, options: KundliChartOptions): void {
  const { x, y, size } = options;
  const at = (p: Point): Point => ({ x: x + p.x * size, y: y + p.y * size });
  const layout = chartLayout(kundli, options.style, options.language);
  doc.save();
  for (const [a, b] of layout.lines) {
    const from = at(a);
    const to = at(b);
    doc.moveTo(from.x, from.y).lineTo(to.x, to.y);
  }
  doc
    .lineWidth(Math.max(0.75, size * 0.005))
    .lineCap('round')
    .strokeColor(LINE)
    .stroke();
  if (layout.lagnaMark) {
    const [a, b] = layout.lagnaMark.map(at) as [Point, Point];
    doc
      .moveTo(a.x, a.y)
      .lineTo(b.x, b.y)
      .lineWidth(Math.max(0.8, size * 0.005))
      .strokeColor(LAGNA)
      .stroke();
  }
  for (const sign of layout.signs) writeCentred(doc, sign.text, at(sign.at), sign.size * size, SIGN, options);
  for (const group of layout.groups)
    writeNames(doc, group.names, at(group.at), group.perRow, group.size * size, options);
  if (layout.title)
    writeCentred(doc, layout.title.text, at(layout.title.at), layout.title.size * size, LINE, options, true);
  doc.restore();
}

/** Groups names into lines of at most `perRow`, the lines as even as they can be. */
function rowsOf<T>(items: T[], perRow: number): T[][] {
  if (items.length === 0) return [];
  const count = Math.ceil(items.length / perRow);
  const each = Math.ceil(items.length / count);
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += each) rows.push(items.slice(i, i + each));
  return rows;
}

/** The distance from a line's middle down to its baseline, as a share of the font size. */
const MIDDLE_TO_BASELINE = 0.36;

/** Writes one text centred on `centre`, on one line. */
function writeCentred(
  doc: Doc,
  text: string,
  centre: Point,
  fontSize: number,
  color: string,
  options: KundliChartOptions,
  bold = false,
) {
  doc.font(options.fontOf(text, bold)).fontSize(fontSize);
  const width = doc.widthOfString(text);
  doc.fillColor(color).text(text, centre.x - width / 2, centre.y + fontSize * MIDDLE_TO_BASELINE, {
    lineBreak: false,
    baseline: 'alphabetic',
  });
}

/** Writes the names in centred lines of at most `perRow`, the block centred on `centre`. */
function writeNames(
  doc: Doc,
  items: ChartName[],
  centre: Point,
  perRow: number,
  fontSize: number,
  options: KundliChartOptions,
) {
  const rows = rowsOf(items, perRow);
  const lineHeight = fontSize * 1.3;
  const gap = fontSize * 0.45;
  const top = centre.y - (rows.length * lineHeight) / 2;
  rows.forEach((row, r) => {
    const widths = row.map((item) => {
      doc.font(options.fontOf(item.text, item.lagna)).fontSize(fontSize);
      return doc.widthOfString(item.text);
    });
    const total = widths.reduce((a, b) => a + b, 0) + gap * (row.length - 1);
    let left = centre.x - total / 2;
    const baseline = top + (r + 0.5) * lineHeight + fontSize * MIDDLE_TO_BASELINE;
    row.forEach((item, i) => {
      doc
        .font(options.fontOf(item.text, item.lagna))
        .fontSize(fontSize)
        .fillColor(item.lagna ? LAGNA : GRAHA)
        .text(item.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
      left += (widths[i] ?? 0) + gap;
    });
  });
}
