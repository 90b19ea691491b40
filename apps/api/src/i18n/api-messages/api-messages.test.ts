import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasPlaceholders } from '@jodi/i18n';
import { compareCatalogues } from '@jodi/i18n/check';
import { describe, expect, it } from 'vitest';
import { apiMessagesEn } from './en';
import { apiMessagesHi } from './hi';
import { apiMessage, asMessage, fixedText, localizeMessage } from './index';
import { findMessageSites, sourceFiles } from './message-sites.test-kit';
import { apiMessagesMr } from './mr';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/** The API's code and the contract's schemas; not the CLI or the server's own settings (config.ts). */
const files = [
  ...sourceFiles(path.join(root, 'apps/api/src'), (file) =>
    /[/\\](api-messages|cli)$|[/\\]config\.ts$/.test(file),
  ),
  ...sourceFiles(path.join(root, 'packages/contract/src')),
];
const sites = findMessageSites(files, root);

const entries = Object.entries(apiMessagesEn) as [keyof typeof apiMessagesEn, string][];
const fixed = new Map(entries.filter(([, text]) => !hasPlaceholders(text)).map(([key, text]) => [text, key]));
const withValues = new Set(entries.filter(([, text]) => hasPlaceholders(text)).map(([key]) => key));

/**
 * Where a message reaches an error from elsewhere at run time; each source's own texts are found
 * where they are written (the error helpers' defaults, `ImageRejectedError`, `tooLargeMessage`,
 * `selfMessage`, the push key checks, zod's messages). A new one here needs a look: is its text
 * in the catalogue?
 */
const PASSED_ON = [
  'apps/api/src/errors.ts: message', // the helpers' parameter
  'apps/api/src/lib/form-fields.ts: issue.message', // zod's message of a form field
  'apps/api/src/lib/uploads.ts: options.tooLargeMessage',
  'apps/api/src/modules/media/public-image.ts: err.reason', // ImageRejectedError
  'apps/api/src/modules/photos/photos.service.ts: err.reason',
  'apps/api/src/modules/push/push.service.ts: keys.message', // keysProblem's { path, message }
  'apps/api/src/modules/social/request-flow.ts: rules.selfMessage', // each kind's RequestRules
  'apps/api/src/modules/social/targets.service.ts: options.selfMessage',
  'apps/api/src/modules/verification/verification.service.ts: err.reason',
  'apps/api/src/plugins/error-handler.ts: err.apiMessage',
  'apps/api/src/plugins/error-handler.ts: err.message', // an AppError's, or Fastify's own (kept as is)
  'apps/api/src/plugins/error-handler.ts: issue.message', // zod's message of a JSON field
  'apps/api/src/plugins/multipart.ts: message', // uploadTooLarge's parameter
];

describe('the API messages catalogue against the code', () => {
  it('finds the message sites it is meant to find (the scan itself works)', () => {
    // The line the text is thrown on, read from the file (so the check moves with the code).
    const thrower = 'apps/api/src/modules/social/interests.service.ts';
    const line =
      fs
        .readFileSync(path.join(root, thrower), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes("new AppError('INTEREST_ALREADY_SENT'")) + 1;
    expect(line).toBeGreaterThan(0);
    expect(sites.texts.get('Interest already sent')).toEqual([`${thrower}:${line}`]);
    expect(sites.texts.has('Password must be at least 6 characters.')).toBe(true); // contract zod
    expect(sites.texts.has('The upload is too large.')).toBe(true); // a parameter's default
    expect(sites.texts.has('You cannot block your own profile.')).toBe(true); // a selfMessage constant
    expect(sites.texts.has('This browser’s push service is not supported.')).toBe(true); // a *Problem()'s return
    expect(sites.keys.has('tooYoungToMarry')).toBe(true);
    expect(sites.keys.has('atMostCharacters')).toBe(true); // fixedText in a zod schema
  });

  it('has every fixed text the code answers with', () => {
    const missing = [...sites.texts]
      .filter(([text]) => !fixed.has(text))
      .map(([text, where]) => `${text} (${where[0]})`);
    expect(missing).toEqual([]);
  });

  it('has no text built from values in code (those are apiMessage or fixedText)', () => {
    expect(sites.built).toEqual([]);
  });

  it('has every message with values the code throws, as one with placeholders', () => {
    const unknown = [...sites.keys.keys()].filter(
      (key) => !withValues.has(key as keyof typeof apiMessagesEn),
    );
    expect(unknown).toEqual([]);
  });

  it('has no entry that no code answers with', () => {
    const unused = entries
      .filter(([key, text]) => (withValues.has(key) ? !sites.keys.has(key) : !sites.texts.has(text)))
      .map(([key]) => key);
    expect(unused).toEqual([]);
  });

  it('knows every place a message comes from elsewhere', () => {
    expect([...new Set(sites.passedOn)].sort()).toEqual([...PASSED_ON].sort());
  });

  it('has each English text once, so a thrown text has one key', () => {
    const texts = entries.map(([, text]) => text);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });
});

