import { readFileSync } from 'node:fs';
import { readBuiltIndex } from '../../built-indexes.js';
import { COMPILED_INDEX_DIR, dataFilePath } from '../../data-paths.js';
import { isOrdinaryWord } from './cues.js';
import { normalize } from './normalize.js';

/**
 * Names of holidays and feasts in each request language ("Natal", "Noël", "Corpus Christi"), read
 * from the reader's holiday lists: data/travel/holidays.json (editorial, with English names) and
 * data/travel/public-holidays.json (date-holidays). A place named like a feast is the feast unless
 * a place cue says otherwise (extract.ts).
 */
type Names = { holidays: Array<{ names: Partial<Record<string, string[]>> }> };

/** The built index of the feast names by language (scripts/build-indexes.ts): the compiled server reads it instead of both lists. */
export const FEAST_NAMES_INDEX = 'feast-names';

/** The normalized feast names of each language in the two holiday lists, each once, sorted. */
export function feastNames(): Record<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const file of ['travel/holidays.json', 'travel/public-holidays.json']) {
    const data = JSON.parse(readFileSync(dataFilePath(file), 'utf8')) as Names;
    for (const h of data.holidays) {
      for (const [lang, names] of Object.entries(h.names)) {
        const set = out.get(lang) ?? new Set<string>();
        for (const n of names ?? []) set.add(normalize(n));
        out.set(lang, set);
      }
    }
  }
  return Object.fromEntries([...out].map(([lang, set]) => [lang, [...set].sort()]));
}

/** Whether a folded key names a feast in the request language or English. */
export type FeastNameTest = (key: string, lang: string) => boolean;

/** The feast names of each language, from the built index in `indexDir` when it is current, else from the two lists. */
const namesByLanguage = (indexDir: string | null) => Object.entries(readBuiltIndex<Record<string, string[]>>(FEAST_NAMES_INDEX, indexDir) ?? feastNames());

/** A test of a key against each language's set, in the request language or English. */
function testOver(sets: ReadonlyArray<[string, string[]]>): FeastNameTest {
  const byLang = new Map(sets.map(([lang, list]) => [lang, new Set(list)]));
  return (key, lang) => (byLang.get(lang)?.has(key) ?? false) || (byLang.get('en')?.has(key) ?? false);
}

/** The test over the built index in `indexDir` when it is current, else over the two lists. */
export const feastNameTest = (indexDir: string | null = COMPILED_INDEX_DIR): FeastNameTest => testOver(namesByLanguage(indexDir));

/** Whether a feast name of several words opens with a word (its key up to the first space), over the same names. */
export const feastOpenerTest = (indexDir: string | null = COMPILED_INDEX_DIR): FeastNameTest =>
  testOver(namesByLanguage(indexDir).map(([lang, list]) => [lang, list.filter((n) => n.includes(' ')).map((n) => n.slice(0, n.indexOf(' ')))]));

/** Whether a word is a distinctive word of some feast name ("waitangi", "tiradentes", "pfingst"): no frequent word of the language. */
export const feastWordTest = (indexDir: string | null = COMPILED_INDEX_DIR): FeastNameTest => {
  const inner = testOver(namesByLanguage(indexDir).map(([lang, list]) => [lang, list.flatMap((n) => n.split(' '))]));
  return (word, lang) => word.length > 3 && !isOrdinaryWord(word, lang) && inner(word, lang);
};

let test: FeastNameTest | undefined;
let opener: FeastNameTest | undefined;
let word: FeastNameTest | undefined;

export const isFeastName: FeastNameTest = (key, lang) => (test ??= feastNameTest())(key, lang);
/** No span of words from a word that opens no feast name of several words names a feast: most words are passed over at once. */
export const opensFeastName: FeastNameTest = (word, lang) => (opener ??= feastOpenerTest())(word, lang);
/** A word only feast names use among the holiday lists' words ("Waitangi" in "Waitangi weekend"). */
export const isFeastWord: FeastNameTest = (key, lang) => (word ??= feastWordTest())(key, lang);
