import { AND } from './clause-words.js';
import type { Lang } from './language.js';
import { CURRENCY_SYMBOLS, CURRENCY_WORDS } from './currency.js';
import { MONTHS } from './date-words.js';
import { isLengthUnit } from './duration.js';
import { numberAt } from './numbers.js';
import {
  CARE,
  COUPLE_CUES,
  COMPANY_NOUNS,
  COUPLE_NOUNS,
  AGE_UNITS,
  DECEASED,
  DETERMINERS,
  FOR,
  GENERATIONS,
  GENITIVE,
  GIRLS_BOYS,
  GROUP_NOUNS,
  KIN,
  MY,
  LEFT_OUT,
  HESITATIONS,
  MONTH_UNITS,
  NOT_THIS,
  OFFSPRING,
  MAYBE,
  KIN_ELSEWHERE,
  PAIR_OF,
  PAIR_PHRASES,
  PERSON_NOUNS,
  POSSESSIVES,
  PRINCIPAL,
  SELF,
  SOLO_CUES,
  STAYS,
  STAYS_BEHIND,
  HOME_PLACE,
  isCountedHead,
  countedKin,
  isPersonWord,
  LITTLE_ONES,
  TITLES,
  TITLES_PLURAL,
  TWINS,
  VISIT,
  WITH,
  WRITER_IN_NOTES,
  type Kin,
  type PersonClass,
} from './party-words.js';
import { headsClause, honouredOnly, keptAway, keptAwayAfterVerb } from './party-absent.js';
import { joinsFrom } from './party-change.js';
import { isRelayed, principalOwns, THEIRS } from './perspective.js';
import { relayedForOne } from './relayed-one.js';
import { readRoster, type Roster } from './roster.js';
import { namedPrincipalAt, titledHeads } from './named-principal.js';
import { shareAt } from './party-share.js';
import { wordnetPerson } from './person-lexicon.js';
import { spousePronoun } from './spouse-pronoun.js';
import { VEHICLES } from './vehicle-words.js';
import { visitedByPronoun } from './visited-pronoun.js';
import { writerAlone } from './writer-alone.js';
import { writerAge } from './writer-age.js';
import { writerStaysHome } from './writer-stays.js';
import type { Span } from './text.js';
import { PhraseIndex, touching, type Tok } from './tokens.js';

/**
 * Who travels, from the phrasings people use in six languages: counts of people, adults, children
 * and babies ("2 adults and 2 kids", "3 seats", "2 tickets", "for two", "we'll be 3 in total",
 * "nous sommes 4", "wir sind zu viert"), the writer with companions ("me and my wife", "with my
 * parents", "avec mes 3 amis" is four), families ("family of four") and children's ages as stated
 * ("aged 7 and 10", "de 5 et 8 ans"; never invented). A capacity ("a car that seats 4", "a tent that
 * sleeps 6", "auto da 7 posti") is not the party. Counts over 100 are reported, not used.
 */
export type PartyKind = 'solo' | 'couple' | 'family' | 'group' | 'unknown';

export interface PartyReading {
  adults: number | null;
  children: number | null;
  infants: number | null;
  /** Whole party when known. */
  travellers: number | null;
  child_ages: number[];
  kind: PartyKind;
  spans: Span[];
  /** A stated count the service cannot take ("101 adults"). */
  too_large: string | null;
  /** Children mentioned without their ages. */
  ages_missing: boolean;
  /** The counted adults and children disagree with the stated total ("3 adults and 2 kids, 4 in all"). */
  parts_disagree?: true;
  /** Someone whose coming is left open ("my mother-in-law might come along"), not counted. */
  open?: Span;
  /** People travel whose number is not stated ("with friends", "avec mes enfants"): the counts read are not the whole party. */
  uncounted?: true;
}

export const MAX_PARTY = 100;

/** "wir sind zu viert": German counts of a group. */
const ZU = new Map([
  ['zweit', 2],
  ['dritt', 3],
  ['viert', 4],
  ['funft', 5],
  ['sechst', 6],
  ['siebt', 7],
  ['acht', 8],
]);
/** Words before a stated total; a family's ("a family of 5", "famille de 4") also says the party is a family. */
const TOTAL_BEFORE = new PhraseIndex<'family' | 'total'>();
for (const p of [
  'there is just',
  'there is only',
  'family of',
  'party of',
  'group of',
  'a family of',
  'a party of',
  'a group of',
  'we are',
  "we're",
  'we will be',
  "we'll be",
  'there are',
  'there will be',
  "there'll be",
  'it is for',
  "it's for",
  'nous sommes',
  'on est',
  'nous serons',
  'famille de',
  'groupe de',
  'somos',
  'seremos',
  'familia de',
  'grupo de',
  'wir sind',
  'gruppe von',
  'siamo',
  'siamo in',
  'saremo',
  'famiglia di',
  'gruppo di',
  'somos',
  'seremos',
  'familia de',
  'grupo de',
  'on sera',
  'on va etre',
  "it'll be",
  'it will be',
  'vamos',
  'wir sind insgesamt',
  'wir werden',
  'siamo in tutto',
  // The conditional of the same copulas: "on serait 2", "seríamos 4", "saremmo in 3", "we'd be 5".
  'we would be',
  "we'd be",
  'nous serions',
  'on serait',
  'seriamos',
  'saremmo',
  'saremmo in',
])
  TOTAL_BEFORE.add(p, /^(a )?(family|famille|familia|famiglia) /.test(p) ? 'family' : 'total');
for (const [of, nouns] of COMPANY_NOUNS) for (const noun of nouns.split(' ')) TOTAL_BEFORE.add(`${noun} ${of}`, 'total');
/** Words between a count and its noun that do not change what is counted ("2 one-way Economy tickets", "3 round trip tickets"). */
const MODIFIERS = new Set([
  'one',
  'way',
  '-',
  'oneway',
  'round',
  'trip',
  'roundtrip',
  'economy',
  'premium',
  'business',
  'first',
  'class',
  'event',
  'flight',
  'plane',
  'bus',
  'train',
  'concert',
  'show',
  'game',
  'match',
  'other',
  'more',
  'young',
  'little',
  'small',
  'grown',
  'adult',
  'de',
  'mes',
  'nos',
  'nuestros',
  'nossos',
  'miei',
  'nostri',
  'unsere',
  'meine',
  'os',
  'i',
  'our',
  'my',
  'extra',
  'separate',
  'airline',
  'economic',
]);
/** After "for N" these make N something else than people ("for 3 nights", "for 2 rooms"). */
const NOT_PARTY_AFTER = new Set([
  'night',
  'nights',
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'room',
  'rooms',
  'star',
  'stars',
  'hour',
  'hours',
  'minutes',
  'pm',
  'am',
  '%',
  '-',
  '/',
  ':',
  'nuits',
  'jours',
  'noches',
  'dias',
  'nachte',
  'tage',
  'notti',
  'giorni',
  'noites',
  'semaines',
  'semanas',
  'wochen',
  'settimane',
  'of',
  'x',
  'th',
  'st',
  'nd',
  'rd',
  // "3 nights in Livingstone, then 3 more in Chobe": the count of a unit named before.
  'more',
  // "a 3-bedroom place", "2 chambres": rooms of a lodging, not people.
  'bedroom',
  'bedrooms',
  'chambres',
  'habitaciones',
  'dormitorios',
  'schlafzimmer',
  'camere',
  'quartos',
]);
/**
 * What a capacity is said of ("a car that seats 5", "a tent for 4", "il pullman da 50 posti"): vehicles, their hire, hired
 * coaches (not "bus", which is also a way of going: "by bus for 4 people") and tents.
 */
const EQUIPMENT = new Set([...VEHICLES, 'noleggio', 'pullman', 'autocar', 'autocarro', 'reisebus', 'minibus', 'tent', 'tente', 'tienda', 'zelt', 'tenda']);
const CAPACITY_VERBS = new Set(['seats', 'sleeps', 'seating', 'holds', 'fits', 'accommodates', 'admite', 'caben']);
const AGE_CUES = new Set([
  'aged',
  'ages',
  'age',
  'de',
  'di',
  'von',
  'im',
  'alter',
  '(',
  'agee',
  'agees',
  'edad',
  'eta',
  'idade',
  'are',
  'is',
  "who's",
  'who',
  'sont',
  'a',
  'son',
  'tiene',
  'tienen',
  'sind',
  'ist',
  'hat',
  'sono',
  'ha',
  'hanno',
  'sao',
  'tem',
  'both',
  'ont',
  'haben',
  'have',
  'has',
  'tengono',
  'teem',
  'alle',
  // "the two kids they're 7 and 11", "my son (he's 16)", "deux enfants, ils ont 5 et 8 ans", "zwei Kinder, sie sind 4 und 9".
  'they',
  "they're",
  'theyre',
  "he's",
  "she's",
  'he',
  'she',
  'er',
  'elle',
  'ella',
  'ele',
  'ela',
  'ils',
  'elles',
  'ellos',
  'ellas',
  'sie',
  'loro',
  'eles',
  'elas',
  ':',
]);
const LIST_JOIN = new Set([',', 'and', '&', 'et', 'y', 'und', 'u', 'e']);
/** Ages after the children's noun may also be set apart by a slash ("2 kids 12/15") or a plus ("kids 9 + 12"), as a list's items are in notes, or by Québec's "pis". */
const AGE_JOIN = new Set([...LIST_JOIN, '/', '+', 'pis']);
const BREAK = new Set([',', '.', ';', '!', '?', 'and', 'et', 'y', 'und', 'e']);
/** Ends of a sentence. */
const SENTENCE_END = new Set(['.', '!', '?']);
/** Ends of a clause: a companion's licence (a "with", a "we are") does not reach past them. */
const CLAUSE_END = new Set(['.', ';', '!', '?']);
/** Words that join a companion count to the writer ("me + 2 friends", "me and 3 mates", "plus our baby"). */
const PLUS = new Set(['+', 'plus', 'mais', 'piu', 'mas']);
/** "me n my pal", "me an the wife": the spoken "and" joins people only, never a list of ages. */
const SPOKEN_AND = new Set(['n', 'an']);
const MEMBER_JOIN = new Set([...LIST_JOIN, ...PLUS, ...SPOKEN_AND]);
const INDEFINITE = new Set(['a', 'an', 'un', 'une', 'uno', 'una', "un'", 'um', 'uma', 'ein', 'eine', 'einen', 'einem', 'einer']);

const PAIRS = new PhraseIndex<true>();
for (const p of PAIR_PHRASES) PAIRS.add(p, true);
const COUPLE = new PhraseIndex<true>();
for (const p of COUPLE_CUES) COUPLE.add(p, true);
const SOLO = new PhraseIndex<true>();
for (const p of SOLO_CUES) SOLO.add(p, true);

/**
 * German joins what describes a couple to "Paar" ("Rentnerpaar", "Liebespaar") and writes the noun "Paar"
 * with a capital, while "ein paar Tage" (a few days) is lower case.
 */
const germanCouple = (t: Tok): boolean => (t.w.length > 6 && t.w.endsWith('paar')) || (t.w === 'paar' && t.raw === 'Paar');

/** What a count is of: "our two girls" are children, "6 girls" on a hen weekend adults. */
function nounOf(toks: readonly Tok[], k: number, countAt: number, lang: Lang): PersonClass | undefined {
  const w = toks[k]?.w ?? '';
  const kin = KIN.get(w);
  const noun = PERSON_NOUNS.get(w) ?? (kin && kin.n !== 1 ? kin.cls : countedKin(w, lang));
  // "4 blokes", "5 mecs", "3 Kerle", "4 gurias": nouns of people the hand lexicon lacks, from the wordnet.
  const other = noun === undefined ? wordnetPerson(w, lang) : undefined;
  if (GIRLS_BOYS.has(w) || other === 'young') return [toks[countAt - 1]?.w, toks[countAt - 2]?.w].some((p) => POSSESSIVES.has(p ?? '')) ? 'child' : 'adult';
  return noun ?? (other === 'grown' ? 'adult' : other);
}

/**
 * Booking shorthand for the classes of people, after a count ("2A + 1C", "2 ad + 2 cr", "2 A + 2 E", "2 ad. + 1 niño",
 * "2A1C"): A adult, C or K child, E an adult in German (Erwachsene) and a child in French (enfant). A letter counts only
 * written against its count or as a capital before "+", a bracket, a comma or the end ("de 2 a 5 días" has none), and a
 * single letter only in a list of classes.
 */
const SHORT_CLASSES = new Map<string, PersonClass>([
  ['a', 'adult'],
  ['ad', 'adult'],
  ['adl', 'adult'],
  ['adt', 'adult'],
  ['c', 'child'],
  ['ch', 'child'],
  ['chd', 'child'],
  ['k', 'child'],
  ['cr', 'child'],
  ['inf', 'infant'],
]);
const SHORT_AFTER = new Set(['+', '(', ',', '.', '/', '|', ')', ';', '"']);
export function shorthandClass(toks: readonly Tok[], k: number, lang: Lang): PersonClass | undefined {
  const t = toks[k];
  const count = toks[k - 1];
  if (!t || t.kind !== 'word' || count?.kind !== 'num') return undefined;
  const cls = t.w === 'e' ? (lang === 'de' ? 'adult' : lang === 'fr' ? 'child' : undefined) : SHORT_CLASSES.get(t.w);
  if (!cls) return undefined;
  const next = toks[k + 1];
  const touching = t.start === count.end;
  const closes = next === undefined || SHORT_AFTER.has(next.w);
  // One letter after a number is often something else ("le 11e", "25 C"): it is a class only in a list of classes, or as an
  // adults' count written in capitals and joined to it ("2A, MNL origin", "traveler":"2A"), which no unit or ordinal is.
  const adults = cls === 'adult' && t.raw === 'A' && t.start === count.end;
  if (t.w.length === 1 && !inClassList(toks, k) && !adults) return undefined;
  if (touching) return closes || next.kind === 'num' ? cls : undefined;
  return (t.w.length > 1 || t.raw === t.raw.toUpperCase()) && closes ? cls : undefined;
}

/** Whether the count and class at k-1, k stand in a list of classes: a "+" beside them, or a class right before or after. */
function inClassList(toks: readonly Tok[], k: number): boolean {
  const before = toks[k - 2];
  const next = toks[k + 1];
  // A "+" after joins the next class ("2C+1INF"); with no count after it, it is "or more" ("highs of 22C+").
  const joinsNext = next?.w === '+' && toks[k + 2]?.kind === 'num';
  return before?.w === '+' || joinsNext || next?.kind === 'num' || (before !== undefined && before.end === toks[k - 1]?.start && SHORT_CLASSES.has(before.w));
}

