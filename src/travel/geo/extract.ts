import { airportByIata, type Airport } from './airports.js';
import {
  AFTER_PLACE,
  cueBefore,
  rulesOut,
  isCommonWord,
  isDeterminer,
  isFrequentWordOf,
  isFunctionWord,
  isOrdinaryWord,
  isPossessive,
  isWordOf,
  NOT_CODES,
  type Cue,
} from './cues.js';
import type { Catalog } from './catalog.js';
import { greatCircleKm } from './distance.js';
import { isFeastName, opensFeastName } from './feasts.js';
import { flagsIn } from './flags.js';
import { nominativeKeys } from './german-declension.js';
import { featureWordBefore, featureWordLanguages, isPlaceNameHead } from './feature-words.js';
import { kindPhrase } from './kind-names.js';
import { normalize, tokenize, type Token } from './normalize.js';
import { opensSentence, writerCase } from './casing.js';
import { nameRoles, type NameRoles } from './name-roles.js';
import { companionTokens, isGivenName, isPersonName, isTitleWord, personTokens } from './people.js';
import { isCalendarWord } from './calendar-words.js';
import { besidePartyWord, inPartySlot, placeOfResidents } from './residents.js';
import type { Place } from './place.js';
import { placeContains, reachesInto } from './contains.js';
import { CONTRAST_JOINERS, JOINERS, LEAVING_WORDS } from './route-words.js';
import { runsOf, SEQUENCE_WORDS, vouchedByList } from './coordination.js';
import { formedNameCandidates } from './formed-names.js';
import { airportNames } from './airport-names.js';
import {
  airportAfterCity,
  airportNamedAfterTown,
  codeInPlaceSlot,
  codePairAt,
  countryCodeInPlaceSlot,
  flightNumberAt,
  NAMED_FOR_KM,
  SERVES_KM,
} from './airport-words.js';
import { adjectiveOfRegion, adjectiveScopeAt } from './adjective-scope.js';
import { bareSideAt, compassPart, compoundSide, mayHaveSides, sideAround } from './compass-parts.js';
import { COMPASS_WORDS, type CompassSide } from './compass-words.js';
import { countryOfAdjective } from './country-adjectives.js';
import { clarifiedReadings } from './namesake-clauses.js';
import { cuedByWords } from './name-cues.js';
import { asPoint, candidatesFor, demonymCandidates, qualifiedCandidates, rank, scoreContext, toResolved } from './resolve.js';
import type { Candidate, ScoreContext } from './score.js';
import { sightWordOf } from './sight-words.js';
import { besideFestivity } from './festive-nouns.js';
import { speaksOfSport } from './sport-words.js';
import { placeOdds } from './word-odds.js';
import { isStreetWordOf, STREET_AFTER } from './street-words.js';
import type { ResolveContext, ResolvedPlace } from './types.js';

const MAX_WORDS = 6;
/** A name written with capitals (mid-sentence) only needs to be a real town (importance above ~0.12). */
const CAPITALIZED_MIN_PRIOR = 0.28;
const UNCUED_NAME_MIN_PRIOR = 0.35;
/** A city this prominent is known the world over: a sight named after it is the city's ("the Tower of London"). */
const WORLD_CITY_PRIOR = 0.9;
/** A mention this close to the origin airport is the origin city ("Chicago to Mexico" from ORD). */
const ORIGIN_CITY_KM = 60;
/** Two-letter words that are also US/Canadian codes: only ever a qualifier after a city. */
const CODE_WORDS = new Set([
  'in',
  'or',
  'me',
  'ok',
  'hi',
  'oh',
  'de',
  'pa',
  'ma',
  'co',
  'id',
  'mi',
  'mo',
  'ne',
  'al',
  'on',
  'la',
  'ga',
  'wa',
  'va',
  'ms',
  'mt',
  'nb',
  'ns',
  'pe',
  'sc',
  'ar',
]);

export type Mention = ResolvedPlace & { start: number; end: number };

interface Match {
  start: number;
  end: number;
  candidates: Candidate[];
  origin: boolean;
  /** A generic phrase written as a name ("Wine Country"): kept only when nothing more specific is named. */
  generic?: boolean;
  /** A name that is also an ordinary word ("nice", "split", "reading"): a place only with a place cue or next to another place. */
  needsCue?: boolean;
  /** Needs a cue because it is an ordinary word of the language (not only because it is small or lower case). */
  common?: boolean;
  /** The people of the place describing the party ("we Londoners"): where the trip starts. */
  residents?: boolean;
  /** A city's adjective beside a festivity ("Feria sevillana"): the city, but no name the festivity's noun is listed with. */
  host?: boolean;
  /** Named like a holiday of the request language ("no Natal", "feriado de Corpus Christi"): the feast unless a place cue says otherwise. */
  feast?: boolean;
  /**
   * Longer names the words may stand for ("Santiago" for Santiago de Compostela) and cities a foreign form of them names
   * ("Syracuse" for Siracusa): readings only context can choose, never evidence that the words are a place.
   */
  longer?: Candidate[];
  /** Also a person's given or family name and no prominent place: a place only after a place word ("em Braga", "a Almeida"). */
  person?: boolean;
  /** A country adjective beside a noun of a kind of place ("eine griechische Insel"): the country, unless a place in it is named. */
  scope?: boolean;
  /** A country adjective keeps the region to this country ("Finnish Lapland", "Patagonia chilena"). */
  within?: string;
}

interface Text {
  tokens: Token[];
  /** The writer's capitals mark no names (see casing.ts). */
  caseless: boolean;
  /** Every letter in capitals: a short word in capitals is no code. */
  shouting: boolean;
  /** The writer capitalises names: some word other than "I" is written as one away from a sentence start ("... in Bath"). */
  namesCapitalised: boolean;
  source: string;
  lang: string;
  /** Tokens that name a person ("Dr. Almeida", "Saludos, Andrés"): see people.ts. */
  people: ReadonlySet<number>;
  /** Tokens that name the travellers' companions ("with Sydney and Florence, my daughters"): never a place, however famous. */
  companions: ReadonlySet<number>;
  /** What names stand for where the phrase says they are no place: occasions, people, German nouns (name-roles.ts). */
  roles: NameRoles;
  /** Character spans where a place is expected (ResolveContext.slots). */
  slots: ReadonlyArray<{ start: number; end: number }>;
  /** Tokens written with a capital that matched a place's name and were refused as one. */
  refused: Set<number>;
  /** Token spans [start, end) of longer names the gazetteer lacks whose parts were set aside (reported as ResolveContext.unknown). */
  unknown: Array<[number, number]>;
}

const isCap = (t: Token) => /^\p{Lu}/u.test(t.raw);
/** Every word of the text written with a capital (a title): its capitals mark no names. */
const titleCased = (text: Text) => text.tokens.filter((t) => /^\p{L}/u.test(t.raw)).every(isCap);
const isUpperCode = (t: Token) => t.raw.length <= 3 && t.raw === t.raw.toUpperCase() && /^\p{L}+$/u.test(t.raw);

/** Capitalized like a name: every word longer than three letters starts with a capital (German capitalises every noun: no signal there). */
function capitalized(text: Text, from: number, to: number): boolean {
  if (text.caseless || text.lang === 'de') return false;
  const words = text.tokens.slice(from, to);
  return words.some(isCap) && words.every((t) => t.raw.length <= 3 || isCap(t));
}

function sentenceStart(text: Text, i: number): boolean {
  const t = text.tokens[i];
  return t !== undefined && opensSentence(text.source, t.start);
}

const prevWord = (text: Text, i: number) => text.tokens[i - 1]?.norm ?? '';
/** Whether the writer types accents: then a French "a" written without one is the verb ("on a déjà vu"), not "à". */
const ACCENTED = /[\u00C0-\u024F]/u;
const cueWords = (text: Text, i: number) =>
  text.tokens.slice(Math.max(0, i - 3), i).map((t) => (text.lang === 'fr' && t.raw === 'a' && ACCENTED.test(text.source) ? 'avoir' : t.norm));
const inSlot = (text: Text, i: number) => {
  const t = text.tokens[i];
  return t !== undefined && text.slots.some((s) => t.start >= s.start && t.end <= s.end);
};
/** Token i opens a place slot: the first word of a form line's value ("origin: LOS") or of a bracket after the party. */
const opensSlot = (text: Text, i: number) => {
  const t = text.tokens[i];
  return t !== undefined && text.slots.some((s) => t.start === s.start);
};
/** "USA", "UAE": a code that the gazetteer knows as a country or an abbreviation names that, not the airport spelt the same. */
const abbreviationOf = (cat: Catalog, t: Token) =>
  candidatesFor(cat, t.norm).some((c) => c.kind === 'alias' || c.kind === 'code' || c.place.type === 'country');
/**
 * The cue before token i; a name in a place slot (a form's "Destino:" value) has a direction word's. A name written as one
 * after a possessive takes the cue before the possessive ("dans notre Bretagne"); a noun there does not ("visitar a minha tia").
 * A name after compass words takes the cue before them ("in East Kent", "to south west France").
 */
const cueAt = (text: Text, i: number): Cue => {
  if (inSlot(text, i)) return 'strong';
  const t = text.tokens[i];
  let at = i;
  while (at > i - 2 && COMPASS_WORDS.has(prevWord(text, at))) at--;
  const owned = t !== undefined && !text.caseless && isCap(t) && isPossessive(prevWord(text, at), text.lang);
  return cueBefore(cueWords(text, owned ? at - 1 : at), text.lang);
};

/** "from X", "leaving X", "out of X": X is where the traveller starts. */
const isOrigin = (text: Text, i: number) => LEAVING_WORDS.has(prevWord(text, i)) || (prevWord(text, i) === 'of' && prevWord(text, i - 1) === 'out');

/** Below this prior a one-word lower-case name needs a cue: a small town is rarely meant without one. */
export const PLAIN_MIN_PRIOR = 0.45;
/** Multi-word names are rarely accidental; below this prior they still need a cue. */
const PHRASE_MIN_PRIOR = 0.2;
/** Languages whose common nouns take an article after a preposition of going, where names do not. */
const ARTICLED_LANGS: ReadonlySet<string> = new Set(['fr', 'es', 'it', 'pt']);
/** Their prepositions of going that hold no article ("al", "au", "pra" and "pro" do: "pra casa" is "to the house"). */
const BARE_PREPOSITIONS: ReadonlySet<string> = new Set(['a', 'ad', 'para', 'hacia', 'vers', 'verso', 'per', 'pour']);
/**
 * A Romance language puts an article before a common noun after a word of going ("ir a la playa", "andare al mare"): a phrase
 * of ordinary words from token i right after one, without it ("ir a ouro preto", "aller à belle île"), is a name.
 */
const bareAfterGoing = (text: Text, i: number) =>
  ARTICLED_LANGS.has(text.lang) && BARE_PREPOSITIONS.has(prevWord(text, i)) && !isDeterminer(text.tokens[i]?.norm ?? '', text.lang);

type Verdict = 'yes' | 'cue' | 'no';

/** Every word an ordinary word of the language (a multi-word name only when not prominent: "Long Beach" stands, "Central Park" needs a cue). */
function isCommonPhrase(key: string, lang: string, cands: Candidate[]): boolean {
  const words = key.split(' ');
  const best = Math.max(...cands.map((c) => c.place.prior));
  // Outside English a world-famous name is meant as the place ("Paris" is also "bets" in French).
  if (words.length === 1) return isCommonWord(key, lang) && (lang === 'en' || best < 0.85);
  // "lago di Ginevra", "chutes du Niagara": the kind's word says the rest is a place's name.
  if (kindPhrase(key)) return false;
  return best < 0.5 && words.every((k) => isCommonWord(k, lang) || isOrdinaryWord(k));
}

/**
 * A phrase of ordinary words written as ordinary words. Several words each with a capital are written as a
 * name ("em Ouro Preto", "a Porto Seguro", "to Mar del Plata"): after any place word that is the place, as
 * for any other name, however ordinary its words. Opening a sentence the first capital says nothing, but a
 * later word's still does ("Punta del Este o José Ignacio"). Where the writer writes no capitals, a phrase opened by
 * a word that opens places' names ("a san vito", "pra porto seguro") is as much a name.
 */
const commonPhrase = (text: Text, i: number, len: number, key: string, cands: Candidate[]) =>
  isCommonPhrase(key, text.lang, cands) &&
  !(len > 1 && capitalized(text, i, i + len) && (!sentenceStart(text, i) || laterWordNamed(text, i, len))) &&
  !(len > 1 && text.caseless && isPlaceNameHead(text.tokens[i]?.norm ?? ''));

/** A word after the first of a capitalised phrase is long enough that its capital is the writer's (capitalized() needs one). */
const laterWordNamed = (text: Text, i: number, len: number) => text.tokens.slice(i + 1, i + len).some((t) => t.raw.length > 3);

/** Written as a name ("Rom", "Rio"), not in capitals ("LA") nor in lower case. */
const titled = (text: Text, i: number) => {
  const t = text.tokens[i];
  return t !== undefined && !text.caseless && isCap(t) && !isUpperCode(t);
};

/** A short alias that is not a word of the place's name ("la", "ny", "kl") is an abbreviation; "rio" is a short form of the name. */
const initialism = (key: string, cands: readonly Candidate[]) => cands.some((c) => c.kind === 'alias' && !normalize(c.place.name).split(' ').includes(key));

/**
 * The word is only a short form or abbreviation of the famous places it names ("usa", "rio"), not
 * their own name: fame does not make such a word, when it is also an ordinary word of the request
 * language ("mi madre usa bastón", "passeio no rio"), the place without a cue.
 */
const shortForm = (key: string, cands: readonly Candidate[]) =>
  cands.filter((c) => c.place.prior >= FAMOUS_PRIOR).every((c) => !spellingOfName(key, normalize(c.place.name)) && c.kind !== 'code');

/**
 * The name itself or another language's spelling of it ("Rom", "Roma" for Rome; "Lisboa" for Lisbon): one word
 * differing from the name at most in its last letters, unlike a short form ("rio", "usa", "ny").
 */
const spellingOfName = (key: string, name: string) => {
  const n = Math.min(key.length, name.length);
  return !name.includes(' ') && Math.abs(key.length - name.length) <= 2 && n >= 3 && key.slice(0, n - 1) === name.slice(0, n - 1);
};

const READ_LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'];

/** A name this well known is meant as the place even where it is also an ordinary word ("Roma", "Porto"). */
const FAMOUS_PRIOR = 0.85;
/** Below this prior a place that is also a person's name ("Almeida", "Andres", "Ferri") needs a place word before it. */
const PERSON_PLACE_MIN_PRIOR = 0.5;
/**
 * An ordinary word of the request language written as one: in lower case in a text that uses case,
 * or capitalised only because it opens a sentence ("Pero queremos...", "Mon mari..."; in English a
 * sentence may well open with a name, so there only lower case counts).
 */
const plainWord = (text: Text, i: number, key: string) => {
  const t = text.tokens[i];
  if (t === undefined || text.caseless) return false;
  if (!isCap(t)) return isOrdinaryWord(key, text.lang);
  // At a sentence start only a frequent word counts: further down the frequency lists hold names too ("Goa em julho").
  return text.lang !== 'en' && sentenceStart(text, i) && (isCommonWord(key, text.lang) || isFrequentWordOf(key, text.lang));
};

/**
 * An ordinary word of the request language right after an article or possessive is a noun ("mit dem
 * Zug", "per il pullman"); written as a name it still counts ("à la Réunion"), except in German where
 * every noun has a capital.
 */
function nounAfterDeterminer(text: Text, i: number, key: string): boolean {
  const t = text.tokens[i];
  if (t === undefined || !isDeterminer(prevWord(text, i), text.lang) || !isWordOf(key, text.lang)) return false;
  return text.caseless || text.lang === 'de' || !isCap(t);
}

