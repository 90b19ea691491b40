import type { StaffPageMeta } from '@jodi/contract';
import { request } from '../../api/http';

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

/** GETs one numbered page: the envelope's `data` and its `{ page, page_size, total }` meta. */
export async function fetchNumberedPage<T>(path: string, signal?: AbortSignal): Promise<NumberedPage<T>> {
  const envelope = await request<T[]>('GET', path, { signal });
  const meta = envelope.meta as unknown as StaffPageMeta | undefined;
  return {
    data: envelope.data ?? [],
    meta: meta ?? { page: 1, page_size: envelope.data?.length ?? 0, total: envelope.data?.length ?? 0 },
  };
}
