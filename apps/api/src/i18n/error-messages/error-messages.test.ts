import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CATALOGUE, type ErrorCode, RESERVED_NAME } from '@jodi/contract';
import { hasPlaceholders } from '@jodi/i18n';
import { compareCatalogues, flattenCatalogue } from '@jodi/i18n/check';
import { describe, expect, it } from 'vitest';
import { appError, badRequest, notFound } from '../../errors';
import { CARRIES_OWN_TEXT, errorMessagesEn } from './en';
import { errorMessagesHi } from './hi';
import { errorMessage, fixedText, schemaText } from './index';
import { errorMessagesMr } from './mr';
import { findSchemaTexts, sourceFiles } from './schema-texts.test-kit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/** The API's code and the contract's schemas; not the CLI or the server's own settings (config.ts). */
const files = [
  ...sourceFiles(path.join(root, 'apps/api/src'), (file) =>
    /[/\\](error-messages|cli)$|[/\\]config\.ts$/.test(file),
  ),
  ...sourceFiles(path.join(root, 'packages/contract/src')),
];
const source = findSchemaTexts(files, root);

const CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];
const OWN_TEXT: readonly ErrorCode[] = CARRIES_OWN_TEXT;
const catalogues = { en: errorMessagesEn, mr: errorMessagesMr, hi: errorMessagesHi };
/** Each message's name (`CODE` or `CODE.variant`) and English text. */
const messages = flattenCatalogue(errorMessagesEn) as Map<string, string>;
const variantsOf = (code: string) => [...messages.keys()].filter((id) => id.startsWith(`${code}.`));

