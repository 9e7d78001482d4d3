import type { CorpusOption } from './corpus.js';
import { queryVocabulary } from './vocabulary.js';

/**
 * Lexical coverage for the relevance score (model "skill_relevance_v1"): how much of the
 * query's meaning an option's text covers. Every query word weighs its inverse document
 * frequency in the corpus, so a rare word ("fillable", "429") matters more than a common
 * one ("use"), and a word the corpus never uses ("Philips", "Postgres") weighs most: an
 * option that cannot cover it cannot be what the query asks for. A word covered only
 * through an expansion (data/skills/vocabulary/query-vocabulary.json) counts ALT_FACTOR.
 */

/** Field weights: the title and tags say what an option is for, the summary supports. */
const FIELD_WEIGHT = { title: 1, tags: 1, best_for: 0.9, summary: 0.6 } as const;
const ALT_FACTOR = 0.8;
/** Word forms match when one is the other plus at most this many letters ("creat", "create"). */
const MAX_SUFFIX = 3;
const MIN_PREFIX = 4;
/** Long words also match on a shared stem this long ("vulnerable", "vulnerability"). */
const MIN_SHARED_STEM = 7;

/** A light suffix stripper: enough for "tests"/"testing"/"tested" and "wrapping"/"wrap". */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  const last = w[w.length - 1];
  return last !== undefined && last === w[w.length - 2] && !'lsz'.includes(last) ? w.slice(0, -1) : w;
}

/** Content words of a text, stemmed: letters and digits only, no stop words, no single letters. */
export function contentTerms(text: string): string[] {
  const stop = queryVocabulary().stopWords;
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => (w.length > 1 || /\d/.test(w)) && !stop.has(w)).map(stem);
}

export interface OptionProfile {
  fields: Array<{ terms: ReadonlySet<string>; weight: number }>;
}

const keyWords = (keys: readonly string[]) => keys.map((key) => key.replace(/_/g, ' ')).join(' ');

export function optionProfile({ option, tasks, artifacts, tags }: CorpusOption): OptionProfile {
  const field = (text: string, weight: number) => ({ terms: new Set(contentTerms(text)), weight });
  return {
    fields: [
      field(option.title, FIELD_WEIGHT.title),
      field(`${tags.join(' ')} ${keyWords(tasks)} ${keyWords(artifacts)}`, FIELD_WEIGHT.tags),
      field(option.best_for.join(' '), FIELD_WEIGHT.best_for),
      field(option.summary, FIELD_WEIGHT.summary),
    ],
  };
}

export interface CorpusStats {
  documents: number;
  documentFrequency: ReadonlyMap<string, number>;
}

export function corpusStats(profiles: readonly OptionProfile[]): CorpusStats {
  const df = new Map<string, number>();
  for (const p of profiles) {
    const all = new Set(p.fields.flatMap((f) => [...f.terms]));
    for (const t of all) df.set(t, (df.get(t) ?? 0) + 1);
  }
  return { documents: profiles.length, documentFrequency: df };
}

const idf = (stats: CorpusStats, term: string) => Math.log((stats.documents + 1) / ((stats.documentFrequency.get(term) ?? 0) + 0.5));

export interface QueryUnit {
  term: string;
  weight: number;
  /** Phrases (stemmed words) an expansion says this word may mean; one counts when all its words are in a field. */
  alternatives: ReadonlyArray<readonly string[]>;
}

export interface QueryProfile {
  units: QueryUnit[];
  /** Words added by expansions, for the response. */
  expanded: string[];
  /** Words the query negates ("no browser", "without installing"): options about them fit less. */
  negated: string[];
}

/**
 * Quoted text ('be the change...', "unknown field") is what the query is about, not what it
 * asks for: it is left out of the words that must be covered. Only a quote that opens after a
 * space and closes before a space or punctuation counts, so apostrophes stay words.
 */
const QUOTED = /(^|\s)["'“‘]([^"'”’\n]{3,300})["'”’](?=\s|$|[.,;:!?)])/g;
const withoutQuotes = (text: string) => text.replace(QUOTED, '$1 ');

/** Words that rule out what follows as a constraint ("no browser", "without docker"); "not" usually states a fact instead. */
const NEGATORS = new Set(['no', 'without', 'avoid']);

