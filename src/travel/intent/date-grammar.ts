/*
 * The date grammar: every date phrase of a request as a window on the calendar, against today
 * (the reference date). Conventions (docs/guide.md): "next Friday", "this Friday" and "on Friday"
 * are the first Friday after today; "Friday next week" is the Friday of the following Monday-Sunday
 * week; "the 6th" is the next 6th on or after today; a month alone is the whole month (from today
 * when under way); "next week" is that Monday to Sunday; "this weekend" Saturday and Sunday.
 */

import { STATEMENT_END } from './sentences.js';
import { addDays, addMonths, bridgeOf, clipToToday, daysInMonth, lengthOf, monthWindow, utcDate, yearOfMonth, type Window } from './calendar.js';
import { ARTICLES } from './articles.js';
import { AND } from './clause-words.js';
import { LONG_STAY_DAYS, LONG_WEEKEND_DAYS, type DateMention } from './date-mention.js';
import {
  AFTER_NEXT_AFTER,
  AFTER_NEXT_BEFORE,
  AMBIGUOUS_MONTHS,
  RARE_ABBREVIATIONS,
  looksAhead,
  AMBIGUOUS_WEEKDAYS,
  BETWEEN_WORDS,
  BRIDGE_LINKS,
  BRIDGE_WORDS,
  cueOf,
  DAY_ARTICLES,
  FROM_DAY,
  LENGTH_OPENERS,
  MONTH_ALTERNATIVES,
  MONTH_JOINERS,
  MONTH_PART_INDEX,
  MONTH_PARTS,
  MONTHS,
  ORTHODOX_WORDS,
  NTH_WEEKENDS,
  OCCASIONS,
  NEXT_MONTH,
  POSSESSIVES,
  NEXT_WORDS,
  OFFSET_RELATIONS,
  NEXT_DAY_WORDS,
  DAY_PARTS,
  RANGE_JOINERS,
  RELATIVE_DAYS,
  THIS_MONTH,
  THAT_WORDS,
  THIS_WORDS,
  UNITS,
  WEEK_OF,
  WEEKDAY_FROM,
  WEEKDAY_SHORT,
  WEEKDAY_TO,
  WEEKDAYS,
  YEAR_PARTS,
  MID,
  YEAR_PHRASE_INDEX,
  type Unit,
} from './date-words.js';
import {
  chooseHoliday,
  holidayIndex,
  julianFeast,
  holidayWindow,
  shortHolidayIndex,
  isSeason,
  LANGUAGE_COUNTRIES,
  nextHoliday,
  southernSeason,
  type Holiday,
  type Writer,
} from './holidays.js';
import { isLengthUnit, stayCounts } from './duration.js';
import { LEAVE_VERBS } from './departure.js';
import { isUnitOfMeasure } from './aside-numbers.js';
import { anaphoricDayAt } from './anaphoric-days.js';
import { countedFromDay } from './counted-from.js';
import { dayPlan } from './itinerary.js';
import type { Lang } from './language.js';
import { countedRun } from './month-runs.js';
import { numberedPeriod } from './numbered-periods.js';
import { holyWeekdayAt, holyWeekOffset } from './holy-week.js';
import { numberAt, ORDINAL_SUFFIXES, ordinalAt } from './numbers.js';
import { GROUP_NOUNS, isCountedHead, KIN, PERSON_NOUNS } from './party-words.js';
import { PhraseIndex, touching, wordsOf, type Tok } from './tokens.js';

/** What every rule of the grammar reads: the request's tokens and language, today, and whose calendar applies. */
interface Ctx {
  toks: readonly Tok[];
  lang: Lang;
  today: Date;
  /** Seasons are read for the southern hemisphere (the place the request is about lies there). */
  southern: boolean;
  /** The countries a holiday name is read for, most relevant first (chooseHoliday). */
  countries: readonly string[];
  /** The country the request is written from, when the reader knows it: it orders the parts of "4/12". */
  writer?: string;
  /** Whose holidays a holiday name means: the origin's country and region, else the request language's one country. */
  holidaysOf?: Writer;
  /** The places of the request are read (false while spans are only proposed): a name local to other countries is then not read. */
  placesKnown: boolean;
  /** Some words of the text are a bridge's cue ("long weekend", "puente"): without one no day is read as a bridge. */
  bridgeCue: boolean;
  /** The date phrase read last, left of the token being read: what "the day before" or "am Samstag davor" counts from. */
  before?: DateMention;
}

/** Countries whose writers put the month first in numeric dates ("12/20"); everywhere else the day comes first. */
const MONTH_FIRST_COUNTRIES = new Set(['US', 'PH', 'FM', 'MH', 'PW']);
/** Countries where both orders are in common use: an English "4/12" from there is ambiguous. */
const MIXED_ORDER_COUNTRIES = new Set(['CA']);

const phrases = (list: readonly string[]) => {
  const idx = new PhraseIndex<true>();
  for (const p of list) idx.add(p, true);
  return idx;
};
const THIS_MONTH_IDX = phrases(THIS_MONTH);
const NEXT_MONTH_IDX = phrases(NEXT_MONTH);
const RELATIVE_IDX = new PhraseIndex<number>();
for (const [p, v] of RELATIVE_DAYS) RELATIVE_IDX.add(p, v);
const UNIT_IDX = new PhraseIndex<Unit>();
for (const [p, v] of UNITS) UNIT_IDX.add(p, v);
const NEXT_IDX = phrases([...NEXT_WORDS]);
const AFTER_NEXT_IDX = phrases(AFTER_NEXT_AFTER);
const RELATION_IDX = new PhraseIndex<'after' | 'before'>();
for (const [p, v] of OFFSET_RELATIONS) RELATION_IDX.add(p, v);
const NEXT_DAY_IDX = new PhraseIndex<'after' | 'before'>();
for (const [p, v] of NEXT_DAY_WORDS) NEXT_DAY_IDX.add(p, v);
const DAY_PART_IDX = new PhraseIndex<Unit>();
for (const p of DAY_PARTS) DAY_PART_IDX.add(p, 'day');
const WEEK_OF_IDX = new PhraseIndex<'week' | 'weekend'>();
for (const [p, v] of WEEK_OF) WEEK_OF_IDX.add(p, v);
const MONTH_CONTEXT = new Set([
  ...BETWEEN_WORDS,
  'in',
  'early',
  'mid',
  'late',
  'of',
  'by',
  'until',
  'through',
  'next',
  'this',
  'since',
  'before',
  'after',
  'during',
  'for',
  'the',
  'en',
  'de',
  'im',
  'a',
  'em',
  'ad',
  'del',
  'do',
  'da',
  'fin',
  'debut',
  'end',
  'start',
]);
const YEAR = (t: Tok | undefined) => (t?.kind === 'num' && /^(19|20)\d\d$/.test(t.w) ? Number(t.w) : undefined);
/** A year at token k: "2027", or "'27" (an apostrophe against two digits, this century). */
function yearAt(toks: readonly Tok[], k: number): { year: number; end: number } | undefined {
  const y = YEAR(toks[k]);
  if (y !== undefined) return { year: y, end: k + 1 };
  const n = toks[k + 1];
  return toks[k]?.w === "'" && n?.kind === 'num' && /^\d\d$/.test(n.w) && touching(toks[k], n) ? { year: 2000 + Number(n.w), end: k + 2 } : undefined;
}

/**
 * A year said after a month or a holiday ending at token k: written ("June 2027", "Easter '28", "diciembre de 2027", "Semana
 * Santa de 2028") or counted from today ("June next year", "Pâques l'année prochaine", "agosto del año que viene").
 */
function yearAfter(c: Ctx, k: number): { year: number; end: number } | undefined {
  const rel = YEAR_PHRASE_INDEX.at(c.toks, skipWords(c.toks, k, ['of', 'de', 'di', 'des', 'do']));
  if (rel) return { year: c.today.getUTCFullYear() + rel.value, end: rel.end };
  return yearAt(c.toks, k) ?? yearAt(c.toks, skipWords(c.toks, k, ['of', 'de', 'di', 'des', 'do', 'del']));
}

/** A day and month in figures at token k, day first: "9/8", "10.8", "10.8." (the month said once after a range's first day). */
function dayMonthFigures(toks: readonly Tok[], k: number): { day: number; month: number; end: number } | undefined {
  const t = toks[k];
  if (t?.kind !== 'num') return undefined;
  // "4.5 hours" is a measure: a decimal before a unit is no day and month.
  const dotted = isUnitOfMeasure(toks[k + 1]?.w ?? '') ? null : /^(\d{1,2})\.(\d{1,2})$/.exec(t.w);
  const slash = toks[k + 1]?.w === '/' && touching(t, toks[k + 1]) && toks[k + 2]?.kind === 'num' && touching(toks[k + 1], toks[k + 2]);
  const [day, month, end] = dotted ? [Number(dotted[1]), Number(dotted[2]), k + 1] : slash ? [Number(t.w), Number(toks[k + 2]?.w), k + 3] : [0, 0, k];
  if (day < 1 || day > 31 || month < 1 || month > 12) return undefined;
  return { day, month, end: toks[end]?.w === '.' && touching(toks[end - 1], toks[end]) ? end + 1 : end };
}

/**
 * A day number 1-31 at token i, with its ordinal suffix if written ("6th", "1er", "6.", "6º"). With `spoken`, a cardinal
 * in words too ("del diez al diecisiete de julio", "do dia vinte ao dia vinte e cinco", "dal tre al dieci"): languages that
 * say the day of the month as a cardinal; English says it as an ordinal.
 */
function dayAt(toks: readonly Tok[], i: number, dotOrdinals: boolean, spoken?: Lang): { day: number; end: number; marked: boolean } | undefined {
  const t = toks[i];
  if (spoken && t?.kind === 'word') {
    // "vom zwölften bis zum neunzehnten Mai", "the twelfth of May", "le premier juin": an ordinal word is the day.
    const o = ordinalAt(toks, i, spoken);
    if (o !== undefined) return o.value <= 31 ? { day: o.value, end: o.end, marked: true } : undefined;
    if (spoken === 'en') return undefined;
    const n = numberAt(toks, i, spoken);
    return n && !n.digits && n.value >= 1 && n.value <= 31 ? { day: n.value, end: n.end, marked: false } : undefined;
  }
  if (t?.kind !== 'num' || !/^\d{1,2}$/.test(t.w)) return undefined;
  const day = Number(t.w);
  if (day < 1 || day > 31) return undefined;
  const s = toks[i + 1];
  // A time ("16:30") is no day; "6." is an ordinal only where the language writes it so (not English, where it ends a sentence).
  if (toks[i - 1]?.w === ':' && touching(toks[i - 1], t)) return undefined;
  // A one-letter suffix in capitals is a booking's shorthand or a seat ("2A + 1C", "row 12C"), never an ordinal's "2ª".
  const suffix = s !== undefined && ORDINAL_SUFFIXES.has(s.w) && !/^\p{Lu}$/u.test(s.raw);
  if (s && touching(t, s) && (suffix || (s.w === '.' && dotOrdinals && toks[i + 2] !== undefined))) return { day, end: i + 2, marked: true };
  return { day, end: i + 1, marked: false };
}

