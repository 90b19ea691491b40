import crypto from 'node:crypto';
import {
  ANNUAL_INCOME_RANGES,
  DIETARY_PREFERENCES,
  DRINKING_HABITS,
  EDUCATION_LEVELS,
  type Gender,
  MANGAL_DOSH,
  MARITAL_STATUSES,
  type Preferences,
  SMOKING_HABITS,
} from '@jodi/contract';
import { ALL_PADAS, padaIndex } from '@jodi/gunmilan';
import { type Column, type SQL, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import { type AstroSide, scoreBetween } from '../astro/gun-milan';
import type { FitSubject } from './fit';
import { type FieldTerms, subjectTerms, wantedTerms } from './match-terms';

/**
 * A match pool's conditions on what the walk indexes hold (migration 0027, decision 37): the match
 * terms as bits, the same conditions as match-terms.ts asked with one AND per side instead of an
 * array test per field, and a Gun Milan minimum on the Moon. match-bits.test.ts checks them
 * against the SQL functions and against fit.ts.
 */

/** The closed fields, each its answers then '?' (unanswered) and '~' (an answer outside the list). */
const CLOSED_FIELDS: [string, readonly string[]][] = [
  ['ms', MARITAL_STATUSES],
  ['edu', EDUCATION_LEVELS],
  ['inc', ANNUAL_INCOME_RANGES.filter((band) => band !== 'not_disclosed')],
  ['diet', DIETARY_PREFERENCES],
  ['smoke', SMOKING_HABITS],
  ['drink', DRINKING_HABITS],
  ['md', MANGAL_DOSH],
];

/** jodi_match_vocabulary(): a term's bit is its place here. */
export const MATCH_VOCABULARY: readonly string[] = CLOSED_FIELDS.flatMap(([field, answers]) => [
  ...answers.map((answer) => `${field}:${answer}`),
  `${field}:?`,
  `${field}:~`,
]);

const BIT_OF = new Map(MATCH_VOCABULARY.map((term, i) => [term, 1n << BigInt(i)]));
const fieldOf = (term: string) => term.slice(0, term.indexOf(':'));
const FIELD_BITS = new Map<string, bigint>();
for (const [term, bit] of BIT_OF) FIELD_BITS.set(fieldOf(term), (FIELD_BITS.get(fieldOf(term)) ?? 0n) | bit);

/** jodi_term_bits: the closed fields' terms as bits ('field:*' is every bit of the field). */
export function termBits(terms: readonly string[]): bigint {
  let bits = 0n;
  for (const term of terms) {
    const field = fieldOf(term);
    const all = FIELD_BITS.get(field);
    if (all === undefined) continue;
    bits |= BIT_OF.get(term) ?? (term === `${field}:*` ? all : BIT_OF.get(`${field}:~`)!);
  }
  return bits;
}

/** jodi_city_mask: a city term's two bits, from the first and second 32 bits of its MD5, modulo 63. */
export function cityMask(term: string): bigint {
  const md5 = crypto.createHash('md5').update(term).digest('hex');
  const bit = (hex: string) => 1n << BigInt(Number.parseInt(hex, 16) % 63);
  return bit(md5.slice(0, 8)) | bit(md5.slice(8, 16));
}

/** Where a side's match bits are read: a profile's generated columns, or a stored list's copy of its owner's (decision 39). */
export interface BitColumns {
  fitBits: Column;
  fitCityBits: Column;
  acceptBits: Column;
  acceptAgeBits: Column;
  acceptHeightBits: Column;
  acceptCityBits: Column;
}

/** A mask as an SQL literal: worked out here from a member's own facts, never text from a request. */
const bits = (value: bigint) => sql.raw(`${value}::bigint`);

/** `column` holds one of the city `terms`: both bits of one of their masks. */
const holdsCity = (column: Column, terms: readonly string[]) =>
  sql`(${sql.join(
    terms.map((term) => sql`(${column} & ${bits(cityMask(term))}) = ${bits(cityMask(term))}`),
    sql` OR `,
  )})`;

/**
 * Conditions on a profile's fit bits: it meets every preference of `prefs`, or left the field
 * unanswered (meetsPreferences). One test for the closed fields: no bit outside what is wanted of a
 * field the preferences are about. A city hashed to a wanted city's bit may pass: fit.ts decides.
 */
export function meetsPreferencesByBits(prefs: Preferences, on: BitColumns = profiles): SQL[] {
  let forbidden = 0n;
  const where: SQL[] = [];
  for (const { field, terms } of wantedTerms(prefs)) {
    if (field === 'city') {
      where.push(holdsCity(on.fitCityBits, terms));
    } else {
      forbidden |= FIELD_BITS.get(field)! & ~termBits(terms);
    }
  }
  if (forbidden !== 0n) where.unshift(sql`(${on.fitBits} & ${bits(forbidden)}) = 0`);
  return where;
}

/** The one bit of an age or a height bucket term ('age:29', 'h:34') in its column. */
const rangeBit = ({ terms }: FieldTerms, lowest: number) =>
  1n << BigInt(Number(terms[0]!.slice(terms[0]!.indexOf(':') + 1)) - lowest);

/**
 * Conditions on a profile's accept bits: its preferences accept `subject` (acceptsSubject). One
 * test for the closed fields: every answer's bit is accepted (a field that does not matter has all).
 */
export function acceptsSubjectByBits(subject: FitSubject, today: string, on: BitColumns = profiles): SQL[] {
  const where: SQL[] = [];
  let answers = 0n;
  for (const answered of subjectTerms(subject, today)) {
    if (answered.field === 'age')
      where.push(sql`(${on.acceptAgeBits} & ${bits(rangeBit(answered, 18))}) <> 0`);
    else if (answered.field === 'h')
      where.push(sql`(${on.acceptHeightBits} & ${bits(rangeBit(answered, 20))}) <> 0`);
    else if (answered.field === 'city') where.push(holdsCity(on.acceptCityBits, answered.terms));
    else answers |= termBits(answered.terms);
  }
  if (answers !== 0n) where.unshift(sql`(${on.acceptBits} & ${bits(answers)}) = ${bits(answers)}`);
  return where;
}

/**
 * The member's own Gun Milan minimum as a condition on a profile's Moon (not a term: the pair's
 * score depends on both padas, so the padas that reach it are worked out here, at most 108): a
 * profile whose pada scores below it is left out, one without a Moon stays (unknown is no reason
 * to refuse, as in fitSide). No condition without a minimum or without the member's own Moon.
 */
export function meetsGunMilanMinimum(member: AstroSide, prefs: Pick<Preferences, 'min_gunmilan'>): SQL[] {
  const minimum = prefs.min_gunmilan;
  if (!minimum || minimum <= 0 || !member.moon || !member.gender) return [];
  const other: Gender = member.gender === 'male' ? 'female' : 'male';
  const reaching = ALL_PADAS.filter(
    (moon) => (scoreBetween(member, { gender: other, moon })?.total ?? 0) >= minimum,
  ).map(padaIndex);
  if (reaching.length === ALL_PADAS.length) return [];
  // padaIndex in SQL: (nakshatra - 1) * 4 + (pada - 1).
  return [
    sql`(${profiles.moonNakshatra} IS NULL OR ${profiles.moonPada} IS NULL OR (${profiles.moonNakshatra} * 4 + ${profiles.moonPada} - 5) = ANY(${sql.param(reaching)}::int[]))`,
  ];
}
