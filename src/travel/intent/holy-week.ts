import { WEEKDAYS } from './date-words.js';
import type { Tok } from './tokens.js';

/**
 * The days of Holy Week by their weekday, as every language builds them rather than as a list of names: English puts
 * "Holy" before the weekday ("Holy Monday"), the Romance languages put "santo"/"saint" after it ("martes santo", "lundi
 * saint", "martedì santo", "segunda-feira santa"), German joins "Kar-" to it ("Kardienstag", "Karmittwoch"). Each is that
 * weekday of the week that ends on Easter Sunday; Sunday is left to Palm Sunday's own names.
 */
const HOLY_BEFORE = new Set(['holy']);
const HOLY_AFTER = new Set(['santo', 'santa', 'saint', 'sainte']);
const GERMAN_PREFIX = 'kar';

const weekdayOf = (w: string): number | undefined => {
  const d = WEEKDAYS.get(w);
  return d === undefined || d === 0 ? undefined : d;
};

/** The weekday (1 Monday .. 6 Saturday) of a day of Holy Week named at token i, and the token after its name. */
export function holyWeekdayAt(toks: readonly Tok[], i: number): { weekday: number; end: number } | undefined {
  const w = toks[i]?.w ?? '';
  const compound = w.startsWith(GERMAN_PREFIX) ? weekdayOf(w.slice(GERMAN_PREFIX.length)) : undefined;
  if (compound !== undefined) return { weekday: compound, end: i + 1 };
  const after = HOLY_BEFORE.has(w) ? weekdayOf(toks[i + 1]?.w ?? '') : undefined;
  if (after !== undefined) return { weekday: after, end: i + 2 };
  const d = weekdayOf(w);
  if (d === undefined) return undefined;
  const k = toks[i + 1]?.w === '-' && toks[i + 2]?.w === 'feira' ? i + 3 : i + 1;
  return HOLY_AFTER.has(toks[k]?.w ?? '') ? { weekday: d, end: k + 1 } : undefined;
}

/** Days from Easter Sunday to that weekday of Holy Week. */
export const holyWeekOffset = (weekday: number): number => weekday - 7;
