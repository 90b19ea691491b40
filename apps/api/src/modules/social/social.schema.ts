import {
  type ChatRequest,
  chatRequestSchema,
  INTEREST_TYPES,
  type Interest,
  interestSchema,
  type MiniProfile,
  miniProfileSchema,
  REPORT_REASONS,
} from '@jodi/contract';
import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, listMetaSchema } from '../profiles/profiles.schema';

export type { ChatRequest, Interest, MiniProfile };
export { chatRequestSchema, interestSchema, miniProfileSchema };

/** A report's details: at most this many characters (after trimming). */
export const REPORT_DETAILS_MAX = 1000;

/** Query strings arrive as text; an empty value means "not given". */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const limitParam = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
);
const offset = z.coerce.number().int().min(0).max(100_000);
const offsetParam = z.preprocess(blankToUndefined, offset.default(0));

/** A profile id (or a row id) from a body, path or query; not a UUID answers 404 in the service, never 500. */
const idString = z.string().max(200);

export const idParams = z.object({ id: idString });

export const pageQuery = z.object({ limit: limitParam, offset: offsetParam });
export type PageQuery = { limit: number; offset: number };

export const interestListQuery = pageQuery.extend({
  type: z.preprocess(blankToUndefined, z.enum(INTEREST_TYPES).default('sent')),
});

/** Spec 7: `?accepted=false&from=0`; `from` is the offset (`offset` is taken too). */
export const chatRequestListQuery = pageQuery.extend({
  accepted: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
  from: z.preprocess(blankToUndefined, offset.optional()),
});

export const bookmarkCreateBody = z.object({ bookmark: z.object({ to: idString }) });

export const interestCreateBody = z.object({ to: idString });
export const interestUpdateBody = z.object({ status: z.enum(['accepted', 'declined']) });

/** `accepted` and `declined` are taken (the spec's client sends them) and ignored: a new request is pending. */
export const chatRequestCreateBody = z.object({
  to: idString,
  accepted: z.boolean().optional(),
  declined: z.boolean().optional(),
});

/** Spec 4: a pending request becomes accepted (true, false) or declined (false, true); nothing else. */
export const chatRequestUpdateBody = z
  .object({ accepted: z.boolean().default(false), declined: z.boolean().default(false) })
  .superRefine((body, ctx) => {
    if (body.accepted && body.declined) {
      ctx.addIssue({
        code: 'custom',
        path: ['declined'],
        message: 'A chat request cannot be both accepted and declined',
      });
    } else if (!body.accepted && !body.declined) {
      ctx.addIssue({ code: 'custom', path: ['accepted'], message: 'Set accepted or declined to true' });
    }
  });
export type ChatRequestAnswer = 'accepted' | 'declined';

export const blockBody = z.object({ profileId: idString });
export const isBlockQuery = z.object({ profileId: idString });

export const reportBody = z
  .object({
    /** The reported profile's id (the spec's field name). */
    user_to_id: idString,
    reason: z.enum(REPORT_REASONS),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX)
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && !body.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'Tell us what is wrong' });
    }
  });
export type ReportInput = z.infer<typeof reportBody>;

/** A bookmark: its id and the bookmarked profile, as a card shows it. */
export const bookmarkSchema = z.object({
  id: z.string(),
  to: z.string(),
  profile: miniProfileSchema,
  created_at: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const reportSchema = z.object({
  id: z.string(),
  user_to_id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.literal('open'),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export interface List<T> {
  data: T[];
  meta: { total: number; limit: number; offset: number };
}

export const bookmarkResponse = z.object({ data: bookmarkSchema });
export const bookmarkListResponse = z.object({ data: z.array(bookmarkSchema), meta: listMetaSchema });
/** The caller's blocks, shaped like bookmarks: block id, the blocked profile's id and mini profile. */
export const blockListResponse = bookmarkListResponse;
export const interestResponse = z.object({ data: interestSchema });
export const interestListResponse = z.object({ data: z.array(interestSchema), meta: listMetaSchema });
export const chatRequestResponse = z.object({ data: chatRequestSchema });
export const chatRequestListResponse = z.object({ data: z.array(chatRequestSchema), meta: listMetaSchema });
export const deletedResponse = z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }) });
export const blockStateResponse = z.object({ data: z.object({ is_blocked: z.boolean() }) });
export const reportResponse = z.object({ data: reportSchema });
