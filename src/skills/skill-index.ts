import MiniSearch from 'minisearch';
import type { SkillSourceName } from '../contracts/skills.js';
import type { CorpusOption } from './corpus.js';
import { limitClauses } from './limits.js';
import { corpusStats, optionProfile, stem, type CorpusStats, type OptionProfile } from './relevance.js';
import { queryVocabulary } from './vocabulary.js';

/** A full-text hit: the corpus option, its BM25 score and the query terms it matched. */
export interface TextHit {
  entry: CorpusOption;
  score: number;
  terms: string[];
}

export interface SkillIndex {
  readonly entries: readonly CorpusOption[];
  /** Per option, the term sets the relevance score reads; and corpus statistics for word weights. */
  readonly profiles: ReadonlyMap<string, OptionProfile>;
  readonly stats: CorpusStats;
  /** Every word (lower case) of the options' titles, best_for lines and tags and of the query vocabulary's phrases: the actions the corpus names. */
  readonly actionWords: ReadonlySet<string>;
  readonly buildMs: number;
  searchText(query: string, sources: readonly SkillSourceName[]): TextHit[];
}

interface IndexedDoc {
  id: string;
  title: string;
  best_for: string;
  tags: string;
  asked_as: string;
  summary: string;
  source: SkillSourceName;
}

/** Lower-case, drop stop words and one-letter noise; keep digits (error codes, "p5"). */
const processTerm = (term: string): string | null => {
  const lower = term.toLowerCase();
  return lower.length < 2 || queryVocabulary().stopWords.has(lower) ? null : lower;
};

/** Vocabulary keys ("word_document") are indexed as words so they match plain queries. */
const keyWords = (keys: readonly string[]) => keys.map((key) => key.replace(/_/g, ' '));

const toDoc = ({ option, tasks, artifacts, tags, askedAs }: CorpusOption): IndexedDoc => ({
  id: option.id,
  title: option.title,
  best_for: option.best_for.join(' | '),
  tags: [...tags, ...keyWords(tasks), ...keyWords(artifacts)].join(' | '),
  asked_as: askedAs.join(' | '),
  summary: option.summary,
  source: option.source,
});

/**
 * Field boosts follow the brief: the title says most about what an option is for,
 * best_for and tags say when to pick it, the summary is supporting text. Fuzzy matching
 * is kept small so typos match without short words matching everything.
 */
const SEARCH_OPTIONS = {
  boost: { title: 3, best_for: 2, tags: 2, asked_as: 1.5, summary: 1 },
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  prefix: (term: string) => term.length >= 4,
  combineWith: 'OR' as const,
};

/** Each word once, at most MAX_QUERY_WORDS: a long query repeating words costs the same as a short one. */
const MAX_QUERY_WORDS = 40;
const distinctWords = (query: string) => [...new Set(query.split(/\s+/))].slice(0, MAX_QUERY_WORDS).join(' ');

const lowerWords = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** What a headline names after these words is not what the option does ("Validate a deal before buying", "without implying booking"). */
const NOT_DONE = /\b(?:without|before|not|no|instead of)\b[^,;:.()]*/gi;

/**
 * What an option names as done: its headline words, less what the headline names after NOT_DONE and
 * less what its limitations rule out in any form ("no booking API": the option is about booking
 * requests, and books nothing).
 */
function doneWords({ option, tags }: CorpusOption): string[] {
  const ruledOut = new Set(limitClauses(option.limitations).flatMap(lowerWords).map(stem));
  return [option.title, ...option.best_for, ...tags].flatMap((text) => lowerWords(text.replace(NOT_DONE, ' '))).filter((word) => !ruledOut.has(stem(word)));
}

/** What the corpus names as done (ask.ts reads an ask's verbs against it): option headlines and the phrases the query vocabulary maps to tasks. */
function actionWordsOf(entries: readonly CorpusOption[]): Set<string> {
  const v = queryVocabulary();
  const phrases = [...Object.values(v.tasks).flat(), ...v.expansions.flatMap((group) => group.phrases.flat())];
  return new Set([...phrases.flatMap(lowerWords), ...entries.flatMap(doneWords)]);
}

export const buildSkillIndex = (entries: readonly CorpusOption[], clock: () => number = performance.now.bind(performance)): SkillIndex => {
  const started = clock();
  const byId = new Map(entries.map((entry) => [entry.option.id, entry]));
  const mini = new MiniSearch<IndexedDoc>({
    fields: ['title', 'best_for', 'tags', 'asked_as', 'summary'],
    storeFields: [],
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  mini.addAll(entries.map(toDoc));
  const profiles = new Map(entries.map((entry) => [entry.option.id, optionProfile(entry)]));
  const stats = corpusStats([...profiles.values()]);
  const actionWords = actionWordsOf(entries);
  const buildMs = clock() - started;

  const searchText = (query: string, sources: readonly SkillSourceName[]): TextHit[] =>
    mini
      .search(distinctWords(query), {
        filter: (result) => {
          const entry = byId.get(String(result.id));
          return entry !== undefined && sources.includes(entry.option.source);
        },
      })
      .flatMap((result) => {
        const entry = byId.get(String(result.id));
        return entry ? [{ entry, score: result.score, terms: result.queryTerms }] : [];
      });

  return { entries, profiles, stats, actionWords, buildMs, searchText };
};
