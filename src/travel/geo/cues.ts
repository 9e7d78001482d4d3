import { readFileSync } from 'node:fs';
import { dataFilePath } from '../../data-paths.js';
import { featureWordBefore } from './feature-words.js';
import { dataJson } from './json.js';

/** Place cues that rule the place out ("except", "sauf", "sin", "ohne", "tranne", "sem"). */
const RULING_OUT = {
  en: ['except', 'avoid', 'avoiding', 'skip'],
  fr: ['sauf', 'pas', 'excepte'],
  es: ['menos', 'excepto', 'salvo', 'sin'],
  de: ['ausser', 'nicht', 'ohne'],
  it: ['tranne', 'non', 'eccetto', 'senza'],
  pt: ['menos', 'exceto', 'sem'],
} as const;

/**
 * What the words around a name say about it being a place. A strong cue is a direction word
 * ("to", "from", "via", "nach", "vers", "desde", "verso", "para"): after one, even a name that is also
 * an ordinary word ("to Nice", "from Reading") is the place. A weak cue ("in", "at", "en", "de") counts
 * for such names only when they are written as a name. Articles between cue and name are skipped.
 */
// eslint-disable-next-line no-restricted-syntax -- only iterated (into Maps), never looked up
const STRONG: Record<string, readonly string[]> = {
  en: [
    'to',
    'from',
    'into',
    'via',
    'visit',
    'visiting',
    'toward',
    'towards',
    'leave',
    'leaving',
    'depart',
    'departing',
    'reach',
    'reaching',
    'between',
    'near',
    'around',
    'through',
    'explore',
    'exploring',
    'fly',
    'flying',
    'flight',
    'flights',
    'trip',
    'bus',
    'train',
    'drive',
    'driving',
    'heading',
    'head',
    'go',
    'going',
    'arrive',
    'arriving',
    ...RULING_OUT.en,
  ],
  fr: ['a', 'vers', 'depuis', 'pour', 'entre', 'via', 'visiter', 'quitter', 'partir', 'aller', ...RULING_OUT.fr],
  es: ['a', 'al', 'hacia', 'desde', 'para', 'entre', 'via', 'visitar', 'ir', ...RULING_OUT.es],
  de: ['nach', 'von', 'ab', 'zwischen', 'uber', 'via', 'besuchen', ...RULING_OUT.de],
  // "ad" is "a" before a vowel ("ad Alba", "ad Atene").
  it: ['a', 'ad', 'verso', 'da', 'per', 'tra', 'fra', 'via', 'visitare', 'andare', ...RULING_OUT.it],
  pt: ['a', 'para', 'pra', 'pro', 'desde', 'entre', 'via', 'visitar', 'ir', ...RULING_OUT.pt],
};

/** Words before a place that rule it out, beside the ones that are also place cues ("no Santorini", "nem Búzios"). */
const NEGATIONS = ['no', 'not', 'nor', 'ni', 'nem', 'nada', 'niente', 'kein', 'keine', 'keinen', 'nichts'];
const RULING_OUT_WORDS: ReadonlySet<string> = new Set([...Object.values(RULING_OUT).flat(), ...NEGATIONS]);

/** The words right before a place (normalized) rule it out, in any of the six languages ("not Bali", "tranne Santorini"). */
export const rulesOut = (before: readonly string[]): boolean => before.slice(-2).some((w) => RULING_OUT_WORDS.has(w));
// eslint-disable-next-line no-restricted-syntax -- only iterated (into Maps), never looked up
const WEAK: Record<string, readonly string[]> = {
  en: ['in', 'at', 'of'],
  fr: ['en', 'de', 'du', 'au', 'aux', 'dans'],
  es: ['en', 'de', 'del'],
  de: ['in', 'im', 'aus', 'am'],
  it: ['in', 'di', 'dal', 'nel', 'nella'],
  pt: ['em', 'no', 'na', 'nos', 'nas', 'de', 'do', 'da'],
};
const ARTICLES = new Set(['the', 'la', 'le', 'les', 'el', 'los', 'las', "l'", 'l', 'o', 'os', 'as', 'der', 'die', 'das', 'dem', 'den', 'il', 'lo', 'gli', 'i']);

const cueSets = (table: Record<string, readonly string[]>) =>
  new Map(Object.entries(table).map(([lang, words]) => [lang, new Set(lang === 'en' ? words : [...words, ...(table.en ?? [])])]));
const STRONG_BY_LANG = cueSets(STRONG);
const WEAK_BY_LANG = cueSets(WEAK);

export type Cue = 'strong' | 'weak' | null;

