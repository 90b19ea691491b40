/**
 * Ages on calendar dates (YYYY-MM-DD), counted in India's time zone: the community's birthdays
 * turn at midnight IST. The same rules give the JavaScript age of a profile and the birthdate
 * bounds the listing's SQL filters by, so both always agree.
 */
export const AGE_TIME_ZONE = 'Asia/Kolkata';

const isoFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: AGE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in India as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return isoFormatter.format(now);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whole years from `birthdate` to `today`; someone born on 29 February turns a year older on 1 March. */
export function ageOn(birthdate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return today.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

/**
 * The birthdays that make someone a year older on `today`, as month * 100 + day: today's, and on
 * 1 March of a common year 29 February's too (as ageOn counts).
 */
export function birthdayKeysOn(today: string): number[] {
  const key = Number(today.slice(5, 7)) * 100 + Number(today.slice(8, 10));
  return key === 301 && !isLeapYear(Number(today.slice(0, 4))) ? [301, 229] : [key];
}

/** The latest birthdate of someone at least `age` years old on `today`: age >= n <=> birthdate <= this. */
export function latestBirthdateForAge(age: number, today: string): string {
  const year = Number(today.slice(0, 4)) - age;
  let monthDay = today.slice(5);
  if (monthDay === '02-29' && !isLeapYear(year)) monthDay = '02-28';
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}
