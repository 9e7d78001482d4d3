import { isOrdinaryWord } from '../geo/cues.js';
import { editDistanceAtMost2 } from '../geo/fuzzy.js';

/**
 * Typo repair before reading: a word one edit away (two for same-length words of 8+ letters) from a word
 * the readers rely on ("feburary", "cheep", "beech", "redwods", "adlts") is replaced by it.
 * Inflections ("concerts") and real words that happen to be close ("match", "bench") stay.
 */
const VOCABULARY = [
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'cheap',
  'beach',
  'adults',
  'children',
  'toddler',
  'snorkeling',
  'redwoods',
  'vineyards',
  'wineries',
  'skiing',
  'hiking',
  'museums',
  'mountains',
  'restaurants',
  'wildlife',
  'nightlife',
  'weekend',
  'honeymoon',
  'wheelchair',
  'festival',
  'concert',
  'budget',
  'luxury',
  'architecture',
  'history',
  'adventure',
  'surfing',
  'shopping',
  'wellness',
];
const REAL_WORDS = new Set([
  'match',
  'marsh',
  'bench',
  'teach',
  'reach',
  'peach',
  'leach',
  'cheer',
  'cheek',
  'biking',
  'liking',
  'hiring',
  'hiding',
  'peaches',
  'reaches',
  'teaches',
  'breaches',
  'vulture',
  'wildfire',
  'fountains',
  'stopping',
  'shipping',
  'chopping',
  'whopping',
  'surging',
  'turfing',
  'budge',
  'gadget',
  'concerto',
  'skiing',
  'skying',
  'mountain',
  'museum',
  'restaurant',
]);

/** Five-letter months: a four-letter word that drops one inner letter ("Aprl", "Mrch") means the month. */
const SHORT_MONTHS = ['march', 'april'];
/** Four-letter words one inner deletion away from a month that are words in their own right. */
const REAL_SHORT_WORDS = new Set(['mach', 'aril']);

const dropsOneInnerLetter = (word: string, of: string) =>
  word.length === of.length - 1 &&
  word[0] === of[0] &&
  word.at(-1) === of.at(-1) &&
  [...of].some((_, k) => k > 0 && k < of.length - 1 && of.slice(0, k) + of.slice(k + 1) === word);

const VOWELS = /[aeiou]/;
/** Ends consonant-vowel-consonant ("shop"): such a stem doubles its last letter before -ing/-ed ("shopping"). */
const cvc = (w: string) =>
  w.length >= 3 && !VOWELS.test(w.at(-1) ?? '') && !'wxy'.includes(w.at(-1) ?? '') && VOWELS.test(w.at(-2) ?? '') && !VOWELS.test(w.at(-3) ?? '');

/**
 * A regular -ing or -ed form of an ordinary English word ("skipping", "biking", "teaching") is a word,
 * not a typo of a nearby one; a form spelt against the doubling rule ("shoping") is not.
 */
function inflected(w: string): boolean {
  const suffix = w.endsWith('ing') ? 3 : w.endsWith('ed') ? 2 : 0;
  if (!suffix) return false;
  const base = w.slice(0, -suffix);
  const doubled = base.length > 2 && base.at(-1) === base.at(-2) && !VOWELS.test(base.at(-1) ?? '');
  if (doubled) return isOrdinaryWord(base.slice(0, -1), 'en');
  return isOrdinaryWord(`${base}e`, 'en') || (!cvc(base) && isOrdinaryWord(base, 'en'));
}

function repair(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length === 4 && !REAL_SHORT_WORDS.has(lower)) {
    const month = SHORT_MONTHS.find((m) => dropsOneInnerLetter(lower, m));
    if (month) return withCase(word, month);
  }
  if (lower.length < 5 || REAL_WORDS.has(lower) || VOCABULARY.includes(lower) || inflected(lower)) return word;
  // Two edits only between words of equal length (swapped letters); the first letter must agree.
  const limit = (v: string) => (lower.length >= 8 && v.length === lower.length ? 2 : 1);
  const hit = VOCABULARY.find((v) => v[0] === lower[0] && !v.startsWith(lower) && !lower.startsWith(v) && editDistanceAtMost2(v, lower) <= limit(v));
  return hit ? withCase(word, hit) : word;
}

/** The replacement, capitalized when the typed word was. */
const withCase = (typed: string, fix: string) => (typed[0] === typed[0]?.toUpperCase() ? (fix[0]?.toUpperCase() ?? '') + fix.slice(1) : fix);

export function repairTypos(text: string): string {
  return text.replace(/[A-Za-z]+/g, repair);
}