/**
 * A word right after a possessive is what the speaker has ("avec notre Labrador", "mit unserem Labrador", "col nostro
 * Labrador"), no place to go, unless in English it only qualifies the noun after it ("our Italy trip"), or a place word
 * comes before the possessive ("dans notre Bretagne", "in unserem Allgäu", "na nossa Bahia"): the name is where they go.
 * A genitive link is no such word ("la laisse de notre Labrador").
 */
function possessed(text: Text, i: number): boolean {
  if (!isPossessive(prevWord(text, i), text.lang)) return false;
  const link = prevWord(text, i - 1);
  if (cueAt(text, i) !== null && !OF_LINKS.has(link) && link !== 'of') return false;
  const next = text.tokens[i + 1];
  return text.lang !== 'en' || next === undefined || isFunctionWord(next.norm, 'en') || /^\s*[,.;:!?)]/.test(text.source.slice(text.tokens[i]?.end ?? 0));
}

/** A lower-case word in a text that uses case; in German even a common noun would have a capital, so such a word is never a name. */
const lowerInCasedText = (text: Text, i: number) => {
  const t = text.tokens[i];
  return t !== undefined && !text.caseless && !isCap(t);
};

/** An ordinary word after a direction word is a place only when the place is this prominent ("to Nice" yes, "to see" no). */
const COMMON_CUED_MIN_PRIOR = 0.45;

/** Words that put a month or weekday after a place: "in July", "en juillet", "im Juli", "a luglio", "em julho", "this June". */
const TIME_LINKS = new Set(['in', 'en', 'im', 'a', 'em', 'no', 'this', 'next', 'ce', 'este', 'diesen', 'nachsten', 'questo', 'nel', 'ad']);
/** A month or weekday said right after a name, with its link word: when the trip is, so the name is where. */
const timedAfter = (text: Text, end: number) => TIME_LINKS.has(text.tokens[end]?.norm ?? '') && isCalendarWord(text.tokens[end + 1]?.norm ?? '');
/** Every word of the span a weekday's or a month's name, full or abbreviated. */
const calendarRun = (text: Text, from: number, to: number) => text.tokens.slice(from, to).every((t) => isCalendarWord(t.norm));

/**
 * Whether a matched span is meant as a place, whatever the case of the text: a name that is also an
 * ordinary word of the request language needs a place cue (decided with its neighbours later); a
 * prominent name is taken anywhere; a small town needs capitals or a cue.
 */
function verdict(cat: Catalog, text: Text, from: number, to: number, key: string, cands: Candidate[]): Verdict {
  const w = cat.words;
  const only = to - from === 1 ? text.tokens[from] : undefined;
  const upperCode = only !== undefined && isUpperCode(only) && !text.shouting;
  // "LA", "SF", "UK", "US": an upper-case abbreviation written as one is meant as the place.
  const abbreviation = cands.some((c) => c.kind === 'alias' || (c.kind === 'name' && c.place.type === 'country'));
  if (upperCode && abbreviation) return 'yes';
  const famous = cands.some((c) => c.place.prior >= FAMOUS_PRIOR);
  // "Fri to Mon", "du ven au dim", "brauch 2 ÜN": a weekday or month name, or two letters naming only small towns, is no place;
  // nor is a run of them ("Sat Mar 14" is a date, not Satu Mare's "Satmar").
  if (!upperCode && !famous && calendarRun(text, from, to)) return 'no';
  if (only && key.length <= 2 && cands.every((c) => c.place.type === 'city' && c.kind !== 'alias' && c.kind !== 'code')) return 'no';
  // "la" is an article in French, Spanish and Italian ("per la fioritura"): never the abbreviation there unless written "LA".
  if (only && ((text.caseless && !upperCode) || !isCap(only)) && isFunctionWord(key, text.lang)) return 'no';
  // "la", "ny", "sf", "kl" in lower case: an abbreviation only after a place cue ("Rio", written as a name, is not an abbreviation).
  if (only && !upperCode && !titled(text, from) && key.length <= 3 && initialism(key, cands)) return 'cue';
  if (only && cands.some((c) => c.kind === 'code') && cands.every((c) => c.kind === 'code' || c.place.type === 'city')) {
    return upperCode && !CODE_WORDS.has(key) ? 'yes' : 'no';
  }
  if (cands.every((c) => c.kind === 'demonym')) return 'no';
  // aliases.json lists: "Turkey", "Georgia" written with a capital are the place anywhere; "Florence", "Phoenix" when written as a name mid-sentence; otherwise they need a cue.
  if (w.locativeOnly.has(key)) return isCap(text.tokens[from] as Token) && !text.caseless ? 'yes' : 'cue';
  if (w.capitalizedOnly.has(key)) return capitalized(text, from, to) && !sentenceStart(text, from) ? 'yes' : 'cue';
  // The stop list is English ("island"); in another language the same word naming a country ("nach Island") is that country after a cue.
  if (w.stop.has(key) && text.lang !== 'en' && cands.some((c) => c.place.type === 'country')) return 'cue';
  if (w.stop.has(key) || CODE_WORDS.has(key)) return 'no';
  const best = Math.max(...cands.map((c) => c.place.prior));
  const words = key.split(' ');
  if (only && nounAfterDeterminer(text, from, key) && best < FAMOUS_PRIOR && !cands.some((c) => c.place.type === 'country')) return 'no';
  if (only && possessed(text, from) && best < FAMOUS_PRIOR) return 'no';
  // German names no town with an article: a word read only as towns right after one is a noun ("in der Altstadt", "auf der Alm");
  // an event's name takes one ("zum Coachella", "auf die Wiesn"), and so does a feature's ("zu den Niagarafällen") or a route's
  // that the aliases lead to its goal ("den Jakobsweg").
  const townsOnly = cands.every((c) => c.place.type === 'city' && c.kind !== 'event' && c.kind !== 'alias') && !kindPhrase(key);
  if (only && text.lang === 'de' && !famous && isDeterminer(prevWord(text, from), 'de') && townsOnly) return 'no';
  // A frequent word of the request language in lower case, or opening a sentence, names a place only with a cue ("sola", "isla", "Pero ..."), unless
  // world-famous; even then not where the writer capitalises names and leaves this word in lower case, unless the place is at home in the
  // request's language (an Italian's "ti porto a Matera" is a verb; a Portuguese writer's "ao porto" may be the city).
  // The word must be the request language's own (English by its dictionary: its frequency list holds names such as "spain").
  const ownWord = text.lang === 'en' ? isCommonWord(key, 'en') : isWordOf(key, text.lang);
  const lowerAmongNames =
    ownWord &&
    lowerInCasedText(text, from) &&
    text.namesCapitalised &&
    !cands.some((c) => c.place.prior >= FAMOUS_PRIOR && speaksRequestLanguage(cat, c, text.lang));
  if (only && plainWord(text, from, key) && (best < FAMOUS_PRIOR || shortForm(key, cands) || lowerAmongNames)) return 'cue';
  // A writer who capitalises names and leaves this one in lower case uses it as a word ("dos perritos chihuahua"): a place only with a cue.
  if (only && !famous && lowerInCasedText(text, from) && text.namesCapitalised) return 'cue';
  // An article and nouns all in lower case from such a writer ("ver los cenotes", "faire les calanques", "le isole") are a
  // common noun, not the village that bears it as its name.
  const lowerArticlePhrase =
    !only && isFunctionWord(words[0] ?? '', text.lang) && Array.from({ length: to - from }, (_, k) => from + k).every((k) => lowerInCasedText(text, k));
  if (lowerArticlePhrase && !famous && text.namesCapitalised) return 'no';
  // A capitalised rare word ("Whistler") is a name even where a dictionary lists it; a frequent one ("Nice", "Bath") needs a cue.
  // Opening a sentence, a frequent word of any of the six languages ("Allo, ...") is no sign of a name.
  const rareName =
    !text.caseless &&
    isCap(text.tokens[from] as Token) &&
    words.length === 1 &&
    !isOrdinaryWord(key, text.lang) &&
    !(sentenceStart(text, from) && READ_LANGS.some((l) => isFrequentWordOf(key, l)));
  // Ordinary words each with a capital are a name, even opening a sentence when a later word has one ("Punta del Este o ...").
  const phraseNamed = words.length > 1 && capitalized(text, from, to) && laterWordNamed(text, from, to - from);
  if (isCommonPhrase(key, text.lang, cands) && !rareName && !phraseNamed) return 'cue';
  const named = (capitalized(text, from, to) && !sentenceStart(text, from)) || rareName;
  // A small town written as a name stands alone only above this prior ("Broadway", a town of 0.31, needs "in" or "to");
  // a rare word that names exactly one place ("Whistler", "Chefchaouen") is that place, and so is a name of several words
  // ("Koh Lanta", "El Chaltén"), which is no more accidental with capitals than in lower case, unless people bear each of
  // its words ("Anna Maria").
  if (rareName && cands.length === 1 && best >= PHRASE_MIN_PRIOR) return 'yes';
  const phrase = words.length > 1 && !words.every(isPersonName);
  if (named) return best >= (phrase ? PHRASE_MIN_PRIOR : UNCUED_NAME_MIN_PRIOR) ? 'yes' : 'cue';
  if (best >= (words.length > 1 ? PHRASE_MIN_PRIOR : PLAIN_MIN_PRIOR)) return 'yes';
  return 'cue';
}

/** ISO 4217 codes, as the runtime's ICU data holds them. */
const CURRENCY_CODES = new Set(Intl.supportedValuesOf('currency'));

/** A three-letter IATA code: written in capitals it is the airport; in lower case only next to a cue or another place. */
function airportAt(text: Text, i: number): { airport: Airport; needsCue: boolean } | undefined {
  const t = text.tokens[i] as Token;
  // A title before a person's name ("from Mrs Patel") names the person, not an airport.
  if (t.raw.length !== 3 || NOT_CODES.has(t.norm) || text.people.has(i)) return undefined;
  const airport = airportByIata(t.raw);
  if (!airport?.scheduled) return undefined;
  // Outside a place's slot a currency's ISO code is the money ("CNY 2028", "ZAR 20 000"), whatever airport shares it.
  if (CURRENCY_CODES.has(t.raw.toUpperCase())) return undefined;
  if (isUpperCode(t) && !text.shouting) return { airport, needsCue: false };
  // "in den Dolomiten", "from mrs patel": a function word or a title of the request language is not a lower-case airport code.
  const word = isCommonWord(t.norm, text.lang) || isFunctionWord(t.norm, text.lang) || isTitleWord(t.norm, text.lang);
  return airport.size === 'large' && !word ? { airport, needsCue: true } : undefined;
}

const AIRPORT_CITIES = new WeakMap<Catalog, Map<string, Place | undefined>>();

/** The city an airport serves, found once per catalog and airport. */
function airportCity(cat: Catalog, airport: Airport): Place | undefined {
  let cities = AIRPORT_CITIES.get(cat);
  if (!cities) AIRPORT_CITIES.set(cat, (cities = new Map()));
  if (!cities.has(airport.iata)) cities.set(airport.iata, servedCity(cat, airport));
  return cities.get(airport.iata);
}

/**
 * The city an airport serves: the most prominent GeoNames city nearby named by its municipality or a
 * part of it ("London/Gatwick, West Sussex" is London, "Paris (Orly, Val-de-Marne)" Paris), else the
 * nearest city.
 */
function servedCity(cat: Catalog, airport: Airport): Place | undefined {
  // The airport's own name may name the city its municipality does not ("Milan Bergamo Airport" in Orio al Serio).
  const nameParts = airport.name.split(/\s*[-\u2013\u2014/()]\s*|\s+(?=Airport|International)/);
  const parts = [airport.city, ...airport.city.split(/[/,()]/), ...nameParts.flatMap(leadingWords)].map(normalize).filter(Boolean);
  // An airport whose name opens with a city's ("Frankfurt-Hahn", "Paris Beauvais-Tillé") is sold as that city's from farther away.
  const opening = leadingWords(nameParts[0] ?? '').map(normalize);
  const reach = (part: string) => (opening.includes(part) ? NAMED_FOR_KM : SERVES_KM);
  const named = parts
    .flatMap((part) => candidatesFor(cat, part).map((c) => ({ c, km: reach(part) })))
    .filter(({ c, km }) => c.place.type === 'city' && greatCircleKm(c.place, airport) < km)
    .map(({ c }) => c)
    .sort((a, b) => b.place.prior - a.place.prior)[0];
  if (named) return named.place;
  const i = cat.cities.nearest(airport.lat, airport.lon, airport.country);
  return i === undefined ? undefined : cat.cityPlace(i);
}

/** "Milan Bergamo": the first one and two words of a part of an airport's name, where a served city's name stands. */
const leadingWords = (part: string) => {
  const words = part.trim().split(/\s+/);
  return [words.slice(0, 1).join(' '), words.slice(0, 2).join(' ')];
};

/** The lookup key of tokens i..j-1; an elided article joins the next word as the gazetteer writes it ("cote dazur"). */
function keyOf(toks: readonly Token[], i: number, j: number): string {
  let key = '';
  for (let k = i; k < j; k++) {
    const t = toks[k] as Token;
    key += t.norm + (t.elided || k === j - 1 ? '' : ' ');
  }
  return key;
}

/**
 * "entre la Crète et Rhodes": a name that begins with an article of the request language ("La Crête",
 * a town in Alberta) yields to the name after the article when that one is the more prominent
 * place; the article is then only the article.
 */
function articleOfBetterName(cat: Catalog, text: Text, i: number, len: number, cands: readonly Candidate[]): boolean {
  if (len < 2 || !isDeterminer(text.tokens[i]?.norm ?? '', text.lang)) return false;
  const rest = candidatesFor(cat, keyOf(text.tokens, i + 1, i + len));
  const prior = (cs: readonly Candidate[]) => Math.max(0, ...cs.map((c) => c.place.prior));
  return prior(rest) > prior(cands);
}

/**
 * How many words a name starting at token i can span at most. An elided article ends no name: it joins the next word
 * ("arraial d" + "ajuda" is "arraial dajuda"), so no name starts with the words up to it and a space.
 */
function maxSpan(cat: Catalog, text: Text, i: number): number {
  const toks = text.tokens;
  let len = 1;
  while (len < MAX_WORDS && i + len < toks.length && (toks[i + len - 1]?.elided || keysOf(text, i, i + len).some((k) => cat.isNamePrefix(k)))) len++;
  return len;
}

/** The keys the words may be listed under: as written, and in German also with a declined opening adjective in the nominative. */
const keysOf = (text: Text, i: number, j: number): string[] => {
  const key = keyOf(text.tokens, i, j);
  return text.lang === 'de' ? [key, ...nominativeKeys(key)] : [key];
};

/** The first key of the words that names places, with those places (the key as written when none does). */
function namedKey(cat: Catalog, text: Text, i: number, j: number): { key: string; named: Candidate[] } {
  const keys = j - i > 1 ? keysOf(text, i, j) : [keyOf(text.tokens, i, j)];
  for (const key of keys) {
    const named = [...candidatesFor(cat, key), ...namedAirport(cat, key)];
    if (named.length > 0) return { key, named };
  }
  const key = keys[0] ?? '';
  return { key, named: j - i === 1 ? formedNameCandidates(cat, key, text.tokens[i]?.raw ?? '') : [] };
}

