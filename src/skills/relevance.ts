import type { CorpusOption } from './corpus.js';
import { actionForms, type QueryAsk } from './ask.js';
import { caseDetailWords, dateWords, readHolidays } from './case-details.js';
import { documentIdsRead } from './document-ids.js';
import { limitClauses } from './limits.js';
import { readNamedThings, type NamedReading } from './named-things.js';
import { commonEnglishWords, englishModifiers, queryVocabulary } from './vocabulary.js';

/**
 * Lexical coverage for the relevance score (model "skill_relevance_v1"): how much of the
 * query's meaning an option's text covers. Every query word weighs its inverse document
 * frequency in the corpus, so a rare word ("fillable", "429") matters more than a common
 * one ("use"), and a word the corpus never uses ("Philips", "Postgres") weighs most: an
 * option that cannot cover it cannot be what the query asks for. A word covered only
 * through an expansion (data/skills/vocabulary/query-vocabulary.json) counts ALT_FACTOR.
 */

/**
 * Field weights: the title and tags say what an option is for; the words people use for the need
 * (asked_as) say it in theirs, close behind. The summary's first sentence states the option's main
 * purpose and weighs near best_for; the rest of the summary names details (fields, codes, limits)
 * that other needs share, so a query meeting an option only there is an incidental match.
 */
const FIELD_WEIGHT = { title: 1, tags: 1, best_for: 0.9, asked_as: 0.8, summaryLead: 0.6, summaryRest: 0.4 } as const;
/** The summary's first sentence: up to the first full stop or colon followed by a space. */
const leadSentence = (summary: string) => summary.split(/(?<=[.:])\s/)[0] ?? summary;
const ALT_FACTOR = 0.8;
/**
 * A word of a phrase of several words an expansion reads ("open on" means opening hours) counts this share where an option
 * names the word but not what the phrase means ("open source"): the option shares the word in another sense.
 */
const OTHER_SENSE_SHARE = 0.8;
/** Word forms match when one is the other plus at most this many letters ("creat", "create"). */
const MAX_SUFFIX = 3;
const MIN_PREFIX = 4;
/** Long words also match on a shared stem this long ("vulnerable", "vulnerability"). */
const MIN_SHARED_STEM = 7;

/** A light suffix stripper: enough for "tests"/"testing"/"tested", "wrapping"/"wrap" and "verified"/"verify". */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (/ie[sd]$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  const last = w[w.length - 1];
  return last !== undefined && last === w[w.length - 2] && !'lsz'.includes(last) ? w.slice(0, -1) : w;
}

/**
 * A JavaScript library's name ("Next.js", "p5.js") is one word: split, its first part reads as
 * an English word ("next") and meets options that have nothing to do with the library.
 */
const JS_NAME = /([a-z0-9])\.js\b/g;

/**
 * A field or value name written in snake case ("no_match", "poll_url"): its words, and the name as one word, which only the
 * options that document that very name share.
 */
const IDENTIFIER = /\b[a-z0-9]+(?:_[a-z0-9]+)+\b/g;

/**
 * English contractions, read as the word they shorten: "don't" is "do" and "we're" is "we", so
 * their halves ("don", "re") do not stand as words no option uses.
 */
const CONTRACTION = /\b(?:(can)'t|(wo)n't|([a-z]+)n't|([a-z]+)'(?:re|ve|ll|d|m))\b/g;
const expandContractions = (text: string) =>
  text.replace(/’/g, "'").replace(CONTRACTION, (_all, can?: string, wo?: string, not?: string, rest?: string) => can ?? (wo ? 'will' : (not ?? rest ?? '')));

/** Content words of a text, stemmed: letters and digits only, no stop words (as written or stemmed: "wants"), no single letters. */
export function contentTerms(text: string): string[] {
  const stop = queryVocabulary().stopWords;
  return (
    expandContractions(text.toLowerCase())
      .replace(JS_NAME, '$1js')
      .replace(IDENTIFIER, (name: string) => `${name.replace(/_/g, ' ')} ${name.replace(/_/g, '')}`)
      .match(/[a-z0-9]+/g) ?? []
  )
    .filter((w) => (w.length > 1 || /\d/.test(w)) && !stop.has(w))
    .map(stem)
    .filter((t) => !stop.has(t));
}