/** A month word at i (ambiguous ones like "may" need a date context); skips a following "." */
function monthAt(c: Ctx, i: number, contextBefore: boolean): { month: number; end: number } | undefined {
  const t = c.toks[i];
  const month = t?.kind === 'word' ? (MONTHS.get(t.w) ?? RARE_ABBREVIATIONS.get(t.w)) : undefined;
  if (month === undefined || !t) return undefined;
  const dotted = c.toks[i + 1]?.w === '.' && touching(t, c.toks[i + 1]);
  const end = dotted ? i + 2 : i + 1;
  const rare = RARE_ABBREVIATIONS.has(t.w);
  if ((rare || AMBIGUOUS_MONTHS.has(t.w)) && !contextBefore) {
    // A day, a year or the word "month" after it ("May 3", "May 2028", "May month") says it is the month.
    // An ordinal word dates it only when the month has its capital ("March first"; "we march first" is the verb).
    const dated =
      dayAt(c.toks, end, c.lang !== 'en') !== undefined ||
      (t.cap && dayAfterMonth(c, end) !== undefined) ||
      YEAR(c.toks[end]) !== undefined ||
      (UNITS.get(c.toks[end]?.w ?? '') === 'month' && c.toks[end + 1]?.w !== '-') ||
      datedMonthAfter(c, end);
    const cued = !nameCased(c, i) && (MONTH_CONTEXT.has(c.toks[i - 1]?.w ?? '') || listedMonth(c, i));
    if (rare ? !dotted || !(dated || cued) : !dated && !cued) return undefined;
  }
  return { month, end };
}

/** "Jan-Mar 2027", "Jan to Mar 2027": a month word joined to a later month dated by its year is the range's first month. */
function datedMonthAfter(c: Ctx, k: number): boolean {
  if (!MONTH_JOINERS.has(c.toks[k]?.w ?? '')) return false;
  const next = c.toks[k + 1];
  return next?.kind === 'word' && MONTHS.has(next.w) && YEAR(c.toks[k + 2]) !== undefined;
}

/** Marks that set off the items of a terse note ("Lisbon, March, 2 people", "Lisbon | May | 2 adults"). */
const NOTE_MARKS = new Set([',', '|', ';']);
/** "Lisbon, March, 2 people": an English month word with its capital, set off as an item of a note, is the month, not a verb. */
const listedMonth = (c: Ctx, i: number): boolean => c.lang === 'en' && c.toks[i]?.cap === true && NOTE_MARKS.has(c.toks[i - 1]?.w ?? '');

/**
 * Languages that write their months in lower case: there a month word with a capital inside a sentence is a name ("chiedere a
 * Marco"). Portuguese wrote them with a capital until 1990, and many still do ("em Março").
 */
const LOWER_CASE_MONTHS: ReadonlySet<Lang> = new Set(['fr', 'es', 'it']);
const nameCased = (c: Ctx, i: number): boolean => LOWER_CASE_MONTHS.has(c.lang) && c.toks[i]?.cap === true && c.toks[i - 1]?.kind === 'word';

/** The next date with this month and day on or after today (year given: that year). */
function nextDate(c: Ctx, month: number, day: number, year?: number): Date | undefined {
  const y = year ?? c.today.getUTCFullYear();
  if (day > daysInMonth(y, month)) return undefined;
  const d = utcDate(y, month, day);
  return year === undefined && d < c.today ? utcDate(y + 1, month, Math.min(day, daysInMonth(y + 1, month))) : d;
}

const skipWords = (toks: readonly Tok[], i: number, words: readonly string[]) => (words.includes(toks[i]?.w ?? '') ? i + 1 : i);
/**
 * A short weekday that is also an ordinary word ("sun", "sat", "wed") after an article is that word ("off to the sun, 4 to 11
 * May"): a weekday takes no article in English, where these abbreviations come from.
 */
const ordinaryAbbreviation = (toks: readonly Tok[], i: number) =>
  AMBIGUOUS_WEEKDAYS.has(toks[i]?.w ?? '') && (toks[i]?.w.length ?? 0) <= 3 && ARTICLES.has(toks[i - 1]?.w ?? '');

/** A weekday named before a day number ("au dimanche 26", "bis Samstag, 12."): the number is the date. */
function skipWeekday(toks: readonly Tok[], i: number): number {
  if (!WEEKDAYS.has(toks[i]?.w ?? '') || ordinaryAbbreviation(toks, i)) return i;
  let k = i + 1;
  if (toks[k]?.w === '-' && toks[k + 1]?.w === 'feira') k += 2;
  return skipWords(toks, k, [',']);
}

/** A noun a count of people binds to: people, couples, twins, relatives in the plural, families ("à 3 couples", "2 familles"). */
const peopleHead = (w: string): boolean => isCountedHead(w) || GROUP_NOUNS.has(w);

/**
 * A number with no ordinal mark before a noun it counts ("Oktober 6 Monate", "octubre 2 adultos", "März 2 Pers", "julio 4
 * noches"): the number heads that noun, so it is no day of the month before it.
 */
export function countsNoun(toks: readonly Tok[], d: { end: number; marked: boolean }): boolean {
  const w = toks[d.end]?.w ?? '';
  return !d.marked && (isLengthUnit(w) || peopleHead(w));
}

/** "2 adultes", "4 of us": the number before this token counts people. */
function countsPeople(toks: readonly Tok[], at: number): boolean {
  const w = toks[at]?.w ?? '';
  return peopleHead(w) || (w === 'of' && toks[at + 1]?.w === 'us');
}

/** A day after a month, in figures or, in English, as an ordinal word ("December twenty-first"). */
const dayAfterMonth = (c: Ctx, k: number) => dayAt(c.toks, k, c.lang !== 'en') ?? (c.lang === 'en' ? dayAt(c.toks, k, false, 'en') : undefined);

/** "March 12th", "Aug 16 to 19", "March 5 to March 12", "Feb 2-9, 2027". */
function monthFirst(c: Ctx, i: number): DateMention | undefined {
  const m = monthAt(c, i, false);
  if (!m) return undefined;
  const d = dayAfterMonth(c, skipWords(c.toks, m.end, ['the']));
  if (!d || countsNoun(c.toks, d)) return undefined;
  let end = d.end;
  let year = YEAR(c.toks[end === d.end && c.toks[end]?.w === ',' ? end + 1 : end]);
  if (year !== undefined) end += c.toks[end]?.w === ',' ? 2 : 1;
  const from = nextDate(c, m.month, d.day, year);
  if (!from) return undefined;
  const j = c.toks[end];
  if (j && RANGE_JOINERS.has(j.w) && j.w !== 'and') {
    const k = skipWords(c.toks, end + 1, ['the']);
    const m2 = monthAt(c, k, true);
    const d2 = dayAfterMonth(c, m2 ? skipWords(c.toks, m2.end, ['the']) : k);
    if (d2 && (m2 || d2.day >= d.day)) {
      year ??= YEAR(c.toks[d2.end]);
      const to = nextDate(c, m2?.month ?? m.month, d2.day, year ?? from.getUTCFullYear());
      if (to) {
        const fixed = to < from ? utcDate(to.getUTCFullYear() + 1, to.getUTCMonth() + 1, to.getUTCDate()) : to;
        return { start: i, end: d2.end + (YEAR(c.toks[d2.end]) ? 1 : 0), window: { start: from, end: fixed }, kind: 'range' };
      }
    }
  }
  return { start: i, end, window: { start: from, end: from }, kind: 'day' };
}

/** The longest range over a month's end said with the later month only ("del 28 al 3 de enero"): three weeks. */
const MOST_DAYS_OVER_MONTH_END = 21;

/** "12th of March", "6 de marzo", "6. Februar", "du 12 au 19 mars", "del 3 al 10 de agosto", "from 3 to 10 March". */
function dayFirst(c: Ctx, i: number): DateMention | undefined {
  // "dia 10 ao 20 de julho": Portuguese may put "dia" before the day, as English "the".
  const a = skipWords(c.toks, i, ['the', 'dia']);
  const d = dayAt(c.toks, a, c.lang !== 'en', c.lang);
  if (!d) return undefined;
  let k = d.end;
  let d2: ReturnType<typeof dayAt>;
  const j = c.toks[k];
  // "23/24 octobre", "23./24. Oktober": a slash between two days of one month joins them as a range too.
  if (j && (RANGE_JOINERS.has(j.w) || j.w === '/')) {
    const at = skipWeekday(c.toks, skipWords(c.toks, skipWords(c.toks, k + 1, ['the', 'le', 'el', 'il', 'zum']), ['dia']));
    // "dal 2 al 9/8", "vom 3. bis 10.8.": the month in figures after the range's end, day first (not in English).
    const f = c.lang !== 'en' ? dayMonthFigures(c.toks, at) : undefined;
    if (f && f.day > d.day) {
      const y = yearAt(c.toks, f.end);
      const from = nextDate(c, f.month, d.day, y?.year);
      if (from) {
        const to = utcDate(from.getUTCFullYear(), f.month, Math.min(f.day, daysInMonth(from.getUTCFullYear(), f.month)));
        return { start: i, end: y?.end ?? f.end, window: { start: from, end: to }, kind: 'range' };
      }
    }
    d2 = dayAt(c.toks, at, c.lang !== 'en', c.toks[a]?.kind === 'word' ? c.lang : undefined);
    if (d2 && d2.day !== d.day) k = d2.end;
    else d2 = undefined;
  }
  // "18 e 19 marzo", "the 18th and 19th": two days listed, not a range from one to the other.
  const listed = d2 !== undefined && d2.day === d.day + 1 && AND.has(j?.w ?? '') ? { listed: true } : {};
  // "27 d junio": a hurried "de".
  k = skipWords(c.toks, k, ['of', 'de', 'di', 'del', 'do', 'da', 'd']);
  const m = monthAt(c, k, true);
  if (!m) return undefined;
  const said = yearAfter(c, m.end);
  const year = said?.year;
  const end = said?.end ?? m.end;
  // "del 28 al 3 de enero", "dal 29 al 2 gennaio": a range over a month's end names only the later month (days in figures:
  // "dez" is ten and December in Portuguese). Only a short one: "del 12 al 6 de julio" is a slip more likely than 24 days.
  if (d2 && d2.day < d.day) {
    if (c.toks[a]?.kind !== 'num') return undefined;
    const to = nextDate(c, m.month, d2.day, year);
    const before = to ? addMonths(utcDate(to.getUTCFullYear(), m.month, 1), -1) : undefined;
    if (!to || !before || d.day > daysInMonth(before.getUTCFullYear(), before.getUTCMonth() + 1)) return undefined;
    const from = utcDate(before.getUTCFullYear(), before.getUTCMonth() + 1, d.day);
    if (lengthOf({ start: from, end: to }) > MOST_DAYS_OVER_MONTH_END) return undefined;
    return { start: i, end, window: { start: from, end: to }, kind: 'range' };
  }
  const from = nextDate(c, m.month, d.day, year);
  if (!from) return undefined;
  if (!d2) {
    // "28 March - 3 April", "du 28 mars au 3 avril", "entre 28 de março e 3 de abril": a second full date after a joiner ends a range.
    const j2 = c.toks[end];
    const other =
      j2 && RANGE_JOINERS.has(j2.w) ? dayFirst(c, skipWeekday(c.toks, skipWords(c.toks, end + 1, ['the', 'le', 'el', 'il', 'o', 'dia']))) : undefined;
    if (other?.kind === 'day') {
      const o = other.window.start;
      const to = o < from ? utcDate(o.getUTCFullYear() + 1, o.getUTCMonth() + 1, o.getUTCDate()) : o;
      if (to.getTime() - from.getTime() <= LONG_STAY_DAYS * 86_400_000) return { start: i, end: other.end, window: { start: from, end: to }, kind: 'range' };
    }
    return { start: i, end, window: { start: from, end: from }, kind: 'day' };
  }
  const to = utcDate(from.getUTCFullYear(), m.month, Math.min(d2.day, daysInMonth(from.getUTCFullYear(), m.month)));
  return { start: i, end, window: { start: from, end: to }, kind: 'range', ...listed };
}

/** Words that bind the numbers after them to the person named before as ages ("hijas de 17 y 19", "figli di 8 e 11", "Töchtern (7 und 10)"). */
const AGE_LINKS = new Set(['de', 'di', 'da', 'do', 'von', '(', 'aged', ':']);

/** Whether token i links the numbers after it to a person or relative before it: they are ages, never days of a month. */
const agesOfPerson = (toks: readonly Tok[], i: number): boolean => {
  const head = toks[i - 1]?.w ?? '';
  return AGE_LINKS.has(toks[i]?.w ?? '') && (PERSON_NOUNS.has(head) || KIN.has(head));
};

