import { compareCatalogues } from '@jodi/i18n/check';
import { describe, expect, it } from 'vitest';
import { assistantTextsEn } from './en';
import { assistantTextsHi } from './hi';
import { assistantTextsMr } from './mr';

describe.each([
  ['mr', assistantTextsMr],
  ['hi', assistantTextsHi],
])("the AI helper's texts in %s", (_language, texts) => {
  it('have every English text, none empty or extra, with the same placeholders and choices', () => {
    expect(compareCatalogues(assistantTextsEn, texts)).toEqual([]);
  });
});
