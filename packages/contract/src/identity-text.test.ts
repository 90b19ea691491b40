import { describe, expect, it } from 'vitest';
import {
  IDENTITY_TEXT_HIDDEN_CHARACTERS,
  IDENTITY_TEXT_MIXED_SCRIPTS,
  identityTextProblem,
  isReservedDisplayName,
  normaliseIdentityText,
} from './identity-text';
import { profileInputSchema } from './profile';

describe('identity text', () => {
  it.each([
    ['zero-width space', 'Asha\u200bKulkarni'],
    ['right-to-left override', '\u202eahsA'],
    ['left-to-right embedding', '\u202aAsha'],
    ['first-strong isolate', '\u2068Asha\u2069'],
    ['right-to-left mark', 'Asha\u200f'],
    ['byte order mark', '\ufeffAsha'],
    ['soft hyphen', 'As\u00adha'],
    ['word joiner', 'As\u2060ha'],
    ['a control character', 'Asha\u0007'],
    ['a newline', 'Asha\nKulkarni'],
    ['a private-use character', 'Asha\ue000'],
    ['a joiner after a Latin letter', 'Asha\u200dKulkarni'],
  ])('refuses %s', (_, value) => {
    expect(identityTextProblem(value)).toBe(IDENTITY_TEXT_HIDDEN_CHARACTERS);
  });

  it('refuses Latin mixed with look-alike Cyrillic or Greek letters', () => {
    expect(identityTextProblem('Аsha')).toBe(IDENTITY_TEXT_MIXED_SCRIPTS); // Cyrillic А
    expect(identityTextProblem('Rοhan')).toBe(IDENTITY_TEXT_MIXED_SCRIPTS); // Greek ο
  });

  it('accepts plain names in Latin and Devanagari, with the joiners Marathi spelling needs', () => {
    for (const value of ['Asha Kulkarni', "D'Souza-Patil", 'आशा कुलकर्णी', 'सर्‍या', 'क्‌ष', 'Анна', 'Ελένη']) {
      expect(identityTextProblem(value), value).toBeNull();
    }
  });

  it('normalises to NFC', () => {
    expect(normaliseIdentityText('Rene\u0301')).toBe('Ren\u00e9');
  });

  it('reads a name as staff only when it says so', () => {
    expect(isReservedDisplayName('Jodi', 'Support')).toBe(true);
    expect(isReservedDisplayName('JODI  Team')).toBe(true);
    expect(isReservedDisplayName('Jodi.Support', null)).toBe(true);
    expect(isReservedDisplayName('Ｊｏｄｉ', 'Ｓｕｐｐｏｒｔ')).toBe(true); // full-width letters
    expect(isReservedDisplayName('Admin', null)).toBe(true);
    expect(isReservedDisplayName('Jodi', 'Kulkarni')).toBe(false);
    expect(isReservedDisplayName('Asha', 'Supportwala')).toBe(false);
    expect(isReservedDisplayName(null, undefined)).toBe(false);
  });

  it('is what the profile schema applies to names, places and relatives', () => {
    const ok = profileInputSchema.safeParse({ name: ' Rene\u0301 ', birthname: 'सर्‍या', gotra: '' });
    expect(ok.success && ok.data).toEqual({ name: 'Ren\u00e9', birthname: 'सर्‍या', gotra: null });
    const bad = profileInputSchema.safeParse({ lastName: 'Kul\u202ekarni' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['lastName'],
      message: IDENTITY_TEXT_HIDDEN_CHARACTERS,
    });
  });
});