/** The article (with "of" in it) between a word of starting and its day ("a partir del 20", "à partir du 20", "ab dem 20."). */
const FROM_ARTICLES = new Set(['del', 'du', 'dem', 'den', 'do', 'dal']);
/** What may follow a day number said after a word of starting: the end of its clause. */
const STOP_AFTER_DAY = new Set([',', '.', ';', '!', '?', ')']);

/** "the 6th", "the 12th of this month", "the 3rd of next month", "le 6", "el 20", "am 6.", "dia 20", "from the 18th to the 22nd". */
function dayOfMonth(c: Ctx, i: number): DateMention | undefined {
  const t = c.toks[i];
  if (agesOfPerson(c.toks, i)) return undefined;
  // "del 4 al 8", "de 12 a 14", "vom 3. bis 7.": a "from" word makes a day number a date only when a range follows.
  const opensRange = t !== undefined && WEEKDAY_FROM.has(t.w) && t.w !== 'from' && RANGE_JOINERS.has(c.toks[i + 2]?.w ?? '') && c.toks[i + 3]?.kind === 'num';
  // "au lundi 8", "hasta el martes 12": a weekday named before a day number makes it a day of the month.
  const afterWeekday = skipWeekday(c.toks, i);
  const named = afterWeekday > i && c.toks[afterWeekday]?.kind === 'num';
  // "voltamos a 24", "regresso a 3": after a word of leaving or coming back, "a" is the article of a day too.
  const cued = (t?.w === 'a' || t?.w === 'ao') && cueOf(c.toks[i - 1]?.w ?? '') !== null;
  const dayArticle = t !== undefined && ((DAY_ARTICLES.has(t.w) && !['a', 'ao', 'lo', 'den'].includes(t.w)) || cued);
  // "3 giorni a partire dal 10, prima di", "desde el 12.": a word of starting right before a day number at its clause's end, or
  // before the article joined to it ("a partir del 20", "à partir du 20", "ab dem 20.").
  const starts = (w: string | undefined) => w !== undefined && w !== 'from' && FROM_DAY.has(w);
  const startWord = starts(t?.w) || (FROM_ARTICLES.has(t?.w ?? '') && starts(c.toks[i - 1]?.w));
  const fromDay = t !== undefined && startWord && STOP_AFTER_DAY.has(c.toks[i + 2]?.w ?? '.');
  const article = dayArticle || opensRange || named || fromDay;
  // A day standing alone is an ordinal with a dot only in German ("am 6."); elsewhere "de 4x4." ends a sentence.
  const dots = c.lang === 'de';
  const at = named ? afterWeekday : article ? i + 1 : i;
  // "bis zum zwanzigsten": German says a day of the month as an ordinal word after its article.
  const d = dayAt(c.toks, at, dots) ?? (article && c.lang === 'de' ? dayAt(c.toks, at, dots, 'de') : undefined);
  // "le 24/12": the day opens a numeric date, read whole by numeric().
  if (d && c.toks[d.end]?.w === '/' && c.toks[d.end + 1]?.kind === 'num') return undefined;
  if (!d || (!article && !d.marked) || (c.lang === 'en' && !d.marked && t?.w !== 'the' && !named)) return undefined;
  // "our 25th anniversary", "her 40th birthday", "for my 30th": the ordinal counts years, it is not a day.
  if (d.marked && (OCCASIONS.has(c.toks[d.end]?.w ?? '') || POSSESSIVES.has(c.toks[i - 1]?.w ?? ''))) return undefined;
  // "regresamos el 3 somos cuatro", "retour le 9 on sera": a day after a word of leaving or coming back and its article is a
  // day. A weekday is no article ("leaving Sunday, 4 of us"), and a number that counts people is a party.
  // "dès le 16 avec 5 jours", "ab dem 17. möchte ich": a word of starting before the article too.
  const starting = (w: string) => cueOf(w) !== null || (w !== 'from' && FROM_DAY.has(w));
  // "fino a 3mila", "bis 15h": a number written onto a word is an amount or a time, no day.
  if (!d.marked && c.toks[d.end]?.kind === 'word' && touching(c.toks[d.end - 1], c.toks[d.end])) return undefined;
  const leaving = dayArticle && t?.w !== 'the' && starting(c.toks[i - 1]?.w ?? '') && !countsPeople(c.toks, d.end);
  // "départ marseille le 30 retour le 2": a word of coming back or leaving after it closes the day's phrase.
  if (
    !d.marked &&
    !leaving &&
    c.toks[d.end]?.kind === 'word' &&
    !(dayArticle && cueOf(c.toks[d.end]?.w ?? '') !== null) &&
    !RANGE_JOINERS.has(c.toks[d.end]?.w ?? '') &&
    !THIS_MONTH_IDX.at(c.toks, d.end) &&
    !NEXT_MONTH_IDX.at(c.toks, d.end)
  )
    return undefined;
  // "am 6. Februar", "the 5th of March": a month follows, so this is a full date (dayFirst).
  if (monthAt(c, skipWords(c.toks, d.end, ['of', 'de', 'di', 'del', 'do', 'da']), true)) return undefined;
  let end = d.end;
  let d2: ReturnType<typeof dayAt>;
  const j = c.toks[end];
  if (j && RANGE_JOINERS.has(j.w) && j.w !== 'and') {
    const k = skipWeekday(c.toks, skipWords(c.toks, skipWords(c.toks, end + 1, ['the', 'le', 'el', 'il', 'zum']), ['dia']));
    // "dal 2 al 9/8", "vom 3. bis 10.8.": the month in figures after the end makes it a full date (dayFirst).
    if (c.lang !== 'en' && dayMonthFigures(c.toks, k)) return undefined;
    d2 = dayAt(c.toks, k, dots) ?? (article && c.lang === 'de' ? dayAt(c.toks, k, dots, 'de') : undefined);
    // "le 3 et le 12 mai", "dal 9 al 13 dicembre", "Sat 4 to 11 May": the month after the range makes it a full date (dayFirst).
    if (d2 && monthAt(c, skipWords(c.toks, d2.end, ['of', 'de', 'di', 'del', 'do', 'da']), true)) return undefined;
    if (d2 && (d2.marked || opensRange || c.toks[k - 1]?.w !== c.toks[end]?.w)) end = d2.end;
    else d2 = undefined;
  }
  // "de 2 a 3 carros" counts things.
  if (opensRange && (!d2 || c.toks[end]?.kind === 'word')) return undefined;
  let monthOffset: number | null = null;
  const ofThis = THIS_MONTH_IDX.at(c.toks, end);
  const ofNext = NEXT_MONTH_IDX.at(c.toks, end);
  if (ofThis) [monthOffset, end] = [0, ofThis.end];
  else if (ofNext) [monthOffset, end] = [1, ofNext.end];
  const y = c.today.getUTCFullYear();
  const m0 = c.today.getUTCMonth() + 1;
  const next = monthOffset ?? (d.day >= c.today.getUTCDate() ? 0 : 1);
  // "de sexta 23 a domingo 25", "da venerdì 10 a domenica 12": the weekday said with the day is the month where they agree.
  const wd = named && monthOffset === null ? WEEKDAYS.get(t?.w ?? '') : undefined;
  const offset = wd === undefined ? next : agreeingMonth(y, m0, next, d.day, wd);
  if (offset === undefined) return undefined;
  const month = ((m0 - 1 + offset) % 12) + 1;
  const year = y + Math.floor((m0 - 1 + offset) / 12);
  if (d.day > daysInMonth(year, month)) return undefined;
  const from = utcDate(year, month, d.day);
  // "from the 28th to the 3rd": an end day below the start day is in the following month.
  const to = !d2 ? from : d2.day > d.day ? utcDate(year, month, Math.min(d2.day, daysInMonth(year, month))) : utcDate(year, month + 1, d2.day);
  const unplaced = monthOffset !== null ? {} : d2 ? { days_only: [d.day, d2.day] as [number, number] } : { day_only: d.day };
  return { start: i, end, window: { start: from, end: to }, kind: d2 ? 'range' : 'day', ...unplaced, ...(wd !== undefined ? { on_weekday: wd } : {}) };
}

/** How many months ahead a weekday and a day number are searched for a month where they agree. */
const AGREEMENT_MONTHS = 14;

/** The first month, counted from the current one and at least `from` months ahead, whose day `day` falls on weekday `wd`. */
export function agreeingMonth(y: number, m0: number, from: number, day: number, wd: number): number | undefined {
  for (let k = from; k < from + AGREEMENT_MONTHS; k++) {
    const year = y + Math.floor((m0 - 1 + k) / 12);
    const month = ((m0 - 1 + k) % 12) + 1;
    if (day <= daysInMonth(year, month) && utcDate(year, month, day).getUTCDay() === wd) return k;
  }
  return undefined;
}

/**
 * Which part of a slashed date is the month: day first in every language but English; in English the
 * writer's country decides ("22/10" from Brisbane, "10/22" from Denver), and a part above 12 settles it
 * ("12/20"). An English "02/03" from nowhere known is ambiguous and read as no date.
 */
function slashOrder(c: Ctx, i: number): 'day' | 'month' | undefined {
  if (c.lang !== 'en') return 'day';
  const parts: Array<[number, number]> = [];
  for (let k = i; k < Math.min(c.toks.length, i + 8); k++)
    if (c.toks[k]?.kind === 'num' && c.toks[k + 1]?.w === '/' && c.toks[k + 2]?.kind === 'num') parts.push([Number(c.toks[k]?.w), Number(c.toks[k + 2]?.w)]);
  if (parts.some(([x, y]) => x > 12 && y <= 12)) return 'day';
  if (parts.some(([x, y]) => y > 12 && x <= 12)) return 'month';
  if (c.writer === undefined || MIXED_ORDER_COUNTRIES.has(c.writer)) return undefined;
  return MONTH_FIRST_COUNTRIES.has(c.writer) ? 'month' : 'day';
}

/**
 * The first day of a range whose year is written only on its last ("14.09. bis 16.09.2027"): that day in the last day's year,
 * or the year before when it would fall after the last day ("28.12. - 3.1.2028").
 */
function sameYearBefore(first: Date, last: Date): Date {
  const inYear = (y: number) => utcDate(y, first.getUTCMonth() + 1, Math.min(first.getUTCDate(), daysInMonth(y, first.getUTCMonth() + 1)));
  const same = inYear(last.getUTCFullYear());
  return same <= last ? same : inYear(last.getUTCFullYear() - 1);
}

/** A full date written year first at token i ("2027-04-10", "2027/04/10"). */
function isoAt(c: Ctx, i: number): { date: Date; end: number } | undefined {
  const t = c.toks[i];
  const sep = c.toks[i + 1]?.w;
  if (t?.kind !== 'num' || !/^\d{4}$/.test(t.w) || (sep !== '-' && sep !== '/') || c.toks[i + 3]?.w !== sep) return undefined;
  const [month, day] = [c.toks[i + 2], c.toks[i + 4]];
  if (month?.kind !== 'num' || day?.kind !== 'num' || Number(month.w) > 12) return undefined;
  const date = nextDate(c, Number(month.w), Number(day.w), Number(t.w));
  return date ? { date, end: i + 5 } : undefined;
}

