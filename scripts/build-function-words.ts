import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Writes data/skills/vocabulary/function-words.json: the stop lists (function words: articles,
 * pronouns, prepositions, conjunctions, auxiliary and modal verb forms, degree adverbs) of French,
 * German, Spanish, Italian and Portuguese from stopwords-iso 1.1.0 (MIT; npm stopwords-iso, a union
 * of published stop lists that holds the Snowball ones). Skill search reads an untranslated word of a
 * foreign query as grammar only when it is on its language's list (src/skills/languages.ts).
 * Usage: npx tsx scripts/build-function-words.ts <stopwords-iso.json of the stopwords-iso package>
 */
const [path] = process.argv.slice(2);
if (!path) throw new Error('usage: build-function-words.ts <stopwords-iso.json>');
const text = readFileSync(path, 'utf8');
const lists = JSON.parse(text) as Record<string, string[]>;
const LANGUAGES = ['fr', 'de', 'es', 'it', 'pt'] as const;
const out = {
  source: `stopwords-iso 1.1.0 (npm stopwords-iso, github.com/stopwords-iso/stopwords-iso, MIT), stopwords-iso.json sha256 ${createHash('sha256').update(text).digest('hex')}: the lists of fr, de, es, it and pt; built by scripts/build-function-words.ts`,
  languages: Object.fromEntries(LANGUAGES.map((code) => [code, [...new Set(lists[code] ?? [])].filter((word) => word !== '').sort()])),
};
writeFileSync(resolve('data/skills/vocabulary/function-words.json'), `${JSON.stringify(out)}\n`);
console.log(LANGUAGES.map((code) => `${code} ${out.languages[code]?.length ?? 0}`).join(', '));
