import { MONTHS, NEXT_WORDS, THIS_WORDS, WEEKDAYS } from './date-words.js';
import { LEAVE_VERBS } from './departure.js';
import type { Lang } from './language.js';
import type { Tok } from './tokens.js';

/** The particle of a phrasal leaving verb ("fly out", "head off"). */
const PARTICLES = new Set(['out', 'off', 'away']);

/**
 * "depart a fortnight from this Saturday", "leaving a week from Friday", "fly out two weeks from 3 May": a count of time after a
 * leaving verb and before "from" and a day is how far after that day the trip starts, not how long it lasts ("10 nights from
 * Saturday", with no leaving verb before the count, stays a length). English only: the other languages say it with their own
 * offset words ("dans quinze jours à partir de samedi"), read elsewhere.
 * Returns the token where the day counted from is named, or undefined.
 */
export function countedFromDay(toks: readonly Tok[], i: number, end: number, lang: Lang): number | undefined {
  const verb = PARTICLES.has(toks[i - 1]?.w ?? '') ? i - 2 : i - 1;
  if (lang !== 'en' || toks[end]?.w !== 'from' || !LEAVE_VERBS.en.test(toks[verb]?.w ?? '')) return undefined;
  const k = NEXT_WORDS.has(toks[end + 1]?.w ?? '') || THIS_WORDS.has(toks[end + 1]?.w ?? '') ? end + 2 : end + 1;
  const t = toks[k];
  return t && (t.kind === 'num' || WEEKDAYS.has(t.w) || MONTHS.has(t.w)) ? k : undefined;
}