/** Up to two describing words between a count and its people noun ("4 college friends", "3 old school friends"). */
function describedNoun(toks: readonly Tok[], k: number, lang: Lang): number {
  for (let j = k; j < k + 3; j++) {
    const t = toks[j];
    if (!t || t.kind !== 'word') return k;
    if (isCountedHead(t.w, lang) || GROUP_NOUNS.has(t.w)) return j;
    // "rooms of 4 for the students": a count is not bound across a preposition or an article to people named after it.
    // "a family of 4 with kids aged 5 and 8": nor across "with", "of" or a join to other people.
    if (
      NOT_PARTY_AFTER.has(t.w) ||
      FOR.has(t.w) ||
      WITH.has(t.w) ||
      OF.has(t.w) ||
      MEMBER_JOIN.has(t.w) ||
      DETERMINERS.has(t.w) ||
      t.w.length < 3 ||
      numberAt(toks, j, lang)
    )
      return k;
  }
  return k;
}

/** Words of a ceiling on a count ("max 12 participants", "groupes de 16 participants maximum", "up to 8", "bis zu 10", "fino a 6"). */
const CAP_WORDS = new Set(['max', 'maximum', 'maxi', 'maximo', 'massimo', 'maximal', 'hochstens', 'jusqu']);
const CAP_PAIRS = new Set(['up to', 'bis zu', 'fino a', 'ate a']);

/** Words that make a ceiling beside them cap money ("3000 € max", "max budget"), not a count. */
const MONEY_NOUNS = new Set(['budget', 'presupuesto', 'orcamento', 'price', 'prix', 'precio', 'preis', 'prezzo', 'preco']);
const moneyWord = (w: string) => /^\d/.test(w) || CURRENCY_SYMBOLS.has(w) || CURRENCY_WORDS.has(w) || MONEY_NOUNS.has(w);
const punctuation = (w: string) => w !== '' && !/[\p{L}\p{N}]/u.test(w);

/** Is token k a ceiling word whose far side (k + away) holds no money? */
const countCeiling = (toks: readonly Tok[], k: number, away: -1 | 1) => CAP_WORDS.has(toks[k]?.w ?? '') && !moneyWord(toks[k + away]?.w ?? '');

/**
 * Does a ceiling word bind the count at i, right before it or right after its noun, with no punctuation between and no
 * money beside it? A group's cap is not the party; "budget 3000 € max, 2 adults" caps the money.
 */
function capped(toks: readonly Tok[], i: number): boolean {
  const before = toks[i - 1]?.w ?? '';
  if (countCeiling(toks, i - 1, -1) || CAP_PAIRS.has(`${toks[i - 2]?.w ?? ''} ${before}`)) return true;
  if (!punctuation(before) && countCeiling(toks, i - 2, -1)) return true;
  return !punctuation(toks[i + 1]?.w ?? '') && countCeiling(toks, i + 2, 1);
}

/** Rooms a count may size ("rooms of 4", "chambres de 3", "camere da 4"), and the words that bind it to them. */
const ROOMS = new Set(['room', 'rooms', 'chambre', 'chambres', 'habitacion', 'habitaciones', 'camera', 'camere', 'quarto', 'quartos']);
const ROOM_OF = new Set(['of', 'de', 'da', 'di']);
/** Rooms for meetings, whose size is no party ("a meeting room for 30", "une salle pour 30 personnes", "ein Tagungsraum für 20 Leute"). */
const VENUES = new Set(['meeting', 'conference', 'plenary', 'salle', 'sala', 'conferenza', 'plenaria', 'auditorium', 'auditorio']);
/** Tables and seats of a restaurant, whose size is the diners, not the travellers ("a table for 8", "una mesa para 6", "ein Tisch für 4"). */
const TABLES = new Set(['table', 'tables', 'mesa', 'mesas', 'tisch', 'tavolo', 'tavola', 'tavoli', 'restaurant', 'restaurante', 'ristorante']);
/** Meals and feasts, whose size is the guests ("a barbecue for 30 people", "asado para 30", "un repas pour 40", "festa per 50"). */
const MEALS = new Set(
  (
    'dinner lunch brunch barbecue bbq banquet reception wedding buffet ' +
    'diner dejeuner repas banquet mariage fete buffet ' +
    'cena comida almuerzo asado parrillada banquete boda fiesta ' +
    'abendessen mittagessen grillfest hochzeit feier fest ' +
    'pranzo cenone grigliata banchetto ricevimento nozze festa ' +
    'jantar almoco churrasco casamento festa'
  ).split(' '),
);
const venue = (w: string) => VENUES.has(w) || TABLES.has(w) || MEALS.has(w) || (w.length > 6 && w.endsWith('raum'));
/** Abbreviations whose full stop ends no clause ("für ca. 20 Leute", "pour env. 30"). */
const ABBREVIATED = new Set(['ca', 'env', 'approx', 'aprox', 'appr', 'circa']);

/** A count is a capacity when an equipment word, a meeting room, a table or a meal, a capacity verb or a ceiling governs it in the same clause, or it sizes rooms. */
function capacity(toks: readonly Tok[], i: number): boolean {
  if (capped(toks, i)) return true;
  if (ROOM_OF.has(toks[i - 1]?.w ?? '') && ROOMS.has(toks[i - 2]?.w ?? '')) return true;
  for (let k = i - 1; k >= Math.max(0, i - 6); k--) {
    const w = toks[k]?.w ?? '';
    if (CAPACITY_VERBS.has(w) || EQUIPMENT.has(w) || venue(w)) return true;
    if (BREAK.has(w) && !(w === '.' && ABBREVIATED.has(toks[k - 1]?.w ?? ''))) return false;
  }
  return toks[i + 1]?.w === '-' && ['seater', 'seat', 'places', 'posti'].includes(toks[i + 2]?.w ?? '');
}

/** One age: a number of years, or of months ("18 mois", "10 months": whole years). */
function ageAt(toks: readonly Tok[], k: number, lang: Lang): { age: number; end: number; unit: boolean } | undefined {
  const n = numberAt(toks, k, lang, { words: true });
  if (!n || !Number.isInteger(n.value)) return undefined;
  if (MONTH_UNITS.has(toks[n.end]?.w ?? '') && n.value < 36) return { age: Math.floor(n.value / 12), end: n.end + 1, unit: true };
  // A number bound to a unit of trip length ("aged 8 and 11, 10 days") measures the trip, not a child.
  // A number heading a count of people ("my client: 2 adults") counts them; it is nobody's age.
  if (n.value > 25 || isLengthUnit(toks[n.end]?.w ?? '') || isCountedHead(toks[n.end]?.w ?? '', lang)) return undefined;
  // "5y" is five years; a "y" standing alone is the Spanish "and".
  const unit = AGE_UNITS.has(toks[n.end]?.w ?? '') && (toks[n.end]?.w !== 'y' || touching(toks[n.end - 1], toks[n.end]));
  return { age: n.value, end: unit ? n.end + 1 + ageTail(toks, n.end + 1) : n.end, unit };
}

/** Nouns of age after "de"/"di" ("6 años de edad", "6 anni di età", "6 anos de idade"). */
const AGE_NOUNS = new Set(['edad', 'eta', 'idade']);

/** How many tokens after an age's unit still belong to it: "old", "alt" ("6 years old", "6 Jahre alt"), "de edad", "di età", "de idade". */
function ageTail(toks: readonly Tok[], k: number): number {
  if (AGE_ADJECTIVES.has(toks[k]?.w ?? '')) return 1;
  return ['de', 'di'].includes(toks[k]?.w ?? '') && AGE_NOUNS.has(toks[k + 1]?.w ?? '') ? 2 : 0;
}

/** The first token from k that is no sound of hesitation. */
const hesitationsFrom = (toks: readonly Tok[], k: number): number => {
  let j = k;
  while (HESITATIONS.has(toks[j]?.w ?? '')) j++;
  return j;
};

/**
 * Ages written after children: "aged 7 and 10", "(4, 9 and 12)", "de 5 et 8 ans", "(6 und 9 Jahre)",
 * "de 18 mois", "(7 ans et 10 ans)". A range ("âgés de 2 à 12 ans", "zwischen 2 und 9") gives no ages.
 */
function agesAfter(toks: readonly Tok[], from: number, lang: Lang, bare = false): { ages: number[]; end: number; range?: true } {
  // "his two boys, 8 and 12, ...": right after the children's noun, ages may be set off by a comma when a break closes them.
  const comma = bare && toks[from]?.w === ',';
  let k = comma ? from + 1 : from;
  const cue = (w: string) => AGE_CUES.has(w) || RANGE_BEFORE.has(w) || HESITATIONS.has(w);
  while (k < from + 4 && (cue(toks[k]?.w ?? '') || (k > from && RANGE_ARTICLES.has(toks[k]?.w ?? '')))) k++;
  const between = toks.slice(from, k).some((t) => RANGE_BEFORE.has(t.w));
  const ages: number[] = [];
  let unit = false;
  for (;;) {
    const a = ageAt(toks, k, lang);
    if (!a) break;
    ages.push(a.age);
    unit ||= a.unit;
    k = a.end;
    const join = toks[k]?.w ?? '';
    const skip = join === 'u' && toks[k + 1]?.w === '.' ? 2 : 1;
    // Spoken lists may set ages side by side and stop to think between them ("de 12 9 et 4 ans", "de 14 12 e hã 9").
    const next = hesitationsFrom(toks, AGE_JOIN.has(join) ? k + skip : k);
    if ((AGE_JOIN.has(join) || toks[next]?.kind === 'num') && ageAt(toks, next, lang)) k = next;
    else break;
  }
  if (ages.length > 0 && toks[k]?.w === ')') unit = true;
  const cued = AGE_CUES.has(toks[from]?.w ?? '') || toks[from]?.w === 'alle';
  // "aged 2 to 12", "de 5 a 12 años", "zwischen 2 und 9 Jahren", "tra i 4 e gli 8 anni": the children's ages as a range, stated
  // though no one age is.
  const upper = ages.length === 1 ? rangeEnd(toks, k, lang, cued || between) : undefined;
  if (upper !== undefined || (between && ages.length === 2)) {
    // "2 kids between 4 and 8 May", "de 4 a 8 de maio": a range that a month follows is dates, not ages.
    return monthAfter(toks, upper ?? k, cued) ? { ages: [], end: from } : { ages: [], end: upper ?? k, range: true };
  }
  const ranged = RANGE_JOIN.has(toks[ages.length === 1 ? k : -1]?.w ?? '') && numberAt(toks, k + 1, lang);
  if (ranged) return { ages: [], end: from };
  // Right after the children's noun, a list of small numbers that ends the phrase is their ages ("kids 6 and 9").
  // A dash set apart by spaces ("kids 4 & 7 - from Denver", a list's next line) ends the phrase too; "4-7" is a range.
  const dash = toks[k]?.w === '-' && !touching(toks[k - 1], toks[k]);
  // After a comma a closing bracket ends the list only when it closes a bracket opened before the noun ("(me, my wife and
  // our daughter, 11)"), so the whole bracket is the party phrase.
  const closes = toks[k]?.w === ')' && (!comma || openBefore(toks, from));
  // "kids 7 and 11 come too": two or more ages joined in a list are ages by themselves, whatever word follows but a month's.
  const several = ages.length >= 2 && toks[k]?.kind === 'word' && !monthAfter(toks, k, false);
  const listEnds = bare && (k >= toks.length || BREAK.has(toks[k]?.w ?? '') || dash || closes || several);
  if (comma && !listEnds) return { ages: [], end: from };
  const fit = ages.filter((x) => x <= 25);
  if (fit.length > 0 && (unit || cued || listEnds)) return { ages: fit, end: unit && toks[k]?.w !== ')' ? k : k + (toks[k]?.w === ')' ? 1 : 0) };
  return { ages: [], end: from };
}

/** A bracket is open at token i: the nearest bracket before it opens one. */
const openBefore = (toks: readonly Tok[], i: number): boolean => {
  for (let k = i - 1; k >= 0; k--) {
    const w = toks[k]?.w;
    if (w === ')') return false;
    if (w === '(') return true;
  }
  return false;
};

/** Words that open a range of ages ("between 2 and 9", "zwischen", "entre", "tra", "fra"). */
const RANGE_BEFORE = new Set(['between', 'zwischen', 'entre', 'tra', 'fra']);
/** Articles that may stand before either end of a range of ages ("tra i 4 e gli 8 anni", "entre los 3 y los 11"). */
const RANGE_ARTICLES = new Set(['i', 'gli', 'los', 'las', 'the', 'les', 'os', 'as']);
/** Words that join the ends of a range ("2 to 12", "de 2 à 12", "von 2 bis 9", "2-12"). */
const RANGE_JOIN = new Set(['a', 'to', '-', 'bis', 'und', 'and', 'y', 'e', 'et']);

/** Where the upper end of a range of ages starting before token k ends ("[2] to 12 years", "[4] e gli 8 anni"), if one stands there; a cue before the range ("aged") stands for the unit. */
/**
 * Whether a month name follows token k, after a day's full stop or "de"/"di"/"of" ("8 May", "8. Mai", "8 de maio").
 * After an age cue ("aged 6 to 10 may come") a lower-case "may" is the verb.
 */
function monthAfter(toks: readonly Tok[], k: number, cued: boolean): boolean {
  const j = toks[k]?.w === '.' ? k + 1 : k;
  const month = toks[['de', 'di', 'of', 'del'].includes(toks[j]?.w ?? '') ? j + 1 : j];
  if (cued && month?.w === 'may' && !month.cap) return false;
  return MONTHS.has(month?.w ?? '');
}

function rangeEnd(toks: readonly Tok[], k: number, lang: Lang, cued: boolean): number | undefined {
  if (!RANGE_JOIN.has(toks[k]?.w ?? '')) return undefined;
  const j = RANGE_ARTICLES.has(toks[k + 1]?.w ?? '') ? k + 2 : k + 1;
  const upper = ageAt(toks, j, lang);
  return upper && (upper.unit || cued) ? upper.end : undefined;
}

/** Units of an age in years and the adjectives of age after them ("4 yr old", "14 Monate alten Sohn"). */
const YEAR_UNITS = new Set(['year', 'years', 'yr', 'yrs', 'jahr', 'jahre']);
const AGE_ADJECTIVES = new Set(['old', 'alt', 'alte', 'alten', 'alter', 'altes', 'altem']);
/** Units of an age in years that hold the "old" ("17yo", "4yo"). */
const YEARS_OLD = new Set(['yo', 'yos']);

/** "a 7-year-old", "my 6 year old", "our 4 yr old", "a 9-month-old", "unser 15 Monate alter Sohn": the age written before the person. */
function ageBefore(toks: readonly Tok[], i: number, lang: Lang): { age: number; end: number } | null {
  const n = numberAt(toks, i, lang);
  if (!n || n.value > 99) return null;
  // "our 17yo", "my 4 y.o.": the unit that already says "old", after a determiner ("yo" alone is also Spanish "I").
  if (YEARS_OLD.has(toks[n.end]?.w ?? '') && DETERMINERS.has(toks[i - 1]?.w ?? '')) return { age: n.value, end: n.end + 1 };
  let k = n.end;
  const ws: string[] = [];
  while (k < n.end + 5 && ws.length < 2) {
    const w = toks[k]?.w ?? '';
    if (w !== '-') ws.push(w);
    k++;
  }
  if (!AGE_ADJECTIVES.has(ws[1] ?? '')) return null;
  if (YEAR_UNITS.has(ws[0] ?? '')) return { age: n.value, end: k };
  return MONTH_UNITS.has(ws[0] ?? '') ? { age: Math.floor(n.value / 12), end: k } : null;
}