/** The cue in the (normalized) words before a name, skipping one article; a feature word ("lago di", "ilha da") is a strong one. */
export function cueBefore(words: readonly string[], lang: string): Cue {
  if (featureWordBefore(words, lang)) return 'strong';
  let k = words.length - 1;
  if (ARTICLES.has(words[k] ?? '') && k > 0) k--;
  const w = words[k] ?? '';
  if (w === 'of' && words[k - 1] === 'out') return 'strong';
  if ((STRONG_BY_LANG.get(lang) ?? STRONG_BY_LANG.get('en'))?.has(w)) return 'strong';
  if ((WEAK_BY_LANG.get(lang) ?? WEAK_BY_LANG.get('en'))?.has(w)) return 'weak';
  return null;
}

/**
 * Articles, possessives and demonstratives: an ordinary word right after one is used as a noun
 * ("mit dem Zug", "per il pullman", "un vasto parcheggio", "mon vol"), not as a place name.
 */
// eslint-disable-next-line no-restricted-syntax -- only iterated (into Maps), never looked up
const DETERMINERS: Record<string, readonly string[]> = {
  en: ['a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their', 'this', 'that', 'these', 'those', 'every', 'each'],
  fr: [
    'un',
    'une',
    'le',
    'la',
    'les',
    'mon',
    'ma',
    'mes',
    'ton',
    'ta',
    'tes',
    'son',
    'sa',
    'ses',
    'notre',
    'nos',
    'votre',
    'vos',
    'leur',
    'leurs',
    'ce',
    'cet',
    'cette',
    'ces',
  ],
  es: ['un', 'una', 'unos', 'unas', 'el', 'la', 'los', 'las', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'este', 'esta', 'ese', 'esa'],
  de: [
    'ein',
    'eine',
    'einen',
    'einem',
    'einer',
    'der',
    'die',
    'das',
    'dem',
    'den',
    'des',
    'mein',
    'meine',
    'meinen',
    'meinem',
    'unser',
    'unsere',
    'unseren',
    'unserem',
    'dieser',
    'diese',
    'diesen',
    'diesem',
    // A preposition fused with the article ("im Zug", "zur Kur", "beim Essen"); not "am", which names the shore of a
    // lake whose town bears its name ("am Tegernsee").
    'im',
    'ins',
    'zum',
    'zur',
    'vom',
    'beim',
  ],
  it: ['un', 'uno', 'una', 'il', 'lo', 'la', 'i', 'gli', 'le', 'mio', 'mia', 'nostro', 'nostra', 'suo', 'sua', 'questo', 'questa', 'quel', 'quello', 'quella'],
  pt: ['um', 'uma', 'o', 'os', 'as', 'meu', 'minha', 'nosso', 'nossa', 'seu', 'sua', 'este', 'esta', 'esse', 'essa'],
};
const DETERMINERS_BY_LANG = new Map(Object.entries(DETERMINERS).map(([lang, words]) => [lang, new Set(words)]));
export const isDeterminer = (w: string, lang: string): boolean => DETERMINERS_BY_LANG.get(lang)?.has(w) ?? false;

/**
 * Possessive determiners of each language, folded: what follows one is a thing or a being the speaker has ("our Labrador").
 * Per language, as several are other words elsewhere ("ma" is Italian "but", "su" Italian "on", "son" Spanish "are").
 */
const POSSESSIVES = new Map(
  Object.entries({
    en: 'my our your his her their',
    fr: 'mon ma mes notre nos votre vos son sa ses leur leurs',
    es: 'mi mis tu tus su sus nuestro nuestra nuestros nuestras',
    de: 'mein meine meinem meinen meiner unser unsere unserem unseren unserer dein deine ihrem ihren sein seine seinem seinen',
    it: 'mio mia miei mie nostro nostra nostri nostre tuo tua suo sua',
    pt: 'meu minha meus minhas nosso nossa nossos nossas teu',
  }).map(([lang, words]) => [lang, new Set(words.split(' '))]),
);
export const isPossessive = (w: string, lang: string): boolean => POSSESSIVES.get(lang)?.has(w) ?? false;

/** One-word place names that are also ordinary words, per language (data/geo/common-words.json). */
const common = dataJson<{ words: Record<string, string[]> }>('common-words.json').words;
const COMMON = new Map(Object.entries(common).map(([lang, words]) => [lang, new Set(words)]));

export function isCommonWord(word: string, lang: string): boolean {
  return (COMMON.get(lang) ?? COMMON.get('en'))?.has(word) ?? false;
}