export interface OptionProfile {
  /** Every word of the option with the weight of the best field it appears in. */
  weights: ReadonlyMap<string, number>;
  /** Words of the title and tags: what the option is about. */
  headline: ReadonlySet<string>;
  /**
   * Words its limitations rule out ("no live fares") that its title and best_for do not name: the
   * option's other fields may mention them (a tag "fare"), but it does not do them, so they cover
   * no query word.
   */
  ruledOut: ReadonlySet<string>;
}

const keyWords = (keys: readonly string[]) => keys.map((key) => key.replace(/_/g, ' ')).join(' ');

export function optionProfile({ option, tasks, artifacts, tags, askedAs }: CorpusOption): OptionProfile {
  const fields: Array<[string, number]> = [
    [option.title, FIELD_WEIGHT.title],
    [`${tags.join(' ')} ${keyWords(tasks)} ${keyWords(artifacts)}`, FIELD_WEIGHT.tags],
    [option.best_for.join(' '), FIELD_WEIGHT.best_for],
    [askedAs.join(' '), FIELD_WEIGHT.asked_as],
    [leadSentence(option.summary), FIELD_WEIGHT.summaryLead],
    [option.summary, FIELD_WEIGHT.summaryRest],
  ];
  const weights = new Map<string, number>();
  for (const [text, weight] of fields) for (const t of contentTerms(text)) weights.set(t, Math.max(weights.get(t) ?? 0, weight));
  const purpose = new Set(contentTerms([option.title, ...option.best_for].join(' ')));
  const ruledOut = new Set(
    limitClauses(option.limitations)
      .flatMap(contentTerms)
      .filter((t) => !purpose.has(t)),
  );
  return { weights, headline: new Set(contentTerms(`${option.title} ${tags.join(' ')}`)), ruledOut };
}

export interface CorpusStats {
  documents: number;
  documentFrequency: ReadonlyMap<string, number>;
  /** Corpus words by their first MIN_PREFIX letters, to find a query word's forms without a scan. */
  byPrefix: ReadonlyMap<string, readonly string[]>;
}

