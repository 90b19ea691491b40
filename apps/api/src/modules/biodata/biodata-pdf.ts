import path from 'node:path';
import { type ChartStyle, PROFILE_SECTIONS, type ProfileSectionKey } from '@jodi/contract';
import { GRAHAS } from '@jodi/gunmilan';
import { formatDate, formatHeight, type Language } from '@jodi/i18n';
import PDFDocument from 'pdfkit';
import { assetsDir } from '../../lib/assets';
import {
  manglikExplanation,
  manglikFromChartText,
  manglikVerdictLabel,
  signName,
} from '../astro/manglik-text';
import {
  type ProfileTextField as Field,
  fieldLabel,
  fieldText,
  relationText,
} from '../profiles/profile-text';
import type { PresentedProfile } from '../profiles/profiles.schema';
import { DEFAULT_CHART_STYLE, drawKundliChart, kundliOfProfile } from './kundli-chart-pdf';
import { biodataTexts } from './texts';

/** apps/api/assets/fonts. */
const fontsDir = () => assetsDir('fonts');

const FONTS = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  deva: 'NotoSansDevanagari-Regular.ttf',
  devaBold: 'NotoSansDevanagari-Bold.ttf',
} as const;
type FontName = keyof typeof FONTS;

/** Noto Sans's ascender (units per em 1000): where the baseline sits below the top of a line. */
const LATIN_ASCENT = 1.069;
const NAVY = '#1b2a4e';
const MUTED = '#5b6478';
const RULE = '#d9dde6';
const ACCENT = '#c2185b';
const VERIFIED = '#2e7d32';

/** The profile view's five tabs (spec 2): the same fields, from the contract, under the same titles. */
export const BIODATA_SECTIONS: readonly { key: ProfileSectionKey; fields: readonly Field[] }[] =
  PROFILE_SECTIONS;

export interface BiodataContact {
  name: string;
  relation: string;
  phone: string;
  current_city: string | null;
}

export interface BiodataInput {
  profile: PresentedProfile;
  /** The downloader's language: headings, field names, choices, dates and heights (typed text stays as typed). */
  language: Language;
  /** The primary photo, medium JPEG, if any. */
  photo: Buffer | null;
  /** Shown only when the requester may see them (null: not shown at all). */
  contacts: BiodataContact[] | null;
  /** The verification badges' texts, in the language. */
  badges: string[];
  generatedAt: Date;
  /**
   * How the birth chart is drawn when the profile has its birth date, time and place: North
   * Indian (the default) or South Indian; the member's own choice where they made one.
   */
  chartStyle?: ChartStyle;
  /** Uncompressed content streams (tests read the text). */
  compress?: boolean;
}

