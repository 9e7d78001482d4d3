import { addDays, daysInMonth, easterSunday, lastWeekday, nthWeekday, utcDate, type Window } from './calendar.js';
import { isOrdinaryWord } from '../geo/cues.js';
import { travelData } from './data.js';
import { LANGUAGES, type Lang } from './language.js';
import { PhraseIndex } from './tokens.js';

/**
 * Holidays and seasons (data/travel/holidays.json): names in six languages and the rule that places
 * them in a year. A Monday holiday is its long weekend (Friday to Monday), Thanksgiving Wednesday to
 * Sunday, a fixed-date holiday the date plus or minus two days, Easter Good Friday to Easter Monday,
 * seasons meteorological.
 */
type Rule =
  | { rule: 'fixed'; month: number; day: number; before: number; after: number }
  | { rule: 'easter'; offset: number; before: number; after: number }
  | { rule: 'nth_weekday'; month: number; weekday: number; n: number; before: number; after: number }
  | { rule: 'last_weekday'; month: number; weekday: number; before: number; after: number }
  | { rule: 'span'; from: [number, number]; to: [number, number] };

export type Holiday = Rule & { id: string; names: Record<Lang, string[]>; weekend_days?: [number, number] };

const file = travelData<{ holidays: Holiday[] }>('holidays.json');

/** Names per language, English always read too. */
/** Per request language: its names and the English ones, then other languages' names that are no ordinary word of it ("Weihnachten", never "natal" in English). */
const INDEX = new Map<Lang, PhraseIndex<Holiday>>(
  LANGUAGES.map((lang) => {
    const idx = new PhraseIndex<Holiday>();
    const foreign = (n: string) => n.split(' ').every((w) => !isOrdinaryWord(w, lang));
    for (const h of file.holidays) {
      for (const l of LANGUAGES) for (const n of h.names[l] ?? []) if (l === lang || l === 'en' || foreign(n)) idx.add(n, h);
    }
    return [lang, idx];
  }),
);
export const holidayIndex = (lang: Lang): PhraseIndex<Holiday> => INDEX.get(lang) as PhraseIndex<Holiday>;

const around = (d: Date, before: number, after: number): Window => ({ start: addDays(d, -before), end: addDays(d, after) });

/** The holiday's window in a year (a span that wraps the year end starts in that year). */
export function holidayWindow(h: Holiday, year: number): Window {
  switch (h.rule) {
    case 'fixed':
      return around(utcDate(year, h.month, h.day), h.before, h.after);
    case 'easter':
      return around(addDays(easterSunday(year), h.offset), h.before, h.after);
    case 'nth_weekday':
      return around(nthWeekday(year, h.month, h.weekday, h.n), h.before, h.after);
    case 'last_weekday':
      return around(lastWeekday(year, h.month, h.weekday), h.before, h.after);
    case 'span': {
      const [m1, d1] = h.from;
      const [m2, d2] = h.to;
      const y2 = m2 < m1 ? year + 1 : year;
      return { start: utcDate(year, m1, d1), end: utcDate(y2, m2, Math.min(d2, daysInMonth(y2, m2))) };
    }
  }
}

/** The day a holiday falls on in its window (none for a span such as a season). */
export const holidayDay = (h: Holiday, w: Window): Date | null => (h.rule === 'span' ? null : addDays(w.end, -h.after));

/**
 * The next occurrence that has not ended: one under way starts today, unless under two weeks of it
 * remain or the traveller said "next", in which case the following one is meant.
 */
export function nextHoliday(h: Holiday, today: Date, opts: { next?: boolean; year?: number } = {}): Window {
  if (opts.year !== undefined) return holidayWindow(h, opts.year);
  for (let y = today.getUTCFullYear() - 1; y <= today.getUTCFullYear() + 1; y++) {
    const w = holidayWindow(h, y);
    if (w.end < today) continue;
    if (w.start <= today) {
      if (opts.next || w.end.getTime() - today.getTime() < 14 * 86_400_000) continue;
      return { start: today, end: w.end };
    }
    return w;
  }
  return holidayWindow(h, today.getUTCFullYear() + 1);
}