export function corpusStats(profiles: readonly OptionProfile[]): CorpusStats {
  const df = new Map<string, number>();
  for (const p of profiles) for (const t of p.weights.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const byPrefix = new Map<string, string[]>();
  for (const t of df.keys()) {
    if (t.length < MIN_PREFIX) continue;
    const key = t.slice(0, MIN_PREFIX);
    byPrefix.set(key, [...(byPrefix.get(key) ?? []), t]);
  }
  return { documents: profiles.length, documentFrequency: df, byPrefix };
}

const idf = (stats: CorpusStats, term: string) => Math.log((stats.documents + 1) / ((stats.documentFrequency.get(term) ?? 0) + 0.5));

/**
 * A word of ordinary English the corpus never uses ("sure", "whole", "thanks") weighs as a word
 * found in this share of the options: it says little about which option answers, where an
 * unknown name ("gensim", "Zelle") still weighs most.
 */
const ORDINARY_WORD_SHARE = 0.1;

let ordinaryStems: ReadonlySet<string> | undefined;
const ordinaryStem = (term: string) => {
  ordinaryStems ??= new Set([...commonEnglishWords()].map(stem));
  return ordinaryStems.has(term);
};

const ordinaryWeight = (stats: CorpusStats) => Math.log((stats.documents + 1) / (stats.documents * ORDINARY_WORD_SHARE + 0.5));

let modifierStems: ReadonlySet<string> | undefined;
const modifierStem = (term: string) => {
  modifierStems ??= new Set([...englishModifiers()].map(stem));
  return modifierStems.has(term);
};

/**
 * Words that say how or in what way rather than what: support verbs ("make", "start", "know"),
 * which weigh at most as an ordinary word even where an option happens to use them seldom, and
 * adjectives and adverbs the corpus never uses ("methodical", "instead", "properly"), which weigh
 * as one: a need is named by its nouns and verbs, and an option need not repeat how it is qualified.
 */
const supportWord = (term: string, stats: CorpusStats) => lightVerbForm(term) || (!stats.documentFrequency.has(term) && modifierStem(term));

let lightVerbStems: ReadonlySet<string> | undefined;

/**
 * A light verb in any of its forms, stemmed as query words are: the stemmer leaves some as written ("going" in "is he going
 * to be ok", "doing", "using"), which would otherwise weigh as content words.
 */
function lightVerbForm(term: string): boolean {
  lightVerbStems ??= new Set([...queryVocabulary().lightVerbs].flatMap((verb) => actionForms(verb).filter((form) => /(?:s|ed|ing)$/.test(form))).map(stem));
  return queryVocabulary().lightVerbs.has(term) || lightVerbStems.has(term);
}

function termWeight(stats: CorpusStats, term: string, incidental: ReadonlySet<string>): number {
  if (supportWord(term, stats)) return Math.min(idf(stats, term), ordinaryWeight(stats));
  if (stats.documentFrequency.has(term) || !(ordinaryStem(term) || incidental.has(term))) return idf(stats, term);
  return ordinaryWeight(stats);
}

/** The words of a text that say which case it is about (case-details.ts), as content terms. */
function caseDetailTerms(text: string, language: string, stats: CorpusStats): Set<string> {
  const known = (token: string) => contentTerms(token).some((term) => stats.documentFrequency.has(term));
  return new Set(caseDetailWords(text, language, known).flatMap(contentTerms));
}

const sharedPrefix = (a: string, b: string) => {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k += 1;
  return k;
};

/**
 * English endings a word form may add to its stem ("creat"/"create", "deploy"/"deployer"): an
 * ending outside these makes another word, not a form ("need"/"needle", "list"/"listen").
 */
const SUFFIXES = new Set([
  'e',
  's',
  'es',
  'd',
  'ed',
  'er',
  'ers',
  'or',
  'ing',
  'ion',
  'ly',
  'al',
  'y',
  'ic',
  'ive',
  'ity',
  'ty',
  'ize',
  'ise',
  'ous',
  'ment',
  'ant',
  'ent',
  'ure',
]);

/**
 * Endings that turn a word into another word of another class, which on a stem of MIN_PREFIX letters
 * often means something else ("sign"/"signal", "form"/"formal", "edit"/"edition", "pass"/"passive");
 * on such a stem only the other endings make a form ("safe"/"safety", "test"/"tester").
 */
const DERIVING = new Set(['al', 'ic', 'ion', 'ive', 'ous', 'ure', 'ant', 'ent']);
const MIN_DERIVED_STEM = 5;

/** Same word, one the other plus a short English ending ("creat"/"create"), or long words on a shared stem ("vulnerable"/"vulnerability"). */
function sameForm(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < MIN_PREFIX || b.length < MIN_PREFIX) return false;
  const shared = sharedPrefix(a, b);
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const ending = long.slice(short.length);
  const isForm = SUFFIXES.has(ending) && (short.length >= MIN_DERIVED_STEM || !DERIVING.has(ending));
  return (shared === short.length && long.length - short.length <= MAX_SUFFIX && isForm) || shared >= MIN_SHARED_STEM;
}

/** Words this long tolerate one typo (a letter added, dropped, changed or two swapped) after their first two letters. */
const MIN_TYPO_LENGTH = 6;

function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a.slice(0, 2) !== b.slice(0, 2)) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The corpus words that are forms of a query word (the word itself always included), or its spelling with one typo fixed. */
function formsOf(term: string, stats: CorpusStats): string[] {
  const candidates = term.length < MIN_PREFIX ? [] : (stats.byPrefix.get(term.slice(0, MIN_PREFIX)) ?? []);
  const forms = [term, ...candidates.filter((t) => t !== term && sameForm(t, term))];
  if (forms.length > 1 || stats.documentFrequency.has(term) || term.length < MIN_TYPO_LENGTH) return forms;
  return [term, ...[...stats.documentFrequency.keys()].filter((t) => t.length >= MIN_TYPO_LENGTH && oneEditApart(t, term))];
}

