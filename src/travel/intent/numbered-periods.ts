import { addDays, clipToToday, isoWeekMonday, isoWeeksIn, monthWindow, type Window } from './calendar.js';
import type { DateMention } from './date-mention.js';
import {
  MONTH_PART_INDEX,
  MONTHS,
  NEXT_WORDS,
  ORDINAL_WEEK_WORDS,
  QUARTER_ORDINALS,
  QUARTER_T_CUES,
  QUARTER_WORDS,
  RANGE_JOINERS,
  THIS_WORDS,
  WEEK_NUMBER_WORDS,
  YEAR_PHRASE_INDEX,
} from './date-words.js';
import type { Lang } from './language.js';
import { numberAt } from './numbers.js';
import { PERSON_NOUNS } from './party-words.js';
import { touching, type Tok } from './tokens.js';

/**
 * Periods of the year named by their number: ISO weeks ("week 14", "KW 32", "S32", "semaine 32", "settimana 33", "semana
 * 14", "33. Kalenderwoche", "KW 32-33") are Monday to Sunday; quarters ("Q2", "T3", "3T", "third quarter", "1er trimestre",
 * "primer trimestre", "erstes Quartal", "primo trimestre", "next quarter", "early Q3") are their three months, a part of one
 * its first, second or third month. Without a year, the next such period that has not ended (one under way starts today).
 */
export interface NumberedPeriod {
  end: number;
  window: Window;
  /** A week of the year: a window a shorter trip lies in. */
  week: boolean;
}

const YEAR_LINKS = new Set(['of', 'de', 'del', 'di', 'des', 'do', 'da', 'dell', "dell'", 'im', 'in', '/']);
/** Numeric ordinal marks after a digit ("1er", "2e", "3º", "4th", "1."). */
const ORDINAL_MARKS = new Set(['st', 'nd', 'rd', 'th', 'er', 'e', 'eme', 'o', 'a', 'º', 'ª', '°', '.']);
/** Determiners before "week" that make it a length ("a week", "one week"), so a number after it is no week of the year. */
const LENGTH_DETERMINERS = new Set(['a', 'one', 'une', 'un', 'una', 'uma', 'um', 'eine', 'einer', 'per', 'each', 'every', 'last', 'this', 'next']);

/** A stated year after the period: "2028", "of 2028", "de 2028", "del año que viene", "nächsten Jahres". */
function yearAfter(toks: readonly Tok[], i: number, today: Date): { year: number; end: number } | undefined {
  const k = YEAR_LINKS.has(toks[i]?.w ?? '') ? i + 1 : i;
  const t = toks[k];
  if (t?.kind === 'num' && /^20\d\d$/.test(t.w)) return { year: Number(t.w), end: k + 1 };
  const rel = YEAR_PHRASE_INDEX.at(toks, k) ?? YEAR_PHRASE_INDEX.at(toks, i);
  return rel ? { year: today.getUTCFullYear() + rel.value, end: rel.end } : undefined;
}

/** The next window of `inYear` that has not ended, in the stated year or else this year or the next. */
function nextOf(inYear: (y: number) => Window | undefined, today: Date, stated?: number): Window | undefined {
  if (stated !== undefined) return inYear(stated);
  const here = inYear(today.getUTCFullYear());
  const w = here && here.end >= today ? here : inYear(today.getUTCFullYear() + 1);
  return w && clipToToday(w, today);
}

const weekNumber = (t: Tok | undefined): number | undefined =>
  t?.kind === 'num' && /^\d{1,2}$/.test(t.w) && Number(t.w) >= 1 && Number(t.w) <= 53 ? Number(t.w) : undefined;

/** After a week's number: no month ("semana 14 de abril" is a day), no party ("week 2 adults") and no heading ("Week 1: Rome"). */
function freeAfter(toks: readonly Tok[], k: number): boolean {
  const next = toks[k]?.w ?? '';
  const after = YEAR_LINKS.has(next) ? (toks[k + 1]?.w ?? '') : next;
  return !MONTHS.has(after) && !PERSON_NOUNS.has(next) && next !== ':';
}

function weeks(first: number, last: number, toks: readonly Tok[], end: number, today: Date): NumberedPeriod | undefined {
  if (!freeAfter(toks, end)) return undefined;
  const year = yearAfter(toks, end, today);
  const inYear = (y: number): Window | undefined =>
    last > isoWeeksIn(y) ? undefined : { start: isoWeekMonday(y, first), end: addDays(isoWeekMonday(y, last), 6) };
  const window = nextOf(inYear, today, year?.year);
  return window ? { end: year?.end ?? end, window, week: true } : undefined;
}

