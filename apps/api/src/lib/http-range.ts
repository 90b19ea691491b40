import type { ByteRange } from '../adapters/storage';

/**
 * The byte range a `Range` header asks for, for a file of `size` bytes:
 * `undefined` to send the whole file (no header, another unit, several ranges, bad syntax:
 * RFC 9110 lets a server ignore those), or `null` when the range cannot be satisfied.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    // Suffix: the last n bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return null;
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return undefined;
  if (start >= size) return null;
  return { start, end };
}
