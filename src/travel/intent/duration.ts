import { isOrdinaryWord } from '../geo/cues.js';
import {
  BRIDGE_WORDS,
  LENGTH_OPENERS,
  looksAhead,
  MONTHS,
  NEXT_WORDS,
  OFFSET_RELATIONS,
  PART_ORDINALS,
  PLACE_OR_AHEAD,
  THIS_WORDS,
  WEEKDAYS,
  WHOLE_TRIP_WORDS,
} from './date-words.js';
import { countedFromDay } from './counted-from.js';
import { holidayIndex } from './holidays.js';
import type { Lang } from './language.js';
import { dayPlan, planTokens } from './itinerary.js';
import { numberAt, numberWord, ordinalWord } from './numbers.js';
import { ARTICLES, INDEFINITE_ARTICLES } from './articles.js';
import { OR } from './or-words.js';
import { AGE_UNITS, isChildWord } from './party-words.js';
import { AND } from './clause-words.js';
import { themeNameSpans } from './themes.js';
import { fold, type Span } from './text.js';
import { tierWordAt } from './tier-words.js';
import { PhraseIndex, touching, type Tok } from './tokens.js';

/**
 * Trip length. Conventions: n days = n; n nights = n + 1 days; a week 7, a fortnight (quinze jours,
 * quincena, quinzena, zwei Wochen) 14, a month 30; a weekend 2-3 days and a long weekend 3-4; a day
 * trip 1. Ranges keep both ends and `days` is the upper end, except a named length ("a weekend", "a long weekend"),
 * whose `days` is what it names: Saturday to Sunday, or to the Monday. A count inside a relative date ("in 3
 * weeks"), an age ("6 years old") or a rate ("per day") is not a length.
 */
export interface DurationReading {
  days: number;
  min_days: number;
  max_days: number;
  text: string;
  span: Span;
  /** The counts of an itinerary's later stays ("→ Porto (2 nuits)"): read as part of the length. */
  legs?: Span[];
  /** Said to be the whole trip's ("3 weeks in total"): a count of days beside it is a part of the trip. */
  whole?: true;
  /** A choice of lengths far apart ("5 or 10 days", "5 nights or a fortnight"): the writer has not decided, so no length is used. */
  undecided?: true;
}

type Unit = 'day' | 'night' | 'week' | 'fortnight' | 'month';
const UNITS = new Map<string, Unit>();
for (const [unit, words] of [
  ['day', 'day days jour jours journee journees dia dias tag tage tagen giorno giorni'],
  ['night', 'night nights nite nites nyt nyts nuit nuits nuitee nuitees noche noches nacht nachte nachten naechte naechten notte notti noite noites'],
  ['week', 'week weeks wk wks semaine semaines semana semanas woche wochen settimana settimane'],
  ['fortnight', 'fortnight fortnights quinzaine quincena quinzena'],
  ['month', 'month months mois mes meses monat monate monaten mese mesi'],
] as const)
  for (const w of words.split(' ')) UNITS.set(w, unit);

/** Whether a word is a unit of trip length (days, nights, weeks... in six languages). */
export const isLengthUnit = (w: string): boolean => UNITS.has(w);

/** How many days a stated length may differ from the days read before they disagree (a stay counted in nights or days). */
export const LENGTH_SLACK = 1;

/** Words of a time one is free, folded: holidays, a break, leave, a period ("Herbstferien", "vacaciones de invierno", "Zeitraum"). */
const FREE_TIME =
  /(holiday|\bhols\b|half.?term|\bbreak\b|\bleave\b|vacances|conges|vacaciones|ferien|urlaub|zeitraum|vacanze|\bferie\b|ferias|periode|period|periodo|window|\bfree\b|\bfrei\b)/;
/** How far before the days read their words of free time may stand ("les vacances de la Toussaint (du 17 au 2 novembre)"). */
const FREE_TIME_REACH = 60;

/**
 * A length said for the trip that is shorter than fixed days said as a time the writer is free: a stay somewhere in them ("the
 * Easter holidays (29 March to 9 April), about a week of it", "in den Herbstferien vom 12. bis 23.10. eine Woche", "Zeitraum:
 * 09.10.-24.10. Dauer: 10 Tage"), so the days are the window and the length the trip's. Elsewhere a shorter length is a part of
 * the days ("2 days in Oaxaca", "the first 3 nights"), and an itinerary's counts always are.
 */
