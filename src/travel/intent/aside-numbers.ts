import { MONTHS } from './date-words.js';
import { countedAt, isLengthUnit, ofPregnancy } from './duration.js';
import { FROM_PROPER, MEASURE_OF } from './from-words.js';
import { moneyWord } from './held-values.js';
import { MULTIPLIERS } from './numbers.js';
import type { Lang } from './language.js';
import { AGE_UNITS, COMPOUND_PERSON_HEADS, KIN, PERSON_NOUNS } from './party-words.js';
import { boundBefore } from './requirements.js';
import type { Tok } from './tokens.js';

/**
 * Numbers that can be no fact of the trip, known by the unit after them or the words around them: a distance ("12 km",
 * "1.600 km", "400 miles") or a span of hours ("delayed 6 hours", "9 Stunden fest", under a day or with the trip's length
 * read) under no bound and measured from no place ("within 300 km", "less than 200 km", "max 5 Std Fahrt", "2 hours
 * from Madrid", "3 Stunden entfernt" scope or cap the journey); a
 * house number ("number 42", "Nr. 12", "n.º 32", "Hausnummer 17"); and an adult's age after a verb of age or a word of
 * the whole group ("turns 60 on", "cumple 70 en", "wird 80", "both 78 now", "im 80. Lebensjahr"); and, in German, where
 * every noun has its capital, a count of a noun that heads no field ("3 Wünsche", "4 Sternen", "2 Kindersitze"); how many times
 * something happened ("3 veces", "5 fois", "zum 3. Mal", "2 volte"); and a weight or a temperature ("40 kilos", "25 Grad",
 * "30 °C"); how far a pregnancy is ("28 weeks pregnant", "incinta di 6 mesi"); and the seats or berths of a vehicle or a lodging ("a 50-seat
 * coach", "un van de 7 places", "Wohnmobil mit 4 Schlafplätzen"), its capacity and not the party, and vehicles ("2 jipes", "two cars"). A multiplier between the
 * number and its unit ("200mila km") scales the number and leaves the unit its head. None of them can
 * become an origin, a place, a date, a length, a party, a child's age or a budget, so the reading lists them as
 * informative instead of leaving the request partial.
 */
export type AsideKind = 'distance' | 'hours' | 'house_number' | 'adult_age' | 'count' | 'times' | 'measure' | 'pregnancy' | 'capacity';

const DISTANCE_UNITS = new Set(
  'km kms kilometre kilometres kilometer kilometers kilometern kilometro kilometros chilometro chilometri quilometro quilometros mile miles mi millas milla miglia miglio milhas milha meilen meile hm hohenmeter'.split(
    ' ',
  ),
);
export const HOUR_UNITS = new Set(['hours', 'hour', 'hrs', 'hr', 'heures', 'heure', 'horas', 'hora', 'stunden', 'stunde', 'std', 'ore', 'ora']);
/** Words that count how often something happened, in the six languages. */
const TIMES_UNITS = new Set(['times', 'fois', 'veces', 'vez', 'mal', 'volte', 'volta', 'vezes']);
/** Units of weight and of temperature: a dog's weight, the warmth wished for ("40 kilos", "mind. 25 Grad", "30 degrees"). */
const MEASURE_UNITS = new Set(
  'kg kgs kilo kilos kilogram kilograms kilogramme kilogrammes kilogramm kilogramos kilogrammi chilo chili quilo quilos lb lbs degrees degree degres degre grad grados grado gradi graus grau'.split(
    ' ',
  ),
);
/** A unit a number measures in (hours, distance, weight, warmth): "4.5 hours", "12.5 km" measure, they are no day and month. */
export const isUnitOfMeasure = (w: string): boolean => HOUR_UNITS.has(w) || DISTANCE_UNITS.has(w) || MEASURE_UNITS.has(w);
/** Nouns of what a vehicle or a lodging holds: seats and berths, folded ("Sitzplätze", "couchages", "plazas", "posti", "lugares"). */
const CAPACITY_UNITS = new Set(
  'seat seats seater seaters berth berths places couchages plazas asientos sitze sitzplatze sitzplatzen schlafplatze schlafplatzen posti lugares assentos'.split(
    ' ',
  ),
);
/**
 * Words that make a count of seats the quality of a thing named before it ("a coach with 50 seats", "un van de 7 places",
 * "pullman da 50 posti", "Bus mit 50 Sitzplätzen", "la carrinha tem 8 lugares"): its capacity, not the party. Seats said
 * without them ("4 places dans le train", "reservar 3 plazas") are tickets and stay for the party reader.
 */
