import { shippedLanguageIdentifier, type LanguageIdentifier } from '../../text/language-identifier.js';
import { frequentWordsOf, relativeCloseness } from '../../text/relative-languages.js';
import { isWordOf } from '../geo/cues.js';
import type { Gazetteer } from '../geo/types.js';
import { signatureLines } from './signature.js';
import { fold } from './text.js';

/**
 * The language of a request. A maintained identifier names it among some sixty languages; the
 * reader reads six of them. When the identifier is not sure (a few words, codes and dates only),
 * the language is decided by counting function words, month and weekday names of each of the six
 * in the folded text, English winning ties and empty texts. Cue words, number words, themes and
 * common-word place checks are read in this language (English cue words are always read too:
 * travellers mix them in).
 *
 * The identifier (src/text/language-identifier.ts) scores byte n-grams with the extra-small table
 * of ELD (the `eld` package, Apache-2.0), read from data/language/ngrams.json (the compiled server reads
 * the columns the build derives from it) on the first request:
 * on short travel requests it named all six reading languages right where franc-min took Italian
 * for Romanian or Spanish and German for English, and tinyld took Portuguese, Spanish and German
 * for Slovak, Estonian or Hungarian; it also says when its answer is not reliable, which is what
 * lets codes-only requests ("LHR -> JFK 12/06") fall back to the word counts instead of being
 * called Danish. The table as JSON costs a few MB of memory where the package's own JavaScript
 * literal costs some 90; one detection takes well under a millisecond. The identifier does not know
 * the close relatives of the reading languages and names the one they resemble (Galician as Spanish
 * or Portuguese, Corsican as Italian), so a request it names as one of them is checked for a
 * relative on its own wording (relativeOf).
 */