export function stayInside(days: number, length: DurationReading, text: string, at: number): boolean {
  if (length.undecided || length.legs || length.max_days + LENGTH_SLACK >= days) return false;
  return FREE_TIME.test(fold(text.slice(Math.max(0, at - FREE_TIME_REACH), at)));
}

const toDays = (n: number, unit: Unit): number =>
  unit === 'night' ? n + 1 : unit === 'week' ? n * 7 : unit === 'fortnight' ? n * 14 : unit === 'month' ? n * 30 : n;

/** Fixed phrases, longest first. */
const FIXED = new PhraseIndex<[number, number]>();
for (const [range, phrases] of [
  [
    [3, 4],
    [
      'holiday weekend',
      '3-day weekend',
      'three-day weekend',
      'un pont',
      'puente',
      'un ponte',
      'feriadao',
      // The long weekends a holiday makes, said as a length with their article ("un week-end prolongé", "ein verlängertes
      // Wochenende"); without one the words may head a line or name the holiday's days ("Langes Wochenende in Prag, 10 Tage").
      ...BRIDGE_WORDS.filter((w) => w.includes(' ')).flatMap((w) => [...INDEFINITE_ARTICLES].map((a) => `${a} ${w}`)),
      'long weekend',
      'weekend lungo',
      'fine settimana lungo',
      'finde largo',
    ],
  ],
  [
    [2, 3],
    [
      'a weekend',
      'weekend away',
      'weekend getaway',
      'weekend trip',
      'un week-end',
      'le week-end',
      'un fin de semana',
      'un finde',
      'ein wochenende',
      'un weekend',
      'un fine settimana',
      'um fim de semana',
    ],
  ],
  [
    [14, 14],
    ['quinze jours', 'quinze dias', 'two weeks', 'zwei wochen'],
  ],
  [
    [10, 11],
    ['a week and a half', 'une semaine et demie', 'una semana y media', 'una settimana e mezza', 'uma semana e meia', 'eineinhalb wochen', 'anderthalb wochen'],
  ],
  [
    [7, 7],
    ['ski week', 'settimana bianca', 'huit jours', 'week-long', 'weeklong', 'a week', 'one week'],
  ],
  [
    [1, 1],
    ['day trip', 'a day trip', "excursion d'une journee", 'excursion de un dia', 'tagesausflug', 'gita di un giorno', 'bate-volta'],
  ],
  [
    [2, 2],
    ['overnight', 'one night stay'],
  ],
] as const)
  for (const p of phrases) FIXED.add(p, [range[0], range[1]]);

/** Words before a count that make it something else than a length ("per" is a rate except in Italian, where "per 8 giorni" is "for 8 days"). */
const NOT_BEFORE = new Set(['within', 'every', 'per', 'than', 'each', 'after', 'apres', 'despues', 'nach', 'dopo', 'depois', 'last', 'past', 'next']);
/** Whether the word at k makes the count after it something else than a length. */
function notBefore(toks: readonly Tok[], k: number, lang: Lang): boolean {
  const w = toks[k]?.w ?? '';
  return (NOT_BEFORE.has(w) && !(w === 'per' && lang === 'it')) || looksAhead(toks, k, lang) || linkedAhead(toks, k, lang);
}
/** The prepositions an ahead word takes before its count ("daqui a quinze dias", "dentro de 10 días"). */
const AHEAD_LINKS = new Set(['de', 'a']);
const linkedAhead = (toks: readonly Tok[], k: number, lang: Lang) => AHEAD_LINKS.has(toks[k]?.w ?? '') && looksAhead(toks, k - 1, lang);
/** A word that puts a fixed length said after it ahead of today ("dans quinze jours", "daqui a quinze dias"): a day, not a length. */
const aheadOfFixed = (toks: readonly Tok[], k: number, lang: Lang) =>
  linkedAhead(toks, k, lang) || (looksAhead(toks, k, lang) && !PLACE_OR_AHEAD.has(toks[k]?.w ?? ''));
// "à deux jours près" is a tolerance on a date, not a length.
const NOT_AFTER = new Set(['old', 'ago', 'later', 'before', 'notice', 'advance', 'ans', 'anos', 'anni', 'jahre', 'alt', 'pres']);
/** "3 days from now" is a date; "3 nights from 12 February" is a length. */
const fromNow = (toks: readonly Tok[], k: number) => toks[k]?.w === 'from' && ['now', 'today', 'tomorrow'].includes(toks[k + 1]?.w ?? '');
const JOIN = new Set(['-', 'to', 'and', 'a', 'y', 'e', 'et', 'bis', ...OR]);

