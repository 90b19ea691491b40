import { compareCatalogues } from '@jodi/i18n/check';
import { describe, expect, it } from 'vitest';
import { gunMilanTextsEn } from './en';
import { gunMilanTextsHi } from './hi';
import { gunMilanTextsMr } from './mr';

describe.each([
  ['mr', gunMilanTextsMr],
  ['hi', gunMilanTextsHi],
])('the Gun Milan texts in %s', (_language, texts) => {
  it('have every English text, none empty or extra, with the same placeholders', () => {
    expect(compareCatalogues(gunMilanTextsEn, texts)).toEqual([]);
  });
});
