import { readFileSync } from 'node:fs';
import { dataFilePath } from '../data-paths.js';

/**
 * A second-opinion identifier for close relatives of the reading languages that the main
 * identifier does not know (Galician, Asturian, Corsican, Occitan, Luxembourgish...): it ranks
 * a text's letter trigrams by frequency and measures how far that ranking lies from each
 * candidate language's profile (the out-of-place measure of Cavnar and Trenkle, 1994). The
 * profiles are the 300 most frequent trigrams of each language (data/language/relatives.json,
 * from the franc-all package). Only the candidates a caller names are compared, so a relative
 * is weighed against the one language it could be mistaken for, not against a hundred others.
 * Where a relative's frequent words are known (data/language/relative-words.json: Galician and
 * Catalan film subtitles), they are offered too.
 */
interface RelativesFile {
  profiles: Record<string, string>;
}
interface RelativeWordsFile {
  words: Record<string, string>;
}

/** A trigram missing from a profile is this far out of place (the profiles' length). */
const OUT_OF_PLACE = 300;

/** Each profile as trigram -> rank (0 = most frequent), read on first use. */
let profiles: Map<string, Map<string, number>> | undefined;
function loadProfiles(): Map<string, Map<string, number>> {
  const file = JSON.parse(readFileSync(dataFilePath('language/relatives.json'), 'utf8')) as RelativesFile;
  return new Map(Object.entries(file.profiles).map(([code, trigrams]) => [code, new Map(trigrams.split('|').map((t, rank) => [t, rank]))]));
}

/** The 10,000 most frequent words of each relative that has a list, folded (lower case, no accents). */
let relativeWords: Map<string, ReadonlySet<string>> | undefined;
function loadWords(): Map<string, ReadonlySet<string>> {
  const file = JSON.parse(readFileSync(dataFilePath('language/relative-words.json'), 'utf8')) as RelativeWordsFile;
  return new Map(Object.entries(file.words).map(([code, words]) => [code, new Set(words.split(' '))]));
}

/** A relative's frequent words (folded), or undefined when there is no list for it. */
export const frequentWordsOf = (code: string): ReadonlySet<string> | undefined => (relativeWords ??= loadWords()).get(code);

/** A text's trigrams, most frequent first: lower case, every run of non-letters one space, a space at each end. */
function rankedTrigrams(text: string): string[] {
  const clean = ` ${text
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()} `;
  const counts = new Map<string, number>();
  for (let i = 0; i + 3 <= clean.length; i++) {
    const t = clean.slice(i, i + 3);
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([t]) => t);
}

/**
 * How close a text lies to each candidate language, 1 for the closest and less for the others
 * (1 - the extra distance over the most a text of this many trigrams could be out of place).
 * Candidates without a profile are left out; an empty text scores nothing.
 */
export function relativeCloseness(text: string, candidates: readonly string[]): Map<string, number> {
  const trigrams = rankedTrigrams(text);
  const known = (profiles ??= loadProfiles());
  const distances = candidates.flatMap((code) => {
    const profile = known.get(code);
    if (!profile || trigrams.length === 0) return [];
    const distance = trigrams.reduce((sum, t, i) => {
      const rank = profile.get(t);
      return sum + (rank === undefined ? OUT_OF_PLACE : Math.abs(rank - i));
    }, 0);
    return [[code, distance] as const];
  });
  const closest = Math.min(...distances.map(([, d]) => d));
  const span = trigrams.length * OUT_OF_PLACE - closest;
  return new Map(distances.map(([code, d]) => [code, span > 0 ? 1 - (d - closest) / span : 1]));
}