export const LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'pt'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Words that mark a language and are rare in the others (folded: lower case, no accents). */
const MARKERS: Record<Lang, readonly string[]> = {
  en: [
    'the',
    'and',
    'to',
    'from',
    'for',
    'with',
    'in',
    'of',
    'i',
    'we',
    'my',
    'a',
    'want',
    'trip',
    'need',
    'flight',
    'next',
    'week',
    'days',
    'nights',
    'people',
    'this',
    'on',
    'is',
    'me',
    'two',
    'three',
    'four',
    'five',
    'kids',
    'children',
    'weeks',
    'friends',
  ],
  fr: [
    'le',
    'la',
    'les',
    'de',
    'du',
    'des',
    'et',
    'pour',
    'avec',
    'en',
    'au',
    'aux',
    'je',
    'nous',
    'une',
    'un',
    'voyage',
    'semaine',
    'jours',
    'nuits',
    'depuis',
    'vers',
    'sauf',
    'pas',
    'mois',
    'prochain',
    'partir',
    'est',
    'sommes',
    'vol',
    'vacances',
    'sejour',
    'deux',
    'trois',
    'quatre',
    'cinq',
    'enfants',
    'ans',
    'semaines',
    'amis',
    'sur',
  ],
  es: [
    'el',
    'los',
    'las',
    'de',
    'del',
    'y',
    'para',
    'con',
    'en',
    'un',
    'una',
    'quiero',
    'viaje',
    'semana',
    'dias',
    'noches',
    'desde',
    'hacia',
    'menos',
    'somos',
    'mes',
    'proximo',
    'personas',
    'vuelo',
    'vacaciones',
    'al',
    'por',
    'dos',
    'cuatro',
    'ninos',
    'hijos',
    'hijas',
    'anos',
    'semanas',
    'amigos',
    'buscamos',
    'vamos',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'von',
    'nach',
    'mit',
    'fur',
    'im',
    'am',
    'ich',
    'wir',
    'eine',
    'ein',
    'reise',
    'woche',
    'tage',
    'nachte',
    'ab',
    'aber',
    'nicht',
    'ausser',
    'sind',
    'personen',
    'urlaub',
    'nachsten',
    'zwischen',
    'uber',
    'zu',
    'vom',
    'bis',
    'auf',
    'den',
    'abflug',
    'ziel',
    'flug',
    'hinflug',
    'ruckflug',
    'zug',
    'fahren',
    'fliegen',
    'wandern',
    'reisen',
    'skiurlaub',
    'strandurlaub',
    'zwei',
    'drei',
    'vier',
    'funf',
    'sechs',
    'zehn',
    'kinder',
    'kindern',
    'freunden',
    'erwachsene',
    'wochen',
    'jahren',
    'alter',
    'aus',
    'sehen',
    'zweit',
    'dritt',
    'viert',
  ],
  it: [
    'il',
    'lo',
    'gli',
    'di',
    'del',
    'della',
    'e',
    'per',
    'con',
    'da',
    'a',
    'un',
    'una',
    'voglio',
    'viaggio',
    'settimana',
    'giorni',
    'notti',
    'tranne',
    'siamo',
    'mese',
    'prossimo',
    'persone',
    'volo',
    'vacanza',
    'ad',
    'alle',
    'nelle',
    'sulle',
    'tra',
    'due',
    'tre',
    'quattro',
    'cinque',
    'dieci',
    'bambini',
    'figli',
    'ragazzi',
    'anni',
    'settimane',
    'amici',
    'andiamo',
    'partenza',
    'partendo',
  ],
  pt: [
    'o',
    'os',
    'as',
    'de',
    'do',
    'da',
    'dos',
    'e',
    'para',
    'com',
    'em',
    'no',
    'na',
    'um',
    'uma',
    'quero',
    'viagem',
    'semana',
    'dias',
    'noites',
    'saindo',
    'exceto',
    'somos',
    'mes',
    'proxima',
    'pessoas',
    'voo',
    'ferias',
    'nos',
    'nas',
    'comboio',
    'estou',
    'dois',
    'duas',
    'quatro',
    'oito',
    'dez',
    'filhos',
    'criancas',
    'semanas',
    'amigos',
    'anos',
    'casal',
    'ate',
    'pelo',
  ],
};
/** Month and weekday names and the words for days, nights and weeks: they weigh double. */
const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'january',
    'february',
    'march',
    'april',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'tomorrow',
    'weekend',
    'days',
    'nights',
    'weeks',
  ],
  fr: [
    'janvier',
    'fevrier',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'aout',
    'septembre',
    'octobre',
    'novembre',
    'decembre',
    'lundi',
    'mardi',
    'mercredi',
    'jeudi',
    'vendredi',
    'samedi',
    'dimanche',
    'demain',
    'jours',
    'nuits',
    'semaines',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
    'lunes',
    'martes',
    'miercoles',
    'jueves',
    'viernes',
    'sabado',
    'domingo',
    'manana',
    'dias',
    'noches',
    'semanas',
  ],
  de: [
    'januar',
    'februar',
    'marz',
    'mai',
    'juni',
    'juli',
    'august',
    'oktober',
    'dezember',
    'montag',
    'dienstag',
    'mittwoch',
    'donnerstag',
    'freitag',
    'samstag',
    'sonntag',
    'morgen',
    'wochenende',
    'tage',
    'tagen',
    'nachte',
    'wochen',
  ],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
    'lunedi',
    'martedi',
    'mercoledi',
    'giovedi',
    'venerdi',
    'sabato',
    'domenica',
    'domani',
    'giorni',
    'notti',
    'settimane',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'marco',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
    'segunda',
    'terca',
    'quarta',
    'quinta',
    'sexta',
    'sabado',
    'domingo',
    'amanha',
    'dias',
    'noites',
    'semanas',
  ],
};

const WEIGHTS = new Map<string, Map<Lang, number>>();
for (const lang of LANGUAGES) {
  for (const [list, w] of [
    [MARKERS[lang], 1],
    [MONTHS[lang], 2],
  ] as const) {
    for (const word of list) {
      const m = WEIGHTS.get(word) ?? new Map<Lang, number>();
      m.set(lang, (m.get(lang) ?? 0) + w);
      WEIGHTS.set(word, m);
    }
  }
}

/** How strongly the folded words speak each of the six languages. */
function languageScores(words: readonly string[]): Map<Lang, number> {
  const score = new Map<Lang, number>();
  for (const w of words) {
    const hits = WEIGHTS.get(w);
    if (!hits) continue;
    // A word shared by several languages says less about each.
    for (const [lang, weight] of hits) score.set(lang, (score.get(lang) ?? 0) + weight / hits.size);
  }
  return score;
}

