import { newStemmer } from 'snowball-stemmers';
import { shippedLanguageIdentifier, type LanguageIdentifier } from '../text/language-identifier.js';
import { isWordOf } from '../travel/geo/cues.js';
import { fold, withoutMarks } from './fold.js';
import { commonEnglishWords, englishCircumstances, functionWords, lexicon, translationTables, type ReadLanguage } from './vocabulary.js';

/**
 * A query written in French, German, Spanish, Italian or Portuguese, read in English: the corpus and
 * the query grammar are English, so each word or phrase the translation tables know (the words of
 * asking, and the words of what the options do and are about) stands as its English words, and every
 * other word stays as written. A word of the query's language the tables do not read is grammar
 * when it is one of the language's function words (its stop list, stopwords-iso: articles, pronouns,
 * prepositions, auxiliaries), and ordinary language when the language uses it every day (its 10,000
 * most frequent words): a content word such as "Pizza" or "bestellen", which says what the query is
 * about, not the name of something no option covers. English and other languages pass otherwise
 * unchanged. Every query, in whatever language, loses its accents (see withoutMarks).
 */
export interface EnglishReading {
  text: string;
  /** The language the query was read from, or null when it was read as written. */
  language: ReadLanguage | null;
  /** Words (lower case) of that language left as written that are its function words. */
  grammar: ReadonlySet<string>;
  /** Words (lower case) of that language left as written that are other everyday words of it. */
  ordinary: ReadonlySet<string>;
  /**
   * Words of the reading that are a guess, not a curated reading: the English a lexicon gives a word (one sense of several:
   * "montar" as "straddle") and the part of a compound left as written ("kostenlosen" as "cost losen").
   */
  guessed: ReadonlySet<string>;
}

const READ_LANGUAGES = new Set<string>(['fr', 'de', 'es', 'it', 'pt']);
const isReadLanguage = (code: string | null): code is ReadLanguage => code !== null && READ_LANGUAGES.has(code);

/** The longest phrase of the tables, in words. */
const MAX_PHRASE_WORDS = 4;
/** A word: letters and digits, with inner dots and underscores ("llms.txt"); apostrophes and hyphens split ("l'entrée", "réserve-moi"). */
const WORD = /[\p{L}\p{N}]+(?:[._][\p{L}\p{N}]+)*/gu;

let identifier: LanguageIdentifier | undefined;
let foreignWords: ReadonlySet<string> | undefined;

/**
 * Words of the tables that are not common English words: a query holding none of them is read as
 * written without running the language identifier (most queries are English; this is a set lookup
 * per word where identification scores every n-gram).
 */
function mayBeForeign(words: readonly Word[]): boolean {
  foreignWords ??= new Set(
    Object.values(translationTables())
      .flatMap((table) => Object.keys(table))
      .filter((key) => !key.includes(' ') && !commonEnglishWords().has(key)),
  );
  const known = foreignWords;
  return words.some((word) => known.has(word.folded));
}

interface Word {
  at: number;
  end: number;
  folded: string;
  /** Written with a capital inside a sentence: in French, Spanish, Italian and Portuguese, a name ("los Uffizi"). */
  midCapital: boolean;
}

/** Languages that write only names with a capital inside a sentence (German capitalises every noun). */
const NAMES_CAPITALISED = new Set<ReadLanguage>(['fr', 'es', 'it', 'pt']);

/** The longest phrase of the table that starts at word i, with its length in words. */
function phraseAt(words: readonly Word[], i: number, table: Readonly<Record<string, string>>): { span: number; english: string } | undefined {
  for (let span = Math.min(MAX_PHRASE_WORDS, words.length - i); span > 0; span -= 1) {
    const english =
      table[
        words
          .slice(i, i + span)
          .map((w) => w.folded)
          .join(' ')
      ];
    if (english !== undefined) return { span, english };
  }
  return undefined;
}

const SNOWBALL: Record<ReadLanguage, string> = { fr: 'french', de: 'german', es: 'spanish', it: 'italian', pt: 'portuguese' };
/** Stems shorter than this say too little to stand for a word of the table ("van", "nos"). */
const MIN_STEM = 4;

interface StemReader {
  stem: (word: string) => string;
  /** The table's one-word entries by their Snowball stem, where the entries sharing a stem agree on their English. */
  table: ReadonlyMap<string, string>;
}

const stemReaders = new Map<ReadLanguage, StemReader>();

/**
 * The tables list some forms of each word ("verifier", "verifie"); a query uses any other form
 * ("precios", "verifiziere", "controllate"). A word the table does not list reads as the entry
 * whose Snowball stem (snowball-stemmers) it shares, when every entry with that stem reads alike.
 */
