import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Writes data/skills/vocabulary/english-verbs.json: the English words that can be verbs, read from
 * the Hunspell en_US dictionary of SCOWL as packaged by wooorm/dictionaries (dictionary-en 4.0.0,
 * MIT AND BSD): a stem whose affix flags include G (the -ing suffix) is a verb. Skill search reads
 * an ask's verb with it (src/skills/ask.ts). Verbs whose -ing form the dictionary lists as a word of
 * its own ("write"/"writing", "run"/"running", "take"/"taking") count too. Usage: npx tsx scripts/build-english-verbs.ts <index.dic>
 */
const [dicPath] = process.argv.slice(2);
if (!dicPath) throw new Error('usage: build-english-verbs.ts <path of dictionary-en index.dic>');
const dic = readFileSync(dicPath, 'utf8');
const entries = dic
  .split('\n')
  .slice(1)
  .map((line) => line.split('/'))
  .flatMap(([word, flags]) => (word !== undefined && /^[a-z]{2,}$/.test(word) ? [{ word, flags: flags ?? '' }] : []));
const words = new Set(entries.map((entry) => entry.word));
const ingForms = (word: string) => [`${word}ing`, `${word.slice(0, -1)}ing`, `${word}${word.slice(-1)}ing`];
const verbs = entries
  .filter(({ word, flags }) => flags.includes('G') || ingForms(word).some((form) => form !== word && words.has(form)))
  .map(({ word }) => word);
const out = {
  source: `Hunspell en_US dictionary (SCOWL 2020.12.07) as packaged in dictionary-en 4.0.0 by wooorm (github.com/wooorm/dictionaries, MIT AND BSD), index.dic sha256 ${createHash('sha256').update(dic).digest('hex')}: every lower-case stem whose affix flags include G (takes -ing) or whose -ing form is listed, so can be a verb; built by scripts/build-english-verbs.ts`,
  words: [...new Set(verbs)].sort(),
};
writeFileSync(resolve('data/skills/vocabulary/english-verbs.json'), `${JSON.stringify(out)}\n`);
console.log(`${out.words.length} verbs written`);