const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/;
/** Characters both fonts draw: they stay in the run before (not `&`, which the Devanagari font lacks). */
const NEUTRAL = /[\s\d.,;:!?'"()\-–—/+]/;

/** Splits text into runs that are Devanagari or not; neutral characters stay with the run before. */
export function scriptRuns(text: string): { text: string; deva: boolean }[] {
  const runs: { text: string; deva: boolean }[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const deva = DEVANAGARI.test(ch);
    if (last && (last.deva === deva || NEUTRAL.test(ch) || ch === '\u200c' || ch === '\u200d'))
      last.text += ch;
    else runs.push({ text: ch, deva });
  }
  return runs;
}

type Doc = PDFKit.PDFDocument;

/** Writes text at (x, y) within `width`, switching to the Devanagari font for Devanagari runs. */
function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  opts: { width: number; size: number; bold?: boolean; color?: string; align?: 'left' | 'right' },
) {
  const runs = scriptRuns(text);
  doc.fillColor(opts.color ?? '#222');
  runs.forEach((run, i) => {
    const font: FontName = run.deva ? (opts.bold ? 'devaBold' : 'deva') : opts.bold ? 'latinBold' : 'latin';
    doc.font(font).fontSize(opts.size);
    // One baseline for both fonts (pdfkit otherwise puts each run at its own font's ascender,
    // and Noto Sans Devanagari's is lower than Noto Sans's, lifting Devanagari off the line).
    const options = {
      width: opts.width,
      continued: i < runs.length - 1,
      align: opts.align ?? 'left',
      baseline: -LATIN_ASCENT * opts.size,
    };
    if (i === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
}

/**
 * A verified tick beside a line of text written at (x, y) in `size` pt: a green disc with a white
 * check, drawn as paths. Noto Sans has no U+2713, so a tick character would show as an empty box.
 */
function tick(doc: Doc, x: number, y: number, size: number) {
  const r = size * 0.5;
  const cx = x + r;
  // Centred on the letters beside it (their baseline is LATIN_ASCENT * size below y).
  const cy = y + (LATIN_ASCENT - 0.33) * size;
  doc.save();
  doc.circle(cx, cy, r).fillColor(VERIFIED).fill();
  doc
    .moveTo(cx - r * 0.48, cy + r * 0.02)
    .lineTo(cx - r * 0.12, cy + r * 0.38)
    .lineTo(cx + r * 0.5, cy - r * 0.34)
    .lineWidth(size * 0.14)
    .lineCap('round')
    .lineJoin('round')
    .strokeColor('#ffffff')
    .stroke();
  doc.restore();
}

/** The registered font that draws `text`: Devanagari if it has any, else Noto Sans. */
const fontOf = (text: string, bold: boolean): FontName =>
  DEVANAGARI.test(text) ? (bold ? 'devaBold' : 'deva') : bold ? 'latinBold' : 'latin';

/** The side of the birth chart's square: about 7 cm. */
const CHART_SIZE = 200;

/** Height of text in `width` (measured with the font of its main script). */
function heightOf(doc: Doc, text: string, width: number, size: number, bold = false): number {
  doc.font(fontOf(text, bold)).fontSize(size);
  return doc.heightOfString(text, { width });
}

/** Renders the biodata as an A4 PDF. */
export function renderBiodata(input: BiodataInput): Promise<Buffer> {
  const { profile, language } = input;
  const texts = biodataTexts(language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: input.compress ?? true,
    bufferPages: true,
    info: { Title: texts.title, Creator: 'Jodi', Producer: 'Jodi' },
  });
  const dir = fontsDir();
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, path.join(dir, file));

  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;

  // Header: name, a small 'Jodi' mark, and a rule.
  const fullName = [profile.name, profile.lastName].filter((s) => s?.trim()).join(' ') || texts.title;
  write(doc, 'Jodi', right - 80, 40, { width: 80, size: 11, bold: true, color: ACCENT, align: 'right' });
  const photoSize = 110;
  const textWidth = input.photo ? width - photoSize - 20 : width;
  let y = 56;
  write(doc, fullName, left, y, { width: textWidth, size: 22, bold: true, color: NAVY });
  y += heightOf(doc, fullName, textWidth, 22, true) + 2;
  const subtitle = [
    profile.age ? texts.age({ age: profile.age }) : null,
    profile.height ? formatHeight(language, profile.height) : null,
    profile.current_city,
  ]
    .filter(Boolean)
    .join('  ·  ');
  if (subtitle) {
    write(doc, subtitle, left, y, { width: textWidth, size: 11, color: MUTED });
    y += heightOf(doc, subtitle, textWidth, 11) + 8;
  }
  for (const badge of input.badges) {
    tick(doc, left, y, 10);
    write(doc, badge, left + 14, y, { width: textWidth - 14, size: 10, bold: true, color: VERIFIED });
    y += 15;
  }
  if (input.photo) {
    try {
      doc.image(input.photo, right - photoSize, 60, { fit: [photoSize, photoSize * 1.25], align: 'center' });
      y = Math.max(y, 60 + photoSize * 1.25);
    } catch {
      // A photo pdfkit cannot read is left out rather than failing the biodata.
    }
  }
  y += 10;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1.5).strokeColor(NAVY).stroke();
  y += 14;

  const labelWidth = 170;
  const valueX = left + labelWidth + 12;
  const valueWidth = right - valueX;

  const ensure = (needed: number) => {
    if (y + needed > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
  };
  const heading = (title: string) => {
    ensure(48);
    y += 6;
    write(doc, title, left, y, { width, size: 13, bold: true, color: NAVY });
    y += 20;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
    y += 6;
  };
  const row = (label: string, value: string) => {
    const h = Math.max(heightOf(doc, label, labelWidth, 10), heightOf(doc, value, valueWidth, 10));
    ensure(h + 6);
    write(doc, label, left, y, { width: labelWidth, size: 10, color: MUTED });
    write(doc, value, valueX, y, { width: valueWidth, size: 10, color: '#222' });
    y += h + 5;
  };

  for (const section of BIODATA_SECTIONS) {
    const rows = section.fields
      .map((field) => ({ label: fieldLabel(language, field), value: fieldText(profile, field, language) }))
      .filter((r): r is { label: string; value: string } => r.value !== null);
    if (rows.length === 0) continue;
    heading(texts.sections[section.key]);
    for (const r of rows) row(r.label, r.value);
    y += 6;
  }

  // The birth chart, after the astrology details (the last section), when the birth is known.
  const kundli = kundliOfProfile(profile);
  if (kundli) {
    const verdict = texts.chart.manglik({
      source: manglikFromChartText(language),
      verdict: manglikVerdictLabel(kundli.manglik.verdict, language),
    });
    const explanation = manglikExplanation(kundli, language);
    const verdictHeight = heightOf(doc, verdict, width, 10.5, true);
    const explanationHeight = heightOf(doc, explanation, width, 10);
    // Heading, chart and its words kept together on one page.
    ensure(32 + CHART_SIZE + 14 + verdictHeight + 4 + explanationHeight + 6);
    heading(texts.chart.heading);
    y += 6;
    drawKundliChart(doc, kundli, {
      x: left,
      y,
      size: CHART_SIZE,
      style: input.chartStyle ?? DEFAULT_CHART_STYLE,
      language,
      fontOf,
    });
    // Beside the chart: the Lagna's sign, then what each short name stands for.
    const keyX = left + CHART_SIZE + 28;
    const keyWidth = right - keyX;
    let keyY = y + 4;
    const lagna = texts.chart.lagna({ sign: signName(kundli.ascendant.sign, language) });
    write(doc, lagna, keyX, keyY, { width: keyWidth, size: 10.5, bold: true, color: NAVY });
    keyY += heightOf(doc, lagna, keyWidth, 10.5, true) + 8;
    const key: [string, string, boolean][] = [
      [texts.chart.ascendant, texts.chart.names.ascendant, true],
      ...GRAHAS.map((g): [string, string, boolean] => [texts.chart.grahas[g], texts.chart.names[g], false]),
    ];
    for (const [short, name, lagnaMark] of key) {
      write(doc, short, keyX, keyY, { width: 30, size: 9.5, bold: true, color: lagnaMark ? ACCENT : NAVY });
      write(doc, name, keyX + 32, keyY, { width: keyWidth - 32, size: 9.5, color: '#222' });
      keyY += 14;
    }
    y += CHART_SIZE + 14;
    write(doc, verdict, left, y, { width, size: 10.5, bold: true, color: NAVY });
    y += verdictHeight + 4;
    write(doc, explanation, left, y, { width, size: 10, color: '#222' });
    y += explanationHeight + 12;
  }

  if (input.contacts && input.contacts.length > 0) {
    heading(texts.contacts);
    for (const c of input.contacts) {
      const value = [c.name, c.phone, c.current_city].filter(Boolean).join('  ·  ');
      row(relationText(language, c.relation), value);
    }
  }

  // Footer on every page.
  const footer = texts.footer({ date: formatDate(language, input.generatedAt) });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const fy = doc.page.height - doc.page.margins.bottom - 8;
    doc
      .moveTo(left, fy - 6)
      .lineTo(right, fy - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    // Writing below the bottom margin would add a page; lift it for the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(doc, footer, left, fy, { width, size: 8, color: MUTED, align: 'left' });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
