import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Writes data/skills/vocabulary/english-circumstances.json: the English nouns that name a time or a
 * place, from WordNet 3.0's lexicographer files: a word whose most frequent noun sense is filed under
 * noun.time ("winter", "sunday", "tonight") or noun.location ("montreal", "suburb"), or is a named
 * natural place (an instance filed under noun.object: "madeira", "sicily"), and which is used mostly as
 * a noun (its senses tagged in SemCor, or its senses when none is tagged). Skill search weighs such a
 * word, when no option uses it, as an ordinary word: when and where a case happens says which case it
 * is, not what is asked (src/skills/relevance.ts).
 * Usage: npx tsx scripts/build-english-circumstances.ts <WordNet 3.0 dict folder>
 */
const [dictPath] = process.argv.slice(2);
if (!dictPath) throw new Error('usage: build-english-circumstances.ts <wordnet 3.0 dict folder>');
const PARTS = ['noun', 'verb', 'adj', 'adv'] as const;
const LEX_FILE = { location: 15, object: 17, time: 28 } as const;
const hashes: string[] = [];
const read = (name: string) => {
  const text = readFileSync(join(dictPath, name), 'utf8');
  hashes.push(`${name} ${createHash('sha256').update(text).digest('hex')}`);
  return text;
};
const entries = (text: string) => text.split('\n').filter((line) => !line.startsWith(' ') && line.trim() !== '');

/** Noun synsets by offset: their lexicographer file and whether they are an instance of something (a proper name). */
const nounSynsets = new Map<string, { file: number; instance: boolean }>();
for (const line of entries(read('data.noun'))) {
  const fields = line.split(' | ')[0]?.split(' ') ?? [];
  nounSynsets.set(fields[0] ?? '', { file: Number(fields[1]), instance: fields.includes('@i') });
}

const circumstance = (offset: string) => {
  const synset = nounSynsets.get(offset);
  if (!synset) return false;
  return synset.file === LEX_FILE.time || synset.file === LEX_FILE.location || (synset.file === LEX_FILE.object && synset.instance);
};

/** Per lemma and part of speech: its tagged senses (or senses) and, for nouns, its most frequent sense. */
const uses = new Map<string, { noun: number; other: number; first?: string }>();
for (const part of PARTS) {
  for (const line of entries(read(`index.${part}`))) {
    const fields = line.trim().split(' ');
    const [lemma] = fields;
    if (lemma === undefined || !/^[a-z]{2,}$/.test(lemma)) continue;
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const pointers = Number(fields[3]);
    const count = Number(fields[5 + pointers]) || Number(fields[4 + pointers]) / 100;
    const use = uses.get(lemma) ?? { noun: 0, other: 0 };
    if (part === 'noun') uses.set(lemma, { ...use, noun: count, first: fields[6 + pointers] });
    else uses.set(lemma, { ...use, other: use.other + count });
  }
}

const words = [...uses].filter(([, use]) => use.first !== undefined && use.noun >= use.other && circumstance(use.first)).map(([word]) => word);
const out = {
  source: `Princeton WordNet 3.0 (WordNet licence) as packaged by Debian (wordnet-base 1:3.0-37), ${hashes.join(', ')} (sha256): every lower-case single word used mostly as a noun whose most frequent noun sense is filed under noun.time or noun.location, or is an instance filed under noun.object; built by scripts/build-english-circumstances.ts`,
  words: words.sort(),
};
writeFileSync(resolve('data/skills/vocabulary/english-circumstances.json'), `${JSON.stringify(out)}\n`);
console.log(`${words.length} words written`);