function matchAt(cat: Catalog, text: Text, i: number): Match | undefined {
  const toks = text.tokens;
  if (toks[i]?.elided || text.companions.has(i) || text.roles.people.has(i)) return undefined;
  if (flightNumberAt(toks, i)) return undefined;
  const leg = codePairAt(toks, text.source, i);
  if (leg) return airportMatch(cat, i, i + 1, leg.airport, leg.leaves || isOrigin(text, i));
  const coded = text.shouting ? undefined : codeInPlaceSlot(toks, i, opensSlot(text, i));
  if (coded && !abbreviationOf(cat, toks[i] as Token)) return airportMatch(cat, i, i + 1, coded.airport, coded.leaves);
  const country = text.shouting ? undefined : countryCodeMatch(cat, text, i);
  if (country) return country;
  const demonym = demonymAt(cat, text, i) ?? scopeAt(cat, text, i);
  if (demonym) return demonym;
  const residents = residentsAt(cat, text, i) ?? hostAt(cat, text, i);
  if (residents) return residents;
  const asOne = writtenApart(cat, text, i);
  if (asOne) return asOne;
  for (let len = maxSpan(cat, text, i); len >= 1; len--) {
    const { key, named } = namedKey(cat, text, i, i + len);
    // Whether the words are meant as a place is the name's own places' to say: a contested reading only competes once they are.
    const own = named.filter((c) => !c.contested);
    if (!own.length || articleOfBetterName(cat, text, i, len, own)) continue;
    let v = verdict(cat, text, i, i + len, key, own);
    if (v === 'no') {
      if (len === 1 && !text.caseless && isCap(toks[i] as Token)) text.refused.add(i);
      continue;
    }
    const best = Math.max(...own.map((c) => c.place.prior));
    if (notPlaceHere(text, i, len, best, own)) continue;
    // A person written where people are named ("Lic. Ramírez", "Saludos, Andrés") is no place unless world-famous.
    if (best < FAMOUS_PRIOR && Array.from({ length: len }, (_, k) => i + k).every((k) => text.people.has(k))) continue;
    // A family name that is also a state, region, coast or park ("Calabria a luglio") is meant as that area: a person is seldom
    // named by a family name alone in a request, while a given name ("Georgia", "Victoria") often names who travels.
    const person = len === 1 && best < PERSON_PLACE_MIN_PRIOR && isPersonName(key) && (isGivenName(key) || !own.some((c) => AREA_TYPES.has(c.place.type)));
    // A surname needs a place word before it ("à Grasse"), but is no ordinary word for that: the word's own verdict says whether it is one.
    const wordVerdict = v;
    if (person) v = 'cue';
    // "Alaska Airlines", "Southwest Air": an airline, not a place.
    if (AIRLINE_WORDS.has(toks[i + len]?.norm ?? '')) return undefined;
    // "wine country", "the south" in lower case are themes or directions, not the curated region.
    const generic = cat.words.generic.has(key);
    if (generic && !capitalized(text, i, i + len)) continue;
    const ordinary = len === 1 && plainWord(text, i, key);
    const m: Match = {
      start: i,
      end: i + len,
      candidates: own,
      longer: [...longerNamesakes(cat, key, own), ...named.filter((c) => c.contested)],
      origin: isOrigin(text, i),
      generic,
      needsCue: v === 'cue',
      common:
        wordVerdict === 'cue' && (ordinary || commonPhrase(text, i, len, key, own) || cat.words.locativeOnly.has(key) || cat.words.capitalizedOnly.has(key)),
    };
    const airport = withAirportAfterCity(cat, text, m);
    if (airport) return airport;
    if (extendWithQualifier(cat, text, m, key)) {
      m.needsCue = false;
      m.longer = [];
    }
    if (isFeastName(key, text.lang) && !namesHeldEvent(m)) m.feast = true;
    if (person && m.needsCue) m.person = true;
    return m;
  }
  const found = airportAt(text, i);
  const city = found && airportCity(cat, found.airport);
  if (found && city) {
    return {
      start: i,
      end: i + 1,
      candidates: [{ place: city, kind: 'airport', iata: found.airport.iata, note: `airport code ${found.airport.iata}` }],
      origin: isOrigin(text, i),
      needsCue: found.needsCue,
    };
  }
  return misspeltAt(cat, text, i);
}

/**
 * "Porto Venere", "Porto Fino", "Castel Sardo": a town whose name is one word, written as two capitalised words. The
 * words apart name no place as a whole, so the first alone would be read ("Porto"); joined they name the town.
 */
function writtenApart(cat: Catalog, text: Text, i: number): Match | undefined {
  const [a, b] = [text.tokens[i], text.tokens[i + 1]];
  // Each word written as a name, none a word of the language's grammar ("And I" is no Andi).
  const named = (t: Token | undefined): t is Token => t !== undefined && isCap(t) && t.norm.length > 2 && !isFunctionWord(t.norm, text.lang);
  if (text.caseless || !named(a) || !named(b) || text.source.slice(a.end, b.start) !== ' ') return undefined;
  // "mit Anna Berg", "with Maria Stein": a given name, or words the text names a person with, open a person's name, no town's.
  if (text.people.has(i) || text.people.has(i + 1) || (isGivenName(a.norm) && !isPlaceNameHead(a.norm))) return undefined;
  if (candidatesFor(cat, keyOf(text.tokens, i, i + 2)).length) return undefined;
  const key = `${a.norm}${b.norm}`;
  const towns = candidatesFor(cat, key).filter((c) => c.place.type === 'city' && c.kind === 'name');
  if (!towns.length || verdict(cat, text, i, i + 2, key, towns) === 'no') return undefined;
  return { start: i, end: i + 2, candidates: towns, origin: isOrigin(text, i) };
}

/**
 * The words from i name an occasion ("Victoria Day", "feriado de Tiradentes"), never a place (an event's name is left to
 * the chart), or, as one word after an English "the" or a German adjective ("kleine Mühlen"), a thing unless prominent.
 */
function notPlaceHere(text: Text, i: number, len: number, best: number, own: readonly Candidate[]): boolean {
  const all = (set: ReadonlySet<number>) => Array.from({ length: len }, (_, k) => i + k).every((k) => set.has(k));
  if (all(text.roles.occasions)) return !own.every((c) => c.kind === 'event');
  if (len !== 1 || best >= PERSON_PLACE_MIN_PRIOR) return false;
  // English gives a town no article ("walk the Camino", "the Masters"): after "the" a small town's name names a thing.
  const thing = text.lang === 'en' && prevWord(text, i) === 'the' && own.every((c) => c.place.type === 'city');
  return thing || text.roles.nouns.has(i);
}

/**
 * "from NZ", "based in SG": a country's code in a place's slot, unless it is a word of the request's language ("IT", "NO") or
 * the gazetteer's short name or code of another place ("to LA" is Los Angeles, "to CA" California, not Laos or Canada).
 */
function countryCodeMatch(cat: Catalog, text: Text, i: number): Match | undefined {
  const t = text.tokens[i] as Token;
  const coded = countryCodeInPlaceSlot(text.tokens, i, opensSlot(text, i));
  if (!coded || CODE_WORDS.has(t.norm) || isFunctionWord(t.norm, text.lang) || isCommonWord(t.norm, text.lang)) return undefined;
  if (candidatesFor(cat, t.norm).some((c) => c.kind !== 'name')) return undefined;
  const place = cat.places.get(`country:${coded.code.toLowerCase()}`);
  return place && { start: i, end: i + 1, origin: coded.leaves, candidates: [{ place, kind: 'code', note: `the country code ${coded.code}` }] };
}

/** An airport named in the text, read as the city it serves. */
function airportMatch(cat: Catalog, start: number, end: number, airport: Airport, origin: boolean): Match | undefined {
  const city = airportCity(cat, airport);
  if (!city) return undefined;
  return { start, end, origin, candidates: [{ place: city, kind: 'airport', iata: airport.iata, note: `the airport ${airport.iata}` }] };
}

/** "Milano Linate", "Paris-Orly", "Roma Fiumicino": a city's name followed by words of the name of one of its airports. */
function withAirportAfterCity(cat: Catalog, text: Text, m: Match): Match | undefined {
  // An airport's name is written as a name: only then is the airport table searched (a search costs a fifth of a millisecond).
  const next = text.tokens[m.end];
  if (m.needsCue || next === undefined || (!text.caseless && !isCap(next)) || isFunctionWord(next.norm, text.lang)) return undefined;
  for (const c of m.candidates) {
    if (c.place.type !== 'city' || c.kind === 'airport') continue;
    const found = airportAfterCity(c.place, text.tokens, text.source, m.end);
    // The airport must serve that city: "Lisbon Sintra" lists two places, whatever the air base at Sintra is called.
    if (found && airportCity(cat, found.airport)?.id === c.place.id) return airportMatch(cat, m.start, m.end + found.words, found.airport, m.origin);
  }
  return undefined;
}

/**
 * "from Luton", "départ Orly", "da Fiumicino": a town the traveller leaves from that gives its name to an airport beside it
 * serving another city is that airport.
 */
function asAirportOfTown(cat: Catalog, m: Match): Match {
  const town = m.candidates.length === 1 && m.candidates[0]?.kind === 'name' ? m.candidates[0].place : undefined;
  const airport = town?.type === 'city' ? airportNamedAfterTown(town) : undefined;
  const city = airport && airportCity(cat, airport);
  if (!town || !airport || !city || city.id === town.id) return m;
  return { ...m, candidates: [{ place: city, kind: 'airport', iata: airport.iata, note: `"${town.name}" is the airport ${airport.iata}` }] };
}

/** "from Heathrow", "ab Schiphol", "saindo do Galeão": an airport named by its own name is the city it serves. */
function namedAirport(cat: Catalog, key: string): Candidate[] {
  const hit = airportNames(cat.cities).get(key);
  return hit ? [{ place: cat.cityPlace(hit.cityRow), kind: 'airport', iata: hit.airport.iata, note: `"${key}" is the airport ${hit.airport.iata}` }] : [];
}

const AIRLINE_WORDS = new Set(['airlines', 'airline', 'airways', 'air', 'aerolineas', 'express']);

/**
 * Whether only joiner words lie between two token positions ("Split and Dubrovnik", "Mobile to New Orleans", "SEA->ANC");
 * with `sequence`, words setting a route's next stop join too ("Lima then Cusco", "Bari, e poi Lecce").
 */
