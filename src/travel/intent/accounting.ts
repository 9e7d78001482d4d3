import { tallyAt } from './choices.js';
import { AND } from './clause-words.js';
import { BETWEEN_WORDS, MONTHS, OCCASIONS } from './date-words.js';
import type { Lang } from './language.js';
import { AGE_UNITS, DETERMINERS as PARTY_DETERMINERS, KIN, PERSON_NOUNS, POSSESSIVES } from './party-words.js';
import { ROOMS } from './lodging-words.js';
import { FLIGHT_NOUNS, isOrganisationName } from './organisations.js';
import { personNames } from './person-names.js';
import { touching, type Tok } from './tokens.js';
import { isFlightCode, isKnownWord } from './unknown.js';
import { moneyWord, restatesHeld, type HeldValues } from './held-values.js';
import { STREET_AFTER, STREET_BEFORE } from '../geo/street-words.js';
import { isTrailingFeatureHead } from '../geo/feature-words.js';
import { asideNumber, measuredSpan, type AsideKind } from './aside-numbers.js';
import { referenceCode } from './reference-codes.js';
import { journeyCap } from './journey-caps.js';
import { planTokens } from './itinerary.js';
import { holidayNameEnd } from './holidays.js';

/**
 * The accounting of a request: after every reader has taken its spans, what is left over that
 * looks meaningful is reported instead of being dropped silently. A number no reader bound to a
 * head ("3 stops", "under 10 hours") and a name written with a capital that no vocabulary
 * holds and no reader took ("Copacabana", "Isla del Sol") are such leftovers. Tokens of a class
 * that carries nothing for the trip are accounted for by their form and head, not listed: times of
 * day, ages of adults and ranges of children's ages, ordinals of an occasion, flight and booking
 * codes ("BA 2490"), an office's reference codes (reference-codes.ts), counts of rooms and luggage, a day that restates the window read, and
 * people's names (person-names.ts).
 */
export interface Leftovers {
  numbers: string[];
  names: string[];
  /** Numbers that can be no fact of the trip (aside-numbers.ts): listed as informative. */
  asides: Array<{ text: string; kind: AsideKind }>;
  /** Hours that cap the journey (journey-caps.ts): a filter the engine applies, listed as informative. */
  caps: string[];
}

const SENTENCE_END = new Set(['.', '!', '?', ':', ';', '\n', '-', '(', '"', '*']);
const TIME_AFTER = new Set([':', 'am', 'pm', 'h', 'uhr', 'hrs', 'o', '%']);
const AGE_AFTER = new Set(['ans', 'an', 'years', 'year', 'yo', 'anos', 'ano', 'jahre', 'jahren', 'anni', 'anno', 'yrs', 's']);
const NOT_COUNTED_BEFORE = new Set([
  ':',
  '#',
  ...FLIGHT_NOUNS,
  'no',
  'nr',
  // A room's number ("room 1204", "chambre 1204", "Zimmer 12"): which room, no count.
  'room',
  'chambre',
  'habitacion',
  'zimmer',
  'camera',
  'stanza',
  'quarto',
  'gate',
  'terminal',
  // A road's number ("Ruta 40", "Route 66", "Highway 1", "Rodovia 101"): its name, no count.
  'ruta',
  'route',
  'highway',
  'hwy',
  'interstate',
  'carretera',
  'rodovia',
  'estrada',
  'autostrada',
  'statale',
  'aged',
  'age',
  '/',
  'at',
  'a',
  'um',
  'um',
  'alle',
  'las',
  'the',
]);

const AGE_BEFORE = new Set([
  '(',
  'both',
  'all',
  'are',
  'is',
  'turning',
  'turns',
  'aged',
  ',',
  'and',
  'et',
  'y',
  'und',
  'e',
  "who's",
  "i'm",
  "we're",
  "she's",
  "he's",
  'ist',
  'est',
  'over',
  'uber',
  'mitte',
  'sommes',
  'somos',
  'siamo',
  'sind',
  'ont',
  'tenemos',
  'abbiamo',
  'temos',
  'beide',
  'tous',
  'todos',
  'tutti',
]);

