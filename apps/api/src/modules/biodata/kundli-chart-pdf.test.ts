import { GRAHAS, kundliFromBirth } from '@jodi/gunmilan';
import { describe, expect, it } from 'vitest';
import { manglikExplanation, manglikVerdictLabel } from '../astro/manglik-text';
import type { PresentedProfile } from '../profiles/profiles.schema';
import { renderBiodata } from './biodata-pdf';
import { NORTH_HOUSES, southCellOf } from './kundli-chart-geometry';
import { chartLayout, kundliOfProfile } from './kundli-chart-pdf';
import { hasLine, hasWithinLine, NOTDEF, pdfText } from './pdf-text.test-kit';
import { biodataTextsEn } from './texts/en';

const BIRTH = { date: '1997-03-14', time: '14:30', lat: 18.5204, lon: 73.8567, tz: 'Asia/Kolkata' };
const KUNDLI = kundliFromBirth(BIRTH);

const PROFILE = {
  name: 'Asha',
  lastName: 'Deshpande',
  gender: 'female',
  age: 29,
  current_city: 'Pune',
  occupation: 'Software Engineer',
  rashi: 'Tula',
  mangal_dosh: 'no',
  birthdate: BIRTH.date,
  birth_time: BIRTH.time,
  birth_place: 'Pune',
  birth_lat: BIRTH.lat,
  birth_lon: BIRTH.lon,
  birth_tz: BIRTH.tz,
} as PresentedProfile;

describe('kundliOfProfile', () => {
  it('reads the chart of a profile with its birth date, time and place', () => {
    expect(kundliOfProfile(PROFILE)).toEqual(KUNDLI);
  });

  it('gives none without the time, the place or a zone it knows', () => {
    expect(kundliOfProfile({ ...PROFILE, birth_time: null })).toBeNull();
    expect(kundliOfProfile({ ...PROFILE, birth_time: undefined })).toBeNull();
    expect(kundliOfProfile({ ...PROFILE, birth_lat: null })).toBeNull();
    expect(kundliOfProfile({ ...PROFILE, birth_tz: undefined })).toBeNull();
    expect(kundliOfProfile({ ...PROFILE, birth_tz: 'Mars/Olympus_Mons' })).toBeNull();
    expect(kundliOfProfile({ ...PROFILE, birth_time: '25:99' })).toBeNull();
  });
});

