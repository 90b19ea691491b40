import { ANNUAL_INCOME_RANGES, type Preferences } from '@jodi/contract';
import { ageOn } from '../profiles/age';
import type { FitSubject } from './fit';

/**
 * The match terms (migration 0026, decision 35) as TypeScript builds them: what a profile's answers
 * are and what its preferences want, field by field, as the SQL functions there write them into
 * `profiles.fit_terms` and `profiles.accept_terms`. match-bits.ts asks them as bits (decision 37);
 * match-terms.test.ts checks the SQL terms against fitSide on generated pairs.
 */

/** The bounds the SQL clamps ages and heights to, and the height bucket's width (jodi_accept_terms). */
const AGE_TERMS = { min: 18, max: 80 };
const HEIGHT_TERMS = { min: 100, max: 250, bucket: 5 };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

const unanswered = (value: string | null, silent?: string) =>
  value === null || value.trim() === '' || value === silent;

/** The income bands a known income may be (ANNUAL_INCOME_RANGES less 'not_disclosed'), in order. */
const INCOME_BANDS = ANNUAL_INCOME_RANGES.filter((band) => band !== 'not_disclosed') as string[];

/** The terms a city answers to (jodi_city_terms): the whole name lowercased, and each part before a comma. */
export function cityTerms(city: string): string[] {
  const whole = city.trim().toLowerCase();
  const terms = [`city:${whole}`];
  for (let i = whole.indexOf(','); i >= 0; i = whole.indexOf(',', i + 1))
    terms.push(`city:${whole.slice(0, i)}`);
  return terms;
}

/** One field's terms: the field's name (the part before the colon) and the terms themselves. */
export interface FieldTerms {
  field: string;
  terms: string[];
}

/**
 * For each field `prefs` are about (age and height aside: the hard ranges'), the fit terms a
 * profile may hold to meet them: the wanted answers, and the field left unanswered (`field:?`).
 */
export function wantedTerms(prefs: Preferences): FieldTerms[] {
  const wanted: FieldTerms[] = [];
  const oneOf = (field: string, values: readonly string[]) => {
    if (values.length > 0)
      wanted.push({ field, terms: [...values.map((v) => `${field}:${v}`), `${field}:?`] });
  };
  oneOf('ms', prefs.maritial_statuses);
  oneOf('edu', prefs.educations);
  if (prefs.annual_income_min !== null) {
    const from = Math.max(0, INCOME_BANDS.indexOf(prefs.annual_income_min));
    oneOf('inc', INCOME_BANDS.slice(from));
  }
  oneOf(
    'city',
    prefs.cities.map((c) => c.trim().toLowerCase()),
  );
  oneOf('diet', prefs.diets);
  oneOf('smoke', prefs.smoking);
  oneOf('drink', prefs.drinking);
  oneOf('md', prefs.mangal_dosh);
  return wanted;
}

/**
 * For each field `subject` answered, its terms: a preference about the field accepts the subject
 * when it holds one of them (or is `field:*`, "doesn't matter"). An unanswered field is no reason
 * to refuse, as in fitSide, so it has none.
 */
export function subjectTerms(subject: FitSubject, today: string): FieldTerms[] {
  const answered: FieldTerms[] = [];
  if (subject.birthdate) {
    const age = clamp(ageOn(subject.birthdate, today), AGE_TERMS.min, AGE_TERMS.max);
    answered.push({ field: 'age', terms: [`age:${age}`] });
  }
  if (subject.height !== null) {
    const bucket = Math.floor(
      clamp(subject.height, HEIGHT_TERMS.min, HEIGHT_TERMS.max) / HEIGHT_TERMS.bucket,
    );
    answered.push({ field: 'h', terms: [`h:${bucket}`] });
  }
  const answer = (field: string, value: string | null, silent?: string) => {
    if (!unanswered(value, silent)) answered.push({ field, terms: [`${field}:${value}`] });
  };
  answer('ms', subject.maritialStatus);
  answer('edu', subject.education);
  if (subject.annualIncome !== null && INCOME_BANDS.includes(subject.annualIncome))
    answered.push({ field: 'inc', terms: [`inc:${subject.annualIncome}`] });
  if (!unanswered(subject.currentCity))
    answered.push({ field: 'city', terms: cityTerms(subject.currentCity!) });
  answer('diet', subject.dietaryPreferences);
  answer('smoke', subject.smokingHabits);
  answer('drink', subject.drinkingHabits);
  answer('md', subject.mangalDosh, 'unknown');
  return answered;
}
