/**
 * Builds the data of the second-opinion identifier for close relatives of the reading languages
 * (src/text/relative-languages.ts):
 * - data/language/relatives.json: for five reading languages and the relatives the main identifier
 *   does not know (Galician, Asturian, Corsican, Sardinian, Occitan, Luxembourgish...), the 300 most
 *   frequent letter trigrams of each, most frequent first, from the `franc-all` package (MIT;
 *   profiles made from the Universal Declaration of Human Rights in each language), keyed by their
 *   shortest ISO 639 code. Pinned: franc-all 7.2.0, its data file checked against its SHA-256.
 * - data/language/relative-words.json: the 10,000 most frequent words of Galician and Catalan film
 *   subtitles (hermitdave/FrequencyWords, OpenSubtitles 2018 lists, content CC BY-SA 4.0), folded
 *   as the reader folds text. Pinned: the repository's commit and each list's SHA-256.
 * Usage: npx tsx scripts/build-language-relatives.ts <franc-all package folder> <FrequencyWords git dir>
 *   (e.g. after `npm i --no-save --prefix <dir> franc-all@7.2.0`: <dir>/node_modules/franc-all;
 *   a clone of github.com/hermitdave/FrequencyWords holding the commit below)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataFilePath } from '../src/data-paths.js';
import { fold } from '../src/travel/intent/text.js';

const VERSION = '7.2.0';
const DATA_SHA256 = '59955ebea9ec4c1e23e9d684fb3d34677a272261860ed656d4c851ffe7a66beb';
/** franc's ISO 639-3 code of each profile kept, by the code the reader names it with. */
const PROFILES: Record<string, string> = {
  es: 'spa',
  pt: 'por',
  it: 'ita',
  fr: 'fra',
  de: 'deu',
  gl: 'glg',
  ast: 'ast',
  ca: 'cat',
  lad: 'lad',
  co: 'cos',
  sc: 'src',
  fur: 'fur',
  vec: 'vec',
  lij: 'lij',
  rm: 'roh',
  oc: 'oci',
  wa: 'wln',
  pcd: 'pcd',
  lb: 'ltz',
  gsw: 'gsw',
};

const WORDS_COMMIT = '525f9b560de45753a5ea01069454e72e9aa541c6';
const WORD_LISTS: Record<string, { path: string; sha256: string }> = {
  gl: { path: 'content/2018/gl/gl_50k.txt', sha256: '24a826d083790c21c7e78d046ed8393ed1b783e39ef0ec5a953cd721f0069e61' },
  ca: { path: 'content/2018/ca/ca_50k.txt', sha256: '3140bdce43ae1cd40b2dfa2ec1291f4917f477ff7d0573e4b77c6f1bc1d3ffad' },
};
const WORDS_KEPT = 10_000;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const [dir, wordsGit] = process.argv.slice(2);
if (!dir || !wordsGit) throw new Error('usage: npx tsx scripts/build-language-relatives.ts <franc-all package folder> <FrequencyWords git dir>');
const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
if (version !== VERSION) throw new Error(`franc-all ${version} found; these profiles are built from franc-all ${VERSION}`);
const file = join(dir, 'data.js');
const actual = sha256(readFileSync(file));
if (actual !== DATA_SHA256) throw new Error(`data.js: SHA-256 ${actual}, expected ${DATA_SHA256}`);
const { data } = (await import(pathToFileURL(resolve(file)).href)) as { data: Record<string, Record<string, string>> };

const profiles: Record<string, string> = {};
for (const [code, franc] of Object.entries(PROFILES)) {
  const trigrams = data.Latin?.[franc];
  if (!trigrams) throw new Error(`franc-all holds no Latin-script profile for ${franc}`);
  profiles[code] = trigrams;
}
const out = {
  source: `franc-all ${VERSION} (npm package "franc-all", MIT, Titus Wormer, https://github.com/wooorm/franc): data.js, Latin-script trigram profiles, each language's 300 most frequent trigrams of its Universal Declaration of Human Rights text, most frequent first`,
  sha256: { 'data.js': DATA_SHA256 },
  iso639_3: PROFILES,
  profiles,
};
writeFileSync(dataFilePath('language/relatives.json'), `${JSON.stringify(out, null, 1)}\n`);

const words: Record<string, string> = {};
for (const [code, list] of Object.entries(WORD_LISTS)) {
  const bytes = execFileSync('git', ['--git-dir', wordsGit, 'show', `${WORDS_COMMIT}:${list.path}`], { maxBuffer: 1 << 26 });
  if (sha256(bytes) !== list.sha256) throw new Error(`${list.path}: SHA-256 ${sha256(bytes)}, expected ${list.sha256}`);
  // Lines are "word count", most frequent first.
  const kept = bytes
    .toString('utf8')
    .split('\n')
    .slice(0, WORDS_KEPT)
    .map((line) => fold(line.split(' ')[0] ?? ''))
    .filter((w) => /^[\p{L}']+$/u.test(w));
  words[code] = [...new Set(kept)].join(' ');
}
const wordsOut = {
  source: `hermitdave/FrequencyWords (https://github.com/hermitdave/FrequencyWords, commit ${WORDS_COMMIT}; lists made from OpenSubtitles 2018, content CC BY-SA 4.0, so this file is shared under CC BY-SA 4.0): the ${WORDS_KEPT.toLocaleString('en')} most frequent words of each list, folded (lower case, no accents)`,
  sha256: Object.fromEntries(Object.values(WORD_LISTS).map((l) => [l.path, l.sha256])),
  licence: 'CC BY-SA 4.0',
  words,
};
writeFileSync(dataFilePath('language/relative-words.json'), `${JSON.stringify(wordsOut, null, 1)}\n`);
console.log(`wrote ${Object.keys(profiles).length} profiles and the words of ${Object.keys(words).join(', ')}`);
