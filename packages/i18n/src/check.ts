import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * Checks a translation against its source catalogue: every key present and not empty, no key the
 * source lacks, each message valid ICU with the same placeholders (name and kind) and, for a
 * `select`, the same choices. Plural categories may differ: each language has its own.
 */
export function compareCatalogues(source: object, translation: object): string[] {
  const expected = flattenCatalogue(source);
  const actual = flattenCatalogue(translation);
  const problems: string[] = [];
  for (const [key, sourceText] of expected) {
    if (!actual.has(key)) {
      problems.push(`${key}: missing`);
      continue;
    }
    const text = actual.get(key);
    if (Array.isArray(sourceText) !== Array.isArray(text)) {
      problems.push(`${key}: a list in one catalogue and a text in the other`);
      continue;
    }
    const pairs: [string, string][] = Array.isArray(sourceText)
      ? sourceText.map((item, i) => [item, (text as readonly string[])[i] ?? ''])
      : [[sourceText as string, text as string]];
    if (Array.isArray(sourceText) && sourceText.length !== (text as readonly string[]).length) {
      problems.push(
        `${key}: ${(text as readonly string[]).length} items where the source has ${sourceText.length}`,
      );
    }
    for (const [from, to] of pairs) problems.push(...compareMessages(key, from, to));
  }
  for (const key of actual.keys())
    if (!expected.has(key)) problems.push(`${key}: not in the source catalogue`);
  return problems;
}

function compareMessages(key: string, source: string, text: string): string[] {
  if (text.trim() === '') return [`${key}: empty`];
  const from = placeholdersOf(source);
  const to = placeholdersOf(text);
  if (typeof from === 'string') return [`${key}: the source is not valid ICU (${from})`];
  if (typeof to === 'string') return [`${key}: not valid ICU (${to})`];
  const problems: string[] = [];
  const names = new Set([...from.keys(), ...to.keys()]);
  for (const name of names) {
    if (from.get(name) !== to.get(name)) {
      problems.push(
        `${key}: placeholder {${name}} is ${to.get(name) ?? 'missing'}, the source has ${from.get(name) ?? 'none'}`,
      );
    }
  }
  return problems;
}

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.plural]: 'plural',
  [TYPE.select]: 'select',
  [TYPE.tag]: 'tag',
};

/** Each placeholder's name and kind (a select's with its choices), or the parse error. */
export function placeholdersOf(message: string): Map<string, string> | string {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const found = new Map<string, string>();
  const visit = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      const kind = KIND[element.type] ?? 'text';
      if (element.type === TYPE.select) {
        found.set(element.value, `select(${Object.keys(element.options).sort().join('|')})`);
      } else if (element.type === TYPE.plural && element.pluralType === 'ordinal') {
        found.set(element.value, 'selectordinal');
      } else if (typeof element.value === 'string') {
        found.set(element.value, kind);
      }
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(elements);
  return found;
}

/** A nested catalogue as dotted keys: "topBar.login" → "Login". */
export function flattenCatalogue(catalogue: object, prefix = ''): Map<string, string | readonly string[]> {
  const flat = new Map<string, string | readonly string[]>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) flat.set(path, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of flattenCatalogue(value, path)) flat.set(k, v);
  }
  return flat;
}
