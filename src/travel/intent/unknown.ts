import { isOrdinaryWord } from '../geo/cues.js';
import { afterFeatureWord, isFeatureCompound } from '../geo/feature-words.js';
import { isStreetWordOf } from '../geo/street-words.js';
import { englishVerbs } from '../../text/english-verbs.js';
import { isNameAbbreviation } from '../geo/normalize.js';
import { OF_LINKS } from './clause-words.js';
import { holidayIndex } from './holidays.js';
import { LANGUAGES, type Lang } from './language.js';
import { isOrganisationName } from './organisations.js';
import { PhraseIndex, touching, type Tok } from './tokens.js';

/**
 * What the request says that the reader could not use: a place-like phrase after a place cue that
 * names nothing we know ("to Narnia", "from Zzyzxtown"), and words that are in none of the six
 * vocabularies (data/travel/vocabulary.json, the 10,000 most frequent words of each language) and
 * that no reader took ("asdf qwerty"). Both are reported, never guessed.
 */
const TRAVEL_WORDS = new Set([
  'itinerary',
  'getaway',
  'layover',
  'stopover',
  'roundtrip',
  'round-trip',
  'one-way',
  'oneway',
  'airbnb',
  'hostel',
  'workation',
  'foodie',
  'ppl',
  'pax',
  'pp',
  'tmrw',
  'nyc',
  'bucks',
  'k',
]);

/** An airline designator as written before a flight number ("BA 2490", "IB 6584", "U2 123"): a code, not a name. */
const DESIGNATOR = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])$/;
/** Two touching tokens written as one ("G3", split by the tokenizer into a letter and a digit), or nothing. */
const joined = (a: Tok | undefined, b: Tok | undefined): string => (a && b && touching(a, b) ? a.raw + b.raw : '');
const flightNumber = (t: Tok | undefined): boolean => t?.kind === 'num' && /^\d{1,4}$/.test(t.raw);
/** Is token i an airline designator before a flight number, or either half of one the tokenizer split ("G3 1500", "U2 123")? */
export const isFlightCode = (toks: readonly Tok[], i: number): boolean =>
  (DESIGNATOR.test(toks[i]?.raw ?? '') && flightNumber(toks[i + 1])) ||
  (DESIGNATOR.test(joined(toks[i - 1], toks[i])) && flightNumber(toks[i + 1]) && !touching(toks[i], toks[i + 1])) ||
  (DESIGNATOR.test(joined(toks[i], toks[i + 1])) && flightNumber(toks[i + 2]) && !touching(toks[i + 1], toks[i + 2]));