const span = (toks: readonly Tok[], i: number, j: number): Span => ({ start: toks[i]?.start ?? 0, end: toks[j - 1]?.end ?? 0 });

/** Letters a tour package writes against its counts ("6N/7D", "4N 5D"): nights and days, only touching the digits. */
const PACKAGE_UNITS = new Map<string, Unit>([
  ['n', 'night'],
  ['d', 'day'],
]);

function unitAt(toks: readonly Tok[], k: number): { unit: Unit; end: number } | undefined {
  const j = toks[k]?.w === '-' ? k + 1 : k;
  const packaged = j === k && toks[k - 1]?.kind === 'num' && touching(toks[k - 1], toks[k]) ? PACKAGE_UNITS.get(toks[k]?.w ?? '') : undefined;
  const unit = UNITS.get(toks[j]?.w ?? '') ?? packaged;
  return unit ? { unit, end: j + 1 } : undefined;
}

export interface Counted {
  min: number;
  max: number;
  end: number;
  /** Two counts far apart offered as a choice ("5 ou 10 dias"), not a range ("3-4 Tage", "4 o 5 días"). */
  choice: boolean;
  /** The count as written, its range's upper end, and its unit ("4 nights": 4, 4, night). */
  count: number;
  top: number;
  unit: Unit;
}

/** The length counted at token i ("two nights", "3-4 Tage", "una settimana e mezza"), or undefined; `leg`: a leg's count, which "in" may open. */
export function countedAt(toks: readonly Tok[], i: number, lang: Lang, leg = false): Counted | undefined {
  if (!leg && notBefore(toks, i - 1, lang)) return undefined;
  const a = numberAt(toks, i, lang, { article: true });
  if (!a || a.value <= 0 || a.value > 365) return undefined;
  let max = a.value;
  let k = a.end;
  let choice = false;
  if (JOIN.has(toks[k]?.w ?? '')) {
    const b = numberAt(toks, k + 1, lang);
    if (b && b.value > a.value && b.value <= 365 && unitAt(toks, b.end)) {
      choice = OR.has(toks[k]?.w ?? '') && !(b.value === a.value + 1 || closeLengths(a.value, b.value));
      [max, k] = [b.value, b.end];
    }
  }
  const u = unitAt(toks, k);
  if (!u || NOT_AFTER.has(toks[u.end]?.w ?? '') || fromNow(toks, u.end) || ageAfter(toks, u.end)) return undefined;
  if (u.unit === 'month' && ageOfChild(toks, i)) return undefined;
  if ((u.unit === 'week' || u.unit === 'month') && (ofPregnancy(toks, i, u.end) || afterYearsOfAge(toks, i))) return undefined;
  const half = halfAfter(toks, u.end);
  const low = toDays(a.value + (half ? 0.5 : 0), u.unit);
  const high = toDays(max + (half ? 0.5 : 0), u.unit);
  // "une semaine et demie" is ten or eleven days.
  return { min: Math.floor(low), max: Math.ceil(high), end: half ?? u.end, choice, count: a.value, top: max, unit: u.unit };
}

/**
 * Two lengths joined by "or" that lie close together are the ends of a range, as writers give one ("3 or 4 nights", "one or two
 * weeks", "une semaine ou dix jours"); far apart they are a choice ("5 ou 10 dias", "5 nights or a fortnight"). Close: the
 * larger at most half as long again as the smaller (consecutive counts are checked by the caller).
 */
const CLOSE_RATIO = 1.5;
const closeLengths = (low: number, high: number): boolean => high <= low * CLOSE_RATIO;

/** Words of hedging a first length may carry before the second is offered ("ten nights maybe or two weeks"). */
const HEDGES = new Set(['maybe', 'perhaps', 'possibly', 'peut-etre', 'quizas', 'quiza', 'tal', 'vez', 'vielleicht', 'forse', 'talvez']);

/**
 * A second length offered after the one ending at k ("ten nights maybe or two weeks", "eine Woche oder zehn Tage"): its days,
 * its end, and whether the first was hedged before it: a writer who hedges a length weighs two, however close.
 */
