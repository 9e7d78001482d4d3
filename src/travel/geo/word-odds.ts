import type { Cue } from './cues.js';
import { frequencyRank } from './cues.js';

/**
 * Whether a one-word name that is also an ordinary word of the request's language ("Halle", "prato", "Tomar", "Noto") is
 * the place here, weighed as log-odds: the place's prominence against how often the language uses the word
 * (its rank in the subtitle frequency list of data/travel/vocabulary.json, a Zipf prior), plus the evidence around it.
 * Without a cue or a list the word stays a word however the sums fall: a capital alone is no sign of a place.
 */
export interface WordEvidence {
  word: string;
  lang: string;
  /** The most prominent place of that name (0..1). */
  prior: number;
  /** The place cue before the word: a direction word ("nach", "a", "para") is strong; "in", "de" weak. */
  cue: Cue;
  /** How many places that stand on their own it is listed with ("Siracusa, Noto e Ragusa": two). */
  listed: number;
  /**
   * The text's own casing habit: 'name' for a capital away from a sentence start where the writer capitalises names,
   * 'word' for lower case from such a writer, 'none' where capitals say nothing (a caseless text, German nouns).
   */
  casing: 'name' | 'word' | 'none';
  /** An article before it: towns take none in these languages ("dans le Sud", "la fiera"), nouns do. */
  article: boolean;
  /** A word after it continues the phrase ("in nice weather", "a punta tombo"): the cue governs a noun phrase or a longer name. */
  continued: boolean;
}

/** The list holds 10,000 words: one at rank r weighs log10(LIST / r) decades of frequency towards being the word. */
const LIST = 10_000;
/** Log-odds per decade of frequency: a word among the first hundred outweighs a direction word. The weights are set by hand, not fitted. */
const PER_DECADE = 2;
/** Prominence at which a place and a word beyond the list are even, and log-odds per unit of prominence above it. */
const EVEN_PRIOR = 0.45;
const PER_PRIOR = 10;
const STRONG_CUE = 2.5;
const WEAK_CUE = 1;
/** Per place the word is listed with, up to two: each is a sign the list names places, and a third adds little. */
const LISTED = 1;
const LISTED_COUNTED = 2;
const NAMED = 1.5;
const LOWER = -5;
const ARTICLE = -2;
/** A cue governs the whole phrase it opens: a word the phrase runs on past is a longer name's first word or a noun. */
const CONTINUED = -1.5;

/** Log-odds that the word names its place here; a place only above zero and only with some evidence for it. */
export function placeOdds(e: WordEvidence): number {
  const rank = frequencyRank(e.word, e.lang);
  const ordinary = rank === undefined ? 0 : PER_DECADE * Math.log10(LIST / (rank + 1));
  const cue = e.cue === 'strong' ? STRONG_CUE : e.cue === 'weak' && !e.continued ? WEAK_CUE : 0;
  const phrase = e.continued ? CONTINUED : 0;
  const casing = e.casing === 'name' ? NAMED : e.casing === 'word' ? LOWER : 0;
  const context = cue + LISTED * Math.min(e.listed, LISTED_COUNTED);
  if (context === 0) return -Infinity;
  return (e.prior - EVEN_PRIOR) * PER_PRIOR - ordinary + context + casing + phrase + (e.article ? ARTICLE : 0);
}
