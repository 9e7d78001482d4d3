import { wordBeforeArticles } from './articles.js';
import { FROM_PROPER, MEASURE_OF } from './from-words.js';
import type { Lang } from './language.js';
import { halfAt, numberAt } from './numbers.js';
import type { Tok } from './tokens.js';

/**
 * A place named as a reference point, in six languages: the end a distance or a travel time is measured from ("within 3
 * hours of Denver", "à 200 km de Toulouse", "a 2 horas de Madrid", "zwei Stunden Fahrt von München", "a un'ora di
 * macchina da Milano", "a 3 horas de carro de São Paulo"), or a negated distance ("not far from Lille", "nicht weit von
 * Ulm"). The grammar reads back from the place: articles, a "from" or "of" word, up to three words of the way of travelling
 * or of distance ("drive", "de voiture", "Flug", "away", "de distance"), a unit of time or length with its half ("une heure
 * et demie"), and a quantity before it (a number the number reader reads, or a word of vague quantity: "few", "poucas").
 * A time is a distance only when something says so: a proximity word before it ("within", "à", "entro", "innerhalb"),
 * "away" after it, or a "from" word proper ("from", "von", "da"); "48 hours of Berlin nightlife" is a stay.
 * A short measure headed by a lodging or a place to be ("villa à 15 km d'Uzès", "apartamento a 5 minutos de Sevilla")
 * says where the stay is: near that place, which is where the trip goes. Any other measure is taken from the place,
 * so it is never the place to go.
 */
export interface ReferencePoint {
  /** The token the phrase starts at (its quantity or its negation). */
  start: number;
  /** `from`: the trip is measured from the place; `near`: the stay is a short way from it, and the trip goes there. */
  kind: 'from' | 'near';
}

/** The words that join a measure to its place. A time before a "from" word proper is a distance ("2 Stunden von München"), where "of" and "de" may join a stay. */
const MEASURE_JOINS = new Set([...FROM_PROPER, ...MEASURE_OF, 'around']);
const TIME =
  /^(?:hours?|hrs?|h|minutes?|mins?|heures?|horas?|minutos?|stunden?|std|minuten|autostunden?|flugstunden?|fahrstunden?|zugstunden?|ora|ore|minuti)$/;
const MINUTES = /^(?:minutes?|mins?|minutos?|minuten|minuti)$/;
const KM = /^(?:km|kms|kilomet(?:er|re)s?|kilometros?|kilometern?|chilometri|quilometros?)$/;
const MILES = /^(?:miles?|millas|meilen|miglia|milhas)$/;
const isUnit = (w: string) => TIME.test(w) || KM.test(w) || MILES.test(w);
/** Words of the way of travelling between the unit and its place, and the small words joining them ("de voiture", "mit dem Auto"). */
const MODES =
  /^(?:drive|driving|flight|flying|train|ride|car|by|voiture|vol|avion|route|en|de|coche|carro|tren|vuelo|autobus|bus|auto|flug|fahrt|autofahrt|zugfahrt|bahnfahrt|fahrzeit|flugzeit|zug|mit|dem|macchina|treno|volo|in|di|aereo|comboio|aviao|voo|onibus|em)$/;
/** Words saying the measure is a distance ("3 hours away", "à 20 km de distance", "zwei Stunden entfernt"). */
const AWAY = new Set(['away', 'distance', 'distancia', 'distanza', 'entfernt', 'entfernung']);
const BETWEEN_WORDS = 3;
/** Words of vague quantity per language ("a few", "quelques", "unas pocas", "ein paar", "qualche", "poucas"), and halves. */
const FEW: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['few', 'couple', 'several', 'some', 'half']),
  fr: new Set(['quelques', 'demi', 'peu']),
  es: new Set(['pocas', 'pocos', 'par', 'unas', 'unos', 'algunas', 'algunos', 'media']),
  de: new Set(['paar', 'wenige', 'wenigen', 'einige', 'halbe', 'halben']),
  it: new Set(['qualche', 'poche', 'pochi', 'paio', 'alcune', 'alcuni', 'mezz', "mezz'", 'mezza', "un'"]),
  pt: new Set(['poucas', 'poucos', 'par', 'umas', 'uns', 'algumas', 'alguns', 'meia']),
};
const HALVES = new Set(['half', 'demi', 'media', 'halbe', 'halben', 'mezz', "mezz'", 'mezza', 'meia']);
/** "a couple of hours", "un par de horas": the word joining a vague quantity to its unit. */
const PARTITIVE = new Set(['of', 'de', 'di']);
/** Words before a quantity that make a time a distance ("within", "less than", "à", "a menos de", "innerhalb", "entro", "até"). */
const NEAR_WORDS = new Set(['within', 'under', 'than', 'max', 'maximum', 'moins', 'menos', 'meno', 'weniger', 'als', 'innerhalb', 'unter', 'entro', 'ate']);
/** "à", "a": before a quantity in the Romance languages, a distance ("à 2 heures de", "a 3 horas de"). */
const AT_DISTANCE = new Set(['a', 'à']);
/** Where one stays or a place to be, heading a measure ("villa à 15 km de", "casa de praia a 20 km de", "a spot 10 minutes from"). */
const STAYS = new Set(
  'villa villas apartment apartments flat condo house cottage cabin chalet hotel hostel lodge bnb airbnb place spot gite maison appartement logement hebergement studio endroit coin casa apartamento piso cabana finca alojamiento sitio lugar ferienwohnung ferienhaus wohnung unterkunft haus hutte pension appartamento agriturismo masseria alloggio posto pousada chale alojamento cantinho'.split(
    ' ',
  ),
);
const HEAD_WINDOW = 4;
const SENTENCE_END = new Set(['.', '!', '?', ';']);
const FAR = new Set(['far', 'loin', 'lejos', 'weit', 'lontano', 'longe', 'distante']);
const NOT = new Set(['not', 'pas', 'no', 'nicht', 'non', 'nao', 'nem']);
const DEGREE = new Set(['too', 'so', 'very', 'that', 'trop', 'si', 'tres', 'muy', 'tan', 'zu', 'sehr', 'allzu', 'troppo', 'molto', 'cosi', 'muito', 'tao']);

