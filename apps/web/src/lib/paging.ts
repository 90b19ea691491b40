/** `meta` of a list answer: how many there are in all, and which slice this page holds. */
export interface ListMeta {
  total: number;
  limit: number;
  offset: number;
}

/** The next page's offset from a list answer's `meta`, or undefined when every item is shown. */
export function nextOffset(meta: ListMeta | undefined): number | undefined {
  if (!meta) return undefined;
  const next = meta.offset + meta.limit;
  return next < meta.total ? next : undefined;
}
