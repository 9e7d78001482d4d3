/**
 * Builds data/language/person-nouns.json: nouns for grown-ups, for boys and girls and for friends in the six request languages,
 * taken from the Open Multilingual Wordnet (omwn/omw-data): the lemmas each language's wordnet gives for the WordNet 3.0 noun
 * synsets of man, woman, chap or bloke, guy, dude, girl as a young woman, boy, girl as a child, lad, youngster, friend, buddy
 * and companion, familiar and regional words among them ("bloke", "mec", "nana", "cuate", "Kerl", "tizio", "guria", "cara").
 * Same sources and pinned commit as scripts/build-refusal-verbs.ts: the Wiktionary-derived wordnets (Bond & Foster 2013, CC
 * BY-SA 3.0), WOLF for French (CeCILL-C), MultiWordNet for Italian (CC BY 3.0) and OpenWN-PT for Portuguese (CC BY-SA).
 * Lemmas are folded as the reader folds text; lemmas of several words are left out, since the reader counts a noun after its
 * number. Usage: npx tsx scripts/build-person-nouns.ts <omw-data git dir>
 */
import { writeFileSync } from 'node:fs';
import { dataFilePath } from '../src/data-paths.js';
import { OMW_COMMIT, omwLemmas, omwPins } from './omw-lemmas.js';

const COMMIT_DATE = '2026-01-31';

type Kind = 'grown' | 'young' | 'friend';
/** WordNet 3.0 noun synsets of people, with the English lemmas that name them and how the reader counts them. */
const SYNSETS: Record<string, { gloss: string; kind: Kind }> = {
  '10287213-n': { gloss: 'man, adult male', kind: 'grown' },
  '10787470-n': { gloss: 'woman, adult female', kind: 'grown' },
  '09908025-n': { gloss: 'chap, fellow, bloke, gent (a boy or man)', kind: 'grown' },
  '10153414-n': { gloss: 'guy, hombre, bozo', kind: 'grown' },
  '10083358-n': { gloss: 'dude, fellow (informal)', kind: 'grown' },
  '09989045-n': { gloss: 'girl, lass, dame (informal: a young woman)', kind: 'grown' },
  '10129825-n': { gloss: 'girl, miss, young lady, young woman', kind: 'grown' },
  '10804287-n': { gloss: 'young man', kind: 'grown' },
  '10285313-n': { gloss: 'boy, male child', kind: 'young' },
  '10084295-n': { gloss: 'girl, little girl, female child', kind: 'young' },
  '09871229-n': { gloss: 'lad, laddie, sonny', kind: 'young' },
  '09772029-n': { gloss: 'stripling, adolescent boy', kind: 'young' },
  '07944050-n': { gloss: 'youth, youngster, young person', kind: 'young' },
  '10112591-n': { gloss: 'friend, buddy, mate, pal', kind: 'friend' },
  '09877951-n': { gloss: 'buddy, chum, crony, sidekick', kind: 'friend' },
  '09945905-n': { gloss: 'companion, comrade, fellow', kind: 'friend' },
};

/**
 * Lemmas the wordnets list under those synsets whose ordinary sense after a number in a travel request is another one: a kind
 * or type, an animal, a thing, an age, a bride, a verb, a waiter, a friendship, a relative (read by the kin lexicon instead).
 */
const OTHER_SENSE = new Set([
  'cat',
  'bird',
  'broad',
  'miss',
  'bud',
  'buster',
  'associate',
  'type',
  'chat',
  'poupee',
  'jupe',
  'poussin',
  'oiseau',
  'petite',
  'individu',
  'faire-valoir',
  'tipo',
  'tale',
  'bambola',
  'gonnella',
  'brasa',
  'gata',
  'amizade',
  'macho',
  'maschio',
  'typ',
  'alter',
  'braut',
  'perle',
  'schnecke',
  'schnitte',
  'mieze',
  'herr',
  'cabra',
  'lola',
  'mozo',
  'moza',
  'infante',
  'marido',
  'hijo',
  'filho',
  'irmao',
  'tio',
  'figliolo',
  'figliuolo',
  'sohnchen',
  'kleiner',
  'bubi',
  'pal',
  'petit',
  'young',
  'jeunesse',
  'juventud',
  'juventude',
  'gioventu',
  'jugend',
]);

/** A lemma under synsets of several kinds is read as the first of these it has: a boy or girl may be a child or grown. */
const PRECEDENCE: readonly Kind[] = ['young', 'friend', 'grown'];

const [git] = process.argv.slice(2);
if (!git) throw new Error('usage: npx tsx scripts/build-person-nouns.ts <omw-data git dir>');

const nouns: Record<string, Map<string, Kind>> = {};
for (const { lang, synset, word } of omwLemmas(git, (synset) => synset in SYNSETS)) {
  const entry = SYNSETS[synset];
  if (!entry || word.includes(' ') || OTHER_SENSE.has(word)) continue;
  const own = (nouns[lang] ??= new Map());
  const had = own.get(word);
  if (had === undefined || PRECEDENCE.indexOf(entry.kind) < PRECEDENCE.indexOf(had)) own.set(word, entry.kind);
}

const out = {
  source: `Open Multilingual Wordnet data (https://github.com/omwn/omw-data, commit ${OMW_COMMIT} of ${COMMIT_DATE}): lemmas of the WordNet 3.0 noun synsets listed under "synsets", from the Wiktionary-derived wordnets (CC BY-SA 3.0), WOLF (CeCILL-C), MultiWordNet (CC BY 3.0) and OpenWN-PT (CC BY-SA); folded; lemmas of several words and lemmas whose ordinary sense after a number is another one left out (scripts/build-person-nouns.ts). Shared under CC BY-SA.`,
  sha256: omwPins(),
  synsets: SYNSETS,
  nouns: Object.fromEntries(
    ['en', 'fr', 'es', 'de', 'it', 'pt'].map((lang) => [
      lang,
      Object.fromEntries([...(nouns[lang] ?? new Map<string, Kind>())].sort(([a], [b]) => a.localeCompare(b))),
    ]),
  ),
};
writeFileSync(dataFilePath('language/person-nouns.json'), `${JSON.stringify(out, null, 1)}\n`);
console.log(
  Object.entries(out.nouns)
    .map(
      ([lang, words]) =>
        `${lang}: ${Object.entries(words)
          .map(([w, k]) => `${w}/${k}`)
          .join(', ')}`,
    )
    .join('\n'),
);