describe('the translations', () => {
  it.each([
    ['mr', apiMessagesMr],
    ['hi', apiMessagesHi],
  ])('%s has every message, none extra, valid ICU with the same placeholders', (_, translation) => {
    expect(compareCatalogues(apiMessagesEn, translation)).toEqual([]);
  });

  it('keeps the spec’s notices word for word in English', () => {
    expect(apiMessagesEn.interestAlreadySent).toBe('Interest already sent');
    expect(apiMessagesEn.profileNotVerified).toBe('This profile is not verified');
    expect(apiMessagesEn.planUpgradeRequired).toBe('Plan upgrade required to use this feature');
    expect(apiMessagesEn.somethingWentWrong).toBe('Something went wrong. Please try again later');
    expect(apiMessagesEn.invalidLink).toBe('Expired or invalid link');
    expect(apiMessagesEn.passwordTooShort).toBe('Password must be at least 6 characters.');
  });
});

describe('localizeMessage', () => {
  it('answers a thrown English text in the language, and in English as it is', () => {
    expect(localizeMessage('Interest already sent', 'en')).toBe('Interest already sent');
    expect(localizeMessage('Interest already sent', 'mr')).toBe(apiMessagesMr.interestAlreadySent);
    expect(localizeMessage('Interest already sent', 'hi')).toBe(apiMessagesHi.interestAlreadySent);
  });

  it('leaves a text that is not in the catalogue as it is (zod’s own wording)', () => {
    expect(localizeMessage('Too small: expected string to have >=1 characters', 'mr')).toBe(
      'Too small: expected string to have >=1 characters',
    );
  });

  it('writes a message with values in English exactly as the code wrote it before', () => {
    const english = (message: { text: string }) => message.text;
    expect(english(apiMessage('tooYoungToMarry', { gender: 'male', min: 21 }))).toBe(
      'A groom must be at least 21 years old.',
    );
    expect(english(apiMessage('tooYoungToMarry', { gender: 'female', min: 18 }))).toBe(
      'A bride must be at least 18 years old.',
    );
    expect(english(apiMessage('pauseAtMost', { days: 365 }))).toBe(
      'A profile can be paused for at most 365 days at a time.',
    );
    expect(english(apiMessage('photosAtMostAddMore', { max: 10, more: 3 }))).toBe(
      'A profile can have at most 10 photos; you can add 3 more.',
    );
    expect(english(apiMessage('imageTooManyPixels', { width: 8000, height: 6000, megapixels: 40 }))).toBe(
      'The image is too large (8000x6000); at most 40 megapixels.',
    );
    expect(english(apiMessage('conversationPage', {}))).toBe(
      'The page of a conversation is {profile}*{n} with a whole number n.',
    );
    expect(english(apiMessage('documentAlreadyReviewed', { status: 'rejected' }))).toBe(
      'This document was already rejected.',
    );
    expect(english(apiMessage('reportAlreadyHandled', { status: 'actioned' }))).toBe(
      'This report was already actioned.',
    );
    expect(english(apiMessage('videoTooLarge', { mb: 2.5 }))).toBe(
      'The upload is too large. A video can be at most 2.5 MB.',
    );
    expect(String(apiMessage('unknownApp', { app: 'x' }))).toBe('Unknown app "x".');
    expect(JSON.stringify({ message: apiMessage('oneOf', { choices: 'a, b' }) })).toBe(
      '{"message":"One of: a, b"}',
    );
  });

  it('writes numbers as each language does: Devanagari digits in Marathi, none grouped in English limits', () => {
    expect(localizeMessage(apiMessage('pauseAtMost', { days: 365 }), 'mr')).toBe(
      'प्रोफाइल एका वेळी जास्तीत जास्त ३६५ दिवस लपवता येते.',
    );
    expect(localizeMessage(apiMessage('pauseAtMost', { days: 365 }), 'hi')).toBe(
      'प्रोफ़ाइल एक बार में ज़्यादा से ज़्यादा 365 दिनों के लिए छिपाई जा सकती है।',
    );
    expect(apiMessage('messageTooLong', { max: 2000 }).text).toBe(
      'A message can have at most 2000 characters.',
    );
    expect(apiMessage('adPrice', { max: 10_000_000 }).text).toBe('A whole number of rupees up to 10000000');
  });

  it('answers a fixedText (a zod limit) in the language from its English text', () => {
    const text = fixedText('atMostCharacters', { max: 1234 });
    expect(text).toBe('At most 1234 characters');
    expect(localizeMessage(text, 'mr')).toBe('जास्तीत जास्त १,२३४ अक्षरे');
    expect(localizeMessage(text, 'hi')).toBe('ज़्यादा से ज़्यादा 1,234 अक्षर');
  });

  it('puts a message inside another in the same language', () => {
    const refused = apiMessage('photoRefused', { number: 2, reason: asMessage('The image has no size.') });
    expect(refused.text).toBe('Photo 2 was refused: The image has no size.');
    expect(localizeMessage(refused, 'mr')).toBe('फोटो २ स्वीकारता आला नाही: या फोटोचा आकार समजू शकला नाही.');
    const typed = apiMessage('photoRefused', {
      number: 1,
      reason: apiMessage('imageTypeNotAccepted', { format: 'svg' }),
    });
    expect(localizeMessage(typed, 'hi')).toBe(
      'फ़ोटो 1 नहीं ली जा सकी: "svg" प्रकार की फ़ोटो नहीं ली जातीं; कृपया JPEG, PNG या WebP इस्तेमाल करें।',
    );
  });
});
