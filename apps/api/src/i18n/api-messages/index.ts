import { hasPlaceholders, type Icu, type Language } from '@jodi/i18n';
import { localized } from '../localized';
import { apiMessagesEn } from './en';
import { apiMessagesHi } from './hi';
import { apiMessagesMr } from './mr';

type Catalogue = typeof apiMessagesEn;

/** The keys of the messages with values (declared with `icu<…>()`): thrown as `apiMessage(key, values)`. */
export type ApiMessageKey = {
  [K in keyof Catalogue]: Catalogue[K] extends Icu<object> ? K : never;
}[keyof Catalogue];
type ValuesOf<K extends ApiMessageKey> = Catalogue[K] extends Icu<infer P> ? P : never;

const catalogues = localized<Catalogue>({ en: apiMessagesEn, mr: apiMessagesMr, hi: apiMessagesHi });

/**
 * A catalogue message with its values, thrown where a text would be built in code: the error
 * handler answers it in the request's language. As a string (`String()`, JSON, `Error.message`) it
 * is its English text, exactly what the code wrote before it was translated.
 */
export class ApiMessage {
  /** The English text. */
  readonly text: string;

  constructor(
    readonly key: keyof Catalogue,
    readonly values: object = {},
  ) {
    this.text = this.in('en');
  }

  /** The message in `language`; values that are messages themselves are put in the same language. */
  in(language: Language): string {
    const entry = catalogues(language)[this.key] as string | ((values: object) => string);
    if (typeof entry === 'string') return entry;
    const values = Object.fromEntries(
      Object.entries(this.values).map(([name, value]) => [
        name,
        value instanceof ApiMessage ? value.in(language) : value,
      ]),
    );
    return entry(values);
  }

  toString(): string {
    return this.text;
  }

  toJSON(): string {
    return this.text;
  }
}

/** A message with values for an error: `badRequest(apiMessage('pauseAtMost', { days: 365 }))`. */
export const apiMessage = <K extends ApiMessageKey>(key: K, values: ValuesOf<K>): ApiMessage =>
  new ApiMessage(key, values);

type FixedKey = Exclude<keyof Catalogue, ApiMessageKey>;

/** Each fixed English text's key: the one lookup from what the code threw to the catalogue. */
const keyOfText = new Map<string, FixedKey>(
  Object.entries(apiMessagesEn)
    .filter(([, text]) => !hasPlaceholders(text))
    .map(([key, text]) => [text, key as FixedKey]),
);

/**
 * A thrown text or message, to put inside another message (`photoRefused`'s reason): a fixed text
 * of the catalogue becomes its message; any other text stays as it is.
 */
export function asMessage(text: string | ApiMessage): string | ApiMessage {
  if (text instanceof ApiMessage) return text;
  const key = keyOfText.get(text);
  return key ? new ApiMessage(key) : text;
}

/** Messages with values that are fixed when a module loads (`fixedText`), by their English text. */
const fixedTexts = new Map<string, ApiMessage>();

/**
 * The English text of a message whose values are constants, for where only a text fits (a zod
 * schema's custom message): the error handler knows the text and answers it in the request's
 * language. Only for values fixed when the module loads (limits), never for a request's values.
 */
export function fixedText<K extends ApiMessageKey>(key: K, values: ValuesOf<K>): string {
  const message = apiMessage(key, values);
  fixedTexts.set(message.text, message);
  return message.text;
}

/** An error text or message as a member reads it: a text not in the catalogue stays as it is. */
export function localizeMessage(message: string | ApiMessage, language: Language): string {
  if (message instanceof ApiMessage) return message.in(language);
  if (language === 'en') return message;
  const key = keyOfText.get(message);
  if (key) return catalogues(language)[key];
  return fixedTexts.get(message)?.in(language) ?? message;
}
