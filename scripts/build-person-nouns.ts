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
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dataFilePath } from '../src/data-paths.js';
import { fold } from '../src/travel/intent/text.js';

const COMMIT = 'f75be19ec590da12a7a5665e361690b5badb7a25';
const COMMIT_DATE = '2026-01-31';
const FILES: Record<string, { lang: string; sha256: string }> = {
  'wns/wikt/wn-wikt-eng.tab': { lang: 'en', sha256: '4a7161310febe8c2d2906c2def5b8a6c756d64fc6b946ae7cbe60278e9b27d85' },
  'wns/wikt/wn-wikt-fra.tab': { lang: 'fr', sha256: 'c49931c4a84c56ecf974ff68a6b245b373176b8517acc5bdb58db8eceb4debd0' },
  'wns/fra/wn-data-fra.tab': { lang: 'fr', sha256: '6effab15723bbb482f2922d42eb1db37c8586984ce7735ebfe0a096000b69f86' },
  'wns/wikt/wn-wikt-spa.tab': { lang: 'es', sha256: 'd8c26d7c7f2e1666af5db8b04d7400e53d04b3fae42462d325b6c128a51ec8c4' },
  'wns/wikt/wn-wikt-deu.tab': { lang: 'de', sha256: '88df94afe560db68126f117232678502a08f27a4edcf8ff5bf0793bf013ad2df' },
  'wns/wikt/wn-wikt-ita.tab': { lang: 'it', sha256: '9f0ae8cf0d7f228288b44473b4dcf34674ddbf2df2c3e584516a38bf5b8b1046' },
  'wns/ita/wn-data-ita.tab': { lang: 'it', sha256: '251ac0097ef81a7ed0d283f6852953106a37dbb8c1b9f93d87079641c271eafa' },
  'wns/wikt/wn-wikt-por.tab': { lang: 'pt', sha256: '27738976b9b55f178edb4c878ebb0ae99776d3d46afa465770131528f3ac8a0f' },
  'wns/por/wn-data-por.tab': { lang: 'pt', sha256: '0ba180e2d2a5317e61b4ebe94a7e969e68eea2d9e60705e1e9053c6e2ac5e684' },
};

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

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const [git] = process.argv.slice(2);
if (!git) throw new Error('usage: npx tsx scripts/build-person-nouns.ts <omw-data git dir>');

const nouns: Record<string, Map<string, Kind>> = {};
for (const [path, { lang, sha256: expected }] of Object.entries(FILES)) {
  const bytes = execFileSync('git', ['-C', git, 'show', `${COMMIT}:${path}`], { maxBuffer: 1 << 26 });
  if (sha256(bytes) !== expected) throw new Error(`${path}: SHA-256 differs from the pinned one`);
  for (const line of bytes.toString('utf8').split('\n')) {
    const [synset, kind, lemma] = line.split('\t');
    const entry = synset === undefined ? undefined : SYNSETS[synset];
    if (!entry || !lemma || !kind?.endsWith('lemma')) continue;
    const word = fold(lemma.trim());
    if (word.includes(' ') || OTHER_SENSE.has(word)) continue;
    const own = (nouns[lang] ??= new Map());
    const had = own.get(word);
    if (had === undefined || PRECEDENCE.indexOf(entry.kind) < PRECEDENCE.indexOf(had)) own.set(word, entry.kind);
  }
}

const out = {
  source: `Open Multilingual Wordnet data (https://github.com/omwn/omw-data, commit ${COMMIT} of ${COMMIT_DATE}): lemmas of the WordNet 3.0 noun synsets listed under "synsets", from the Wiktionary-derived wordnets (CC BY-SA 3.0), WOLF (CeCILL-C), MultiWordNet (CC BY 3.0) and OpenWN-PT (CC BY-SA); folded; lemmas of several words and lemmas whose ordinary sense after a number is another one left out (scripts/build-person-nouns.ts). Shared under CC BY-SA.`,
  sha256: Object.fromEntries(Object.entries(FILES).map(([path, f]) => [path, f.sha256])),
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
