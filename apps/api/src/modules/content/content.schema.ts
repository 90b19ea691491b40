import {
  AB_TEXT_MAX,
  abTextsSchema,
  featureSchema,
  LEGAL_MARKDOWN_MAX,
  legalSchema,
  NAV_TEXT_KEYS,
  staffLegalSchema,
} from '@jodi/contract';
import { z } from 'zod';
import { fixedText } from '../../i18n/error-messages';

export const featuresResponse = z.object({ data: z.array(featureSchema) });
export const featureImageParams = z.object({ file: z.string().max(100) });
export const legalResponse = z.object({ data: legalSchema });
export const staffLegalResponse = z.object({ data: staffLegalSchema });
export const abTextsResponse = z.object({ data: abTextsSchema });

/** PUT /api/v1/admin/legal: the terms in Markdown; blank goes back to the built-in terms. */
export const legalBody = z.object({ markdown: z.string().max(LEGAL_MARKDOWN_MAX) });

/** PUT /api/v1/admin/ab: only the menu keys of spec 2; a blank text removes its key. */
export const abTextsBody = z.object({
  texts: z.partialRecord(
    z.enum(NAV_TEXT_KEYS),
    z
      .string()
      .trim()
      .max(AB_TEXT_MAX, fixedText('atMostCharacters', { max: AB_TEXT_MAX })),
  ),
});
