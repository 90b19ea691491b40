import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type Formatters, IntlMessageFormat } from 'intl-messageformat';
import { type Language, LOCALES } from './languages';

declare const placeholders: unique symbol;

/**
 * An ICU message (https://unicode-org.github.io/icu/userguide/format_parse/messages/) whose
 * placeholders take the values P. At run time it is only the message's text; the type lets code
 * call it with exactly the values it names.
 */
export type Icu<P extends object> = string & { readonly [placeholders]: P };

/** Marks a source-language message as taking the values P. */
export const icu = <P extends object>(text: string): Icu<P> => text as Icu<P>;

/** The shape of a catalogue: nested groups of texts, ICU messages and lists of texts. */
export type CatalogueShape = { readonly [key: string]: string | readonly string[] | CatalogueShape };

/** A translation of a source catalogue: the same keys, every message as plain text. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : Translation<T[K]>;
};

/** A catalogue as code reads it: texts as strings, messages with placeholders as functions. */
export type Messages<T> = {
  readonly [K in keyof T]: T[K] extends Icu<infer P>
    ? (values: P) => string
    : T[K] extends string
      ? string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Messages<T[K]>;
};

/** The key under which precompile.ts puts a message parsed ahead of time. */
export const PRECOMPILED = '__icu';

/** A message parsed at build time (precompile.ts): the browser formats it without the ICU parser. */
export interface PrecompiledMessage {
  readonly [PRECOMPILED]: MessageFormatElement[];
}

const isPrecompiled = (value: unknown): value is PrecompiledMessage =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Record<string, unknown>)[PRECOMPILED]);

/** Whether a source text has ICU placeholders (`{name}`, `{n, plural, …}`), so code calls it. */
export const hasPlaceholders = (text: string): boolean => /\{\s*[\p{L}\p{N}_]+\s*[,}]/u.test(text);

/**
 * A catalogue made ready for code: each message with placeholders becomes a function that formats
 * it in the language's locale, compiled on first use. It reads only the one catalogue, so a language
 * loads without the source; the catalogue test holds every translation to the source's placeholders.
 */
export function bindCatalogue<T extends CatalogueShape>(
  catalogue: Translation<T>,
  language: Language,
): Messages<T> {
  return bindGroup(catalogue as CatalogueShape, LOCALES[language]) as Messages<T>;
}

function bindGroup(texts: CatalogueShape, locale: string): Record<string, unknown> {
  const bound: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(texts)) {
    if (typeof text === 'string') bound[key] = hasPlaceholders(text) ? formatterOf(text, locale) : text;
    else if (isPrecompiled(text)) bound[key] = formatterOf(text[PRECOMPILED], locale);
    else if (Array.isArray(text)) bound[key] = text;
    else bound[key] = bindGroup(text as CatalogueShape, locale);
  }
  return bound;
}

/**
 * One set of Intl formatters per locale, shared by every message: each IntlMessageFormat otherwise
 * builds its own number, date and plural formatters (the first render of a phone's listing spent a
 * tenth of its script time making them).
 */
const sharedFormatters = new Map<string, Formatters>();

function formattersOf(locale: string): Formatters {
  let formatters = sharedFormatters.get(locale);
  if (!formatters) {
    const remembered = <A extends unknown[], R>(make: (...args: A) => R) => {
      const made = new Map<string, R>();
      return (...args: A): R => {
        const key = JSON.stringify(args);
        let value = made.get(key);
        if (value === undefined) {
          value = make(...args);
          made.set(key, value);
        }
        return value;
      };
    };
    formatters = {
      getNumberFormat: remembered(
        (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
      ),
      getDateTimeFormat: remembered(
        (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
      ),
      getPluralRules: remembered(
        (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
      ),
    };
    sharedFormatters.set(locale, formatters);
  }
  return formatters;
}

/**
 * Every message resolves its locale when compiled (`Intl.NumberFormat.supportedLocalesOf`, slow on a
 * phone and the same answer for our three locales every time): resolved once per locale.
 */
const resolveLocaleOnce = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, ReturnType<typeof resolveLocaleOnce>>();
IntlMessageFormat.resolveLocale = (locales) => {
  const key = typeof locales === 'string' ? locales : locales.join(',');
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocaleOnce(locales));
  return resolvedLocales.get(key);
};

function formatterOf(message: string | MessageFormatElement[], locale: string): (values: object) => string {
  let compiled: IntlMessageFormat | undefined;
  return (values) => {
    compiled ??= new IntlMessageFormat(message, locale, undefined, { formatters: formattersOf(locale) });
    return String(compiled.format(values as Record<string, string | number | Date>));
  };
}

/** Formats one ICU message once (texts that do not live in a catalogue, such as a staff-edited one). */
export const formatMessage = (message: string, language: Language, values: object): string =>
  formatterOf(message, LOCALES[language])(values);