const QUALITY_LINKS = new Set(['with', 'of', 'has', 'avec', 'de', 'a', 'con', 'tiene', 'mit', 'hat', 'da', 'di', 'ha', 'com', 'tem']);
/** Verbs and nouns of what a lodging holds, before its count ("a condo that sleeps 6", "capacidad para 8", "capacité de 10"). */
const CAPACITY_CUES = new Set(['sleeps', 'accommodates', 'capacity', 'capacite', 'capacidad', 'capacita', 'capacidade', 'kapazitat']);
/** Links between a noun of capacity and its count ("capacidad para 8", "capacité de 10", "capacity of 6"). */
const CAPACITY_LINKS = new Set(['for', 'of', 'de', 'para', 'pour', 'per', 'di', 'fur', 'von']);
/** Vehicles, folded: how many of them the party takes ("2 jipes", "two cars", "deux voitures") counts no traveller. */
const VEHICLES = new Set(
  'car cars jeep jeeps van vans suv suvs motorbike motorbikes motorcycle motorcycles voiture voitures coche coches carro carros jipe jipes auto autos macchina macchine moto motos camper campers'.split(
    ' ',
  ),
);
const HOUSE_CUES = new Set(['number', 'nr', 'nº', 'n', 'numero', 'hausnummer', 'num']);
/** Verbs that say a person's age ("turns", "cumple", "wird", "compie", "faz", "fête") and words of the whole group ("both", "beide"). */
const AGE_CUES = new Set(
  'turns turned turning turn cumple cumplio cumplira cumplen tiene tienen wird wurde werden compie compira compiono compiuto faz fez fara fazem fete fetera both beide ambos ambas entrambi tous todos tutti'.split(
    ' ',
  ),
);
/** Words between an age cue and the age ("turns almost 60", "wird bald 80"). */
const AGE_FILLERS = new Set(['almost', 'nearly', 'just', 'bald', 'gerade', 'casi', 'ya', 'quasi', 'gia', 'quase', 'ja', 'presque', 'deja', 'now']);
/** Prepositions before a month ("im Februar", "in May", "en mai", "a maggio", "em março"). */
const MONTH_PREPS = new Set(['in', 'im', 'en', 'a', 'ad', 'em', 'no', 'nel', 'di', 'de']);
const LIFE_YEAR = new Set(['lebensjahr', 'lebensjahres']);
const ADULT: readonly [number, number] = [18, 110];

/** The word before token i, skipping the marks a house number's cue is written with ("Nr.", "n.º"). */
function cueBefore(toks: readonly Tok[], i: number): string {
  let k = i - 1;
  while (k >= 0 && (toks[k]?.w === '.' || toks[k]?.w === 'º' || toks[k]?.w === '°')) k--;
  return toks[k]?.w ?? '';
}

function adultAgeAfterCue(toks: readonly Tok[], i: number, value: number): boolean {
  if (!Number.isInteger(value) || value < ADULT[0] || value > ADULT[1]) return false;
  if (toks[i + 1]?.w === '.' && LIFE_YEAR.has(toks[i + 2]?.w ?? '')) return true;
  // "both 20 euros", "tiene 25 amigos": a number with money or people after it counts them.
  const next = toks[i + 1]?.w ?? '';
  if (moneyWord(toks[i + 1]) || PERSON_NOUNS.has(next) || KIN.has(next)) return false;
  // "wird im Februar 80", "cumple en mayo 70": the month the birthday falls in may stand between.
  let k = i - 1;
  while (
    k >= i - 3 &&
    (AGE_FILLERS.has(toks[k]?.w ?? '') || MONTHS.has(toks[k]?.w ?? '') || (MONTHS.has(toks[k + 1]?.w ?? '') && MONTH_PREPS.has(toks[k]?.w ?? '')))
  )
    k--;
  return AGE_CUES.has(toks[k]?.w ?? '');
}

/** Words after a distance or a span of hours that measure it from a place ("3 hours away", "2 Stunden entfernt", "a 2 ore di distanza"). */
const AWAY = new Set(['away', 'entfernt', 'entfernung', 'distance', 'distanza', 'distancia', 'drive', 'driving', 'fahrt', 'autofahrt', 'zugfahrt', 'fahrzeit']);
/** Where the writer is, after "of"/"de" ("d'ici", "de aquí", "da qui", "de casa"). */
const HERE = new Set(['ici', 'aqui', 'qui', 'casa', 'hier']);