/** "KW 32", "week 14", "semana 14", "S32", "KW 32-33", "33. KW": the ISO week (or weeks) of that number. */
function isoWeek(toks: readonly Tok[], lang: Lang, i: number, today: Date): NumberedPeriod | undefined {
  const t = toks[i];
  if (!t) return undefined;
  // "33. KW", "die 33. Kalenderwoche".
  const ord = weekNumber(t);
  if (ord !== undefined && toks[i + 1]?.w === '.' && ORDINAL_WEEK_WORDS.has(toks[i + 2]?.w ?? '')) return weeks(ord, ord, toks, i + 3, today);
  const short = t.w === 's' && lang !== 'en' && lang !== 'de' && touching(t, toks[i + 1]);
  // Portuguese "sem" is "without".
  if ((!WEEK_NUMBER_WORDS.has(t.w) || (lang === 'pt' && t.w === 'sem')) && !short) return undefined;
  const prev = toks[i - 1];
  if (prev && (prev.kind === 'num' || LENGTH_DETERMINERS.has(prev.w) || numberAt(toks, i - 1, lang, { words: true }))) return undefined;
  let k = i + 1;
  if (toks[k]?.w === '.' && touching(t, toks[k]) && t.w.length <= 4) k += 1;
  if (toks[k]?.w === '-' && touching(t, toks[k])) k += 1;
  const first = weekNumber(toks[k]);
  if (first === undefined || (short && !touching(t, toks[k]))) return undefined;
  // "KW 32-33", "semanas 14 y 15", "weeks 30 to 31".
  const joiner = toks[k + 1]?.w ?? '';
  const last = RANGE_JOINERS.has(joiner) ? weekNumber(toks[k + 2]) : undefined;
  if (last !== undefined && last > first && last - first <= 8) return weeks(first, last, toks, k + 3, today);
  return weeks(first, first, toks, k + 1, today);
}

/** Early, mid and late in a quarter: its first, second and third month. */
const PART_MONTHS = new Map([
  [1, 1],
  [11, 2],
  [21, 3],
]);
const QUARTER_ARTICLES = new Set(['the', 'le', 'el', 'il', 'o', 'das', 'des', 'del', 'do', 'du']);

const quarterWindow =
  (q: number, part: number | null) =>
  (y: number): Window => {
    const from = part === null ? q * 3 - 2 : q * 3 - 3 + part;
    const to = part === null ? q * 3 : from;
    return { start: monthWindow(y, from).start, end: monthWindow(y, to).end };
  };

/** The quarter's number at token i: "Q3", "T3", "3T", "third quarter", "3e trimestre", "1. Quartal", "next quarter". */
function quarterAt(toks: readonly Tok[], lang: Lang, i: number, today: Date): { q: number; end: number } | undefined {
  const t = toks[i];
  const n = toks[i + 1];
  if (!t) return undefined;
  const digit = (x: Tok | undefined) => (x?.kind === 'num' && /^[1-4]$/.test(x.w) ? Number(x.w) : undefined);
  if (t.w === 'q' && touching(t, n) && digit(n) !== undefined) return { q: digit(n) as number, end: i + 2 };
  const spanishT = lang === 'es';
  const cuedT = (lang === 'fr' || lang === 'it') && (QUARTER_T_CUES.has(toks[i - 1]?.w ?? '') || /^20\d\d$/.test(toks[i + 2]?.w ?? ''));
  if (t.w === 't' && touching(t, n) && digit(n) !== undefined && (spanishT || cuedT)) return { q: digit(n) as number, end: i + 2 };
  if (spanishT && digit(t) !== undefined && n?.w === 't' && touching(t, n)) return { q: digit(t) as number, end: i + 2 };
  // "next quarter", "le trimestre prochain", "nächstes Quartal", "il prossimo trimestre".
  const current = Math.floor(today.getUTCMonth() / 3) + 1;
  if (NEXT_WORDS.has(t.w) && QUARTER_WORDS.has(n?.w ?? '')) return { q: (current % 4) + 1, end: i + 2 };
  if (THIS_WORDS.has(t.w) && QUARTER_WORDS.has(n?.w ?? '')) return { q: current, end: i + 2 };
  const ordinal = QUARTER_ORDINALS.get(t.w) ?? digit(t);
  if (ordinal === undefined) return undefined;
  let k = i + 1;
  if (t.kind === 'num') {
    if (!ORDINAL_MARKS.has(toks[k]?.w ?? '') || !touching(t, toks[k])) return undefined;
    k += 1;
  }
  return QUARTER_WORDS.has(toks[k]?.w ?? '') ? { q: ordinal, end: k + 1 } : undefined;
}

/** A quarter, with a part before it ("early Q3": July) and a year after it ("Q2 2028", "primer trimestre del año que viene"). */
function quarter(toks: readonly Tok[], lang: Lang, i: number, today: Date): NumberedPeriod | undefined {
  const part = MONTH_PART_INDEX.at(toks, i);
  const month = part ? PART_MONTHS.get(part.value[0]) : undefined;
  const partOf = part && month !== undefined ? quarterAt(toks, lang, part.end + (QUARTER_ARTICLES.has(toks[part.end]?.w ?? '') ? 1 : 0), today) : undefined;
  const at = partOf ?? quarterAt(toks, lang, i, today);
  if (!at) return undefined;
  const year = yearAfter(toks, at.end, today);
  const window = nextOf(quarterWindow(at.q, partOf ? (month as number) : null), today, year?.year);
  return window ? { end: year?.end ?? at.end, window, week: false } : undefined;
}

/** A numbered period at token i, as a date mention. */
export function numberedPeriod(toks: readonly Tok[], lang: Lang, i: number, today: Date): DateMention | undefined {
  const w = isoWeek(toks, lang, i, today);
  if (w) return { start: i, end: w.end, window: w.window, kind: 'range', week_of: true };
  const q = quarter(toks, lang, i, today);
  return q ? { start: i, end: q.end, window: q.window, kind: 'period' } : undefined;
}
