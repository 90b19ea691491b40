/** One media range of an `Accept` header and its weight. */
interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/**
 * The media ranges of an `Accept` header (RFC 9110 §12.5.1), lower-cased. A range with a
 * malformed weight is left out rather than guessed at.
 */
export function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const [type = '', subtype = '', ...extra] = range.split('/');
    if (extra.length > 0 || !TOKEN.test(type) || !TOKEN.test(subtype)) continue;
    if (type === '*' && subtype !== '*') continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [name, value = ''] = param.split('=').map((s) => s.trim());
      if (name !== 'q') continue;
      valid = QVALUE.test(value);
      q = Number(value);
    }
    if (valid) ranges.push({ type, subtype, q });
  }
  return ranges;
}

/**
 * The weight `accept` gives `mediaType`: from the most specific range that matches it, 0 when
 * none does (and 1 for every type without a header). With `exactOnly`, only a range naming the
 * type counts: a wildcard (any image, any type) says nothing about whether a client can decode a
 * newer format, and curl or an old browser sends one.
 */
export function acceptQuality(
  accept: string | undefined,
  mediaType: string,
  { exactOnly = false }: { exactOnly?: boolean } = {},
): number {
  if (accept === undefined || accept.trim() === '') return exactOnly ? 0 : 1;
  const [type, subtype] = mediaType.toLowerCase().split('/');
  const ranges = parseAccept(accept);
  const exact = ranges.filter((r) => r.type === type && r.subtype === subtype);
  if (exact.length > 0 || exactOnly) return Math.max(0, ...exact.map((r) => r.q));
  const ofType = ranges.filter((r) => r.type === type && r.subtype === '*');
  if (ofType.length > 0) return Math.max(...ofType.map((r) => r.q));
  return Math.max(0, ...ranges.filter((r) => r.type === '*').map((r) => r.q));
}
