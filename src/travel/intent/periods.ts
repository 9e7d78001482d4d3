import { addDays, daysInMonth, utcDate } from './text.js';

/**
 * Named travel periods (holidays, seasons) -> date windows. Conventions, documented here
 * because "over Christmas" has no single right answer:
 * - Monday holidays (Memorial Day, Labor Day, Presidents' Day, MLK Day, Columbus Day): the
 *   long weekend, Friday through Monday.
 * - Thanksgiving: Wednesday through Sunday.
 * - Fixed-date holidays (Christmas, New Year's, July 4th, Valentine's, Halloween): the date
 *   plus or minus two days. "The holidays" / "winter break": December 20 to January 3.
 * - Easter: Good Friday to Easter Monday. Spring break: the month of March.
 * - Seasons are meteorological: spring Mar-May, summer Jun-Aug, fall Sep-Nov, winter Dec-Feb.
 * The next occurrence that has not ended is used; a window already under way starts today,
 * unless fewer than 14 days of it remain, in which case the next occurrence is used.
 */

export type Window = { start: Date; end: Date };
type PeriodFn = (year: number) => Window;

const nthWeekday = (year: number, month: number, weekday: number, n: number): Date => {
  const first = utcDate(year, month, 1);
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
};
const lastWeekday = (year: number, month: number, weekday: number): Date => {
  const last = utcDate(year, month, daysInMonth(year, month));
  return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
};
const mondayWeekend = (monday: Date): Window => ({ start: addDays(monday, -3), end: monday });
const around = (year: number, month: number, day: number, before = 2, after = 2): Window => {
  const d = utcDate(year, month, day);
  return { start: addDays(d, -before), end: addDays(d, after) };
};
const span = (y1: number, m1: number, d1: number, y2: number, m2: number, d2: number): Window => ({
  start: utcDate(y1, m1, d1),
  end: utcDate(y2, m2, d2),
});

/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(year: number): Date {
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
  return utcDate(year, month, day);
}

/** Pattern (on folded text) -> window for a given year. Order matters: specific before general. */
export const NAMED_PERIODS: ReadonlyArray<{ re: RegExp; window: PeriodFn }> = [
  { re: /\bmemorial day(?: weekend)?\b/, window: (y) => mondayWeekend(lastWeekday(y, 5, 1)) },
  { re: /\blabou?r day(?: weekend)?\b/, window: (y) => mondayWeekend(nthWeekday(y, 9, 1, 1)) },
  { re: /\bpresidents'? ?day(?: weekend)?\b/, window: (y) => mondayWeekend(nthWeekday(y, 2, 1, 3)) },
  { re: /\b(?:mlk|martin luther king(?: jr\.?)?) (?:day )?(?:weekend)?\b/, window: (y) => mondayWeekend(nthWeekday(y, 1, 1, 3)) },
  { re: /\b(?:columbus|indigenous peoples'?) day(?: weekend)?\b/, window: (y) => mondayWeekend(nthWeekday(y, 10, 1, 2)) },
  {
    re: /\bthanks ?giving(?: weekend| break| week)?\b/,
    window: (y) => {
      const thu = nthWeekday(y, 11, 4, 4);
      return { start: addDays(thu, -1), end: addDays(thu, 3) };
    },
  },
  { re: /\bbetween christmas and new year'?s?\b/, window: (y) => span(y, 12, 26, y, 12, 31) },
  { re: /\b(?:the holidays|holiday season|holiday break|winter break|christmas break|christmas holidays)\b/, window: (y) => span(y, 12, 20, y + 1, 1, 3) },
  { re: /\bnew year'?s eve\b|\bnye\b/, window: (y) => around(y, 12, 31) },
  { re: /\bnew year'?s?(?: day)?\b/, window: (y) => around(y + 1, 1, 1) },
  { re: /\b(?:christmas|xmas)(?: eve| day| week| time)?\b/, window: (y) => around(y, 12, 25) },
  { re: /\b(?:fourth of july|4th of july|july 4th|independence day)\b/, window: (y) => around(y, 7, 4) },
  { re: /\bvalentine'?s(?: day)?\b/, window: (y) => around(y, 2, 14) },
  { re: /\bhalloween\b/, window: (y) => around(y, 10, 31) },
  {
    re: /\beaster(?: weekend| break| holidays?)?\b/,
    window: (y) => {
      const e = easter(y);
      return { start: addDays(e, -2), end: addDays(e, 1) };
    },
  },
  { re: /\bspring break\b/, window: (y) => span(y, 3, 1, y, 3, 31) },
  { re: /\b(?:summer|summertime)\b/, window: (y) => span(y, 6, 1, y, 8, 31) },
  { re: /\bspring(?:time)?\b/, window: (y) => span(y, 3, 1, y, 5, 31) },
  { re: /\b(?:fall|autumn)\b/, window: (y) => span(y, 9, 1, y, 11, 30) },
  { re: /\bwinter(?:time)?\b/, window: (y) => span(y, 12, 1, y + 1, 2, daysInMonth(y + 1, 2)) },
];

/**
 * The next occurrence of a period relative to today: `next` skips an occurrence that is under
 * way ("next summer"), otherwise a running one is clipped to start today.
 */
export function nextOccurrence(fn: PeriodFn, today: Date, opts: { next?: boolean; year?: number } = {}): Window {
  if (opts.year !== undefined) return fn(opts.year);
  for (let y = today.getUTCFullYear() - 1; y <= today.getUTCFullYear() + 1; y++) {
    const w = fn(y);
    if (w.end < today) continue;
    if (w.start <= today) {
      // "next summer", or a period with under two weeks left: the traveller means the next one.
      if (opts.next || w.end.getTime() - today.getTime() < 14 * 86_400_000) continue;
      return { start: today, end: w.end };
    }
    return w;
  }
  return fn(today.getUTCFullYear() + 1);
}
