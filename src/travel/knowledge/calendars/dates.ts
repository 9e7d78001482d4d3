import type { Period, When } from './types.js';
import { DAY_MS } from '../../../time-units.js';

/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD, UTC): yearly periods that may wrap over the year
 * end, Western Easter, Advent, n-th weekdays, the Oktoberfest rule, months of the Islamic calendar, and the occurrences of an
 * event rule that touch a date range.
 */

/** An inclusive date range. */
export interface DateRange {
  start: string;
  end: string;
}

const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
export const dayNumber = (iso: string): number => dayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
export const fromDayNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string => fromDayNumber(dayNumber(iso) + days);
const ymd = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** Western (Gregorian) Easter Sunday: the anonymous Gregorian computus. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** The fourth Sunday before Christmas Day. */
export function firstAdventSunday(year: number): string {
  const christmas = `${year}-12-25`;
  const back = weekday(christmas) === 0 ? 7 : weekday(christmas);
  return addDays(christmas, -back - 21);
}

/** The n-th (1-5, or -1 for the last) given weekday (0 = Sunday) of a month. */
export function nthWeekday(year: number, month: number, day: number, nth: number): string {
  if (nth === -1) {
    const last = addDays(ymd(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
    return addDays(last, -((weekday(last) - day + 7) % 7));
  }
  const first = ymd(year, month, 1);
  return addDays(first, ((day - weekday(first) + 7) % 7) + 7 * (nth - 1));
}

/** Oktoberfest: from the Saturday after 15 September to the first Sunday of October, or to 3 October when that is later. */
export function oktoberfest(year: number): DateRange {
  const sept15 = `${year}-09-15`;
  const start = addDays(sept15, (6 - weekday(sept15) + 7) % 7 || 7);
  const firstSunday = nthWeekday(year, 10, 0, 1);
  return { start, end: firstSunday < `${year}-10-03` ? `${year}-10-03` : firstSunday };
}

/**
 * Months of the Islamic calendar in Gregorian dates for any year, from the Umm al-Qura calendar
 * (Saudi Arabia's official computed calendar) as Node's ICU implements it: the months Ramadan and
 * the Eids are announced by start from moon sightings, which may shift a day.
 */
const UMM_AL_QURA = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', month: 'numeric', day: 'numeric' });

function islamicDate(day: number): { month: number; day: number } {
  const parts = UMM_AL_QURA.formatToParts(new Date(fromDayNumber(day)));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { month: part('month'), day: part('day') };
}

/** An Islamic month has 29 or 30 days; the same month comes back about 354 days after it began. */
const SHORTEST_MONTH = 29;
/** Days safely skipped after an occurrence ends before looking for the next one. */
const SKIP_AFTER = 10 * SHORTEST_MONTH;

/** Each occurrence of the Islamic month that starts in the Gregorian year (two in a year like 2030 for Ramadan), first day to last. */
export function islamicMonthsStartingIn(year: number, month: number): DateRange[] {
  const out: DateRange[] = [];
  const last = dayNumber(`${year}-12-31`);
  for (let day = dayNumber(`${year}-01-01`); day <= last; day++) {
    const d = islamicDate(day);
    if (d.month !== month) continue;
    const start = day - d.day + 1;
    let end = start + SHORTEST_MONTH - 1;
    while (islamicDate(end + 1).month === month) end++;
    if (start >= dayNumber(`${year}-01-01`)) out.push({ start: fromDayNumber(start), end: fromDayNumber(end) });
    day = end + SKIP_AFTER;
  }
  return out;
}

/** A yearly period placed in a year (starting in that year; wrapping periods end the next year). */
export function periodIn(period: Period, year: number): DateRange {
  const start = `${year}-${period.from}`;
  const wraps = period.to < period.from;
  return { start, end: `${wraps ? year + 1 : year}-${period.to}` };
}

/** The (first) occurrence of a rule that starts in the given year, or null when the rule has none that year. */
export function occurrenceIn(when: When, year: number): DateRange | null {
  switch (when.rule) {
    case 'fixed':
      return periodIn(when.period, year);
    case 'easter': {
      const e = easterSunday(year);
      return { start: addDays(e, when.from_days), end: addDays(e, when.to_days) };
    }
    case 'advent': {
      const start = addDays(firstAdventSunday(year), when.from_days);
      return periodIn({ from: start.slice(5), to: when.to }, year);
    }
    case 'weekday': {
      const anchor = nthWeekday(year, when.month, when.weekday, when.nth);
      return { start: addDays(anchor, when.from_days), end: addDays(anchor, when.to_days) };
    }
    case 'oktoberfest':
      return oktoberfest(year);
    case 'islamic_month':
      return islamicMonthsStartingIn(year, when.month)[0] ?? null;
    case 'dates': {
      const hit = when.dates.find(([start]) => Number(start.slice(0, 4)) === year);
      return hit ? { start: hit[0], end: hit[1] } : null;
    }
  }
}

export const overlapDays = (a: DateRange, b: DateRange): number =>
  Math.max(0, Math.min(dayNumber(a.end), dayNumber(b.end)) - Math.max(dayNumber(a.start), dayNumber(b.start)) + 1);

/** An occurrence with its day numbers, cached per rule and year: the rules are data loaded once, read for every candidate. */
interface Occurrence extends DateRange {
  first: number;
  last: number;
}
const occurrences = new WeakMap<When, Map<number, Occurrence[]>>();
/** Every occurrence that starts in the year: one at most, but an Islamic month may start twice in a Gregorian year. */
function cachedOccurrences(when: When, year: number): Occurrence[] {
  let years = occurrences.get(when);
  if (!years) occurrences.set(when, (years = new Map()));
  let o = years.get(year);
  if (o === undefined) {
    const found = when.rule === 'islamic_month' ? islamicMonthsStartingIn(year, when.month) : [occurrenceIn(when, year)].filter((r) => r !== null);
    o = found.map((r) => ({ ...r, first: dayNumber(r.start), last: dayNumber(r.end) }));
    years.set(year, o);
  }
  return o;
}

/** Every occurrence of a rule that overlaps the range. */
export function occurrencesOverlapping(when: When, range: DateRange): DateRange[] {
  const out: DateRange[] = [];
  const [first, last] = [dayNumber(range.start), dayNumber(range.end)];
  for (let y = Number(range.start.slice(0, 4)) - 1; y <= Number(range.end.slice(0, 4)); y++) {
    for (const o of cachedOccurrences(when, y)) if (o.first <= last && o.last >= first) out.push({ start: o.start, end: o.end });
  }
  return out;
}

/** The first occurrence that has not ended by the reference date (searching three years ahead). */
export function nextOccurrence(when: When, reference: string): DateRange | null {
  const year = Number(reference.slice(0, 4));
  for (let y = year - 1; y <= year + 3; y++) {
    const o = cachedOccurrences(when, y).find((x) => x.end >= reference);
    if (o) return { start: o.start, end: o.end };
  }
  return null;
}

/** Days of the range that fall inside a yearly period (integer arithmetic: this runs for every candidate and record). */
export const daysInPeriod = (period: Period, range: DateRange): number =>
  periodDaysBetween(period, dayNumber(range.start), dayNumber(range.end), Number(range.start.slice(0, 4)), Number(range.end.slice(0, 4)));

/**
 * Days from day number `start` to `end` (inclusive) that fall inside a yearly period, counting the
 * period's occurrences that begin from `firstYear - 1` to `lastYear` (years the days lie in, or
 * wider: an occurrence that reaches none of the days adds nothing). For callers that move a range
 * day by day without writing dates.
 */
export function periodDaysBetween(period: Period, start: number, end: number, firstYear: number, lastYear: number): number {
  const [fm, fd, tm, td] = [Number(period.from.slice(0, 2)), Number(period.from.slice(3)), Number(period.to.slice(0, 2)), Number(period.to.slice(3))];
  const wraps = period.to < period.from;
  let days = 0;
  for (let y = firstYear - 1; y <= lastYear; y++) {
    const from = dayOf(y, fm, fd);
    const to = dayOf(wraps ? y + 1 : y, tm, td);
    days += Math.max(0, Math.min(to, end) - Math.max(from, start) + 1);
  }
  return days;
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "1 June - 30 November" for a yearly period. */
export function describePeriod(period: Period): string {
  const f = (md: string) => `${Number(md.slice(3))} ${MONTH_NAMES[Number(md.slice(0, 2)) - 1]}`;
  return `${f(period.from)} - ${f(period.to)}`;
}

/** Months (1-12) the range touches, each with its number of days in the range. */
export function monthDays(range: DateRange): Map<number, number> {
  const out = new Map<number, number>();
  const end = dayNumber(range.end);
  let start = dayNumber(range.start);
  for (let i = 0; start <= end && i < 13; i++) {
    const iso = fromDayNumber(start);
    const y = Number(iso.slice(0, 4));
    const m = Number(iso.slice(5, 7));
    const nextMonth = dayOf(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1);
    out.set(m, (out.get(m) ?? 0) + Math.min(end + 1, nextMonth) - start);
    start = nextMonth;
  }
  return out;
}