/** The language of folded words; English unless another language scores higher. */
export function detectLanguage(words: readonly string[]): Lang {
  const score = languageScores(words);
  let best: Lang = 'en';
  for (const lang of LANGUAGES) if ((score.get(lang) ?? 0) > (score.get(best) ?? 0)) best = lang;
  return best;
}

export interface LanguageId {
  /** The language the request is read in: one of the six (the word counts decide for text in another language). */
  lang: Lang;
  /** ISO 639 code the identifier (or the check for close relatives) is sure of, or null when it is not (too short, only codes and numbers). */
  detected: string | null;
  /** English name of the detected language ("Dutch"), or of `lang` when nothing was detected. */
  name: string;
  /** False when the request is written in a language the reader does not read. */
  supported: boolean;
}

const SUPPORTED = new Set<string>(LANGUAGES);
const NAMES = new Intl.DisplayNames(['en'], { type: 'language' });
/** A supported language scoring this close to an unsupported winner takes it (Spanish against Galician or Catalan). */
const NEAR_TIE = 0.95;
/** Fewer letters than this (names, airport codes and numbers aside) are not enough to call a request unsupported. */
const MIN_LETTERS = 8;
/** A request this short that holds this many words of one of the six languages is read in it ("MLK weekend ski trip in Vermont"). */
const SHORT_WORDS = 8;
const SHORT_MARKERS = 1.5;

/**
 * A prior toward the six languages when the text has few letters of words (names aside): n-gram
 * scores over a dozen letters are close to noise, and a request to this service is far more likely
 * written in one of the six. The share a supported language needs of the winner's score falls from
 * NEAR_TIE at PRIOR_LETTERS letters to NEAR_TIE - PRIOR_SPAN at none.
 */
const PRIOR_LETTERS = 30;
const PRIOR_SPAN = 0.25;
const nearTie = (letters: number) => NEAR_TIE - PRIOR_SPAN * Math.max(0, 1 - letters / PRIOR_LETTERS);

const foldedWords = (text: string) =>
  fold(text)
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
/** Words that carry language: not names ("Barcelona") nor upper-case codes ("LHR", "PLN"); scripts without case all count. */
const languageWords = (text: string) => (text.match(/\p{L}+/gu) ?? []).filter((w) => !/^\p{Lu}/u.test(w));
const languageLetters = (text: string) => languageWords(text).reduce((n, w) => n + w.length, 0);

/**
 * A prior for text the identifier cannot name (a language outside its sixty, such as Swahili): a request in one of the six
 * is mostly made of their frequent words, names aside, even when it is terse or misspelt; one in another language is not.
 * With at least UNKNOWN_MIN_WORDS lower-case words, fewer than KNOWN_SHARE of them among the 10,000 most frequent words of
 * any of the six (data/travel/vocabulary.json) say the language is none of them.
 */
const UNKNOWN_MIN_WORDS = 5;
const KNOWN_SHARE = 0.5;
function unknownLanguage(text: string, isPlace: PlaceWord): boolean {
  const folded = languageWords(text).map((w) => fold(w));
  const isKnown = (w: string) => LANGUAGES.some((l) => isWordOf(w, l));
  // Place names written in lower case ("mykonos paros naxos") belong to no language: they count neither way.
  const words = folded.filter((w) => isKnown(w) || !isPlace(w));
  if (words.length < UNKNOWN_MIN_WORDS) return false;
  return words.filter(isKnown).length < KNOWN_SHARE * words.length;
}

/** Whether a lower-case word names a place on its own. */
export type PlaceWord = (word: string) => boolean;

/** The gazetteer's answer to PlaceWord: a word it reads as a place with some confidence. */
export const placeWordOf =
  (gazetteer: Gazetteer): PlaceWord =>
  (word) =>
    gazetteer.resolve(word).some((p) => p.confidence >= PLACE_WORD_CONFIDENCE);
const PLACE_WORD_CONFIDENCE = 0.5;
/** How an unsupported language the identifier could not name is called. */
const UNIDENTIFIED = 'an unidentified language';

/**
 * Close relatives of the reading languages that the identifier does not know and names as the
 * language they resemble (Galician as Spanish or Portuguese, Corsican as Italian, Luxembourgish
 * as German); each has a trigram profile in data/language/relatives.json.
 */
