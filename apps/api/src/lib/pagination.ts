import { z } from 'zod';

/** `meta` of a paged list (api-contract: `{ data: [...], meta: { total, limit, offset } }`). */
export const listMetaSchema = z.object({ total: z.number(), limit: z.number(), offset: z.number() });
export type ListMeta = z.infer<typeof listMetaSchema>;
export interface Page {
  limit: number;
  offset: number;
}

/** Query strings arrive as text; an empty value means "not given". */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `?limit=&offset=` with a default and a largest page; out-of-range values answer 400. */
export function pageQuery(limits: { defaultLimit: number; maxLimit: number }) {
  return z.object({
    limit: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(limits.maxLimit).default(limits.defaultLimit),
    ),
    offset: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100_000).default(0)),
  });
}