export interface QueryUnit {
  term: string;
  weight: number;
  /** The corpus words that are forms of this word. */
  forms: readonly string[];
  /** Phrases an expansion says this word may mean, each word as its corpus forms; one counts when the option has all its words. */
  alternatives: ReadonlyArray<ReadonlyArray<readonly string[]>>;
  /** A detail of the story (see STORY_MISS_SHARE): an option that does not name it loses less. */
  story: boolean;
  /**
   * The word stands in a phrase of several words an expansion reads ("open on"): the phrase fixes its sense, where a single
   * word an expansion reads ("holiday" -> travel) keeps its own sense beside the one added.
   */
  sensed: boolean;
}

export interface QueryProfile {
  units: QueryUnit[];
  /** Actions the ask asks for that no curated option performs (ask.ts): no option can answer it. */
  unserved: readonly string[];
  /** Words added by expansions, for the response. */
  expanded: string[];
  /** Words the query negates ("no browser", "without installing"): options about them fit less. */
  negated: string[];
  /** The query quotes or names an error (a quoted error text, an error code or an error status). */
  errorText: boolean;
  /** Programs and program features the query names (program_feature_words), each as its words: "google sheets" is [google, sheet]. */
  programs: ReadonlyArray<readonly string[]>;
}

/**
 * The query as asked: named things read as their kind (named-things.ts), and quoted text standing
 * as what it is instead of its own words: an error message when it reads as one ("ECONNRESET
 * socket hang up", "Cannot find module"), else an exact text. An error code or status outside
 * quotes ("ECONNRESET", "TypeError", "503 Service Unavailable") says the same; a rate-limit status
 * (429, "too many requests") does not: it asks how to wait, not what an error means. A status after
 * a failure ("failing with 503") is one too. Only a quote that opens after a space and closes before
 * a space or punctuation counts, so apostrophes stay words; double quotes and backticks may hold
 * apostrophes ("Cannot find module 'fs'").
 */
