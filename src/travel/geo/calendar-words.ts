import { normalizeToken } from './normalize.js';

const LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'];

let words: Set<string> | undefined;

/**
 * Names of weekdays and months in the six request languages, full and abbreviated ("Mon", "ven",
 * "sáb", "Mai", "sett"), from the Unicode CLDR data that ships with Node (Intl). A place that bears
 * such a name ("Mon" State, "Ven") is not meant by it.
 */
function build(): Set<string> {
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
  return out;
}

export function isCalendarWord(word: string): boolean {
  words ??= build();
  return words.has(word);
}