const word = (toks: readonly Tok[], k: number) => toks[k]?.w ?? '';

interface Measure {
  /** The token of its quantity. */
  start: number;
  /** A few minutes or kilometres: the distance of a place to stay, not a trip's radius. */
  short: boolean;
}

/** The unit of "<unit> and a half" whose half ends just before token `end`, else `end - 1`. */
function unitBeforeHalf(toks: readonly Tok[], end: number): number {
  for (let u = end - 2; u >= Math.max(0, end - 4); u--) if (halfAt(toks, u + 1) === end && isUnit(word(toks, u))) return u;
  return end - 1;
}

/** The quantity of the unit at `unit`: its token and value (null when vague), or undefined. */
function quantityBefore(toks: readonly Tok[], unit: number, lang: Lang): { at: number; value: number | null } | undefined {
  // "a 3-hour drive": the hyphen joins the figure to its unit.
  let q = word(toks, unit - 1) === '-' ? unit - 2 : unit - 1;
  const vague = (k: number) => FEW[lang].has(word(toks, k)) || FEW.en.has(word(toks, k));
  if (PARTITIVE.has(word(toks, q)) && vague(q - 1)) q--;
  const n = toks[q] ? numberAt(toks, q, lang, { article: true }) : undefined;
  if (n && n.end <= unit) return { at: q, value: n.value };
  return vague(q) ? { at: q, value: HALVES.has(word(toks, q)) ? 0.5 : null } : undefined;
}

/** The measure "<quantity> <unit> [and a half] [<way of travelling or distance>]" ending just before the "from" word at `from`. */
function measureBefore(toks: readonly Tok[], from: number, lang: Lang): Measure | null {
  let k = from - 1;
  let away = false;
  for (let n = 0; n < BETWEEN_WORDS && (MODES.test(word(toks, k)) || AWAY.has(word(toks, k))) && !isUnit(word(toks, k)); n++)
    away ||= AWAY.has(word(toks, k--));
  const unit = unitBeforeHalf(toks, k + 1);
  const w = word(toks, unit);
  if (!isUnit(w)) return null;
  const q = quantityBefore(toks, unit, lang);
  if (!q) return null;
  const before = [word(toks, q.at - 1), word(toks, q.at - 2)];
  const near = before.some((b) => NEAR_WORDS.has(b)) || (lang !== 'en' && AT_DISTANCE.has(before[0] ?? ''));
  if (TIME.test(w) && !near && !away && !FROM_PROPER.has(word(toks, from)) && !(lang === 'it' && word(toks, from) === 'da')) return null;
  const short = MINUTES.test(w) || (TIME.test(w) ? (q.value ?? 1) < 1 : (q.value ?? 0) <= (KM.test(w) ? 50 : 30));
  return { start: q.at, short };
}

/** Whether a lodging or a place to be heads the measure starting at `start`, within the sentence. */
function headedByStay(toks: readonly Tok[], start: number): boolean {
  for (let k = start - 1; k >= Math.max(0, start - HEAD_WINDOW); k--) {
    if (SENTENCE_END.has(word(toks, k))) return false;
    if (STAYS.has(word(toks, k))) return true;
  }
  return false;
}

/** The reference point whose place is at token `first`, or null. */
export function referencePoint(toks: readonly Tok[], first: number, lang: Lang): ReferencePoint | null {
  const from = wordBeforeArticles(toks, first);
  if (!MEASURE_JOINS.has(word(toks, from))) return null;
  const measured = measureBefore(toks, from, lang);
  if (measured) return { start: measured.start, kind: measured.short && headedByStay(toks, measured.start) ? 'near' : 'from' };
  if (!FAR.has(word(toks, from - 1))) return null;
  const negation = DEGREE.has(word(toks, from - 2)) ? from - 3 : from - 2;
  return NOT.has(word(toks, negation)) ? { start: negation, kind: 'from' } : null;
}