/** Where a title of address at i ends ("Mr", "Sr.", "sig.ra", "M."), or undefined. */
function titleAt(toks: readonly Tok[], i: number): number | undefined {
  const w = toks[i]?.w ?? '';
  if (!TITLES.has(w)) return undefined;
  let k = i + 1;
  if (toks[k]?.w === '.') k++;
  else if (w.length === 1) return undefined;
  if (w === 'sig' && toks[k]?.w === 'ra') k++;
  return k;
}

/** Two titles joined by "and" ("Mr & Mrs Okafor", "el Sr. y la Sra. Gil") or a plural title before a family name ("i signori Rossi"): two adults. Returns where the phrase ends. */
function titlePair(toks: readonly Tok[], i: number): number | undefined {
  const surname = (k: number) => {
    let j = k;
    while (j < k + 2 && toks[j]?.cap && toks[j]?.kind === 'word' && !TITLES.has(toks[j]?.w ?? '')) j++;
    return j;
  };
  // "los señores García", "i signori": the couple addressed, named by an article or their family name.
  if (TITLES_PLURAL.has(toks[i]?.w ?? '')) return DETERMINERS.has(toks[i - 1]?.w ?? '') || toks[i + 1]?.cap ? surname(i + 1) : undefined;
  const first = titleAt(toks, i);
  if (first === undefined || !LIST_JOIN.has(toks[first]?.w ?? '') || toks[first]?.w === ',') return undefined;
  let k = first + 1;
  if (DETERMINERS.has(toks[k]?.w ?? '') && !TITLES.has(toks[k]?.w ?? '')) k++;
  const second = titleAt(toks, k);
  return second === undefined ? undefined : surname(second);
}

/** The closing bracket of the one opened at i (within a short phrase), or i. */
function closing(toks: readonly Tok[], i: number): number {
  for (let k = i + 1; k < Math.min(toks.length, i + 16); k++) if (toks[k]?.w === ')') return k;
  return i;
}

/** The writer's group in a pronoun pair ("us two", "nous deux", "wir zwei", "noi due", "nós dois"). */
const WE = new Set(['us', 'nous', 'nosotros', 'nosotras', 'wir', 'uns', 'noi', 'nos']);

/** Third persons who head a list of travellers ("she and her husband", "ella + esposo + nieta", "lui et sa fille"). */
const THIRD_PERSONS = new Set(['she', 'he', 'elle', 'lui', 'ella', 'el', 'er', 'sie', 'lei', 'ela', 'ele']);
/** A third person joined to a relative or a count of people: the list's first traveller. */
function thirdPersonHead(toks: readonly Tok[], i: number, lang: Lang): boolean {
  if (!THIRD_PERSONS.has(toks[i]?.w ?? '') || !MEMBER_JOIN.has(toks[i + 1]?.w ?? '') || toks[i + 1]?.w === ',') return false;
  const n = numberAt(toks, i + 2, lang);
  return kinAt(toks, i + 2, lang, true) !== undefined || (n !== undefined && isCountedHead(toks[n.end]?.w ?? '', lang));
}

/**
 * "for us and the kids", "nosotros y los niños", "wir und die Kinder": a member starting at `start` (its determiners skipped) joined
 * by "and" or "+" to a "we" right before it. Only so joined do the children stand beside a "we" of adults; "we go with the kids"
 * leaves how many adults the "we" holds unsaid.
 */
function joinedToWe(toks: readonly Tok[], start: number): boolean {
  let k = start - 1;
  while (k > 0 && DETERMINERS.has(toks[k]?.w ?? '')) k--;
  return MEMBER_JOIN.has(toks[k]?.w ?? '') && toks[k]?.w !== ',' && WE.has(toks[k - 1]?.w ?? '');
}

/** Where the clause holding token i starts. */
function clauseStart(toks: readonly Tok[], i: number): number {
  let k = i;
  while (k > 0 && !CLAUSE_END.has(toks[k - 1]?.w ?? '')) k--;
  return k;
}

interface Member {
  cls: 'adult' | 'child' | 'infant' | 'person';
  /** Null: an unknown number ("my sisters"). */
  n: number | null;
  ages: number[];
  /** The writer travels with this member ("with", "my", "me and"). */
  withWriter: boolean;
  /** Read from a relative's noun, so a stated "alone" outweighs it unless a "with" took it along. */
  kin: boolean;
  /** Added with "plus", "+" to what is counted ("2 Erwachsene plus Oma"). */
  plus?: boolean;
  licensed: boolean;
  /** Listed in a clause that states the party with the writer in it ("me and my two kids", "somos mi mujer, yo y el nene"). */
  enumerated?: boolean;
  /** The relative's noun, folded: the same relative named twice is one person. */
  noun?: string;
  /** Stated again in other words ("two couples (so 4 adults)", "the two of us (me and my wife)"): the same people as a member before it. */
  restated?: boolean;
  /** People named, not counted by a number: a pair of titles ("Mr and Mrs Patel"), a pronoun pair ("us two"), a third person heading the list ("ella + esposo"). */
  named?: boolean;
  /** The writer and one more as a pronoun pair ("us two", "nous deux"). */
  we?: boolean;
  /** Someone the request is made for ("on behalf of my boss"): they stand where the writer would, so the writer is not added. */
  principal?: boolean;
  /** Read from a pronoun pair ("the two of us", "los dos", "uns beide"): two people, who may be counted elsewhere too. */
  pair?: boolean;
  /** The children's ages are stated as a range ("aged 2 to 12"): stated, though no one age is. */
  ageRange?: boolean;
  start: number;
  end: number;
}

/**
 * A relative or companion named with a determiner ("my wife", "ma blonde", "a minha sogra", "mit
 * meiner Schwester", "avec une amie", "mi mejor amiga") or alone for the words that need none
 * ("Oma", "grandparents"); one describing word or an age may stand between ("my 70-year-old dad").
 */
function kinAt(toks: readonly Tok[], i: number, lang: Lang, joined = false): { kin: Kin; det: string; start: number; nounAt: number; end: number } | undefined {
  let det = toks[i]?.w ?? '';
  let k = i;
  if (DETERMINERS.has(det)) {
    // "o meu", "la mia", "il mio": an article before the possessive; in "my son" the French possessive's spelling is the noun.
    if (DETERMINERS.has(toks[k + 1]?.w ?? '') && !KIN.has(toks[k + 1]?.w ?? '')) det = toks[++k]?.w ?? det;
    k++;
    const direct = kinNoun(toks, k);
    if (!direct) {
      const age = ageBefore(toks, k, lang);
      if (age) k = age.end;
      else if (toks[k]?.kind === 'word' && !KIN.has(toks[k]?.w ?? '') && (toks[k]?.w.length ?? 0) > 2) k++;
    }
    const noun = direct ?? kinNoun(toks, k);
    if (noun) return { kin: noun.kin, det, start: i, nounAt: k, end: noun.end };
    return undefined;
  }
  const noun = kinNoun(toks, i) ?? (spousePronoun(toks, i) ? { kin: SPOUSE, end: i + 1 } : undefined);
  const kin = noun?.kin;
  // "myself, wife, my parents and son", "(husband, herself and two kids)", "me + bf": in a list with the writer, relatives need no determiner.
  const afterSelf = MEMBER_JOIN.has(toks[i - 1]?.w ?? '') && toks.slice(Math.max(0, i - 4), i).some((t) => SELF.has(t.w));
  const beforeSelf = MEMBER_JOIN.has(toks[i + 1]?.w ?? '') && SELF.has(toks[i + 2]?.w ?? '');
  // Joined to a person already read ("abuela + nieto", "grandparents, us two, kids") or after "with" ("mit Enkelin"), a relative needs no determiner either.
  const withWord = WITH.has(toks[i - 1]?.w ?? '');
  return kin?.bare || (kin && (afterSelf || beforeSelf || joined || withWord)) ? { kin, det: '', start: i, nounAt: i, end: noun?.end ?? i + 1 } : undefined;
}

/** The one adult a spouse's pronoun names ("myself and herself"). */
const SPOUSE: Kin = { cls: 'adult', n: 1 };

/** A relative's noun at k, written whole or in hyphenated parts ("petite-fille", "grands-parents", "mother-in-law"). */
function kinNoun(toks: readonly Tok[], k: number): { kin: Kin; end: number } | undefined {
  for (const parts of [3, 2]) {
    const words = [0, 1, 2].slice(0, parts).map((j) => toks[k + 2 * j]);
    const hyphens = [0, 1].slice(0, parts - 1).map((j) => toks[k + 2 * j + 1]);
    if (words.some((t) => t?.kind !== 'word') || hyphens.some((t, j) => t?.w !== '-' || !touching(words[j], t) || !touching(t, words[j + 1]))) continue;
    const kin = KIN.get(words.map((t) => t?.w).join('-'));
    if (kin) return { kin, end: k + 2 * parts - 1 };
  }
  const kin = KIN.get(toks[k]?.w ?? '');
  return kin ? { kin, end: k + 1 } : undefined;
}

/** The writer's own "I am" before a progressive, the pronoun joined or dropped ("I'm staying", "estoy quedándome", "sto restando"). */
const WRITER_IS = new Set(["i'm", 'im', 'estoy', 'estou', 'sto']);

/** A relative who does not travel: visited, honoured in a genitive, or kept at home by the sentence ("lives in", "ne peut pas", "can't come"). */
function staysHome(toks: readonly Tok[], start: number, end: number): boolean {
  const [b1, b2] = [toks[start - 1]?.w ?? '', toks[start - 2]?.w ?? ''];
  // "visit my cousin", "ver a mi hijo", "rendre visite à mon frère": the relative is the object of a visit.
  if (VISIT.has(b1) || (VISIT.has(b2) && ['a', 'to', 'al'].includes(b1))) return true;
  if (GENITIVE.has(b1) || LEFT_OUT.has(b1) || NOT_THIS.has(b1) || keptAwayAfterVerb(toks, start)) return true;
  // "donde vive nuestro hijo", "où habite ma sœur": the verb that keeps them home may come first.
  if (STAYS.has(b1)) return true;
  if (toks.slice(start, end).some((t) => DECEASED.has(t.w))) return true;
  // "mi viejo quiere que lo visitemos", "our son is in Boston and we'll visit him": visited later through a pronoun.
  if (visitedByPronoun(toks, end, KIN.get(toks[end - 1]?.w ?? '')?.n !== 1)) return true;
  if (cared(toks, start, end)) return true;
  // "my grandparents' village": a plural noun with the English possessive names whose place it is, not who travels.
  if (toks[end]?.w === "'" && touching(toks[end - 1], toks[end])) return true;
  // "my wife stays home with the baby": who is with someone staying behind stays too.
  if (WITH.has(b1) || (WITH.has(b2) && DETERMINERS.has(b1))) {
    // "O cachorro fica com meu irmão" keeps the brother home; "wir möchten in Rom bleiben mit meiner Frau" is the travellers' own stay.
    // The verb and the subject are looked for back to the clause's start or a comma ("me + hubby, dog is staying w my mom").
    let from = start;
    while (from > clauseStart(toks, start) && toks[from - 1]?.w !== ',') from--;
    const ours = toks.slice(from, start).some((t) => SELF.has(t.w) || WE.has(t.w) || t.w === 'we' || WRITER_IS.has(t.w));
    for (let k = start - 1; k >= from; k--) if (STAYS_BEHIND.has(toks[k]?.w ?? '') && (!ours || staysBehind(toks, k))) return true;
  }
  // An aside in brackets after the relative ("die Kinder (19 und 22) kommen nicht mit") is no part of the predicate.
  const from = toks[end]?.w === '(' ? closing(toks, end) + 1 : end;
  for (let k = from; k < from + 4 && k < toks.length; k++) {
    const w = toks[k]?.w ?? '';
    // "my wife and I stay in Rome": a verb shared with the writer is the travellers'.
    if (CLAUSE_END.has(w) || w === ',' || KIN.has(w) || SELF.has(w)) break;
    if (STAYS.has(w) || staysBehind(toks, k) || mindsChildren(toks, k)) return true;
  }
  // "mon mari ne peut pas", "die Kinder kommen diesmal nicht mit", "ma mère a 80 ans et reste à la maison".
  return keptAway(toks, from, headsClause(toks, start));
}

/** A word that leaves a coming open at k ("maybe", "peut-être", "tal vez"). */
const openWord = (toks: readonly Tok[], k: number) =>
  MAYBE.has(toks[k]?.w ?? '') || (toks[k]?.w === 'etre' && toks[k - 2]?.w === 'peut') || (toks[k]?.w === 'vez' && toks[k - 1]?.w === 'tal');

/** Whether the clause of the relative at start..end leaves their coming open: a word of doubt shortly before them in their clause or after them. */
function comingOpen(toks: readonly Tok[], start: number, end: number): boolean {
  for (let k = start - 1; k >= Math.max(clauseStart(toks, start), start - 4); k--) if (openWord(toks, k)) return true;
  for (let k = end; k < Math.min(toks.length, end + 8); k++) {
    if (BREAK.has(toks[k]?.w ?? '') || KIN.has(toks[k]?.w ?? '') || SELF.has(toks[k]?.w ?? '')) return false;
    if (openWord(toks, k)) return true;
  }
  return false;
}

/** A child, by the relative's noun at k ("the kids", "les enfants", "ai bambini"). */
const childAt = (toks: readonly Tok[], k: number) =>
  [KIN.get(toks[k]?.w ?? '')?.cls, PERSON_NOUNS.get(toks[k]?.w ?? '')].some((c) => c === 'child' || c === 'infant');

/** Is token k a verb of staying that keeps its subject home: a word of home or a child follows it in its clause ("reste à la maison", "fica com as crianças")? */
function staysBehind(toks: readonly Tok[], k: number): boolean {
  if (!STAYS_BEHIND.has(toks[k]?.w ?? '')) return false;
  for (let j = k + 1; j < k + 5 && j < toks.length; j++) {
    const w = toks[j]?.w ?? '';
    if (CLAUSE_END.has(w) || w === ',') return false;
    if (HOME_PLACE.has(w) || childAt(toks, j)) return true;
  }
  return false;
}

