/** Public media keys are served under /media/; private keys never get a public URL. */
export function publicMediaUrl(key: string | null | undefined): string | null {
  if (!key?.startsWith('public/')) return null;
  return `/media/${key.slice('public/'.length)}`;
}
