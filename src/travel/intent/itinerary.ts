import { MONTHS } from './date-words.js';
import { touching, type Tok } from './tokens.js';

/**
 * A day-by-day plan ("Day 1 land in Rome, Day 2-3 Florence ... Day 6 fly home", "Jour 1 : ...", "Día 4-5: Sevilla", "Tag 1",
 * "giorno 1", "Dia 1 –", "J1"): the numbers after its day words count the days of the trip, so they are neither dates, party
 * sizes nor lengths, and the trip lasts as many days as its last day number. A plan has at least two day markers, one of them
 * day 1, in increasing order; "dia 8 de agosto" (a day word before a month) is a date, not a marker.
 */
export interface DayPlan {
  /** The plan's length in days: its last day number. */
  days: number;
  /** Token spans [start, end) of every marker ("Day", "2", "-", "3"). */
  markers: Array<{ start: number; end: number }>;
}

const DAY_WORDS = new Set(['day', 'jour', 'dia', 'tag', 'giorno']);
const RANGE = new Set(['-', 'to', 'a', 'au', 'al', 'bis', 'et', 'y', 'e', 'and']);
const MONTH_LINK = new Set(['of', 'de', 'del', 'di', 'do', 'da']);
const MAX_DAY = 60;

const dayNumber = (t: Tok | undefined): number | undefined => (t?.kind === 'num' && /^\d{1,2}$/.test(t.w) && Number(t.w) <= MAX_DAY ? Number(t.w) : undefined);

/** The marker at token i: its first and last day number and its end, or undefined. */
function markerAt(toks: readonly Tok[], i: number): { first: number; last: number; end: number } | undefined {
  const w = toks[i]?.w ?? '';
  // "J1", "J5": the French abbreviation only when written against its number.
  if (!DAY_WORDS.has(w) && !(w === 'j' && touching(toks[i], toks[i + 1]))) return undefined;
  const first = dayNumber(toks[i + 1]);
  if (first === undefined || first < 1) return undefined;
  let end = i + 2;
  let last = first;
  const second = dayNumber(toks[i + 3]);
  if (RANGE.has(toks[i + 2]?.w ?? '') && second !== undefined && second > first) [last, end] = [second, i + 4];
  const after = toks[end]?.w ?? '';
  if (MONTHS.has(after) || (MONTH_LINK.has(after) && MONTHS.has(toks[end + 1]?.w ?? ''))) return undefined;
  return { first, last, end };
}

/** The day-by-day plan of the request, or null when it has none. */
export function dayPlan(toks: readonly Tok[]): DayPlan | null {
  const found: Array<{ start: number; end: number; first: number; last: number }> = [];
  for (let i = 0; i < toks.length; i++) {
    const m = markerAt(toks, i);
    if (!m) continue;
    found.push({ start: i, ...m });
    i = m.end - 1;
  }
  const increasing = found.every((m, k) => k === 0 || m.first > (found[k - 1]?.last ?? 0));
  if (found.length < 2 || found[0]?.first !== 1 || !increasing) return null;
  return { days: found[found.length - 1]?.last ?? 1, markers: found.map(({ start, end }) => ({ start, end })) };
}
