import { readBuiltIndex } from '../../built-indexes.js';
import { COMPILED_INDEX_DIR } from '../../data-paths.js';
import { normalizeToken } from './normalize.js';

const LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'];

let words: Set<string> | undefined;

/** The built index of the calendar words (scripts/build-indexes.ts): the compiled server reads them instead of asking Intl for 24 formats. */
export const CALENDAR_WORDS_INDEX = 'calendar-words';

/**
 * Names of weekdays and months in the six request languages, full and abbreviated ("Mon", "ven",
 * "sáb", "Mai", "sett"), from the Unicode CLDR data that ships with Node (Intl), folded. A place that
 * bears such a name ("Mon" State, "Ven") is not meant by it.
 */
export function calendarWords(): string[] {
  const out = new Set<string>();
  const add = (s: string) => {
    const w = normalizeToken(s.replace(/\.$/, ''));
    if (w.length >= 2) out.add(w);
  };
  for (const lang of LANGS) {
    for (const style of ['long', 'short'] as const) {
      const day = new Intl.DateTimeFormat(lang, { weekday: style, timeZone: 'UTC' });
      // 2024-01-01 was a Monday: seven days give every weekday once.
      for (let d = 1; d <= 7; d++) add(day.format(new Date(Date.UTC(2024, 0, d))));
      const month = new Intl.DateTimeFormat(lang, { month: style, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) add(month.format(new Date(Date.UTC(2024, m, 15))));
    }
  }
  return [...out].sort();
}

/** The calendar words of the built index in `indexDir` when it is current, else from Intl. */
export const calendarWordSet = (indexDir: string | null = COMPILED_INDEX_DIR): Set<string> =>
  new Set(readBuiltIndex<string[]>(CALENDAR_WORDS_INDEX, indexDir) ?? calendarWords());

export function isCalendarWord(word: string): boolean {
  words ??= calendarWordSet();
  return words.has(word);
}