function stemReader(language: ReadLanguage): StemReader {
  const known = stemReaders.get(language);
  if (known) return known;
  const stemmer = newStemmer(SNOWBALL[language]);
  const stem = (word: string) => stemmer.stem(word);
  const readings = new Map<string, Set<string>>();
  for (const [key, english] of Object.entries(translationTables()[language])) {
    if (key.includes(' ')) continue;
    const keyStem = stem(key);
    if (keyStem.length >= MIN_STEM) readings.set(keyStem, (readings.get(keyStem) ?? new Set()).add(english));
  }
  const table = new Map([...readings].flatMap(([keyStem, english]) => (english.size === 1 ? [[keyStem, [...english][0] as string] as const] : [])));
  const reader = { stem, table };
  stemReaders.set(language, reader);
  return reader;
}

/** One word read by the table's entry for it, else by the entry of its stem. */
function wordReading(folded: string, language: ReadLanguage): string | undefined {
  const entry = translationTables()[language][folded];
  if (entry !== undefined) return entry;
  const reader = stemReader(language);
  return reader.table.get(reader.stem(folded));
}

/** The parts of a German compound are at least this long ("Feld", "Daten"; the modifier may be "Abo"). */
const MIN_HEAD = 4;
const MIN_MODIFIER = 3;
/** Letters German puts between the parts of a compound ("Kunde-n-daten", "Abfahrt-s-zeit"). */
const LINKS = ['', 's', 'n', 'en', 'es', 'e'];

/**
 * German writes a noun phrase as one word ("Kundendaten", "Formularfelder", "Rechnungsvorlage"),
 * which the tables list only for a few. A word they do not list reads as its longest last part
 * (the head, which names what the word is) that they read, preceded by its first part (the
 * modifier, without a linking letter) read when they read it and as written when not:
 * "Formularfelder" as "form fields", "Steuererklärung" as "steuer explain".
 */
function compoundReading(folded: string, language: ReadLanguage): string | undefined {
  if (language !== 'de') return undefined;
  for (let cut = MIN_MODIFIER; cut <= folded.length - MIN_HEAD; cut += 1) {
    const head = wordReading(folded.slice(cut), language);
    if (head === undefined) continue;
    const modifier = folded.slice(0, cut);
    const modifierEnglish = LINKS.filter((link) => modifier.endsWith(link) && modifier.length - link.length >= MIN_MODIFIER)
      .map((link) => wordReading(modifier.slice(0, modifier.length - link.length), language))
      .find((english) => english !== undefined);
    // A modifier the tables do not read stays as written: it narrows the head to something ("Steuer-erklärung"
    // is a tax return, not an explanation) that the options must still cover.
    return `${modifierEnglish ?? modifier} ${head}`;
  }
  return modifierReading(folded, language);
}

/**
 * A compound whose head the tables do not read, but whose modifier they do ("Betrugs-merkmale",
 * "Preis-vorstellung"): the modifier says what the word is about, so it is read, and the head stays
 * as written. The longest modifier the tables read wins.
 */
function modifierReading(folded: string, language: ReadLanguage): string | undefined {
  for (let cut = folded.length - MIN_HEAD; cut >= MIN_MODIFIER; cut -= 1) {
    const modifier = folded.slice(0, cut);
    const english = LINKS.filter((link) => modifier.endsWith(link) && modifier.length - link.length >= MIN_MODIFIER)
      .map((link) => translationTables()[language][modifier.slice(0, modifier.length - link.length)])
      .find((reading) => reading !== undefined);
    if (english !== undefined) return `${english} ${folded.slice(cut)}`;
  }
  return undefined;
}

/**
 * Object pronouns Spanish and Italian write onto an imperative or an infinitive ("tradúceme", "ayúdame", "revisalo",
 * "aiutami", "controllalo"), longest first; the first person's read as "me" ("help me" is a request), the others say only
 * what the verb acts on. Portuguese and French join theirs with a hyphen ("ajude-me"), which splits words already.
 */
const CLITICS: Partial<Record<ReadLanguage, readonly string[]>> = {
  es: ['selos', 'selas', 'melo', 'mela', 'selo', 'sela', 'nos', 'los', 'las', 'les', 'me', 'te', 'se', 'lo', 'la', 'le'],
  it: ['glielo', 'gliela', 'melo', 'mela', 'gli', 'mi', 'ti', 'ci', 'vi', 'si', 'lo', 'la', 'li', 'le', 'ne'],
};
const FIRST_PERSON = /^m/;
/** A verb is this long before its pronoun ("traduce", "ayuda", "aiuta"). */
const MIN_VERB = 4;

/** A word the tables do not read as a whole, read as a verb they read and the pronoun written onto it. */
function cliticReading(folded: string, language: ReadLanguage): string | undefined {
  for (const clitic of CLITICS[language] ?? []) {
    if (!folded.endsWith(clitic) || folded.length - clitic.length < MIN_VERB) continue;
    const verb = wordReading(folded.slice(0, -clitic.length), language);
    if (verb !== undefined) return FIRST_PERSON.test(clitic) ? `${verb} me` : verb;
  }
  return undefined;
}

const lexiconKeys = new Map<ReadLanguage, readonly string[]>();

/**
 * The lexicon's entry sharing the word's Snowball stem, the shortest such entry (its base form) standing for it. A stem
 * is the first letters of the words that have it, so only the entries starting with it are stemmed, found by bisection.
 */
