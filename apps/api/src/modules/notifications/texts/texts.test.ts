import { compareCatalogues } from '@jodi/i18n/check';
import { describe, expect, it } from 'vitest';
import { notificationTextsEn } from './en';
import { notificationTextsHi } from './hi';
import { notificationTextsMr } from './mr';

describe('the notifications module’s catalogues', () => {
  it.each([
    ['mr', notificationTextsMr],
    ['hi', notificationTextsHi],
  ])('%s has every text of the English one, none empty or extra, the same placeholders', (_, catalogue) => {
    expect(compareCatalogues(notificationTextsEn, catalogue)).toEqual([]);
  });
});
