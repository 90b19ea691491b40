import { describe, expect, it } from 'vitest';
import { compareCatalogues, flattenCatalogue } from '../check';
import { profileLabelsEn } from './en';
import { profileLabelsHi } from './hi';
import { profileLabelsMr } from './mr';

const DEVANAGARI = /[\u0900-\u097F]/;

describe.each([
  ['mr', profileLabelsMr],
  ['hi', profileLabelsHi],
])('the profile labels in %s', (_language, labels) => {
  it('name every field and choice of the English labels, none empty, none extra', () => {
    expect(compareCatalogues(profileLabelsEn, labels)).toEqual([]);
  });

  it('are written in Devanagari, not left in English', () => {
    const untranslated = [...flattenCatalogue(labels)].filter(
      ([, text]) => typeof text === 'string' && !DEVANAGARI.test(text),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('the rashis', () => {
  it('carry their traditional names', () => {
    expect(Object.values(profileLabelsMr.options.rashi)).toEqual([
      'मेष',
      'वृषभ',
      'मिथुन',
      'कर्क',
      'सिंह',
      'कन्या',
      'तूळ',
      'वृश्चिक',
      'धनु',
      'मकर',
      'कुंभ',
      'मीन',
    ]);
    expect(profileLabelsHi.options.rashi.Tula).toBe('तुला');
  });
});

describe('the income bands', () => {
  it('are written in Devanagari digits in Marathi and Latin digits in Hindi', () => {
    expect(profileLabelsMr.options.annual_income.below_3_lakh).toBe('₹३ लाखांपेक्षा कमी');
    expect(Object.values(profileLabelsMr.options.annual_income).join('')).not.toMatch(/[0-9]/);
    expect(profileLabelsHi.options.annual_income['10_to_15_lakh']).toBe('₹10–15 लाख');
    expect(Object.values(profileLabelsHi.options.annual_income).join('')).not.toMatch(/[०-९]/);
  });
});