/** "4/12", "12/20-12/27", "22/10" (the order by slashOrder), "20.01.", "2027-04-10". */
function numeric(c: Ctx, i: number): DateMention | undefined {
  const t = c.toks[i];
  if (t?.kind !== 'num') return undefined;
  const iso = isoAt(c, i);
  if (iso) {
    // "2027-10-28..2027-11-03", "2027-10-28 to 2027-11-03": a range of full dates, as notes and tools write it;
    // ISO 8601 writes the interval with a slash ("2026-12-05/2026-12-08").
    const dots = c.toks[iso.end]?.w === '.' && c.toks[iso.end + 1]?.w === '.';
    const joiner = c.toks[iso.end]?.w ?? '';
    const joined = dots ? iso.end + 2 : RANGE_JOINERS.has(joiner) || joiner === '/' ? iso.end + 1 : -1;
    const last = joined > 0 ? isoAt(c, joined) : undefined;
    if (last && last.date >= iso.date) return { start: i, end: last.end, window: { start: iso.date, end: last.date }, kind: 'range' };
    return { start: i, end: iso.end, window: { start: iso.date, end: iso.date }, kind: 'day' };
  }
  const order = slashOrder(c, i);
  if (!order) return undefined;
  const single = (k: number): { date: Date; end: number; year: boolean } | undefined => {
    const a = c.toks[k];
    if (a?.kind !== 'num') return undefined;
    let p: number[];
    let end: number;
    if (/^\d{1,2}\.\d{1,2}(?:\.\d{2,4})?$/.test(a.w) && c.lang !== 'en') {
      p = a.w.split('.').map(Number);
      end = c.toks[k + 1]?.w === '.' && touching(a, c.toks[k + 1]) ? k + 2 : k + 1;
      p = [p[1] ?? 0, p[0] ?? 0, p[2] ?? 0];
    } else if (c.toks[k + 1]?.w === '/' && c.toks[k + 2]?.kind === 'num' && touching(a, c.toks[k + 1])) {
      const x = Number(a.w);
      const y = Number(c.toks[k + 2]?.w);
      p = order === 'month' ? [x, y, 0] : [y, x, 0];
      end = k + 3;
      if (c.toks[end]?.w === '/' && c.toks[end + 1]?.kind === 'num') [p[2], end] = [Number(c.toks[end + 1]?.w), end + 2];
    } else return undefined;
    const [month = 0, day = 0, yy = 0] = p;
    if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
    const date = nextDate(c, month, day, yy ? (yy < 100 ? 2000 + yy : yy) : undefined);
    return date ? { date, end, year: yy > 0 } : undefined;
  };
  // "12-13/09", "3.-5.10.", "du 12 au 14/09": a day number before a full numeric date is the range's first day, in its month.
  const k = c.toks[i + 1]?.w === '.' && touching(t, c.toks[i + 1]) ? i + 2 : i + 1;
  const joiner = c.toks[k]?.w ?? '';
  const to = /^\d{1,2}$/.test(t.w) && (joiner === '-' || RANGE_JOINERS.has(joiner)) ? single(k + 1) : undefined;
  const from = to ? utcDate(to.date.getUTCFullYear(), to.date.getUTCMonth() + 1, Number(t.w)) : undefined;
  if (to && from && from < to.date && from.getUTCDate() === Number(t.w)) return { start: i, end: to.end, window: { start: from, end: to.date }, kind: 'range' };
  const a = single(i);
  if (!a) return undefined;
  const j = c.toks[a.end];
  if (j && (j.w === '-' || RANGE_JOINERS.has(j.w))) {
    // "14.09. bis Donnerstag, 16.09.": a weekday may name the last day before its figures.
    const b = single(skipWeekday(c.toks, a.end + 1));
    const start = b?.year && !a.year ? sameYearBefore(a.date, b.date) : a.date;
    if (b && b.date >= start) return { start: i, end: b.end, window: { start, end: b.date }, kind: 'range' };
  }
  return { start: i, end: a.end, window: { start: a.date, end: a.date }, kind: 'day' };
}

/** The Monday of the week after the current one. */
const nextMonday = (today: Date) => addDays(today, (8 - today.getUTCDay()) % 7 || 7);

/** "next Friday", "Friday", "on Friday", "Wednesday next week", "mercredi prochain", "el próximo viernes", "nächsten Freitag", "na sexta-feira". */
function weekday(c: Ctx, i: number): DateMention | undefined {
  let k = i;
  const before = c.toks[k - 1];
  const nextBefore = before !== undefined && (NEXT_WORDS.has(before.w) || THIS_WORDS.has(before.w));
  const t = c.toks[k];
  const wd = t?.kind === 'word' ? WEEKDAYS.get(t.w) : undefined;
  if (wd === undefined || !t) return undefined;
  const onBefore = ['on', 'el', 'le', 'am', 'na', 'no', 'il', 'this', 'next', 'coming', 'every', 'by', 'until', 'before', 'for'].includes(before?.w ?? '');
  if (AMBIGUOUS_WEEKDAYS.has(t.w) && !onBefore && !nextBefore && !(c.toks[k + 1]?.w === '-' && c.toks[k + 2]?.w === 'feira')) return undefined;
  k += 1;
  if (c.toks[k]?.w === '-' && c.toks[k + 1]?.w === 'feira') k += 2;
  // "Friday, March 13th", "Friday the 13th": the date named after the weekday is the day.
  const at = skipWords(c.toks, k, [',']);
  const explicit = monthFirst(c, at) ?? dayFirst(c, at) ?? numeric(c, at) ?? dayOfMonth(c, at);
  if (explicit) return { ...explicit, start: nextBefore ? i - 1 : i };
  // "Wednesday next week", "Mittwoch nächste Woche", "quarta-feira da próxima semana", "miércoles de la semana que viene".
  let j = skipWords(c.toks, k, ['of', 'de', 'da', 'della', 'der', 'in']);
  j = skipWords(c.toks, j, ['la', 'the', 'a']);
  const nx = NEXT_IDX.at(c.toks, j);
  const unit = UNIT_IDX.at(c.toks, nx ? nx.end : j);
  const nxAfter = unit ? NEXT_IDX.at(c.toks, unit.end) : undefined;
  if (unit?.value === 'week' && (nx || nxAfter)) {
    const day = addDays(nextMonday(c.today), (wd + 6) % 7);
    return { start: nextBefore ? i - 1 : i, end: nxAfter ? nxAfter.end : unit.end, window: { start: day, end: day }, kind: 'day' };
  }
  // "Saturday this week": the same day, the words only confirm it.
  const thisWeek = THIS_WORDS.has(c.toks[j]?.w ?? '') && UNIT_IDX.at(c.toks, j + 1)?.value === 'week' ? UNIT_IDX.at(c.toks, j + 1) : undefined;
  if (thisWeek) k = thisWeek.end;
  const after = NEXT_IDX.at(c.toks, k);
  // "the Friday after next", "vendredi en huit", "übernächsten Freitag": a week after the coming one.
  const afterNext = AFTER_NEXT_IDX.at(c.toks, k);
  const twice = afterNext !== undefined || AFTER_NEXT_BEFORE.has(before?.w ?? '');
  const ahead = ((wd - c.today.getUTCDay() + 7) % 7 || 7) + (twice ? 7 : 0);
  const day = addDays(c.today, ahead);
  const alone = !nextBefore && !after && !twice && !thisWeek ? { weekday_only: wd } : {};
  const start = nextBefore || AFTER_NEXT_BEFORE.has(before?.w ?? '') ? i - 1 : i;
  return { start, end: afterNext ? afterNext.end : after ? after.end : k, window: { start: day, end: day }, kind: 'day', ...alone };
}

/**
 * "next week", "this weekend", "next month", "la semaine prochaine", "este fin de semana", "nächste Woche", "il mese prossimo";
 * "übernächste Woche", "the weekend after next": one unit further.
 */
function relativeUnit(c: Ctx, i: number): DateMention | undefined {
  const first = c.toks[i];
  const twice = first !== undefined && AFTER_NEXT_BEFORE.has(first.w);
  const pre = twice ? 'next' : first !== undefined && THIS_WORDS.has(first.w) ? 'this' : NEXT_IDX.at(c.toks, i) ? 'next' : null;
  const unitAt = twice || pre === 'this' ? i + 1 : pre === 'next' ? (NEXT_IDX.at(c.toks, i)?.end ?? i) : skipWords(c.toks, i, ['the']);
  const unit = UNIT_IDX.at(c.toks, unitAt);
  if (!unit) return undefined;
  const afterNext = pre ? undefined : AFTER_NEXT_IDX.at(c.toks, unit.end);
  const post = pre ? null : afterNext || NEXT_IDX.at(c.toks, unit.end) ? 'next' : null;
  const which = pre ?? post;
  if (!which || unit.value === 'day' || unit.value === 'year') return undefined;
  const end = afterNext ? afterNext.end : post ? (NEXT_IDX.at(c.toks, unit.end)?.end ?? unit.end) : unit.end;
  // A "next" before a month or weekday is theirs ("two weeks next May", "zwei Wochen nächsten Mai"): the unit is a length.
  const after = c.toks[end]?.w ?? '';
  if (post && (MONTHS.has(after) || WEEKDAYS.has(after))) return undefined;
  const further = twice || afterNext ? 1 : 0;
  const dow = c.today.getUTCDay();
  let w: Window;
  let ambiguous = false;
  if (unit.value === 'weekend') {
    // "the weekend after next", "übernächstes Wochenende": one after the coming one. A "next weekend" said on a weekday is the
    // coming one in the Romance languages ("il prossimo weekend", "le week-end prochain"); in English and German it may be
    // that one or the one after, so it is reported. Said on a weekend, "next" is the following one everywhere.
    const weekday = dow !== 6 && dow !== 0;
    const saturday = dow === 6 ? c.today : dow === 0 ? addDays(c.today, -1) : addDays(c.today, 6 - dow);
    const sat = addDays(saturday, 7 * ((which === 'next' && !weekday ? 1 : 0) + further));
    ambiguous = which === 'next' && weekday && further === 0 && (c.lang === 'en' || c.lang === 'de');
    w = { start: sat < c.today ? c.today : sat, end: addDays(sat, 1) };
  } else if (unit.value === 'week') {
    const monday = addDays(nextMonday(c.today), 7 * further);
    w = which === 'this' ? { start: c.today, end: addDays(monday, -1) } : { start: monday, end: addDays(monday, 6) };
  } else {
    const m = c.today.getUTCMonth() + 1 + (which === 'next' ? 1 + further : 0);
    const y = c.today.getUTCFullYear() + Math.floor((m - 1) / 12);
    w = clipToToday(monthWindow(y, ((m - 1) % 12) + 1), c.today);
  }
  const weekend = unit.value === 'weekend';
  return {
    start: i,
    end,
    window: w,
    kind: unit.value === 'month' ? 'month' : 'period',
    weekend,
    ...(weekend ? { closed: true } : {}),
    ...(ambiguous ? { ambiguous } : {}),
  };
}

/** "today", "tomorrow", "demain", "pasado mañana", "übermorgen", "in 3 weeks", "dans 10 jours", "in 5 Tagen". */
function relativeDay(c: Ctx, i: number): DateMention | undefined {
  const rel = RELATIVE_IDX.at(c.toks, i);
  if (rel) {
    // "morgen" is also "morning" ("am Morgen", "Freitagmorgen").
    if (c.toks[i]?.w === 'morgen' && ['am', 'jeden', 'guten'].includes(c.toks[i - 1]?.w ?? '')) return undefined;
    const d = addDays(c.today, rel.value);
    return { start: i, end: rel.end, window: { start: d, end: d }, kind: 'day' };
  }
  const t = c.toks[i];
  if (!t || !looksAhead(c.toks, i, c.lang)) return undefined;
  const k = skipWords(c.toks, i + 1, ['de', 'a']);
  const n = numberAt(c.toks, k, c.lang, { article: true });
  const unit = n ? UNIT_IDX.at(c.toks, n.end) : undefined;
  if (!n || !unit || unit.value === 'weekend' || unit.value === 'year' || n.value > 52) return undefined;
  // "quinze jours", "quince días", "quindici giorni", "quinze dias" are two weeks.
  const days = unit.value === 'day' ? (n.value === 15 && c.lang !== 'en' && c.lang !== 'de' ? 14 : n.value) : n.value * 7;
  const d = unit.value === 'month' ? addMonths(c.today, n.value) : addDays(c.today, days);
  if (unit.value === 'day') return { start: i, end: unit.end, window: { start: d, end: d }, kind: 'day', counted: true };
  // Weeks or months ahead name a week, not a day ("dans trois semaines, un week-end", "tra due settimane ... il venerdì").
  return { start: i, end: unit.end, window: { start: d, end: d }, kind: 'day', week_only: true };
}

