/**
 * Where sign-in or sign-up goes next when a page sent the visitor there to come back (`?next=`, e.g.
 * the family invitation's /family/accept/<token>, decision 33). Only a path of this site is followed
 * (one leading slash, no scheme, no host, no backslash), never another site.
 */
export const NEXT_PARAM = 'next';

export function safeNextPath(search: URLSearchParams): string | null {
  const next = search.get(NEXT_PARAM);
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

/** `path` with `?next=<next>`: sign-in or sign-up that returns to `next`. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: next })}` : path;
}
