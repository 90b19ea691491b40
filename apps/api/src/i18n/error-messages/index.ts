import type { ErrorCode } from '@jodi/contract';
import { hasPlaceholders, type Icu, type Language } from '@jodi/i18n';
import { localized } from '../localized';
import { errorMessagesEn, type OwnTextCode } from './en';
import { errorMessagesHi } from './hi';
import { errorMessagesMr } from './mr';

export { CARRIES_OWN_TEXT, type OwnTextCode } from './en';

type Catalogue = typeof errorMessagesEn;
type MessagedCode = keyof Catalogue;

/**
 * A message's one name: the code itself when the code has one message, `CODE.variant` when the
 * contract marks the code `varies` and the catalogue gives each particular its message.
 */
export type MessageId = {
  [C in MessagedCode]: Catalogue[C] extends string ? C : `${C}.${keyof Catalogue[C] & string}`;
}[MessagedCode];

type TextOf<M extends MessageId> = M extends `${infer C extends MessagedCode}.${infer V}`
  ? V extends keyof Catalogue[C]
    ? Catalogue[C][V]
    : never
  : M extends MessagedCode
    ? Catalogue[M]
    : never;

/** The values a message with placeholders takes (`icu<…>()` in en.ts); `never` for a fixed text. */
export type ValuesOf<M extends MessageId> = TextOf<M> extends Icu<infer P> ? P : never;

/** The error code a message belongs to. */
export type CodeOf<M extends MessageId> = M extends `${infer C extends ErrorCode}.${string}` ? C : M;

/** What follows a message's name where it is thrown: its values when it has placeholders, else nothing. */
export type ValuesArg<M extends MessageId> = [ValuesOf<M>] extends [never] ? [] : [values: ValuesOf<M>];

/** The messages of one code's variants, without the code: `VariantOf<'VALIDATION_FAILED'>` → 'required' | … */
export type VariantOf<C extends ErrorCode> = MessageId extends infer M
  ? M extends `${C}.${infer V}`
    ? V
    : never
  : never;

const catalogues = localized<Catalogue>({ en: errorMessagesEn, mr: errorMessagesMr, hi: errorMessagesHi });

/** The one way to a message, kept in this module: the functions below are what others call. */
let make: <C extends ErrorCode>(
  code: C,
  id: MessageId | null,
  values: object,
  ownText?: string,
) => ErrorMessage<C>;

/**
 * What an error says, by name (its code, or `CODE.variant`) with its values: the error handler
 * answers it in the request's language, so nothing thrown carries a text of its own. As a string
 * (`String()`, JSON, `Error.message`) it is its English text. Only `errorMessage()` makes one from
 * the catalogue; a text that is not ours (zod's or Fastify's own wording) is one only through
 * `schemaText` or `ownText`, and stays as written in every language.
 */
export class ErrorMessage<C extends ErrorCode = ErrorCode> {
  /** The English text. */
  readonly text: string;

  private constructor(
    readonly code: C,
    /** `CODE.variant` or `CODE`; null for a text that is not ours. */
    readonly id: MessageId | null,
    readonly values: object,
    ownText?: string,
  ) {
    this.text = ownText ?? this.in('en');
  }

  static {
    make = (code, id, values, ownText) => new ErrorMessage(code, id, values, ownText);
  }

  /** The message in `language`; values that are messages themselves are put in the same language. */
  in(language: Language): string {
    if (this.id === null) return this.text;
    const [code, variant] = this.id.split('.') as [MessagedCode, string | undefined];
    const group = catalogues(language)[code] as unknown;
    const entry = (variant === undefined ? group : (group as Record<string, unknown>)[variant]) as
      | string
      | ((values: object) => string);
    if (typeof entry === 'string') return entry;
    const values = Object.fromEntries(
      Object.entries(this.values).map(([name, value]) => [
        name,
        value instanceof ErrorMessage ? value.in(language) : value,
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

/**
 * A message of the catalogue by its name, with its values when it has any:
 * `errorMessage('PROFILE_NOT_FOUND')`, `errorMessage('PAYLOAD_TOO_LARGE.photo', { mb: 10 })`.
 */
export function errorMessage<M extends MessageId>(id: M, ...values: ValuesArg<M>): ErrorMessage<CodeOf<M>> {
  const code = id.split('.')[0] as CodeOf<M>;
  return make(code, id, values[0] ?? {});
}

/**
 * Fastify's own wording of a body it could not parse (bad JSON, an unknown content type), kept as
 * Fastify wrote it: only for the codes en.ts marks as carrying their own text (the error handler).
 */
export const ownText = (code: OwnTextCode, text: string): ErrorMessage => make(code, null, {}, text);

type ValidationVariant = VariantOf<'VALIDATION_FAILED'>;
type ValidationVariantWithValues = {
  [V in ValidationVariant]: [ValuesOf<`VALIDATION_FAILED.${V}`>] extends [never] ? never : V;
}[ValidationVariant];

/**
 * The fixed `VALIDATION_FAILED` messages by their English text. zod hands a field issue over as
 * text only, so a schema's custom message (`.min(6, { message: 'Password must be …' })`) is found
 * here by the text it wrote; nothing else is looked up by its text.
 */
const schemaTexts = new Map<string, ErrorMessage<'VALIDATION_FAILED'>>(
  Object.entries(errorMessagesEn.VALIDATION_FAILED)
    .filter(([, text]) => !hasPlaceholders(text))
    .map(([variant, text]) => [
      text,
      make('VALIDATION_FAILED', `VALIDATION_FAILED.${variant as ValidationVariant}`, {}),
    ]),
);

/**
 * The English text of a `VALIDATION_FAILED` message with values fixed when a module loads (a
 * limit), for a zod schema's custom message, where only a text fits: `schemaText` knows it again.
 * Never for a request's values.
 */
export function fixedText<V extends ValidationVariantWithValues>(
  variant: V,
  values: ValuesOf<`VALIDATION_FAILED.${V}`>,
): string {
  const message = make('VALIDATION_FAILED', `VALIDATION_FAILED.${variant}` as MessageId, values);
  schemaTexts.set(message.text, message as ErrorMessage<'VALIDATION_FAILED'>);
  return message.text;
}

/**
 * A zod issue's message: the `VALIDATION_FAILED` message a schema wrote (by its text, or a
 * `fixedText`), or zod's own wording, which stays English.
 */
export const schemaText = (text: string): ErrorMessage =>
  schemaTexts.get(text) ?? make('VALIDATION_FAILED', null, {}, text);