/** How far after "in three weeks" a weekend may be said and still be that week's. */
const WEEKEND_REACH = 6;

/**
 * Whether a weekend word is said in the same sentence after token i: within reach, or anywhere in it after a demonstrative that
 * points back ("in ten days I turn 40 and want to spend that weekend in Rome").
 */
export function weekendAhead(toks: readonly Tok[], i: number): boolean {
  for (let k = i; k < toks.length; k++) {
    if (STATEMENT_END.has(toks[k]?.w ?? '')) return false;
    if (UNIT_IDX.at(toks, k)?.value === 'weekend' && (k < i + WEEKEND_REACH || THAT_WORDS.has(toks[k - 1]?.w ?? ''))) return true;
  }
  return false;
}

/** "June", "in June 2027", "early April", "mid-July", "fin septembre", "Mitte Oktober", "a fine agosto", "the first 2 weeks of July". */
function monthPhrase(c: Ctx, i: number, joined = false): DateMention | undefined {
  const part = MONTH_PART_INDEX.at(c.toks, i) ?? countedRun(c.toks, c.lang, i);
  let k = part ? part.end : i;
  if (part && c.toks[k]?.w === '-') k += 1;
  k = skipWords(c.toks, k, part ? ['of', 'de', 'di', 'd', "d'"] : []);
  // A month word joined to a month before it is a month too ("feb or march", "May or June").
  const m = monthAt(c, k, Boolean(part) || joined);
  if (!m) return undefined;
  let end = m.end;
  const said = yearAfter(c, end);
  const year = said?.year;
  end = said?.end ?? end;
  const y = year ?? yearOfMonth(m.month, c.today);
  const last = daysInMonth(y, m.month);
  let w = monthWindow(y, m.month);
  if (part) {
    const [a, b] = part.value;
    w = { start: utcDate(y, m.month, a < 0 ? last + a + 1 : a), end: utcDate(y, m.month, b < 0 ? last + b + 1 : Math.min(b, last)) };
  }
  // The current month with the part already over is next year's.
  if (year === undefined && w.end < c.today)
    w = { start: utcDate(y + 1, w.start.getUTCMonth() + 1, w.start.getUTCDate()), end: utcDate(y + 1, w.end.getUTCMonth() + 1, w.end.getUTCDate()) };
  const holds = part && !THIRDS.some(([a, b]) => a === part.value[0] && b === part.value[1]);
  // "end of June into July", "late Dec/early Jan", "fin juin et début juillet", and a part of a month said right after another
  // ("fin juillet début août", "Ende Juli Anfang August"): two month phrases joined are one window; two counted runs given as
  // alternatives are not, each keeping its length.
  const joiner = c.toks[end]?.w ?? '';
  const next = MONTH_JOINERS.has(joiner) ? end + 1 : part && MONTH_PART_INDEX.at(c.toks, end) ? end : undefined;
  const then = next !== undefined && !joined ? monthPhrase(c, next, true) : undefined;
  // "Jan-Mar 2032": a month with no year of its own takes the year said of the month it runs to (the year before, past a new year).
  if (then && year === undefined && c.toks.slice(next, then.end).some((t) => YEAR(t) !== undefined)) {
    const to = then.window.end;
    const shift = to.getUTCFullYear() - (m.month > to.getUTCMonth() + 1 ? 1 : 0) - y;
    if (shift !== 0) w = { start: utcDate(y + shift, m.month, w.start.getUTCDate()), end: utcDate(y + shift, m.month, w.end.getUTCDate()) };
  }
  if (then && !(MONTH_ALTERNATIVES.has(joiner) && (holds || then.trip_days !== undefined))) {
    const b = then.window.end;
    const to = b < w.start ? utcDate(b.getUTCFullYear() + 1, b.getUTCMonth() + 1, b.getUTCDate()) : b;
    // Two months joined are a season's length at most, unless said as the ends of a range ("between May and October").
    const most = BETWEEN_WORDS.has(c.toks[i - 1]?.w ?? '') ? LONG_STAY_DAYS : 93;
    if (to.getTime() - w.start.getTime() <= most * 86_400_000)
      return { start: i, end: then.end, window: clipToToday({ start: w.start, end: to }, c.today), kind: 'month' };
  }
  const window = clipToToday(w, c.today);
  return { start: i, end, window, kind: 'month', ...(holds ? { trip_days: lengthOf(window) } : {}) };
}

/** The thirds of a month ("early", "mid", "late" May): times in it, unlike its weeks and halves, which hold a trip. */
const THIRDS: ReadonlyArray<readonly [number, number]> = [[1, 10], MID, [21, -1]];

/**
 * "early next year", "Anfang nächsten Jahres", "a principios del año que viene", "fin 2027": a part of a year
 * (early January-March, mid May-August, late October-December); "next year" alone is the whole year.
 */
function yearPhrase(c: Ctx, i: number): DateMention | undefined {
  const part = MONTH_PART_INDEX.at(c.toks, i);
  const months = part ? YEAR_PARTS.find(([from]) => from === part.value[0] && THIRDS.some(([a, b]) => a === from && b === part.value[1]))?.[1] : undefined;
  if (part && !months) return undefined;
  const k = part ? skipWords(c.toks, part.end, ['of', 'de', 'di', 'des', 'del', 'do', 'the']) : i;
  const rel = YEAR_PHRASE_INDEX.at(c.toks, k);
  const written = YEAR(c.toks[k]);
  // "this year" alone promises no window ("this year we are going to..."); with a part it is one ("later this year").
  if ((!rel || (rel.value === 0 && !part)) && (written === undefined || !part)) return undefined;
  const y = written ?? c.today.getUTCFullYear() + (rel?.value ?? 0);
  const [m1, m2] = months ?? [1, 12];
  const w = { start: utcDate(y, m1, 1), end: utcDate(y, m2, daysInMonth(y, m2)) };
  if (w.end < c.today) return undefined;
  return { start: i, end: rel ? rel.end : k + 1, window: clipToToday(w, c.today), kind: 'period', ...(months ? {} : { year: true }) };
}

/**
 * A date said from another: "two weeks before Christmas", "dix jours après Pâques", "zwei Wochen vor Weihnachten" (that day);
 * "the week after Easter", "la semaine après Pâques", "la settimana dopo Pasqua" (the Monday-Sunday week after it).
 * "for a week after Easter" is a length, not an offset.
 */
function offsetDate(c: Ctx, i: number): DateMention | undefined {
  if (LENGTH_OPENERS.has(c.toks[i - 1]?.w ?? '')) return undefined;
  const article = ['the', 'la', 'le', 'die', 'a', 'el', 'il', 'o', 'den', 'der'].includes(c.toks[i]?.w ?? '') ? i + 1 : i;
  const named = weekdayBefore(c, i, article) ?? nextDay(c, i, article);
  if (named) return named;
  // "the week after Thanksgiving", and "Week after Thanksgiving" opening its phrase: the whole week ("a week after" counts one).
  const opens = article > i || i === 0 || c.toks[i - 1]?.kind === 'punct';
  const wholeWeek = UNIT_IDX.at(c.toks, article)?.value === 'week' && opens ? UNIT_IDX.at(c.toks, article) : undefined;
  const n = wholeWeek ? undefined : numberAt(c.toks, i, c.lang, { article: true });
  const unit = wholeWeek ?? (n ? UNIT_IDX.at(c.toks, n.end) : theDay(c, i, article));
  if (!unit || unit.value === 'weekend' || unit.value === 'year' || (n && n.value > 52)) return undefined;
  const rel = RELATION_IDX.at(c.toks, unit.end);
  if (!rel) return undefined;
  const at = skipWords(c.toks, rel.end, ['the', 'la', 'le', "l'", 'el', 'o', 'a', 'il', 'lo']);
  const anchor = holiday(c, at) ?? monthFirst(c, at) ?? dayFirst(c, at) ?? weekday(c, at);
  if (!anchor) return undefined;
  const day = anchor.anchor ?? (rel.value === 'after' ? anchor.window.end : anchor.window.start);
  if (wholeWeek) {
    const monday = rel.value === 'after' ? addDays(day, (8 - day.getUTCDay()) % 7 || 7) : addDays(day, -(((day.getUTCDay() + 6) % 7) + 7));
    return { start: i, end: anchor.end, window: { start: monday, end: addDays(monday, 6) }, kind: 'range', week_of: true };
  }
  const sign = rel.value === 'after' ? 1 : -1;
  const count = n?.value ?? 1;
  const d = unit.value === 'month' ? addMonths(day, sign * count) : addDays(day, sign * count * (unit.value === 'week' ? 7 : 1));
  return { start: i, end: anchor.end, window: { start: d, end: d }, kind: 'day' };
}

/** "the day", "the morning", "am Tag", "el día", "il giorno" before an offset: one day, counted without a number. */
function theDay(c: Ctx, i: number, article: number): { value: Unit; end: number } | undefined {
  const at = c.toks[i]?.w === 'am' ? i + 1 : article;
  if (at === i) return undefined;
  const unit = UNIT_IDX.at(c.toks, at) ?? DAY_PART_IDX.at(c.toks, at);
  return unit?.value === 'day' ? unit : undefined;
}

/** "le lendemain de Noël", "la veille du Nouvel An", "la víspera de Reyes", "a véspera do Natal": the day after or before. */
function nextDay(c: Ctx, i: number, at: number): DateMention | undefined {
  const rel = NEXT_DAY_IDX.at(c.toks, c.toks[i]?.w === 'am' ? i + 1 : at);
  if (!rel) return undefined;
  const k = skipWords(c.toks, rel.end, ['de', 'du', 'des', "d'", 'del', 'di', 'da', 'do', 'von', 'vom', 'the', 'la', 'le', "l'", 'el', 'o', 'a', 'il', 'lo']);
  const anchor = holiday(c, k) ?? monthFirst(c, k) ?? dayFirst(c, k);
  if (!anchor) return undefined;
  const from = anchor.anchor ?? (rel.value === 'after' ? anchor.window.end : anchor.window.start);
  const day = addDays(from, rel.value === 'after' ? 1 : -1);
  return { start: i, end: anchor.end, window: { start: day, end: day }, kind: 'day' };
}

/**
 * "the Saturday before Pentecost Sunday", "le samedi avant Pâques", "el viernes antes de Navidad", "den Freitag vor Ostern",
 * "il sabato dopo Ferragosto", "o sábado depois do Natal": the nearest such weekday before or after the day named.
 */
function weekdayBefore(c: Ctx, i: number, at: number): DateMention | undefined {
  const wd = weekdayWord(c.toks, at, false);
  const rel = wd ? RELATION_IDX.at(c.toks, wd.end) : undefined;
  if (!wd || !rel) return undefined;
  const k = skipWords(c.toks, rel.end, ['the', 'la', 'le', "l'", 'el', 'o', 'a', 'il', 'lo']);
  const anchor = holiday(c, k) ?? monthFirst(c, k) ?? dayFirst(c, k);
  if (!anchor) return undefined;
  const from = anchor.anchor ?? (rel.value === 'after' ? anchor.window.end : anchor.window.start);
  const step = rel.value === 'after' ? (wd.wd - from.getUTCDay() + 7) % 7 || 7 : -((from.getUTCDay() - wd.wd + 7) % 7 || 7);
  const day = addDays(from, step);
  return { start: i, end: anchor.end, window: { start: day, end: day }, kind: 'day' };
}

