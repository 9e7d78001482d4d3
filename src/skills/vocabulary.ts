import { dataFilePath } from '../data-paths.js';
import {
  FunctionWordsFile,
  QueryVocabularyFile,
  TranslationsFile,
  WordListFile,
  type SkillArtifactName,
  type SkillConstraintName,
  type SkillSourceName,
  type SkillTaskName,
} from '../contracts/skills.js';
import { readDataFile } from '../data-file.js';
import { fold } from './fold.js';

/**
 * The query vocabulary (data/skills/vocabulary/query-vocabulary.json): phrases that signal
 * each task, artifact and constraint of the closed vocabularies in the contracts, stop
 * words, and expansions (a phrase that means other words: "back off" means retry, "tools
 * Claude can call" means an MCP server). Read and validated once on first use.
 */
export interface QueryVocabulary {
  stopWords: ReadonlySet<string>;
  tasks: Record<SkillTaskName, readonly string[]>;
  genericTasks: ReadonlySet<SkillTaskName>;
  artifacts: Record<SkillArtifactName, readonly string[]>;
  artifactExclusions: Partial<Record<SkillArtifactName, readonly string[]>>;
  constraints: Record<SkillConstraintName, readonly string[]>;
  /** Support verbs that name no action of their own ("do", "get", "approach"). */
  lightVerbs: ReadonlySet<string>;
  /** Verb -> particle -> the one verb the pair means ("get ... back" is "recover"). */
  particleVerbs: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Words that name the kind of answer wanted ("skill", "tool", "ready-made"), not its subject. */
  answerWords: ReadonlySet<string>;
  /** Words and names of another program or a program's feature or setting ("macro", "libreoffice", "google sheets"), as written. */
  programFeatureWords: ReadonlySet<string>;
  /** Each phrase as its words (lower case, letters and digits). */
  expansions: ReadonlyArray<{ phrases: ReadonlyArray<readonly string[]>; add: readonly string[] }>;
}

const wordsOf = (phrase: string): string[] => phrase.toLowerCase().match(/[a-z0-9]+/g) ?? [];

export const QUERY_VOCABULARY_PATH = dataFilePath('skills/vocabulary/query-vocabulary.json');

let loaded: QueryVocabulary | undefined;

export function queryVocabulary(): QueryVocabulary {
  if (loaded) return loaded;
  const file = readDataFile(QUERY_VOCABULARY_PATH, QueryVocabularyFile);
  loaded = {
    stopWords: new Set(file.stop_words),
    tasks: file.tasks,
    genericTasks: new Set(file.generic_tasks),
    artifacts: file.artifacts,
    artifactExclusions: file.artifact_exclusions,
    constraints: file.constraints,
    lightVerbs: new Set(file.light_verbs),
    particleVerbs: file.particle_verbs,
    answerWords: new Set(file.answer_words),
    programFeatureWords: new Set(file.program_feature_words),
    expansions: file.expansions.map((group) => ({ phrases: group.phrases.map(wordsOf), add: group.add })),
  };
  return loaded;
}

export const COMMON_WORDS_PATH = dataFilePath('skills/vocabulary/common-english.json');

let common: ReadonlySet<string> | undefined;

/**
 * The 1,000 most frequent English words (data/skills/vocabulary/common-english.json), as given:
 * a word the corpus never uses but everyone writes ("sure", "whole", "thanks") is ordinary
 * language, not the name of something no option covers ("gensim", "Zelle").
 */
export function commonEnglishWords(): ReadonlySet<string> {
  common ??= new Set(readDataFile(COMMON_WORDS_PATH, WordListFile).words);
  return common;
}

export const MODIFIERS_PATH = dataFilePath('skills/vocabulary/english-modifiers.json');

let modifiers: ReadonlySet<string> | undefined;

/**
 * English words used mostly as adjectives or adverbs (data/skills/vocabulary/english-modifiers.json, from
 * WordNet's sense counts): "methodical", "instead", "sane" say how or in what way, not what a query is about.
 */
export function englishModifiers(): ReadonlySet<string> {
  modifiers ??= new Set(readDataFile(MODIFIERS_PATH, WordListFile).words);
  return modifiers;
}

export const CIRCUMSTANCES_PATH = dataFilePath('skills/vocabulary/english-circumstances.json');

let circumstances: ReadonlySet<string> | undefined;

/**
 * English nouns that name a time or a place (data/skills/vocabulary/english-circumstances.json, from WordNet's
 * lexicographer files): "winter", "sunday", "tonight", "montreal", "madeira" say when or where a case happens.
 */
export function englishCircumstances(): ReadonlySet<string> {
  circumstances ??= new Set(readDataFile(CIRCUMSTANCES_PATH, WordListFile).words);
  return circumstances;
}

export const TRANSLATIONS_PATH = dataFilePath('skills/vocabulary/translations.json');
export type ReadLanguage = keyof TranslationsFile['languages'];

let translations: TranslationsFile['languages'] | undefined;

/** Per language, folded words and phrases and the English words they read as (data/skills/vocabulary/translations.json). */
export function translationTables(): TranslationsFile['languages'] {
  // Folded on load as query words are, so a key written with its accents or "ß" ("weiß") still matches.
  translations ??= Object.fromEntries(
    Object.entries(readDataFile(TRANSLATIONS_PATH, TranslationsFile).languages).map(([language, table]) => [
      language,
      Object.fromEntries(Object.entries(table).map(([key, english]) => [fold(key), english])),
    ]),
  ) as TranslationsFile['languages'];
  return translations;
}

export const LEXICON_PATH = dataFilePath('skills/vocabulary/lexicon.json');

let lexicons: TranslationsFile['languages'] | undefined;

/**
 * Per language, the English word each of its words reads as when the translation tables do not read it
 * (data/skills/vocabulary/lexicon.json, from the Open Multilingual Wordnet); keys are folded.
 */
export function lexicon(language: ReadLanguage): Readonly<Record<string, string>> {
  lexicons ??= readDataFile(LEXICON_PATH, TranslationsFile).languages;
  return lexicons[language];
}

export const FUNCTION_WORDS_PATH = dataFilePath('skills/vocabulary/function-words.json');

let functionWordSets: Record<ReadLanguage, ReadonlySet<string>> | undefined;

/** Per language, its function words, folded as query words are (data/skills/vocabulary/function-words.json, the stopwords-iso stop lists). */
export function functionWords(language: ReadLanguage): ReadonlySet<string> {
  if (!functionWordSets) {
    const { fr, de, es, it, pt } = readDataFile(FUNCTION_WORDS_PATH, FunctionWordsFile).languages;
    const folded = (words: readonly string[]) => new Set(words.map(fold));
    functionWordSets = { fr: folded(fr), de: folded(de), es: folded(es), it: folded(it), pt: folded(pt) };
  }
  return functionWordSets[language];
}

/**
 * How a constraint shifts the sources: positive favours a source, negative
 * disfavours it. Citation and recency needs are what the search-then-verify
 * recipes are for. offline_only is not a weight: it removes every option that needs
 * a web search (see rank.ts).
 */
export const CONSTRAINT_SOURCE_AFFINITY: Record<SkillConstraintName, Partial<Record<SkillSourceName, number>>> = {
  use_svc_api: { svc_skill_library: 0.35 },
  offline_only: {},
  needs_citations: { web_search_pattern: 0.15 },
  official_sources_only: { web_search_pattern: 0.15 },
  recent_information: { web_search_pattern: 0.15 },
  no_dependency_install: { vendor_labs_skills: -0.1 },
  tight_budget: {},
  existing_skill_preferred: { vendor_labs_skills: 0.2 },
};
