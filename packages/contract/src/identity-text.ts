/**
 * Names and other short fields that say who someone is (name, surname, birth name, city, a
 * relative's name) must read the same as they look: a zero-width space, a right-to-left override or
 * a Cyrillic 'а' among Latin letters would let one member pass for another, or for Jodi's own
 * staff. No zod here, so the web can check a form with it too.
 */

/** Controls, format characters (zero-width, bidi embeddings, overrides and isolates, BOM), private use, line separators. */
const HIDDEN_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}]/u;

/**
 * Zero-width joiner and non-joiner are part of Indic spelling (Marathi's eyelash ra is र्‍), so
 * they are allowed right after a letter or sign of an Indic script and nowhere else.
 */
const INDIC_JOINER = /(?<=[\u0900-\u0DFF])[\u200C\u200D]/gu;

/** Scripts whose letters look like Latin ones; mixing them with Latin in one field is how look-alike names are made. */
const LOOKALIKE_SCRIPTS = [/\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];
const LATIN = /\p{Script=Latin}/u;

export const IDENTITY_TEXT_HIDDEN_CHARACTERS =
  'Remove the hidden or direction-changing characters: type the text plainly.';
export const IDENTITY_TEXT_MIXED_SCRIPTS =
  'Write this in one script: Latin letters mixed with look-alike Greek or Cyrillic letters are not allowed.';
export const RESERVED_NAME = 'This name is reserved for Jodi staff. Please use your own name.';

/** Unicode NFC, so the same name typed on two keyboards is stored, compared and searched alike. */
export const normaliseIdentityText = (value: string): string => value.normalize('NFC');

/** Why an already trimmed and normalised identity field is refused, or null when it is fine. */
export function identityTextProblem(value: string): string | null {
  if (HIDDEN_OR_CONTROL.test(value.replace(INDIC_JOINER, ''))) return IDENTITY_TEXT_HIDDEN_CHARACTERS;
  if (LATIN.test(value) && LOOKALIKE_SCRIPTS.some((script) => script.test(value))) {
    return IDENTITY_TEXT_MIXED_SCRIPTS;
  }
  return null;
}

const STAFF_WORDS = /\b(support|team|admin|administrator|staff|moderator|helpdesk|official|customer ?care)\b/;
const ALONE_RESERVED = /^(admin|administrator|support|staff|moderator|helpdesk|system)$/;

/**
 * Whether a member's shown name (first and last name together) reads as Jodi's own staff, such as
 * "Jodi Support" or "Admin": members must not pass for staff in chats and interests.
 */
export function isReservedDisplayName(...parts: (string | null | undefined)[]): boolean {
  const full = parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (ALONE_RESERVED.test(full)) return true;
  return /\bjodi\b/.test(full) && STAFF_WORDS.test(full);
}