function otherLength(toks: readonly Tok[], k: number, lang: Lang): { min: number; max: number; end: number; hedged: boolean } | undefined {
  let j = k;
  let hedged = false;
  for (; (HEDGES.has(toks[j]?.w ?? '') || toks[j]?.w === ',') && j < k + 3; j++) hedged ||= HEDGES.has(toks[j]?.w ?? '');
  if (!OR.has(toks[j]?.w ?? '')) return undefined;
  const unit = UNITS.get(toks[j + 2]?.w ?? '');
  if (INDEFINITE_ARTICLES.has(toks[j + 1]?.w ?? '') && unit) return { min: toDays(1, unit), max: toDays(1, unit), end: j + 3, hedged };
  const c = countedAt(toks, j + 1, lang);
  return c && { ...c, hedged };
}

/** Words for a half, and the words joining it to a whole ("a week and a half", "une semaine et demie", "uma semana e meia"). */
const HALF = new Set(['half', 'demi', 'demie', 'media', 'medio', 'mezza', 'mezzo', 'meia', 'meio', 'halb', 'halbe']);
const HALF_JOIN = new Set(['and', 'et', 'y', 'e', 'und']);

/** The end of "and a half" after a unit, or undefined. */
function halfAfter(toks: readonly Tok[], k: number): number | undefined {
  if (!HALF_JOIN.has(toks[k]?.w ?? '')) return undefined;
  const j = INDEFINITE_ARTICLES.has(toks[k + 1]?.w ?? '') ? k + 2 : k + 1;
  return HALF.has(toks[j]?.w ?? '') ? j + 1 : undefined;
}

/** Words between a child and the months of its age ("bébé de 10 mois", "our twins (18 months)", "le gemelle hanno 10 mesi"). */
const AGE_LINK = new Set(['de', 'di', 'of', '(', 'aged', 'hanno', 'ha', 'ont', 'a', 'tiene', 'tienen', 'tem', 'hat', 'is', 'are', 'von']);

/** Adjectives of age after a unit ("18 months old", "14 Monate alten Sohn", "a 3-week-old"). */
const AGE_ADJECTIVES = new Set(['old', 'alt', 'alte', 'alten', 'alter', 'altes', 'altem']);
/**
 * A unit bound to a person by what follows it is an age, not the trip's length: an adjective of age
 * or a child's noun within two words ("a 13-month-old", "unser 15 Monate alter Sohn", "a 2 week old baby").
 */
function ageAfter(toks: readonly Tok[], k: number): boolean {
  for (let j = k; j < Math.min(toks.length, k + 3); j++) {
    const w = toks[j]?.w ?? '';
    if (AGE_ADJECTIVES.has(w) || (j > k && isChildWord(w))) return true;
    if (w !== '-') return false;
  }
  return false;
}

/** A count of months right after a child or a baby, or after a word linking it to one, is its age, not the trip's length. */
function ageOfChild(toks: readonly Tok[], i: number): boolean {
  // "Zwillinge 15 Monate", "baby 10 months": the age right after the noun.
  if (isChildWord(toks[i - 1]?.w ?? '')) return true;
  if (!AGE_LINK.has(toks[i - 1]?.w ?? '')) return false;
  for (let k = i - 2; k >= Math.max(0, i - 4); k--) {
    const w = toks[k]?.w ?? '';
    if (isChildWord(w)) return true;
    if (w === '.' || w === ';' || w === ',') return false;
  }
  return false;
}

/** Words of pregnancy, folded ("pregnant", "enceinte", "grossesse", "embarazada", "schwanger", "incinta", "grávida", "gestação"). */
const PREGNANCY = new Set(
  'pregnant pregnancy gestation enceinte grossesse embarazada embarazo gestacion schwanger schwangerschaft schwangerschaftswoche incinta gravidanza gestazione gravida gravidez gestacao'.split(
    ' ',
  ),
);
/** How far a word of pregnancy may stand from the count it dates ("28 weeks pregnant", "enceinte de 6 mois", "grávida de 7 meses"). */
const PREGNANCY_REACH = 2;

/** Weeks or months from i to end that say how far a pregnancy is, not how long the trip lasts. */
export function ofPregnancy(toks: readonly Tok[], i: number, end: number): boolean {
  const near = (k: number) => PREGNANCY.has(toks[k]?.w ?? '');
  for (let d = 0; d < PREGNANCY_REACH; d++) if (near(end + d) || near(i - 1 - d)) return true;
  return false;
}

/** Months joined to a count of years before them are the rest of an age ("2 anni e 8 mesi", "1 year and 6 months"). */
function afterYearsOfAge(toks: readonly Tok[], i: number): boolean {
  const link = toks[i - 1]?.w ?? '';
  return (AND.has(link) || link === ',') && AGE_UNITS.has(toks[i - 2]?.w ?? '') && toks[i - 3]?.kind === 'num';
}

