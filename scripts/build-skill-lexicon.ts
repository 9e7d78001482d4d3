import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fold } from '../src/skills/fold.js';
import { frequencyRank } from '../src/travel/geo/cues.js';

/**
 * Writes data/skills/vocabulary/lexicon.json: per language (fr, de, es, it, pt), the English word each
 * of its single-word lemmas reads as, from the Open Multilingual Wordnet (omwn/omw-data): the lemmas
 * its wordnets and its Wiktionary-derived lists attach to Princeton WordNet 3.0 synsets, and the
 * English lemmas of those synsets (WordNet 3.0 as packaged by Debian, wordnet-base 1:3.0-37). Of the
 * English single words of a lemma's synsets, the one found in most of them is its reading (the
 * sense the lemma's entries agree on); ties go to an everyday English word (among the 10,000 most
 * frequent), then to a cognate (the same first letters), then to the word a synset names first (its
 * usual name), then to the more frequent English word. Skill search
 * reads a word of a query in another language that its own tables do not read by this
 * (src/skills/languages.ts). Usage:
 *   npx tsx scripts/build-skill-lexicon.ts <WordNet 3.0 dict folder> <folder of the omw-data .tab files>
 */
const [wordnetPath, omwPath] = process.argv.slice(2);
if (!wordnetPath || !omwPath) throw new Error('usage: build-skill-lexicon.ts <wordnet 3.0 dict folder> <omw tab folder>');
const FILES: Record<string, readonly string[]> = {
  fr: ['wn-wikt-fra.tab', 'wn-data-fra.tab'],
  de: ['wn-wikt-deu.tab'],
  es: ['wn-wikt-spa.tab'],
  it: ['wn-wikt-ita.tab', 'wn-data-ita.tab'],
  pt: ['wn-wikt-por.tab', 'wn-data-por.tab'],
};
const hashes: string[] = [];
const read = (path: string) => {
  const text = readFileSync(path, 'utf8');
  hashes.push(`${path.split('/').pop()} ${createHash('sha256').update(text).digest('hex')}`);
  return text;
};

/** English single-word lemmas of each synset ("00001740-n"), satellites filed under "a" as the omw files do. */
const english = new Map<string, string[]>();
for (const part of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of read(join(wordnetPath, `data.${part}`)).split('\n')) {
    if (line.startsWith(' ') || line.trim() === '') continue;
    const fields = line.split(' ');
    const [offset, , type] = fields;
    const count = Number.parseInt(fields[3] ?? '0', 16);
    const lemmas = Array.from({ length: count }, (_, k) => (fields[4 + 2 * k] ?? '').replace(/\(.*\)$/, '').toLowerCase());
    english.set(
      `${offset}-${type === 's' ? 'a' : type}`,
      lemmas.filter((lemma) => /^[a-z]{2,}$/.test(lemma)),
    );
  }
}

/** An English word sharing this many first letters with the lemma is its cognate ("contratto"/"contract", "Wetter"/"weather" shares too few). */
const MIN_COGNATE = 4;
const sharedPrefix = (a: string, b: string) => {
  let k = 0;
  while (k < a.length && a[k] === b[k]) k += 1;
  return k;
};
const rank = (word: string) => frequencyRank(word, 'en') ?? Number.MAX_SAFE_INTEGER;
const common = (word: string) => (frequencyRank(word, 'en') === undefined ? 0 : 1);
const languages: Record<string, Record<string, string>> = {};
for (const [language, files] of Object.entries(FILES)) {
  const synsets = new Map<string, Set<string>>();
  for (const file of files) {
    for (const line of read(join(omwPath, file)).split('\n')) {
      const [synset, kind, lemma] = line.split('\t');
      if (synset === undefined || lemma === undefined || !kind?.endsWith('lemma') || !/^\p{L}{2,}$/u.test(lemma)) continue;
      const folded = fold(lemma);
      synsets.set(folded, (synsets.get(folded) ?? new Set()).add(synset.replace(/-s$/, '-a')));
    }
  }
  const table: Record<string, string> = {};
  for (const [lemma, ids] of [...synsets].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const votes = new Map<string, { count: number; place: number }>();
    for (const id of ids)
      (english.get(id) ?? []).forEach((word, place) => {
        const vote = votes.get(word);
        votes.set(word, { count: (vote?.count ?? 0) + 1, place: Math.min(vote?.place ?? place, place) });
      });
    const cognate = (word: string) => (sharedPrefix(word, lemma) >= MIN_COGNATE ? 1 : 0);
    const [best] = [...votes].sort(
      ([a, va], [b, vb]) =>
        vb.count - va.count || common(b) - common(a) || cognate(b) - cognate(a) || va.place - vb.place || rank(a) - rank(b) || (a < b ? -1 : 1),
    );
    if (best && best[0] !== lemma) table[lemma] = best[0];
  }
  languages[language] = table;
}
const out = {
  note: `Open Multilingual Wordnet data (github.com/omwn/omw-data, commit f75be19ec590da12a7a5665e361690b5badb7a25 of 2026-01-31): Wiktionary-derived lists (CC BY-SA 3.0) for all five languages, WOLF (CeCILL-C) for French, MultiWordNet (CC BY 3.0) for Italian, OpenWN-PT (CC BY-SA) for Portuguese; English lemmas from Princeton WordNet 3.0 (WordNet licence) as packaged by Debian wordnet-base 1:3.0-37. Files and their sha256: ${hashes.join(', ')}. Built by scripts/build-skill-lexicon.ts.`,
  languages,
};
writeFileSync(resolve('data/skills/vocabulary/lexicon.json'), `${JSON.stringify(out)}\n`);
console.log(
  Object.entries(languages)
    .map(([language, table]) => `${language} ${Object.keys(table).length}`)
    .join(', '),
);