/** An adult's age said in passing ("my mum (82)", "both 78", "we are 24 and 26", "retired couple, 70 and 73"): nothing to read. */
function adultAge(toks: readonly Tok[], i: number, value: number): boolean {
  if (!Number.isInteger(value) || value < 18 || value > 110) return false;
  const next = toks[i + 1];
  const closes =
    !next || next.kind === 'punct' || ['and', 'et', 'y', 'und', 'e', 'ish', 'something', 'but', 'mais', 'pero', 'aber', 'ma', 'mas'].includes(next.w);
  return AGE_BEFORE.has(toks[i - 1]?.w ?? '') && closes;
}

/**
 * Heads whose counts say nothing the trip's fields hold: rooms of the lodging (how a party splits into rooms), pieces of
 * luggage and a hotel's stars (its class, which every lodging search filters on). Beds are not among them: a bed type is
 * a room specification the fields cannot hold.
 */
const NO_FIELD_HEADS = new Set([
  ...ROOMS,
  ...'star stars etoile etoiles estrella estrellas stern sterne stella stelle estrela estrelas suitcase suitcases bag bags valise valises bagage bagages maleta maletas koffer gepackstucke valigia valigie bagagli mala malas bagagens'.split(
    ' ',
  ),
]);
const STAR_MARKS = new Set(['*', '★', '⭐']);
/** Words joining the two ends of a range ("2-12", "de 2 à 12 ans", "2 bis 12"). */
const RANGE_JOINS = new Set(['-', '–', 'to', 'a', 'à', 'au', 'al', 'ao', 'bis', 'zum', 'e']);
/** Words before a range that make it one of ages ("aged 2-12", "âgés de 2 à 12 ans", "de 2 a 12 años"). */
const AGE_CUES = new Set(['aged', 'ages', 'age', 'agees', 'edades', 'alter', 'eta', 'idades']);
/** Nouns of a day of the month before its number ("dia 24", "jour 14", "día 3"): a day, not a count. */
const DAY_NOUNS = new Set(['dia', 'jour', 'giorno']);
/** Ordinal suffixes ("25th", "25e", "25º", "25°", "25.º"). */
const ORDINAL = new Set(['th', 'st', 'nd', 'rd', 'e', 'er', 'eme', 'o', 'a', 'º', '°', 'ª']);
/** Words that open a day of the month ("the 14th", "le 14", "el 23", "il 3", "am 5.", "dia 8", "noite de 23"). */
const DAY_OPENERS = new Set(['the', 'le', 'el', 'il', "l'", 'am', 'vom', 'dia', 'de', 'del', 'dal', "dall'", 'du', 'al', 'do', 'den', 'on']);

/** What the readers settled that the accounting checks leftovers against. */
export interface AccountingContext {
  text: string;
  /** The window read (ISO days), if any: a day named inside it restates it; `exact` when it was read from days. */
  window: { start: string; end: string; exact: boolean } | null;
  /** The values the readers put in the fields: a number that restates one is consumed (held-values.ts). */
  held: HeldValues;
}

const NAME_LINKS = new Set([
  'de',
  'del',
  'della',
  'dei',
  'delle',
  'degli',
  'di',
  'da',
  'do',
  'dos',
  'das',
  'la',
  'le',
  'les',
  'des',
  'du',
  "l'",
  "d'",
  'el',
  'los',
  'of',
  'the',
]);

/** Endings of a German street's one-word name ("Schottenring", "Hauptstraße", "Kirchgasse", "Schlossallee"). */
const GERMAN_STREET_ENDINGS = ['straße', 'strasse', 'str', 'gasse', 'weg', 'ring', 'allee', 'platz', 'damm', 'ufer', 'chaussee'];
const germanStreet = (t: Tok): boolean => t.kind === 'word' && t.cap && t.w.length > 5 && GERMAN_STREET_ENDINGS.some((e) => t.w.endsWith(e));

