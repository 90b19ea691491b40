import {
  AD_ADVERTISER_MAX,
  AD_DESCRIPTION_MAX,
  AD_PRICE_MAX,
  AD_STATUSES,
  AD_TITLE_MAX,
  adSchema,
  staffAdSchema,
} from '@jodi/contract';
import { z } from 'zod';
import { fixedText } from '../../i18n/error-messages';
import { listMetaSchema, pageQuery } from '../../lib/pagination';

export const adIdParams = z.object({ id: z.string().max(200) });
export const adPageQuery = pageQuery({ defaultLimit: 20, maxLimit: 100 });

export const adTestResponse = z.object({ data: adSchema.nullable() });
export const staffAdResponse = z.object({ data: staffAdSchema });
export const staffAdListResponse = z.object({ data: z.array(staffAdSchema), meta: listMetaSchema });
export const deletedAdResponse = z.object({ data: z.object({ id: z.string() }) });

/** Optional free text of the form: trimmed; blank clears it (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fixedText('atMostCharacters', { max }))
    .transform((v) => (v === '' ? null : v));

const PRICE_PROBLEM = fixedText('adPrice', { max: AD_PRICE_MAX });

/** Whole rupees; blank clears the price. */
const price = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return null;
    const n = Number(v);
    if (!/^\d+$/.test(v) || n > AD_PRICE_MAX) {
      ctx.addIssue({ code: 'custom', message: PRICE_PROBLEM });
      return z.NEVER;
    }
    return n;
  });

/**
 * PUT /api/v1/admin/ads/{id}: the ad form's text fields (multipart; the picture is the file field
 * `image`); only the fields sent change. `remove_image: 'true'` removes the picture.
 */
export const adUpdateFormSchema = z.object({
  status: z.enum(AD_STATUSES).optional(),
  title: z.string().trim().min(1, 'Title is required').max(AD_TITLE_MAX).optional(),
  description: optionalText(AD_DESCRIPTION_MAX).optional(),
  price: price.optional(),
  advertiser_name: optionalText(AD_ADVERTISER_MAX).optional(),
  advertiser_contact: optionalText(AD_ADVERTISER_MAX).optional(),
  remove_image: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type AdUpdateForm = z.infer<typeof adUpdateFormSchema>;

/** POST /api/v1/admin/ads: a title is required; a new ad is inactive unless told. */
export const adCreateFormSchema = adUpdateFormSchema.extend({
  title: z.string().trim().min(1, 'Title is required').max(AD_TITLE_MAX),
  status: z.enum(AD_STATUSES).default('inactive'),
});
export type AdCreateForm = z.infer<typeof adCreateFormSchema>;

export const AD_IMAGE_FIELD = 'image';
