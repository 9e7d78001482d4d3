/**
 * Builds data/language/ngrams.json, the n-gram table of the request language identifier
 * (src/text/language-identifier.ts), from the `eld` package's extra-small table (60 languages,
 * Apache-2.0): its n-gram scores, its byte-to-character table and the average score of a correct
 * detection per language. The package's JavaScript literal costs some 90 MB of memory to parse;
 * the same figures as one JSON document cost a few. Pinned: eld 2.1.0, each input checked
 * against its SHA-256 before it is read.
 * Usage: npx tsx scripts/build-language-ngrams.ts <eld package folder>   (e.g. node_modules/eld with eld@2.1.0 installed)
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataFilePath } from '../src/data-paths.js';

const VERSION = '2.1.0';
const INPUTS = {
  'src/ngrams/extrasmall.js': 'c22f3e0f0d4ceec504fe75c24ac9cbe415cd8428354c139dd2e11d9e2f8acc2d',
  'src/dictionary.js': '7453855ddc69332ead16521f1f3d12d4d9c902224fc02d91b1c579ca105a97f0',
  'src/avgScore.js': '716ef835f94bfcd757c1392fb8ddbd4f48842ae8c4f9be76b06e8310c5607d83',
} as const;

const dir = process.argv[2];
if (!dir) throw new Error('usage: npx tsx scripts/build-language-ngrams.ts <eld package folder>');
const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
if (version !== VERSION) throw new Error(`eld ${version} found; this table is built from eld ${VERSION}`);
for (const [file, sum] of Object.entries(INPUTS)) {
  const actual = createHash('sha256')
    .update(readFileSync(join(dir, file)))
    .digest('hex');
  if (actual !== sum) throw new Error(`${file}: SHA-256 ${actual}, expected ${sum}`);
}
const load = async <T>(file: string): Promise<T> => (await import(pathToFileURL(resolve(dir, file)).href)) as T;
const { ngramsData } = await load<{ ngramsData: { type: string; languages: Record<string, string>; ngrams: Record<string, Record<string, number>> } }>(
  'src/ngrams/extrasmall.js',
);
const { dictionary } = await load<{ dictionary: string[] }>('src/dictionary.js');
const { avgScore } = await load<{ avgScore: Record<string, number> }>('src/avgScore.js');

const languages = Object.keys(ngramsData.languages)
  .map(Number)
  .sort((a, b) => a - b)
  .map((i) => ngramsData.languages[i]!);
if (dictionary.length !== 256 || dictionary.some((c) => c.length !== 1)) throw new Error('the byte table must map 256 bytes to one character each');
const lines: string[] = [];
for (const [gram, scores] of Object.entries(ngramsData.ngrams)) {
  if (/[\t\n]/.test(gram)) throw new Error(`n-gram ${JSON.stringify(gram)} holds a tab or a line break`);
  const pairs = Object.entries(scores).map(([lang, score]) => {
    if (!Number.isInteger(score) || score < 0 || score > 255) throw new Error(`score ${score} of ${JSON.stringify(gram)} is not a byte`);
    return `${lang}:${score}`;
  });
  lines.push(`${gram}\t${pairs.join(',')}`);
}
const table = {
  source: `eld ${VERSION} (npm package "eld", Apache-2.0, Nito T.M., https://github.com/nitotm/efficient-language-detector-js): table ${ngramsData.type} of src/ngrams/extrasmall.js, src/dictionary.js, src/avgScore.js`,
  sha256: INPUTS,
  languages,
  average_score: languages.map((code) => {
    const score = avgScore[code];
    if (score === undefined) throw new Error(`no average score for ${code}`);
    return score;
  }),
  byte_chars: dictionary.join(''),
  ngrams: lines.join('\n'),
};
writeFileSync(dataFilePath('language/ngrams.json'), `${JSON.stringify(table)}\n`);
console.log(`${lines.length} n-grams, ${languages.length} languages`);