/** Prepositions a verb of minding takes before the children ("bada ai bambini", "cuida a los niños", "cuida das crianças"). */
const CARE_LINKS = new Set(['a', 'ai', 'agli', 'alle', 'al', 'das', 'dos', 'da', 'do', 'de']);
/** Is token k a verb of minding ("mind", "garde", "cuida"), and not the noun of an idiom ("keep in mind", "never mind")? */
const careVerb = (toks: readonly Tok[], k: number) => CARE.has(toks[k]?.w ?? '') && !['in', 'never'].includes(toks[k - 1]?.w ?? '');
/** Is token k a verb of minding whose object is children ("minds the kids", "garde les enfants"), not "doesn't mind long flights"? */
function mindsChildren(toks: readonly Tok[], k: number): boolean {
  if (!careVerb(toks, k)) return false;
  for (let j = k + 1; j < k + 4 && j < toks.length; j++) {
    if (childAt(toks, j)) return true;
    const w = toks[j]?.w ?? '';
    if (!DETERMINERS.has(w) && !CARE_LINKS.has(w)) return false;
  }
  return false;
}

/** "my sister will mind the kids", "ma mère garde les enfants": the children looked after stay with who looks after them. */
function cared(toks: readonly Tok[], start: number, end: number): boolean {
  if (!toks.slice(start, end).some((_, j) => childAt(toks, start + j))) return false;
  for (let k = start - 1; k >= Math.max(0, start - 3); k--) {
    const w = toks[k]?.w ?? '';
    if (careVerb(toks, k)) return true;
    if (!DETERMINERS.has(w) && !CARE_LINKS.has(w)) return false;
  }
  return false;
}

/** Words before "of"/"de"/"von"/"di" that make a request made for someone ("on behalf of", "de parte de", "im Auftrag von", "per conto di", "pour le compte de", "em nome de"). */
const BEHALF = new Set(['behalf', 'parte', 'auftrag', 'conto', 'compte', 'nome', 'nom']);
const OF = new Set(['of', 'de', 'del', 'von', 'di', 'do', 'da']);

/** Whether the request is made for the person named at token i ("for my boss", "pour mon client", "on behalf of my director"). */
function bookedFor(toks: readonly Tok[], i: number): boolean {
  const [b1, b2, b3] = [toks[i - 1]?.w ?? '', toks[i - 2]?.w ?? '', toks[i - 3]?.w ?? ''];
  if (FOR.has(b1) || (OF.has(b1) && BEHALF.has(b2))) return true;
  // "for the client", "für meine Chefin": a determiner may stand between.
  return DETERMINERS.has(b1) && (FOR.has(b2) || (OF.has(b2) && BEHALF.has(b3)));
}

/** The writer's own pronoun as the object of "for", in the six languages ("me", "moi", "mí", "mich", "me", "mim"). */
const WRITER_OBJECT = new Set([...SELF, 'mich', 'mim']);

/** The writer joined to the person just named, before token j ends the phrase: "my boss and me", "mi jefe y para mí", "meine Chefin und mich". */
function writerJoined(toks: readonly Tok[], j: number): boolean {
  if (!LIST_JOIN.has(toks[j]?.w ?? '') || toks[j]?.w === ',') return false;
  const k = j + (FOR.has(toks[j + 1]?.w ?? '') ? 2 : 1);
  const w = toks[k]?.w ?? '';
  // Spanish "para mí" loses its accent to "mi", which as "my" has its noun after it.
  const next = toks[k + 1];
  return WRITER_OBJECT.has(w) || (w === 'mi' && (next === undefined || next.kind !== 'word'));
}

/** Whether the clause before token i takes the writer along ("with", "bring", "emmener") or states the party ("we are", "somos"), or names the writer in the list. */
function licence(toks: readonly Tok[], i: number): { with: boolean; stated: boolean; self: boolean; writer: boolean; for: boolean } {
  const from = clauseStart(toks, i);
  let w = false;
  let stated = false;
  let self = false;
  let writer = false;
  let forWord = false;
  for (let k = from; k < i; k++) {
    const x = toks[k]?.w ?? '';
    if (WITH.has(x)) w = true;
    if (TOTAL_BEFORE.at(toks, k)) stated = true;
    if (FOR.has(x) && k >= i - 2) forWord = true;
    // "me and my wife", "para mim e para a minha esposa", "für mich und meine Frau".
    // Spanish "para mí y …" loses its accent to "mi", which as "my" never stands before a join.
    if ((WRITER_OBJECT.has(x) || PRINCIPAL.has(x) || x === 'mi') && MEMBER_JOIN.has(toks[k + 1]?.w ?? '')) self = true;
    if (SELF.has(x)) writer = true;
  }
  // "my wife and I", "mi esposa y yo", "ma mère et moi".
  for (let k = i; k < Math.min(toks.length, i + 8); k++) {
    if (CLAUSE_END.has(toks[k]?.w ?? '')) break;
    if (SELF.has(toks[k]?.w ?? '') && MEMBER_JOIN.has(toks[k - 1]?.w ?? '')) self = writer = true;
  }
  return { with: w, stated, self, writer, for: forWord };
}

/** Whether a clause's licence states the party with the writer in it: the writer listed, a stated total, or "I … with". */
const enumerates = (lic: ReturnType<typeof licence>): boolean => lic.self || lic.stated || (lic.with && lic.writer);

/** Words of giving a trip as a present, in the six languages. */
const GIFT = new Set(
  'gift gifting regalar regalarles regalarle regalamos regalo offrir offrons offre cadeau schenken schenke schenkt geschenk regalare regaliamo presentear presenteamos'.split(
    ' ',
  ),
);
/** Pronouns of a party that "solo" as "only" may stand before ("solo ellos dos", "solo noi due"). */
const ONLY_WHOM = new Set(['ellos', 'ellas', 'nosotros', 'nosotras', 'noi', 'loro', 'voi', 'eles', 'elas', 'nos', 'los', 'las', 'i', 'le']);
/** Words after which Spanish and Italian "solo" is "alone": a preposition, a conjunction ("viajo solo a Roma", "vado solo e senza fretta"). */
const ALONE_BEFORE = new Set(
  [
    'a al alla con da dal dalla de del desde di durante e en hasta in nel nella o pero per por para sin senza y ma',
    // Determiners, pronouns and time words: "viajo solo este verano", "voy solo yo", "parto solo il mese prossimo".
    'este esta estos estas ese esa esto eso questo questa questi queste quel quella yo io tu el él la lo los las il gli le lui lei',
    'un una uno unos unas mi mis mio mia miei mie su sus suo sua nuestro nuestra nostro nostra todo toda todos todas tutto tutta',
    'tutti tutte cada ogni otra otro altra altro ahora adesso ya già también anche mañana domani',
  ]
    .join(' ')
    .split(' '),
);
/**
 * "solo" meaning "only", not "alone": before a count or a party's pronoun ("solo ellos dos", "solo 3 noches"), and in Spanish and
 * Italian before any other word but a preposition or conjunction ("solo volo diretto", "solo vuelos directos", "solo treno").
 */
const onlyAdverb = (toks: readonly Tok[], i: number, lang: Lang) => {
  const next = toks[i + 1];
  if (toks[i]?.w !== 'solo' || !next) return false;
  if (ONLY_WHOM.has(next.w) || numberAt(toks, i + 1, lang) !== undefined) return true;
  return (lang === 'es' || lang === 'it') && next.kind === 'word' && !ALONE_BEFORE.has(next.w) && SOLO.at(toks, i)?.end === i + 1;
};

/**
 * A cue of "alone" that heads a list of travellers means "only these": "just me and my husband", "só eu e meu marido",
 * "nur ich und meine Frau" (the writer joined to more people), "solo mi marido y yo" (a relative of the writer's after "only").
 */
const onlyThese = (toks: readonly Tok[], i: number, lang: Lang) => {
  const end = SOLO.at(toks, i)?.end ?? i + 1;
  // "just me and my camera" is still alone: what is joined must be a person.
  const joined = SELF.has(toks[end - 1]?.w ?? '') && LIST_JOIN.has(toks[end]?.w ?? '') && toks[end]?.w !== ',';
  if (joined) return kinAt(toks, end + 1, lang, true) !== undefined || PERSON_NOUNS.has(toks[numberAt(toks, end + 1, lang)?.end ?? -1]?.w ?? '');
  return end === i + 1 && MY.has(toks[end]?.w ?? '') && KIN.has(toks[end + 1]?.w ?? '') && LIST_JOIN.has(toks[end + 2]?.w ?? '');
};

/** The writer named just before a count in a list of travellers ("me and two kids", "herself and two kids"). */
const namedSelf = (toks: readonly Tok[], i: number) =>
  (LIST_JOIN.has(toks[i - 1]?.w ?? '') || SPOKEN_AND.has(toks[i - 1]?.w ?? '')) && [SELF, WRITER_IN_NOTES].some((s) => s.has(toks[i - 2]?.w ?? ''));

/** Where the request is a form: `partyLine(i)` tells a token on a line labelled for the party ("Personas: 4", "Who: ..."). */
export interface PartyOptions {
  partyLine?: (i: number) => boolean;
  /** Whether a place the gazetteer read starts at a token: a name without an age there is no companion. */
  placeAt?: (i: number) => boolean;
}

/** Who travels: people listed with their ages (a roster), else the counts and companions named, else a bare count on a party line. */
export function readParty(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean, opts: PartyOptions = {}): PartyReading {
  const roster = readRoster(toks, lang, taken, opts.placeAt);
  if (roster) return rosterParty(toks, roster);
  const read = readMembers(toks, lang, taken);
  const line = opts.partyLine && read.travellers === null ? lineCount(toks, lang, taken, opts.partyLine) : null;
  if (!line) return read;
  const span = { start: toks[line.start]?.start ?? 0, end: toks[line.end - 1]?.end ?? 0 };
  return { ...read, travellers: line.value, kind: line.value === 1 ? 'solo' : line.value === 2 ? 'couple' : 'group', spans: [...read.spans, span] };
}

/** A bare count on a line labelled for the party ("Personas: 4", "Persone: 2"): the whole party. */
function lineCount(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean, partyLine: (i: number) => boolean) {
  for (let i = 0; i < toks.length; i++) {
    if (taken(i) || !partyLine(i) || toks[i]?.kind !== 'num') continue;
    const n = numberAt(toks, i, lang);
    const after = toks[n?.end ?? i + 1];
    const bare = after === undefined || after.kind === 'punct' || !partyLine(n?.end ?? i + 1);
    if (n && bare && Number.isInteger(n.value) && n.value >= 1 && n.value <= MAX_PARTY) return { value: n.value, start: i, end: n.end };
  }
  return null;
}

/** What the readers of readMembers share while they scan the request: the members found and the flags for combine. */
interface Scan {
  toks: readonly Tok[];
  lang: Lang;
  taken: (i: number) => boolean;
  members: Member[];
  f: Flags;
  /** The request is made for someone else ("for my boss"). */
  forPrincipal: boolean;
  /** Whose companions a possessive names: the writer's, or a relayed principal's ("her sons"). */
  mine: (det: string) => boolean;
  /** Tokens before this index sit in brackets that restate the member before them. */
  restateUntil: number;
  /** Where the clause headed by a third person starts ("ella + esposo + nieta"): their relatives are theirs, not the writer's. */
  thirdPersonClause: number;
  /** The trip is a gift ("les queremos regalar un viaje", "on offre à mes parents"): the writer's relatives travel without the writer. */
  gift: boolean;
  /** The age the writer states for themselves ("I'm 68"), or null. */
  writerAge: number | null;
  /** Where each titled person's name ends, by where their title starts ("Frau Keller", "Sr. Almeida"). */
  titled: ReadonlyMap<number, number>;
}

const mark = (s: Scan, i: number, j: number) => s.f.spans.push({ start: s.toks[i]?.start ?? 0, end: s.toks[j - 1]?.end ?? 0 });
const addMember = (s: Scan, m: Omit<Member, 'licensed' | 'kin'> & { licensed?: boolean; kin?: boolean }) => {
  s.members.push({ licensed: true, kin: false, ...m });
  mark(s, m.start, m.end);
};
const wordsOf = (toks: readonly Tok[], i: number, j: number) =>
  toks
    .slice(i, j)
    .map((x) => x.raw)
    .join(' ');

/**
 * The members of the party phrase by phrase. Each reader below takes the phrase at token i if it is its kind and returns the
 * last token it read, or undefined to leave the token to the next reader.
 */
function readMembers(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): PartyReading {
  const s: Scan = {
    toks,
    lang,
    taken,
    members: [],
    f: {
      total: null,
      plus: 0,
      couple: false,
      solo: false,
      pair: false,
      childMentioned: false,
      familyTotal: false,
      sizedGroups: false,
      looseAges: [],
      tooLarge: null,
      writerStays: writerStaysHome(toks),
      weAndChildren: false,
      spans: [],
    },
    forPrincipal: false,
    mine: principalOwns(isRelayed(toks)),
    restateUntil: -1,
    thirdPersonClause: -1,
    gift: toks.some((t) => GIFT.has(t.w)),
    writerAge: writerAge(toks, lang),
    titled: titledHeads(toks),
  };
  for (let i = 0; i < toks.length; i++) {
    // "200 € par jour à deux": the amount's reader may end on the preposition of a group count whose number it left.
    if (taken(i) && (taken(i + 1) || !groupCount(toks, i, lang, taken))) continue;
    if (facilityAhead(toks, i)) continue;
    const named = statedTotal(s, i) ?? namedPair(s, i);
    if (named !== undefined) {
      i = named;
      continue;
    }
    // "(me and my wife)" right after "the two of us", "(so 4 adults)" after "two couples": the same people in other words.
    if (toks[i]?.w === '(' && s.members.some((m) => m.end === i && !m.kin)) s.restateUntil = closing(toks, i);
    const relative = relativeAt(s, i);
    if (relative !== undefined) {
      i = relative;
      continue;
    }
    noteCues(s, i);
    const next = listedChildren(s, i) ?? agedPerson(s, i) ?? countAt(s, i);
    if (next !== undefined) i = next;
  }
  // "our three kids are staying with their grandma", "wir haben zwei Enkel, aber die bleiben daheim": counted people kept away.
  s.members = s.members.filter((m) => m.kin || m.we || !keptAway(toks, m.end, headsClause(toks, m.start)));
  // "Ich brauche ein Hotel ...", "vorrei andare a Monaco": the writer alone when the grammar says so and no one else is named.
  listLicence(s);
  const f = s.f;
  f.weAndChildren = s.members.some((m) => m.cls !== 'adult' && m.cls !== 'person' && joinedToWe(toks, m.start));
  if (
    s.members.length === 0 &&
    f.total === null &&
    !f.open &&
    !f.couple &&
    !f.childMentioned &&
    !f.writerStays &&
    (writerAlone(toks, lang) || relayedForOne(toks))
  )
    f.solo = true;
  return combine(s.members, f);
}

/** What a hotel or resort offers a kind of guest ("kids club", "children's pool", "club enfants", "piscina infantil"). */
const FACILITIES = new Set(
  'club clubs pool pools menu menus area areas zone zones corner playground programme programmes program programs activities entertainment camp camps piscine piscina piscinas clube'.split(
    ' ',
  ),
);