/** Words that put a stay somewhere ("4 nights in Dublin", "3 jours à Florence", "2 Nächte am See", "3 notti ad Amsterdam"). */
const LOCATIVE = new Set([
  'in',
  'at',
  'on',
  'a',
  'au',
  'aux',
  'dans',
  'en',
  'ad',
  'al',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'im',
  'am',
  'auf',
  'nel',
  'nella',
  'sul',
  'sulla',
  'ai',
  'alle',
]);
/** Words that join one leg of an itinerary to the next ("then", "puis", "y luego", "danach", "e poi", "e depois", "→"). */
const LEG_JOIN = new Set([
  ',',
  ';',
  '-',
  '+',
  '→',
  '>',
  'then',
  'and',
  'followed',
  'by',
  'puis',
  'et',
  'ensuite',
  'apres',
  'y',
  'luego',
  'despues',
  'dann',
  'und',
  'danach',
  'anschliessend',
  'e',
  'poi',
  'dopo',
  'depois',
  'em',
  'seguida',
]);
const SENTENCE_END = new Set(['.', '!', '?', ':', '(', ')']);
/** Words that put the stays after them inside the one before ("12 días en Japón, con dos en Kioto", "10 Tage Kanada, davon 2 in Toronto"). */
const INSIDE = new Set(['with', 'including', 'incl', 'avec', 'dont', 'con', 'incluyendo', 'mit', 'davon', 'inklusive', 'inkl', 'compreso', 'com', 'incluindo']);
const BRACKETS = new Set(['(', ')']);
/** How many tokens a leg's count may stand after the leg before it ("→ Saint-Jacques-de-Compostelle (2 nuits)"). */
const LEG_REACH = 12;
/** Words a place name of a leg may not contain: a month or a unit makes it a date or another length. */
const legPlaceAt = (toks: readonly Tok[], k: number) => toks[k]?.kind === 'word' && !UNITS.has(toks[k]?.w ?? '') && !MONTHS.has(toks[k]?.w ?? '');

/**
 * A word that may name a leg's place when no locative introduces it ("Bali 6 nights", "4 Nächte Prag"): no unit, month, joiner
 * or ordinary word of the language, unless written with a capital (outside German, which capitalises every noun).
 */
function legPlaceWord(t: Tok | undefined, lang: Lang): boolean {
  // A word blanked for the date reader is another reader's (a place read there).
  if (t?.kind === 'word' && t.w === '') return true;
  if (t?.kind !== 'word' || UNITS.has(t.w) || MONTHS.has(t.w) || LEG_JOIN.has(t.w) || LOCATIVE.has(t.w)) return false;
  return !isOrdinaryWord(t.w, lang) || (t.cap && lang !== 'de');
}

/**
 * The place of a stay counted over tokens [start, end), and where the stay ends: after the count ("4 nights in Dublin", "4 Nächte
 * Prag") or before it ("Bali 6 nights", "Parigi in 3 giorni", "Roma: 3 noches", "Porto (2 nuits)"). Undefined when no place
 * stands beside it.
 */
function stayPlace(toks: readonly Tok[], start: number, end: number, lang: Lang): number | undefined {
  if (LOCATIVE.has(toks[end]?.w ?? '') && legPlaceAt(toks, end + 1)) return end + 2;
  if (legPlaceWord(toks[end], lang)) return end + 1;
  if (legPlaceWord(toks[start - 1], lang)) return end;
  const link = toks[start - 1]?.w ?? '';
  return (LOCATIVE.has(link) || link === ':' || link === '(') && legPlaceWord(toks[start - 2], lang) ? end : undefined;
}

/**
 * The stays that follow a first stay of an itinerary ("4 nights in Dublin, then 3 in Galway", "5 noches en Lisboa y luego 2 en
 * Oporto", "Bali 6 nights then Singapore 2 nights", "Roma 3 noches, luego Florencia 2 y Venecia 2"): each is a count, its unit
 * or the first stay's, and a place beside it; the trip is their sum. Returns the nights (or days, as the first stay counts them)
 * the later stays add and the token spans of every stay's count, or nothing when the first stay is not followed by another.
 */
