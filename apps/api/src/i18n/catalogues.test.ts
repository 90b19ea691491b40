import { compareCatalogues } from '@jodi/i18n/check';
import { describe, expect, it } from 'vitest';
import { assistantTextsEn } from '../modules/assistant/texts/en';
import { assistantTextsHi } from '../modules/assistant/texts/hi';
import { assistantTextsMr } from '../modules/assistant/texts/mr';
import { gunMilanTextsEn } from '../modules/astro/texts/en';
import { gunMilanTextsHi } from '../modules/astro/texts/hi';
import { gunMilanTextsMr } from '../modules/astro/texts/mr';
import { authTextsEn } from '../modules/auth/texts/en';
import { authTextsHi } from '../modules/auth/texts/hi';
import { authTextsMr } from '../modules/auth/texts/mr';
import { biodataTextsEn } from '../modules/biodata/texts/en';
import { biodataTextsHi } from '../modules/biodata/texts/hi';
import { biodataTextsMr } from '../modules/biodata/texts/mr';
import { featureTextsEn } from '../modules/content/texts/en';
import { featureTextsHi } from '../modules/content/texts/hi';
import { featureTextsMr } from '../modules/content/texts/mr';
import { familyTextsEn } from '../modules/family/texts/en';
import { familyTextsHi } from '../modules/family/texts/hi';
import { familyTextsMr } from '../modules/family/texts/mr';
import { notificationTextsEn } from '../modules/notifications/texts/en';
import { notificationTextsHi } from '../modules/notifications/texts/hi';
import { notificationTextsMr } from '../modules/notifications/texts/mr';

/** Every catalogue of the server's modules: English (the source), Marathi and Hindi. */
const CATALOGUES: [string, object, object, object][] = [
  ["the AI helper's answers", assistantTextsEn, assistantTextsMr, assistantTextsHi],
  ['Gun Milan', gunMilanTextsEn, gunMilanTextsMr, gunMilanTextsHi],
  ['account mails', authTextsEn, authTextsMr, authTextsHi],
  ['the biodata PDF', biodataTextsEn, biodataTextsMr, biodataTextsHi],
  ['the features page', featureTextsEn, featureTextsMr, featureTextsHi],
  ['family invitations', familyTextsEn, familyTextsMr, familyTextsHi],
  ['notifications, pushes and their mails', notificationTextsEn, notificationTextsMr, notificationTextsHi],
];

describe.each(CATALOGUES)('the texts of %s', (_, en, mr, hi) => {
  it('in Marathi and Hindi have every English text, none empty or extra, with the same ICU placeholders', () => {
    expect({ mr: compareCatalogues(en, mr), hi: compareCatalogues(en, hi) }).toEqual({ mr: [], hi: [] });
  });
});