/** A frequent word of one of the six languages, or a travel word the frequency lists lack. */
export const isKnownWord = (w: string): boolean => isOrdinaryWord(w) || TRAVEL_WORDS.has(w) || isOrdinaryWord(w.replace(/'s$/, ''));

const PLACE_CUES = new Map<Lang, PhraseIndex<true>>(
  LANGUAGES.map((lang) => {
    const idx = new PhraseIndex<true>();
    const words: Record<Lang, string> = {
      en: 'to|from|visit|visiting|via|into|fly to|flying to|trip to|travel to|go to|leaving|out of|in',
      fr: 'a|depuis|vers|pour|via|en|de',
      es: 'a|desde|hacia|para|via|en',
      de: 'nach|von|ab|via|in',
      it: 'a|da|verso|per|via|in',
      pt: 'para|desde|via|em',
    };
    for (const l of new Set<Lang>([lang, 'en'])) for (const p of words[l].split('|')) idx.add(p, true);
    return [lang, idx];
  }),
);

const FROM_CUES = new Set(['from', 'leaving', 'out', 'depuis', 'desde', 'von', 'ab', 'da']);

/**
 * Prepositions of being somewhere ("im", "ins", "nel", "au", "no") that also stand before ordinary
 * nouns ("im Sommer", "nel weekend"): after one, only words in no vocabulary are an unknown place
 * ("ins Valpolicella", "im Zillertal").
 */
const IN_CUES: Record<Lang, readonly string[]> = {
  en: [],
  fr: ['au', 'aux', 'dans'],
  es: ['al'],
  de: ['im', 'ins', 'am', 'auf'],
  it: ['nel', 'nella', 'nei', 'al', 'alla', 'sul', 'sulla'],
  pt: ['no', 'na', 'nos', 'nas', 'ao'],
};

/** Articles between a preposition and a name ("dans l'Ouest", "nel il"): never part of the name. */
const ARTICLES = new Set(["l'", 'la', 'le', 'les', 'il', 'lo', 'el', 'der', 'die', 'das', 'dem', 'den', 'o', 'os', 'as', 'the']);

/**
 * The words of an unknown name from token j on (at most three, untaken): written as a name in a text
 * that uses case, and in no vocabulary unless a feature word stands before them ("lago General
 * Carrera"); in a text without case, words in no vocabulary. Returns [start, end).
 */
function unknownRun(toks: readonly Tok[], j: number, taken: (i: number) => boolean, caseless: boolean, afterFeature: boolean): [number, number] {
  let start = j;
  while (start < toks.length && ARTICLES.has(toks[start]?.w ?? '')) start++;
  const nameWord = (t: Tok) => (caseless ? !isKnownWord(t.w) : t.cap && (afterFeature || !isKnownWord(t.w)));
  let k = start;
  while (k < toks.length && k < start + 3 && !taken(k) && toks[k]?.kind === 'word' && nameWord(toks[k] as Tok)) k++;
  return [start, k];
}

/**
 * Feature names the gazetteer lacks: the name after a feature word ("lago General Carrera", "lac de
 * Vouglans"), unknown words after an in-cue ("ins Salzkammergut") and, in German, a compound naming a
 * feature ("Zillertal"). Reported as unknown places instead of leaving the trip silently without them.
 */
function unknownFeatures(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): Array<{ start: number; end: number; origin: boolean }> {
  const words = toks.map((t) => t.w);
  const inCues = new Set(IN_CUES[lang]);
  const caseless = !toks.some((t) => t.cap);
  const out: Array<{ start: number; end: number; origin: boolean }> = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as Tok;
    // The feature word itself may be read as a theme ("lago": lakes); its name is what matters.
    const named = afterFeatureWord(words, i, lang);
    if (named === undefined && taken(i)) continue;
    const from = named ?? (inCues.has(t.w) ? i + 1 : undefined);
    let [start, end] = from === undefined ? [i, i] : unknownRun(toks, from, taken, caseless, named !== undefined);
    if (end === start && lang === 'de' && t.cap && !taken(i) && !isKnownWord(t.w) && isFeatureCompound(t.w)) [start, end] = [i, i + 1];
    if (end > start) {
      out.push({ start, end, origin: false });
      i = end - 1;
    }
  }
  return out;
}

/** The period of a name's abbreviation before the rest of the name ("St. Anton", "Mt. Kenya"): part of the name. */
const abbreviationPeriod = (toks: readonly Tok[], j: number): boolean =>
  toks[j]?.raw === '.' && toks[j - 1]?.kind === 'word' && isNameAbbreviation(toks[j - 1]?.w ?? '') && toks[j + 1]?.cap === true;

/** Where a capital says nothing of a name: the start of the text or of a sentence, or a line. */
const SENTENCE_START = new Set(['.', '!', '?', '\n', ':', ';', '"', '(', '-', '*', '¿', '¡']);
/**
 * Whether the writer gives names their capitals and names the trip's places with them: a word another reader took is
 * written with one inside a sentence ("4 nights in Ghent", "da Genova") at least twice (a start and a place to go, or two
 * places), and none that no vocabulary holds (a place's name, mostly) is written without. With a single name ("from
 * Paris to constructor") the phrase after the cue may be the only place to go, so it is still reported.
 */
function writesNamesCased(toks: readonly Tok[], taken: (i: number) => boolean): boolean {
  let named = 0;
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i] as Tok;
    if (!taken(i) || t.kind !== 'word' || SENTENCE_START.has(toks[i - 1]?.w ?? '')) continue;
    if (t.cap) named++;
    else if (!isKnownWord(t.w)) return false;
  }
  return named >= 2;
}

/**
 * "to" before a verb written in lower case is the infinitive's ("we like to wander", "want to unwind"), no place: a town
 * named like a verb is the gazetteer's and taken before this.
 */
const infinitive = (toks: readonly Tok[], cue: number, from: number): boolean =>
  toks[cue]?.w === 'to' && from === cue + 1 && toks[from]?.cap === false && englishVerbs().has(toks[from]?.w ?? '');

/** Nouns of a stretch of time whose "of" names an occasion ("la semaine de relâche", "la semana de receso", "the week of Diwali"). */
const TIME_NOUNS = new Set(
  'week weekend weeks semaine semaines week-end vacances conges semana semanas vacaciones puente woche wochen ferien settimana settimane vacanze ferie ferias feriado'.split(
    ' ',
  ),
);