const NTH_WEEKEND_IDX = new PhraseIndex<number>();
for (const [p, n] of NTH_WEEKENDS) NTH_WEEKEND_IDX.add(p, n);
/** Words that may stand between an event and the weekend of it named ("the first weekend of the Oktoberfest", "al Oktoberfest, el primer finde"). */
const WEEKEND_LINKS = [
  'of',
  'de',
  'du',
  'del',
  'des',
  'di',
  'dell',
  "dell'",
  'da',
  'do',
  'vom',
  'the',
  'la',
  'le',
  "l'",
  "d'",
  'el',
  'il',
  'lo',
  'o',
  'a',
  'am',
  'al',
  'au',
  'on',
  'at',
  'im',
  'zum',
  ',',
];
const skipLinks = (toks: readonly Tok[], i: number) => {
  let k = i;
  while (k < toks.length && k < i + 3 && WEEKEND_LINKS.includes(toks[k]?.w ?? '')) k++;
  return k;
};

/** The nth Saturday-Sunday inside a window (-1: the last), or undefined when it has none. */
const spanDays = (w: Window) => Math.round((w.end.getTime() - w.start.getTime()) / 86_400_000) + 1;

function nthWeekend(w: Window, n: number): Window | undefined {
  const first = addDays(w.start, (6 - w.start.getUTCDay() + 7) % 7);
  const saturdays: Date[] = [];
  for (let d = first; addDays(d, 1) <= w.end; d = addDays(d, 7)) saturdays.push(d);
  const sat = n < 0 ? saturdays.at(-1) : saturdays[n - 1];
  return sat ? { start: sat, end: addDays(sat, 1) } : undefined;
}

/**
 * A weekend of an event of several weekends or of a month, said before it ("the last weekend of Oktoberfest", "le premier
 * week-end de la Fête", "primo weekend di giugno") or right after an event ("al Oktoberfest el primer fin de semana"): that
 * Saturday and Sunday, a closed window.
 */
function eventWeekend(c: Ctx, i: number): DateMention | undefined {
  const o = skipLinks(c.toks, i);
  // "am ersten Adventswochenende", "2. Wiesnwochenende": an ordinal before a German word for a holiday's weekend.
  const numbered = c.toks[o]?.kind === 'num' && c.toks[o + 1]?.w === '.';
  const at = numbered ? o + 2 : o + 1;
  const ordinal = numbered ? Number(c.toks[o]?.w) : NTH_WEEKENDS.get(`${c.toks[o]?.w ?? ''} wochenende`);
  const fused = holidayCompound(c, at, holidayIndex(c.lang))?.part === 'weekend' ? ordinal : undefined;
  const before = fused !== undefined ? { value: fused, end: at } : NTH_WEEKEND_IDX.at(c.toks, o);
  const event = before ? (holiday(c, skipLinks(c.toks, before.end)) ?? monthPhrase(c, skipLinks(c.toks, before.end), true)) : holiday(c, i);
  const after = before || !event ? undefined : NTH_WEEKEND_IDX.at(c.toks, skipLinks(c.toks, event.end));
  const nth = before ?? after;
  if (!event || !nth || spanDays(event.window) < 7) return undefined;
  // A holiday that starts on a Sunday (Advent) has that Sunday's weekend for its first.
  const sunday = event.holiday !== undefined && event.window.start.getUTCDay() === 0;
  const w = nthWeekend(sunday ? { start: addDays(event.window.start, -1), end: event.window.end } : event.window, nth.value);
  if (!w) return undefined;
  return { ...event, start: i, end: after ? after.end : event.end, window: w, kind: 'period', weekend: true, closed: true };
}

/** The ends of a German word for a holiday's week or weekend, longest first. */
const GERMAN_HOLIDAY_PARTS: ReadonlyArray<[string, 'week' | 'weekend']> = [
  ['wochenende', 'weekend'],
  ['woche', 'week'],
];

/**
 * German writes a holiday's week or weekend as one word with its name ("Weihnachtswoche", "Pfingstwochenende",
 * "Adventswochenende"): the name is the word's head, with a linking "s" or less its ending ("Pfingst-" for "Pfingsten").
 */
function holidayCompound(
  c: Ctx,
  k: number,
  names: ReturnType<typeof holidayIndex>,
): { hit: { value: Holiday[]; end: number }; part: 'week' | 'weekend' } | undefined {
  const t = c.toks[k];
  if (c.lang !== 'de' || t?.kind !== 'word') return undefined;
  for (const [tail, part] of GERMAN_HOLIDAY_PARTS) {
    if (!t.w.endsWith(tail) || t.w.length < tail.length + 4) continue;
    const head = t.w.slice(0, -tail.length);
    const bare = head.endsWith('s') ? head.slice(0, -1) : head;
    for (const name of [head, bare, `${head}n`, `${head}en`, `${bare}en`]) {
      const hit = names.at([{ ...t, w: name }], 0);
      if (hit) return { hit: { value: hit.value, end: k + 1 }, part };
    }
  }
  return undefined;
}

/** The words for one week ("week", "semaine", "semana", "Woche", "settimana"). */
const SINGLE_WEEK = new Set(['week', 'semaine', 'semana', 'woche', 'settimana']);
const weekHolding = (day: Date): Window => {
  const monday = addDays(day, -((day.getUTCDay() + 6) % 7));
  return { start: monday, end: addDays(monday, 6) };
};

const AUSTRAL = new Set(['austral', 'australe', 'australes', 'australi', 'southern', 'sudlichen', 'sudliche', 'sudlicher']);

/** Holidays and seasons, with "this"/"next", a year and "weekend". Season words that are also verbs ("fall") need a cue. */
function holiday(c: Ctx, i: number, names = holidayIndex(c.lang)): DateMention | undefined {
  const pre = c.toks[i];
  const next = pre !== undefined && NEXT_WORDS.has(pre.w);
  const self = pre !== undefined && THIS_WORDS.has(pre.w);
  // "the weekend of Easter", "il weekend di Pasqua", "el fin de semana de Pascua": the holiday's weekend, named before it.
  // "the 4th of July weekend": an article before the name is the phrase's, so the day's reading of "the 4th" does not cut it.
  const the = pre?.w === 'the' && names.at(c.toks, i + 1) !== undefined;
  const at = next || self || the ? i + 1 : i;
  const unit = UNIT_IDX.at(c.toks, at);
  // "the week of Thanksgiving", "la settimana di Ferragosto", "a semana da Páscoa": a single week word, not a count of weeks.
  // A name that starts with the week word is the holiday's own ("Semana Santa", "semaine sainte").
  const weekLead = unit?.value === 'week' && SINGLE_WEEK.has(c.toks[at]?.w ?? '') && c.toks[at - 1]?.kind !== 'num' && !names.at(c.toks, at);
  const lead = unit?.value === 'weekend' || weekLead ? unit : undefined;
  let k = lead ? lead.end : at;
  while (lead && k < lead.end + 2 && WEEKEND_LINKS.includes(c.toks[k]?.w ?? '')) k++;
  // "Orthodox Easter", "la Pâque orthodoxe", "zum orthodoxen Osterfest": the feast by the Julian calendar.
  const orthodoxFirst = ORTHODOX_WORDS.has(c.toks[k]?.w ?? '') ? names.at(c.toks, k + 1) : undefined;
  const direct = orthodoxFirst ?? names.at(c.toks, k);
  const compound = direct || lead ? undefined : holidayCompound(c, k, names);
  const hit = direct ?? compound?.hit;
  if (!hit) return undefined;
  const asWeek = weekLead || compound?.part === 'week';
  const orthodoxAfter = !orthodoxFirst && ORTHODOX_WORDS.has(c.toks[hit.end]?.w ?? '');
  // "l'été austral", "el verano austral", "the southern summer", "im südlichen Sommer": the southern season wherever the place is.
  const austral = AUSTRAL.has(c.toks[hit.end]?.w ?? '') || AUSTRAL.has(c.toks[k - 1]?.w ?? '');
  const chosen = chooseHoliday(hit.value, c.countries, c.today, c.holidaysOf, c.placesKnown);
  const named = chosen && (orthodoxFirst || orthodoxAfter) ? julianFeast(chosen) : chosen;
  if (!named) return undefined;
  const h = isSeason(named) && (c.southern || austral) ? southernSeason(named) : named;
  const word = c.toks[k]?.w ?? '';
  const cued =
    next ||
    self ||
    [
      'in',
      'the',
      'during',
      'over',
      'for',
      'early',
      'late',
      'until',
      'this',
      'next',
      'en',
      'au',
      'a',
      'im',
      'in',
      'em',
      'no',
      'na',
      'de',
      'fur',
      'per',
      'para',
    ].includes(c.toks[k - 1]?.w ?? '');
  if ((word === 'fall' || word === 'spring') && !cued) return undefined;
  let end = hit.end + (AUSTRAL.has(c.toks[hit.end]?.w ?? '') || orthodoxAfter ? 1 : 0);
  const weekend = (lead !== undefined && !weekLead) || compound?.part === 'weekend' || ['weekend', 'week-end', 'wochenende'].includes(c.toks[end]?.w ?? '');
  if (weekend && !lead && !compound) end += 1;
  const said = yearAfter(c, end);
  const year = said?.year;
  // An English name in lower case heading an "of" with no year after it is a noun ("the advent of cheap flights").
  if (c.lang === 'en' && c.toks[end]?.w === 'of' && !said && c.toks[k]?.cap === false) return undefined;
  end = said?.end ?? end;
  const w = nextHoliday(h, c.today, { next, ...(year !== undefined ? { year } : {}) });
  if (w.unknown) return undefined;
  // The Monday-to-Sunday week holding the holiday's day.
  if (asWeek && w.day) return { start: i, end, window: weekHolding(w.day), kind: 'period', holiday: h, anchor: w.day };
  // "going out on Good Friday", "départ le lundi de Pâques", "volvemos el Domingo de Resurrección": a holiday of one day said
  // as the day of leaving or of coming back is that day, not the long weekend around it.
  if (w.day && !weekend && leavingOrBack(c.toks, i, c.lang))
    return { start: i, end, window: { start: w.day, end: w.day }, kind: 'day', holiday: h, anchor: w.day };
  // The weekend of a holiday on a Thursday or a Friday starts on its day ("Thanksgiving weekend" is Thursday to Sunday; the
  // holiday alone keeps the eve people travel on).
  const saidWeekend = weekend || wordsOf(c.toks, k, hit.end).includes('weekend');
  const eve = saidWeekend && w.day && w.day > w.start && WEEKEND_EVES.has(w.day.getUTCDay());
  // "Independence Day weekend", "4th of July weekend": a holiday of one day said with its weekend is the long weekend around it.
  const country = h.countries?.length === 1 ? h.countries[0] : (c.holidaysOf?.country ?? c.countries[0]);
  const around = saidWeekend && w.day && w.start.getTime() === w.end.getTime() ? bridgeOf(w.day, country) : null;
  return {
    start: i,
    end,
    window: around ?? { start: eve && w.day ? w.day : w.start, end: w.end },
    kind: 'period',
    holiday: h,
    ...(w.day ? { anchor: w.day } : {}),
    ...(w.regional ? { regional: true } : {}),
    weekend: weekend || Boolean(h.weekend_days && saidWeekend),
  };
}

/** How far before a date a word of leaving or coming back may stand ("Départ de Bruxelles le lundi de Pâques"). */
const CUE_REACH = 4;
/** The weekdays before a weekend, as Date.getUTCDay counts them. */
const WEEKEND_EVES = new Set([4, 5]);
const CLAUSE_STOPS = new Set([',', '.', ';', '!', '?', '(', ')', ':']);

/**
 * A word of leaving ("partendo", "saliendo") or of coming back shortly before token i in its clause; "on" and "from" say no
 * more than that a date follows.
 */
function leavingOrBack(toks: readonly Tok[], i: number, lang: Lang): boolean {
  for (let k = i - 1; k >= Math.max(0, i - CUE_REACH); k--) {
    const w = toks[k]?.w ?? '';
    // After a weekday the holiday names its week ("el viernes de Carnaval"), read by holidayWeekday.
    if (CLAUSE_STOPS.has(w) || WEEKDAYS.has(w)) return false;
    if (w !== 'on' && w !== 'from' && (cueOf(w) !== null || LEAVE_VERBS[lang].test(w))) return true;
  }
  return false;
}

