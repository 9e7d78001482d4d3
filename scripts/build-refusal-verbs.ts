/**
 * Builds data/language/refusal-verbs.json: the verbs of refusing a place, in the six request languages, taken from the Open
 * Multilingual Wordnet (omwn/omw-data): the lemmas each language's wordnet gives for the WordNet 3.0 verb synsets of avoiding,
 * shunning, leaving out, skipping, ruling out, excluding, rejecting and giving up. Sources per language: the Wiktionary-derived
 * wordnets of all six (Bond & Foster 2013, CC BY-SA 3.0), WOLF for French (CeCILL-C), MultiWordNet for Italian (CC BY 3.0) and
 * OpenWN-PT for Portuguese (CC BY-SA). Lemmas are folded as the reader folds text. Pinned: the repository's commit and each
 * file's SHA-256.
 * Usage: npx tsx scripts/build-refusal-verbs.ts <omw-data git dir>
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dataFilePath } from '../src/data-paths.js';
import { fold } from '../src/travel/intent/text.js';

const COMMIT = 'f75be19ec590da12a7a5665e361690b5badb7a25';
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

/** WordNet 3.0 verb synsets of refusing, with the English lemmas that name them. */
const SYNSETS: Record<string, string> = {
  '00811375-v': 'avoid',
  '00812149-v': 'eschew, shun',
  '00614999-v': 'omit, leave out, skip',
  '00616498-v': 'jump, skip over, pass over',
  '02613860-v': 'skip (a class, a meeting)',
  '02629390-v': 'rule out, preclude, exclude from consideration',
  '02449340-v': 'exclude, leave out, omit',
  '00800930-v': 'brush off, reject',
  '00613393-v': 'abandon, give up',
  '02316304-v': 'relinquish, give up',
  '01083044-v': 'give up, desist',
};

/**
 * Lemmas the wordnets list under those synsets whose ordinary sense in a travel request is another one: leaving or fleeing a
 * place (the trip's start), filling, interrupting, suspending, forgetting (read as a change of mind), neglecting and
 * surrendering.
 */
const OTHER_SENSE = new Set([
  'verlassen',
  'uberlassen',
  'lasciare',
  'fuggire',
  'sfuggire',
  'fuir',
  'escapar',
  'remplir',
  'interrompere',
  'suspender',
  'dimenticare',
  'trascurare',
  'negliger',
  'ignorare',
  'meconnaitre',
  'mepriser',
  'disconoscere',
  'misconoscere',
  'sconoscere',
  'non curarsi di',
  'non far caso a',
  'non tener in nessun conto',
  'arrendere',
  'arrendersi',
  'rendirse',
  'kapitulieren',
  "jeter l'eponge",
  'ristare',
  'trancher',
]);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const [git] = process.argv.slice(2);
if (!git) throw new Error('usage: npx tsx scripts/build-refusal-verbs.ts <omw-data git dir>');

const lemmas: Record<string, Set<string>> = {};
for (const [path, { lang, sha256: expected }] of Object.entries(FILES)) {
  const bytes = execFileSync('git', ['-C', git, 'show', `${COMMIT}:${path}`], { maxBuffer: 1 << 26 });
  if (sha256(bytes) !== expected) throw new Error(`${path}: SHA-256 differs from the pinned one`);
  for (const line of bytes.toString('utf8').split('\n')) {
    const [synset, kind, lemma] = line.split('\t');
    if (!synset || !lemma || !kind?.endsWith('lemma') || !(synset in SYNSETS)) continue;
    const word = fold(lemma.trim());
    if (OTHER_SENSE.has(word)) continue;
    (lemmas[lang] ??= new Set()).add(word);
  }
}

const out = {
  source: `Open Multilingual Wordnet data (https://github.com/omwn/omw-data, commit ${COMMIT}): lemmas of the WordNet 3.0 verb synsets listed under "synsets", from the Wiktionary-derived wordnets (CC BY-SA 3.0), WOLF (CeCILL-C), MultiWordNet (CC BY 3.0) and OpenWN-PT (CC BY-SA); folded; lemmas whose ordinary sense in a request is another one left out (scripts/build-refusal-verbs.ts). Shared under CC BY-SA.`,
  sha256: Object.fromEntries(Object.entries(FILES).map(([path, f]) => [path, f.sha256])),
  synsets: SYNSETS,
  lemmas: Object.fromEntries(['en', 'fr', 'es', 'de', 'it', 'pt'].map((lang) => [lang, [...(lemmas[lang] ?? [])].sort()])),
};
writeFileSync(dataFilePath('language/refusal-verbs.json'), `${JSON.stringify(out, null, 1)}\n`);
console.log(
  Object.entries(out.lemmas)
    .map(([lang, words]) => `${lang}: ${words.join(', ')}`)
    .join('\n'),
);
