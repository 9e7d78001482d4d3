/**
 * Builds data/language/refusal-verbs.json: the verbs of refusing a place, in the six request languages, taken from the Open
 * Multilingual Wordnet (omwn/omw-data): the lemmas each language's wordnet gives for the WordNet 3.0 verb synsets of avoiding,
 * shunning, leaving out, skipping, ruling out, excluding, rejecting and giving up. Sources per language: the Wiktionary-derived
 * wordnets of all six (Bond & Foster 2013, CC BY-SA 3.0), WOLF for French (CeCILL-C), MultiWordNet for Italian (CC BY 3.0) and
 * OpenWN-PT for Portuguese (CC BY-SA). Lemmas are folded as the reader folds text. Pinned: the repository's commit and each
 * file's SHA-256.
 * Usage: npx tsx scripts/build-refusal-verbs.ts <omw-data git dir>
 */
import { writeFileSync } from 'node:fs';
import { dataFilePath } from '../src/data-paths.js';
import { OMW_COMMIT, omwLemmas, omwPins } from './omw-lemmas.js';

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
 * Lemmas the wordnets list under those synsets whose ordinary sense in a travel request is another one: leaping, crossing ("pass over the Alps"), leaving or
 * fleeing a place (the trip's start), filling, interrupting, suspending, forgetting (read as a change of mind), neglecting and
 * surrendering.
 */
const OTHER_SENSE = new Set([
  'jump',
  'pass over',
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

const [git] = process.argv.slice(2);
if (!git) throw new Error('usage: npx tsx scripts/build-refusal-verbs.ts <omw-data git dir>');

const lemmas: Record<string, Set<string>> = {};
for (const { lang, word } of omwLemmas(git, (synset) => synset in SYNSETS)) {
  if (OTHER_SENSE.has(word)) continue;
  (lemmas[lang] ??= new Set()).add(word);
}
// The Princeton WordNet's own English lemmas of each synset, as SYNSETS names them ("leave out"): the Wiktionary-derived
// English wordnet lacks some, and the Princeton file is not in the pinned snapshot.
const princeton = Object.values(SYNSETS).flatMap((names) => names.replace(/\(.*\)/, '').split(','));
for (const word of princeton.map((w) => w.trim())) if (word && !OTHER_SENSE.has(word)) (lemmas.en ??= new Set()).add(word);

const out = {
  source: `Open Multilingual Wordnet data (https://github.com/omwn/omw-data, commit ${OMW_COMMIT}): lemmas of the WordNet 3.0 verb synsets listed under "synsets" (in English also the Princeton lemmas named there), from the Wiktionary-derived wordnets (CC BY-SA 3.0), WOLF (CeCILL-C), MultiWordNet (CC BY 3.0) and OpenWN-PT (CC BY-SA); folded; lemmas whose ordinary sense in a request is another one left out (scripts/build-refusal-verbs.ts). Shared under CC BY-SA.`,
  sha256: omwPins(),
  synsets: SYNSETS,
  lemmas: Object.fromEntries(['en', 'fr', 'es', 'de', 'it', 'pt'].map((lang) => [lang, [...(lemmas[lang] ?? [])].sort()])),
};
writeFileSync(dataFilePath('language/refusal-verbs.json'), `${JSON.stringify(out, null, 1)}\n`);
console.log(
  Object.entries(out.lemmas)
    .map(([lang, words]) => `${lang}: ${words.join(', ')}`)
    .join('\n'),
);
