import type { Lang } from './language.js';
import { numberWord } from './numbers.js';
import type { Tok } from './tokens.js';

/**
 * A place named as a reference point, in six languages: the end a distance or a travel time is measured from ("within 3
 * hours of Denver", "à 200 km de Toulouse", "a 2 horas de Madrid", "zwei Stunden Fahrt von München", "a un'ora di
 * macchina da Milano", "a 3 horas de carro de São Paulo"), or a negated distance ("not far from Lille", "nicht weit von
 * Ulm"). The grammar reads back from the place: articles, a "from" or "of" word, up to three words of the way of travelling
 * ("drive", "de voiture", "Flug", "di macchina"), a unit of time or length, and a quantity before it (a figure, a number
 * word, an article or a word such as "few"). The trip is measured from such a place, so it is never the place to go.
 */
const ARTICLES = new Set(['the', 'la', 'le', 'les', 'el', "l'", 'o', 'a', 'der', 'die', 'dem', 'den', 'il', 'lo']);
/** The words that join a measure to its place: "of", "from", "de", "du", "von", "vom", "da", "dal", "di", "do", "around". */
const FROM = new Set(['of', 'from', 'around', 'de', 'du', "d'", 'desde', 'von', 'vom', 'ab', 'da', 'dal', 'dalla', "dall'", 'di', 'do', 'da']);
const UNITS =
  /^(?:hours?|hrs?|h|minutes?|mins?|km|kms|kilomet(?:er|re)s?|miles?|heures?|kilometres|horas?|minutos?|kilometros?|millas|stunden?|std|minuten|kilometern?|meilen|autostunden?|flugstunden?|fahrstunden?|zugstunden?|ora|ore|minuti|chilometri|miglia|milhas|quilometros?)$/;
/** Words of the way of travelling between the unit and its place, and the small words joining them ("de voiture", "mit dem Auto"). */
const MODES =
  /^(?:drive|driving|flight|flying|train|ride|car|by|voiture|vol|avion|route|en|de|coche|carro|tren|vuelo|avion|autobus|bus|auto|flug|fahrt|autofahrt|zugfahrt|bahnfahrt|fahrzeit|flugzeit|zug|mit|dem|macchina|treno|volo|in|di|aereo|comboio|aviao|voo|onibus|em)$/;
const MODE_WORDS = 3;
/** Quantities said in words ("a few hours", "quelques heures", "un par de horas", "ein paar Stunden", "qualche ora", "umas horas"). */
const QUANTITY = new Set([
  ...'a an one few couple several half quelques une un demi unas unos pocas par media una ein eine einer paar halbe wenige zwei qualche poche mezz mezza uma umas algumas meia'.split(
    ' ',
  ),
  "un'",
]);
const FAR = new Set(['far', 'loin', 'lejos', 'weit', 'lontano', 'longe', 'distante']);
const NOT = new Set(['not', 'pas', 'no', 'nicht', 'non', 'nao', 'nem']);
const DEGREE = new Set(['too', 'so', 'very', 'that', 'trop', 'si', 'tres', 'muy', 'tan', 'zu', 'sehr', 'allzu', 'troppo', 'molto', 'cosi', 'muito', 'tao']);

const word = (toks: readonly Tok[], k: number) => toks[k]?.w ?? '';

export interface ReferencePoint {
  /** The token the phrase starts at (its quantity or its negation). */
  start: number;
  kind: 'measured' | 'not_far';
}

/** The "from" word before the place at `first`, past its articles; -1 when there is none. */
function fromWordBefore(toks: readonly Tok[], first: number): number {
  let k = first - 1;
  while (k > 0 && ARTICLES.has(word(toks, k))) k--;
  return FROM.has(word(toks, k)) ? k : -1;
}

/** The start of "<quantity> <unit> [<way of travelling>]" ending just before token `end`, or -1. */
function measureBefore(toks: readonly Tok[], end: number, lang: Lang): number {
  let k = end - 1;
  for (let n = 0; n < MODE_WORDS && MODES.test(word(toks, k)) && !UNITS.test(word(toks, k)); n++) k--;
  if (!UNITS.test(word(toks, k))) return -1;
  // "a 3-hour drive": the hyphen joins the figure to its unit.
  const q = word(toks, k - 1) === '-' ? k - 2 : k - 1;
  const t = toks[q];
  if (!t) return -1;
  return t.kind === 'num' || numberWord(t.w, lang) !== undefined || QUANTITY.has(t.w) ? q : -1;
}

/** The reference point whose place is at token `first`, or null. */
export function referencePoint(toks: readonly Tok[], first: number, lang: Lang): ReferencePoint | null {
  const from = fromWordBefore(toks, first);
  if (from < 0) return null;
  const measured = measureBefore(toks, from, lang);
  if (measured >= 0) return { start: measured, kind: 'measured' };
  if (!FAR.has(word(toks, from - 1))) return null;
  const negation = DEGREE.has(word(toks, from - 2)) ? from - 3 : from - 2;
  return NOT.has(word(toks, negation)) ? { start: negation, kind: 'not_far' } : null;
}