/** Tokens of a street address (its name and house number): where someone lives or a hotel stands, no place of the trip. */
function addressTokens(toks: readonly Tok[], lang: Lang): Set<number> {
  const out = new Set<number>();
  const capRunBack = (k: number) => {
    let j = k;
    while (j > 0 && toks[j - 1]?.kind === 'word' && toks[j - 1]?.cap) j--;
    return j;
  };
  // "Av. Industrial 1250", "Hauptstr. 5": an abbreviated street word keeps its full stop.
  const pastDot = (k: number) => (toks[k]?.w === '.' ? k + 1 : k);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as Tok;
    let start = -1;
    let end = -1;
    if (t.cap && STREET_AFTER.has(t.w) && toks[i - 1]?.cap && toks[i - 1]?.kind === 'word') [start, end] = [capRunBack(i - 1), i + 1];
    else if (lang === 'de' && germanStreet(t) && toks[pastDot(i + 1)]?.kind === 'num') [start, end] = [i, pastDot(i + 1)];
    else if (STREET_BEFORE.has(t.w) && t.kind === 'word') {
      let j = pastDot(i + 1);
      while (NAME_LINKS.has(toks[j]?.w ?? '') && j < i + 3) j++;
      let k = j;
      while (toks[k]?.kind === 'word' && toks[k]?.cap && k < j + 3) k++;
      if (k > j) [start, end] = [i, k];
    }
    if (start < 0) continue;
    // "1000, rue De La Gauchetière": the house number may stand before the street with a comma.
    if (toks[start - 1]?.kind === 'num') start--;
    else if (toks[start - 1]?.w === ',' && toks[start - 2]?.kind === 'num') start -= 2;
    if (toks[end]?.kind === 'num') end++;
    // "Schottenring 30, 1010 Wien": a postcode before the town closes the address.
    if (toks[end]?.w === ',' && /^\d{4,5}$/.test(toks[end + 1]?.w ?? '') && toks[end + 2]?.cap) end += 2;
    for (let k = start; k < end; k++) out.add(k);
  }
  return out;
}

/** Heads of a named event ("Fiera del Tartufo", "Notte della Taranta", "Festival del Duende Azul", "Fête des Lumières"). */
const EVENT_HEADS = new Set(
  'festival fest festa fiesta fiestas festas feria fete fiera sagra palio notte noche nuit concert concerto concierto konzert carnival carnaval carnevale karneval parade desfile cabalgata romeria procesion processione fair mostra salon salone messe'.split(
    ' ',
  ),
);

/** A named event from token i: a head written with a capital, a link word or two, and capitalised words ([i, end)), or -1. */
function eventNameEnd(toks: readonly Tok[], i: number, taken: (i: number) => boolean): number {
  const t = toks[i];
  if (!t || !t.cap || !EVENT_HEADS.has(t.w) || taken(i)) return -1;
  let j = i + 1;
  while (NAME_LINKS.has(toks[j]?.w ?? '') && j < i + 3) j++;
  let k = j;
  while (toks[k]?.kind === 'word' && toks[k]?.cap && !taken(k) && k < j + 3) k++;
  // "Palio di Siena": the event is named by the place another reader took; the head alone is left.
  if (k === j && j > i + 1 && taken(j)) return j;
  return k > j ? k : -1;
}

/** The ends of a number range around token i ("2-12", "de 2 à 12"): [first, last] number indexes, or null. */
function rangeAround(toks: readonly Tok[], i: number): [number, number] | null {
  const isNum = (k: number) => toks[k]?.kind === 'num';
  if (RANGE_JOINS.has(toks[i + 1]?.w ?? '') && isNum(i + 2)) return [i, i + 2];
  if (RANGE_JOINS.has(toks[i - 1]?.w ?? '') && isNum(i - 2)) return [i - 2, i];
  return null;
}

