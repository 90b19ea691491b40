import { CALL_STATUSES, callLogExtraSchema, callLogPageSchema, callLogSchema } from '@jodi/contract';
import { z } from 'zod';
import { fixedText } from '../../i18n/error-messages';
import { parseUuid } from '../../lib/ids';

/** `'true'`/`'false'` as query values and form fields. */
const booleanText = z.enum(['true', 'false']).transform((v) => v === 'true');

const staffId = z
  .string()
  .max(100)
  .refine((v) => parseUuid(v) !== null, 'Not a valid id')
  .transform((v) => parseUuid(v)!);

/** An empty query value (`?status=` from an "All" choice) counts as no filter. */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Filters shared by the table (GET /api/v1/calllogs) and its CSV export. */
export const callLogFilterQuery = z.object({
  app_name: filter(z.string().trim().min(1).max(40)),
  status: filter(z.enum(CALL_STATUSES)),
  assigned_to_id: filter(staffId),
  followup: filter(booleanText),
  payment_done: filter(booleanText),
});
export type CallLogFilterQuery = z.infer<typeof callLogFilterQuery>;

export const callLogListQuery = callLogFilterQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type CallLogListQuery = z.infer<typeof callLogListQuery>;

export const callLogIdParams = z.object({ id: z.string().max(100) });
export const audioQuery = z.object({ t: z.string().max(2000).optional() });

export const callLogResponse = z.object({ data: callLogSchema });
export { callLogPageSchema };

/** Free text of a form: trimmed; blank clears the field (null). */
const formText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fixedText('atMostCharacters', { max }))
    .transform((v) => (v === '' ? null : v));

/** An id field of the form: blank clears it (null), anything else must be a UUID. */
const formId = z.union([z.literal('').transform(() => null), staffId]);

/** `extra_data`: a JSON object sent as a string (spec 7: objects are sent as JSON strings). */
const formJsonObject = z.string().transform((raw, ctx) => {
  try {
    const value: unknown = JSON.parse(raw);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'Send extra_data as a JSON object' });
  return z.NEVER;
});

/**
 * The text fields of POST/PUT /api/v1/calllogs (multipart). Every field is optional (spec 5: no
 * required fields); on PUT only the fields sent change. Blank status, app, flags and extra_data
 * count as not sent; so does the text `null` a browser makes of a null FormData value.
 */
export const callLogFormSchema = z.object({
  customer_name: formText(200).optional(),
  phone: formText(40).optional(),
  status: z.enum(CALL_STATUSES).optional(),
  remark: formText(5000).optional(),
  pid: formId.optional(),
  assigned_to_id: formId.optional(),
  app_name: z.string().trim().min(1).max(40).optional(),
  followup: booleanText.optional(),
  payment_done: booleanText.optional(),
  extra_data: formJsonObject.pipe(callLogExtraSchema).optional(),
});
export type CallLogInput = z.infer<typeof callLogFormSchema>;

const BLANK_MEANS_ABSENT = ['status', 'app_name', 'followup', 'payment_done', 'extra_data'] as const;
const NULL_TEXT = new Set(['null', 'undefined']);

/** The form's fields as the schema reads them: blanks (and `null` text) of non-text fields dropped. */
export function normaliseFormFields(fields: Record<string, string>): Record<string, string> {
  const out = { ...fields };
  for (const name of BLANK_MEANS_ABSENT) {
    const value = out[name]?.trim();
    if (value === '' || (value !== undefined && NULL_TEXT.has(value))) delete out[name];
  }
  for (const name of ['pid', 'assigned_to_id'] as const) {
    if (out[name] !== undefined && NULL_TEXT.has(out[name].trim())) out[name] = '';
  }
  return out;
}