/** A person noun that only names a facility for such people ("a good kids club", "kids' pool", "club enfants"): nobody of the party. */
function namesFacility(toks: readonly Tok[], i: number): boolean {
  const w = toks[i]?.w ?? '';
  const noun = PERSON_NOUNS.get(w.replace(/'s$/, '')) ?? PERSON_NOUNS.get(w);
  if (noun !== 'child' && noun !== 'infant') return false;
  const after = toks[i + 1]?.w === "'" ? toks[i + 2] : toks[i + 1];
  return FACILITIES.has(after?.w ?? '') || FACILITIES.has(toks[i - 1]?.w ?? '');
}

/** Whether the phrase at i names a facility ("a good kids club", "the kids' pool"): its count or article counts nobody. */
function facilityAhead(toks: readonly Tok[], i: number): boolean {
  for (let j = i; j < Math.min(toks.length, i + 4) && toks[j]?.kind !== 'punct'; j++) if (namesFacility(toks, j)) return true;
  return false;
}

/**
 * "mi abuela (81), mi madre y yo": members of one list joined by commas or "and" share what takes its last ones along, so a
 * licence found near the writer at the list's end reaches back to its first.
 */
function listLicence(s: Scan): void {
  // "Nos grands-parents nous emmènent, ma sœur et moi": only relatives in other sentences than the writer's list are left out.
  const sentence = (i: number) => s.toks.slice(0, i).filter((t) => SENTENCE_END.has(t.w)).length;
  const listed = new Set(s.members.filter((m) => m.enumerated).map((m) => sentence(m.start)));
  for (const m of s.members) if (m.kin && listed.has(sentence(m.start))) m.licensed = true;
  for (let k = s.members.length - 2; k >= 0; k--) {
    const m = s.members[k] as Member;
    // An aside in brackets ("mi abuela (81), …") stands between a member and the join after it.
    const join = s.toks[m.end]?.w === '(' ? closing(s.toks, m.end) + 1 : m.end;
    const next = s.members.find((x) => x.start === join + 1 && LIST_JOIN.has(s.toks[join]?.w ?? ''));
    if (next && (next.licensed || next.enumerated)) {
      m.licensed = true;
      m.enumerated ||= next.enumerated;
    }
  }
}

/** "we are 5", "a family of 4", "a group of 12 friends": a total of the party, or a count of it in a group's words. */
function statedTotal(s: Scan, i: number): number | undefined {
  const { toks, lang, f } = s;
  const tb = TOTAL_BEFORE.at(toks, i);
  if (tb) {
    const k = tb.end + (['in', 'zu'].includes(toks[tb.end]?.w ?? '') ? 1 : 0);
    const aged = tb.value === 'total' ? partyAges(toks, k, lang) : undefined;
    if (aged) {
      f.total = aged.count;
      mark(s, i, aged.end);
      return aged.end - 1;
    }
    const zu = toks[tb.end]?.w === 'zu' ? ZU.get(toks[k]?.w ?? '') : undefined;
    const n = zu === undefined ? numberAt(toks, k, lang) : { value: zu, end: k + 1 };
    // "we are 2 adults and a child", "somos 3 parejas", "wir sind zwei befreundete Paare": the count's head noun, past the words
    // describing it, says what is counted, so the counts below read it.
    const head = n ? describedNoun(toks, n.end, lang) : -1;
    const next = toks[head]?.w ?? '';
    const counted = isCountedHead(next, lang) || GROUP_NOUNS.has(next) || nounOf(toks, head, k, lang) !== undefined;
    const friends = PERSON_NOUNS.get(next) === 'friend' || PERSON_NOUNS.get(next) === 'person';
    if (n && Number.isInteger(n.value) && n.value >= 1 && !s.taken(k) && (!counted || friends) && !groupAge(toks, n.value, n.end, lang)) {
      if (n.value > MAX_PARTY) f.tooLarge = wordsOf(toks, i, n.end);
      else f.total = n.value;
      if (tb.value === 'family') f.familyTotal = true;
      mark(s, i, n.end);
      // "somos 4 amigas", "a group of 7 friends": friends are grown-ups, so the total is all adults unless others join the list.
      const more = toks[head + 2];
      const alone = !MEMBER_JOIN.has(toks[head + 1]?.w ?? '') || !more || !(more.kind === 'num' || isPersonWord(more.w) || SELF.has(more.w));
      if (f.total !== null && PERSON_NOUNS.get(next) === 'friend' && alone)
        addMember(s, { cls: 'adult', n: f.total, ages: [], withWriter: false, start: i, end: head + 1 });
      // "a group of 12 friends": the noun after the total is the same people.
      return friends ? n.end : n.end - 1;
    }
  }
  const group = groupCount(toks, i, lang, s.taken) ?? weCount(toks, i, lang);
  if (!group) return undefined;
  // "nous 2 et nos 3 enfants", "noi 2 e i nostri figli": the counted "we" heads a list, so it counts the adults beside the others.
  if (WE_COUNTED.has(toks[i]?.w ?? '') && MEMBER_JOIN.has(toks[group.end]?.w ?? '') && toks[group.end]?.w !== ',') {
    addMember(s, { cls: 'adult', n: group.value, ages: [], withWriter: false, start: i, end: group.end });
    return group.end - 1;
  }
  f.total = group.value;
  mark(s, i, group.end);
  return group.end - 1;
}

/** The youngest age a list of the party's ages after "we are" may hold: younger ones may as well be counts ("we are 4 and 2 kids"). */
const ADULT_AGE = 18;
const OLDEST = 110;

/** Italian ages written as one word on their number ("50enni", "trentenni"). */
const AGED_WORD = /^\p{L}*enn[ie]$/u;
/** Whether the number `value` read up to `end` is an age of the party, never its count: a unit of years after it ("we're 30 years old"), or a range of grown-ups' ages ("22-24", "de 22 a 24 años", "45-50enni"). */
function groupAge(toks: readonly Tok[], value: number, end: number, lang: Lang): boolean {
  const w = toks[end]?.w ?? '';
  if ((AGE_UNITS.has(w) && w !== 'y') || AGED_WORD.test(w)) return true;
  if (!RANGE_JOIN.has(w) || value < ADULT_AGE) return false;
  const upper = numberAt(toks, end + 1, lang);
  if (!upper || upper.value <= value || upper.value > OLDEST) return false;
  const after = toks[upper.end]?.w ?? '';
  return (AGE_UNITS.has(after) && after !== 'y') || AGED_WORD.test(after) || !isCountedHead(after);
}

/**
 * "we are 24 and 26", "somos 29 y 31", "wir sind 52 und 55 Jahre alt": the ages of the people who travel, each one of them,
 * listed where a count would stand; a list of two or more adults' ages, no noun after it.
 */
function partyAges(toks: readonly Tok[], k: number, lang: Lang): { count: number; end: number } | undefined {
  let count = 0;
  let j = k;
  for (;;) {
    const n = toks[j]?.kind === 'num' ? numberAt(toks, j, lang) : undefined;
    if (!n || !Number.isInteger(n.value) || n.value < ADULT_AGE || n.value > OLDEST) return undefined;
    count++;
    j = n.end;
    const join = toks[j]?.w ?? '';
    if (!(AND.has(join) || join === ',') || toks[j + 1]?.kind !== 'num') break;
    j++;
  }
  if (AGE_UNITS.has(toks[j]?.w ?? '') && toks[j]?.w !== 'y') j += AGE_ADJECTIVES.has(toks[j + 1]?.w ?? '') ? 2 : 1;
  const next = toks[j]?.w ?? '';
  return count >= 2 && !isCountedHead(next, lang) && nounOf(toks, j, k, lang) === undefined ? { count, end: j } : undefined;
}

/** Pronouns of the writer's party that a count may follow ("nous 2 + les jumeaux", "noi 4", "nosotros 3"). */
const WE_COUNTED = new Set(['nous', 'nosotros', 'nosotras', 'noi', 'nos']);
/**
 * "nous 2 + les jumeaux", "noi 4, partenza da Bari": the writer's party counted in figures right after its pronoun, the count
 * closing its phrase ("nous deux", "us two" are pairs, read as such).
 */
function weCount(toks: readonly Tok[], i: number, lang: Lang): { value: number; end: number } | undefined {
  if (!WE_COUNTED.has(toks[i]?.w ?? '') || toks[i + 1]?.kind !== 'num') return undefined;
  const n = numberAt(toks, i + 1, lang);
  const after = toks[n?.end ?? -1];
  const closes = after === undefined || (after.kind === 'punct' && !timeOrDate(toks, i + 1)) || PLUS.has(after.w) || LIST_JOIN.has(after.w);
  return n && Number.isInteger(n.value) && n.value >= 2 && n.value <= 30 && closes ? { value: n.value, end: n.end } : undefined;
}

/** "us two", "nous deux", "the two of them", "Mr and Mrs Patel": two adults named as a pair. */
function namedPair(s: Scan, i: number): number | undefined {
  const pairHit = PAIRS.at(s.toks, i);
  // "We're 4 teachers ... Two of us need gluten-free meals": two of a party counted before.
  if (pairHit && pickedOut(s, i, 2)) return pairHit.end - 1;
  if (pairHit) {
    s.f.pair = true;
    // "us two", "nous deux" name the writer and one more; "the two of them" restates people named before.
    const firstPerson = s.toks.slice(i, pairHit.end).some((x) => WE.has(x.w));
    addMember(s, { cls: 'adult', n: 2, ages: [], withWriter: false, named: firstPerson, we: firstPerson, pair: true, start: i, end: pairHit.end });
    return pairHit.end - 1;
  }
  const titled = titlePair(s.toks, i);
  if (titled === undefined) return undefined;
  addMember(s, { cls: 'adult', n: 2, ages: [], withWriter: false, named: true, start: i, end: titled });
  return titled - 1;
}

/** A third person heading a list ("ella + esposo"), or a relative or companion ("my wife", "avec mes parents"). */
function relativeAt(s: Scan, i: number): number | undefined {
  const { toks, lang } = s;
  // A member joined by "and" or "+" to the one just read ("abuela + nieto", "three couples and a friend") is in the same list of
  // travellers; after a comma the words may already be another clause's ("con il mio compagno, prima di rientrare").
  const joined = MEMBER_JOIN.has(toks[i - 1]?.w ?? '') && toks[i - 1]?.w !== ',' && s.members.some((m) => m.end === i - 1 && m.n !== 0);
  if (thirdPersonHead(toks, i, lang)) {
    // "My father is 80. He and my mother…": a pronoun after a relative named in an earlier clause refers back to them.
    const referent = s.members.filter((m) => m.kin && m.n === 1 && m.end <= clauseStart(toks, i)).at(-1);
    // The relative referred back to travels as the pronoun does.
    if (referent) referent.licensed = true;
    else addMember(s, { cls: 'adult', n: 1, ages: [], withWriter: false, named: true, start: i, end: i + 1 });
    s.thirdPersonClause = clauseStart(toks, i);
    return i;
  }
  const principal = namedPrincipalAt(toks, i, lang, s.titled);
  if (principal !== undefined) {
    addMember(s, { cls: 'adult', n: 1, ages: [], withWriter: false, named: true, start: i, end: principal });
    // From the name's last word: a title's full stop ("Sra. Ruiz") ends no clause.
    s.thirdPersonClause = clauseStart(toks, principal - 1);
    return principal - 1;
  }
  const kinFound = kinAt(toks, i, lang, joined);
  const found = kinFound && KIN_ELSEWHERE.get(lang)?.has(toks[kinFound.nounAt]?.w ?? '') ? undefined : kinFound;
  // "una pareja", "a couple": two people, not a partner.
  const kin = found && INDEFINITE.has(found.det) && COUPLE_NOUNS.has(toks[found.nounAt]?.w ?? '') ? undefined : found;
  // Someone the writer works for travels when the request is made for them ("for my boss", "de parte de mi jefe"); named otherwise they are no traveller.
  if (kin?.kin.principal && !bookedFor(toks, kin.start)) return kin.end - 1;
  // "my two sisters", "two retired sisters": a count binds to the plural noun, so the counts below read it.
  const counted =
    kin !== undefined &&
    kin.kin.n !== 1 &&
    ((kin.nounAt - 1 > i && numberAt(toks, kin.nounAt - 1, lang) !== undefined) || (kin.nounAt - 2 >= i && numberAt(toks, kin.nounAt - 2, lang) !== undefined));
  if (!kin || counted) return undefined;
  return addRelative(s, kin, joined) - 1;
}

/**
 * Years between a parent's age and their child's, a rounded assumption of the reader (a model_estimate, not a curated figure:
 * parents commonly have children around 30), so a writer of 48 or more most likely has sons and daughters of 18 or more.
 */
const PARENT_AGE_AT_BIRTH = 30;
const grownOffspring = (s: Scan, nounAt: number): boolean =>
  s.writerAge !== null && OFFSPRING.has(s.toks[nounAt]?.w ?? '') && s.writerAge - PARENT_AGE_AT_BIRTH >= ADULT_AGE;

/** "Mme Girard part avec ses deux petits-enfants", "she and her husband": people in a clause a third person heads, the writer not named in it, are theirs. */
const principalsOwn = (s: Scan, i: number): boolean => s.thirdPersonClause === clauseStart(s.toks, i) && !licence(s.toks, i).writer;

/** Adds the relative `kin` found at its start with the ages written after it, unless they stay home; returns where it ends. */
function addRelative(s: Scan, kin: NonNullable<ReturnType<typeof kinAt>>, joined: boolean): number {
  const { toks, lang, f } = s;
  if (kin.kin.principal) s.forPrincipal = true;
  const lic = licence(toks, kin.start);
  const indefinite = INDEFINITE.has(kin.det);
  const licensed = lic.with || lic.stated || lic.self || lic.for || f.pair || joined;
  // A friend or colleague named alone may be someone met or visited ("my friend is here", "where's the fun, my friend?").
  const loose = PERSON_NOUNS.get(toks[kin.nounAt]?.w ?? '') === 'friend' || LOOSE_KIN.has(toks[kin.nounAt]?.w ?? '');
  // "while their parents are working": someone else's relatives travel only when something takes them along.
  // "Mr Patel and his wife": joined to the one they belong to, they travel with them.
  const others = THEIRS.has(kin.det) && !s.mine(kin.det) && !MEMBER_JOIN.has(toks[kin.start - 1]?.w ?? '');
  // "on behalf of my boss": the "of" of a request made for someone is no genitive.
  const home = !(kin.kin.principal && bookedFor(toks, kin.start)) && (staysHome(toks, kin.start, kin.end) || (!licensed && honouredOnly(toks, kin.end, lang)));
  // "my mother-in-law might come along", "vielleicht kommt meine Schwester mit": someone whose coming is open is reported, not counted.
  if (!home && comingOpen(toks, kin.start, kin.end)) {
    f.open ??= { start: toks[kin.start]?.start ?? 0, end: toks[kin.end - 1]?.end ?? 0 };
    return kin.end;
  }
  // "seine kleine Schwester (11)", "un ragazzo di 13 anni": a relative's noun of an adult with a child's age is a child.
  const young = kin.kin.cls === 'adult' ? agesAfter(toks, toks[kin.end]?.w === '(' ? kin.end + 1 : kin.end, lang, true) : undefined;
  const youngAges = young && young.ages.length > 0 && young.ages.every((x) => x < 18) ? young : undefined;
  const a = kin.kin.cls === 'adult' ? (youngAges ?? { ages: [], end: kin.end }) : agesAfter(toks, kin.end, lang, true);
  const after = toks[a.end]?.w === '(' ? agesAfter(toks, a.end + 1, lang, true) : undefined;
  // "our baby, 10 months old": the age set off by a comma.
  const apart = kin.kin.cls !== 'adult' && toks[kin.end]?.w === ',' ? ageBefore(toks, kin.end + 1, lang) : null;
  const ages = a.ages.length ? a.ages : after?.ages.length ? after.ages : apart ? [apart.age] : [];
  const end = Math.max(a.end, after?.ages.length ? after.end : 0, apart?.end ?? 0, kin.end);
  // "our son (18)": a child's noun with a grown-up's age is an adult; so is "my son" of a writer old enough to have grown children.
  const grown = kin.kin.cls !== 'adult' && (ages.length > 0 ? ages.every((x) => x >= ADULT_AGE) : grownOffspring(s, kin.nounAt));
  // "a friend" travels only when something takes them along; "a baby", "a teenager" are counted.
  if (!home && (licensed || !(indefinite || loose || others) || (indefinite && kin.kin.cls !== 'adult'))) {
    const twins = TWINS.has(toks[kin.nounAt]?.w ?? '');
    // "die Enkel (6 und 9)", "my grandkids 4 and 7": each age bound to the noun is one of them, whatever its number says.
    const n = twins ? 2 : ages.length > (kin.kin.n ?? 0) ? ages.length : kin.kin.n;
    if (PLUS.has(toks[kin.start - 1]?.w ?? '') && kin.kin.cls !== 'adult') f.plus += n ?? 0;
    addMember(s, {
      cls: youngAges ? 'child' : grown ? 'adult' : kin.kin.cls,
      n,
      ages: grown ? [] : twins && ages.length === 1 ? [ages[0] ?? 0, ages[0] ?? 0] : ages,
      // Taking "the kids" along says nothing of the adults; "my son", "with my wife" bring the writer.
      // The companions of someone the request is made for ("for my client and his wife") go with them, not with the writer.
      withWriter: kin.kin.principal
        ? writerJoined(toks, end)
        : !(s.forPrincipal && !s.mine(kin.det)) &&
          (s.mine(kin.det) || ((lic.with || lic.self) && kin.kin.cls === 'adult')) &&
          !((lic.for || s.gift) && !lic.with && !lic.self) &&
          !principalsOwn(s, kin.start),
      // "three couples and a friend": joined by "and" to people counted by number, a relative adds to them.
      plus: PLUS.has(toks[kin.start - 1]?.w ?? '') || joined,
      kin: true,
      licensed: lic.with || lic.self || lic.stated || f.pair || joined || kin.kin.principal === true || joinsFrom(toks, end) || namedAgain(toks, end),
      enumerated: enumerates(lic),
      principal: kin.kin.principal === true,
      restated: kin.start < s.restateUntil || apposed(s, kin),
      noun: toks[kin.nounAt]?.w ?? '',
      ageRange: a.range === true,
      start: kin.start,
      end,
    });
  }
  // Children left at home ("sans les enfants", "die Kinder bleiben bei Oma") are none to ask ages of.
  if (kin.kin.cls !== 'adult' && !home) f.childMentioned = true;
  return end;
}

/** "My aunt Florence … me, my sister and Florence": the relative's given name, written after their noun, names them again later. */
function namedAgain(toks: readonly Tok[], end: number): boolean {
  const name = toks[end];
  return name?.kind === 'word' && name.cap && toks.slice(end + 1).some((t) => t.w === name.w && t.cap);
}

/**
 * "siamo io e mia moglie, i nonni": a noun of two with its article (no possessive: "mis suegros" are more people), set off by a
 * comma right after the writer and one companion, names those two again.
 */
function apposed(s: Scan, kin: { kin: Kin; det: string; start: number }): boolean {
  const start = kin.start;
  if (kin.kin.n !== 2 || s.toks[start - 1]?.w !== ',' || !DETERMINERS.has(kin.det) || POSSESSIVES.has(kin.det)) return false;
  const before = s.members.find((m) => m.end === start - 1);
  return before?.n === 1 && before.withWriter && before.cls === 'adult';
}

/** Words that size the party without counting it: a couple, "alone", a child's noun. */
function noteCues(s: Scan, i: number): void {
  const { toks, lang, f } = s;
  const t = toks[i] as Tok;
  // "a couple of days", "un couple de jours" are no couple; "pareja de Sevilla", "coppia di Torino", "un couple de retraités de Nantes" are.
  const coupleHit = COUPLE.at(toks, i);
  const nextWord = toks[coupleHit?.end ?? 0]?.w ?? '';
  const ofWhat = ['de', 'di', "d'"].includes(nextWord) ? (toks[(coupleHit?.end ?? 0) + 1]?.w ?? '') : '';
  const counting =
    nextWord === 'of' ||
    (ofWhat !== '' && COUPLE_NOUNS.has(toks[(coupleHit?.end ?? 1) - 1]?.w ?? '') && (isLengthUnit(ofWhat) || PERSON_NOUNS.get(ofWhat) === 'friend'));
  if ((coupleHit && !counting) || (lang === 'de' && germanCouple(t))) f.couple = true;
  if (SOLO.at(toks, i) && !onlyAdverb(toks, i, lang) && !onlyThese(toks, i, lang)) f.solo = true;
  const cls = PERSON_NOUNS.get(t.w);
  // "no kids", "sans les enfants", "sin niños", "ohne Kinder": children ruled out are no children to ask ages of.
  if ((cls === 'child' || cls === 'infant' || TWINS.has(t.w)) && !childrenRuledOut(toks, i)) f.childMentioned = true;
}

/** "the kids (3, 8 and 11)", "nos enfants de 4 et 9 ans", "the boys (5, 7 and 12)", "the twins": children counted by their listed ages. */
function listedChildren(s: Scan, i: number): number | undefined {
  const { toks, lang } = s;
  const t = toks[i] as Tok;
  const cls = PERSON_NOUNS.get(t.w);
  // A label's noun ("Bambini: 2 (7, 12)") is followed by the count, read with the number.
  const label = toks[i + 1]?.w === ':';
  const little = LITTLE_ONES.has(t.w) && DETERMINERS.has(toks[i - 1]?.w ?? '');
  const young = cls === 'child' || cls === 'infant' || GIRLS_BOYS.has(t.w) || TWINS.has(t.w) || little;
  const listed = !label && young ? agesAfter(toks, i + 1, lang, true) : undefined;
  if (listed && listed.ages.length > 0) {
    const twins = TWINS.has(t.w);
    const ages = twins && listed.ages.length === 1 ? [listed.ages[0] ?? 0, listed.ages[0] ?? 0] : listed.ages;
    // "nous 2 + les jumeaux (3 ans)": children added with "plus" to a stated total are more than it.
    const plus = PLUS.has(toks[i - 1]?.w ?? '') || (DETERMINERS.has(toks[i - 1]?.w ?? '') && PLUS.has(toks[i - 2]?.w ?? ''));
    if (plus) s.f.plus += ages.length;
    // "Baby (9 Monate)": a baby with its age in months.
    addMember(s, { cls: cls === 'infant' ? 'infant' : 'child', n: ages.length, ages, withWriter: false, plus, start: i, end: listed.end });
    return listed.end - 1;
  }
  if (!TWINS.has(t.w) || !DETERMINERS.has(toks[i - 1]?.w ?? '')) return undefined;
  addMember(s, { cls: 'child', n: 2, ages: [], withWriter: false, start: i, end: i + 1 });
  return i;
}

/** Plural subjects and their verbs of being or having that an age may be said of ("we're", "they are", "wir sind", "tenemos", "abbiamo"). */
const SAID_OF_MANY = new Set(
  "we we're they they're are both nous ils elles sommes sont avons ont nosotros ellos somos son tenemos tienen wir sie sind haben noi loro siamo sono abbiamo hanno nos eles temos tem".split(
    ' ',
  ),
);
/** "a 7-year-old", "our 4 yr old", "a 9-month-old": someone counted by the age written before them. */
function agedPerson(s: Scan, i: number): number | undefined {
  const age = ageBefore(s.toks, i, s.lang);
  if (age === null) return undefined;
  const noun = PERSON_NOUNS.get(s.toks[age.end]?.w ?? '') ?? KIN.get(s.toks[age.end]?.w ?? '')?.cls;
  // "we're 30 years old", "sie sind 70 Jahre alt": a grown-up's age said of people named elsewhere counts no one; "a 30-year-old" does.
  if (age.age >= ADULT_AGE && !noun && !DETERMINERS.has(s.toks[i - 1]?.w ?? '') && s.toks.slice(Math.max(0, i - 3), i).some((t) => SAID_OF_MANY.has(t.w)))
    return age.end - 1;
  if (age.age >= ADULT_AGE) addMember(s, { cls: 'adult', n: 1, ages: [], withWriter: false, start: i, end: age.end + (noun ? 1 : 0) });
  else if (noun === 'adult' || noun === 'person' || noun === 'friend') return i;
  else {
    const restated = restating(s.toks, i);
    addMember(s, { cls: age.age === 0 ? 'infant' : 'child', n: 1, ages: [age.age], withWriter: false, restated, start: i, end: age.end + (noun ? 1 : 0) });
    s.f.childMentioned = true;
  }
  return age.end - (noun ? 0 : 1);
}

/** A number at i: a count of the party in one of its forms ("2 of us", "2+2", "3 couples", "4 adults", "for two"). */
function countAt(s: Scan, i: number): number | undefined {
  const { toks, lang, f } = s;
  const n = numberAt(toks, i, lang, { article: true });
  if (!n || !Number.isInteger(n.value) || n.value < 1) return undefined;
  // "3 generations", "tre generazioni": the family's span, no count of people.
  if (GENERATIONS.has(toks[n.end]?.w ?? '')) {
    mark(s, i, n.end + 1);
    return n.end;
  }
  // "one way", "one-way": a kind of ticket, not a count.
  if (toks[n.end]?.w === 'way' || (toks[n.end]?.w === '-' && toks[n.end + 1]?.w === 'way')) return i;
  // "2 of us", "the four of us": the whole party; "one of us is coeliac" picks someone out of the party, it does not size it.
  if (toks[n.end]?.w === 'of' && toks[n.end + 1]?.w === 'us' && n.value === 1) return n.end + 1;
  if (toks[n.end]?.w === 'of' && toks[n.end + 1]?.w === 'us' && n.value <= MAX_PARTY) {
    // "We're 4 retired teachers ... Two of us need gluten-free meals": some of the party, not its size.
    if (!pickedOut(s, i, n.value)) f.total = n.value;
    mark(s, i, n.end + 2);
    return n.end + 1;
  }
  // "I have 3 in my group", "3 in total".
  if (
    toks[n.end]?.w === 'in' &&
    ['my', 'our', 'the', 'total'].includes(toks[n.end + 1]?.w ?? '') &&
    (toks[n.end + 1]?.w === 'total' || toks[n.end + 2]?.w === 'group' || toks[n.end + 2]?.w === 'party')
  ) {
    f.total = n.value;
    mark(s, i, n.end + 2);
    return i;
  }
  const split = adultsPlusChildren(toks, i, n);
  if (split) {
    addMember(s, { cls: 'adult', n: split.adults, ages: [], withWriter: false, start: i, end: split.end });
    addMember(s, { cls: 'child', n: split.children, ages: [], withWriter: false, start: i, end: split.end });
    f.childMentioned = true;
    return split.end - 1;
  }
  const counted = countedNoun(s, i, n);
  if (counted === undefined) countFor(s, i, n);
  return counted;
}

/** Whether a count at i is smaller than people counted in an earlier sentence (of its class when given), so picks some of them out. */
const pickedOut = (s: Scan, i: number, value: number, cls?: PersonClass): boolean =>
  s.members.some((x) => !x.kin && (cls === undefined || x.cls === cls) && (x.n ?? 0) > value && s.toks.slice(x.end, i).some((t) => CLAUSE_END.has(t.w)));

/** "3 couples", "4 adults", "two kids aged 5 and 8", "Adultes : 2": a count of the people its noun names. */
function countedNoun(s: Scan, i: number, n: { value: number; end: number }): number | undefined {
  const { toks, lang, f } = s;
  const t = toks[i] as Tok;
  // "3 of my mates", "4 of the lads", "trois des copains", "drei meiner Kumpels": a share of a group, counted.
  const share = shareAt(toks, n.end);
  const partitive = share !== undefined;
  let k = share?.head ?? n.end;
  // A hyphen joins words ("2 one-way tickets"); set apart it opens a list's next line ("Noites: 7 - Pessoas: 2").
  const skipped = (t: Tok | undefined) => t !== undefined && MODIFIERS.has(t.w) && !isCountedHead(t.w, lang) && (t.w !== '-' || touching(toks[k - 1], t));
  while (k < n.end + 5 && skipped(toks[k])) k++;
  if (!isCountedHead(toks[k]?.w ?? '', lang)) k = describedNoun(toks, k, lang);
  const gendered = genderedNoun(toks, k);
  const head = gendered?.w ?? toks[k]?.w ?? '';
  const sized = sizedGroup(toks, k, lang);
  if (sized && n.value * sized.size <= MAX_PARTY) {
    addMember(s, { cls: 'person', n: n.value * sized.size, ages: [], withWriter: false, start: i, end: sized.end });
    f.sizedGroups = true;
    return sized.end - 1;
  }
  if (COUPLE_NOUNS.has(head) && !ARTICLE_ONLY.has(t.w) && n.value <= MAX_PARTY / 2) {
    addMember(s, { cls: 'adult', n: n.value * 2, ages: [], withWriter: false, restated: restating(toks, i), start: i, end: k + 1 });
    return k;
  }
  // "Adultes : 2", "Bambini: 2 (7, 12)": a form's cell whose label names the class of its bare count.
  const labelled = toks[i - 1]?.w === ':' && toks[n.end]?.kind !== 'word' ? PERSON_NOUNS.get(toks[i - 2]?.w ?? '') : undefined;
  if (labelled) k = n.end - 1;
  let noun = labelled ?? PERSON_NOUNS.get(gendered?.w ?? '') ?? nounOf(toks, k, i, lang) ?? (k === n.end ? shorthandClass(toks, k, lang) : undefined);
  // "me and two from my club", "ich und zwei aus meinem Verein": a share of the writer's own company joined to the writer is
  // that many companions, whatever the company's noun.
  if (!noun && share?.mine && namedSelf(toks, i)) noun = 'friend';
  if (!noun) return agedUnknownNoun(s, i, n, k);
  const headEnd = pairedNoun(toks, gendered?.end ?? k + 1, noun);
  if (capacity(toks, i)) return i;
  if (noun !== 'infant' && noun !== 'child' && ARTICLE_ONLY.has(t.w)) return i;
  if (n.value > MAX_PARTY) {
    f.tooLarge = wordsOf(toks, i, k + 1);
    return i;
  }
  const a = noun === 'child' || noun === 'infant' || GIRLS_BOYS.has(head) ? agesAfter(toks, headEnd, lang, true) : { ages: [], end: headEnd };
  // "5 ragazzi tra i 10 e i 17 anni": ages, even as a range, make boys and girls children.
  if ((a.ages.length > 0 || a.range) && noun === 'adult') noun = 'child';
  const before = toks[i - 1]?.w ?? '';
  // "eu, meu primo e dois amigos": a count listed right after a companion is more companions.
  const listed = LIST_JOIN.has(before) && s.members.some((m) => m.end === i - 1 && (m.withWriter || m.kin));
  const withWord = listed || WITH.has(before) || WITH.has(toks[i - 2]?.w ?? '') || PLUS.has(before) || s.mine(before) || namedSelf(toks, i);
  // "two of my friends recommended Lisbon": some of the writer's people travel only when joined to the writer.
  if (partitive && !withWord) return i;
  if (PLUS.has(before) && (noun === 'child' || noun === 'infant')) f.plus += n.value;
  const cls = noun === 'friend' ? (withWord ? 'adult' : 'person') : noun;
  // "24 employees ... Two colleagues use wheelchairs": a smaller count of the same people in a later sentence picks some out.
  if (!withWord && pickedOut(s, i, n.value, cls)) {
    mark(s, i, Math.max(headEnd, a.end));
    return Math.max(headEnd - 1, a.end - 1);
  }
  addMember(s, {
    cls,
    n: n.value,
    ages: a.ages,
    enumerated: enumerates(licence(toks, i)),
    // "me and 3 mates", "with my two kids", "os meus dois filhos": the writer goes with them.
    withWriter:
      withWord &&
      !principalsOwn(s, i) &&
      (noun === 'friend' ||
        partitive ||
        (KIN.get(head)?.cls ?? countedKin(head, lang)) === 'adult' ||
        ((s.mine(before) || namedSelf(toks, i)) && cls !== 'person')),
    restated: restating(toks, i) || afterClosedList(s, i) || totalAfter(toks, Math.max(headEnd, a.end)),
    ageRange: a.range === true,
    start: i,
    end: Math.max(headEnd, a.end),
  });
  if (noun === 'child') f.childMentioned = true;
  return Math.max(headEnd - 1, a.end - 1);
}

/** Where a noun at k written in hyphenated parts ends ("ankle-biters", "mini-moi"): past its last part. */
function compoundEnd(toks: readonly Tok[], k: number): number {
  let j = k;
  while (toks[j + 1]?.w === '-' && toks[j + 2]?.kind === 'word' && touching(toks[j], toks[j + 1]) && touching(toks[j + 1], toks[j + 2])) j += 2;
  return j + 1;
}

/**
 * "os 2 moleques (8 e 11)", "our 3 little monsters, 2, 5 and 9": a count whose noun the lexicon lacks, followed by as many
 * children's ages as it counts, is that many children; the ages say what the noun does not.
 */
function agedUnknownNoun(s: Scan, i: number, n: { value: number; end: number }, k: number): number | undefined {
  const { toks, lang } = s;
  const noun = toks[k];
  if (
    ARTICLE_ONLY.has(toks[i]?.w ?? '') ||
    noun?.kind !== 'word' ||
    noun.w.length < 3 ||
    GROUP_NOUNS.has(noun.w) ||
    NOT_PARTY_AFTER.has(noun.w) ||
    isLengthUnit(noun.w) ||
    MONTHS.has(noun.w)
  )
    return undefined;
  const end = compoundEnd(toks, k);
  const from = toks[end]?.w === '(' ? end + 1 : end;
  const a = agesAfter(toks, from, lang, true);
  if (a.ages.length !== n.value || a.ages.some((x) => x >= ADULT_AGE) || capacity(toks, i)) return undefined;
  const before = toks[i - 1]?.w ?? '';
  const withWriter = !principalsOwn(s, i) && (s.mine(before) || namedSelf(toks, i) || (DETERMINERS.has(before) && namedSelf(toks, i - 1)));
  addMember(s, { cls: 'child', n: n.value, ages: a.ages, withWriter, start: i, end: a.end });
  s.f.childMentioned = true;
  return a.end - 1;
}

/** The most people one family or group of a stated size may be ("2 familles de 4"); more is a count of something else. */
const GROUP_SIZE_MAX = 12;

/**
 * "familles de 4", "famílias de 3 pessoas", "Familien mit je 4 Personen": groups each of a stated size, so a count before them
 * multiplies it. A group noun without its size says nothing of the party's size.
 */
function sizedGroup(toks: readonly Tok[], k: number, lang: Lang): { size: number; end: number } | undefined {
  if (!GROUP_NOUNS.has(toks[k]?.w ?? '')) return undefined;
  let j = k + 1;
  if (OF.has(toks[j]?.w ?? '') || WITH.has(toks[j]?.w ?? '')) j++;
  if (EACH.has(toks[j]?.w ?? '')) j++;
  if (j === k + 1) return undefined;
  const n = numberAt(toks, j, lang);
  if (!n || !Number.isInteger(n.value) || n.value < 2 || n.value > GROUP_SIZE_MAX) return undefined;
  const unit = PERSON_NOUNS.get(toks[n.end]?.w ?? '');
  // "2 familles avec 3 enfants" counts the children of each, not its size.
  if (unit !== undefined && unit !== 'person') return undefined;
  return { size: n.value, end: n.end + (unit ? 1 : 0) };
}
/** "je", "jeweils", "cada una", "ciascuna": one size said of each group. */
const EACH = new Set(['je', 'jeweils', 'each', 'cada', 'ciascuna', 'ciascuno', 'chacune', 'chacun']);

/** A German noun written for both sexes ("Kolleg:innen", "Schüler*innen", "Lehrer/innen"): the feminine plural it is written on. */
function genderedNoun(toks: readonly Tok[], k: number): { w: string; end: number } | undefined {
  const [stem, mark, tail] = [toks[k], toks[k + 1], toks[k + 2]];
  if (!stem || tail?.w !== 'innen' || !['*', ':', '/', '_'].includes(mark?.w ?? '') || !touching(stem, mark) || !touching(mark, tail)) return undefined;
  const w = stem.w.endsWith('innen') ? stem.w : `${stem.w}innen`;
  return PERSON_NOUNS.has(w) ? { w, end: k + 3 } : undefined;
}

/** "24 Schülerinnen und Schüler", "élèves et étudiants": a second noun of the same people joined to the counted one names them again; where the count's nouns end. */
function pairedNoun(toks: readonly Tok[], end: number, cls: PersonClass): number {
  const join = toks[end]?.w ?? '';
  if (!LIST_JOIN.has(join) || join === ',') return end;
  return PERSON_NOUNS.get(toks[end + 1]?.w ?? '') === cls ? (genderedNoun(toks, end + 1)?.end ?? end + 2) : end;
}

/** Words between "for" and the count of the whole party ("pour les deux", "para los tres", "pour nous quatre", "für uns drei", "per noi tre"). */
const FOR_ALL = new Set(['the', 'us', 'les', 'nous', 'los', 'las', 'nosotros', 'nosotras', 'uns', 'die', 'noi', 'os', 'as', 'nos']);

/**
 * "for two", "pour deux", "para dos", "für zwei", "it's for 2.": a small count after "for" with no noun; "pour les deux", "para
 * los tres" when nothing follows the count in its clause.
 */
function countFor(s: Scan, i: number, n: { value: number; end: number }): void {
  const { toks } = s;
  const after = toks[n.end];
  const all = FOR_ALL.has(toks[i - 1]?.w ?? '') && FOR.has(toks[i - 2]?.w ?? '') && (after === undefined || after.kind === 'punct');
  const lead = all ? i - 2 : i - 1;
  if (
    (all || FOR.has(toks[i - 1]?.w ?? '')) &&
    n.value <= 30 &&
    !capacity(toks, lead) &&
    after?.kind !== 'num' &&
    !ARTICLE_ONLY.has(toks[i]?.w ?? '') &&
    !NOT_PARTY_AFTER.has(after?.w ?? '') &&
    !GROUP_NOUNS.has(after?.w ?? '')
  ) {
    s.f.total ??= n.value;
    mark(s, lead, n.end);
  }
}

const WITHOUT = new Set(['no', 'without', 'sans', 'pas', 'sin', 'ohne', 'keine', 'senza', 'niente', 'sem', 'nenhuma', 'nenhum']);
/** Words that may stand between a word of none and the child noun: a determiner or a partitive ("pas d'enfants", "not any kids"). */
const PARTITIVE = new Set(["d'", 'de', 'di', 'any']);
/** A child noun ruled out by a word of none before it, across at most one determiner ("sans les enfants", "no kids", "pas d'enfants"). */
const childrenRuledOut = (toks: readonly Tok[], i: number) => {
  const b1 = toks[i - 1]?.w ?? '';
  return WITHOUT.has(b1) || ((DETERMINERS.has(b1) || PARTITIVE.has(b1)) && WITHOUT.has(toks[i - 2]?.w ?? ''));
};

interface Flags {
  total: number | null;
  plus: number;
  couple: boolean;
  solo: boolean;
  pair: boolean;
  childMentioned: boolean;
  /** The total was a family's ("a family of 5"): adults and children untold, the kind a family. */
  familyTotal: boolean;
  /** Groups of a stated size were counted ("2 familles de 4"): how many of them are adults is untold. */
  sizedGroups: boolean;
  looseAges: number[];
  tooLarge: string | null;
  /** A relative whose coming is left open ("might come along"): reported, not counted. */
  open?: Span;
  /** The writer says they do not travel, or their relatives wish the trip for themselves. */
  writerStays: boolean;
  /** Children are joined to the writer's "we" ("us and the kids", "nous et les enfants"): the "we" is two adults at least. */
  weAndChildren: boolean;
  spans: Span[];
}

/**
 * The party from its members: adults, children and babies summed by class (a "child" of 18 or
 * more is an adult), the writer added once when a member travels with them, a stated total
 * ("we are 5", "à deux") authoritative for the size with the adults as its rest, and a couple's
 * occasion or "alone" filling in when nothing is counted.
 */
function combine(all: readonly Member[], f: Flags): PartyReading {
  // "alone", "seule": relatives that nothing took along stay home.
  // "moi et ma blonde ... pour nous deux", "my son ... for both of us": a pronoun pair of the writer restates the writer and one companion named with them.
  // "My grandma turns 90 … can you get me and my two kids there": once the writer lists the party, adult relatives named
  // elsewhere that nothing takes along are no travellers.
  const listed = all.some((m) => m.enumerated);
  const along = all.filter((m) => !m.kin || m.licensed || !listed || m.cls !== 'adult');
  const restatedWe = along.some((m) => m.we) && along.some((m) => m.kin && m.withWriter && m.n === 1);
  const distinct = sameness(along).filter((m) => !(m.we && restatedWe));
  const listedKept = f.solo ? distinct.filter((m) => !m.kin || m.licensed) : distinct;
  // "io, mio marito e i miei suoceri, quindi quattro adulti", "me and my guys, so 4 adults": a count of adults restated after
  // people listed is their number; it agrees with them, never adds to them, and counts those the list left uncounted.
  const restated = listedKept.filter((m) => m.restated && !m.kin && m.cls === 'adult' && m.n !== null).at(-1);
  const kept = restated ? listedKept.filter((m) => m === restated || m.cls !== 'adult' || m.start > restated.start) : listedKept;
  // "2 adultes (mon compagnon, sa mère et moi)", "2 adultos y mi hijo": once adults or children are counted by number, relatives of that class
  // name the same people (the writer among the adults) unless added with "plus".
  const countedAdults = kept.some((m) => !m.kin && !m.named && m.cls === 'adult' && !m.withWriter);
  const countedKids = kept.some((m) => !m.kin && m.cls === 'child');
  const members = kept.filter((m) => !m.kin || m.plus || !((m.cls === 'adult' && countedAdults) || (m.cls === 'child' && countedKids)));
  let adults: number | null = null;
  let kids: number | null = null;
  let babies: number | null = null;
  let people: number | null = null;
  let unknown = false;
  let unknownAdults = false;
  const ages: number[] = [...f.looseAges];
  const plusOne = (v: number | null, n: number) => (v ?? 0) + n;
  /** Children of age 18 or more counted among the adults. */
  let grownKids = 0;
  for (const m of members) {
    if (m.n === null) {
      unknown = true;
      unknownAdults ||= m.cls === 'adult' || m.cls === 'person';
      continue;
    }
    if (m.cls === 'child' || m.cls === 'infant') {
      const grown = m.ages.filter((a) => a >= 18).length;
      const young = m.ages.filter((a) => a < 18);
      ages.push(...young);
      if (grown > 0) adults = plusOne(adults, grown);
      grownKids += grown;
      const rest = m.n - grown;
      // A baby whose age is not written is of age 0; a child under one ("our daughter (8 months)") is a baby.
      const under1 = m.cls === 'child' ? young.filter((a) => a === 0).length : 0;
      if (under1 > 0) babies = plusOne(babies, under1);
      if (m.cls === 'infant') {
        babies = plusOne(babies, rest);
        ages.push(...Array<number>(Math.max(0, rest - young.length)).fill(0));
      } else if (rest > under1) kids = plusOne(kids, rest - under1);
    } else if (m.cls === 'person') people = Math.max(people ?? 0, m.n);
    else adults = plusOne(adults, m.n);
  }
  const writer =
    !restated &&
    (!f.pair || restatedWe) &&
    !countedAdults &&
    !f.writerStays &&
    !members.some((m) => m.principal && !m.withWriter) &&
    members.some((m) => m.withWriter);
  if (writer) adults = plusOne(adults, 1);
  // A couple's occasion ("casal com um filho", "honeymoon with my wife") is two adults at least.
  if (f.couple && (adults ?? 0) < 2 && people === null && f.total === null) adults = 2;
  // A word of "alone" never outweighs adults the writer counts as the party ("siamo … 40 adulti … solo gli alberghi" is "only
  // the hotels"); people counted beside a visit ("visiting my aunt and two cousins, just me") do not count so.
  const countedByNumber = members.some((m) => !m.kin && m.cls === 'adult' && m.enumerated && (m.n ?? 0) > 1);
  if (f.solo && !countedByNumber && f.total === null && people === null && kids === null && babies === null) adults = 1;
  // "nós e as crianças": children joined to a "we" that names no adult join two of them at least.
  if (f.weAndChildren && adults === null && people === null && f.total === null && (kids ?? 0) + (babies ?? 0) > 0) adults = 2;
  // "a family of 4 with two kids": the adults are the rest of the stated total.
  const young = (kids ?? 0) + (babies ?? 0);
  const counted = (adults ?? 0) + young;
  // Counts of people, seats or tickets ("for 4 people", "2 tickets") state the whole party like "we are 4".
  // "We're four friends and my cousin, so 5 adults": adults restated after the list outweigh a smaller total said before it.
  const stated = f.total ?? people;
  const total = restated && stated !== null && counted > stated ? counted : stated;
  // Adults and children counted by number ("3 adults and 2 kids") against a stated total ("4 in all"): one of them is wrong.
  const byNumber = !writer && members.every((m) => !m.kin);
  const disagree = total !== null && adults !== null && young > 0 && f.plus === 0 && byNumber && counted !== total;
  let travellers: number | null;
  if (total !== null) {
    const inside = adults !== null && counted === total;
    travellers = total + (inside ? 0 : f.plus);
    // The adults are the rest of a total when children are counted in it, or the whole of a count of seats or people; grown
    // children ("the kids (16 and 19)") are some of those adults, not all of them.
    const onlyGrownKids = adults !== null && adults === grownKids && young > 0 && total - young > adults;
    if ((adults === null || onlyGrownKids) && (young > 0 || (f.total === null && !f.sizedGroups)) && total - young >= 1 && f.plus === 0) adults = total - young;
    else if (adults === null && f.plus > 0) adults = total;
    // "a family of five (two kids + grandma)", "14 colleagues plus 2 from management, so 16 people": the people the total
    // holds beyond those named and counted are adults.
    else if (adults !== null && !disagree && !unknown && !(f.childMentioned && young === 0) && f.plus === 0 && total - young > adults) adults = total - young;
  } else if (unknown) {
    travellers = null;
    // "with friends": the writer is one adult of an unknown number, so no count of adults is read.
    if (unknownAdults) adults = null;
  } else if (adults !== null) travellers = counted;
  else travellers = null;
  const size = travellers;
  // A child named beside a party the adults already fill ("three retired friends, one of them with a walker", "just me - my
  // husband stays home with the kids") is no traveller, so there are no ages to ask for.
  const allAdults = travellers !== null && adults === travellers;
  const kind: PartyKind =
    kids || babies || f.childMentioned || f.familyTotal || f.sizedGroups
      ? 'family'
      : size === 1
        ? 'solo'
        : size === 2
          ? 'couple'
          : size && size > 2
            ? 'group'
            : f.couple
              ? 'couple'
              : 'unknown';
  return {
    adults,
    children: kids,
    infants: babies,
    travellers,
    child_ages: ages,
    kind,
    spans: f.spans,
    too_large: f.tooLarge,
    ...(f.open ? { open: f.open } : {}),
    ages_missing:
      !members.some((m) => m.ageRange) && ((kids ?? 0) + (babies ?? 0) > ages.length || (f.childMentioned && kids === null && babies === null && !allAdults)),
    ...(disagree ? { parts_disagree: true as const } : {}),
    ...(unknown && travellers === null ? { uncounted: true as const } : {}),
  };
}

/** The party of a roster: each entry its people (one, or a count of adults), of the class its age or noun gives. */
function rosterParty(toks: readonly Tok[], r: Roster): PartyReading {
  const adults = r.entries.filter((e) => e.cls === 'adult').reduce((n, e) => n + e.people, 0);
  const kids = r.entries.filter((e) => e.cls === 'child');
  const ages = kids.flatMap((e) => (e.age === null ? [] : [e.age]));
  const travellers = adults + kids.length;
  return {
    adults,
    children: kids.length,
    infants: null,
    travellers,
    child_ages: ages,
    kind: kids.length > 0 ? 'family' : travellers === 2 ? 'couple' : 'group',
    spans: [{ start: toks[r.start]?.start ?? 0, end: toks[r.end - 1]?.end ?? 0 }],
    too_large: null,
    ages_missing: ages.length < kids.length,
  };
}

/** Companions that are not family: named alone they may be met or visited, so they travel only when something takes them along. */
const LOOSE_KIN = new Set(['roommate', 'roomie', 'colleague', 'collegue', 'kollege', 'kollegin', 'collega', 'colega', 'companero', 'companera', 'bestie']);

/**
 * Prepositions that open the trip's next phrase after a group count ("in 3 da Torino", "in 4 per la Grecia", "em 4 para o
 * Chile", "à 3 depuis Lyon"): the count closes before them as before a comma. The short ones that also join the ends of a
 * date ("de", "a", "à": "em 3 de junho", "du 3 au 5") count only before a name written with a capital that no month is
 * ("em 2 de Belém", "à deux à Montréal", "in 6 a Valencia").
 */
const AFTER_GROUP = new Set([
  'da',
  'dal',
  'dalla',
  'per',
  'verso',
  'para',
  'pra',
  'pro',
  'desde',
  'depuis',
  'pour',
  'vers',
  'saindo',
  'partindo',
  'com',
  'con',
  'avec',
]);
const BEFORE_NAME = new Set(['de', 'a', 'en', 'au', 'in', 'em', 'no', 'na', 'nach']);
const closesGroup = (toks: readonly Tok[], k: number): boolean => {
  const next = toks[k];
  if (!next || BREAK.has(next.w) || next.w === '(' || next.w === ')' || next.w === ':' || PERSON_NOUNS.get(next.w) === 'person') return true;
  if (AFTER_GROUP.has(next.w)) return true;
  const name = toks[k + 1];
  return BEFORE_NAME.has(next.w) && name?.kind === 'word' && name.cap && MONTHS.get(name.w) === undefined;
};

/**
 * "zu zweit", "zu dritt" (German), "in tre", "in 4" (Italian), "em 3" (Portuguese) and "à deux", "à 4" (French), "a dois"
 * (Portuguese), closing a clause or before the preposition of the trip's next phrase: the whole party.
 */
function groupCount(toks: readonly Tok[], i: number, lang: Lang, taken: (i: number) => boolean): { value: number; end: number } | undefined {
  const w = toks[i]?.w;
  const zu = w === 'zu' ? ZU.get(toks[i + 1]?.w ?? '') : undefined;
  if (zu !== undefined) return { value: zu, end: i + 2 };
  const prep = (w === 'in' && lang === 'it') || (w === 'em' && lang === 'pt') || (w === 'a' && (lang === 'fr' || lang === 'pt'));
  if (!prep || ARTICLE_ONLY.has(toks[i + 1]?.w ?? '') || taken(i + 1)) return undefined;
  const n = numberAt(toks, i + 1, lang);
  if (!n || toks[n.end]?.kind === 'num' || timeOrDate(toks, i + 1) || (w === 'a' && dayOfMonth(toks, i + 1, n.end))) return undefined;
  return n.value >= 2 && n.value <= 30 && (closesGroup(toks, n.end) || (afterAmount(toks, i) && !isLengthUnit(toks[n.end]?.w ?? '')))
    ? { value: n.value, end: n.end }
    : undefined;
}

/** Largest party French and Portuguese write in figures after "à"/"a" ("à 4", "a 6"); "a 12" is the 12th of a month. */
const FIGURE_GROUP_MAX = 10;
/** Whether "a"/"à" and the number at k..end are a day of the month: past a small party in figures, or a range's start ("a 12 e regresso a 26"). */
function dayOfMonth(toks: readonly Tok[], k: number, end: number): boolean {
  if (toks[k]?.kind === 'num' && Number(toks[k]?.w) > FIGURE_GROUP_MAX) return true;
  return toks.slice(end, end + 4).some((t, j) => ['a', 'au'].includes(t.w) && toks[end + j + 1]?.kind === 'num');
}

/** Whether the number at k is part of a time or a date written in figures ("à 13h10", "a 25/01", "à 10:30", "le 2028-02-21"). */
function timeOrDate(toks: readonly Tok[], k: number): boolean {
  const [t, mark, next] = [toks[k], toks[k + 1], toks[k + 2]];
  return ['h', ':', '/', '.', '-'].includes(mark?.w ?? '') && touching(t, mark) && next?.kind === 'num' && touching(mark, next);
}

/** How far before a group count an amount it shares may stand ("200 € par jour à deux"). */
const AMOUNT_REACH = 3;
/** A group count right after an amount of money is the party sharing it, whatever follows ("600 € à deux hors vols", "900 euro in due tutto compreso"). */
function afterAmount(toks: readonly Tok[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - AMOUNT_REACH); k--) {
    const w = toks[k]?.w ?? '';
    if (BREAK.has(w)) return false;
    if (moneyWord(w)) return true;
  }
  return false;
}

/** Words that restate what was just said in other words ("so", "i.e.", "donc", "also", "cioè", "ou seja"). */
const RESTATE = new Set([
  'so',
  'ie',
  'i.e',
  'thus',
  'donc',
  'soit',
  'also',
  'insgesamt',
  'quindi',
  'dunque',
  'cioe',
  'ossia',
  'ovvero',
  'sea',
  'seja',
  '=',
  'namely',
]);
/** Words that make a count name people known already ("all three kids", "both kids", "the 4yo", "les trois enfants", "beide Kinder"). */
const DEFINITE = new Set([
  'all',
  'both',
  'the',
  'les',
  'tous',
  'los',
  'las',
  'todos',
  'die',
  'alle',
  'beide',
  'i',
  'gli',
  'tutti',
  'entrambi',
  'os',
  'as',
  'ambos',
]);

/**
 * A count set off as a restatement: inside brackets, after a restating word ("(so 4 adults)", "= 4 Erwachsene") or after a
 * definite word; such a count adds no one when people of its class and number were counted before it (`sameness`).
 */
const restating = (toks: readonly Tok[], i: number): boolean =>
  RESTATE.has(toks[i - 1]?.w ?? '') || DEFINITE.has(toks[i - 1]?.w ?? '') || (toks[i - 1]?.w === '(' && i > 1);

/**
 * "con mi mujer y mis suegros, 4 adultos", "with my wife and her parents, 4 adults": a count set off by a comma after a list of
 * companions whose last item came after its conjunction names the list again; the list was closed ("eu, meu primo e dois
 * amigos" goes on with more companions).
 */
function afterClosedList(s: Scan, i: number): boolean {
  if (s.toks[i - 1]?.w !== ',') return false;
  const last = s.members.find((m) => m.end === i - 1 && (m.kin || m.withWriter));
  if (!last) return false;
  const before = s.toks[last.start - 1]?.w ?? '';
  return before !== ',' && LIST_JOIN.has(before);
}

/** Words after a count that make it the whole party ("4 adults in total", "4 adultos en total", "4 Erwachsene insgesamt"). */
const TOTAL_AFTER = new PhraseIndex<true>();
for (const p of 'in total|in all|all together|altogether|total|en total|au total|en tout|insgesamt|in tutto|in totale|no total|ao todo'.split('|'))
  TOTAL_AFTER.add(p, true);
const totalAfter = (toks: readonly Tok[], end: number): boolean => TOTAL_AFTER.at(toks, end) !== undefined;

/** "2+2", "2+1" in a family's description: adults plus children, the way German, Swiss and Italian writers note a family. */
function adultsPlusChildren(toks: readonly Tok[], i: number, n: { value: number; end: number }): { adults: number; children: number; end: number } | undefined {
  const plus = toks[n.end];
  const second = toks[n.end + 1];
  if (plus?.w !== '+' || second?.kind !== 'num' || !touching(toks[n.end - 1], plus) || !touching(plus, second)) return undefined;
  const kids = Number(second.w);
  if (!Number.isInteger(kids) || n.value < 1 || n.value > 2 || kids < 1 || kids > 6) return undefined;
  const near = toks.slice(Math.max(0, i - 6), i).some((t) => GROUP_NOUNS.has(t.w) || PERSON_NOUNS.get(t.w) === 'child');
  const after = toks.slice(n.end + 2, n.end + 6).some((t) => PERSON_NOUNS.get(t.w) === 'child');
  return near || after ? { adults: n.value, children: kids, end: n.end + 2 } : undefined;
}

/**
 * Members that name people already counted: a relative named again ("mi mamá ... mi mamá usa silla"), one of a pair the
 * request names as a pair ("i miei genitori ... mio padre"), and a count restated in other words ("two couples (so 4 adults)").
 */
function sameness(all: readonly Member[]): Member[] {
  const pairs = new Set(all.filter((m) => m.kin && m.n === 2 && m.noun).map((m) => PAIR_OF.get(m.noun ?? '')));
  const seen = new Set<string>();
  // "two adults ... for the both of us", "the two of us ... the two of us again": a pronoun pair names the two already counted.
  const countedAdults = all.filter((m) => !m.kin && !m.pair && m.cls === 'adult').reduce((t, m) => t + (m.n ?? 0), 0);
  return all.filter((m, k) => {
    if (m.pair && (countedAdults === 2 || all.slice(0, k).some((x) => x.pair))) return false;
    if (m.restated && all.slice(0, k).some((x) => !x.kin && x.cls === m.cls && x.n === m.n)) return false;
    if (m.restated && m.kin) return false;
    // "kids aged 4, 8 and 11 ... the 4yo": a child of an age counted before.
    if (m.restated && m.cls === 'child' && m.ages.length === 1 && all.slice(0, k).some((x) => x.cls === 'child' && x.ages.includes(m.ages[0] ?? -1)))
      return false;
    // "2+2, Kinder 10 und 12", "2 kids ... the kids (6 and 9)": the children counted first are those whose ages come later.
    if (!m.kin && m.cls === 'child' && m.ages.length === 0 && all.slice(k + 1).some((x) => x.cls === 'child' && x.ages.length > 0 && x.n === m.n)) return false;
    if (
      m.restated &&
      m.cls === 'adult' &&
      all.slice(0, k).some((x) => !x.kin && x.cls === 'adult') &&
      all
        .slice(0, k)
        .filter((x) => x.cls === 'adult')
        .reduce((t, x) => t + (x.n ?? 0), 0) === m.n
    )
      return false;
    if (!m.kin || !m.noun) return true;
    const pair = m.n === 1 ? PAIR_OF.get(m.noun) : undefined;
    if (pair && pairs.has(pair)) return false;
    if (seen.has(m.noun)) return false;
    seen.add(m.noun);
    return true;
  });
}

/** "a"/"an"/"un" count as one only before a child or a baby ("an infant", "un neonato"), never before "people". */
const ARTICLE_ONLY = new Set(['a', 'an', 'un', 'une', 'uno', 'una', 'um', 'uma', 'ein', 'eine', 'einen', 'einem', 'einer']);
