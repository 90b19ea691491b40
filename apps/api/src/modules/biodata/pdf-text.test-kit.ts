import zlib from 'node:zlib';

/** What pdfText gives for a glyph the font lacks (pdfkit's glyph code 0, .notdef). */
export const NOTDEF = '\uFFFD';

/**
 * The text of a PDF made by pdfkit, without poppler (CI has none): reads each font's ToUnicode
 * map and decodes the glyph codes of the content streams' Tj/TJ operators. One line per text
 * object (BT..ET), in drawing order. Enough for "does the PDF say X", not a general PDF parser.
 *
 * Glyph code 0 is pdfkit's .notdef: a character the embedded font has no glyph for (pdfkit maps it
 * to U+0000, and viewers draw an empty box). It comes out as U+FFFD, so a test can refuse it.
 */
export function pdfText(pdf: Buffer): string {
  const src = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  for (const m of src.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const s = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    let stream: string | null = null;
    if (s) {
      const raw = Buffer.from(s[1]!, 'latin1');
      stream = /FlateDecode/.test(body.slice(0, s.index))
        ? zlib.inflateSync(raw).toString('latin1')
        : raw.toString('latin1');
    }
    objects.set(Number(m[1]), { dict: s ? body.slice(0, s.index) : body, stream });
  }

  const cmaps = new Map<number, Map<number, string>>();
  const cmapOf = (objectId: number) => {
    let map = cmaps.get(objectId);
    if (map) return map;
    map = new Map();
    const text = objects.get(objectId)?.stream ?? '';
    for (const r of text.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      let code = Number.parseInt(r[1]!, 16);
      for (const entry of r[3]!.matchAll(/<([0-9a-f ]*)>/gi)) {
        const hex = entry[1]!.replace(/\s+/g, '');
        const units: number[] = [];
        for (let i = 0; i + 4 <= hex.length; i += 4) units.push(Number.parseInt(hex.slice(i, i + 4), 16));
        map.set(code++, String.fromCharCode(...units));
      }
    }
    cmaps.set(objectId, map);
    return map;
  };

  // Resource name (F1, F2...) -> the font's ToUnicode map.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const f of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(f[2]));
      const toUnicode = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict);
      if (toUnicode) fonts.set(f[1]!, cmapOf(Number(toUnicode[1])));
    }
  }

  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (
      !stream ||
      /\/(Length1|Subtype\s*\/(Image|CIDFontType0C|Type1C))/.test(dict) ||
      /begincmap/.test(stream)
    ) {
      continue;
    }
    let current: Map<number, string> | undefined;
    let line = '';
    for (const op of stream.matchAll(
      /\/(F\d+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\bET\b/g,
    )) {
      if (op[0] === 'ET') {
        lines.push(line);
        line = '';
        continue;
      }
      if (op[1]) {
        current = fonts.get(op[1]);
        continue;
      }
      const hexes =
        op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[3]!];
      for (const hex of hexes) {
        for (let i = 0; i + 4 <= hex.length; i += 4) {
          const code = Number.parseInt(hex.slice(i, i + 4), 16);
          line += code === 0 ? NOTDEF : (current?.get(code) ?? '');
        }
      }
    }
    if (line) lines.push(line);
  }
  return lines.join('\n');
}

/**
 * A shaped Devanagari word comes out of pdfText in drawing order, not as typed: the vowel sign ि
 * before its consonant, a reph (र्) after its syllable ("वैयक्तिक" reads "वैयिक्तक"). Its letters
 * are all there, so compare those: the multiset of characters, order aside.
 *
 * One thing this cannot read back: where Noto Sans Devanagari draws ि together with a following
 * anusvara or reph as one glyph ("लिंग", "वार्षिक"), the ं or र् goes on a shared empty glyph, and a
 * PDF maps each glyph to one text only (the first use's). Such words are drawn right but do not
 * read back exactly: test with other words.
 */
const letters = (text: string) => [...text.normalize('NFC').replace(/\s+/g, '')].sort().join('');

/** Whether a line of pdfText is exactly `expected` (its letters, in any order). */
export function hasLine(text: string, expected: string): boolean {
  const want = letters(expected);
  return text.split('\n').some((line) => letters(line) === want);
}

/** Whether some line of pdfText holds every letter of `expected` (as often as it has them). */
export function hasWithinLine(text: string, expected: string): boolean {
  const want = [...letters(expected)];
  return text.split('\n').some((line) => {
    const have = new Map<string, number>();
    for (const ch of letters(line)) have.set(ch, (have.get(ch) ?? 0) + 1);
    return want.every((ch) => {
      const left = have.get(ch) ?? 0;
      have.set(ch, left - 1);
      return left > 0;
    });
  });
}
