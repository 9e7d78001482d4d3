import { DAY_MS } from '../../time-units.js';

/** Calendar arithmetic on plain UTC dates (no local time zone involved). */

export type Window = { start: Date; end: Date };

export { DAY_MS };
export const ymd = (d: Date): string => d.toISOString().slice(0, 10);
export const utcDate = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m - 1, d));
export const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * DAY_MS);
export const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();
export const dayNumber = (d: Date): number => Math.round(d.getTime() / DAY_MS);
/** The days of a window, its first and last included. */
export const lengthOf = (w: Window): number => dayNumber(w.end) - dayNumber(w.start) + 1;

export function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = utcDate(year, month, 1);
  return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
}

export function lastWeekday(year: number, month: number, weekday: number): Date {
  const last = utcDate(year, month, daysInMonth(year, month));
  return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
}

/** Easter Sunday (anonymous Gregorian computus). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return utcDate(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

/**
 * Days the Julian calendar of the Orthodox churches lags the Gregorian one in a year (13 from March 1900 to February 2100):
 * its 25 December is the Gregorian 7 January.
 */
export const julianLag = (year: number): number => Math.floor(year / 100) - Math.floor(year / 400) - 2;

/** Easter Sunday of the Orthodox churches: the Julian computus (Meeus), as a Gregorian date. */
export function orthodoxEasterSunday(year: number): Date {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  return addDays(utcDate(year, month, ((d + e + 114) % 31) + 1), julianLag(year));
}

/** A whole month as a window. */
export const monthWindow = (y: number, m: number): Window => ({ start: utcDate(y, m, 1), end: utcDate(y, m, daysInMonth(y, m)) });

/** The year in which month m comes next: this year unless it has passed (the current month counts). */
export const yearOfMonth = (month: number, today: Date): number => (month < today.getUTCMonth() + 1 ? today.getUTCFullYear() + 1 : today.getUTCFullYear());

/** A window already under way starts today. */
export const clipToToday = (w: Window, today: Date): Window => (w.start < today && w.end >= today ? { start: today, end: w.end } : w);

/** The same day n calendar months later (the month's last day when it is shorter: 31 January + 1 month is 28 February). */
export function addMonths(d: Date, n: number): Date {
  const m = d.getUTCMonth() + n;
  const y = d.getUTCFullYear() + Math.floor(m / 12);
  const month = (((m % 12) + 12) % 12) + 1;
  return utcDate(y, month, Math.min(d.getUTCDate(), daysInMonth(y, month)));
}

/** The Monday of ISO week `week` of ISO year `year` (week 1 holds 4 January). */
export function isoWeekMonday(year: number, week: number): Date {
  const jan4 = utcDate(year, 1, 4);
  return addDays(jan4, -((jan4.getUTCDay() + 6) % 7) + (week - 1) * 7);
}

/** How many ISO weeks a year has (53 when 1 January or, in a leap year, 31 December is a Thursday). */
export const isoWeeksIn = (year: number): number => (utcDate(year, 1, 1).getUTCDay() === 4 || utcDate(year, 12, 31).getUTCDay() === 4 ? 53 : 52);

/**
 * Countries where a public holiday falling on a Sunday is kept on the Monday after: the United States (5 U.S.C. 6103(b)), the
 * United Kingdom (substitute days, Banking and Financial Dealings Act 1971), Canada (Holidays Act), Australia and New Zealand
 * (Holidays (Mondayisation) Amendment Act 2013). Elsewhere (Spain, Italy, France, Germany, Portugal, Brazil) it is not moved.
 */
const SUNDAY_TO_MONDAY = new Set(['US', 'GB', 'CA', 'AU', 'NZ']);

/**
 * The long weekend a holiday on this day makes, the days joining it to the nearest weekend: from the Saturday before a Monday
 * or Tuesday, to the Sunday after a Thursday or Friday; a Saturday's is Friday to Sunday and a Sunday's Saturday to Monday
 * where the country keeps it on the Monday, else that weekend. A Wednesday lies as far from either weekend: none.
 */
export function bridgeOf(day: Date, country?: string): Window | null {
  const dow = day.getUTCDay();
  if (dow === 3) return null;
  const back = [1, 2, 3, 0, 0, 0, 1][dow] as number;
  const ahead = dow === 0 ? (SUNDAY_TO_MONDAY.has(country ?? '') ? 1 : 0) : ([0, 0, 0, 0, 3, 2, 1][dow] as number);
  return { start: addDays(day, -back), end: addDays(day, ahead) };
}