function joined(text: Text, a: number, b: number, sequence = false): boolean {
  // "Bordeaux vers l'Écosse": an elided article before the second name is part of the join.
  const gap = text.source
    .slice(text.tokens[a - 1]?.end ?? 0, text.tokens[b]?.start ?? 0)
    .trim()
    .toLowerCase()
    .replace(/\bl['\u2019]$/u, '')
    .trim();
  const split = gap.split(/\s+/).filter(Boolean);
  // "Salta, la Quebrada de Humahuaca y Cafayate", "Lisboa e o Alentejo": the second name's article is part of the join.
  const words = split.length > 1 && isDeterminer(split[split.length - 1] ?? '', text.lang) ? split.slice(0, -1) : split;
  const joiner = (w: string) => JOINERS.has(w) || (sequence && SEQUENCE_WORDS.has(normalize(w))) || /^[-,>\u2192/&+]+$/.test(w);
  // "ibiza o mykonos ma NO gallipoli", "Rome, not Naples": a refused alternative is listed with the places too.
  const refusal = words.some((w) => rulesOut([w])) && words.length <= 3 && words.every((w) => joiner(w) || CONTRAST_JOINERS.has(w) || rulesOut([w]));
  return refusal || (words.length <= (sequence ? 3 : 2) && words.every(joiner));
}

const bestPrior = (m: Match) => Math.max(...m.candidates.map((c) => c.place.prior));
/** The match's most prominent reading. */
const likeliestPlace = (m: Match): Place => m.candidates.reduce((a, b) => (b.place.prior > a.place.prior ? b : a)).place;

/**
 * The name ends its phrase: a boundary, a number or a word that may follow a place ("in Phoenix with", "a prato e poi"),
 * not a noun it qualifies ("in nice weather"), a genitive it heads, nor the rest of a longer name ("a punta tombo").
 */
const phraseEnds = (text: Text, m: Match) => {
  const next = text.tokens[m.end];
  if (next === undefined || /^\s*[,.;:!?)]/.test(text.source.slice(text.tokens[m.end - 1]?.end ?? 0)) || /^\d/.test(next.norm)) return true;
  // "a árvore do Rockefeller Center", "na beira do rio": a noun heads a genitive; a town's name seldom does.
  if (OF_LINKS.has(next.norm) || next.norm === 'of') return false;
  return AFTER_PLACE.has(next.norm) || JOINERS.has(next.norm) || isFunctionWord(next.norm, text.lang);
};

/** The odds (word-odds.ts) that a name which is an ordinary word of the request's language is the place here. */
function commonOdds(text: Text, m: Match, cue: Cue, listed: number): number {
  // "na Praia da Rocha": an ordinary word after a capitalised name and its linking "da", "of" is the tail of a longer name.
  if (tailOfLongerName(text, m)) return -Infinity;
  const named = capitalized(text, m.start, m.end) && !sentenceStart(text, m.start);
  const casing = named ? 'name' : lowerInCasedText(text, m.start) && text.namesCapitalised ? 'word' : 'none';
  const word = keyOf(text.tokens, m.start, m.end);
  const article = isDeterminer(prevWord(text, m.start), text.lang);
  // A cue governs no word across a stop ("on hésite pas : Valence"): the word opens a phrase of its own.
  const across = /[,:;.!?]/.test(text.source.slice(text.tokens[m.start - 1]?.end ?? 0, text.tokens[m.start]?.start ?? 0));
  // A weak cue ("in", "di", "de") governs a word in lower case only where capitals say nothing ("squadra di rugby" in a text
  // that capitalises its sentences is the sport): a name written as one, a caseless text, or a German capital.
  const weakHolds = named || text.caseless || (text.lang === 'de' && capitalized(text, m.start, m.end));
  const governing = across || (cue === 'weak' && !weakHolds) ? null : cue;
  return placeOdds({ word, lang: text.lang, prior: bestPrior(m), cue: governing, listed, casing, article, continued: !phraseEnds(text, m) });
}

/** In a text written in both cases, the name follows a capitalised word (not one opening a sentence) and a linking "da", "di", "of". */
function tailOfLongerName(text: Text, m: Match): boolean {
  const [head, link] = [text.tokens[m.start - 2], text.tokens[m.start - 1]];
  if (!text.namesCapitalised || !head || !link || !isCap(head) || sentenceStart(text, m.start - 2)) return false;
  if (!(OF_LINKS.has(link.norm) || link.norm === 'of')) return false;
  return /^\s+$/.test(text.source.slice(head.end, link.start)) && /^\s+$/.test(text.source.slice(link.end, text.tokens[m.start]?.start ?? 0));
}

/**
 * A name that needs a cue is kept after a direction word, after a weak cue when written as a
 * prominent name ("in Nice"), or joined to a place that stands on its own ("Split and Dubrovnik").
 */
function settleCues(cat: Catalog, text: Text, found: Match[]): Match[] {
  const ok = found.map((m) => {
    if (m.feast && !feastAsPlace(text, m)) return false;
    if (!m.needsCue) return true;
    const cue = cueAt(text, m.start);
    const best = bestPrior(m);
    const named = capitalized(text, m.start, m.end) && !sentenceStart(text, m.start);
    // An airport code not written in capitals ("from sfo", "in sfo") only after a cue; one that is also a word ("san") after a direction word.
    // Nobody writes an article before a code in lower case: after one it is a word ("in the ber months").
    if (m.candidates.every((c) => c.kind === 'airport'))
      return !isDeterminer(prevWord(text, m.start), text.lang) && (cue === 'strong' || (cue === 'weak' && !isOrdinaryWord(text.tokens[m.start]?.norm ?? '')));
    // A short abbreviation ("in la", "around ny") after any cue in English; "la" is an article elsewhere.
    const short = m.end - m.start === 1 && (text.tokens[m.start]?.norm.length ?? 9) <= 3;
    if (short && !titled(text, m.start) && initialism(text.tokens[m.start]?.norm ?? '', m.candidates))
      return cue === 'strong' || (cue === 'weak' && text.lang === 'en');
    // A word refusing the name right before it ("Niente Taormina", "not Gordes") speaks of a place as a cue of going there does.
    const refused = cue === null && named && rulesOut(cueWords(text, m.start).slice(-1));
    // A person's name said with when the trip is ("Devon in July", "Kent im Juli") is the place the time is spent in.
    const spent = cue === null && !lowerInCasedText(text, m.start) && timedAfter(text, m.end);
    if (m.person && cue === null && !refused && !spent) return false;
    // The value of a form's place line written as a name ("Destino: Bonito") is the place, however ordinary the word.
    if (inSlot(text, m.start) && titled(text, m.start)) return true;
    // "we want to surprise them", "in nice weather", "vicino a prato": the word's frequency against the evidence (word-odds.ts).
    if (m.common && m.end - m.start > 1)
      return (
        cue === 'strong' && (best >= COMMON_CUED_MIN_PRIOR || (best >= PHRASE_MIN_PRIOR && bareAfterGoing(text, m.start))) && !lowerInCasedText(text, m.start)
      );
    if (m.common) return commonOdds(text, m, cue, 0) > 0;
    if (named && best < CAPITALIZED_MIN_PRIOR) return cue === 'strong' || refused;
    // "de la rivière": a frequent word of the request language written in lower case is a place only after a direction word;
    // so is any word in lower case after an article where the writer capitalises names ("dans la medina", "o fogo"): a noun.
    const lowerAfterArticle = isDeterminer(prevWord(text, m.start), text.lang) && text.namesCapitalised;
    const lowerWord =
      !text.caseless &&
      m.end - m.start === 1 &&
      !isCap(text.tokens[m.start] as Token) &&
      (isOrdinaryWord(text.tokens[m.start]?.norm ?? '', text.lang) || lowerAfterArticle);
    if (lowerWord) return cue === 'strong';
    return cue === 'strong' || cue === 'weak' || refused || spent;
  });
  // People named after a place ("zwei münchner suchen") and a festivity's adjective are no place a name could be listed with.
  const solid = (x: Match | undefined, j: number) => x !== undefined && ok[j] === true && !x.residents && !x.host;
  // Only a place of its own sentence vouches for it: "Griaß eich! ... nach Mailand" greets, however near Eich lies to Milan.
  const sameSentence = (a: Match, b: Match) => {
    const [x, y] = a.start < b.start ? [a, b] : [b, a];
    return !/[.!?\n]/.test(text.source.slice(text.tokens[x.end - 1]?.end ?? 0, text.tokens[y.start]?.start ?? 0));
  };
  const nearSolidPlace = (m: Match, k: number) =>
    found.some(
      (x, j) =>
        j !== k &&
        solid(x, j) &&
        sameSentence(m, x) &&
        m.candidates.some(
          (c) =>
            c.place.type === 'city' && c.place.name.toLowerCase() === text.tokens[m.start]?.raw && greatCircleKm(c.place, likeliestPlace(x)) < NEAR_NAMED_KM,
        ),
    );
  // "naxos + paros", "modica, noto e scicli": a list whose places lie together vouches for its names (coordination.ts).
  const rareName = (m: Match) =>
    !m.common && !m.person && text.tokens.slice(m.start, m.end).every((t) => !isOrdinaryWord(t.norm, text.lang) && t.norm.length > 3);
  const listable = (m: Match) => !m.residents && !m.feast && !m.host;
  const pairedNear = (a: Match, b: Match) =>
    a.candidates.some((c) => c.place.type !== 'country' && b.candidates.some((d) => d.place.type !== 'country' && greatCircleKm(c.place, d.place) < PAIR_KM));
  const run = runsOf(
    found.map((m, k) => found[k + 1] !== undefined && joined(text, m.end, (found[k + 1] as Match).start, true)),
    found.length,
  );
  const near = (a: number, b: number) => listable(found[a] as Match) && listable(found[b] as Match) && pairedNear(found[a] as Match, found[b] as Match);
  for (const k of vouchedByList(run, found.map(rareName), near)) {
    const m = found[k] as Match;
    // A word of the list still weighs its own odds below, with the places beside it as evidence.
    if (!(m.common && m.end - m.start === 1)) ok[k] = true;
  }
  /** How many places that stand on their own the name is listed with. */
  const mates = (k: number) => found.filter((x, j) => j !== k && run[j] === run[k] && solid(x, j)).length;
  // A cue governs the list it opens ("nach Bremen und Essen"): a name listed after places takes the first one's cue.
  const listCue = (k: number): Cue => {
    let first = k;
    while (first > 0 && solid(found[first - 1], first - 1) && run[first - 1] === run[first]) first--;
    return first === k ? null : cueAt(text, (found[first] as Match).start);
  };
  // "Sicily in September, not Taormina": a town written as a name inside a region, state or park the request names stands on
  // that area's evidence, as a town listed beside a place does; so does one that is also a family name, not a given name.
  const insideSolidArea = (m: Match, k: number) =>
    !isGivenName(keyOf(text.tokens, m.start, m.end)) &&
    capitalized(text, m.start, m.end) &&
    !sentenceStart(text, m.start) &&
    found.some(
      (x, j) =>
        j !== k &&
        solid(x, j) &&
        sameSentence(m, x) &&
        AREA_TYPES.has(likeliestPlace(x).type) &&
        m.candidates.some((c) => c.place.type === 'city' && placeContains(cat, likeliestPlace(x), asPoint(c.place))),
    );
  for (let pass = 0; pass < 2; pass++) {
    found.forEach((m, k) => {
      if (ok[k] || m.feast) return;
      // An ordinary word joined to a place ("Split and Dubrovnik", "Mobile to New Orleans") must itself be a prominent place ("going to Seattle" is not Going),
      // an English word in another language's text too ("den Chicago-Marathon": the compound's head, not Marathon in Florida).
      // An ordinary word of the request's language listed with places weighs its own odds (a cue and its casing too).
      const oneWord = m.end - m.start === 1;
      const ordinary = m.common || (oneWord && isWordOf(text.tokens[m.start]?.norm ?? '', 'en'));
      if (m.common && oneWord ? commonOdds(text, m, cueAt(text, m.start) ?? listCue(k), mates(k)) <= 0 : ordinary && bestPrior(m) < COMMON_CUED_MIN_PRIOR)
        return;
      // "Para o Algarve", "Per Roma": a joiner word (a preposition or conjunction) is the link to the place, never a place listed with it.
      if (m.end - m.start === 1 && JOINERS.has(text.tokens[m.start]?.norm ?? '')) return;
      // "Montréal, mon vol", "ab Hamburg buchen": an ordinary word in lower case next to a place is still a word. A name
      // no language uses as a word, left in lower case but spelt as the place is ("buchen" is no Büchen) within a day's drive
      // of a place of the trip, is a place of it too ("Lisbon for 4 days, then sintra and cascais").
      if (m.end - m.start === 1 && lowerInCasedText(text, m.start)) {
        if (!isOrdinaryWord(text.tokens[m.start]?.norm ?? '') && nearSolidPlace(m, k)) ok[k] = true;
        return;
      }
      if (mates(k) > 0 || insideSolidArea(m, k)) ok[k] = true;
    });
  }
  // Only the words read as places: one refused for want of a cue ("Rocha" in "Praia da Rocha") may still end another's name.
  const placeTokens = new Set(found.flatMap((m, k) => (ok[k] ? Array.from({ length: m.end - m.start }, (_, j) => m.start + j) : [])));
  found.forEach((m, k) => {
    if (!ok[k] && !m.feast && m.end - m.start === 1 && !text.caseless && isCap(text.tokens[m.start] as Token)) text.refused.add(m.start);
  });
  const sport = speaksOfSport(text.tokens.map((t) => t.norm));
  return found.filter((m, k) => {
    if (!ok[k] || teamName(text, m, sport, placeTokens)) return false;
    if (!namesMayRun(text, m)) return true;
    const longer = longerNameEnd(text, m, placeTokens);
    if (longer !== undefined) text.unknown.push([m.start, longer]);
    const name = longer === undefined ? partOfName(cat, text, m, placeTokens) : undefined;
    // A name opened by a place's head word ("Monte Verde", "San Ramón") is a place the gazetteer lacks, not a person's: it is said.
    if (name && isPlaceNameHead(text.tokens[name[0]]?.norm ?? '')) text.unknown.push(name);
    return longer === undefined && name === undefined;
  });
}

/**
 * A feast's name ("Natal", "Corpus Christi") is the feast after an article or "of" ("no Natal",
 * "feriado de Corpus Christi") and never a small town; elsewhere it stays the place ("em Natal",
 * "San José 3-9 agosto": a name opening a request is more often the place than the feast).
 */
const FEAST_OF = new Set('de di du des del della do da dos das no na nos nas au aux al nel nella im am zum zur vom beim of the'.split(' '));
const FEAST_PLACE_MIN_PRIOR = 0.5;
function feastAsPlace(text: Text, m: Match): boolean {
  if (Math.max(...m.candidates.map((c) => c.place.prior)) < FEAST_PLACE_MIN_PRIOR) return false;
  return !FEAST_OF.has(prevWord(text, m.start)) && !ARTICLE_BEFORE(text, m.start);
}
/**
 * An event's name ("los Sanfermines", "Oktoberfest") names the place that holds it and often a feast the calendar dates: it is
 * no question of feast or place here. The request's chart (intent/read-text.ts) proposes the event, its dates and its place
 * side by side, so the feast filters of this file judge the names of places only.
 */
const namesHeldEvent = (m: Match) => m.candidates.every((c) => c.kind === 'event');
const ARTICLE_BEFORE = (text: Text, i: number) => isDeterminer(prevWord(text, i), text.lang);

/** The longest holiday name worth looking for, in words ("dia de los reyes magos"). */
const MAX_FEAST_WORDS = 6;

/**
 * "o feriado da Imaculada Conceição", "la fête de la Saint-Martin": a place named by some words of
 * a holiday's name written in full (Imaculada, a town in Brazil; Conceição, one in Portugal) is part
 * of the holiday, not a place, unless it is a country or world-famous ("Canada Day"). An event's name is left to the chart.
 */
function withoutPartsOfFeasts(text: Text, found: Match[]): Match[] {
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < text.tokens.length; i++) {
    // A key of several words opens with the first word and a space, unless an elided article joins it to the next.
    const first = text.tokens[i] as Token;
    if (!first.elided && !opensFeastName(first.norm, text.lang)) continue;
    for (let j = Math.min(text.tokens.length, i + MAX_FEAST_WORDS); j >= i + 2; j--) {
      if (!isFeastName(keyOf(text.tokens, i, j), text.lang)) continue;
      spans.push([i, j]);
      break;
    }
  }
  if (spans.length === 0) return found;
  const strong = (m: Match) => m.candidates.some((c) => c.place.type === 'country' || c.place.prior >= FAMOUS_PRIOR);
  const inside = (m: Match) => spans.some(([a, b]) => a <= m.start && m.end <= b && m.end - m.start < b - a);
  return found.filter((m) => namesHeldEvent(m) || strong(m) || !inside(m));
}

/** "Sanibel Island", "Pietrasanta Beach": an English feature word after a place names a feature of it, no person's surname. */
const featureAfter = (cat: Catalog, text: Text, m: Match) => {
  const next = text.tokens[m.end]?.norm ?? '';
  return featureWordBefore([next], 'en') || cat.words.features.has(next);
};

/** Capitals join words into one name, except in a text without case, in German (every noun has one) and for an airport or a short form. */
const namesMayRun = (text: Text, m: Match) => !text.caseless && text.lang !== 'de' && !m.candidates.some((c) => c.kind === 'airport' || c.kind === 'alias');

/** A frequent word of the request's language (or English) written all in capitals: emphasis, not a name. */
const shouted = (text: Text, j: number) => {
  const t = text.tokens[j];
  return t !== undefined && t.raw.length > 1 && t.raw === t.raw.toUpperCase() && (isFrequentWordOf(t.norm, text.lang) || isFrequentWordOf(t.norm, 'en'));
};

/**
 * "Matt Corby", "Celine Dion", "Cruz Azul": a small place written inside a run of capitalised words is part of a name; the
 * token span of that name, or undefined.
 */
function partOfName(cat: Catalog, text: Text, m: Match, placeTokens: ReadonlySet<number>): [number, number] | undefined {
  const small = Math.max(...m.candidates.map((c) => c.place.prior)) < 0.6;
  // A city named by a town's head word alone ("Porto", "Praia") opens other places' names as often ("Porto Venere", "Praia Grande").
  const headed = isPlaceNameHead(text.tokens[m.start]?.norm ?? '');
  const headWord = m.end - m.start === 1 && headed;
  // On one line: a name does not run on to the next ("- Porto\nDépart de Nantes").
  const glued = (a: Token | undefined, b: Token | undefined) => a !== undefined && b !== undefined && /^[^\S\n]+$/.test(text.source.slice(a.end, b.start));
  // A neighbour written as a name that is no place; next to a prominent place it must also be no ordinary word ("Jordan Rakei", not "Paris Hotels").
  // A frequent word in capitals is said with emphasis ("Greece, NOT Crete", "aber NICHT Kreta"), never part of a name.
  // A compass word beside a place that has sides names one of them ("East Kent"; compass-parts.ts), no longer name.
  const sided = m.candidates.some((c) => mayHaveSides(c.place));
  const nameWord = (j: number, loose: boolean) => {
    const t = text.tokens[j];
    if (t === undefined || !isCap(t) || placeTokens.has(j) || shouted(text, j) || (sided && COMPASS_WORDS.has(t.norm))) return false;
    return loose || !isOrdinaryWord(t.norm, text.lang);
  };
  // After a head word the next word must be one a name can hold: capitals say nothing where every word has one ("Weekend In
  // Porto And Lisbon"), a day or month is the request's own ("Porto Friday"), and so is a word (function words too) of an English
  // or German text, or an English word in another, which follows a place it qualifies ("Porto Wine", "Porto Reise"); Romance
  // names put their own language's qualifier there ("Praia Vermelha", "Val Thorens Haut", "Laguna Verde Chica").
  const headNameWord = (j: number) => {
    const w = text.tokens[j]?.norm ?? '';
    const qualifiesAfter = (text.lang === 'en' || text.lang === 'de') && isWordOf(w, text.lang);
    const english = isWordOf(w, 'en') && !isWordOf(w, text.lang);
    const request = isCalendarWord(w) || qualifiesAfter || english;
    return !titleCased(text) && !request && nameWord(j, true);
  };
  const prevName = nameWord(m.start - 1, small) && !sentenceStart(text, m.start - 1) && glued(text.tokens[m.start - 1], text.tokens[m.start]);
  // A run headed by a well-known city is mostly named after it ("Edinburgh Fringe", "Boston Marathon"); a country or state
  // heading one is more often a person's name ("Jordan Rakei", "Georgia May").
  const headCity = !small && !headWord && m.candidates.some((c) => c.place.type === 'city' && c.place.prior >= 0.6);
  // So must the word after a longer name a head word opens ("Puerto Madryn Whale Watching", but "Ilha Grande Sul").
  const nextWord = headed ? headNameWord(m.end) : nameWord(m.end, small);
  const nextName = !headCity && !featureAfter(cat, text, m) && nextWord && glued(text.tokens[m.end - 1], text.tokens[m.end]);
  return prevName ? [m.start - 1, m.end] : nextName ? [m.start, m.end + 1] : undefined;
}

/**
 * Genitive links inside place names ("de", "do", "della", the elided "d'"): "en", "on", "am" also join a place to a date or a
 * vehicle ("Madrid en AVE").
 */
const OF_LINKS = new Set('de d do da dos das di del della delle du des'.split(' '));

/**
 * "Rua do Almada", "calle Toledo", "Boston Road": a place's name inside a street's is no place of the trip (a street word
 * of the request's language before it, past a link word or an article, or a street word written as a name after it).
 */
/** A street word followed by one of these is a kind of trip ("an Iceland Road Trip", "Amalfi Drive day trip"). */
const TRIP_AFTER = new Set(['trip', 'trips', 'tour', 'day', 'holiday', 'vacation', 'adventure']);
/** Street words as often ordinary ones ("Walking the Cotswold Way", "Rome Way back"): a street only after "on" or "at". */
const LOOSE_STREET = new Set(['way', 'drive', 'dr']);
const STREET_LEAD = new Set(['on', 'at']);