/**
 * A distance or a span of hours measured from a place: a word of distance after it, a word of "from", or "of"/"de" before a
 * name, "here" or a word of distance ("2 hours from Madrid", "somewhere 3 hours away", "à 2 heures de Lyon", "a 3 horas de
 * distância", "à 2 heures d'ici"). It scopes where the trip may go, even after the "à" that opens a clock time; "retardé de
 * 3 heures la dernière fois" measures nothing from anywhere.
 */
export function measuredSpan(toks: readonly Tok[], i: number): boolean {
  const unit = toks[i + 1]?.w ?? '';
  if (!DISTANCE_UNITS.has(unit) && !HOUR_UNITS.has(unit)) return false;
  let k = i + 2;
  if (toks[k]?.w === "'") k++;
  const w = toks[k]?.w ?? '';
  if (AWAY.has(w) || FROM_PROPER.has(w)) return true;
  const after = toks[k + 1];
  return MEASURE_OF.has(w) && after !== undefined && (AWAY.has(after.w) || HERE.has(after.w) || (after.kind === 'word' && after.cap));
}

/** A head that counts what a field holds: people, ages, money, a month, or a length ("Nächte", "Tage"). */
function fieldHead(toks: readonly Tok[], i: number, lang: Lang): boolean {
  const w = toks[i + 1]?.w ?? '';
  const person = PERSON_NOUNS.has(w) || KIN.has(w) || COMPOUND_PERSON_HEADS.some((h) => w.startsWith(h) || w.endsWith(h));
  return person || AGE_UNITS.has(w) || moneyWord(toks[i + 1]) || MONTHS.has(w) || countedAt(toks, i, lang) !== undefined;
}

/** A German count of a noun that heads no field: the noun has its capital and nothing else read it. */
const countOfThings = (toks: readonly Tok[], i: number, lang: Lang): boolean =>
  lang === 'de' && toks[i + 1]?.kind === 'word' && /^\p{Lu}/u.test(toks[i + 1]?.raw ?? '') && !fieldHead(toks, i, lang);

/**
 * What the number at token i is when it is no trip fact, or null. `lengthRead` says the trip's length is held, so hours
 * can be no length of the trip; a number whose next word is a field's unit never reaches here (the readers took it).
 */
export function asideNumber(toks: readonly Tok[], i: number, n: { value: number; lang: Lang; lengthRead: boolean }): AsideKind | null {
  // "200mila km", "150k miles", "180 mil quilómetros": a multiplier scales the number, the unit after it is its head.
  const scaled = MULTIPLIERS.has(toks[i + 1]?.w ?? '') && !moneyWord(toks[i + 1]) ? i + 1 : i;
  const next = toks[scaled + 1]?.w ?? '';
  // "3-mal", "zum 3. Mal", "a 12-seat minibus": the unit may follow a hyphen or an ordinal's full stop.
  const unit = next === '-' || next === '.' ? (toks[scaled + 2]?.w ?? '') : next;
  if (CAPACITY_UNITS.has(unit) && (next === '-' || QUALITY_LINKS.has(toks[i - 1]?.w ?? ''))) return 'capacity';
  const cue = CAPACITY_LINKS.has(toks[i - 1]?.w ?? '') ? (toks[i - 2]?.w ?? '') : (toks[i - 1]?.w ?? '');
  if (CAPACITY_CUES.has(cue)) return 'capacity';
  if (VEHICLES.has(unit)) return 'count';
  if (TIMES_UNITS.has(unit)) return 'times';
  if (isLengthUnit(next) && ofPregnancy(toks, i, i + 2)) return 'pregnancy';
  if (MEASURE_UNITS.has(unit) || (next === '°' && /^[cf]$/.test(toks[i + 2]?.w ?? ''))) return 'measure';
  // "less than 300 km", "max 5 Std Fahrt", "2 hours from Madrid" scope or cap the journey; "delayed 6 hours" says what happened once.
  const constraint = boundBefore(toks, i) || measuredSpan(toks, i);
  if (DISTANCE_UNITS.has(next)) return constraint ? null : 'distance';
  if (HOUR_UNITS.has(next) && (n.value < 24 || n.lengthRead)) return constraint ? null : 'hours';
  if (HOUSE_CUES.has(cueBefore(toks, i)) && toks[i - 1]?.kind !== 'num') return 'house_number';
  if (adultAgeAfterCue(toks, i, n.value)) return 'adult_age';
  return countOfThings(toks, i, n.lang) ? 'count' : null;
}
