import { compareCatalogues, flattenCatalogue } from '@jodi/i18n/check';
import { describe, expect, it } from 'vitest';
import { kundli as en } from '../../i18n/en/kundli';
import { kundli as hi } from '../../i18n/hi/kundli';
import { kundli as mr } from '../../i18n/mr/kundli';
import { fill } from './texts';

describe("the chart's texts", () => {
  it.each([
    ['mr', mr],
    ['hi', hi],
  ])('%s has every key of the English one, none empty, none extra, the same placeholders', (_, texts) => {
    expect(compareCatalogues(en, texts)).toEqual([]);
  });

  it.each([
    ['mr', mr],
    ['hi', hi],
  ])('%s leaves no English word', (_, texts) => {
    const english = [...flattenCatalogue(texts)].filter(([, text]) =>
      [text].flat().some((value) => /[A-Za-z]{2,}/.test(String(value).replace(/\{\w+\}/g, ''))),
    );
    expect(english).toEqual([]);
  });

  it('names twelve signs and fills its placeholders', () => {
    for (const texts of [en, mr, hi]) expect(texts.signs).toHaveLength(12);
    expect(fill(en.house, { house: 6, sign: 'Capricorn', grahas: 'Sun, Mercury' })).toBe(
      'House 6 (Capricorn): Sun, Mercury',
    );
  });
});
