import * as chrono from 'chrono-node';
import { NAMED_PERIODS, nextOccurrence, type Window } from './periods.js';
import { addDays, daysInMonth, fold, matchesOf, overlaps, todayOf, utcDate, ymd, type Span } from './text.js';

/**
 * Travel dates from free text: named periods and month parts ("mid-July", "the first two
 * weeks of June") are read here, everything else by chrono-node with a reference date of
 * `now`. Every window is [start, end] as YYYY-MM-DD. A month alone is the whole month;
 * one exact date is a one-day window; two dates are the span between them.
 */

export interface DateReading {
  start: string;
  end: string;
  text: string;
  span: Span;
  /** Both ends are days the traveller named ("Oct 3-7"), so the window is also the trip. */
  exact?: boolean;
  /** One exact day; two of these make an exact range ("leave March 3, back March 10"). */
  single?: boolean;
  /** Every date phrase read, including restatements dropped from the window ("Christmas" in "winter ... Christmas market"). */
  consumed?: Span[];
}

/**
 * chrono's casual English parser without the parsers of times of day and of "3 days ago" / "2 weeks
 * later": a trip window never comes from them (times of day are dropped anyway), and the last two
 * carry chrono's largest regexes. V8 compiles a regex to native code on its second use and drops
 * that code on major GCs, so those two alone cost ~100 ms on a process's first requests and 10-35 ms
 * on the first request after a GC. "In 3 weeks" (the within parser) is kept.
 */
const NOT_DATES = new Set(['ENTimeExpressionParser', 'ENCasualTimeParser', 'ENTimeUnitAgoFormatParser', 'ENTimeUnitLaterFormatParser']);
export const DATE_PARSER = chrono.en.casual.clone();
DATE_PARSER.parsers = DATE_PARSER.parsers.filter((p) => !NOT_DATES.has(p.constructor.name));

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const monthNumber = (raw: string): number => MONTHS.findIndex((m) => m.startsWith(raw.slice(0, 3))) + 1;
const YEAR_RE = String.raw`(?:,?\s*(20\d\d))?`;

/** The next year in which month m (1-12) has at least 14 days left (same rule as named periods). */
function yearFor(month: number, today: Date, explicit?: string): number {
  if (explicit) return Number(explicit);
  const y = today.getUTCFullYear();
  const current = today.getUTCMonth() + 1;
  const left = daysInMonth(y, current) - today.getUTCDate();
  return month < current || (month === current && left < 13) ? y + 1 : y;
}

function clip(w: Window, today: Date): Window {
  return w.start < today && w.end >= today ? { start: today, end: w.end } : w;
}

type PartFn = (days: number) => [number, number];
const MONTH_PARTS: ReadonlyArray<{ re: string; part: PartFn }> = [
  { re: String.raw`(?:the\s+)?first two weeks of`, part: () => [1, 14] },
  { re: String.raw`(?:the\s+)?last two weeks of`, part: (n) => [n - 13, n] },
  { re: String.raw`(?:the\s+)?first half of`, part: () => [1, 15] },
  { re: String.raw`(?:the\s+)?(?:second|latter) half of`, part: (n) => [16, n] },
  { re: String.raw`(?:the\s+)?first week of`, part: () => [1, 7] },
  { re: String.raw`(?:the\s+)?second week of`, part: () => [8, 14] },
  { re: String.raw`(?:the\s+)?third week of`, part: () => [15, 21] },
  { re: String.raw`(?:the\s+)?(?:fourth|last|final) week of`, part: (n) => [n - 6, n] },
  { re: String.raw`(?:early|beginning of|the beginning of|start of|the start of)`, part: () => [1, 10] },
  { re: String.raw`(?:mid|middle of|the middle of)`, part: () => [11, 20] },
  { re: String.raw`(?:late|end of|the end of)`, part: (n) => [21, n] },
];

function monthPart(folded: string, today: Date): DateReading[] {
  const out: DateReading[] = [];
  for (const { re, part } of MONTH_PARTS) {
    for (const { m, start, end } of matchesOf(new RegExp(String.raw`\b${re}[\s-]*${MONTH_RE}\b${YEAR_RE}`, 'g'), folded)) {
      const month = monthNumber(m[1] ?? '');
      const year = yearFor(month, today, m[2]);
      const [a, b] = part(daysInMonth(year, month));
      const w = clip({ start: utcDate(year, month, a), end: utcDate(year, month, b) }, today);
      out.push({ start: ymd(w.start), end: ymd(w.end), text: folded.slice(start, end), span: { start, end } });
    }
  }
  return out;
}