/** Three-letter words that are never airport codes in running text, whatever their case. */
export const NOT_CODES = new Set([
  'the',
  'and',
  'for',
  'you',
  'are',
  'was',
  'not',
  'but',
  'can',
  'see',
  'sea',
  'any',
  'all',
  'one',
  'two',
  'six',
  'ten',
  'new',
  'old',
  'big',
  'bus',
  'car',
  'day',
  'let',
  'get',
  'fly',
  'out',
  'off',
  'way',
  'our',
  'has',
  'had',
  'her',
  'his',
  'him',
  'who',
  'why',
  'how',
  'now',
  'may',
  'per',
  'via',
  'yes',
  'too',
  'few',
  'top',
  'spa',
  'ski',
  'art',
  'bar',
  'pub',
  'inn',
  'eat',
  'air',
  'fun',
  'hot',
  'max',
  'min',
  'est',
  'les',
  'des',
  'une',
  'par',
  'sur',
  'aux',
  'que',
  'qui',
  'los',
  'las',
  'del',
  'con',
  'sin',
  'por',
  'una',
  'uno',
  'mit',
  'von',
  'und',
  'der',
  'die',
  'das',
  'ein',
  'nach',
  'per',
  'con',
  'gli',
  'una',
  'uma',
  'com',
  'sem',
  'dos',
  'das',
  'nos',
  'nas',
  'pas',
  'mes',
  'dia',
  'ans',
  'bis',
  'vom',
  'zum',
  'zur',
  'tag',
  'ich',
  'wir',
  'sie',
  'mai',
  'avec',
  'tre',
  'due',
  'sei',
  'off',
  'usd',
  'eur',
  'gbp',
]);

/** The 10,000 most frequent words of each request language (data/travel/vocabulary.json). */
const vocabulary = JSON.parse(readFileSync(dataFilePath('travel/vocabulary.json'), 'utf8')) as { words: Record<string, string> };
const WORDS = Object.entries(vocabulary.words).map(([lang, w]) => [lang, w.split(' ')] as const);
const BY_LANG = new Map(WORDS.map(([lang, w]) => [lang, new Set(w)]));
/** The 300 most frequent words of each language are its function words ("para", "como", "des"): never a place when written in lower case. */
const FUNCTION = new Map(WORDS.map(([lang, w]) => [lang, new Set(w.slice(0, 300))]));
export const isFunctionWord = (w: string, lang: string): boolean => FUNCTION.get(lang)?.has(w) ?? false;
/**
 * The 3,000 most frequent words of each language: opening a sentence, such a word is more likely the
 * word than a name ("Sola", "Pero"); below that rank the subtitle lists hold many names ("goa" 7,739 in Portuguese).
 */
const FREQUENT = new Map(WORDS.map(([lang, w]) => [lang, new Set(w.slice(0, 3000))]));
export const isFrequentWordOf = (w: string, lang: string): boolean => FREQUENT.get(lang)?.has(w) ?? false;

/** A frequent word of one of the six languages (or of `lang` and English when given), or its plural. */
export function isOrdinaryWord(w: string, lang?: string): boolean {
  // Without a language, each language's set in turn: a union of the six would be some 57k more entries to build at every start.
  const sets = lang ? [BY_LANG.get(lang), BY_LANG.get('en')] : [...BY_LANG.values()];
  return sets.some((s) => s !== undefined && (s.has(w) || (w.endsWith('s') && s.has(w.slice(0, -1)))));
}

/** A frequent word of that language alone (English proper names such as "york" in its list say nothing about Spanish "Pero"). */
export const isWordOf = (w: string, lang: string): boolean => BY_LANG.get(lang)?.has(w) ?? false;

const RANKS = new Map<string, ReadonlyMap<string, number>>();
/** The word's place in its language's frequency list (0 the most frequent), undefined beyond the 10,000 listed. */
export function frequencyRank(w: string, lang: string): number | undefined {
  let ranks = RANKS.get(lang);
  if (!ranks) RANKS.set(lang, (ranks = new Map((WORDS.find(([l]) => l === lang)?.[1] ?? []).map((word, i) => [word, i]))));
  return ranks.get(w);
}

/** The word is among the `top` most frequent words of some request language ("come" is Italian's 27th, "este" Spanish's 50th). */
export const isTopWordOfAny = (w: string, top: number): boolean => WORDS.some(([lang]) => (frequencyRank(w, lang) ?? top) < top);

/** Words that may follow a name used as a place ("in Phoenix with ...") rather than as an adjective ("in nice weather"). */
export const AFTER_PLACE = new Set([
  'with',
  'and',
  'or',
  'for',
  'on',
  'in',
  'at',
  'to',
  'from',
  'this',
  'next',
  'during',
  'by',
  'that',
  'which',
  'please',
  'tomorrow',
  'today',
  'area',
  'downtown',
  'city',
  'und',
  'oder',
  'mit',
  'et',
  'ou',
  'avec',
  'y',
  'con',
  'e',
  'com',
]);