/** Words between a weekday and the holiday whose week it names ("viernes de Carnaval", "the Saturday of Easter"). */
const WEEKDAY_OF = new Set(['of', 'de', 'del', 'di', 'du', 'da', 'do', 'von', 'vom', 'the', 'la', 'le', 'el', 'il', 'o']);
/** How many days before a holiday's first day a weekday of it may fall ("viernes de Carnaval" is the eve of its Saturday). */
const WEEKDAY_BEFORE = 6;

/**
 * A weekday of a holiday ("el viernes de Carnaval", "o sábado de carnaval", "the Saturday of Easter"): that weekday inside the
 * holiday's days, else the last one before them; a day.
 */
function holidayWeekday(c: Ctx, i: number): DateMention | undefined {
  const wd = WEEKDAYS.get(c.toks[i]?.w ?? '');
  if (wd === undefined || ordinaryAbbreviation(c.toks, i)) return undefined;
  let k = i + 1;
  if (c.toks[k]?.w === '-' && c.toks[k + 1]?.w === 'feira') k += 2;
  if (!WEEKDAY_OF.has(c.toks[k]?.w ?? '')) return undefined;
  while (WEEKDAY_OF.has(c.toks[k]?.w ?? '') && k < i + 4) k++;
  const h = holiday(c, k);
  if (!h?.holiday || h.kind !== 'period') return undefined;
  let day: Date | undefined;
  for (let d = addDays(h.window.start, -WEEKDAY_BEFORE); d <= h.window.end; d = addDays(d, 1))
    if (d.getUTCDay() === wd && (!day || day < h.window.start)) day = d;
  return day ? { start: i, end: h.end, window: { start: day, end: day }, kind: 'day' } : undefined;
}

const BRIDGE_IDX = phrases(BRIDGE_WORDS);

/** A day of Holy Week by its weekday ("Holy Monday", "martes santo", "Karmittwoch"; holy-week.ts), with a year after it. */
function holyWeekday(c: Ctx, i: number): DateMention | undefined {
  const said = holyWeekdayAt(c.toks, i);
  if (!said) return undefined;
  const h: Holiday = { id: `holy_week_${said.weekday}`, names: {}, rule: 'easter', offset: holyWeekOffset(said.weekday), before: 0, after: 0 };
  const year = yearAfter(c, said.end);
  const w = nextHoliday(h, c.today, year ? { year: year.year } : {});
  if (!w.day) return undefined;
  return { start: i, end: year?.end ?? said.end, window: { start: w.day, end: w.day }, kind: 'day', anchor: w.day };
}

/** Words of the eve of a day, said before it ("the eve of", "la veille de", "la víspera de", "la vigilia di", "a véspera de", "am Vorabend von"). */
const EVE_WORDS = new Set(['eve', 'veille', 'vispera', 'vigilia', 'vespera', 'vorabend']);
const EVE_LINKS = [
  'of',
  'the',
  'de',
  'du',
  'des',
  'del',
  'di',
  'dell',
  "dell'",
  'della',
  'do',
  'da',
  'dos',
  'von',
  'vom',
  'la',
  'le',
  "l'",
  'el',
  'il',
  'o',
  'a',
];

/** The day before a holiday's own day (its first, when it lasts several without one), or before a day said with its month. */
function dayBefore(m: DateMention): Date {
  const day = m.anchor ?? m.window.start;
  return addDays(day, -1);
}

/**
 * The eve of a holiday or of a dated day: the eve word before it ("la veille de l'Ascension", "la vigilia di Ferragosto",
 * "véspera de Tiradentes", "la veille du 14 juillet") or, in English, after it ("Thanksgiving eve", "CNY eve"): the day before.
 */
function holidayEve(c: Ctx, i: number): DateMention | undefined {
  let before = EVE_WORDS.has(c.toks[i]?.w ?? '') ? i + 1 : undefined;
  while (before !== undefined && before < i + 4 && EVE_LINKS.includes(c.toks[before]?.w ?? '')) before++;
  const named = before !== undefined ? (holiday(c, before) ?? shortHoliday(c, before) ?? dayFirst(c, before)) : holiday(c, i);
  if (!named || (before === undefined && c.toks[named.end]?.w !== 'eve')) return undefined;
  if (named.kind !== 'day' && !named.holiday) return undefined;
  const eve = dayBefore(named);
  return { start: i, end: before === undefined ? named.end + 1 : named.end, window: { start: eve, end: eve }, kind: 'day', anchor: eve };
}

/** A public holiday by its short name before a word of its weekend ("Memorial weekend", "Labour weekend"), kept in one of the request's countries. */
function shortHolidayWeekend(c: Ctx, i: number): DateMention | undefined {
  const m = shortHoliday(c, i);
  return m?.weekend ? m : undefined;
}

/** A public holiday by its short name ("Tiradentes", "l'Immacolata"), only one of the request's countries keeps. */
function shortHoliday(c: Ctx, i: number): DateMention | undefined {
  const m = holiday(c, i, shortHolidayIndex(c.lang));
  return m?.holiday?.countries?.some((x) => c.countries.includes(x)) ? m : undefined;
}

/**
 * A holiday's or a day's long weekend, with a bridge word before it ("the long weekend of July 4th", "il ponte
 * dell'Immacolata", "o feriadão de Tiradentes", "el puente del 12 de octubre", "o fim de semana prolongado do 5 de Outubro")
 * or, in English, after it ("the 4th of July long weekend"): the days joining its day to the nearest weekend (bridgeOf), a
 * closed window. After a bridge word a public holiday may be named short ("Tiradentes", "l'Immacolata").
 */
function bridge(c: Ctx, i: number): DateMention | undefined {
  const at = skipWords(c.toks, i, ['the', 'il', 'lo', 'el', 'le', 'la', 'o', 'a', 'das', 'am', 'al', 'au', 'no', 'na', 'nel', 'im']);
  const cue = BRIDGE_IDX.at(c.toks, at);
  // Only English says the cue after the day ("the 4th of July long weekend"): elsewhere, or in a text without one, a day without a cue
  // before it is no bridge.
  if (!cue && (c.lang !== 'en' || !c.bridgeCue)) return undefined;
  const dayAt = (k: number) => holiday(c, k) ?? shortHoliday(c, k) ?? monthFirst(c, k) ?? dayFirst(c, k);
  let k = cue?.end ?? at;
  while (cue && k < cue.end + 3 && BRIDGE_LINKS.includes(c.toks[k]?.w ?? '')) k++;
  const anchor = dayAt(k);
  const after = !cue && anchor && c.lang === 'en' ? BRIDGE_IDX.at(c.toks, anchor.end) : undefined;
  if (!anchor || (!cue && !after)) return undefined;
  const said = anchor.anchor ?? (anchor.kind === 'day' ? anchor.window.start : undefined);
  const year = yearAt(c.toks, after?.end ?? anchor.end);
  const bridged = said && bridgeIn(c, anchor, said, year?.year);
  if (!bridged) return undefined;
  const h = anchor.holiday ? { holiday: anchor.holiday } : {};
  const end = year?.end ?? after?.end ?? anchor.end;
  // A holiday whose own days are a long weekend that holds the bridge is that weekend ("the Easter bank holiday weekend" is Good Friday to
  // Easter Monday, not the Sunday's bridge).
  const own =
    anchor.kind === 'period' &&
    anchor.holiday &&
    lengthOf(anchor.window) <= LONG_WEEKEND_DAYS &&
    anchor.window.start <= bridged.window.start &&
    anchor.window.end >= bridged.window.end;
  return { start: i, end, window: own ? anchor.window : bridged.window, kind: 'range', closed: true, anchor: bridged.day, ...h };
}

/**
 * The long weekend of a day or holiday in the year written after it ("the 4th of July long weekend 2027"); without one, a long
 * weekend already begun is next year's, as a holiday under way with under two weeks left (nextHoliday).
 */
function bridgeIn(c: Ctx, anchor: DateMention, said: Date, year?: number): { day: Date; window: Window } | undefined {
  const own = anchor.holiday?.countries?.length === 1 ? anchor.holiday.countries[0] : undefined;
  const country = own ?? c.holidaysOf?.country ?? c.countries[0];
  const inYear = (y: number) => (anchor.holiday ? holidayWindow(anchor.holiday, y).day : utcDate(y, said.getUTCMonth() + 1, said.getUTCDate()));
  const at = (day: Date | null) => {
    const window = day && bridgeOf(day, country);
    return day && window ? { day, window } : undefined;
  };
  if (year !== undefined) return at(inYear(year));
  const thisYear = at(said);
  // The day itself is never past here unless its year was written ("July 4th 2021"): the day readers move the others.
  return thisYear && thisYear.window.start < c.today && said >= c.today ? at(inYear(said.getUTCFullYear() + 1)) : thisYear;
}

/**
 * "the week of March 9", "la semaine du 24 avril": seven days from that date. "the weekend of May 3",
 * "le week-end du 17 avril": the Saturday and Sunday of that date (from a Friday, Friday to Sunday).
 */
function weekOf(c: Ctx, i: number): DateMention | undefined {
  const k = skipWords(c.toks, i, ['the', 'la', 'le', 'el', 'die', 'das', 'a', 'o', 'il']);
  const hit = WEEK_OF_IDX.at(c.toks, k);
  if (!hit) return undefined;
  const d = monthFirst(c, hit.end) ?? dayFirst(c, hit.end) ?? dayOfMonth(c, hit.end);
  if (d?.kind !== 'day') return undefined;
  const day = d.window.start;
  if (hit.value === 'week') return { start: i, end: d.end, window: { start: day, end: addDays(day, 6) }, kind: 'range', week_of: true };
  const dow = day.getUTCDay();
  const window =
    dow === 0
      ? { start: addDays(day, -1), end: day }
      : dow >= 5
        ? { start: day, end: addDays(day, 7 - dow) }
        : { start: addDays(day, 6 - dow), end: addDays(day, 7 - dow) };
  return { start: i, end: d.end, window, kind: 'range', weekend: true };
}

/** A weekday at token i, full ("vendredi", "sexta-feira") or, with `short`, abbreviated ("sab", "fr"); its end skips a "." or "-feira". */
function weekdayWord(toks: readonly Tok[], i: number, short: boolean): { wd: number; end: number } | undefined {
  const t = toks[i];
  const wd = t?.kind === 'word' ? (WEEKDAYS.get(t.w) ?? (short ? WEEKDAY_SHORT.get(t.w) : undefined)) : undefined;
  if (wd === undefined) return undefined;
  let end = i + 1;
  if (toks[end]?.w === '-' && toks[end + 1]?.w === 'feira') end += 2;
  else if (toks[end]?.w === '.' && touching(t, toks[end])) end += 1;
  return { wd, end };
}

/**
 * "du vendredi au dimanche", "de quinta a domingo", "von Donnerstag bis Sonntag", "da sabato a lunedì",
 * "Friday to Monday", "sab-dom", "fr-mo": the next such run of days, which the reader moves around a
 * holiday or date of the same request. Short forms only when joined by "-" to another weekday, or both capitalised ("Do bis So").
 */