/**
 * A range said with its head ("3-4 nuits", "4-5 people", "1500-2000 euros", "€1500-2000"): the reader of that head read
 * it as a range. A bare "12 a 14" whose last end a reader took alone ("ou talvez 12 a 14" read as a party of 14) was not.
 */
function headed(toks: readonly Tok[], r: [number, number]): boolean {
  const after = toks[r[1] + 1];
  return after?.kind === 'word' || moneyWord(after) || moneyWord(toks[r[0] - 1]);
}

/**
 * One end of a range whose other end a reader took ("entre 2.000 y 2.500 €" read as up to 2,500, "3-4 nuits"): the
 * range was read, by its other end.
 */
function readRangeEnd(toks: readonly Tok[], i: number, taken: (i: number) => boolean): boolean {
  const r = rangeAround(toks, i);
  if (r) return headed(toks, r) && taken(r[0] === i ? r[1] : r[0]);
  const opened = BETWEEN_WORDS.has(toks[i - 1]?.w ?? '') && AND.has(toks[i + 1]?.w ?? '') && toks[i + 2]?.kind === 'num';
  return opened && taken(i + 2);
}

/** An adult's age listed before another with its unit ("de 76 y 74 años", "âgés de 78 et 81 ans"). */
function listedAge(toks: readonly Tok[], i: number, value: number): boolean {
  if (!Number.isInteger(value) || value < 18 || value > 110) return false;
  const joined = AND.has(toks[i + 1]?.w ?? '') || toks[i + 1]?.w === ',';
  return joined && toks[i + 2]?.kind === 'num' && AGE_AFTER.has(toks[i + 3]?.w ?? '');
}

/** A range of ages: an age unit after it or an age word before it ("aged 2-12", "de 2 à 12 ans", "2 a 12 anos"). */
function ageRange(toks: readonly Tok[], i: number): boolean {
  const r = rangeAround(toks, i);
  if (!r) return false;
  const before = toks[r[0] - 1]?.w === 'de' ? r[0] - 2 : r[0] - 1;
  return AGE_UNITS.has(toks[r[1] + 1]?.w ?? '') || AGE_CUES.has(toks[before]?.w ?? '');
}