/** errno names and exception classes, case-sensitive: "ECONNRESET", "ENOENT", "TypeError", "NullPointerException". */
const ERROR_CODE = /(?<![A-Za-z])(?:E[A-Z]{3,}|[A-Z][A-Za-z]*(?:Error|Exception))(?![A-Za-z])/u;
const ERROR_WORDS =
  /\b(?:error|exception|failed|failure|cannot|can't|could not|not found|unexpected|undefined|denied|refused|timed? ?out|hang up|unauthorized|forbidden|unavailable|traceback|panic|fatal|segmentation fault|segfault|core dumped|abort(?:ed)?|overflow(?:ed)?|crash(?:ed)?|killed|out of memory)\b/i;
const STATUS_ERROR =
  /\b[45]\d\d (?:unauthorized|forbidden|not found|internal server error|bad gateway|service unavailable|gateway timeout)\b|\b(?:fail(?:s|ed|ing)?|error(?:s|ing)?|crash(?:es|ed|ing)?) (?:with |on )?(?:an? )?(?:http |status )?(?!429)[45]\d\d\b/i;

const readsAsError = (text: string) => ERROR_CODE.test(text) || ERROR_WORDS.test(text);

export function readQuery(text: string): NamedReading {
  const reading = readNamedThings(text, readsAsError);
  const asked = reading.text;
  return { ...reading, text: ERROR_CODE.test(asked) || STATUS_ERROR.test(asked) ? `${asked} error message` : asked };
}

export const withoutQuotes = (text: string): string => readQuery(text).text;

/** The query quotes an error text or names an error code or status (and does not just say "error message" itself). */
export function namesError(query: string): boolean {
  return /\berror message\b/.test(withoutQuotes(query)) && !/\berror message\b/i.test(query);
}

/** Words that rule out what follows as a constraint ("no browser", "without docker"); "not" usually states a fact instead. */
const NEGATORS = new Set(['no', 'without', 'avoid']);

/** "not" before one of these rules out what follows ("not for Windows", "not using Python"); elsewhere it states a fact. */
const SCOPE_PREPOSITIONS = new Set(['for', 'on', 'using', 'with', 'via', 'through', 'in']);

/** After these, "no" states a lack ("your service has no endpoint for X"), not a constraint. */
const STATING = new Set(['has', 'have', 'had', 'is', 'are', 'there', 'got', 'with']);
const ARTICLES = new Set(['a', 'an', 'the', 'any']);

/**
 * A negation reaches this many content words (articles and stop words do not count):
 * "without a human signing up in a browser" rules out the human, the sign-up and the browser.
 */
const NEGATION_REACH = 4;
/** Words that end what a negation rules out ("without a browser but with a key"); punctuation ends it too. */
const CLAUSE_ENDS = new Set(['but', 'and', 'or', 'so', 'then', 'because', 'while', 'that', 'which']);
const PUNCTUATION = /^[,.;:!?]$/;

/** The words a negator rules out ("no browser", "without a human signing up in a browser" -> human, sign, up, browser), stemmed. */
function negatedTerms(text: string): string[] {
  // An identifier such as "no_match" or "not_bookable" is a value's name, not a negation.
  const words = text.toLowerCase().match(/[a-z0-9]+(?:_[a-z0-9]+)+|[a-z0-9]+|[,.;:!?]/g) ?? [];
  const out: string[] = [];
  words.forEach((w, k) => {
    const ruledOut = NEGATORS.has(w) || (w === 'not' && SCOPE_PREPOSITIONS.has(words[k + 1] ?? ''));
    if (!ruledOut || (w === 'no' && STATING.has(words[k - 1] ?? ''))) return;
    let reached = 0;
    for (const next of words.slice(k + 1)) {
      if (CLAUSE_ENDS.has(next) || PUNCTUATION.test(next) || reached === NEGATION_REACH) break;
      if (ARTICLES.has(next)) continue;
      const terms = contentTerms(next);
      out.push(...terms);
      reached += terms.length;
    }
  });
  return out;
}

const containsPhrase = (words: readonly string[], present: ReadonlySet<string>, phrase: readonly string[]) => {
  if (!phrase.every((w) => present.has(w))) return false;
  for (let i = 0; i + phrase.length <= words.length; i += 1) if (phrase.every((p, k) => words[i + k] === p)) return true;
  return false;
};

/** How the query was read before its words are weighed: its ask (ask.ts) and the untranslated words of its language (languages.ts). */
export interface QueryReading {
  ask: QueryAsk;
  /** Function words of a query in another language that the tables do not read: the sentence's grammar. */
  grammar: ReadonlySet<string>;
  /** Other words of a query in another language that the language uses every day: ordinary words, not names. */
  ordinary: ReadonlySet<string>;
  /** The language the query was read from (a code of languages.ts), or null when it was read as written. */
  language: string | null;
  unserved: readonly string[];
}

/**
 * A word said only in the context around the ask weighs this share of its weight: the story says
 * which thing the ask is about, the ask says what is wanted of it. A context word the corpus never
 * uses weighs as an ordinary word (see termWeight) before this share is taken.
 */
const CONTEXT_WEIGHT = 0.5;
/**
 * A detail of the story that an option does not name ("pnpm", "billing", "the 07:40 from Milan")
 * counts against it at this share of its weight: the story says which case the ask is about, and an
 * option that answers the ask need not name every detail of it. A word the option does name counts in
 * full, and the ask's words always do. An option that names no word of the ask answers none of it: it
 * shares only the story ("Word keeps switching my document language ... how do I make English
 * stick?"), so its story misses count in full and a story alone cannot lift it over the match threshold. When the ask points back at the story ("how do I stop it?"),
 * a story word the corpus never uses names the very thing asked about and counts in full: no option
 * covers it.
 */
const STORY_MISS_SHARE = 0.3;
/**
 * A function word of a query's own language that the translation tables do not read ("sur", "noch",
 * "luego") weighs this share of an ordinary word: it is the grammar of the sentence, which says
 * nothing about which option answers, and counted in full it would hold a well-covered query under
 * the match threshold. Any other untranslated everyday word ("Pizza", "bestellen") is content the
 * options do not cover and weighs in full as an ordinary word.
 */
const GRAMMAR_SHARE = 0.25;
const QUESTION_WORDS = new Set(['how', 'what', 'which', 'why', 'where', 'when', 'who']);
/**
 * Pronouns and demonstratives by which an ask points back at what its context named ("is it safe", "this website", "about that
 * model"). "It" as the subject of "is", "'s" or "was" is mostly the empty subject of a judgement ("whether it's worth", "it is
 * possible"), which points at nothing.
 */
const REFERS_BACK = /\b(?:it(?!['’]s\b| is\b| was\b)|them|they|this|these|those)\b|\b(?:about|of|for|with|on|in|at|from|is|are)\s+that\b/i;

let answerTerms: ReadonlySet<string> | undefined;

/**
 * An ask that names nothing but how to go about it ("Where do we start?") or the kind of answer it
 * wants ("Is there a ready-made skill?", "any tool for this?"): its subject is what the rest of the
 * query tells.
 */
export function namesNoSubject(ask: string, stats: CorpusStats): boolean {
  answerTerms ??= new Set([...queryVocabulary().answerWords].flatMap(contentTerms));
  const answer = answerTerms;
  return contentTerms(documentIdsRead(readQuery(ask).text)).every((term) => QUESTION_WORDS.has(term) || supportWord(term, stats) || answer.has(term));
}

/**
 * The query's words with their weights, and for each the words an expansion adds when the
 * query contains one of its phrases ("back off" -> retry, rate limit): every word of the
 * matched phrase may then be covered by any added word. Words outside the ask weigh CONTEXT_WEIGHT.
 */
export function queryProfile(query: string, stats: CorpusStats, read?: QueryReading): QueryProfile {
  const reading = readQuery(query);
  const language = read?.language ?? 'en';
  const idsRead = documentIdsRead(reading.text);
  // A holiday reads as one wherever the query names it, in the ask as in the whole (case-details.ts).
  const asked = readHolidays(idsRead, language);
  const rawWords = asked.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const present = new Set(rawWords);
  const negated = negatedTerms(asked);
  const terms = [...new Set(contentTerms(asked))].filter((t) => !negated.includes(t));
  const alternatives = new Map<string, Array<ReadonlyArray<readonly string[]>>>(terms.map((t) => [t, []]));
  const expanded = new Set<string>();
  const sensed = new Set<string>();
  for (const group of queryVocabulary().expansions) {
    const hits = group.phrases.filter((phrase) => containsPhrase(rawWords, present, phrase));
    if (hits.length === 0) continue;
    const added = group.add.map((phrase) => contentTerms(phrase).map((w) => formsOf(w, stats))).filter((words) => words.length > 0);
    group.add.forEach((a) => expanded.add(a));
    for (const t of new Set(hits.flatMap((words) => contentTerms(words.join(' '))))) alternatives.get(t)?.push(...added);
    for (const t of hits.filter((words) => words.length > 1).flatMap((words) => contentTerms(words.join(' ')))) sensed.add(t);
  }
  const errorText = namesError(query);
  const namesThing = errorText || reading.namesThing || idsRead !== reading.text;
  const askTerms =
    read && read.ask.context.trim() !== '' ? new Set(contentTerms(readHolidays(documentIdsRead(readQuery(read.ask.ask).text), language))) : undefined;
  // An ask that points back at the story ("is it ok to put my newborn in it?"), or that names nothing but how to go
  // about it ("Where do we start?"), takes its object from the story: the context then weighs in full.
  const refersBack = read !== undefined && (REFERS_BACK.test(read.ask.ask) || namesNoSubject(read.ask.ask, stats));
  const inContext = (term: string) => askTerms !== undefined && !askTerms.has(term);
  // A word of the context the corpus never uses is a detail of the story ("neighbour", "monorepo"), not something an option must cover.
  const untranslated = [...(read?.grammar ?? []), ...(read?.ordinary ?? [])].flatMap(contentTerms);
  // A date is a detail of the case wherever it stands ("is it open on Easter Monday?"): an option answers for any day, so it need not name it.
  const dates = new Set(dateWords(asked, language).flatMap(contentTerms));
  const incidental = new Set([...caseDetailTerms(asked, language, stats), ...untranslated, ...terms.filter(inContext)]);
  const grammar = new Set([...(read?.grammar ?? [])].flatMap(contentTerms).filter((t) => !stats.documentFrequency.has(t)));
  const units = terms.map((term) => ({
    term,
    weight: termWeight(stats, term, incidental) * (inContext(term) && !refersBack ? CONTEXT_WEIGHT : 1) * (grammar.has(term) ? GRAMMAR_SHARE : 1),
    forms: formsOf(term, stats),
    alternatives: alternatives.get(term) ?? [],
    sensed: sensed.has(term),
    story: dates.has(term) || (inContext(term) && (!refersBack || stats.documentFrequency.has(term))),
  }));
  // Beside a quoted error or a document id (an advisory, a standard), a word the corpus never uses names where the error or the
  // flaw came from (npm, numpy, lodash): searching the error text or the advisory serves any such
  // software, so those words are not asked to be covered.
  const unknown = (unit: QueryUnit) => unit.forms.length === 1 && !stats.documentFrequency.has(unit.term) && unit.alternatives.length === 0;
  const kept = namesThing ? units.filter((unit) => !unknown(unit)) : units;
  const keptTerms = new Set(kept.map((unit) => unit.term));
  return {
    units: kept,
    unserved: read?.unserved ?? [],
    expanded: [...expanded],
    negated: negated.flatMap((t) => formsOf(t, stats)),
    errorText,
    // A program the query rules out ("without LibreOffice") or names beside an error it quotes is not what it asks about.
    programs: programsNamed(contentTerms(asked)).filter((name) => name.every((term) => keptTerms.has(term))),
  };
}

let programNames: ReadonlyArray<readonly string[]> | undefined;

/** The words of a name stand in a row among `words`: "google sheets" in "a formula in google sheets", not in "google my sheets". */
export const standsInRow = (words: readonly string[], name: readonly string[]): boolean =>
  words.some((_, start) => name.every((term, offset) => words[start + offset] === term));

/** The programs and features the query's words name ("google sheets", "apps script", "macro"). */
function programsNamed(words: readonly string[]): ReadonlyArray<readonly string[]> {
  programNames ??= [...new Map([...queryVocabulary().programFeatureWords].map((name) => [contentTerms(name).join(' '), contentTerms(name)])).values()].filter(
    (terms) => terms.length > 0,
  );
  return programNames.filter((name) => standsInRow(words, name));
}

export interface Coverage {
  value: number;
  matched: string[];
}

/** The weight of the best field in which the option names any of the forms. */
const bestWeight = (option: OptionProfile, forms: readonly string[]) =>
  forms.reduce((best, f) => (option.ruledOut.has(f) ? best : Math.max(best, option.weights.get(f) ?? 0)), 0);

/** How well the option names a unit of the query: the weight of its best field naming the word, or a phrase the word may mean. */
function unitCoverage(option: OptionProfile, unit: QueryUnit): number {
  const best = bestWeight(option, unit.forms);
  const meant = Math.max(0, ...unit.alternatives.map((phrase) => Math.min(...phrase.map((forms) => bestWeight(option, forms)))));
  if (best > 0) return meant > 0 || !unit.sensed ? best : best * OTHER_SENSE_SHARE;
  return meant * ALT_FACTOR;
}

export function lexicalCoverage(query: QueryProfile, option: OptionProfile): Coverage {
  const best = query.units.map((unit) => unitCoverage(option, unit));
  const answersAsk = query.units.some((unit, i) => !unit.story && (best[i] ?? 0) > 0);
  const missShare = answersAsk ? STORY_MISS_SHARE : 1;
  let total = 0;
  let covered = 0;
  const matched: string[] = [];
  query.units.forEach((unit, i) => {
    const b = best[i] ?? 0;
    if (b > 0) matched.push(unit.term);
    total += b === 0 && unit.story ? unit.weight * missShare : unit.weight;
    covered += unit.weight * b;
  });
  return { value: total === 0 ? 0 : covered / total, matched };
}

/** Whether an option's title or tags name a word the query negates. */
export function namesNegated(query: QueryProfile, option: OptionProfile): boolean {
  return query.negated.some((t) => option.headline.has(t));
}