function weekdayRange(c: Ctx, i: number): DateMention | undefined {
  // "do" is both a "from" word (Portuguese) and a weekday (German "Do"): the weekday reading when no weekday follows.
  const from = WEEKDAY_FROM.has(c.toks[i]?.w ?? '') && weekdayWord(c.toks, skipWords(c.toks, i + 1, ['la', 'le', 'el', 'o', 'il']), true);
  const k = from ? i + 1 : i;
  const a = weekdayWord(c.toks, skipWords(c.toks, k, ['la', 'le', 'el', 'o', 'il']), true);
  const j = a ? c.toks[a.end] : undefined;
  if (!a || !j || !WEEKDAY_TO.has(j.w)) return undefined;
  const b = weekdayWord(c.toks, skipWords(c.toks, a.end + 1, ['la', 'le', 'el', 'o', 'il', 'a']), true);
  if (!b) return undefined;
  const full = (n: number) => WEEKDAYS.has(c.toks[n]?.w ?? '') && !AMBIGUOUS_WEEKDAYS.has(c.toks[n]?.w ?? '');
  const aAt = skipWords(c.toks, k, ['la', 'le', 'el', 'o', 'il']);
  const bAt = skipWords(c.toks, a.end + 1, ['la', 'le', 'el', 'o', 'il', 'a']);
  // "(Do bis So)", "Sa bis Di": two capitalised short forms joined by a "to" word are a run of days too.
  const capital = (n: number) => /^\p{Lu}/u.test(c.toks[n]?.raw ?? '') && WEEKDAY_SHORT.has(c.toks[n]?.w ?? '');
  if (j.w !== '-' && !(full(aAt) || full(bAt)) && !(capital(aAt) && capital(bAt))) return undefined;
  const days = ((b.wd - a.wd + 7) % 7 || 7) + 1;
  const start = addDays(c.today, (a.wd - c.today.getUTCDay() + 7) % 7 || 7);
  return { start: i, end: b.end, window: { start, end: addDays(start, days - 1) }, kind: 'range', weekdays: { from: a.wd, days } };
}

/**
 * "the day before", "the Friday before", "am Samstag davor", "la veille", "el domingo siguiente", "il giorno dopo" (anaphoric-days.ts):
 * counted from the day the request named just before, a holiday's own day or a dated day (the end of a range for "after");
 * a month or a season names no day to count from.
 */
function backDay(c: Ctx, i: number): DateMention | undefined {
  const said = anaphoricDayAt(c.toks, i, c.lang);
  const prior = c.before;
  const dayNamed = prior && (prior.anchor !== undefined || prior.kind === 'day' || prior.kind === 'range');
  if (!said || !prior || !dayNamed || prior.day_only !== undefined || prior.weekday_only !== undefined) return undefined;
  const from = prior.anchor ?? (said.rel === 'after' ? prior.window.end : prior.window.start);
  const sign = said.rel === 'after' ? 1 : -1;
  const step =
    said.weekday === undefined
      ? sign * said.days
      : sign === 1
        ? (said.weekday - from.getUTCDay() + 7) % 7 || 7
        : -((from.getUTCDay() - said.weekday + 7) % 7 || 7);
  const day = addDays(from, step);
  return { start: i, end: said.end, window: { start: day, end: day }, kind: 'day', counted_back: true };
}

/** Days in a count's unit when a start is counted from a day ("a fortnight from this Saturday"). */
const COUNTED_DAYS = new Map<string, number>([
  ['day', 1],
  ['days', 1],
  ['week', 7],
  ['weeks', 7],
  ['fortnight', 14],
  ['fortnights', 14],
]);

/** "depart a fortnight from this Saturday", "leaving a week from Friday" (counted-from.ts): the day that many days after it. */
function countedFrom(c: Ctx, i: number): DateMention | undefined {
  const n = numberAt(c.toks, i, c.lang, { article: true });
  const days = n ? COUNTED_DAYS.get(c.toks[n.end]?.w ?? '') : undefined;
  const at = n && days !== undefined ? countedFromDay(c.toks, i, n.end + 1, c.lang) : undefined;
  if (!n || days === undefined || at === undefined) return undefined;
  const anchor = weekday(c, at) ?? monthFirst(c, at) ?? dayFirst(c, at);
  if (!anchor) return undefined;
  const d = addDays(anchor.window.start, n.value * days);
  return { start: i, end: anchor.end, window: { start: d, end: d }, kind: 'day' };
}

/** "KW 32", "semana 14", "Q3", "primer trimestre" (numbered-periods.ts). */
const numbered = (c: Ctx, i: number): DateMention | undefined => numberedPeriod(c.toks, c.lang, i, c.today);

const READERS = [
  bridge,
  holiday,
  holidayEve,
  holyWeekday,
  shortHolidayWeekend,
  holidayWeekday,
  numbered,
  countedFrom,
  backDay,
  eventWeekend,
  monthCompound,
  holidayAfter,
  monthAroundHoliday,
  weekOf,
  weekdayRange,
  numeric,
  monthFirst,
  dayFirst,
  dayOfMonth,
  relativeDay,
  relativeUnit,
  weekday,
  monthPhrase,
  yearPhrase,
  offsetDate,
];

/** The parts of a month German writes as one word with it ("Septemberanfang", "Januarhälfte", "Märzwoche", "Dezemberwochenende"). */
const COMPOUND_PARTS = new Map<string, 'part' | 'half' | 'week' | 'weekend'>([
  ['anfang', 'part'],
  ['mitte', 'part'],
  ['ende', 'part'],
  ['halfte', 'half'],
  ['woche', 'week'],
  ['wochenende', 'weekend'],
]);
const SECOND_HALF = new Set(['zweite', 'zweiten', 'letzte', 'letzten']);
const COMPOUND_ARTICLES = new Set(['am', 'im', 'der', 'die', 'den', 'dem', 'zum', 'zur']);

/**
 * A German month compound read as its two words: "Septemberanfang" as "Anfang September", "in der ersten Septemberhälfte" as
 * "in der ersten Hälfte des September" (days 1-15; the second 16-end), "in der ersten Märzwoche" as "in der ersten Woche im März"
 * (days 1-7; the last its last seven), "am ersten Dezemberwochenende" as its first Saturday and Sunday. An ordinal before a
 * half, a week or a weekend belongs to the mention.
 */
function monthCompound(c: Ctx, i: number): DateMention | undefined {
  if (c.lang !== 'de') return undefined;
  const at = (k: number) => {
    const w = c.toks[k]?.w ?? '';
    for (let n = 3; n < w.length - 3; n++) {
      const month = MONTHS.get(w.slice(0, n));
      const part = COMPOUND_PARTS.get(w.slice(n));
      if (month !== undefined && part) return { month, part, tail: w.slice(n) };
    }
    return undefined;
  };
  // "am ersten Dezemberwochenende", "in der zweiten Januarhälfte": an article may open the mention.
  const o = COMPOUND_ARTICLES.has(c.toks[i]?.w ?? '') ? i + 1 : i;
  const ordinal = c.toks[o]?.w ?? '';
  const nth = at(o + 1) ? NTH_WEEKENDS.get(`${ordinal} wochenende`) : undefined;
  const k = nth !== undefined ? o + 1 : i;
  const hit = at(k);
  if (!hit || (hit.part !== 'part' && nth === undefined)) return undefined;
  const windowIn = (y: number): Window | undefined => {
    const last = daysInMonth(y, hit.month);
    if (hit.part === 'weekend') return nthWeekend(monthWindow(y, hit.month), nth as number);
    const n = nth as number;
    const week: [number, number] = n < 0 ? [-7, -1] : [n * 7 - 6, n * 7];
    const half: [number, number] = SECOND_HALF.has(ordinal) ? [16, last] : [1, 15];
    const [a, b] = hit.part === 'half' ? half : hit.part === 'week' ? week : (MONTH_PARTS.get(hit.tail) ?? [1, last]);
    const day = (d: number) => utcDate(y, hit.month, d < 0 ? last + d + 1 : d);
    return { start: day(a), end: day(b) };
  };
  const y = c.today.getUTCFullYear();
  const here = windowIn(y);
  const window = here && here.end >= c.today ? here : windowIn(y + 1);
  if (!window) return undefined;
  const weekend = hit.part === 'weekend' ? { weekend: true, closed: true } : {};
  return { start: i, end: k + 1, window, kind: hit.part === 'weekend' ? 'period' : 'month', ...weekend };
}

/** Articles a holiday's name may take after a relation word ("after the holidays", "après le Nouvel An", "antes de la Navidad"). */
const HOLIDAY_ARTICLES = ['the', 'la', 'le', "l'", 'el', 'o', 'a', 'il', 'lo'];

/**
 * The day after a holiday or event, said with "after" and no count ("right after Ramadan ends", "après le Nouvel An", "nach
 * Ostern"): a departure day. A count before "after" is an offset (offsetDate).
 */
function holidayAfter(c: Ctx, i: number): DateMention | undefined {
  const rel = RELATION_IDX.at(c.toks, i);
  if (rel?.value !== 'after' || c.toks[i - 1]?.kind === 'num' || UNIT_IDX.at(c.toks, i - 1)) return undefined;
  const h = holiday(c, skipWords(c.toks, rel.end, HOLIDAY_ARTICLES));
  if (!h) return undefined;
  // A holiday's own day counts, not its long weekend ("Brückentag nach Fronleichnam" is the Friday).
  const day = addDays(h.anchor ?? h.window.end, 1);
  const ends = ['ends', 'termine', 'finit', 'termina', 'endet', 'vorbei', 'finisce', 'acaba'].includes(c.toks[h.end]?.w ?? '') ? 1 : 0;
  return { start: i, end: h.end + ends, window: { start: day, end: day }, kind: 'day' };
}

/**
 * A month bounded by a holiday inside it ("in December before Christmas", "en janvier après le Nouvel An", "im Dezember vor
 * Weihnachten"): from the month's start to the holiday's eve, or from the day after the holiday to the month's end.
 */
function monthAroundHoliday(c: Ctx, i: number): DateMention | undefined {
  const month = monthPhrase(c, i);
  if (!month || month.kind !== 'month') return undefined;
  const rel = RELATION_IDX.at(c.toks, skipWords(c.toks, month.end, [',']));
  const h = rel ? holiday(c, skipWords(c.toks, rel.end, HOLIDAY_ARTICLES)) : undefined;
  const day = h?.anchor;
  if (!rel || !h || !day || day < month.window.start || day > month.window.end) return undefined;
  const window = rel.value === 'before' ? { start: month.window.start, end: addDays(day, -1) } : { start: addDays(day, 1), end: month.window.end };
  if (window.end < window.start) return undefined;
  return { start: i, end: h.end, window, kind: 'period' };
}

/** Every date phrase in the tokens, left to right, longest reading at each position. */
export function dateMentions(
  toks: readonly Tok[],
  lang: Lang,
  today: Date,
  southern = false,
  countries: readonly string[] = [],
  origin?: Writer,
  placesKnown = true,
): DateMention[] {
  const own = LANGUAGE_COUNTRIES[lang].length === 1 ? { country: LANGUAGE_COUNTRIES[lang][0] as string, region: null, assumed: true } : undefined;
  const holidaysOf = origin ?? own;
  const c: Ctx = {
    toks,
    lang,
    today,
    southern,
    placesKnown,
    bridgeCue: BRIDGE_IDX.all(toks).length > 0,
    countries: [...countries, ...LANGUAGE_COUNTRIES[lang]],
    ...(countries[0] ? { writer: countries[0] } : {}),
    ...(holidaysOf ? { holidaysOf } : {}),
  };
  const out: DateMention[] = [];
  // The day numbers of a day-by-day plan ("Día 2", "giorno 3-4") count the trip's days; they are not days of a month.
  const markers = new Map((dayPlan(toks)?.markers ?? []).map((m) => [m.start, m.end]));
  // The counts of an itinerary's stays ("Parigi in 3 giorni, poi Londra in 4") say how long each leg lasts, not when.
  const legs = stayCounts(toks, lang);
  for (let i = 0; i < toks.length;) {
    const marker = markers.get(i);
    if (marker !== undefined) {
      i = marker;
      continue;
    }
    let best: DateMention | undefined;
    for (const read of READERS) {
      const m = read(c, i);
      if (m && m.end > m.start && (!best || m.end > best.end)) best = m;
    }
    if (best) {
      if (!legs.some((l) => l.start < (best as DateMention).end && best.start < l.end)) out.push(best);
      // "the day before ... the Sunday after": each counts from the day named, not from the other.
      if (!best.counted_back) c.before = best;
      i = best.end;
    } else i++;
  }
  return out;
}