/** An ordinal that counts an occasion ("our 25th anniversary", "my 30th!", "grandpa's 90th", "25° anniversario", "25. Hochzeitstag"). */
function occasionOrdinal(toks: readonly Tok[], i: number): boolean {
  // German writes an ordinal with a full stop ("unser 25. Hochzeitstag"), Portuguese a full stop before its mark ("30.º aniversário").
  const dotted = toks[i + 1]?.w === '.' && touching(toks[i], toks[i + 1]);
  if (dotted && OCCASIONS.has(toks[i + 2]?.w ?? '')) return true;
  const k = dotted ? i + 2 : i + 1;
  const suffix = toks[k];
  if (!suffix || !ORDINAL.has(suffix.w) || !touching(toks[k - 1], suffix)) return false;
  // "my 30th", "grandpa's 90th": a person's ordinal is their birthday.
  const owner = toks[i - 1]?.w ?? '';
  return OCCASIONS.has(toks[k + 1]?.w ?? '') || POSSESSIVES.has(owner) || /['’]s$/.test(owner);
}

/** Whether a day of the month (of month `month`, or of any month when undefined) falls in the window read. */
function inWindow(day: number, month: number | undefined, window: NonNullable<AccountingContext['window']>): boolean {
  const first = Date.parse(window.start);
  const last = Date.parse(window.end);
  if (!(last >= first) || last - first > 62 * 86_400_000) return false;
  for (let d = first; d <= last; d += 86_400_000) {
    const at = new Date(d);
    if (at.getUTCDate() === day && (month === undefined || at.getUTCMonth() + 1 === month)) return true;
  }
  return false;
}

/** A day and month written as digits ("30.10", "1/11"): [day, month], or null. */
function dayMonth(t: Tok | undefined): [number, number] | null {
  const m = /^(\d{1,2})[./](\d{1,2})$/.exec(t?.kind === 'num' ? t.raw : '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** Words joining a day to its month ("4 de julio", "4th of July", "1° di luglio"). */
const DAY_OF = new Set(['de', 'di', 'of', 'del']);

/** The month named right after the day at token i, past its ordinal suffix and a joining word ("4th of July", "1er mai"), if any. */
function monthAfter(toks: readonly Tok[], i: number): number | undefined {
  let k = i + 1;
  if (ORDINAL.has(toks[k]?.w ?? '') && touching(toks[i], toks[k])) k++;
  if (DAY_OF.has(toks[k]?.w ?? '')) k++;
  return MONTHS.get(toks[k]?.w ?? '');
}

/** The month of a day said before a day and month in digits, across the marks between them ("19./20.12."). */
function monthOfPair(toks: readonly Tok[], i: number): number | undefined {
  let k = i + 1;
  while (k < i + 4 && toks[k]?.kind === 'punct') k++;
  return k > i + 1 ? dayMonth(toks[k])?.[1] : undefined;
}

/**
 * A day of the month that restates the window read: the day falls in the window, and the number is written as a day
 * (digits of a day and month, a month after it, a word that opens a day before it, or one end of a range of days whose
 * both ends fall in the window): "le pont du 14 juillet", "30.10.", "la noche del 23", "dal 12 al 22 perché".
 */
function restatesWindow(toks: readonly Tok[], i: number, value: number, window: AccountingContext['window']): boolean {
  if (!window) return false;
  const shape = dayMonth(toks[i]);
  if (shape) return inWindow(shape[0], shape[1], window);
  if (!Number.isInteger(value) || value < 1 || value > 31) return false;
  const month = monthAfter(toks, i) ?? monthOfPair(toks, i);
  if (month !== undefined) return inWindow(value, month, window);
  const r = rangeAround(toks, i);
  const ends = r ? [Number(toks[r[0]]?.w), Number(toks[r[1]]?.w)] : [];
  if (r && DAY_OPENERS.has(toks[r[0] - 1]?.w ?? '') && ends.every((d) => inWindow(d, undefined, window))) return true;
  // Without a month, the day stands alone: opened by a day word and followed by nothing it could count ("4 estrellas" is no day).
  const after = toks[i + 1];
  const alone =
    after === undefined || after.kind === 'punct' || RANGE_JOINS.has(after.w) || ['and', 'et', 'y', 'und', 'para', 'or', 'ou', 'o'].includes(after.w);
  // After a noun of a day ("la ceia do dia 24", "le jour 14") the number is that day, whatever follows it.
  const dayNoun = DAY_NOUNS.has(toks[i - 1]?.w ?? '');
  return (dayNoun || (DAY_OPENERS.has(toks[i - 1]?.w ?? '') && alone)) && inWindow(value, undefined, window);
}

/** "a.m.", "p.m." written with full stops ("vuelo 6 a.m."): the half of the day after a clock time. */
const clockHalf = (toks: readonly Tok[], k: number): boolean =>
  (toks[k]?.w === 'a' || toks[k]?.w === 'p') &&
  toks[k + 1]?.w === '.' &&
  toks[k + 2]?.w === 'm' &&
  touching(toks[k], toks[k + 1]) &&
  touching(toks[k + 1], toks[k + 2]);

/** A number that carries nothing for the trip or restates what a field holds, by its form and its head. */
function accountedNumber(toks: readonly Tok[], i: number, value: number, lang: Lang, taken: (i: number) => boolean, ctx: AccountingContext): boolean {
  const next = toks[i + 1]?.w ?? '';
  // "à 2 heures" is a clock time, "à 2 heures de Lyon" a reach.
  const counted = !NOT_COUNTED_BEFORE.has(toks[i - 1]?.w ?? '') || measuredSpan(toks, i);
  if (TIME_AFTER.has(next) || clockHalf(toks, i + 1) || AGE_AFTER.has(next) || !counted) return true;
  if (value >= 1900 && value <= 2200) return true;
  // "2 suitcases", "3 double rooms", "4 habitaciones individuales": the head may follow one modifier, or a hyphen ("4-Sterne-Hotel").
  const joined = next === '-' || toks[i + 1]?.kind === 'word';
  if (NO_FIELD_HEADS.has(next) || (joined && NO_FIELD_HEADS.has(toks[i + 2]?.w ?? ''))) return true;
  // "hotel 4*", "4★": a hotel's class written with its star.
  if (STAR_MARKS.has(next) && touching(toks[i], toks[i + 1])) return true;
  if (
    adultAge(toks, i, value) ||
    listedAge(toks, i, value) ||
    ageRange(toks, i) ||
    occasionOrdinal(toks, i) ||
    isFlightCode(toks, i - 1) ||
    referenceCode(toks, i)
  )
    return true;
  return restatesWindow(toks, i, value, ctx.window) || restatesHeld(toks, i, lang, ctx.held) || readRangeEnd(toks, i, taken);
}

export function leftovers(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean, ctx: AccountingContext): Leftovers {
  const numbers: string[] = [];
  const names: string[] = [];
  const asides: Leftovers['asides'] = [];
  const caps: string[] = [];
  const people = personNames(ctx.text, toks);
  const address = addressTokens(toks, lang);
  const plan = planTokens(toks);
  for (let i = 0; i < toks.length; i++) {
    if (taken(i) || address.has(i) || plan.has(i)) continue;
    const t = toks[i] as Tok;
    // An event named by the writer is its dates' business: said with days, nothing is missing; else it is an event no reader knows.
    const event = eventNameEnd(toks, i, taken);
    if (event > 0) {
      if (!ctx.window?.exact && names.length < 5) names.push(ctx.text.slice(t.start, toks[event - 1]?.end ?? t.end));
      i = event - 1;
      continue;
    }
    if (t.kind === 'num') {
      const next = toks[i + 1];
      const value = Number(t.w.replace(',', '.'));
      const unit = next && next.kind === 'word' && !taken(i + 1) ? ` ${next.raw}` : '';
      // Hours under a ceiling are a cap whatever else their shape could be ("4 hrs max" is no clock time, "4.5 hours" no date).
      if (journeyCap(toks, i, value)) {
        if (caps.length < 5) caps.push(`${t.raw}${unit}`);
        continue;
      }
      if (accountedNumber(toks, i, value, lang, taken, ctx) || tallyAt(toks, i, taken)) continue;
      const aside = asideNumber(toks, i, { value, lang, lengthRead: ctx.held.days !== null });
      if (aside && asides.length < 5) asides.push({ text: `${t.raw}${unit}`, kind: aside });
      else if (!aside && numbers.length < 5) numbers.push(`${t.raw}${unit}`);
      continue;
    }
    if (t.kind !== 'word' || !t.cap || t.w.length < 3 || people.has(i)) continue;
    const holiday = holidayNameEnd(toks, lang, i);
    if (holiday > 0) {
      i = holiday - 1;
      continue;
    }
    const prev = toks[i - 1];
    const j = capitalRunEnd(toks, i, taken, people);
    // An apostrophe word ("I'd") is no name; a capital that opens a sentence says nothing.
    if (!prev || SENTENCE_END.has(prev.w) || t.w.includes("'") || !writtenAsName(toks, i, j, lang)) continue;
    if (names.length < 5 && !isOrganisationName(toks, i, j))
      names.push(
        toks
          .slice(i, j)
          .map((x) => x.raw)
          .join(' '),
      );
    i = j - 1;
  }
  return { numbers, names, asides, caps };
}

/** German adjective endings: a German adjective takes a capital only inside a name ("die Sächsische Schweiz", "an die Mecklenburgische Seenplatte"). */
const GERMAN_ADJECTIVE = /isch(?:e[nrs]?)?$/;

/**
 * Whether the capitalised words i..j (inside a sentence) are written as a name. German gives every noun a capital, so
 * there only an adjective written with one before a capitalised noun makes a name. English writes ordinary words with
 * capitals for show ("Happy Hour", "All Inclusive"), so there known words are a name only before a feature's head ("the
 * Hunter Valley"). French, Spanish, Italian and Portuguese do neither: a run of two or more capitalised words is a name
 * whatever its words ("las Rías Baixas", "o Mar Morto"), unless all of them are in capitals throughout (a shouted phrase).
 * A single word no vocabulary holds is a name in every language but German.
 */
function writtenAsName(toks: readonly Tok[], i: number, j: number, lang: Lang): boolean {
  const w = toks[i]?.w ?? '';
  const run = j - i >= 2;
  if (lang === 'de') return run && GERMAN_ADJECTIVE.test(w);
  if (!isKnownWord(w)) return true;
  if (lang === 'en') return run && isTrailingFeatureHead(toks[j - 1]?.w ?? '');
  return run && !toks.slice(i, j).every((t) => t.raw === t.raw.toUpperCase());
}

/** Where a run of capitalised words from token i ends (exclusive), through the little words inside names ("Rio de Janeiro"). */
function capitalRunEnd(toks: readonly Tok[], i: number, taken: (i: number) => boolean, people: ReadonlySet<number>): number {
  let j = i + 1;
  while (
    j < toks.length &&
    !taken(j) &&
    !people.has(j) &&
    toks[j]?.kind === 'word' &&
    (toks[j]?.cap || ['de', 'del', 'do', 'da', 'di', 'of', 'la', 'el'].includes(toks[j]?.w ?? '')) &&
    j < i + 4
  )
    j++;
  while (j > i + 1 && !toks[j - 1]?.cap) j--;
  return j;
}

/** The shortest part of a compound that counts as a word of its own ("Alt-stadt", "Haupt-bahnhof"). */
const COMPOUND_PART = 3;
/** A German compound of known words, with or without a linking "s" ("Altstadt", "Bahnhofsplatz"): a noun, no name. */
function knownCompound(w: string): boolean {
  for (let k = COMPOUND_PART; k <= w.length - COMPOUND_PART; k++) {
    const head = w.slice(0, k);
    const tail = w.slice(k);
    if (isKnownWord(head) && (isKnownWord(tail) || (tail.startsWith('s') && tail.length > COMPOUND_PART && isKnownWord(tail.slice(1))))) return true;
  }
  return false;
}

/**
 * Capitalised words the gazetteer matched as a place's name and refused (extract.ts: "sie mag den Duomo", a foreign
 * word after a German article), that no reader took, no vocabulary holds and no person bears: names the request
 * says and nothing reads. German writes every noun with a capital, so there a compound of known words is a noun.
 */
export function refusedNames(toks: readonly Tok[], refused: ReadonlySet<number>, lang: Lang, taken: (i: number) => boolean, text: string): string[] {
  const people = personNames(text, toks);
  return [...refused]
    .sort((a, b) => a - b)
    .filter((i) => {
      const t = toks[i];
      // An apostrophe word ("I'd", "We'll") is no name.
      if (!t || t.kind !== 'word' || !t.cap || t.w.includes("'") || taken(i) || people.has(i) || isKnownWord(t.w)) return false;
      return !(lang === 'de' && knownCompound(t.w));
    })
    .map((i) => (toks[i] as Tok).raw);
}

/**
 * Frames that introduce a requirement of the trip: a companion or an exclusion ("with my dog",
 * "sans voiture", "mit unserem Hund") and a kind of lodging ("staying in huts", "nuits en refuges",
 * "Übernachtung in Hütten"). When the noun such a frame introduces was read by no reader, the
 * requirement is reported: the request is not complete without it.
 */
const COMPANION = new Set(['with', 'without', 'avec', 'sans', 'con', 'sin', 'mit', 'ohne', 'senza', 'com', 'sem']);
const LODGING_VERBS = new Set(
  'staying stay sleeping sleep overnight overnights nights nuits nuit dormir loger logement sejourner noches alojarnos alojamiento ubernachtung ubernachtungen ubernachten schlafen wohnen nachte notti dormire alloggiare pernottare pernottamento noites ficar hospedar'.split(
    ' ',
  ),
);
const LODGING_PREPS = new Set(['in', 'at', 'en', 'dans', 'au', 'aux', 'im', 'em', 'no', 'na', 'nos', 'nas', 'nei', 'negli', 'nelle', 'sur']);
/** Determiners between the frame word and its noun: the party lexicon's, and the partitives "du" and "das". */
const DETERMINERS = new Set([...PARTY_DETERMINERS, 'du', 'das']);
/**
 * What makes a companion someone's own: a possessive, or in Italian and Portuguese the definite article ("con il cane",
 * "com o cão"). Elsewhere an article opens a wish for the lodging or the trip ("with a pool", "con la familia" of a party
 * already read), no companion.
 */
const OWN_ARTICLES: Partial<Record<Lang, ReadonlySet<string>>> = { it: new Set(['il', 'la', 'i', 'le']), pt: new Set(['o', 'a', 'os', 'as']) };
const own = (w: string, lang: Lang): boolean => POSSESSIVES.has(w) || (OWN_ARTICLES[lang]?.has(w) ?? false);
/** People are the party's, never a requirement ("with my husband", "con la clienta", "mit meinem Mann"). */
const isPerson = (w: string) => KIN.has(w) || PERSON_NOUNS.has(w) || w === 'clienta';
/** Words after a frame word that are no requirement ("with a few days", "with some time"). */
const NOT_A_REQUIREMENT = new Set(
  'few little bit lot lots more less time days day week weeks weekend budget view views stop stops chance possibility option family friends friend kids children partner wife husband'.split(
    ' ',
  ),
);

const ENDS_PHRASE = new Set(
  'and or but to for of in on at from by near who that which qui que et ou mais pour de du des en y o pero para por und oder aber fur von nach zu im am e ma per di da del della em do da no na'.split(
    ' ',
  ),
);

export function unreadRequirements(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i]?.w ?? '';
    let k = -1;
    // A companion is someone's own ("with my dog", "avec notre chien", "mit unserem Hund"): a possessive follows the frame word.
    if (COMPANION.has(w) && own(toks[i + 1]?.w ?? '', lang)) k = i + 1;
    else if (LODGING_VERBS.has(w) && LODGING_PREPS.has(toks[i + 1]?.w ?? '')) k = i + 2;
    // "trois nuits en arrivant le vendredi": "en" before a verb in -ant says when, not where one sleeps.
    if (k < 0 || (toks[i + 1]?.w === 'en' && /ant$/.test(toks[k]?.w ?? ''))) continue;
    while (DETERMINERS.has(toks[k]?.w ?? '') && k < i + 4) k++;
    const w2 = (j: number) => toks[j]?.w ?? '';
    // "mountain huts": a modifier another reader took ("mountain", a theme) leaves the noun after it unread; a person the
    // party took is a noun of its own ("mit meinem Mann hinfahren").
    if (
      taken(k) &&
      !isPerson(w2(k)) &&
      toks[k + 1]?.kind === 'word' &&
      !taken(k + 1) &&
      !ENDS_PHRASE.has(w2(k + 1)) &&
      (toks[k + 2]?.kind ?? 'punct') === 'punct'
    )
      k++;
    let end = k;
    while (end < k + 2 && toks[end]?.kind === 'word' && !taken(end) && !DETERMINERS.has(w2(end)) && !ENDS_PHRASE.has(w2(end))) end++;
    const words = toks.slice(k, end);
    // A modifier before a noun another reader took ("my teenage son") leaves nothing unread.
    if (words.length === 0 || words.some((t) => t.w.length < 3 || NOT_A_REQUIREMENT.has(t.w) || isPerson(t.w)) || taken(k) || taken(end)) continue;
    out.push(
      toks
        .slice(i, end)
        .map((t) => t.raw)
        .join(' '),
    );
    i = end - 1;
  }
  return out.slice(0, 5);
}
