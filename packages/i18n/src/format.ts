import { type Language, LOCALES } from './languages';

/**
 * Numbers, money, dates and heights written the way each language writes them: Indian grouping
 * (₹4,999, 1,00,000), Devanagari digits in Marathi (१० जून २००४), Latin digits in Hindi and English.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const found = cache.get(key) as F | undefined;
  if (found) return found;
  const made = make();
  cache.set(key, made);
  return made;
}

const numberFormat = (language: Language, options: Intl.NumberFormatOptions = {}) =>
  cached(`n:${language}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(LOCALES[language], options));

const dateFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  cached(
    `d:${language}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(LOCALES[language], options),
  );

export const formatNumber = (language: Language, value: number): string =>
  numberFormat(language).format(value);

/**
 * Whole rupees: ₹4,999 · ₹१,००,०००. The sign is put before the grouped number by hand: CLDR's
 * Marathi currency pattern groups in thousands (₹१००,०००), its plain numbers in lakhs.
 */
export const formatRupees = (language: Language, rupees: number): string =>
  `₹${numberFormat(language, { maximumFractionDigits: 0 }).format(rupees)}`;

/** A calendar date ("2004-06-10" or a Date, read in UTC unless a time zone is given): 10 June 2004. */
/** `month: 'short'` for tables and lists: 12 Mar 2026 · १२ मार्च २०२६. */
export function formatDate(
  language: Language,
  date: string | Date,
  timeZone = 'UTC',
  month: 'long' | 'short' = 'long',
): string {
  const value =
    typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? new Date(`${date}T00:00:00Z`)
      : new Date(date);
  const parts = dateFormat(language, {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone,
  }).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Day, month, year with spaces in every language (CLDR puts a comma in Marathi's long date).
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/** A short date with the day and month only: 10 June · १० जून. */
export function formatDayMonth(language: Language, date: Date, timeZone?: string): string {
  const parts = dateFormat(language, {
    day: 'numeric',
    month: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}`;
}

/**
 * A clock time: 6:40 pm · संध्याकाळ ६:४० · शाम 6:40. Marathi and Hindi name the part of the day, as
 * people say it, where CLDR would write a Latin "PM".
 */
export const formatTime = (language: Language, date: Date, timeZone?: string): string =>
  dateFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    ...(language === 'en' ? {} : { dayPeriod: 'short' as const }),
    ...(timeZone ? { timeZone } : {}),
  }).format(date);

/** A height in feet and inches, to the nearest inch: 5′ 6″ · ५′ ६″. */
export function formatFeetInches(language: Language, cm: number): string {
  const inches = Math.round(cm / 2.54);
  const number = numberFormat(language);
  return `${number.format(Math.floor(inches / 12))}′ ${number.format(inches % 12)}″`;
}

/**
 * Centimetres as each language abbreviates them, one spelling everywhere: the forms the
 * web's texts use (सेंमी, सेमी), not CLDR's Hindi सें॰मी॰.
 */
export const CENTIMETRES: Record<Language, string> = { en: 'cm', mr: 'सेंमी', hi: 'सेमी' };

/** A height in feet and inches with the centimetres: 5′ 6″ (168 cm) · ५′ ६″ (१६८ सेंमी) · 5′ 6″ (168 सेमी). */
export function formatHeight(language: Language, cm: number): string {
  return `${formatFeetInches(language, cm)} (${numberFormat(language).format(cm)} ${CENTIMETRES[language]})`;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/**
 * A time of day as typed ("14:30", a birth time), in the language's digits: 14:30 · १४:३०. The
 * 24-hour form stays as the member gave it; only Marathi changes its digits.
 */
export const formatClock = (language: Language, time: string): string =>
  language === 'mr' ? time.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit) : time;