describe('the error messages, by code', () => {
  it.each(Object.entries(catalogues))(
    'in %s: every code of the contract has its message (or is marked as carrying its own text), and none other',
    (_, catalogue) => {
      const missing = CODES.filter((code) => !(code in catalogue) && !OWN_TEXT.includes(code));
      const unknown = Object.keys(catalogue).filter((code) => !(code in ERROR_CATALOGUE));
      expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
    },
  );

  it('marks as carrying its own text only codes of the contract, whose text is not ours (Fastify’s)', () => {
    expect(CARRIES_OWN_TEXT.filter((code) => !(code in ERROR_CATALOGUE))).toEqual([]);
    // A code with no message at all is answered with Fastify's wording only.
    expect(CODES.filter((code) => !(code in errorMessagesEn))).toEqual(['MALFORMED_REQUEST']);
  });

  it('gives a code several messages (one per particular) only when the contract marks it `varies`', () => {
    const problems = CODES.filter((code) => code in errorMessagesEn).flatMap((code) => {
      const varies = 'varies' in ERROR_CATALOGUE[code];
      const variants = variantsOf(code);
      if (varies && variants.length < 2) return [`${code}: varies, but has one message`];
      if (!varies && variants.length > 0) return [`${code}: ${variants.length} messages, not marked varies`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it.each([
    ['mr', errorMessagesMr],
    ['hi', errorMessagesHi],
  ])('%s has every message, none extra, valid ICU with the same placeholders', (_, translation) => {
    expect(compareCatalogues(errorMessagesEn, translation)).toEqual([]);
  });

  it('keeps the spec’s notices word for word in English', () => {
    expect(errorMessagesEn.INTEREST_ALREADY_SENT).toBe('Interest already sent');
    expect(errorMessagesEn.PROFILE_NOT_VERIFIED).toBe('This profile is not verified');
    expect(errorMessagesEn.PLAN_UPGRADE_REQUIRED).toBe('Plan upgrade required to use this feature');
    expect(errorMessagesEn.INTERNAL).toBe('Something went wrong. Please try again later');
    expect(errorMessagesEn.MEMBER_LINK_INVALID).toBe('Expired or invalid link');
    expect(errorMessagesEn.VALIDATION_FAILED.passwordTooShort).toBe(
      'Password must be at least 6 characters.',
    );
    expect(errorMessagesEn.VALIDATION_FAILED.reservedName).toBe(RESERVED_NAME);
  });
});

describe('the error messages against the code', () => {
  it('finds what it is meant to find (the scan itself works)', () => {
    expect(source.texts.has('Password must be at least 6 characters.')).toBe(true); // contract zod
    expect(
      source.texts.has(
        'Write this in one script: Latin letters mixed with look-alike Greek or Cyrillic letters are not allowed.',
      ),
    ).toBe(true); // a function's return
    expect(source.fixedTextKeys.has('atMostCharacters')).toBe(true);
    expect(source.literals.has('PHOTO_LIMIT_REACHED.addMore')).toBe(true);
  });

  it('has, for every custom message of a zod schema, the VALIDATION_FAILED message with that text', () => {
    const known = new Set(Object.values(errorMessagesEn.VALIDATION_FAILED));
    const missing = [...source.texts]
      .filter(([text]) => !known.has(text))
      .map(([text, at]) => `${text} (${at[0]})`);
    expect(missing).toEqual([]);
  });

  it('has no zod message built from values in code, nor one the scan cannot follow (those are fixedText)', () => {
    expect({ built: source.built, passedOn: source.passedOn }).toEqual({ built: [], passedOn: [] });
  });

  it('wraps a text that is not ours (zod’s, Fastify’s) only where such text arrives', () => {
    const wrapping = files
      .filter((file) => /\b(schemaText|ownText)\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
      .sort();
    expect(wrapping).toEqual(['apps/api/src/lib/form-fields.ts', 'apps/api/src/plugins/error-handler.ts']);
  });

  it('has no message that no code answers with', () => {
    const validation = errorMessagesEn.VALIDATION_FAILED as Record<string, string>;
    const used = (id: string) => {
      if (source.literals.has(id)) return true;
      const [code, variant] = id.split('.');
      if (variant === undefined) return true; // a code's one message: the route declarations test holds each code to a route
      return (
        code === 'VALIDATION_FAILED' &&
        (source.fixedTextKeys.has(variant) || source.texts.has(validation[variant]!))
      );
    };
    expect([...messages.keys()].filter((id) => !used(id))).toEqual([]);
  });
});

describe('errorMessage', () => {
  it('writes each message in English exactly as the code wrote it before it was named', () => {
    const english = (message: { text: string }) => message.text;
    expect(english(errorMessage('VALIDATION_FAILED.tooYoungToMarry', { gender: 'male', min: 21 }))).toBe(
      'A groom must be at least 21 years old.',
    );
    expect(english(errorMessage('VALIDATION_FAILED.tooYoungToMarry', { gender: 'female', min: 18 }))).toBe(
      'A bride must be at least 18 years old.',
    );
    expect(english(errorMessage('VALIDATION_FAILED.pauseAtMost', { days: 365 }))).toBe(
      'A profile can be paused for at most 365 days at a time.',
    );
    expect(english(errorMessage('PHOTO_LIMIT_REACHED.addMore', { max: 10, more: 3 }))).toBe(
      'A profile can have at most 10 photos; you can add 3 more.',
    );
    expect(
      english(
        errorMessage('UNSUPPORTED_MEDIA_TYPE.imageTooManyPixels', {
          width: 8000,
          height: 6000,
          megapixels: 40,
        }),
      ),
    ).toBe('The image is too large (8000x6000); at most 40 megapixels.');
    expect(english(errorMessage('VALIDATION_FAILED.conversationPage'))).toBe(
      'The page of a conversation is {profile}*{n} with a whole number n.',
    );
    expect(english(errorMessage('DOCUMENT_ALREADY_REVIEWED', { status: 'rejected' }))).toBe(
      'This document was already rejected.',
    );
    expect(english(errorMessage('REPORT_ALREADY_HANDLED', { status: 'actioned' }))).toBe(
      'This report was already actioned.',
    );
    expect(english(errorMessage('PAYLOAD_TOO_LARGE.video', { mb: 2.5 }))).toBe(
      'The upload is too large. A video can be at most 2.5 MB.',
    );
    expect(String(errorMessage('UNKNOWN_APP', { app: 'x' }))).toBe('Unknown app "x".');
    expect(JSON.stringify({ message: errorMessage('VALIDATION_FAILED.oneOf', { choices: 'a, b' }) })).toBe(
      '{"message":"One of: a, b"}',
    );
    expect(english(errorMessage('ROUTE_NOT_FOUND.noRoute', { method: 'GET', path: '/api/v1/nope' }))).toBe(
      'No route GET /api/v1/nope',
    );
  });

  it('writes numbers as each language does: Devanagari digits in Marathi, none grouped in English limits', () => {
    const pause = errorMessage('VALIDATION_FAILED.pauseAtMost', { days: 365 });
    expect(pause.in('mr')).toBe('प्रोफाइल एका वेळी जास्तीत जास्त ३६५ दिवस लपवता येते.');
    expect(pause.in('hi')).toBe('प्रोफ़ाइल एक बार में ज़्यादा से ज़्यादा 365 दिनों के लिए छिपाई जा सकती है।');
    expect(errorMessage('VALIDATION_FAILED.messageTooLong', { max: 2000 }).text).toBe(
      'A message can have at most 2000 characters.',
    );
    expect(errorMessage('VALIDATION_FAILED.adPrice', { max: 10_000_000 }).text).toBe(
      'A whole number of rupees up to 10000000',
    );
  });

  it('puts a message inside another in the same language', () => {
    const refused = errorMessage('UNSUPPORTED_MEDIA_TYPE.photoRefused', {
      number: 2,
      reason: errorMessage('UNSUPPORTED_MEDIA_TYPE.imageHasNoSize'),
    });
    expect(refused.text).toBe('Photo 2 was refused: The image has no size.');
    expect(refused.in('mr')).toBe('फोटो २ स्वीकारता आला नाही: या फोटोचा आकार समजू शकला नाही.');
    const typed = errorMessage('UNSUPPORTED_MEDIA_TYPE.photoRefused', {
      number: 1,
      reason: errorMessage('UNSUPPORTED_MEDIA_TYPE.imageType', { format: 'svg' }),
    });
    expect(typed.in('hi')).toBe(
      'फ़ोटो 1 नहीं ली जा सकी: "svg" प्रकार की फ़ोटो नहीं ली जातीं; कृपया JPEG, PNG या WebP इस्तेमाल करें।',
    );
  });

  it('makes an error of the message’s code, with its status, English text, values and field issues', () => {
    const error = badRequest('PHOTO_LIMIT_REACHED.removeOne', { max: 10 }, [
      { path: 'files.0', message: errorMessage('VALIDATION_FAILED.required') },
    ]);
    expect({ code: error.code, status: error.status, message: error.message }).toEqual({
      code: 'PHOTO_LIMIT_REACHED',
      status: 400,
      message: 'A profile can have at most 10 photos. Remove one to add another.',
    });
    expect(error.details?.map((issue) => issue.message.in('mr'))).toEqual(['आवश्यक आहे']);
    const plain = notFound('PROFILE_NOT_FOUND');
    expect({ code: plain.code, status: plain.status, details: plain.details }).toEqual({
      code: 'PROFILE_NOT_FOUND',
      status: 404,
      details: undefined,
    });
    expect(appError('INTEREST_ALREADY_SENT').errorMessage.in('hi')).toBe(
      errorMessagesHi.INTEREST_ALREADY_SENT,
    );
  });
});

describe('schemaText (a zod issue’s message)', () => {
  it('finds the VALIDATION_FAILED message a schema wrote, and answers it in the language', () => {
    const message = schemaText('Password must be at least 6 characters.');
    expect(message.id).toBe('VALIDATION_FAILED.passwordTooShort');
    expect(message.in('mr')).toBe(errorMessagesMr.VALIDATION_FAILED.passwordTooShort);
  });

  it('finds a fixedText (a zod limit) by the English text it gave the schema', () => {
    const text = fixedText('atMostCharacters', { max: 1234 });
    expect(text).toBe('At most 1234 characters');
    expect(schemaText(text).in('mr')).toBe('जास्तीत जास्त १,२३४ अक्षरे');
    expect(schemaText(text).in('hi')).toBe('ज़्यादा से ज़्यादा 1,234 अक्षर');
  });

  it('leaves zod’s own wording as it is, in every language', () => {
    const own = schemaText('Too small: expected string to have >=1 characters');
    expect(own.id).toBeNull();
    expect(own.in('mr')).toBe('Too small: expected string to have >=1 characters');
  });

  it('is found by text only among VALIDATION_FAILED’s fixed messages', () => {
    expect(schemaText(errorMessagesEn.INTEREST_ALREADY_SENT).id).toBeNull();
    expect(hasPlaceholders(errorMessagesEn.VALIDATION_FAILED.pauseAtMost)).toBe(true);
    expect(schemaText(errorMessagesEn.VALIDATION_FAILED.pauseAtMost).id).toBeNull();
  });
});