describe('chartLayout', () => {
  const everyName = (layout: ReturnType<typeof chartLayout>) =>
    layout.groups.flatMap((g) => g.names.map((n) => n.text)).sort();
  const SHORT = [...GRAHAS.map((g) => biodataTextsEn.chart.grahas[g]), 'Asc'].sort();

  it('North: the Lagna and its sign in the top centre diamond, each graha in its house, signs counted on', () => {
    const layout = chartLayout(KUNDLI, 'north', 'en');
    expect(layout.groups).toHaveLength(12);
    const first = layout.groups[0]!;
    expect(first.at).toEqual(NORTH_HOUSES[0]!.grahas);
    expect(first.names[0]).toEqual({ text: 'Asc', lagna: true });
    expect(first.sign).toBe(KUNDLI.ascendant.sign);
    expect(layout.signs[0]).toMatchObject({ text: String(KUNDLI.ascendant.sign), at: NORTH_HOUSES[0]!.sign });
    expect(layout.signs.map((s) => Number(s.text))).toEqual(
      NORTH_HOUSES.map((h) => ((KUNDLI.ascendant.sign + h.house - 2) % 12) + 1),
    );
    for (const graha of GRAHAS) {
      const group = layout.groups[KUNDLI.planets[graha].house - 1]!;
      expect(group.names.map((n) => n.text)).toContain(biodataTextsEn.chart.grahas[graha]);
    }
    expect(everyName(layout)).toEqual(SHORT);
    expect(layout.lines).toHaveLength(10);
    expect(layout.title).toBeNull();
  });

  it('South: each graha and the Lagna in its sign’s cell, the Lagna’s corner marked, a title in the middle', () => {
    const layout = chartLayout(KUNDLI, 'south', 'en');
    const cellOf = (sign: number) => {
      const { row, col } = southCellOf(sign);
      return { x: (col + 0.5) / 4, y: (row + 0.56) / 4 };
    };
    const asc = layout.groups.find((g) => g.names.some((n) => n.lagna))!;
    expect(asc.sign).toBe(KUNDLI.ascendant.sign);
    expect(asc.at).toEqual(cellOf(KUNDLI.ascendant.sign));
    for (const graha of GRAHAS) {
      const group = layout.groups.find((g) => g.sign === KUNDLI.planets[graha].sign)!;
      expect(group.at).toEqual(cellOf(KUNDLI.planets[graha].sign));
      expect(group.names.map((n) => n.text)).toContain(biodataTextsEn.chart.grahas[graha]);
    }
    expect(everyName(layout)).toEqual(SHORT);
    const { row, col } = southCellOf(KUNDLI.ascendant.sign);
    const [a, b] = layout.lagnaMark!;
    expect(Math.min(a.x, b.x)).toBeCloseTo(col / 4);
    expect(Math.min(a.y, b.y)).toBeCloseTo(row / 4);
    expect(layout.title?.text).toBe('Rashi chart');
    expect(layout.title?.at).toEqual({ x: 0.5, y: 0.5 });
  });

  it('writes Marathi short names and Marathi digits, Hindi short names and Latin digits', () => {
    const mr = chartLayout(KUNDLI, 'north', 'mr');
    expect(mr.groups[0]!.names[0]!.text).toBe('ल');
    expect(mr.groups.flatMap((g) => g.names.map((n) => n.text)).sort()).toEqual(
      ['ल', 'सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के'].sort(),
    );
    expect(mr.signs.map((s) => s.text).join(' ')).toMatch(/^[०-९ ]+$/);
    const hi = chartLayout(KUNDLI, 'south', 'hi');
    expect(hi.signs.map((s) => s.text)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(hi.title?.text).toBe('राशि कुंडली');
  });
});

function render(profile: PresentedProfile, language: 'en' | 'mr' | 'hi', chartStyle?: 'north' | 'south') {
  return renderBiodata({
    profile,
    language,
    photo: null,
    contacts: null,
    badges: [],
    generatedAt: new Date('2026-03-12T05:00:00Z'),
    chartStyle,
    compress: false,
  });
}

const lines = (text: string, line: string) => text.split('\n').filter((l) => l === line).length;

describe('the biodata PDF', () => {
  it('draws the birth chart (North by default) with every graha, the verdict and the explanation', async () => {
    const text = pdfText(await render(PROFILE, 'en'));
    expect(lines(text, 'Birth Chart (Kundli)')).toBe(1);
    // Each short name twice: in the chart and in the key beside it.
    for (const short of ['Asc', 'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'])
      expect(lines(text, short)).toBe(2);
    // The twelve sign numbers.
    for (let sign = 1; sign <= 12; sign++) expect(lines(text, String(sign))).toBeGreaterThanOrEqual(1);
    expect(text).toContain(
      `Mangal dosh from the birth chart: ${manglikVerdictLabel(KUNDLI.manglik.verdict, 'en')}`,
    );
    const squeezed = text.replace(/\s+/g, '');
    expect(squeezed).toContain(manglikExplanation(KUNDLI, 'en').replace(/\s+/g, ''));
    expect(text).not.toContain('Rashi chart');
    expect(text).not.toContain(NOTDEF);
  });

  it('draws the South Indian chart when asked, with its title in the middle', async () => {
    const text = pdfText(await render(PROFILE, 'en', 'south'));
    expect(lines(text, 'Rashi chart')).toBe(1);
    for (const short of ['Asc', 'Su', 'Ke']) expect(lines(text, short)).toBe(2);
    expect(text).not.toContain(NOTDEF);
  });

  it('writes the chart in Marathi: heading, short names, verdict and explanation', async () => {
    const text = pdfText(await render(PROFILE, 'mr', 'north'));
    expect(hasLine(text, 'जन्मकुंडली')).toBe(true);
    for (const short of ['सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के']) {
      expect(text.split('\n').filter((l) => hasLine(l, short)).length, short).toBe(2);
    }
    expect(
      hasWithinLine(text, `जन्मकुंडलीवरून मंगळ दोष: ${manglikVerdictLabel(KUNDLI.manglik.verdict, 'mr')}`),
    ).toBe(true);
    expect(text).not.toContain('Birth Chart');
    expect(text).not.toContain(NOTDEF);
  });

  it('renders without a chart when the birth time is missing', async () => {
    const pdf = await render({ ...PROFILE, birth_time: null }, 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Astrology Details');
    expect(text).toContain('Software Engineer');
    expect(text).not.toContain('Birth Chart (Kundli)');
    expect(lines(text, 'Asc')).toBe(0);
    expect(text).not.toContain('Mangal dosh from the birth chart');
  });
});