function lexiconByStem(folded: string, language: ReadLanguage): string | undefined {
  const { stem } = stemReader(language);
  const wordStem = stem(folded);
  if (wordStem.length < MIN_STEM) return undefined;
  let keys = lexiconKeys.get(language);
  if (!keys) lexiconKeys.set(language, (keys = Object.keys(lexicon(language)).sort()));
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((keys[middle] as string) < wordStem) low = middle + 1;
    else high = middle;
  }
  let best: string | undefined;
  for (let k = low; k < keys.length && (keys[k] as string).startsWith(wordStem); k += 1) {
    const key = keys[k] as string;
    if ((best === undefined || key.length < best.length) && stem(key) === wordStem) best = key;
  }
  return best === undefined ? undefined : lexicon(language)[best];
}

/**
 * A word the tables do not read, read by the lexicon (Open Multilingual Wordnet): as written, else, unless it is to be
 * read as written (an everyday word, a name), by the entry sharing its stem ("modifiche" as "modifica"). Function words
 * stay grammar.
 */
function lexiconReading(folded: string, language: ReadLanguage, asWritten: boolean): string | undefined {
  if (functionWords(language).has(folded)) return undefined;
  return lexicon(language)[folded] ?? (asWritten ? undefined : lexiconByStem(folded, language));
}

/**
 * The table's phrase at word i, else the entry of the word's stem, else the reading of a compound or of a verb
 * with its pronoun, else the lexicon's reading.
 */
function readingAt(words: readonly Word[], i: number, language: ReadLanguage): Reading | undefined {
  const phrase = phraseAt(words, i, translationTables()[language]);
  if (phrase) return { ...phrase, guessed: [] };
  const folded = (words[i] as Word).folded;
  // A word of the language's everyday vocabulary is itself, not a form of the entry sharing its stem
  // ("sich" is not "sicher", "verde" not "verdadero"): a stem stands only for a rarer word, and an
  // everyday word is read only by the lexicon's entry for it as written.
  const reader = stemReader(language);
  // A place's name ("Hamburg", "Reykjavik") is no form, compound or pronoun-bearing verb of the language: it stays as written.
  const guess = (english: string | undefined) => (english === undefined ? undefined : { span: 1, english, guessed: english.split(' ') });
  if (isWordOf(folded, language)) return guess(lexiconReading(folded, language, true)) ?? curated(cliticReading(folded, language));
  if (englishCircumstances().has(folded)) return guess(lexiconReading(folded, language, true));
  const compound = compoundReading(folded, language);
  // The parts of a compound the tables do not read stay as written: as guesses, like a lexicon's reading.
  const leftAsWritten = compound?.split(' ').filter((part) => folded.includes(part)) ?? [];
  // A name is no form of the entry sharing its stem ("Uffizi" is not "ufficio"): only an entry for it as written reads it.
  const name = (words[i] as Word).midCapital && NAMES_CAPITALISED.has(language);
  return (
    curated(reader.table.get(reader.stem(folded))) ??
    (compound === undefined ? undefined : { span: 1, english: compound, guessed: leftAsWritten }) ??
    curated(cliticReading(folded, language)) ??
    guess(lexiconReading(folded, language, name))
  );
}

interface Reading {
  span: number;
  english: string;
  guessed: readonly string[];
}

const curated = (english: string | undefined): Reading | undefined => (english === undefined ? undefined : { span: 1, english, guessed: [] });

export function readInEnglish(query: string): EnglishReading {
  const words: Word[] = [...query.matchAll(WORD)].map((m) => ({
    at: m.index,
    end: m.index + m[0].length,
    folded: fold(m[0]),
    midCapital: /^\p{Lu}/u.test(m[0]) && /[\p{L}\p{N},;]\s*$/u.test(query.slice(0, m.index)),
  }));
  const language = mayBeForeign(words) ? (identifier ??= shippedLanguageIdentifier()).identify(query).language : null;
  if (!isReadLanguage(language)) return { text: withoutMarks(query), language: null, grammar: new Set(), ordinary: new Set(), guessed: new Set() };
  const grammar = new Set<string>();
  const ordinary = new Set<string>();
  const guessed = new Set<string>();
  let text = '';
  let written = 0;
  for (let i = 0; i < words.length;) {
    const word = words[i] as Word;
    const phrase = readingAt(words, i, language);
    if (phrase === undefined) {
      if (functionWords(language).has(word.folded)) grammar.add(word.folded);
      else if (isWordOf(word.folded, language)) ordinary.add(word.folded);
      i += 1;
      continue;
    }
    // A hyphen between two words read joins a verb and its pronoun ("peux-tu", "ajude-me"): in English they are two words.
    for (const guess of phrase.guessed) guessed.add(guess);
    const gap = query.slice(written, word.at);
    text += `${gap === '-' && written > 0 ? ' ' : gap}${phrase.english}`;
    written = (words[i + phrase.span - 1] as Word).end;
    i += phrase.span;
  }
  return { text: withoutMarks(text + query.slice(written)), language, grammar, ordinary, guessed };
}