/** The word before a name past its link words and articles ("Rua do", "Musée d'", "Colonia"), within three words. */
function wordBefore(text: Text, m: Match): Token | undefined {
  for (let j = m.start - 1; j >= Math.max(0, m.start - 3); j--) {
    const tok = text.tokens[j];
    const w = tok?.norm ?? '';
    if (!OF_LINKS.has(w) && !isDeterminer(w, text.lang)) return tok;
  }
  return undefined;
}

function withoutStreets(text: Text, found: Match[]): Match[] {
  const streetBefore = (m: Match) => {
    const tok = wordBefore(text, m);
    const w = tok?.norm ?? '';
    // Italian "al largo di Capri" is off the coast: "largo" opens a street's name only when written as one ("Largo Argentina").
    return isStreetWordOf(w, text.lang) && (w !== 'largo' || (tok !== undefined && isCap(tok)));
  };
  const streetAfter = (m: Match) => {
    const t = text.tokens[m.end];
    const spaced = t !== undefined && /^ +$/.test(text.source.slice(text.tokens[m.end - 1]?.end ?? 0, t.start));
    if (text.lang !== 'en' || text.caseless || t === undefined || !spaced || !isCap(t) || !STREET_AFTER.has(t.norm)) return false;
    if (TRIP_AFTER.has(text.tokens[m.end + 1]?.norm ?? '')) return false;
    return !LOOSE_STREET.has(t.norm) || STREET_LEAD.has(text.tokens[m.start - 1]?.norm ?? '');
  };
  return found.filter((m) => !streetBefore(m) && !streetAfter(m));
}

/** Conjunctions joining the items of a list, per language (Portuguese "o" is an article, Spanish and Italian "o" is "or"). */
const LIST_CONJUNCTIONS = new Map<string, ReadonlySet<string>>([
  ['en', new Set(['and', 'or'])],
  ['fr', new Set(['et', 'ou'])],
  ['es', new Set(['y', 'e', 'o', 'u'])],
  ['de', new Set(['und', 'oder'])],
  ['it', new Set(['e', 'ed', 'o', 'oppure'])],
  ['pt', new Set(['e', 'ou'])],
]);
const isListConjunction = (text: Text, k: number) =>
  (LIST_CONJUNCTIONS.get(text.lang) ?? LIST_CONJUNCTIONS.get('en'))?.has(text.tokens[k]?.norm ?? '') ?? false;

/**
 * The token of the list item next to token i in the direction `step` (+1 after, -1 before), across a comma or a conjunction,
 * or -1 when no list goes on there.
 */
function listNeighbour(text: Text, i: number, step: 1 | -1): number {
  const next = i + step;
  const [a, b] = step === 1 ? [text.tokens[i], text.tokens[next]] : [text.tokens[next], text.tokens[i]];
  if (!a || !b) return -1;
  const gap = text.source.slice(a.end, b.start);
  if (/^\s*,\s*$/.test(gap)) return next;
  if (!/^\s+$/.test(gap) || !isListConjunction(text, next)) return -1;
  const item = next + step;
  const [c, d] = step === 1 ? [text.tokens[next], text.tokens[item]] : [text.tokens[item], text.tokens[next]];
  return c && d && /^\s+$/.test(text.source.slice(c.end, d.start)) ? item : -1;
}

/**
 * "Lagos, volcanes y termas", "Praia, sol e Natal": a one-word name that is an ordinary word of the request's language, with no
 * place word before it, listed beside an item of one word that the writer, who capitalises names, leaves in lower case, is
 * that word: the list names things, not places. It is a list when a conjunction joins the two or the lower-case item is
 * followed by a further item, and that item is one word ("Lyon et voudrions partir" joins clauses); a comma alone may end a
 * phrase ("saindo do Rio, sozinho", "Thailand, allein, ab Wien").
 */
function withoutNounsInLists(text: Text, found: Match[]): Match[] {
  if (text.caseless || !text.namesCapitalised) return found;
  const word = (k: number) => {
    const t = text.tokens[k];
    return t !== undefined && /^\p{L}{3,}$/u.test(t.raw) && !isFunctionWord(t.norm, text.lang);
  };
  // One word: its far side is the list's next separator or the end of the phrase ("y termas,"; not "et voudrions partir").
  const itemEnds = (k: number, step: 1 | -1) => {
    const [a, b] = step === 1 ? [text.tokens[k], text.tokens[k + 1]] : [text.tokens[k - 1], text.tokens[k]];
    return !a || !b || listNeighbour(text, k, step) >= 0 || /[,.;:!?()]/.test(text.source.slice(a.end, b.start));
  };
  const lowerItem = (k: number, step: 1 | -1) => word(k) && !isCap(text.tokens[k] as Token) && itemEnds(k, step);
  const listedWithThing = (m: Match) => {
    if (m.end - m.start !== 1 || cueAt(text, m.start) !== null || !isOrdinaryWord(text.tokens[m.start]?.norm ?? '', text.lang)) return false;
    return ([1, -1] as const).some((step) => {
      const k = listNeighbour(text, m.start, step);
      if (k < 0 || !lowerItem(k, step)) return false;
      const joined = isListConjunction(text, m.start + step);
      const further = listNeighbour(text, k, step);
      return joined || (further >= 0 && word(further));
    });
  };
  return found.filter((m) => !listedWithThing(m));
}

/**
 * "Estátua da Liberdade", "Colonia Roma, Mexico City", "Museo d'Orsay", "Palermo Soho": a place's name after a building's or a
 * quarter's word, or written on in one name after a place, is that sight's or quarter's own name. After a quarter word it stays
 * a place only as a quarter the gazetteer knows (Triana of Seville, not Rome). After a building word, or a place it runs on
 * from, it stays one when it lies in a country of the request's other places or of that place (a sight is seen where the trip
 * goes: "Château de Chambord" on a trip to Paris is Chambord's, but the statue of a trip to New York is no quarter of São
 * Paulo, and Palermo Soho of Buenos Aires no trip to London) or is a city known the world over ("the Tower of London").
 */
function withoutPlacesNamingSights(text: Text, found: Match[]): Match[] {
  const sightWord = (m: Match) => sightWordOf(wordBefore(text, m)?.norm ?? '');
  const runsOn = (m: Match) => {
    const [a, b] = [text.tokens[m.start - 1], text.tokens[m.start]];
    const glued = a !== undefined && b !== undefined && isCap(b) && /^[^\S\n]+$/.test(text.source.slice(a.end, b.start));
    return glued && !text.caseless ? found.find((p) => p.end === m.start && p.candidates.length > 0) : undefined;
  };
  // Each other place by its likeliest reading: a town of the same name elsewhere (Nova Iorque in Brazil) is not where the trip goes.
  const others = found.filter((m) => sightWord(m) === undefined && m.candidates.length > 0);
  const tripCountries = new Set(others.map((m) => likeliestPlace(m).country));
  const inCountries = (m: Match, countries: ReadonlySet<string>) =>
    m.candidates.some((c) => c.place.prior >= WORLD_CITY_PRIOR || countries.has(c.place.country));
  const keep = (m: Match) => {
    const word = sightWord(m);
    if (word === 'quarter') return m.candidates.some((c) => c.place.within !== undefined);
    const before = runsOn(m);
    if (before) return inCountries(m, new Set(before.candidates.map((c) => c.place.country)));
    return word === undefined || others.length === 0 || inCountries(m, tripCountries);
  };
  return found.filter(keep);
}

/** Most words a name the gazetteer lacks is reported with after its known head ("Porto de Galinhas", "Pointe du Grand Bec"). */
const MAX_NAME_TAIL = 3;

/**
 * "Porto de Galinhas", "Praia do Forte": a place followed by a link word and a capitalised word that
 * is no place, no month or weekday, is the head of a longer name the gazetteer lacks, however well
 * known the head ("Porto" is not Porto de Galinhas). Not read, the whole name is reported as unknown
 * rather than taken for its head in silence: the token where it ends, or undefined when the place ends no such name.
 */
function longerNameEnd(text: Text, m: Match, placeTokens: ReadonlySet<number>): number | undefined {
  const [link, next] = [text.tokens[m.end], text.tokens[m.end + 1]];
  if (!link || !next || !OF_LINKS.has(link.norm) || !isCap(next) || placeTokens.has(m.end + 1) || isCalendarWord(next.norm)) return undefined;
  const spaced = (a: Token, b: Token, joined: RegExp) => joined.test(text.source.slice(a.end, b.start));
  if (!spaced(text.tokens[m.end - 1] as Token, link, /^\s+$/) || !spaced(link, next, link.elided ? /^$/ : /^\s+$/)) return undefined;
  let end = m.end + 2;
  while (end < m.end + 2 + MAX_NAME_TAIL) {
    const [prev, t] = [text.tokens[end - 1] as Token, text.tokens[end]];
    if (!t || !isCap(t) || placeTokens.has(end) || !spaced(prev, t, /^[ -]$/)) break;
    end++;
  }
  return end;
}

/** A name matched with an article in lower case ("el Monte", "les Alpes") begins, as written, at the word after it. */
function writtenNameStart(text: Text, start: number, end: number): number {
  const t = text.tokens[start] as Token;
  return end - start > 1 && !isCap(t) && isDeterminer(t.norm, text.lang) ? start + 1 : start;
}

/** Genitive links that, between two places, mean "from" in the request's language and never "of". */
const FROM_LINKS = new Map([['it', new Set(['da'])]]);

/** Below this prior a place written side by side with another is taken for part of one name with it. */
const PART_MAX_PRIOR = 0.5;
const FEATURE_LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'];
/** Places side by side this close, in one country, are a terse list ("Sintra Cascais"), not one name. */
const LIST_MAX_KM = 150;

/**
 * "Serra Nevada", "Cabo Polonio", "Sella Ronda", "Isla del Sol": names written as names side by side,
 * or joined by a genitive link, with nothing else between them are one name. The matcher takes every
 * name the gazetteer knows whole ("Sierra Nevada", "Santa Cruz de Tenerife"), so a run left in parts
 * is a name it lacks; when one part is a small place (or a misspelling) and the parts' readings lie
 * far apart, in different countries or beyond a list's reach, read apart they would be towns the
 * traveller never meant ("Serra" in Brazil and the US state of Nevada). The parts are not read, so the
 * run is reported as unknown instead. Prominent places side by side stay a list ("Rome Florence
 * Venice"); a qualifier ("Paris TX") was already joined to its head.
 */