/** After these, "no" states a lack ("your service has no endpoint for X"), not a constraint. */
const STATING = new Set(['has', 'have', 'had', 'is', 'are', 'there', 'got', 'with']);
const ARTICLES = new Set(['a', 'an', 'the', 'any']);

/** The word a negator rules out ("no browser", "without a browser" -> browser), stemmed. */
function negatedTerms(words: readonly string[]): string[] {
  const out: string[] = [];
  words.forEach((w, k) => {
    if (!NEGATORS.has(w) || (w === 'no' && STATING.has(words[k - 1] ?? ''))) return;
    const next = ARTICLES.has(words[k + 1] ?? '') ? words[k + 2] : words[k + 1];
    if (next !== undefined) out.push(...contentTerms(next));
  });
  return out;
}

const containsPhrase = (words: readonly string[], present: ReadonlySet<string>, phrase: readonly string[]) => {
  if (!phrase.every((w) => present.has(w))) return false;
  for (let i = 0; i + phrase.length <= words.length; i += 1) if (phrase.every((p, k) => words[i + k] === p)) return true;
  return false;
};

/**
 * The query's words with their weights, and for each the words an expansion adds when the
 * query contains one of its phrases ("back off" -> retry, rate limit): every word of the
 * matched phrase may then be covered by any added word.
 */
export function queryProfile(query: string, stats: CorpusStats): QueryProfile {
  const asked = withoutQuotes(query);
  const rawWords = asked.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const present = new Set(rawWords);
  const negated = negatedTerms(rawWords);
  const terms = [...new Set(contentTerms(asked))].filter((t) => !negated.includes(t));
  const alternatives = new Map<string, Array<readonly string[]>>(terms.map((t) => [t, []]));
  const expanded = new Set<string>();
  for (const group of queryVocabulary().expansions) {
    const hits = group.phrases.filter((phrase) => containsPhrase(rawWords, present, phrase.toLowerCase().match(/[a-z0-9]+/g) ?? []));
    if (hits.length === 0) continue;
    const added = group.add.map(contentTerms).filter((words) => words.length > 0);
    group.add.forEach((a) => expanded.add(a));
    for (const t of new Set(hits.flatMap(contentTerms))) alternatives.get(t)?.push(...added);
  }
  return {
    units: terms.map((term) => ({ term, weight: idf(stats, term), alternatives: alternatives.get(term) ?? [] })),
    expanded: [...expanded],
    negated,
  };
}

const sharedPrefix = (a: string, b: string) => {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k += 1;
  return k;
};

/** Same word, one the other plus a short suffix ("creat"/"create"), or long words on a shared stem ("vulnerable"/"vulnerability"). */
function hasForm(terms: ReadonlySet<string>, term: string): boolean {
  if (terms.has(term)) return true;
  if (term.length < MIN_PREFIX) return false;
  for (const t of terms) {
    if (t.length < MIN_PREFIX) continue;
    const shared = sharedPrefix(t, term);
    if (shared === Math.min(t.length, term.length) && Math.abs(t.length - term.length) <= MAX_SUFFIX) return true;
    if (shared >= MIN_SHARED_STEM) return true;
  }
  return false;
}

export interface Coverage {
  value: number;
  matched: string[];
}

export function lexicalCoverage(query: QueryProfile, option: OptionProfile): Coverage {
  let total = 0;
  let covered = 0;
  const matched: string[] = [];
  for (const unit of query.units) {
    total += unit.weight;
    let best = 0;
    for (const field of option.fields) {
      if (hasForm(field.terms, unit.term)) best = Math.max(best, field.weight);
      else if (unit.alternatives.some((phrase) => phrase.every((a) => hasForm(field.terms, a)))) best = Math.max(best, field.weight * ALT_FACTOR);
    }
    if (best > 0) matched.push(unit.term);
    covered += unit.weight * best;
  }
  return { value: total === 0 ? 0 : covered / total, matched };
}

/** Whether an option's title or tags name a word the query negates. */
export function namesNegated(query: QueryProfile, option: OptionProfile): boolean {
  const [title, tags] = option.fields;
  return query.negated.some((t) => (title ? hasForm(title.terms, t) : false) || (tags ? hasForm(tags.terms, t) : false));
}