const ROMANCE_RELATIVES = ['gl', 'ast', 'ca', 'lad', 'co', 'sc', 'fur', 'vec', 'lij', 'rm', 'oc', 'wa', 'pcd'];
const RELATIVES: Partial<Record<Lang, readonly string[]>> = {
  es: ROMANCE_RELATIVES,
  pt: ROMANCE_RELATIVES,
  it: ROMANCE_RELATIVES,
  fr: ROMANCE_RELATIVES,
  de: ['lb', 'gsw'],
};
/**
 * A request is taken for a relative of the language the identifier named only on evidence, as the
 * prior strongly favours the reading language (a wrong "not understood" costs far more than a
 * missed relative). The evidence lies in its odd words: lower-case words outside that language's
 * 10,000 most frequent ones and English ones, names of places aside (typos, slang and mixed-in
 * English are few of them or none). Either RELATIVE_VOCABULARY_MIN distinct odd words, and at
 * least half of them, are frequent words of one relative ("venres", "dende", "mellor" for
 * Galician), or at least RELATIVE_MIN_ODD odd words, RELATIVE_ODD_SHARE of all, lie closer to one
 * relative's trigram profile than to the language's, and so does the whole text (the language
 * scoring at most ODD_CLOSENESS and TEXT_CLOSENESS of the closest relative).
 */
const RELATIVE_VOCABULARY_MIN = 3;
const ODD_MIN_LETTERS = 4;
const RELATIVE_MIN_ODD = 4;
const RELATIVE_ODD_SHARE = 0.15;
const ODD_CLOSENESS = 0.9;
const TEXT_CLOSENESS = 0.98;

/** A relative's frequent words among the odd words, distinct (none for a relative without a list). */
function frequentHits(odd: readonly string[], relative: string): number {
  const words = frequentWordsOf(relative);
  return words ? new Set(odd.map(fold).filter((w) => words.has(w))).size : 0;
}

const byFrequentWords = (odd: readonly string[], relatives: readonly string[]): string | undefined =>
  relatives.find((r) => {
    const hits = frequentHits(odd, r);
    return hits >= RELATIVE_VOCABULARY_MIN && hits * 2 >= new Set(odd).size;
  });

const enoughOdd = (odd: number, counted: number) => odd >= RELATIVE_MIN_ODD && odd >= RELATIVE_ODD_SHARE * counted;

function byTrigrams(text: string, lang: Lang, odd: readonly string[], relatives: readonly string[]): string | undefined {
  const candidates = [lang, ...relatives];
  const oddCloseness = relativeCloseness(odd.join(' '), candidates);
  const closest = relatives.find((r) => oddCloseness.get(r) === 1);
  if (!closest || (oddCloseness.get(lang) ?? 1) > ODD_CLOSENESS) return undefined;
  const textCloseness = relativeCloseness(text, candidates);
  return relatives.some((r) => textCloseness.get(r) === 1) && (textCloseness.get(lang) ?? 1) <= TEXT_CLOSENESS ? closest : undefined;
}

/** The close relative a request named as `lang` is written in, if the evidence says so. */
export function relativeOf(text: string, lang: Lang, isPlace: PlaceWord): string | undefined {
  const relatives = RELATIVES[lang];
  if (!relatives) return undefined;
  // A signature is no part of the request: a Catalan mail footer does not make a Spanish request Catalan.
  const lines = text.split('\n').map((l) => l.trim());
  const signature = signatureLines(lines);
  const body = lines.filter((_, k) => !signature.has(k)).join('\n');
  const words = languageWords(body).map((w) => w.toLowerCase());
  // Words under ODD_MIN_LETTERS letters outside the vocabularies are mostly codes and abbreviations ("bcn", "xfa").
  const unknown = words.filter((w) => w.length >= ODD_MIN_LETTERS && !isWordOf(fold(w), lang) && !isWordOf(fold(w), 'en'));
  // Place names count neither way, and only a word outside the vocabularies can be one. Leaving them out only
  // lowers the counts, so a request that fails with them in is done without asking the gazetteer.
  if (!enoughOdd(unknown.length, words.length) && !relatives.some((r) => frequentHits(unknown, r) >= RELATIVE_VOCABULARY_MIN)) return undefined;
  const odd = unknown.filter((w) => !isPlace(fold(w)));
  const counted = words.length - (unknown.length - odd.length);
  return byFrequentWords(odd, relatives) ?? (enoughOdd(odd.length, counted) ? byTrigrams(body, lang, odd, relatives) : undefined);
}