function laterStays(
  toks: readonly Tok[],
  from: number,
  first: Counted,
  lang: Lang,
  taken: (i: number) => boolean,
): { added: number; counts: Array<{ start: number; end: number }> } | null {
  const firstEnd = first.count === first.top ? stayPlace(toks, from, first.end, lang) : undefined;
  if (firstEnd === undefined) return null;
  let added = 0;
  const counts = [{ start: from, end: first.end }];
  let k = firstEnd;
  let joined = false;
  for (let seen = 0; k < toks.length && seen < LEG_REACH; seen++, k++) {
    const t = toks[k] as Tok;
    // Words taken by other readers may stand between the legs (a place read before its count: "then Singapore 2 nights",
    // "Saint-Jacques-de-Compostelle (2 nuits)"); a number taken (a date, a party) ends them.
    // "Lisbonne (3 nuits) → Porto (2 nuits)": a count in brackets after its place is that leg's.
    if (BRACKETS.has(t.w)) continue;
    if ((taken(k) && t.kind === 'num') || SENTENCE_END.has(t.w) || INSIDE.has(t.w)) break;
    if (LEG_JOIN.has(t.w)) joined = true;
    if (t.kind !== 'num' && numberAt(toks, k, lang) === undefined) continue;
    const n = numberAt(toks, k, lang);
    if (!joined || !n || n.value <= 0 || n.value > 60) break;
    const unit = unitAt(toks, n.end);
    const at = unit ? unit.end : n.end;
    const next = stayPlace(toks, k, at, lang);
    if (next === undefined) break;
    added += unit && unit.unit !== first.unit ? toDays(n.value, unit.unit) - (unit.unit === 'night' ? 1 : 0) : n.value;
    counts.push({ start: k, end: at });
    [k, joined, seen] = [next - 1, false, 0];
  }
  return counts.length > 1 ? { added, counts } : null;
}

/**
 * The counts of the stays of an itinerary (see laterStays): they say how long each leg lasts, so "in 3 giorni" in "Parigi in 3
 * giorni, poi Londra in 4" is no date three days from today.
 */
export function stayCounts(toks: readonly Tok[], lang: Lang): Array<{ start: number; end: number }> {
  for (let i = 0; i < toks.length; i++) {
    const trip = itineraryAt(toks, i, lang, () => false);
    if (trip) return trip.counts;
  }
  return [];
}

/**
 * The itinerary whose first stay is counted at token i, and what its later stays add. A count after "in" is no length alone ("in 3
 * days" is a date) but is a stay when a place stands before it and another stay follows ("Parigi in 3 giorni, poi Londra in 4").
 */
function itineraryAt(
  toks: readonly Tok[],
  i: number,
  lang: Lang,
  taken: (i: number) => boolean,
): { first: Counted; added: number; counts: Array<{ start: number; end: number }> } | null {
  const first = countedAt(toks, i, lang) ?? (toks[i - 1]?.w === 'in' ? countedAt(toks, i, lang, true) : undefined);
  if (!first || (first.unit !== 'night' && first.unit !== 'day')) return null;
  const legs = laterStays(toks, i, first, lang, taken);
  return legs ? { first, ...legs } : null;
}

/** The first trip length in the tokens, skipping token spans taken by dates. */
const RELATIONS = new PhraseIndex<true>();
for (const p of OFFSET_RELATIONS.keys()) RELATIONS.add(p, true);

/**
 * A count from i to end that says when, not how long: "two weeks before Christmas", "zwei Wochen vor Pfingsten", "dix jours
 * après Pâques" (a holiday, month, weekday or day number after the relation), unless a length opener precedes it ("for a
 * week after Easter"). "2 Wochen nach Italien" names a place after the relation: a length. A count a leaving verb puts before
 * "from" and a day is a start too ("depart a fortnight from this Saturday", counted-from.ts).
 */
function offsetOf(toks: readonly Tok[], i: number, end: number, lang: Lang): boolean {
  if (LENGTH_OPENERS.has(toks[i - 1]?.w ?? '')) return false;
  if (countedFromDay(toks, i, end, lang) !== undefined) return true;
  const rel = RELATIONS.at(toks, end);
  if (!rel) return false;
  const k = ARTICLES.has(toks[rel.end]?.w ?? '') ? rel.end + 1 : rel.end;
  const t = toks[k];
  return t !== undefined && (t.kind === 'num' || MONTHS.has(t.w) || WEEKDAYS.has(t.w) || holidayIndex(lang).at(toks, k) !== undefined);
}

