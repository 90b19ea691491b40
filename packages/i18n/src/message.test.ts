import { describe, expect, it } from 'vitest';
import { bindCatalogue, icu, type Translation } from './message';

const source = {
  title: 'Interests',
  count: icu<{ count: number }>('{count, plural, one {# interest} other {# interests}}'),
  greeting: icu<{ name: string }>('Say hello to {name}.'),
  steps: ['One', 'Two'],
  nested: { save: 'Save' },
};

const marathi: Translation<typeof source> = {
  title: 'स्वारस्ये',
  count: '{count, plural, one {# स्वारस्य} other {# स्वारस्ये}}',
  greeting: '{name} यांना नमस्कार करा.',
  steps: ['एक', 'दोन'],
  nested: { save: 'जतन करा' },
};

describe('bindCatalogue', () => {
  it('gives texts as strings and messages with placeholders as functions in the language', () => {
    const t = bindCatalogue<typeof source>(marathi, 'mr');
    expect(t.title).toBe('स्वारस्ये');
    expect(t.nested.save).toBe('जतन करा');
    expect(t.steps).toEqual(['एक', 'दोन']);
    expect(t.greeting({ name: 'Pallavi' })).toBe('Pallavi यांना नमस्कार करा.');
    expect(t.count({ count: 12 })).toBe('१२ स्वारस्ये');
  });

  it('formats English plurals and Indian grouping', () => {
    const t = bindCatalogue<typeof source>(source, 'en');
    expect(t.count({ count: 1 })).toBe('1 interest');
    expect(t.count({ count: 100000 })).toBe('1,00,000 interests');
  });
});

describe('precompiled catalogues', () => {
  it('format the same as the texts they were parsed from', async () => {
    const { precompileCatalogue } = await import('./precompile');
    const compiled = precompileCatalogue(marathi) as Translation<typeof source>;
    expect(JSON.stringify(compiled)).toContain('"__icu"');
    const t = bindCatalogue<typeof source>(compiled, 'mr');
    expect(t.title).toBe('स्वारस्ये');
    expect(t.count({ count: 12 })).toBe('१२ स्वारस्ये');
    expect(t.greeting({ name: 'Pallavi' })).toBe('Pallavi यांना नमस्कार करा.');
  });
});
