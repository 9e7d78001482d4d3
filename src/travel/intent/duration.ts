import { COUNT, countValue, fold, matchesOf, overlaps, type Span } from './text.js';

/**
 * Trip length from free text. Conventions: n nights = n + 1 days; a weekend is 2-3 days and
 * a long (or holiday) weekend 3-4; a week 7, a fortnight 14, a month 30. Ranges keep both
 * ends and `days` is the upper end. Counts that belong to a date ("the first two weeks of
 * June"), to a relative date ("in 3 weeks") or to an age ("6 month old") are not lengths.
 */
export interface DurationReading {
  days: number;
  min_days: number;
  max_days: number;
  text: string;
  span: Span;
}

const UNIT_DAYS: Record<string, number> = { day: 1, night: 1, nite: 1, week: 7, wk: 7, fortnight: 14, month: 30 };
const toDays = (n: number, unit: string) => (unit === 'night' || unit === 'nite' ? n + 1 : n * (UNIT_DAYS[unit] ?? 1));

const UNIT = String.raw`(day|night|nite|week|wk|fortnight|month)s?`;
const NOT_A_LENGTH_BEFORE = /\b(in|within|next|than|every|per|past|last|about in)\s*$/;
const NOT_A_LENGTH_AFTER = /^\s*(?:-\s*)?(?:old|ago|from now|before|after|out|later|notice|in advance)\b/;

/** Weekend patterns may sit inside a date phrase ("Memorial Day weekend", "this weekend"): they read through date spans. */
const PATTERNS: ReadonlyArray<{ re: RegExp; read: (m: RegExpExecArray) => [number, number] | null; insideDates?: true }> = [
  { re: /\b(?:a |one )?(?:long|holiday|3-day|three-day|memorial day|labou?r day|presidents'? ?day|mlk|columbus day) weekend\b/g, read: () => [3, 4], insideDates: true },
  { re: /\b(?:a |the |one )?weekend\b/g, read: () => [2, 3], insideDates: true },
  { re: /\b(?:over|for|on) (?:memorial|labou?r|presidents'?|mlk|columbus) day\b/g, read: () => [3, 4], insideDates: true },
  { re: /\b(?:a )?fortnight\b/g, read: () => [14, 14] },
  { re: /\b(?:a )?week-?long\b/g, read: () => [7, 7] },
  {
    re: new RegExp(String.raw`\b${COUNT}\s*(?:-|to|or|and)\s*${COUNT}[\s-]*${UNIT}\b`, 'g'),
    read: (m) => {
      const a = countValue(m[1]);
      const b = countValue(m[2]);
      const unit = m[3] ?? 'day';
      return a && b && b >= a ? [toDays(a, unit), toDays(b, unit)] : null;
    },
  },
  {
    re: new RegExp(String.raw`\b${COUNT}[\s-]*${UNIT}\b`, 'g'),
    read: (m) => {
      const n = countValue(m[1]);
      return n ? [toDays(n, m[2] ?? 'day'), toDays(n, m[2] ?? 'day')] : null;
    },
  },
];

export function readDuration(text: string, blocked: readonly Span[]): DurationReading | null {
  const folded = fold(text);
  const taken: Span[] = [];
  const found: DurationReading[] = [];
  for (const { re, read, insideDates } of PATTERNS) {
    for (const { m, start, end } of matchesOf(re, folded)) {
      if (overlaps(taken, start, end) || (!insideDates && overlaps(blocked, start, end))) continue;
      if (NOT_A_LENGTH_BEFORE.test(folded.slice(Math.max(0, start - 12), start))) continue;
      if (NOT_A_LENGTH_AFTER.test(folded.slice(end, end + 15))) continue;
      const r = read(m);
      if (!r) continue;
      const [min, max] = r;
      found.push({ days: max, min_days: min, max_days: max, text: text.slice(start, end), span: { start, end } });
      taken.push({ start, end });
    }
  }
  found.sort((a, b) => a.span.start - b.span.start);
  return found[0] ?? null;
}