export function readDuration(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): DurationReading | null {
  const whole = wholeTrip(toks, lang, taken);
  if (whole) return whole;
  const first = firstLength(toks, lang, taken);
  const around = first && tripAroundVisit(toks, lang, taken, first);
  if (around) return around;
  if (!first || first.counted) return first && strip(first);
  // A length named by its unit alone ("a ski week", "a long weekend") with a count of nights or days that agrees with it said
  // later ("a ski week ... 7 nights from 26 December"): the count is the more precise reading (7 nights are 8 days).
  const within = (k: number) => (toks[k]?.start ?? -1) >= first.span.start && (toks[k]?.end ?? Infinity) <= first.span.end;
  const next = firstLength(toks, lang, (k) => taken(k) || within(k));
  return strip(next?.counted && Math.abs(next.days - first.days) <= 1 ? next : first);
}

/** The tokens [start, end) a span of the text covers. */
function tokensOf(toks: readonly Tok[], s: Span): [number, number] {
  const start = toks.findIndex((t) => t.start >= s.start);
  const after = toks.findIndex((t) => t.start >= s.end);
  return [start, after < 0 ? toks.length : after];
}

/**
 * "A day on Capri ... about $20k for 9 days", "una noche en Toledo ... diez días en total por España": a first length spent at one
 * place, and a longer one counted by a number later that no place holds, is a visit inside the trip, whose length is the later
 * one; a length said with an article ("leaving a fortnight today") may be a date.
 */
function tripAroundVisit(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean, first: DurationReading): DurationReading | null {
  const [start, end] = tokensOf(toks, first.span);
  if (first.legs || start < 0 || stayPlace(toks, start, end, lang) === undefined) return null;
  const later = firstLength(toks, lang, (k) => taken(k) || k < end);
  if (!later?.counted || later.days <= first.days) return null;
  const [s, e] = tokensOf(toks, later.span);
  return numberAt(toks, s, lang) !== undefined && stayPlace(toks, s, e, lang) === undefined ? strip(later) : null;
}

const WHOLE = new PhraseIndex<true>();
for (const p of WHOLE_TRIP_WORDS) WHOLE.add(p, true);
/** How far from a count its whole-trip word may stand ("3 weeks off in total", "10 Tage insgesamt"). */
const WHOLE_REACH = 2;

/**
 * A length said to be the whole trip's ("3 weeks off in total starting Oct 25", "insgesamt 10 Tage, davon 3 in Wien", "ao
 * todo 15 dias"): it is the trip's length, whatever part of it was counted before ("5 days in Kerala").
 */
function wholeTrip(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): DurationReading | null {
  for (const w of WHOLE.all(toks)) {
    for (let i = Math.max(0, w.start - 2 * WHOLE_REACH); i < Math.min(toks.length, w.end + WHOLE_REACH); i++) {
      if (taken(i)) continue;
      const c = countedAt(toks, i, lang);
      const near = c && (c.end <= w.start ? w.start - c.end <= WHOLE_REACH : i >= w.end && i - w.end <= WHOLE_REACH);
      if (c && near && !offsetOf(toks, i, c.end, lang))
        return { days: c.max, min_days: c.min, max_days: c.max, text: '', span: span(toks, i, c.end), whole: true };
    }
  }
  return null;
}

const isOne = (toks: readonly Tok[], k: number) => INDEFINITE_ARTICLES.has(toks[k]?.w ?? '') || toks[k]?.w === 'one';
/** Words that place, order or count a unit rather than describe it ("a week", not "a next week" or "a few weeks"). */
const NOT_DESCRIBING = new Set([...NEXT_WORDS, ...THIS_WORDS, ...PART_ORDINALS, 'few', 'couple', 'same', 'past', 'that', 'paar', 'quelques']);
/**
 * A word describing the unit after it ("a cheap sunny week", "une petite semaine", "una buena semana", "eine ruhige Woche"): an
 * ordinary lower-case word of the language that is no article, number, ordinal, date word or relation.
 */
function describes(t: Tok | undefined, lang: Lang): boolean {
  if (t?.kind !== 'word' || t.cap || t.w.length < 3 || !isOrdinaryWord(t.w, lang)) return false;
  const w = t.w;
  return (
    !NOT_DESCRIBING.has(w) &&
    !ARTICLES.has(w) &&
    !INDEFINITE_ARTICLES.has(w) &&
    !MONTHS.has(w) &&
    !WEEKDAYS.has(w) &&
    numberWord(w, lang) === undefined &&
    ordinalWord(w, lang) === undefined &&
    !OFFSET_RELATIONS.has(w) &&
    !UNITS.has(w)
  );
}
/**
 * The article counting the unit at i: right before it, before a theme's name that names it ("a ski week", "a beach week"), or
 * before up to two words describing it ("a cheap sunny week").
 */
