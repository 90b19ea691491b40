import type { StaffPageMeta } from '@jodi/contract';

/** A staff list paged by number (call logs, reports, group profiles): pages count from 1. */
export interface NumberedPage<T> {
  data: T[];
  meta: StaffPageMeta;
}

/** How many pages `meta` spans; at least 1, so an empty list still reads "Page 1 of 1". */
export function pageCount(meta: StaffPageMeta | undefined): number {
  if (!meta || meta.page_size <= 0) return 1;
  return Math.max(1, Math.ceil(meta.total / meta.page_size));
}

/** A positive whole page number from a URL query value; 1 for anything else. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** One numbered page from its answer: the envelope's `data` and its `{ page, page_size, total }` meta. */
export function numberedPage<T>(envelope: { data?: T[]; meta?: StaffPageMeta }): NumberedPage<T> {
  const data = envelope.data ?? [];
  return { data, meta: envelope.meta ?? { page: 1, page_size: data.length, total: data.length } };
}
