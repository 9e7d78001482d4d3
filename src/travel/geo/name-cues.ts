import type { Catalog } from './catalog.js';
import { isTopWordOfAny } from './cues.js';
import { normalize } from './normalize.js';
import type { Candidate } from './score.js';

/**
 * Words of a place's other names that, written anywhere in the request, say which of a name's namesakes is meant: the
 * Camino ... to Santiago walks to Santiago de Compostela, whose other names include "camino de santiago" and "cammino di
 * santiago" (data/geo/aliases.json place_aliases). A word counts when the other names of one place alone hold it, it has
 * MIN_LETTERS letters or more, it is no word of that place's own name and none of the FUNCTION_RANK most frequent
 * words of a request language ("come" of "lac de Come" is Italian's "how"): the words the names share ("lago", "islas", "de") say nothing of which place.
 */
const MIN_LETTERS = 4;
/** The most frequent words of a language are its function words; below this rank come nouns such as "camino" (295th). */
const FUNCTION_RANK = 200;
/** What a cue word adds to its place's reading: a little under a written qualifier's 1 ("Portland, Maine"). */
const NAME_CUE_BONUS = 0.8;

const cueWordsOf = new WeakMap<Catalog, Map<string, string>>();

/** Cue word -> the normalized name of the one place whose other names hold it. */
function cueWords(cat: Catalog): Map<string, string> {
  const known = cueWordsOf.get(cat);
  if (known) return known;
  const targets = new Map<string, Set<string>>();
  for (const [alias, target] of Object.entries(cat.aliases.place_aliases?.aliases ?? {})) {
    const name = normalize(target);
    const own = new Set(name.split(' '));
    for (const word of normalize(alias).split(' '))
      if (word.length >= MIN_LETTERS && !own.has(word) && !isTopWordOfAny(word, FUNCTION_RANK)) targets.set(word, (targets.get(word) ?? new Set()).add(name));
  }
  const out = new Map([...targets].flatMap(([word, names]): Array<[string, string]> => (names.size === 1 ? [[word, [...names][0] ?? '']] : [])));
  cueWordsOf.set(cat, out);
  return out;
}

/** The readings whose place a word of the request names by its other names, raised towards a qualifier's weight. */
export function cuedByWords(cat: Catalog, cands: readonly Candidate[], words: ReadonlySet<string>): Candidate[] {
  const cued = new Map<string, string>();
  const index = cueWords(cat);
  for (const word of words) {
    const name = index.get(word);
    if (name !== undefined) cued.set(name, word);
  }
  if (cued.size === 0) return [...cands];
  return cands.map((c) => {
    const word = cued.get(normalize(c.place.name));
    return word === undefined ? c : { ...c, bonus: (c.bonus ?? 0) + NAME_CUE_BONUS, note: `${c.note ?? c.place.name}; "${word}" is a word of its names` };
  });
}
