import { MONTHS } from './date-words.js';
import { touching, type Tok } from './tokens.js';

/**
 * A day-by-day plan ("Day 1 land in Rome, Day 2-3 Florence ... Day 6 fly home", "Jour 1 : ...", "Día 4-5: Sevilla", "Tag 1",
 * "giorno 1", "Dia 1 –", "J1"): the numbers after its day words count the days of the trip, so they are neither dates, party
 * sizes nor lengths. A plan has at least two day markers in increasing order; "dia 8 de agosto" (a day word before a month) is a
 * date, not a marker. A plan from day 1 lasts as many days as its last day number; a draft's later legs alone ("Tag 2-3:
 * Edinburgh, Tag 4: Glasgow", "g5-6 Firenze, g7 Roma") say no length, and are a plan only when each marker is written as a label
 * (a colon or dash after it, or the letter against its number), as "dia 10 ... dia 17" of arrival and departure are not.
 */
export interface DayPlan {
  /** The plan's length in days: its last day number, when the plan starts at day 1; else null. */
  days: number | null;
  /** Token spans [start, end) of every marker ("Day", "2", "-", "3"). */
  markers: Array<{ start: number; end: number }>;
}

const DAY_WORDS = new Set(['day', 'jour', 'dia', 'tag', 'giorno']);
/** Abbreviations of the day words, written against their number ("J3", "g5", "D2"); not "T", an airport's terminal ("T1 ... T5"). */
const DAY_LETTERS = new Set(['j', 'g', 'd']);
const LABEL_MARKS = new Set([':', '-', '–', '—', ')', '.']);
const RANGE = new Set(['-', 'to', 'a', 'au', 'al', 'bis', 'et', 'y', 'e', 'and']);
const MONTH_LINK = new Set(['of', 'de', 'del', 'di', 'do', 'da']);
const MAX_DAY = 60;

const dayNumber = (t: Tok | undefined): number | undefined => (t?.kind === 'num' && /^\d{1,2}$/.test(t.w) && Number(t.w) <= MAX_DAY ? Number(t.w) : undefined);

/** The marker at token i: its first and last day number and its end, or undefined. */
function markerAt(toks: readonly Tok[], i: number): { first: number; last: number; end: number; label: boolean } | undefined {
  const w = toks[i]?.w ?? '';
  // "J1", "g5": an abbreviation only when written against its number.
  const letter = DAY_LETTERS.has(w) && touching(toks[i], toks[i + 1]);
  if (!DAY_WORDS.has(w) && !letter) return undefined;
  const first = dayNumber(toks[i + 1]);
  if (first === undefined || first < 1) return undefined;
  let end = i + 2;
  let last = first;
  const second = dayNumber(toks[i + 3]);
  if (RANGE.has(toks[i + 2]?.w ?? '') && second !== undefined && second > first) [last, end] = [second, i + 4];
  const after = toks[end]?.w ?? '';
  if (MONTHS.has(after) || (MONTH_LINK.has(after) && MONTHS.has(toks[end + 1]?.w ?? ''))) return undefined;
  return { first, last, end, label: letter || LABEL_MARKS.has(after) };
}

/** The day-by-day plan of the request, or null when it has none. */
export function dayPlan(toks: readonly Tok[]): DayPlan | null {
  const found: Array<{ start: number; end: number; first: number; last: number; label: boolean }> = [];
  for (let i = 0; i < toks.length; i++) {
    const m = markerAt(toks, i);
    if (!m) continue;
    found.push({ start: i, ...m });
    i = m.end - 1;
  }
  const increasing = found.every((m, k) => k === 0 || m.first > (found[k - 1]?.last ?? 0));
  const fromDayOne = found[0]?.first === 1;
  if (found.length < 2 || !increasing || !(fromDayOne || found.every((m) => m.label))) return null;
  return { days: fromDayOne ? (found[found.length - 1]?.last ?? 1) : null, markers: found.map(({ start, end }) => ({ start, end })) };
}

/** The token indices of a day-by-day plan's markers: counted by the plan, so no leftover number. */
export function planTokens(toks: readonly Tok[]): Set<number> {
  return new Set(dayPlan(toks)?.markers.flatMap((m) => Array.from({ length: m.end - m.start }, (_, k) => m.start + k)));
}
