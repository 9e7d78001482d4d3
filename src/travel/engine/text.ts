import { grouped } from '../../text/grouped.js';
import { DAY_MS } from '../../time-units.js';

export { countryName } from '../knowledge/country-name.js';

/** An amount of US dollars as the answers write it: "$1,234". */
export const dollars = (n: number): string => `$${grouped(Math.round(n))}`;

export const round = (x: number, digits = 0): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

export const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

export const addDaysIso = (iso: string, days: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** The text with its first letter upper-cased, to open a sentence with a clause. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A journey time in words: "2 h 16 min". */
export function minutesWords(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}

/** The text cut to at most max characters at the end of a sentence (". "), the first sentence cut short only when it alone is longer. */
export function wholeSentences(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = text.lastIndexOf('. ', max - 1);
  return end > 0 ? text.slice(0, end + 1) : text.slice(0, max);
}