function namedPeriods(folded: string, today: Date, taken: Span[]): DateReading[] {
  const out: DateReading[] = [];
  for (const { re, window } of NAMED_PERIODS) {
    for (const { m, start, end } of matchesOf(new RegExp(String.raw`(?:\b(this|next|coming)\s+)?${re.source}${YEAR_RE}`, 'g'), folded)) {
      if (overlaps(taken, start, end)) continue;
      const year = m[m.length - 1];
      const w = nextOccurrence(window, today, { next: m[1] === 'next', ...(year ? { year: Number(year) } : {}) });
      out.push({ start: ymd(w.start), end: ymd(w.end), text: folded.slice(start, end), span: { start, end } });
      taken.push({ start, end });
    }
  }
  return out;
}

/** "4/12-4/18", "12/20 - 1/2": numeric US month/day ranges chrono reads only in part. */
/** "the week of March 8": seven days from that date. */
function weekOf(folded: string, today: Date): DateReading[] {
  const re = new RegExp(String.raw`\b(?:the\s+)?week of (?:the\s+)?${MONTH_RE}\s+(\d{1,2})(?:st|nd|rd|th)?\b${YEAR_RE}`, 'g');
  const out: DateReading[] = [];
  for (const { m, start, end } of matchesOf(re, folded)) {
    const month = monthNumber(m[1] ?? '');
    const day = Number(m[2]);
    if (day > 31) continue;
    const first = utcDate(yearFor(month, today, m[3]), month, day);
    out.push({ start: ymd(first), end: ymd(addDays(first, 6)), text: m[0], span: { start, end } });
  }
  return out;
}

function numericRanges(folded: string, today: Date): DateReading[] {
  const re = /\b(\d{1,2})\/(\d{1,2})\s*(?:-|to|through|until)\s*(\d{1,2})\/(\d{1,2})\b/g;
  const out: DateReading[] = [];
  for (const { m, start, end } of matchesOf(re, folded)) {
    const [m1, d1, m2, d2] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    if (m1 > 12 || m2 > 12 || d1 > 31 || d2 > 31) continue;
    const y1 = yearFor(m1, today);
    const y2 = m2 < m1 ? y1 + 1 : y1;
    out.push({ start: ymd(utcDate(y1, m1, d1)), end: ymd(utcDate(y2, m2, d2)), text: m[0], span: { start, end }, exact: true });
  }
  return out;
}

function relativeWeeks(folded: string, today: Date): DateReading[] {
  const out: DateReading[] = [];
  const dow = today.getUTCDay();
  for (const { m, start, end } of matchesOf(/\b(this|next|coming|the following)\s+(weekend|week|month)\b/g, folded)) {
    const unit = m[2];
    let w: Window;
    if (unit === 'weekend') {
      const toFriday = (5 - dow + 7) % 7;
      const friday = dow === 6 ? addDays(today, -1) : addDays(today, toFriday);
      w = { start: dow === 6 ? today : friday, end: addDays(friday, 2) };
    } else if (unit === 'week') {
      const monday = addDays(today, ((8 - dow) % 7) || 7);
      w = m[1] === 'this' ? { start: today, end: addDays(monday, -1) } : { start: monday, end: addDays(monday, 6) };
    } else {
      const y = today.getUTCFullYear();
      const mo = today.getUTCMonth() + 1 + (m[1] === 'this' ? 0 : 1);
      const first = utcDate(y, mo, 1);
      w = clip({ start: first, end: utcDate(first.getUTCFullYear(), first.getUTCMonth() + 1, daysInMonth(first.getUTCFullYear(), first.getUTCMonth() + 1)) }, today);
    }
    out.push({ start: ymd(w.start), end: ymd(w.end), text: m[0], span: { start, end } });
  }
  return out;
}

const DURATION_ONLY =
  /^(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple|\d+)\s*(?:-\s*)?(?:day|week|month|year|night|weekend)s?|(?:the |a )?(?:long )?week(?:end)?)$/;
const MONTH_WORD_AS_VERB = /^(?:may|march|sat|sun|wed)$/;

