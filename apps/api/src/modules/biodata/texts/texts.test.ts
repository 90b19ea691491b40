import { compareCatalogues } from '@jodi/i18n/check';
import { describe, expect, it } from 'vitest';
import { biodataTextsEn } from './en';
import { biodataTextsHi } from './hi';
import { biodataTextsMr } from './mr';

describe.each([
  ['mr', biodataTextsMr],
  ['hi', biodataTextsHi],
])('the biodata texts in %s', (_language, texts) => {
  it('have every English text, none empty or extra, with the same placeholders', () => {
    expect(compareCatalogues(biodataTextsEn, texts)).toEqual([]);
  });
});
