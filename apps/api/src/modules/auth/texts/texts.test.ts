import { compareCatalogues } from '@jodi/i18n/check';
import { describe, expect, it } from 'vitest';
import { authTextsEn } from './en';
import { authTextsHi } from './hi';
import { authTextsMr } from './mr';

describe('the auth module’s catalogues', () => {
  it.each([
    ['mr', authTextsMr],
    ['hi', authTextsHi],
  ])('%s has every text of the English one, none empty or extra, the same placeholders', (_, catalogue) => {
    expect(compareCatalogues(authTextsEn, catalogue)).toEqual([]);
  });
});