/** chrono readings with the false friends removed ("two weeks" as a length, "may" as a verb). */
function chronoReadings(text: string, folded: string, today: Date, taken: Span[]): DateReading[] {
  const ref = new Date(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12);
  const out: DateReading[] = [];
  // Counts of nights, people... must not glue onto a month ("February, 5 nights" is not Feb 5).
  const masked = text.replace(/(?<!\bin\s)\b\d+\s*(?:nights?|days?|weeks?|months?|people|adults|kids|children|travell?ers)\b/gi, (m) => ' '.repeat(m.length));
  for (const r of DATE_PARSER.parse(masked, ref, { forwardDate: true })) {
    const start = r.index;
    const end = r.index + r.text.trimEnd().length;
    // chrono reads "for a week" as a date; a length is the duration reader's business.
    const t = folded.slice(start, end).replace(/[\s,.;:!?]+$/, '').replace(/^(?:for|within)\s+/, '').trim();
    if (overlaps(taken, start, end) || DURATION_ONLY.test(t)) continue;
    if (MONTH_WORD_AS_VERB.test(t) && !/\b(in|of|early|mid|late|during|through|until|till|by|this|next|from|for)\s*-?\s*$/.test(folded.slice(Math.max(0, start - 12), start))) continue;
    const s = r.start;
    if (!s.isCertain('month') && !s.isCertain('day') && !s.isCertain('weekday')) continue;
    const w = toWindow(s, r.end ?? null, today);
    if (!w) continue;
    const through = throughDay(folded, end, w);
    const dayPrecise = s.isCertain('day') && (!r.end || r.end.isCertain('day'));
    out.push({
      start: ymd(w.start),
      end: ymd(through?.date ?? w.end),
      text: text.slice(start, through?.end ?? end),
      span: { start, end: through?.end ?? end },
      exact: dayPrecise && (Boolean(r.end) || Boolean(through)),
      single: dayPrecise && !r.end && !through,
    });
  }
  return out;
}

type Components = chrono.ParsedComponents;
function toWindow(s: Components, e: Components | null, today: Date): Window | null {
  const y = s.get('year');
  const m = s.get('month');
  const d = s.get('day');
  if (!y || !m || !d) return null;
  if (!s.isCertain('day') && !s.isCertain('weekday')) {
    const year = s.isCertain('year') ? y : yearFor(m, today);
    return clip({ start: utcDate(year, m, 1), end: utcDate(year, m, daysInMonth(year, m)) }, today);
  }
  const start = utcDate(y, m, d);
  if (!e) return { start, end: start };
  const [ey, em, ed] = [e.get('year'), e.get('month'), e.get('day')];
  if (!ey || !em || !ed) return { start, end: start };
  if (!e.isCertain('day')) return { start, end: utcDate(ey, em, daysInMonth(ey, em)) };
  return { start, end: utcDate(ey, em, ed) };
}

/** "April 10th through the 17th": chrono stops at the first date; read the end day here. */
function throughDay(folded: string, after: number, w: Window): { date: Date; end: number } | null {
  if (w.start.getTime() !== w.end.getTime()) return null;
  const m = /^\s*(?:-|to|through|thru|until|till)\s*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:\/|:|am|pm|days|nights|people|adults|kids))/.exec(folded.slice(after));
  if (!m) return null;
  const day = Number(m[1]);
  const y = w.start.getUTCFullYear();
  const mo = w.start.getUTCMonth() + 1;
  if (day <= w.start.getUTCDate() || day > daysInMonth(y, mo)) return null;
  return { date: utcDate(y, mo, day), end: after + m[0].length };
}

/** Vague time words that mean "a date was meant but not given". */
export const VAGUE_TIME = /\b(sometime|some time|someday|soon|at some point|whenever|flexible dates?|dates are flexible|not sure when|tbd)\b/;

/**
 * The travel window of a request, or null. Several readings combine into their overall
 * span when they are close together ("leave March 3, back March 10").
 */
export function readDates(text: string, now: Date): DateReading | null {
  const folded = fold(text);
  const today = todayOf(now);
  const taken: Span[] = [];
  const readings: DateReading[] = [];
  const add = (rs: DateReading[]) => {
    for (const r of rs) {
      if (overlaps(taken, r.span.start, r.span.end)) continue;
      readings.push(r);
      taken.push(r.span);
    }
  };
  add(weekOf(folded, today));
  add(monthPart(folded, today));
  add(numericRanges(folded, today));
  add(relativeWeeks(folded, today));
  add(namedPeriods(folded, today, [...taken]));
  add(chronoReadings(text, folded, today, taken));
  if (readings.length === 0) return null;
  readings.sort((a, b) => a.span.start - b.span.start);
  const first = readings[0] as DateReading;
  // A later reading that contains or sits inside the first one restates it ("winter ... Christmas
  // market", "Memorial Day weekend in May"): the first one stands. Disjoint ones extend it.
  const nested = (r: DateReading) => (r.start <= first.start && r.end >= first.end) || (r.start >= first.start && r.end <= first.end);
  readings.splice(1, readings.length, ...readings.slice(1).filter((r) => !nested(r)));
  const last = readings[readings.length - 1] as DateReading;
  const gapDays = (Date.parse(last.end) - Date.parse(first.start)) / 86_400_000;
  if (readings.length > 1 && last.start >= first.start && gapDays <= 62) {
    return {
      start: first.start,
      end: last.end,
      text: text.slice(first.span.start, last.span.end),
      span: { start: first.span.start, end: last.span.end },
      exact: readings.length === 2 && Boolean(first.single) && Boolean(last.single),
      consumed: taken,
    };
  }
  return { ...first, consumed: taken };
}
