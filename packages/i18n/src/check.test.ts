import { describe, expect, it } from 'vitest';
import { compareCatalogues } from './check';

describe('compareCatalogues', () => {
  const source = { a: 'Hello {name}', b: { c: '{n, plural, one {# day} other {# days}}' }, d: 'Plain' };

  it('accepts a faithful translation with its own plural categories', () => {
    const mr = { a: '{name}, नमस्कार', b: { c: '{n, plural, other {# दिवस}}' }, d: 'साधे' };
    expect(compareCatalogues(source, mr)).toEqual([]);
  });

  it('reports missing, empty, extra, broken and mismatched messages', () => {
    const bad = { a: 'नमस्कार {naam}', b: { c: '{n, plural, other {# दिवस}' }, e: 'x', d: ' ' };
    expect(compareCatalogues(source, bad)).toEqual([
      'a: placeholder {name} is missing, the source has text',
      'a: placeholder {naam} is text, the source has none',
      'b.c: not valid ICU (EXPECT_ARGUMENT_CLOSING_BRACE)',
      'd: empty',
      'e: not in the source catalogue',
    ]);
  });
});