function withoutPartsOfUnknownNames(cat: Catalog, text: Text, found: Match[]): Match[] {
  if (text.caseless) return found;
  const parts = new Set<number>();
  const fixed = (m: Match) => m.candidates.some((c) => c.kind === 'airport' || c.kind === 'code' || c.kind === 'event');
  const small = (m: Match) => m.candidates.every((c) => c.kind === 'fuzzy') || bestPrior(m) < PART_MAX_PRIOR;
  // German writes every noun with a capital, so there a name is any run of capitalised words.
  const asName = (from: number, to: number) => text.tokens.slice(from, to).every((t) => t.raw.length <= 3 || isCap(t)) && isCap(text.tokens[from] as Token);
  const nameFrom = (m: Match) => writtenNameStart(text, m.start, m.end);
  const linked = (a: number, b: number) => b === a + 1 && OF_LINKS.has(text.tokens[a]?.norm ?? '');
  // On one line: names on lines of their own are a list, however they are spaced; an elided link joins the next word ("Val d'Aoste").
  const glued = (a: number, b: number) =>
    /^[^\S\n]+(?:\p{L}+(?:[^\S\n]+|['\u2019]))?$/u.test(text.source.slice(text.tokens[a - 1]?.end ?? 0, text.tokens[b]?.start ?? 0));
  const drop = (k: number, from: number, to: number) => {
    parts.add(k);
    text.unknown.push([from, to]);
  };
  const isPart = new Set(found.flatMap((m) => Array.from({ length: m.end - m.start }, (_, j) => m.start + j)));
  found.forEach((b, k) => {
    const a = found[k - 1];
    // A form's place line holds one whole name ("Destino: Bonito").
    if (fixed(b) || !asName(b.start, b.end) || inSlot(text, b.start)) return;
    // "Isla del Sol", "Ilha do Mel": a small place after a feature word written as a name and a genitive link ends that
    // feature's name, in whichever language the feature is named ("Universidad de Salamanca" is still Salamanca's).
    const head = b.start - 2;
    const featureHead = head >= 0 && FEATURE_LANGS.some((lang) => featureWordBefore([text.tokens[head]?.norm ?? '', text.tokens[head + 1]?.norm ?? ''], lang));
    if (small(b) && featureHead && linked(head + 1, b.start) && !isPart.has(head) && asName(head, head + 1) && glued(head + 1, b.start)) drop(k, head, b.end);
    // "Val Gardena", "Val di Funes": a feature word of Italian, Spanish, French... names a feature where that language is
    // spoken; a town right after it in a country that speaks none of them (Gardena, California) is a namesake of the feature.
    const foreignHead = foreignTownAfterFeatureWord(cat, text, b, isPart);
    if (foreignHead !== undefined) drop(k, foreignHead, b.end);
    if (!a || fixed(a) || inSlot(text, a.start) || !asName(nameFrom(a), a.end) || !glued(a.end, b.start) || (b.start !== a.end && !linked(a.end, b.start)))
      return;
    // "Valencia de España": a country after the link locates the name, it does not extend it; "Sanremo da Milano": a
    // well-known place after a link that means "from" is where the trip starts. A "de" may mean either, so it still joins.
    const fromLink = b.start !== a.end && FROM_LINKS.get(text.lang)?.has(text.tokens[a.end]?.norm ?? '') === true;
    if (b.start !== a.end && (['country', 'state'].includes(likeliestPlace(b).type) || (fromLink && !small(b)))) return;
    const [p, q] = [likeliestPlace(a), likeliestPlace(b)];
    const apart = p.country !== q.country || greatCircleKm(p, q) > LIST_MAX_KM;
    if (!(small(a) || small(b)) || !apart) return;
    // "Universidad de Salamanca", "Museo del Prado": an ordinary word heading the run names an institution of the place after it.
    const ordinaryHead = b.start !== a.end && a.end - a.start === 1 && isOrdinaryWord(text.tokens[a.start]?.norm ?? '');
    parts.add(k - 1);
    if (!ordinaryHead) drop(k, nameFrom(a), b.end);
  });
  return found.filter((_, k) => !parts.has(k));
}

/** The feature word's token when the town b is a namesake of the feature named after it, else undefined. */
function foreignTownAfterFeatureWord(cat: Catalog, text: Text, b: Match, isPart: ReadonlySet<number>): number | undefined {
  const words = (from: number) => text.tokens.slice(from, b.start).map((t) => t.norm);
  const found = [b.start - 1, b.start - 2]
    .filter((h) => h >= 0 && !isPart.has(h) && isCap(text.tokens[h] as Token))
    .map((h) => ({ at: h, languages: featureWordLanguages(words(h)) }))
    .find((f) => f.languages.length > 0);
  if (found === undefined) return undefined;
  const { at, languages } = found;
  if (at === b.start - 2 && !OF_LINKS.has(text.tokens[at + 1]?.norm ?? '')) return undefined;
  if (!/^[^\S\n]+$/u.test(text.source.slice(text.tokens[at]?.end ?? 0, text.tokens[at + 1]?.start ?? 0))) return undefined;
  const codes = languages.map((lang) => LANGUAGE_CODES.get(lang));
  const namesake = b.candidates.every(
    (c) => c.place.type === 'city' && !codes.some((code) => code && (cat.countries.byCode.get(c.place.country)?.languages.includes(code) ?? false)),
  );
  return namesake ? at : undefined;
}

/**
 * "Seattle Vs La Angels", "Portland Thorns Vs Houston": teams of a match, not places to go. A "vs" is a match where the request
 * speaks of one or a team's name stands beside it; "Lisbon vs Porto for a weekend?" compares two places.
 */
function teamName(text: Text, m: Match, sport: boolean, placeTokens: ReadonlySet<number>): boolean {
  const vs = (i: number) => ['vs', 'v', 'versus'].includes(text.tokens[i]?.norm ?? '');
  // A capitalised word in the same phrase as the word before it is a team's name ("Portland Thorns", "Cruz Azul"); across the
  // "vs", only a word that names no place is ("Lisbon vs Porto" are two places).
  const team = (i: number, acrossVs: boolean) => {
    const t = text.tokens[i];
    const gap = text.source.slice(text.tokens[i - 1]?.end ?? 0, t?.start ?? 0);
    if (t === undefined || vs(i) || (acrossVs && placeTokens.has(i))) return false;
    return /^[^\S\n]+$/u.test(gap) && isCap(t) && !cueBefore([t.norm], text.lang);
  };
  const [before, after] = [vs(m.start - 1), vs(m.end)];
  // "Portland Thorns vs ...", "... vs LA Angels", "Portland Thorns Vs Houston", "Houston Vs Portland Thorns".
  if (team(m.end, false) && (vs(m.end + 1) || before)) return true;
  if ((before && team(m.start - 2, true)) || (after && team(m.end + 1, true))) return true;
  // Without capitals a team's name cannot be told from a word: a "vs" there is read as a match, as a fixture's title is.
  return (sport || text.caseless) && (before || after);
}

/**
 * "Barcelone", "Reykjavick", "a mallorka", "in marakech", "prauge and krakow": a word that names nothing, written as a
 * name, or in lower case after a place word or by a writer who capitalises nothing, and no word of any of the six
 * languages, read as an important place spelt alike, one or two letters off or with two letters swapped. A country's adjective or people in the request's language ("argentinos", "Camino Francés") is a word
 * one letter from its country, no misspelling of it, and a person's name ("the Kruger family") is no misspelt place.
 */
function misspeltAt(cat: Catalog, text: Text, i: number): Match | undefined {
  const t = text.tokens[i] as Token;
  if (isCalendarWord(t.norm) || cat.words.stop.has(t.norm) || !/^\p{L}+$/u.test(t.raw)) return undefined;
  if (countryOfAdjective(t.norm, text.lang) !== undefined || text.people.has(i)) return undefined;
  // A given name spelt as the person-name data spells it ("avec Monique") is that name, not a place misspelt ("Munique").
  if (isGivenName(t.norm)) return undefined;
  // Opening a sentence, a capital says nothing: an ordinary word there ("Mainland is fine") is the word.
  const asName = capitalized(text, i, i + 1) && !(sentenceStart(text, i) && isOrdinaryWord(t.norm, text.lang));
  // A writer who capitalises nothing ("amsterdan 3 nites", "copenhagan + stockholm") writes names as words: there a
  // word of none of the six languages stands as a name would, with or without a place word before it.
  if (!asName && (isOrdinaryWord(t.norm) || (cueAt(text, i) === null && !text.caseless))) return undefined;
  // "Velmont SA", "Brandt GmbH": a name before a company's legal form is the company's, not a misspelt place.
  if (LEGAL_FORMS.has(text.tokens[i + 1]?.norm ?? '')) return undefined;
  const candidates = cat.fuzzy.candidates(t.norm);
  return candidates.length ? { start: i, end: i + 1, candidates, origin: isOrigin(text, i) } : undefined;
}

/** Companies' legal forms in the six languages' countries, written after the company's name ("SA", "GmbH", "Ltda", "S.p.A."). */
const LEGAL_FORMS = new Set('sa sas sarl sl slu gmbh ag ltd llc inc spa srl ltda bv nv plc kg'.split(' '));

/** "Italian coast", "Mexican beaches": an adjective (or country name) followed by landscape words. */
const demonymHeads = new WeakMap<Catalog, Set<string>>();

/** First words of every country name and demonym, so most tokens are ruled out without building phrases. */
function heads(cat: Catalog): Set<string> {
  let set = demonymHeads.get(cat);
  if (!set) {
    set = new Set([...cat.countries.byDemonym.keys(), ...cat.countries.byName.keys()].map((k) => k.split(' ')[0] ?? k));
    demonymHeads.set(cat, set);
  }
  return set;
}

function demonymAt(cat: Catalog, text: Text, i: number): Match | undefined {
  if (!heads(cat).has(text.tokens[i]?.norm ?? '')) return undefined;
  const words = text.tokens.slice(i, i + MAX_WORDS).map((t) => t.norm);
  const features = cat.words.features;
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const head = words.slice(0, k).join(' ');
    if (!cat.countries.byDemonym.has(head) && !cat.countries.byName.has(head)) continue;
    let end = k;
    while (end < words.length && features.has(words[end] ?? '')) end++;
    // "Greek islands" and "Japanese Alps" are curated places, not a country plus a theme.
    if (end === k || candidatesFor(cat, words.slice(0, k + 1).join(' ')).length) continue;
    const cands = demonymCandidates(cat, words.slice(0, end));
    if (cands.length) return { start: i, end: i + end, candidates: cands, origin: false };
  }
  return undefined;
}

/** "eine griechische Insel", "un village grec", "somewhere Portuguese": the country (adjective-scope.ts), unless the words are a place's own name. */
function scopeAt(cat: Catalog, text: Text, i: number): Match | undefined {
  const scope = adjectiveScopeAt(text.source, text.tokens, i, text.lang);
  if (!scope || candidatesFor(cat, keyOf(text.tokens, scope.start, scope.end)).length) return undefined;
  const place = cat.places.get(`country:${scope.code.toLowerCase()}`);
  const said = text.source.slice(text.tokens[scope.start]?.start ?? 0, text.tokens[scope.end - 1]?.end ?? 0);
  const note = `"${said}" asks for a place in ${place?.name ?? scope.code}`;
  return place ? { start: scope.start, end: scope.end, candidates: [{ place, kind: 'demonym', note }], origin: false, scope: true } : undefined;
}

const REGION_TYPES = new Set(['region', 'coast', 'park']);
/** Areas below a country whose towns a request names without a cue: regions, coasts, parks and first-level divisions. */
const AREA_TYPES: ReadonlySet<string> = new Set([...REGION_TYPES, 'state']);

/**
 * "Finnish Lapland", "Patagonia argentina", "the Slovak side of the Carpathians": a region named with a
 * country adjective is the region within that country. The adjective joins the region's words (a country
 * read in them, "argentina", goes). A region qualified right beside it by the adjective of a country it does
 * not reach ("die dänische Nordseeküste", "the Swiss Riviera") is another region of that name, one the gazetteer
 * lacks: the words ask for a place in that country, and the whole name is reported.
 */
function withAdjectivesOfRegions(cat: Catalog, text: Text, matches: Match[]): Match[] {
  const absorbed = new Set<Match>();
  const joined = new Map<Match, Match>();
  for (const m of matches) {
    if (m.origin || !m.candidates.some((c) => REGION_TYPES.has(c.place.type))) continue;
    const adj = adjectiveOfRegion(text.source, text.tokens, m.start, m.end, text.lang);
    if (!adj) continue;
    if (!m.candidates.some((c) => REGION_TYPES.has(c.place.type) && reachesInto(cat, c.place, adj.code))) {
      const country = cat.places.get(`country:${adj.code.toLowerCase()}`);
      const at = adj.start === m.start - 1 ? adj.start : adj.end === m.end + 1 ? adj.end - 1 : undefined;
      if (country === undefined || at === undefined) continue;
      text.unknown.push([writtenNameStart(text, adj.start, adj.end), adj.end]);
      const note = `"${text.tokens[at]?.raw ?? ''}" asks for a place in ${country.name}`;
      joined.set(m, { ...m, start: at, end: at + 1, candidates: [{ place: country, kind: 'demonym', note }], longer: [], scope: true });
      continue;
    }
    for (const o of matches) if (o !== m && o.start < adj.end && o.end > adj.start) absorbed.add(o);
    joined.set(m, { ...m, start: adj.start, end: adj.end, within: adj.code });
  }
  return matches.filter((m) => !absorbed.has(m)).map((m) => joined.get(m) ?? m);
}

/** Each reading of a match as its side, where it has one (a town has none). */
function sidesOf(cat: Catalog, candidates: readonly Candidate[], side: CompassSide): Candidate[] {
  return candidates.flatMap((c) => {
    const part = compassPart(cat, side, c.place.sideOf ?? c.place);
    return part ? [{ place: part, kind: c.kind, note: `a side of ${(c.place.sideOf ?? c.place).name}` }] : [];
  });
}

/** A distance before a compass word ("20 km north of", "a 30 km a sul de") says how far from a place, not which side of it. */
const DISTANCE_UNITS = new Set([
  'km',
  'kms',
  'kilometres',
  'kilometers',
  'kilometros',
  'kilometri',
  'quilometros',
  'kilometer',
  'miles',
  'mi',
  'mile',
  'minutes',
  'mins',
  'hour',
  'hours',
]);

/**
 * "North Goa", "southern Spain", "the south of France", "le sud-ouest de la France", "Bretagne sud", "Norditalien": compass
 * words beside a country, subdivision or region name that side of it (compass-parts.ts), each of the name's readings its
 * own side, and the words join the mention. A name the gazetteer holds whole ("South Africa", "Northern Ireland") was
 * matched whole before; a name read as a town first has no sides joined by "of" ("au sud de Lyon" is near Lyon), nor has a place a
 * distance is measured from ("30 km a sul de Coimbra") or an ordinary word read as a place. A compass noun with no place of its own ("not the south", "il sud
 * non ci interessa", "el norte de la isla") is a side of the place named last before it.
 */
function withCompassParts(cat: Catalog, text: Text, matches: Match[]): Match[] {
  const words = text.tokens.map((t) => t.norm);
  const absorbed = new Set<Match>();
  const joined = new Map<Match, Match>();
  for (const m of matches) {
    // A word the writer left in lower case though they capitalise names ("no litoral norte de SP") is read as a word first.
    const uncapitalised = text.namesCapitalised && !text.caseless && !isCap(text.tokens[m.start] as Token);
    if (m.origin || m.generic || m.scope || m.common || uncapitalised) continue;
    const span = sideAround(words, m.start, m.end, text.lang);
    // "north of Inverness" is near the town; "East Kent" can only be the county's side, whatever town shares its name.
    if (!span || (span.linked && likeliestPlace(m).type === 'city')) continue;
    if (words.slice(Math.max(0, span.start - 2), span.start).some((w) => DISTANCE_UNITS.has(w))) continue;
    const candidates = sidesOf(cat, m.candidates, span.side);
    if (candidates.length === 0) continue;
    for (const o of matches) if (o !== m && o.start < span.end && o.end > span.start) absorbed.add(o);
    joined.set(m, { ...m, start: span.start, end: span.end, candidates, longer: [] });
  }
  const kept = matches.filter((m) => !absorbed.has(m)).map((m) => joined.get(m) ?? m);
  const covered = (i: number) => kept.some((m) => m.start <= i && i < m.end);
  const added: Match[] = [];
  for (let i = 0; i < words.length; i++) {
    if (covered(i)) continue;
    const found = compoundAt(cat, text, i) ?? bareSideAfter(cat, text, words, kept, i);
    if (found) added.push(found);
  }
  return added.length === 0 ? kept : [...kept, ...added].sort((a, b) => a.start - b.start);
}

/** "Norditalien", "Südfrankreich": German joins the side to the name it is a side of; a word the gazetteer holds whole is its own. */
function compoundAt(cat: Catalog, text: Text, i: number): Match | undefined {
  const word = text.tokens[i]?.norm ?? '';
  const compound = text.lang === 'de' ? compoundSide(word) : undefined;
  if (!compound || candidatesFor(cat, word).length > 0) return undefined;
  const candidates = sidesOf(cat, candidatesFor(cat, compound.rest), compound.side);
  return candidates.length ? { start: i, end: i + 1, candidates, origin: false } : undefined;
}

/**
 * A compass noun with no place of its own ("not the south"): a side of the place named last before it whose name has sides in
 * one reading only, past the towns and ambiguous names named since ("a week on Tenerife, two nights in Santa Cruz, the rest
 * in the south"), never past where the trip starts.
 */
function bareSideAfter(cat: Catalog, text: Text, words: readonly string[], matches: readonly Match[], i: number): Match | undefined {
  const bare = bareSideAt(words, i, text.lang);
  if (!bare) return undefined;
  for (const m of matches.filter((x) => x.end <= i).reverse()) {
    if (m.origin) return undefined;
    const candidates = m.generic || likeliestPlace(m).type === 'city' ? [] : sidesOf(cat, m.candidates, bare.side);
    if (candidates.length === 1) return { start: i, end: bare.end, candidates, origin: false };
  }
  return undefined;
}

/** The region's reading kept to the adjective's country, when the region reaches into it or has no country of its own. */
function narrowed(cat: Catalog, m: Match, best: Place, read: ResolvedPlace): ResolvedPlace {
  if (!m.within || !REGION_TYPES.has(best.type) || !reachesInto(cat, best, m.within)) return read;
  return { ...read, country: m.within, reason: `${read.reason ?? ''}; kept to ${m.within} by the adjective`.replace(/^; /, '') };
}

/** "we Londoners", "somos sevillanos", "wir New Yorker": people of a place describing the party (residents.ts). */
function residentsAt(cat: Catalog, text: Text, i: number): Match | undefined {
  const toks = text.tokens;
  if (!inPartySlot(toks, i)) return undefined;
  const t = toks[i] as Token;
  const next = toks[i + 1];
  // "New Yorkers": a capitalised word that opens the place's name.
  if (next && isCap(t) && isCap(next) && !text.caseless) {
    const place = placeOfResidents(cat, next.norm, text.lang, t.norm);
    if (place && normalize(place.name).startsWith(`${t.norm} `)) return residentsMatch(place, i, i + 2, `${t.raw} ${next.raw}`);
  }
  // A word that is itself a place's name ("as Milan") is that place, not its people.
  if (candidatesFor(cat, t.norm).some((c) => c.place.prior >= UNCUED_NAME_MIN_PRIOR && c.kind !== 'demonym')) return undefined;
  // A country's own adjective ("Irish family", "famille belge", "wir Schweizer").
  const code = cat.countries.byDemonym.get(t.norm) ?? cat.countries.byDemonym.get(t.norm.replace(/s$/, ''));
  const country = code ? cat.places.get(`country:${code.toLowerCase()}`) : undefined;
  const place = country ?? placeOfResidents(cat, t.norm, text.lang);
  if (place?.type === 'country' && !besidePartyWord(toks, i)) return undefined;
  return place ? residentsMatch(place, i, i + 1, t.raw) : undefined;
}

/** "Kölner Karneval", "Feria sevillana", "carnevale veneziano": a city's adjective beside a festivity's noun is where it is held. */
function hostAt(cat: Catalog, text: Text, i: number): Match | undefined {
  const t = text.tokens[i] as Token;
  if (!besideFestivity(text.tokens, i) || candidatesFor(cat, t.norm).length) return undefined;
  const place = placeOfResidents(cat, t.norm, text.lang);
  if (place?.type !== 'city') return undefined;
  return {
    start: i,
    end: i + 1,
    candidates: [{ place, kind: 'demonym', note: `"${t.raw}" says the festivity is in ${place.name}` }],
    origin: false,
    host: true,
  };
}

const residentsMatch = (place: Place, start: number, end: number, said: string): Match => ({
  start,
  end,
  candidates: [{ place, kind: 'demonym', note: `"${said}" names the people of ${place.name}` }],
  origin: true,
  residents: true,
});

/** Words that put a place inside a country or state ("Valence en Espagne", "Córdoba in Argentina", "Freiburg in der Schweiz"). */
const INSIDE_WORDS = ['in', 'en', 'em', 'no', 'na', 'nel', 'nella', 'im', 'in der'].map((w) => w.split(' '));

/**
 * "Portland, Maine" / "Paris TX" / "Vienne (Autriche)" / "Valence en Espagne": a following state or
 * country that contains the head narrows it. After a word of place ("en", "in") the qualifier is
 * read only when it narrows a name some of whose readings lie elsewhere; it then only locates the
 * head and is no place of its own. Clauses pointing back to the head then settle it further ("Portland, the one in
 * Maine, not the one in Oregon": namesake-clauses.ts).
 */
function extendWithQualifier(cat: Catalog, text: Text, m: Match, headKey: string): boolean {
  let found = qualifierAt(cat, text, headKey, m.end);
  const gapWords = found ? undefined : INSIDE_WORDS.find((ws) => ws.every((w, k) => text.tokens[m.end + k]?.norm === w));
  if (gapWords) {
    found = qualifierAt(cat, text, headKey, m.end + gapWords.length, true);
    const readings = candidatesFor(cat, headKey).filter((c) => c.place.type !== 'country');
    if (found && found.candidates.length === readings.length) found = undefined;
  }
  const clarified = clarifiedReadings(
    cat,
    text.tokens,
    text.source,
    headKey,
    found?.end ?? m.end,
    found?.candidates ?? m.candidates,
    found !== undefined,
    text.lang,
  );
  if (clarified) found = clarified;
  if (!found) return false;
  m.candidates = found.candidates;
  m.end = found.end;
  return true;
}

/**
 * The qualifier starting at token `at` (right after the head, a comma or an opening bracket): the
 * head's readings inside it. After a place word (`container`) it must be a country or state first
 * ("en Espagne"), not a city that also names its region ("Concepción en Madrid" is a place in Madrid).
 */
function qualifierAt(cat: Catalog, text: Text, headKey: string, at: number, container = false): { candidates: Candidate[]; end: number } | undefined {
  for (let len = 3; len >= 1; len--) {
    const q = text.tokens.slice(at, at + len);
    if (q.length < len) continue;
    const gap = text.source.slice(text.tokens[at - 1]?.end ?? 0, q[0]?.start ?? 0).trim();
    if (gap !== '' && gap !== ',' && gap !== '(') return undefined;
    const key = q.map((t) => t.norm).join(' ');
    const served = gap === '(' && len === 1 ? servedBy(cat, headKey, q[0] as Token) : [];
    if (served.length) return { candidates: served, end: at + 1 };
    const codeLike = len === 1 && key.length === 2;
    if (codeLike && !isUpperCode(q[0] as Token) && (!text.caseless || CODE_WORDS.has(key))) continue;
    // "London, England", "london, england": after a comma a lower-case state or country still qualifies; German capitals say nothing.
    if (!codeLike && !capitalized(text, at, at + len) && !text.caseless && text.lang !== 'de' && gap !== ',') continue;
    if (container && !isContainer(cat, key)) continue;
    const candidates = qualifiedCandidates(cat, headKey, key);
    if (candidates.length) return { candidates, end: at + len };
    // "Montréal, Québec-Stadt": the words after the comma are another place's longer name, not a qualifier of the head.
    if (len > 1 && candidatesFor(cat, key).length) return undefined;
  }
  return undefined;
}

/** How far from its airport a city named with the airport's code may lie ("Santiago (SCL)"). */
const SERVED_KM = 60;
/** The head's readings an airport code in brackets after it serves: "Santiago (SCL)" is Chile's, "Portland (PWM)" Maine's. */
function servedBy(cat: Catalog, headKey: string, code: Token): Candidate[] {
  const airport = code.raw.length === 3 && isUpperCode(code) ? airportByIata(code.raw) : undefined;
  if (!airport) return [];
  const readings = candidatesFor(cat, headKey);
  const near = readings.filter((c) => c.place.type === 'city' && greatCircleKm(c.place, airport) <= SERVED_KM);
  return near.length < readings.length ? near : [];
}

/** The most prominent reading of the name is a country or a state. */
function isContainer(cat: Catalog, key: string): boolean {
  const best = candidatesFor(cat, key).sort((a, b) => b.place.prior - a.place.prior)[0];
  return best?.place.type === 'country' || best?.place.type === 'state';
}

/** Kinds of place that name an area a town of the request may lie in ("the Algarve: Lagos and Sagres"). */
const AREAS = new Set(['region', 'coast', 'state', 'park']);
/** A reading inside an area the request names counts almost like a written qualifier ("Portland, Maine" weighs 1). */
const INSIDE_NAMED_BONUS = 0.6;

/** Readings of an ambiguous name that lie inside a region, coast, state or park named elsewhere in the request. */
function insideNamed(cat: Catalog, cands: Candidate[], co: readonly Place[]): Candidate[] {
  const areas = co.filter((o) => AREAS.has(o.type));
  if (cands.length < 2 || areas.length === 0) return cands;
  return cands.map((c) => {
    const area = c.place.type === 'city' ? areas.find((o) => o.id !== c.place.id && placeContains(cat, o, asPoint(c.place))) : undefined;
    return area ? { ...c, bonus: (c.bonus ?? 0) + INSIDE_NAMED_BONUS, note: `inside ${area.name}, named in the request` } : c;
  });
}

/** Words that join the head of a longer place name to the rest ("Santiago de Compostela", "Jerez de la Frontera", "Halle an der Saale"). */
const NAME_LINKS = 'de|del|de la|de las|de los|do|da|dos|das|di|del|della|des|du|am|an der|an|im|ob der|sur|en|upon|on'.split('|');
/** Longer names are read only for places of this prior (notable towns), and start this far below the written name's own readings. */
const SHORT_FORM_MIN_PRIOR = 0.45;
const SHORT_FORM_PENALTY = 0.3;
const MAX_SHORT_FORMS = 4;

/**
 * "Santiago" may be Santiago de Compostela, "Jerez" Jerez de la Frontera: notable places whose name
 * is the written one followed by a link word, as further readings that only context can choose.
 */
function longerNamesakes(cat: Catalog, key: string, named: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set(named.map((c) => c.place.id));
  for (const link of NAME_LINKS) {
    for (const i of cat.cities.startingWith(`${key} ${link} `)) {
      const place = cat.cityPlace(i);
      if (place.prior < SHORT_FORM_MIN_PRIOR || seen.has(place.id)) continue;
      seen.add(place.id);
      out.push({ place, kind: 'name', bonus: -SHORT_FORM_PENALTY, shortForm: true, note: `"${key}" is short for ${place.name}` });
    }
  }
  return [...out.sort((a, b) => b.place.prior - a.place.prior).slice(0, MAX_SHORT_FORMS), ...qualifiedOwnNames(cat, key, seen)];
}

/** A name with a bracketed qualifier: "Halle (Saale)", "Frankfurt (Oder)". */
const BRACKETED = /^(.+?) \([^)]+\)$/;

/**
 * "Halle" for Halle (Saale): a town whose official name adds a bracketed river or district to tell it from its namesakes is
 * called by the name before the bracket, so that name is its own, with no short form's doubt: its prominence against the
 * namesakes that bear the bare name decides (Halle (Saale) over the Belgian Halle; Frankfurt am Main over Frankfurt (Oder)).
 */
function qualifiedOwnNames(cat: Catalog, key: string, seen: Set<string>): Candidate[] {
  return cat.cities.startingWith(`${key} `).flatMap((i): Candidate[] => {
    const place = cat.cityPlace(i);
    const head = BRACKETED.exec(place.name)?.[1];
    if (head === undefined || normalize(head) !== key || seen.has(place.id)) return [];
    seen.add(place.id);
    return [{ place, kind: 'name', note: `"${key}" is ${place.name}` }];
  });
}

/** Two listed names whose places lie this close are a pair of the trip's places ("naxos + paros"): a day's drive or a ferry. */
const PAIR_KM = 150;

/** A longer name within this distance of another place the request names is the one meant ("Santiago" with Sarria, "Jerez" with Seville). */
const NEAR_NAMED_KM = 300;
const NEAR_NAMED_BONUS = 0.6;

function nearNamed(cands: Candidate[], co: readonly Place[]): Candidate[] {
  const near = co.filter((o) => o.type !== 'country');
  return cands.map((c) => {
    const by = c.shortForm ? near.find((o) => greatCircleKm(o, c.place) < NEAR_NAMED_KM) : undefined;
    return by ? { ...c, bonus: (c.bonus ?? 0) + NEAR_NAMED_BONUS, note: `${c.note ?? c.place.name}, near ${by.name}` } : c;
  });
}

/** ISO 639-1 of the request languages -> ISO 639-3 as world-countries lists official languages. */
const LANGUAGE_CODES = new Map([
  ['fr', 'fra'],
  ['es', 'spa'],
  ['de', 'deu'],
  ['it', 'ita'],
  ['pt', 'por'],
]);
/** A namesake in a country that speaks the request's language is a little more likely ("Copacabana" in Portuguese is Rio's). */
const SPOKEN_THERE_BONUS = 0.15;

/** The reading lies in a country (it is no country itself) whose official languages include the request's. */
function speaksRequestLanguage(cat: Catalog, c: Candidate, lang: string): boolean {
  const code = LANGUAGE_CODES.get(lang);
  return code !== undefined && c.place.type !== 'country' && (cat.countries.byCode.get(c.place.country ?? '')?.languages.includes(code) ?? false);
}

function spokenThere(cat: Catalog, cands: Candidate[], lang: string): Candidate[] {
  if (LANGUAGE_CODES.get(lang) === undefined || cands.length < 2) return cands;
  const speaks = (c: Candidate) => speaksRequestLanguage(cat, c, lang);
  if (cands.every(speaks) || !cands.some(speaks)) return cands;
  return cands.map((c) => (speaks(c) ? { ...c, bonus: (c.bonus ?? 0) + SPOKEN_THERE_BONUS } : c));
}

/**
 * "3 jours à Maurice" (Maurice, Iowa), "talvez Pipa?" (Pipa, China), "Val di Funes" (Funes, Argentina):
 * a small town, the only reading the gazetteer has of a name, lying far from every other place the
 * request names as part of the trip (the origin says nothing: a trip may go far) and, in a request not written in English, in a country that does not speak its
 * language, is a namesake of a place the gazetteer lacks, not the trip: it is not read (the name is
 * then reported as unknown) rather than picked in silence. A place word before it does not change that.
 */
function strayNamesake(
  cat: Catalog,
  text: Text,
  place: Place | undefined,
  matches: readonly Match[],
  first: ReadonlyArray<Place | undefined>,
  k: number,
): boolean {
  const m = matches[k] as Match;
  if (!place || place.type !== 'city' || place.prior >= WEAK_PRIOR || m.origin || m.residents) return false;
  if (m.candidates.some((c) => c.kind === 'code' || c.kind === 'airport' || c.kind === 'alias' || c.kind === 'event')) return false;
  const others = first.filter((p, j): p is Place => p !== undefined && j !== k);
  const far = (p: Place) => greatCircleKm(p, place) > FAR_FROM_NAMED_KM;
  // A region, coast or park named in the same sentence is the trip's setting, never an unmarked start: it is enough alone, in
  // any language ("o Vale do Douro ... no Pinhão" is no town in Brazil, though Brazil speaks Portuguese).
  const setting = first.some(
    (p, j) =>
      p !== undefined &&
      REGION_TYPES.has(p.type) &&
      sameSentence(text, Math.min(m.end, (matches[j] as Match).end), Math.max(m.start, (matches[j] as Match).start)),
  );
  if (setting && others.every((p) => far(p) && p.country !== place.country)) return true;
  const code = LANGUAGE_CODES.get(text.lang);
  if (code !== undefined && (cat.countries.byCode.get(place.country ?? '')?.languages.includes(code) ?? false)) return false;
  // One other place may be where the traveller leaves from, even unmarked ("saindo de São Paulo"): two or more are the trip's setting.
  return others.length >= STRAY_MIN_OTHERS && others.every(far);
}
const STRAY_MIN_OTHERS = 2;

/** A weakly evidenced place this far from every other place the request names is dropped. */
const FAR_FROM_NAMED_KM = 3000;

/** Below this prior a place named with no cue is a guess: a small town or a namesake of an ordinary word (model_estimate scale). */
const WEAK_PRIOR = 0.5;

/**
 * The text gives a small place no evidence of being meant as a place: no place word before it
 * ("in", "à", "nach", "from"), no qualifier ("Paris, Texas") and no other place of the trip that
 * vouches for it (see vouches). Capitals alone do not count: a sentence opening, a person or a
 * brand has them too. A first-level subdivision is no small place, whatever its prior: its prior is
 * its country's flat figure (README "Resolution weights"), and a name that is also an ordinary word
 * or a person's is held back by those rules ("Kreta oder Rhodos", "Lazio a settembre" are places).
 */
function weaklyEvidenced(text: Text, m: Match, place: Place | undefined, co: readonly Named[]): boolean {
  if (!place || place.prior >= WEAK_PRIOR || namedSubdivision(text, m, place) || m.origin || m.residents || cueAt(text, m.start) !== null) return false;
  // A code, an airport or an event held there ("Coachella") names the place outright.
  if (m.candidates.some((c) => (c.bonus ?? 0) > 0 || c.kind === 'code' || c.kind === 'airport' || c.kind === 'event')) return false;
  return !co.some((o) => o.match !== m && vouches(text, { match: m, place }, o));
}

/** Every word of the match starts with a capital, in a text that uses case. */
const allCapitalised = (text: Text, m: Match) => !text.caseless && text.tokens.slice(m.start, m.end).every(isCap);

/**
 * A first-level subdivision written with capitals is no small place, whatever its prior: that prior is its
 * country's flat figure (README "Resolution weights"). Its name must be no ordinary word of the request
 * language ("côte Ouest", "la Corse" stay guesses), and lower case is no name ("imo").
 */
const namedSubdivision = (text: Text, m: Match, place: Place) =>
  place.type === 'state' && allCapitalised(text, m) && !isCommonWord(keyOf(text.tokens, m.start, m.end), text.lang);

/** Written as a name inside a sentence: capitals away from its opening and, in German, whose nouns all have them, no word of the language. */
function nameInSentence(text: Text, m: Match): boolean {
  if (!allCapitalised(text, m) || sentenceStart(text, m.start)) return false;
  return text.lang !== 'de' || !isOrdinaryWord(keyOf(text.tokens, m.start, m.end), 'de');
}

/** A match with its best reading. */
interface Named {
  match: Match;
  place: Place;
}

/**
 * Another place named in the same sentence vouches for a small place when the two belong to one
 * trip: within FAR_FROM_NAMED_KM of each other ("Split and Hvar", "Florence, then Siena"), or
 * listed side by side with the small one written as a name ("Tokyo and Hallstatt"). Where the
 * traveller leaves from or lives vouches for nothing (the caller leaves it out): "imo" is no Nigerian
 * state because Gatwick or Mallorca is named beside it.
 */
function vouches(text: Text, small: Named, other: Named): boolean {
  const [a, b] = small.match.start < other.match.start ? [small.match, other.match] : [other.match, small.match];
  if (!sameSentence(text, a.end, b.start)) return false;
  if (greatCircleKm(small.place, other.place) <= FAR_FROM_NAMED_KM) return true;
  return joined(text, a.end, b.start) && capitalized(text, small.match.start, small.match.end) && !sentenceStart(text, small.match.start);
}

/** No sentence ends between the end of token a and the start of token b. */
const sameSentence = (text: Text, a: number, b: number) =>
  !/[.!?;\n]/.test(text.source.slice(text.tokens[a - 1]?.end ?? 0, text.tokens[b]?.start ?? text.source.length));

/** Words that join an event's name to the place of one edition ("Oktoberfest de Blumenau", "Carnival in Cologne"). */
const EDITION_LINKS = new Set('of in at de d di do da du des del della em en a von im zu'.split(' '));

/**
 * An event named with a place ("Oktoberfest de Blumenau") is that place's edition: the event's usual
 * home (Munich) is not read beside it.
 */
function withoutEventsNamedWithTheirPlace(text: Text, matches: Match[]): Match[] {
  return matches.filter((m, k) => {
    const next = matches[k + 1];
    const edition = next !== undefined && next.start === m.end + 1 && EDITION_LINKS.has(text.tokens[m.end]?.norm ?? '');
    return !(edition && m.candidates.every((c) => c.kind === 'event'));
  });
}

/** Mentions written right after a word that rules them out ("no Santorini", "tranne Santorini e Mykonos"), or listed with one. */
function ruledOutMentions(text: Text, matches: readonly Match[]): boolean[] {
  const out: boolean[] = [];
  matches.forEach((m, k) => {
    const prev = matches[k - 1];
    out.push(rulesOut(cueWords(text, m.start)) || (prev !== undefined && out[k - 1] === true && joined(text, prev.end, m.start)));
  });
  return out;
}

/**
 * The countries the request speaks of by adjective or people outside any place's name ("in piena estate brasiliana",
 * "somos chilenos", "a Greek friend's wedding"): part of the request's geography, so they break ties between namesakes
 * as a country named would ("Copacabana" in a Brazilian summer is Rio's), though no place of the trip themselves.
 */
function adjectiveCountries(cat: Catalog, text: Text, matches: readonly Match[]): Place[] {
  const inside = (i: number) => matches.some((m) => i >= m.start && i < m.end);
  const codes = new Set<string>();
  text.tokens.forEach((t, i) => {
    const code = inside(i) ? undefined : countryOfAdjective(t.norm, text.lang);
    if (code) codes.add(code);
  });
  return [...codes].flatMap((code) => cat.places.get(`country:${code.toLowerCase()}`) ?? []);
}

/** A reading at least this share of the first one's prior is one the request's other names may still mean. */
const COMPARABLE_SHARE = 0.6;

/**
 * The other readings of a name, besides its first, that are comparably known (no country: its centre says nothing of
 * distance): while the names settle each other, a namesake may be chosen by its distance to one that is not its
 * neighbour's first reading ("desde Sarria hasta Santiago": Sarria in Galicia and Santiago de Compostela, though each
 * alone reads elsewhere). Only the distance counts: two weak namesakes in one far country do not vouch for each other.
 */
function comparableReadings(m: Match, firstPlace: Place | undefined): Place[] {
  if (!firstPlace) return [];
  const readings = [...m.candidates, ...(m.longer ?? [])].map((c) => c.place);
  return readings.filter((p) => p.id !== firstPlace.id && p.type !== 'country' && p.prior >= COMPARABLE_SHARE * firstPlace.prior);
}

/** The match lies in a span the reader of roles read as home (ResolveContext.homes). */
function atHome(tokens: readonly Token[], m: Match, homes: ResolveContext['homes']): boolean {
  const start = tokens[m.start]?.start ?? -1;
  const end = tokens[m.end - 1]?.end ?? -1;
  return (homes ?? []).some((h) => start >= h.start && end <= h.end);
}

/**
 * "le Cap-Vert", "Santa Cruz-Cabrália": a name joined by a hyphen to a capitalised word that names no place is the head of a
 * longer name the gazetteer lacks, not the place it names alone (Cape Town); "Lyon-Marseille" joins two places. German
 * capitalises its nouns and joins them to names ("Mallorca-Reise"): there the capital says nothing.
 */
function gluedToUnknownName(cat: Catalog, text: Text, m: Match): boolean {
  const [last, next] = [text.tokens[m.end - 1], text.tokens[m.end]];
  if (!last || !next || text.caseless || text.lang === 'de' || !isCap(next) || text.source.slice(last.end, next.start) !== '-') return false;
  // "Paris-CDG": an airport's code says which airport, it lengthens no name.
  return candidatesFor(cat, next.norm).length === 0 && airportAt(text, m.end) === undefined;
}

/** The names the words of a text match, in text order, before any context: the text's alone (its refused and unknown words too). */
function namesIn(cat: Catalog, text: Text): Match[] {
  const { tokens } = text;
  const all: Match[] = [];
  for (let i = 0; i < tokens.length;) {
    let m = matchAt(cat, text, i);
    // "la Riviera Maya": a doubtful match that swallows the start of a sure one gives way to it.
    const next = m?.needsCue && m.end > i + 1 ? matchAt(cat, text, i + 1) : undefined;
    if (next && !next.needsCue && next.end > (m?.end ?? 0)) m = next;
    if (m && gluedToUnknownName(cat, text, m)) {
      text.unknown.push([m.start, m.end + 1]);
      i = m.end + 1;
      continue;
    }
    if (m) all.push(m);
    i = m ? m.end : i + 1;
  }
  return all;
}

/** The place names of a text, longest match first, with the text's own doubts applied (streets, feasts, cues, generic phrases). */
function scanMatches(cat: Catalog, text: Text, names: readonly Match[], homes: ResolveContext['homes']): { matches: Match[]; homeNamed: boolean } {
  const all = names.map((m) => {
    const origin = m.origin || atHome(text.tokens, m, homes);
    return origin ? asAirportOfTown(cat, { ...m, origin }) : m;
  });
  const found = withCompassParts(
    cat,
    text,
    withAdjectivesOfRegions(
      cat,
      text,
      withoutEventsNamedWithTheirPlace(
        text,
        withoutPlacesNamingSights(
          text,
          withoutPartsOfUnknownNames(cat, text, settleCues(cat, text, withoutNounsInLists(text, withoutStreets(text, withoutPartsOfFeasts(text, all))))),
        ),
      ),
    ),
  );
  // "Tuscany Wine Country": the generic phrase adds no second place next to a specific one.
  const specific = found.some((m) => !m.generic && !m.origin);
  return { matches: specific ? found.filter((m) => !m.generic) : found, homeNamed: all.some((m) => m.origin) };
}

/** The place mentions of one text in the contexts it is read in (ResolveContext without lang and slots, which the text's words settle). */
export type MentionsIn = (ctx?: Omit<ResolveContext, 'lang' | 'slots'>) => Mention[];

/**
 * A text's place mentions, read in as many contexts as its reader needs (the origin once the roles know it): the words are
 * matched to names once, and each context resolves those names afresh.
 */
export function mentionReader(cat: Catalog, source: string, words?: Pick<ResolveContext, 'lang' | 'slots'>): MentionsIn {
  const tokens = tokenize(source);
  const lang = words?.lang ?? 'en';
  const casing = writerCase(tokens, source, lang);
  const people = casing.caseless ? new Set<number>() : personTokens(tokens, source, lang);
  const companions = casing.caseless ? new Set<number>() : companionTokens(tokens, source, lang);
  const roles = nameRoles(tokens, source, lang, casing.caseless);
  const scanned: Text = { tokens, source, ...casing, lang, people, companions, roles, slots: words?.slots ?? [], refused: new Set(), unknown: [] };
  const names = namesIn(cat, scanned);
  return (ctx) => mentionsOf(cat, { ...scanned, refused: new Set(scanned.refused), unknown: [...scanned.unknown] }, names, ctx);
}

/** Place mentions in free text, longest match first, each resolved with the others as context. */
export const extractMentions = (cat: Catalog, source: string, ctx?: ResolveContext): Mention[] => mentionReader(cat, source, ctx)(ctx);

/** The mentions of a text's names resolved in one context, each with the others as context. */
function mentionsOf(cat: Catalog, text: Text, names: readonly Match[], ctx: Omit<ResolveContext, 'lang' | 'slots'> | undefined): Mention[] {
  const { tokens, source, lang } = text;
  const { matches, homeNamed } = scanMatches(cat, text, names, ctx?.homes);
  const base: ScoreContext = scoreContext(ctx);
  const first = matches.map((m) => rank(m.candidates, base)[0]?.place);
  // Where the traveller leaves from says nothing about where they go: "Mexico ... from ORD" must not
  // lean towards Mexico, Missouri because Chicago is in the text.
  // When the text itself names the home, a place near its airport is a place of the trip ("from Avignon: Arles, Orange").
  const leaving = (m: Match, p: Place | undefined) =>
    m.origin || (!homeNamed && p !== undefined && base.origin !== undefined && greatCircleKm(base.origin, p) < ORIGIN_CITY_KM);
  const toContext = (places: ReadonlyArray<Place | undefined>) => places.map((p, j) => (p && !leaving(matches[j] as Match, p) ? p : undefined));
  const said = adjectiveCountries(cat, text, matches);
  // A name said twice ("mendoza ... prefiero mendoza") is no context for itself: its readings would pull each other.
  const keys = matches.map((m) => keyOf(tokens, m.start, m.end));
  const apart = (j: number, k: number) => j !== k && keys[j] !== keys[k];
  const others = (places: ReadonlyArray<Place | undefined>, k: number) => [
    ...places.filter((p, j): p is Place => p !== undefined && apart(j, k)),
    ...said.filter((c) => !places.some((p) => p?.id === c.id)),
  ];
  const ofOthers = (lists: ReadonlyArray<readonly Place[]>, k: number) => lists.flatMap((ps, j) => (apart(j, k) ? ps : []));
  // A longer name is chosen by the route too: "from Porto to Santiago" walks to Compostela.
  const route = matches.map((m, j) => (m.origin && first[j] ? [first[j] as Place, ...comparableReadings(m, first[j])] : []));
  // The words around a name, not its own ("Colonia" is a name of Cologne, no word beside Colonia del Sacramento).
  const wordKeys = tokens.map((_, j) => keyOf(tokens, j, j + 1));
  const besideName = (m: Match) => new Set(wordKeys.filter((_, j) => j < m.start || j >= m.end));
  const readingsAt = (m: Match, k: number, co: readonly Place[], maybe: readonly Place[] = []) =>
    spokenThere(
      cat,
      cuedByWords(cat, [...insideNamed(cat, m.candidates, co), ...nearNamed(m.longer ?? [], [...co, ...maybe, ...ofOthers(route, k)])], besideName(m)),
      lang,
    );
  // Each name read once with the others' first readings, so that a namesake its neighbours settle ("Naples" beside Sanibel) is
  // what the others see in turn.
  const firstContext = toContext(first);
  const comparable = matches.map((m, j) => comparableReadings(m, first[j]).filter((p) => !leaving(m, p)));
  const settle = (m: Match, k: number) => {
    if (m.candidates.length < 2 && !m.longer?.length) return first[k];
    const co = others(firstContext, k);
    const maybe = ofOthers(comparable, k);
    return rank(readingsAt(m, k, co, maybe), { ...base, co, maybe, home: m.origin || m.residents })[0]?.place;
  };
  const context = toContext(matches.map(settle));
  // The places that may vouch for a small one: not where the traveller leaves from or lives.
  const ruledOut = ruledOutMentions(text, matches);
  const trip = matches.flatMap((m, j): Named[] => {
    const place = context[j];
    return place && !m.residents ? [{ match: m, place }] : [];
  });
  const named = matches.flatMap((m, k) => {
    // Where the traveller leaves from or lives is read as before the second look: the trip's settled places do not pull it.
    const co = others(m.origin || m.residents ? firstContext : context, k);
    const ranked = rank(readingsAt(m, k, co), { ...base, co, home: m.origin || m.residents });
    // "a Spanish town like Ronda": the town named is the place, the adjective only says where it is; a town ruled out
    // ("somewhere Greek, no Santorini") leaves the country the place.
    const country = ranked[0]?.place.country;
    if (m.scope && matches.some((o, j) => j !== k && context[j]?.type !== 'country' && context[j]?.country === country && !ruledOut[j])) return [];
    const startTok = tokens[m.start] as Token;
    const endTok = tokens[m.end - 1] as Token;
    const read = toResolved(ranked, source.slice(startTok.start, endTok.end))[0];
    if (!read) return [];
    const best = ranked[0] ? narrowed(cat, m, ranked[0].place, read) : read;
    const mention: Mention = { ...best, start: startTok.start, end: endTok.end };
    if (m.origin) mention.role = 'origin';
    if (m.residents) mention.residents = true;
    // Not picked, but said: a name the gazetteer holds only far away may be one it lacks ("Korsika, dann Elba").
    // Written as a name inside a sentence, it is said and reported (a name of several words whole, "Monte Verde"); a capital
    // opening a sentence ("Bah, ...") is no name.
    const refuse = () => {
      if (nameInSentence(text, m) && m.end - m.start > 1) text.unknown.push([m.start, m.end]);
      else if (nameInSentence(text, m)) text.refused.add(m.start);
      return [];
    };
    if (strayNamesake(cat, text, ranked[0]?.place, matches, context, k)) return refuse();
    if (weaklyEvidenced(text, m, ranked[0]?.place, trip)) {
      // "Bora! ... Campina Grande": a guess on another continent from every place the request names is a word, not a trip.
      const others = first.filter((p, j): p is Place => p !== undefined && j !== k);
      if (others.length > 0 && others.every((p) => greatCircleKm(p, ranked[0]?.place ?? p) > FAR_FROM_NAMED_KM)) return refuse();
      mention.weak = true;
    }
    return [mention];
  });
  for (const [from, to] of text.unknown) {
    const [a, b] = [tokens[from] as Token, tokens[to - 1] as Token];
    ctx?.unknown?.push({ start: a.start, end: b.end });
  }
  for (const i of text.refused) {
    const t = tokens[i] as Token;
    ctx?.refused?.push({ start: t.start, end: t.end });
  }
  return withFlags(cat, text, named, base);
}

/** A pictograph (a flag's letters are none) right before or after a flag: the flag is decoration ("🇵🇹💃"), not a place named. */
const PICTOGRAPH_BEFORE = /\p{Extended_Pictographic}(?:\uFE0F|\u200D|\p{Emoji_Modifier})*\s*$/u;
const PICTOGRAPH_AFTER = /^\s*\p{Extended_Pictographic}/u;

/** A name ends right before this offset, only spaces between: written with a capital inside a sentence, and no word of the language ("in June 🇬🇷"). */
function nameRightBefore(text: Text, at: number): boolean {
  let k = text.tokens.length - 1;
  while (k >= 0 && (text.tokens[k] as Token).end > at) k--;
  const t = text.tokens[k];
  if (!t || text.source.slice(t.end, at).trim() !== '') return false;
  return isCap(t) && !text.caseless && !sentenceStart(text, k) && !isOrdinaryWord(t.norm, text.lang);
}

/**
 * The places flag emoji stand for ("🇵🇹", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"), each a mention of its own among the names, in text order. A flag
 * written right after a name ("José Ignacio 🇺🇾", "BCN 🇪🇸") or right beside a place of its country ("🇵🇹 Porto") only
 * locates that place, as a country after a comma does, and one beside another pictograph is decoration: neither is a
 * place of its own.
 */
function withFlags(cat: Catalog, text: Text, named: Mention[], ctx: ScoreContext): Mention[] {
  const source = text.source;
  const beside = (a: number, b: number) => a <= b && source.slice(a, b).trim() === '';
  const found = flagsIn(source);
  // A subdivision flag opens with a pictograph (the black flag): flags are blanked before their neighbours are looked at.
  const plain = found.reduce((s, f) => s.slice(0, f.start) + ' '.repeat(f.end - f.start) + s.slice(f.end), source);
  const flags = found.flatMap((f): Mention[] => {
    const place = cat.place(f.id);
    if (!place) return [];
    if (PICTOGRAPH_BEFORE.test(plain.slice(Math.max(0, f.start - 8), f.start)) || PICTOGRAPH_AFTER.test(plain.slice(f.end, f.end + 8))) return [];
    if (nameRightBefore(text, f.start)) return [];
    if (named.some((m) => m.country === place.country && (beside(m.end, f.start) || beside(f.end, m.start)))) return [];
    const read = toResolved(rank([{ place, kind: 'code', note: `a flag emoji stands for ${place.name}` }], ctx), source.slice(f.start, f.end))[0];
    return read ? [{ ...read, start: f.start, end: f.end }] : [];
  });
  return flags.length ? [...named, ...flags].sort((a, b) => a.start - b.start) : named;
}