function articleBefore(toks: readonly Tok[], i: number, lang: Lang): number | undefined {
  if (isOne(toks, i - 1)) return i - 1;
  for (let k = i - 2; k >= Math.max(0, i - 3); k--) if (isOne(toks, k) && themeNameSpans(toks, k + 1, i, lang)) return k;
  for (let k = i - 1; k >= Math.max(0, i - 3) && describes(toks[k], lang); k--) if (isOne(toks, k - 1)) return k - 1;
  return undefined;
}

const strip = ({ counted: _, ...r }: DurationReading & { counted: boolean }): DurationReading => r;

/** The first length said, and whether a number counts it. */
function firstLength(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): (DurationReading & { counted: boolean }) | null {
  // A day-by-day plan is the trip's length: its last day number ("Day 1 ... Day 8 fly home" is 8 days).
  const plan = dayPlan(toks);
  const last = plan?.markers[plan.markers.length - 1];
  if (plan?.days && last && !taken(last.start))
    return { days: plan.days, min_days: plan.days, max_days: plan.days, text: '', span: span(toks, last.start, last.end), counted: true };
  const inPlan = planTokens(toks);
  for (let i = 0; i < toks.length; i++) {
    if (taken(i) || inPlan.has(i)) continue;
    const fixed = FIXED.at(toks, i);
    // "this weekend" / "next weekend" are dates, not lengths.
    if (
      fixed &&
      !['this', 'next', 'ce', 'este', 'dieses', 'questo', 'nachstes'].includes(toks[i - 1]?.w ?? '') &&
      !aheadOfFixed(toks, i - 1, lang) &&
      !offsetOf(toks, i, fixed.end, lang)
    ) {
      const [min, max] = fixed.value;
      const s = span(toks, i, fixed.end);
      return { days: min, min_days: min, max_days: max, text: '', span: s, counted: false };
    }
    const c = countedAt(toks, i, lang);
    if (c && offsetOf(toks, i, c.end, lang)) continue;
    // The later stays of an itinerary add their nights or days to the first ("3 jours à Florence puis 4 à Rome" is 7 days).
    const trip = itineraryAt(toks, i, lang, taken);
    if (trip) {
      const { first, added, counts } = trip;
      const legs = counts.slice(1).map((c) => span(toks, c.start, c.end));
      return {
        days: first.max + added,
        min_days: first.min + added,
        max_days: first.max + added,
        text: '',
        span: span(toks, i, first.end),
        legs,
        counted: true,
      };
    }
    if (c) return withOther(c, otherLength(toks, c.end, lang), span(toks, i, c.end).start, toks);
    const bare = UNITS.get(toks[i]?.w ?? '');
    // "a month in Argentina", "un mois au Japon", "una quincena": the unit with an article; "a beach week": a theme may name it.
    const article = bare && bare !== 'day' && bare !== 'night' ? articleBefore(toks, i, lang) : undefined;
    if (bare && article !== undefined && !notBefore(toks, article - 1, lang)) {
      const days = toDays(1, bare);
      return { days, min_days: days, max_days: days, text: '', span: span(toks, lengthStart(toks, article, i), i + 1), counted: false };
    }
  }
  return null;
}

/** Where a length said with its article starts: there, or after a word of a spending tier describing it ("a cheap week": "cheap" stays the tier's). */
function lengthStart(toks: readonly Tok[], article: number, unit: number): number {
  for (let k = unit - 1; k > article; k--) if (tierWordAt(toks, k)) return k + 1;
  return article;
}

/** A counted length and a second one offered after it: a range when the two lie close, else an undecided choice. */
function withOther(
  c: Counted,
  other: { min: number; max: number; end: number; hedged: boolean } | undefined,
  start: number,
  toks: readonly Tok[],
): DurationReading & { counted: boolean } {
  const end = toks[(other?.end ?? c.end) - 1]?.end ?? 0;
  const [min, max] = other ? [Math.min(c.min, other.min), Math.max(c.max, other.max)] : [c.min, c.max];
  const far = other !== undefined && !closeLengths(Math.min(c.max, other.max), Math.max(c.min, other.min));
  const undecided = c.choice || far || other?.hedged === true;
  return { days: max, min_days: min, max_days: max, text: '', span: { start, end }, counted: true, ...(undecided ? { undecided: true as const } : {}) };
}