/** A phrase in lower case after a time noun and its "of" ("la semaine de relâche") names an occasion, not a place. */
const occasionOfTime = (toks: readonly Tok[], cue: number, from: number): boolean =>
  OF_LINKS.has(toks[cue]?.w ?? '') && TIME_NOUNS.has(toks[cue - 1]?.w ?? '') && toks[from]?.cap === false;

/** Unknown place-like phrases; `origin` when the cue was a "from" word. */
export function unknownPlaces(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): Array<{ start: number; end: number; origin: boolean }> {
  const cues = PLACE_CUES.get(lang) as PhraseIndex<true>;
  const caseless = !toks.some((t) => t.cap) || toks.every((t) => t.kind !== 'word' || t.raw === t.raw.toUpperCase());
  const namesCased = !caseless && writesNamesCased(toks, taken);
  const out: Array<{ start: number; end: number; origin: boolean }> = [];
  for (let i = 0; i < toks.length; i++) {
    const cue = cues.at(toks, i);
    // "in via Roma", "na Rua do Almada": a street word opens the street's name, which the gazetteer does not read as a place either.
    if (!cue || taken(i) || isStreetWordOf(toks[i]?.w ?? '', lang)) continue;
    // An elided article after the cue ("à l'aéroport", "pour l'hôtel") is no name of its own.
    const from = toks[cue.end]?.w.endsWith("'") ? cue.end + 1 : cue.end;
    // A holiday after the cue ("per Pasqua", "nach Fronleichnam") is the date reader's.
    if (holidayIndex(lang).at(toks, from)) continue;
    if (infinitive(toks, i, from)) continue;
    if (occasionOfTime(toks, i, from)) continue;
    let j = from;
    while (j < toks.length && j < from + 3 && !taken(j) && !isFlightCode(toks, j)) {
      const t = toks[j] as Tok;
      if (abbreviationPeriod(toks, j)) {
        j++;
        continue;
      }
      if (t.kind !== 'word' || (isKnownWord(t.w) && !(!caseless && t.cap))) break;
      j++;
    }
    const words = toks.slice(from, j).filter((t) => t.kind === 'word');
    // Where the writer gives names their capitals, a phrase with none is an ordinary word the vocabularies lack ("into breweries", "in agriturismo").
    if (namesCased && !words.some((t) => t.cap)) continue;
    // A capitalised phrase of known words ("to The Office") counts only if one word is unknown or it is written as a name.
    if (words.length > 0 && words.some((t) => !isKnownWord(t.w) || (!caseless && t.cap && t.w.length > 3))) {
      if (words.every((t) => isKnownWord(t.w)) && (caseless || cue.end === 0)) continue;
      out.push({ start: from, end: j, origin: FROM_CUES.has(toks[i]?.w ?? '') });
      i = j - 1;
    }
  }
  const inside = (i: number) => out.some((u) => i >= u.start && i < u.end);
  // "au Musikverein", "in der Elbphilharmonie": a venue in a place, no place of its own.
  return [...out, ...unknownFeatures(toks, lang, (i) => taken(i) || inside(i))]
    .filter((u) => !isOrganisationName(toks, u.start, u.end))
    .sort((a, b) => a.start - b.start);
}

/**
 * Unknown words: all of them when nothing else was read (they are why), otherwise only machine-like
 * ones ("valueOf", "hasOwnProperty"): a rare real word ("cozy", "fireworks") is not worth a report.
 */
/**
 * A hesitation or filler by its form: a short word of vowels with h, m, n or r only ("euh", "ähm", "ehm", "erm", "hmm",
 * "uhm", "ahn"), in any of the languages; it says nothing, so it is not reported.
 */
export const isFiller = (w: string): boolean => w.length <= 5 && /^[aeiouhmnr]+$/.test(w) && /[hm]/.test(w) && !/[hmnr]{2}[aeiou]/.test(w);

export function unrecognizedWords(toks: readonly Tok[], _lang: Lang, taken: (i: number) => boolean, nothingElse: boolean): string[] {
  const out: string[] = [];
  toks.forEach((t, i) => {
    if (taken(i) || t.kind !== 'word' || t.w.length < 2 || isKnownWord(t.w) || isFiller(t.w)) return;
    // Machine-like words start in lower case ("valueOf"); a brand written in camel case ("WestJet") is a name.
    if (!nothingElse && !/^\p{Ll}+\p{Lu}/u.test(t.raw)) return;
    if (!out.includes(t.raw)) out.push(t.raw);
  });
  return out.slice(0, 10);
}