let identifier: LanguageIdentifier | undefined;
const identify = (text: string) => (identifier ??= shippedLanguageIdentifier()).identify(text);

/** Which language a request is written in, and whether the reader reads it. */
export function identifyLanguage(text: string, isPlace: PlaceWord = () => false): LanguageId {
  const id = identifyNamed(text, isPlace);
  const relative = id.supported ? relativeOf(text, id.lang, isPlace) : undefined;
  return relative ? { lang: id.lang, detected: relative, name: NAMES.of(relative) ?? relative, supported: false } : id;
}

/**
 * The identifier's verdict, asked again without the words only a place explains ("amsterdan", "Keukenhof") when it names a
 * language the reader does not read: a name, misspelt or not, belongs to no language, and in a terse request its letters
 * sway the n-grams ("amsterdan 3 nites, 2 ppl" reads as Dutch). Names stay in otherwise, so the verdict on a request in
 * the six languages, and what the doubt model learnt from it, is unchanged.
 */
function identifyAsideNames(text: string, isPlace: PlaceWord): ReturnType<typeof identify> {
  const found = identify(text);
  if (!found.language || !found.reliable || SUPPORTED.has(found.language)) return found;
  const aside = text.replace(/\p{L}+/gu, (w) => {
    const f = fold(w);
    return LANGUAGES.some((l) => isWordOf(f, l)) || !isPlace(f) ? w : ' ';
  });
  return aside === text ? found : identify(aside);
}

/** The language as the identifier (or, when it cannot tell, the word counts) names it. */
function identifyNamed(text: string, isPlace: PlaceWord): LanguageId {
  const words = foldedWords(text);
  const fallback = detectLanguage(words);
  const found = identifyAsideNames(text.slice(0, 2000), isPlace);
  const code = found.language;
  if (!code || !found.reliable) {
    const supported = !unknownLanguage(text, isPlace);
    return { lang: fallback, detected: null, name: supported ? (NAMES.of(fallback) ?? fallback) : UNIDENTIFIED, supported };
  }
  const { scores } = found;
  const top = scores[code] ?? 0;
  const tie = nearTie(languageLetters(text));
  if (SUPPORTED.has(code)) {
    // Under the prior, a verdict the words left once the capitalised names are set aside no longer bear is the names'
    // ("Orlando 7/1-7/10, 3 kids" is no Portuguese): where those words hold marker words of another of the six and none of
    // the language named, the word counts decide, as for a text too short to identify.
    const counts = languageScores(words);
    const namesOnly =
      tie < NEAR_TIE &&
      fallback !== code &&
      (counts.get(fallback) ?? 0) > 0 &&
      !counts.get(code as Lang) &&
      !identify(languageWords(text.slice(0, 2000)).join(' ')).reliable;
    if (namesOnly) return { lang: fallback, detected: null, name: NAMES.of(fallback) ?? fallback, supported: true };
    return { lang: code as Lang, detected: code, name: NAMES.of(code) ?? code, supported: true };
  }
  // Under the prior the word counts pick among the six ("Edinburgh Fringe festival" is English, not Slovenian).
  if (tie < NEAR_TIE && (scores[fallback] ?? 0) >= top * tie) return { lang: fallback, detected: null, name: NAMES.of(fallback) ?? fallback, supported: true };
  const near = LANGUAGES.find((l) => (scores[l] ?? 0) >= top * tie);
  if (near) return { lang: near, detected: near, name: NAMES.of(near) ?? near, supported: true };
  const short = words.length <= SHORT_WORDS && (languageScores(words).get(fallback) ?? 0) >= SHORT_MARKERS;
  if (short || languageLetters(text) < MIN_LETTERS) return { lang: fallback, detected: null, name: NAMES.of(fallback) ?? fallback, supported: true };
  return { lang: fallback, detected: code, name: NAMES.of(code) ?? code, supported: false };
}
