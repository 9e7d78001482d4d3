/**
 * What a build keeps out of the gazetteer's names: the words a writer of the six request languages uses as words.
 * Read by the builds of names from other sources (exonyms, Natural Earth's names in other languages), so that one
 * rule decides for all of them whether a form is a name or a word.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isCommonWord, isFunctionWord, isOrdinaryWord } from '../cues.js';
import { normalize } from '../normalize.js';
import { isPersonName } from '../people.js';

export const LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'];

/** A frequent word of the six languages, or a nickname made of ordinary words ("Star City", "Windy City", "Big Apple"): a phrase, not a name. */
export function isWordsPhrase(key: string): boolean {
  const words = key.split(' ');
  if (words.length === 1) return isOrdinaryWord(key) || LANGS.some((l) => isCommonWord(key, l));
  return words.every((w) => isOrdinaryWord(w));
}

/**
 * The words of the six languages' Hunspell dictionaries, normalized: the stems of index.dic (a plural is its stem
 * and an s). Capitalised entries are proper names ("Tampon" is Le Tampon) except in German, which capitalises nouns.
 */
function dictionaryWords(): Set<string> {
  const words = new Set<string>();
  for (const lang of LANGS) {
    const dic = readFileSync(join(dirname(fileURLToPath(import.meta.resolve(`dictionary-${lang}`))), 'index.dic'), 'utf8');
    for (const line of dic.split('\n').slice(1)) {
      const stem = line.split('/')[0]?.trim() ?? '';
      if (stem && (lang === 'de' || stem[0] === stem[0]?.toLowerCase())) words.add(normalize(stem));
    }
  }
  return words;
}
let dictionary: Set<string> | undefined;
/** A word a writer of one of the six languages may use as itself: a dictionary word (or its plural) or a person's name. */
export function isLanguageWord(w: string): boolean {
  dictionary ??= dictionaryWords();
  return dictionary.has(w) || (w.endsWith('s') && dictionary.has(w.slice(0, -1))) || isPersonName(w);
}

/** A name of several words opening with a function word of the six languages ("A Chiang" would cut "à Chiang Mai" short). */
export const opensWithFunctionWord = (key: string): boolean => key.includes(' ') && LANGS.some((l) => isFunctionWord(key.split(' ')[0] ?? '', l));
