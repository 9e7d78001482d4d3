import { isOrdinaryWord } from '../geo/cues.js';
import { AND, AT, WITH } from './clause-words.js';
import {
  cldrCurrencyName,
  cldrLongestName,
  cldrSymbol,
  countryCurrency,
  CURRENCY_SYMBOLS,
  CURRENCY_WORDS,
  isAmbiguousSign,
  isCurrencyCode,
  RATES_AS_OF,
  resolveWritten,
  startsCldrName,
  usdRate,
} from './currency.js';
import type { Lang } from './language.js';
import { readDuration } from './duration.js';
import { MULTIPLIERS, numberAt } from './numbers.js';
import { OR } from './or-words.js';
import { lakhScaled } from './rupee-scale.js';
import { PERSON_NOUNS, SINGULAR_ADULTS } from './party-words.js';
import { earnedAt, offerAt, seenAt, spentAt } from './paid.js';
import { proposeServices } from './signals.js';
import { PhraseIndex, touching, type Tok } from './tokens.js';
import { fold } from './text.js';
import { writerVariety } from './writer-variety.js';
import { VEHICLES } from './vehicle-words.js';

/**
 * Money in a request: an amount with its currency (symbol, ISO code or word, before or after the
 * number), what it covers (the whole trip, per person, per night, per day) and its value in US
 * dollars at the shipped ECB rates. A number without a currency is money only next to a budget cue
 * ("for 2500", "1800 max", "under 6666"); its currency is then the usual one of the request
 * language (US dollars for English, euros for the others), reported as a default. The amount's span
 * takes its rate words ("$250 a night", "€150 per person per day"), so no other reader counts them.
 */
export type BudgetPer = 'total' | 'person' | 'night' | 'day' | 'person_night' | 'person_day';

export interface MoneyReading {
  amount: number;
  currency: string;
  currency_source: 'text' | 'default';
  per: BudgetPer;
  /** Null when no rates table quotes the currency. */
  amount_usd: number | null;
  usd_rate: number | null;
  rates_as_of: string;
  /** Who publishes the rate used; null without one. */
  rate_source: string | null;
  /** The rate is the wider table's (a currency the ECB does not quote), so the dollar amount is an estimate. */
  rate_estimate: boolean;
  /** Token span. */
  start: number;
  end: number;
  /** An equipment or vehicle price ("car rental at $45 per day"), not a trip budget. */
  equipment: boolean;
  /** Money already paid for one part of the trip ("flights already paid, £620"), not the budget for the rest. */
  spent: boolean;
  /**
   * A price the writer saw or was quoted ("I saw a flight for 900 dollars"), an offer's starting price ("from £649pp") or a
   * price set as a condition ("if flights are over 250 €"): what something costs, no budget.
   */
  seen: boolean;
  /** The writer's earnings ("mi sueldo es de 1.200 al mes"): why the budget is tight, no budget. */
  earned: boolean;
  /** A figure the writer took back for the next one ("2.000 franchi... anzi, 2.500"). */
  replaced?: true;
  /** Said per week or per month ("1 800 € la semaine", "2,000 a month"), whatever it became. */
  period?: 'week' | 'month';
  /**
   * Said, but no trip budget as it stands, and reported: an amount per month with no trip length of a month or more to spread
   * it over (budget_per_month), one per family or group ("1000 € par famille", budget_per_group), or one offered as a choice
   * with another ("2.000 oder 2.500", budget_undecided).
   */
  unusable?: 'per_month' | 'per_group' | 'undecided';
  /** Said as the budget or a ceiling ("budget NZ$6k", "unter 300 €", "£900 all in"), not as a price seen or quoted. */
  cued: boolean;
}

const PER = new PhraseIndex<BudgetPer>();
for (const [per, phrases] of [
  [
    'night',
    [
      '/ night',
      '/ nt',
      'per night',
      'a night',
      'an night',
      'each night',
      'nightly',
      'pn',
      'par nuit',
      'la nuit',
      'por noche',
      'la noche',
      'pro nacht',
      'die nacht',
      'a notte',
      'per notte',
      'alla notte',
      'por noite',
      'a noite',
    ],
  ],
  [
    'person',
    [
      'per person',
      'a person',
      'per head',
      'a head',
      'pp',
      'p.p',
      'each',
      'per adult',
      'per traveller',
      'per traveler',
      'par personne',
      'par tete',
      'por persona',
      'por cabeza',
      'pro person',
      'pro kopf',
      'a persona',
      'per persona',
      'a testa',
      'por pessoa',
      '/ person',
      '/ pp',
    ],
  ],
  ['day', ['per day', 'a day', '/ day', 'daily', 'par jour', 'por dia', 'al dia', 'pro tag', 'am tag', 'al giorno', 'per giorno', 'por dia']],
  [
    'total',
    [
      'total',
      'in total',
      'en total',
      'au total',
      'insgesamt',
      'in totale',
      'no total',
      'all in',
      'all-in',
      'all inclusive',
      'for everything',
      'for the whole trip',
      'for the trip',
      'for the family',
      'for all of us',
      'para la familia',
      'para todos',
      'pour tout',
      'fur alles',
      'per tutto',
      'para tudo',
    ],
  ],
] as const)
  for (const p of phrases) PER.add(p, per);

/** Nouns of a ceiling on spending ("Limite 6 mil por pessoa", "un tope de 2000", "Enveloppe : 900 €", "presu 400 lucas"). */
const CEILING_NOUNS = ['limit', 'limite', 'tope', 'enveloppe', 'presu', 'plafond', 'tetto'];
/** Verbs of going over an amount, which name it a ceiling ("not to exceed", "ne pas dépasser", "no pasar de", "non superare"). */
const EXCEED = ['exceed', 'depasser', 'pasar', 'superar', 'uberschreiten', 'ubersteigen', 'superare', 'passar', 'ultrapassar'];
/** Words before a bare number that make it money. */
const BUDGET_BEFORE = new Set([
  'budget',
  'max',
  'maximum',
  'under',
  'below',
  'spend',
  'afford',
  'upto',
  'around',
  'about',
  '~',
  'than',
  'presupuesto',
  'maximo',
  'menos',
  'hasta',
  'unter',
  'hochstens',
  'maximal',
  'bis',
  'meno',
  'massimo',
  'orcamento',
  'ate',
  'moins',
  "jusqu'a",
  'jusqu',
  'costs',
  'cost',
  'price',
  'prix',
  'precio',
  'preis',
  'prezzo',
  'preco',
  // A ceiling named or a verb of exceeding it ("Limite 6 mil", "tope de 2000", "ne pas dépasser 1500", "no pasar de 600").
  ...CEILING_NOUNS,
  ...EXCEED,
]);
/** Words right after a bare number that make it money. */
const BUDGET_AFTER = new Set(['max', 'maximum', 'tops', 'budget', 'total', 'maximo', 'maximal', 'massimo', 'insgesamt']);
/** Units that make a number something else than money. */
const NOT_MONEY_AFTER = new Set([
  'race',
  'run',
  'marathon',
  'steps',
  'followers',
  'day',
  'days',
  'night',
  'nights',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
  'people',
  'persons',
  'person',
  'adults',
  'adult',
  'kids',
  'children',
  'guests',
  'travellers',
  'travelers',
  'passengers',
  'tickets',
  'seats',
  'rooms',
  'stars',
  'star',
  'km',
  'm',
  'meters',
  'metres',
  'metros',
  'metri',
  'meter',
  'min',
  'minutes',
  'minutos',
  'minuti',
  'minuten',
  'miles',
  'mi',
  'hours',
  'hrs',
  'am',
  'pm',
  '%',
  'th',
  'st',
  'nd',
  'rd',
  'of',
  'jours',
  'nuits',
  'semaines',
  'personnes',
  'adultes',
  'enfants',
  'dias',
  'noches',
  'semanas',
  'personas',
  'adultos',
  'ninos',
  'tage',
  'nachte',
  'wochen',
  'personen',
  'erwachsene',
  'kinder',
  'giorni',
  'notti',
  'settimane',
  'persone',
  'adulti',
  'bambini',
  'noites',
  'pessoas',
  'criancas',
  'ans',
  'anos',
  'anni',
  'jahre',
  'ninas',
  'amigos',
  'friends',
  'amis',
  'freunde',
  'amici',
]);
/** Words of hire, a vehicle's at a daily price ("rental at $45 per day") but a flat's for a whole stay ("Budget location 1200 €"). */
const RENTALS = new Set(['rental', 'noleggio', 'location', 'alquiler', 'aluguel']);

const DEFAULT_CURRENCY: Record<Lang, string> = { en: 'USD', fr: 'EUR', es: 'EUR', de: 'EUR', it: 'EUR', pt: 'EUR' };
/**
 * A bare "$" by the language it is written in: French writers who price in dollars are in Quebec
 * (Canadian dollars); Portuguese ones in Brazil write "R$", so a bare "$" stays the US dollar there,
 * as in English, Spanish, German and Italian.
 */
const DOLLAR: Record<Lang, string> = { en: 'USD', fr: 'CAD', es: 'USD', de: 'USD', it: 'USD', pt: 'USD' };
/** ISO codes that are also English words: a code only when written in capitals. */
const WORDLIKE_CODES = new Set(['try', 'pen', 'mad', 'ron', 'cop', 'nis', 'php', 'all', 'cup']);

interface Currency {
  code: string;
  start: number;
  end: number;
}

/** A currency written at token i: symbol ("$", "R$", "C$"), code ("EUR") or word ("euros", "pesos mexicanos"). */
export function currencyAt(toks: readonly Tok[], i: number, lang: Lang, country?: string): Currency | undefined {
  const t = toks[i];
  if (!t) return undefined;
  const next = toks[i + 1];
  // "R$", "C$", "US$", "NZ$": letters written against a dollar sign.
  if (t.kind === 'word' && next?.w === '$' && touching(t, next)) {
    const code = CURRENCY_SYMBOLS.get(`${t.w}$`);
    if (code) return { code, start: i, end: i + 2 };
  }
  // "300 $ US", "$ CAN": a dollar sign with its country written after it.
  if (t.w === '$' && (next?.w === 'us' || next?.w === 'usd')) return { code: 'USD', start: i, end: i + 2 };
  if (t.w === '$' && (next?.w === 'can' || next?.w === 'cad')) return { code: 'CAD', start: i, end: i + 2 };
  // "4000 $ CA", "$ AU": a country's letters in capitals after the sign are its dollar, as "CA$" before it ("$ au" is French "to the").
  const lettered = next?.kind === 'word' && next.raw === next.raw.toUpperCase() ? CURRENCY_SYMBOLS.get(`${next.w}$`) : undefined;
  if (t.w === '$' && lettered) return { code: lettered, start: i, end: i + 2 };
  if (t.kind === 'punct') {
    const code = resolveWritten(t.w, t.w === '$' ? DOLLAR[lang] : CURRENCY_SYMBOLS.get(t.w), country);
    return code ? { code, start: i, end: i + 1 } : cldrSymbolAt(toks, i, country);
  }
  if (t.kind !== 'word') return undefined;
  // "Fr. 5'000", "S/ 5 000": a symbol written as an abbreviation with its dot or slash.
  const sign = (next?.w === '.' || next?.w === '/') && touching(t, next) ? `${t.w}${next.w}` : '';
  // "Rs. 600,000" from Lahore: a sign several currencies share is the traveller's own.
  const dotted = resolveWritten(sign, CURRENCY_SYMBOLS.get(sign), country);
  if (dotted) return { code: dotted, start: i, end: i + 2 };
  // A one-letter symbol ("R120 000", the rand) only written against its number.
  if (t.w.length === 1 && CURRENCY_SYMBOLS.has(t.w)) {
    const code = CURRENCY_SYMBOLS.get(t.w) as string;
    return next?.kind === 'num' && touching(t, next) ? { code, start: i, end: i + 1 } : undefined;
  }
  const upper = t.w.toUpperCase();
  // A code that is also a word ("try", "all", "top", "sos") counts only in capitals.
  const wordlike = WORDLIKE_CODES.has(t.w) || isOrdinaryWord(t.w);
  if (t.w.length === 3 && (!wordlike || t.raw === upper) && isCurrencyCode(upper)) return { code: upper, start: i, end: i + 1 };
  for (let len = 3; len >= 1; len--) {
    const phrase = toks
      .slice(i, i + len)
      .map((x) => x.w)
      .join(' ');
    const usual = CURRENCY_WORDS.get(phrase) ?? (len === 1 ? CURRENCY_SYMBOLS.get(phrase) : undefined);
    // "kr" alone names no currency until the traveller's country does.
    const code = usual || isAmbiguousSign(phrase) ? resolveWritten(phrase, usual, country) : undefined;
    if (code) return { code, start: i, end: i + len };
  }
  return cldrSymbolAt(toks, i, country) ?? cldrNameAt(toks, i, country);
}

/** How many tokens a symbol may be written in ("GH₵", "CA$", "B/.", "Bs.S"). */
const SYMBOL_TOKENS = 4;
/**
 * A symbol CLDR gives a currency the lexicon lacks, its tokens written together ("₦", "GH₵", "Ksh", "CA$"): its letters are
 * then the currency's, never a place's. Letters alone count as currency.ts reads them (two letters as CLDR writes them, "Kz"; three or more in any case, "KSh"), two or
 * more of them, and not when they are also an ordinary word or abbreviation ("KM", "DA", "UM").
 */
function cldrSymbolAt(toks: readonly Tok[], i: number, country: string | undefined): Currency | undefined {
  const parts: string[] = [];
  for (let k = i; k < Math.min(toks.length, i + SYMBOL_TOKENS); k++) {
    const t = toks[k] as Tok;
    if ((k > i && !touching(toks[k - 1], t)) || t.kind === 'num') break;
    parts.push(t.raw);
  }
  for (let n = parts.length; n >= 1; n--) {
    const s = parts.slice(0, n).join('');
    const code = cldrSymbol(s, country);
    if (code && !(/^\p{L}+$/u.test(s) && (s.length < 2 || isOrdinaryWord(s.toLowerCase())))) return { code, start: i, end: i + n };
  }
  return undefined;
}

/** A currency's name or noun as CLDR writes it in the six languages ("9,000 cedis", "150.000 scellini kenioti"). */
function cldrNameAt(toks: readonly Tok[], i: number, country: string | undefined): Currency | undefined {
  if (toks[i]?.kind !== 'word' || !startsCldrName(toks[i]?.w ?? '')) return undefined;
  for (let len = Math.min(cldrLongestName(), toks.length - i); len >= 1; len--) {
    const code = cldrCurrencyName(
      toks
        .slice(i, i + len)
        .map((x) => x.w)
        .join(' '),
      country,
    );
    if (code) return { code, start: i, end: i + len };
  }
  return undefined;
}

/** The unit a rate is counted in: "per night", "la semaine", "pro Kopf", "a camera", "per coppia". */
type RateUnit = 'night' | 'person' | 'day' | 'week' | 'month' | 'couple' | 'room' | 'group';
const RATE_UNITS = new Map<string, RateUnit>();
for (const [unit, words] of [
  // "a diária": the daily rate of a room, paid per night.
  ['night', 'night nights nt nuit nuitee noche nacht notte noite diaria'],
  ['person', 'person head pax adult traveller traveler personne pers tete persona cabeza kopf nase erwachsenen testa cranio capoccia pessoa cabeca'],
  ['day', 'day jour journee dia tag giorno'],
  ['week', 'week semaine semana woche settimana'],
  // "mes" is both the Spanish and the folded Portuguese month ("mês"); "mo" and "mth" are English abbreviations.
  ['month', 'month mo mth mois mes monat mese'],
  ['couple', 'couple paar pareja coppia casal'],
  // "$200 per room per night", "200 euro a camera a notte": a room's price, which says nothing of who pays it.
  ['room', 'room chambre habitacion cuarto zimmer camera quarto'],
  // "1000 € par famille", "500 pro Familie": a share of a party that holds several families or groups.
  ['group', 'family famille familia familie famiglia group groupe grupo gruppe gruppo'],
] as const)
  for (const w of words.split(' ')) RATE_UNITS.set(w, unit);
/**
 * Nouns the party's lexicon counts as seats that also name things ("per place we visit", "per flight", "por lugar que
 * visitemos"): no rate per person. French "par place" is a seat, so a rate per person.
 */
const NOT_PERSON_EVERYWHERE = ['flight', 'flights'];
const NOT_PERSON_SEATS: Partial<Record<Lang, readonly string[]>> = { en: ['place', 'places'], es: ['lugar', 'lugares'], pt: ['lugar', 'lugares'] };
const notPerson = (w: string, lang: Lang) => NOT_PERSON_EVERYWHERE.includes(w) || (NOT_PERSON_SEATS[lang]?.includes(w) ?? false);
/** A noun for one of the travellers ("per guy", "por alumno", "par élève", "pro Teilnehmer"): a rate per person. The party's lexicon lists most nouns in the plural. */
const isPersonNoun = (w: string, lang: Lang) =>
  w !== '' && !notPerson(w, lang) && (PERSON_NOUNS.has(w) || PERSON_NOUNS.has(`${w}s`) || PERSON_NOUNS.has(`${w}es`) || SINGULAR_ADULTS.has(w));
/** Words that put a unit under a rate ("per", "a", "la", "por", "pro", "je", "al", "/"). */
const RATE_PREP = new Set([
  'per',
  'a',
  'an',
  'each',
  '/',
  'par',
  'la',
  'le',
  'por',
  'al',
  'pro',
  'je',
  'am',
  'die',
  'alla',
  'cada',
  'o',
  'x',
  'au',
  'im',
  'ao',
]);
/** Articles before "couple" or "family" that name the party travelling, not each of several ("o casal", "la famille"). */
const WHOLE_ARTICLES = new Set(['o', 'la', 'le', 'el', 'il', 'the', 'die']);
/** Rates written as one word ("each", "chacun", "nightly", "pp"). */
const RATE_WORDS = new Map<string, RateUnit>([
  ['each', 'person'],
  ['chacun', 'person'],
  ['chaque', 'person'],
  ['cadauno', 'person'],
  ['chacune', 'person'],
  ['cada', 'person'],
  ['ciascuno', 'person'],
  ['jeweils', 'person'],
  ['pp', 'person'],
  ['nightly', 'night'],
  ['pn', 'night'],
  ['daily', 'day'],
  ['journalier', 'day'],
  ['journaliere', 'day'],
  ['journaliers', 'day'],
  ['journalieres', 'day'],
  ['diario', 'day'],
  ['diarios', 'day'],
  ['diaria', 'day'],
  ['diarias', 'day'],
  ['taglich', 'day'],
  ['giornaliero', 'day'],
  ['giornaliera', 'day'],
  ['giornalieri', 'day'],
  ['giornaliere', 'day'],
  ['weekly', 'week'],
  ['hebdomadaire', 'week'],
  ['semanal', 'week'],
  ['wochentlich', 'week'],
  ['settimanale', 'week'],
  ['monthly', 'month'],
  ['mensuel', 'month'],
  ['mensual', 'month'],
  ['monatlich', 'month'],
  ['mensile', 'month'],
  ['mensal', 'month'],
]);
const RATE_JOIN = new Set(['and', 'et', 'und', 'e', 'y', '/', ',']);

/** One rate at token k: a preposition and a unit ("per night", "la semaine", "pro Person"), or a rate word ("each", "nightly"). */
function rateAt(toks: readonly Tok[], lang: Lang, k: number, joined: boolean): { unit: RateUnit; end: number } | undefined {
  const w = toks[k]?.w ?? '';
  const word = RATE_WORDS.get(w);
  // "c/u" (cada uno), "p.p.": a rate abbreviated with a slash.
  if (w === 'c' && toks[k + 1]?.w === '/' && toks[k + 2]?.w === 'u') return { unit: 'person', end: k + 3 };
  // "p.P.", "p.p.": pro Person, per person.
  if (w === 'p' && toks[k + 1]?.w === '.' && toks[k + 2]?.w === 'p') return { unit: 'person', end: toks[k + 3]?.w === '.' ? k + 4 : k + 3 };
  // "cada uno", "cada um", "cada quien": each one.
  if (word) return { unit: word, end: ['uno', 'um', 'una', 'uma', 'quien'].includes(toks[k + 1]?.w ?? '') ? k + 2 : k + 1 };
  if (RATE_PREP.has(w)) {
    const next = toks[k + 1]?.w ?? '';
    const unit = RATE_UNITS.get(next) ?? (isPersonNoun(next, lang) ? 'person' : undefined);
    // "25 mil dólares o casal", "3000 € la famille": the couple or family as a whole, the party itself, pays it.
    if ((unit === 'couple' || unit === 'group') && WHOLE_ARTICLES.has(w)) return undefined;
    if (unit) return { unit, end: k + 2 };
  }
  // "pro Person und Nacht": after a joining word the second unit may stand alone.
  const bare = joined ? RATE_UNITS.get(w) : undefined;
  return bare ? { unit: bare, end: k + 1 } : undefined;
}

/** Words of a whole period ("for the whole week", "para toda la semana", "pour tout le séjour", "für den ganzen Aufenthalt"). */
const PERIOD_WORDS = new Set(
  'week weeks semaine semaines semana semanas woche wochen settimana settimane stay sejour estancia estadia aufenthalt soggiorno total whole'.split(' '),
);
const CLAUSE_END = new Set([',', '.', ';', '!', '?', '\n']);

/** Does a period word follow token k in its clause? Read as written: the length reader may have blanked "dos semanas". */
function periodFollows(toks: readonly Tok[], k: number): boolean {
  for (let j = k; j < toks.length && !CLAUSE_END.has(toks[j]?.raw ?? ''); j++) if (PERIOD_WORDS.has(fold(toks[j]?.raw ?? ''))) return true;
  return false;
}

/** What an amount covers, from the words after it (then before it); total when nothing says. Two rates combine ("per person per night", "pro Person und Nacht"). */
function perOf(
  toks: readonly Tok[],
  lang: Lang,
  start: number,
  end: number,
): { per: BudgetPer; end: number; week?: true; month?: true; couple?: true; group?: true } | null {
  for (let k = end; k <= end + 2 && k < toks.length; k++) {
    const first = rateAt(toks, lang, k, false);
    if (first) {
      const j = RATE_JOIN.has(toks[first.end]?.w ?? '') ? first.end + 1 : first.end;
      const second = rateAt(toks, lang, j, j > first.end) ?? (RATE_PREP.has(toks[j]?.w ?? '') ? rateAt(toks, lang, j + 1, true) : undefined);
      const units = new Set([first.unit, ...(second ? [second.unit] : [])]);
      const person = units.has('person') || units.has('couple');
      // A room's price alone is its nightly price ("150 euros por habitación"), unless it is for a period ("for the whole week").
      const roomOnly = units.has('room') && units.size === 1 && !periodFollows(toks, second?.end ?? first.end);
      const nightly = units.has('night') || roomOnly;
      const per: BudgetPer = nightly ? (person ? 'person_night' : 'night') : units.has('day') ? (person ? 'person_day' : 'day') : person ? 'person' : 'total';
      return {
        per,
        end: second?.end ?? first.end,
        ...(units.has('week') ? { week: true as const } : {}),
        ...(units.has('month') ? { month: true as const } : {}),
        ...(units.has('couple') ? { couple: true as const } : {}),
        ...(units.has('group') ? { group: true as const } : {}),
      };
    }
    const hit = PER.at(toks, k);
    if (hit) {
      const second = PER.at(toks, hit.end);
      const pair = second ? combine(hit.value, second.value) : null;
      return pair ? { per: pair, end: second?.end ?? hit.end } : { per: hit.value, end: hit.end };
    }
    // Words between an amount and its rate: a ceiling, or taxes ("900 € HT par participant", "1200 € netto pro Person").
    if (!['max', 'maximum', 'tops', 'grand', 'maximo', 'massimo', 'maximal', 'ht', 'ttc', 'net', 'netto', 'brutto'].includes(toks[k]?.w ?? '')) break;
  }
  for (let k = Math.max(0, start - 4); k < start; k++) {
    const hit = PER.at(toks, k);
    if (hit && hit.end <= start + 1 && hit.value !== 'night') return { per: hit.value, end };
  }
  const fronted = rateBefore(toks, lang, start);
  return fronted ? { per: fronted, end } : null;
}

/** How far before an amount, within its clause, a rate said first may stand ("Pro Schüler:in können wir maximal 950 € verrechnen"). */
const RATE_FRONT_REACH = 8;
/** Prepositions that make a rate wherever it stands; articles ("la", "a", "die") do not ("a night in Rome for 300 €"). */
const RATE_FRONT = new Set(['per', 'pro', 'por', 'par', 'je']);

/** A rate of persons or nights said before the amount in its clause ("Valor máximo por aluno: 450 €", "Pro Nacht ... 400 Franken"). */
function rateBefore(toks: readonly Tok[], lang: Lang, start: number): BudgetPer | undefined {
  for (let k = start - 1; k >= Math.max(0, start - RATE_FRONT_REACH) && !CLAUSE_END.has(toks[k]?.raw ?? ''); k--) {
    if (!RATE_FRONT.has(toks[k]?.w ?? '')) continue;
    const rate = rateAt(toks, lang, k, false);
    if (rate?.unit === 'person') return 'person';
    if (rate?.unit === 'night') return 'night';
  }
  return undefined;
}

function combine(a: BudgetPer, b: BudgetPer): BudgetPer | null {
  const pair = new Set([a, b]);
  if (pair.has('person') && pair.has('night')) return 'person_night';
  if (pair.has('person') && pair.has('day')) return 'person_day';
  return null;
}

const near = (toks: readonly Tok[], from: number, to: number, words: ReadonlySet<string>) => toks.slice(Math.max(0, from), to).some((t) => words.has(t.w));

function reading(toks: readonly Tok[], lang: Lang, written: number, code: string | null, start: number, end: number, ctx: MoneyContext): MoneyReading {
  const { country } = ctx;
  // A bare amount is in the traveller's own currency when their country is known, else the request language's usual one.
  const currency = code ?? countryCurrency(country) ?? DEFAULT_CURRENCY[lang];
  const rate = usdRate(currency);
  const rated = perOf(toks, lang, start, end);
  let per = rated?.per ?? null;
  let amount = rated?.couple ? written / 2 : written;
  // "1 800 € la semaine, deux semaines": a weekly price is the total over the stated length, or a daily one without it.
  if (rated?.week) {
    const days = ctx.lengthDays ?? readDuration(toks, lang, (k) => k >= start && k < rated.end)?.days;
    if (days !== undefined && days >= 7) amount = Math.round((amount * days) / 7);
    else {
      amount = Math.round((amount / 7) * 100) / 100;
      per = per === 'person' ? 'person_day' : 'day';
    }
  }
  // "2 000 $ par mois pendant trois mois": a monthly amount is the total over a stated length of a month or more (a month
  // of 30 days, as a length counts it); without one it is no trip budget, and the request says so.
  let monthly = false;
  const earned = earnedAt(toks, lang, start);
  if (rated?.month && !earned) {
    const days = ctx.lengthDays ?? readDuration(toks, lang, (k) => k >= start && k < rated.end)?.days;
    if (days !== undefined && days >= MONTH_DAYS) amount = Math.round((amount * days) / MONTH_DAYS);
    else monthly = true;
  }
  const equipment = (per === 'day' || per === null) && near(toks, start - 5, start, per === 'day' ? new Set([...VEHICLES, ...RENTALS]) : VEHICLES);
  return {
    amount,
    currency,
    currency_source: code ? 'text' : 'default',
    per: per ?? 'total',
    amount_usd: rate === null ? null : Math.round(amount * rate.rate * 100) / 100,
    usd_rate: rate?.rate ?? null,
    rates_as_of: rate?.as_of ?? RATES_AS_OF,
    rate_source: rate?.source ?? null,
    rate_estimate: rate?.estimate ?? false,
    start,
    end: Math.max(end, rated?.end ?? end),
    equipment,
    spent: spentAt(toks, lang, start, end),
    // A range's lower end may take "from" ("from $500 to $800"): only a single amount is a starting price.
    seen: seenAt(toks, lang, start, end) || (offerAt(toks, lang, start) && !toks.slice(start, end).some((t) => RANGE_TO.has(t.w))),
    earned,
    cued: cuedAt(toks, start, Math.max(end, rated?.end ?? end)),
    ...(rated?.week ? { period: 'week' as const } : rated?.month ? { period: 'month' as const } : {}),
    ...(monthly ? { unusable: 'per_month' as const } : rated?.group ? { unusable: 'per_group' as const } : {}),
  };
}
/** The days of a month, as a length of "a month" counts them. */
const MONTH_DAYS = 30;

/** How many words before an amount a budget or ceiling word binds to it ("notre budget total est de 3 000 €"). */
const CUE_REACH = 4;
/** Words that make an amount the budget or its ceiling; a price word ("costs", "prix") does not: a price seen is no budget. */
const CEILING_BEFORE = new Set([
  ...'budget max maximum under below upto spend afford presupuesto maximo hasta unter hochstens maximal massimo orcamento ate moins jusqu budgetto insgesamt'.split(
    ' ',
  ),
  ...CEILING_NOUNS,
  ...EXCEED,
]);
const CEILING_AFTER = new Set(['max', 'maximum', 'tops', 'total', 'maximo', 'maximal', 'massimo', 'insgesamt', 'all', 'tout', 'tutto', 'alles']);

/** Whether the amount from start to end is said as a budget: a ceiling word before it, or after it ("£900 all in", "5 000 en total"). */
const cuedAt = (toks: readonly Tok[], start: number, end: number): boolean =>
  toks.slice(Math.max(0, start - CUE_REACH), start).some((t) => CEILING_BEFORE.has(t.w)) ||
  CEILING_AFTER.has(toks[end]?.w ?? '') ||
  toks[end + 1]?.w === 'total';

/** Words that may follow an amount and end its phrase ("uns 5 mil pra gastar", "25mil y nada más"). */
const ENDS_AMOUNT = new Set([...WITH, ...AT, ...AND, ...OR]);

/**
 * A bare number is money when a budget cue or a word of earning sits just before it, or a budget cue or a price's rate
 * just after it ("sui 200 a notte", "unos 120 la noche", "120 a persona a notte": only a price is counted per night or per
 * head in the hundreds), and it is not a count of something.
 */
function bareMoney(toks: readonly Tok[], lang: Lang, i: number, value: number, end: number): boolean {
  const after = toks[end];
  if (after && NOT_MONEY_AFTER.has(after.w)) return false;
  if (after?.w === '/' || after?.w === '-' || after?.w === ':' || toks[i - 1]?.w === '/' || toks[i - 1]?.w === '#') return false;
  const cueBefore = toks.slice(Math.max(0, i - 3), i).some((t) => BUDGET_BEFORE.has(t.w)) || earnedAt(toks, lang, i);
  const cueAfter = after !== undefined && (BUDGET_AFTER.has(after.w) || rateAt(toks, lang, end, false) !== undefined);
  const forAmount = toks[i - 1]?.w === 'for' && value >= 100;
  // "3k", "5k pra dois": thousands written with "k" count money; so do thousands said with a word ("uns 5 mil", "25mil",
  // "3mila") that end their phrase, where "5 mil habitantes" counts something else.
  const multiplier = toks[end - 2]?.kind === 'num' ? MULTIPLIERS.get(toks[end - 1]?.w ?? '') : undefined;
  const k = toks[end - 1]?.w === 'k' && touching(toks[end - 2], toks[end - 1]);
  const ended =
    after === undefined || after.kind === 'punct' || ENDS_AMOUNT.has(after.w) || BUDGET_AFTER.has(after.w) || rateAt(toks, lang, end, false) !== undefined;
  if (value >= 1000 && multiplier === 1e3 && (k ? !NOT_MONEY_AFTER.has(after?.w ?? '') : ended)) return true;
  if (value < 50 || (value >= 1900 && value <= 2100 && !cueBefore && !cueAfter)) return false;
  return cueBefore || cueAfter || forAmount;
}

/** Where the traveller lives or leaves from (ISO alpha-2): the prior for "$", "kr", "pounds" and for a bare amount. */
export interface MoneyContext {
  country?: string;
  /** The countries of the places the request names: which country's slang a writer with no country read uses ("400 lucas" for Salta). */
  named?: readonly string[];
  /** The trip length the request states, in days: a weekly price over it is the trip total. */
  lengthDays?: number;
}

/** Every amount of money in the request, in text order. */
export function readMoney(toks: readonly Tok[], lang: Lang, given: MoneyContext = {}): MoneyReading[] {
  const out: MoneyReading[] = [];
  // With no country read, the variety the request is written in tells it ("até 800 por pessoa, saindo de BH" is Brazilian).
  const ctx = { ...given, country: given.country ?? writerVariety(toks, lang) };
  const { country } = ctx;
  for (let i = 0; i < toks.length; i++) {
    const before = currencyAt(toks, i, lang, country);
    if (before) {
      const read = numberAt(toks, before.end, lang, { words: false });
      const n = read && { ...read, ...lakhScaled(toks, read.value, read.end, before.code) };
      if (n && !eventYear(toks, i, n)) {
        const top = rangeTop(toks, lang, i, n, country);
        if (top) {
          out.push(reading(toks, lang, top.value, top.code ?? before.code, i, top.end, ctx));
          i = top.end - 1;
          continue;
        }
        // "$7,500 AUD", "$ 300 CAD": a code written after the amount says which dollars the sign meant.
        const code = toks[n.end]?.kind === 'word' && toks[n.end]?.w.length === 3 ? currencyAt(toks, n.end, lang, country) : undefined;
        if (code && toks[i]?.w === '$') {
          out.push(reading(toks, lang, n.value, code.code, i, code.end, ctx));
          i = code.end - 1;
          continue;
        }
        out.push(reading(toks, lang, n.value, before.code, i, n.end, ctx));
        i = n.end - 1;
        continue;
      }
    }
    const low = numberAt(toks, i, lang, { words: false }) ?? wordedAmount(toks, i, lang, country) ?? wordedGrand(toks, i, lang);
    if (!low) continue;
    const top = rangeTop(toks, lang, i, low, country);
    if (top?.code) {
      out.push(reading(toks, lang, top.value, top.code, i, top.end, ctx));
      i = top.end - 1;
      continue;
    }
    const n = top ? { value: top.value, end: top.end, digits: low.digits } : low;
    // "5 millones de pesos", "2 millions d'euros", "2 milioni di euro".
    const ofMillions = millionsOf(toks, n) ? currencyAt(toks, n.end + 1, lang, country) : undefined;
    // "1.299,- €", "50.– Fr.": a price written with a dash for its cents.
    const cents = [',', '.'].includes(toks[n.end]?.w ?? '') && toks[n.end + 1]?.w === '-' && touching(toks[n.end - 1], toks[n.end]) ? n.end + 2 : n.end;
    const after = currencyAt(toks, cents, lang, country) ?? ofMillions;
    if (after) {
      out.push(reading(toks, lang, n.value, after.code, i, after.end, ctx));
      i = after.end - 1;
    } else if (n.digits && SLANG.has(toks[n.end]?.w ?? '')) {
      out.push(slangAmount(toks, lang, n.value, i, n.end, ctx));
      i = n.end;
    } else if (n.digits && toks[n.end]?.w === 'e' && touching(toks[n.end - 1], toks[n.end]) && bareMoney(toks, lang, i, n.value, n.end + 1)) {
      // "max 400e chacun": an "e" typed against a budget's digits is the euro sign.
      out.push(reading(toks, lang, n.value, 'EUR', i, n.end + 1, ctx));
      i = n.end;
    } else if (OWN_THOUSANDS.has(toks[n.end - 1]?.w ?? '') && n.end - 1 > i) {
      // "3 grand", "three and a half grand", "3 Riesen": thousands of the traveller's own currency (pounds in Belfast, dollars in Denver).
      out.push(reading(toks, lang, n.value, null, i, n.end, ctx));
      i = n.end - 1;
    } else if (correction(toks, out[out.length - 1], i)) {
      // "2.000 franchi... anzi, facciamo 2.500": the figure that replaces an amount is in its currency.
      const prev = out[out.length - 1] as MoneyReading;
      out.push(reading(toks, lang, n.value, prev.currency, i, n.end, ctx));
      i = n.end - 1;
    } else if (bareMoney(toks, lang, i, n.value, n.end)) {
      out.push(reading(toks, lang, n.value, null, i, n.end, ctx));
      i = n.end - 1;
    }
  }
  return out.map((m, k) => (takenBack(toks, m, out[k + 1]) ? { ...m, replaced: true as const } : m)).map((m) => offeredWith(toks, lang, m));
}

/** How far apart two amounts offered as a choice may be ("2.000 oder 2.500", "1500 o 2000 euros"): one a few times the other. */
const CHOICE_RATIO = 3;

const isOr = (t: Tok | undefined) => t !== undefined && OR.has(t.w) && !ARTICLE_ONLY.has(t.w);
const alike = (a: number, b: number) => a * CHOICE_RATIO >= b && b * CHOICE_RATIO >= a;

/**
 * An amount offered as a choice with a figure joined to it by "or" ("Budget: 2.000 oder 2.500", "1500 o 2000 euros"):
 * undecided, its span taking the other figure.
 */
function offeredWith(toks: readonly Tok[], lang: Lang, m: MoneyReading): MoneyReading {
  if (isOr(toks[m.end])) {
    const sign = currencyAt(toks, m.end + 1, lang);
    const other = numberAt(toks, sign ? sign.end : m.end + 1, lang, { words: false });
    const after = other && currencyAt(toks, other.end, lang);
    if (other && alike(other.value, m.amount)) return { ...m, end: after?.end ?? other.end, unusable: 'undecided' };
  }
  const before = toks[m.start - 2];
  if (isOr(toks[m.start - 1]) && before?.kind === 'num') {
    const other = numberAt(toks, m.start - 2, lang, { words: false });
    if (other?.end === m.start - 1 && alike(other.value, m.amount)) return { ...m, start: m.start - 2, unusable: 'undecided' };
  }
  return m;
}

/** Words joining the ends of a range of amounts ("300-400 €", "1000 bis 1500", "de 800 a 1000 €", "£3 to £4k"). */
const RANGE_TO = new Set(['-', '–', 'to', 'a', 'bis', 'ate', 'hasta']);
/** Words before a range that let "and" join its ends ("between $4,000 and $6,000", "entre 300 e 400 €", "tra i 300 e i 400"). */
const BETWEEN = new Set(['between', 'entre', 'zwischen', 'tra', 'fra']);
/** Articles a range's ends may take ("tra i 300 e i 400", "entre les 800 et les 1000"). */
const RANGE_ARTICLES = new Set(['i', 'gli', 'les', 'los', 'las', 'os', 'as', 'the']);

/**
 * A range of amounts whose lower end is read at `start` ("£3-4k", "between $4,000 and $6,000", "entre 300 e 400 €", "1000 bis
 * 1500 Euro"): its upper end is the limit the writer sets. The currency is the one written at either end, or null.
 */
function rangeTop(
  toks: readonly Tok[],
  lang: Lang,
  start: number,
  low: { value: number; end: number },
  country: string | undefined,
): { value: number; end: number; code: string | null } | undefined {
  const lowSign = currencyAt(toks, low.end, lang, country);
  let k = lowSign ? lowSign.end : low.end;
  const opener = toks[start - 1]?.w ?? '';
  const between = BETWEEN.has(opener) || (RANGE_ARTICLES.has(opener) && BETWEEN.has(toks[start - 2]?.w ?? ''));
  const joiner = toks[k]?.w ?? '';
  if (!RANGE_TO.has(joiner) && !(between && AND.has(joiner))) return undefined;
  k = RANGE_ARTICLES.has(toks[k + 1]?.w ?? '') ? k + 2 : k + 1;
  const sign = currencyAt(toks, k, lang, country);
  const top = numberAt(toks, sign ? sign.end : k, lang, { words: false });
  if (!top || top.value <= low.value) return undefined;
  const after = sign ? undefined : currencyAt(toks, top.end, lang, country);
  return { value: top.value, end: after?.end ?? top.end, code: sign?.code ?? after?.code ?? lowSign?.code ?? null };
}

/**
 * Slang that counts pesos by the thousand or the million ("800 lucas", "6 palos"): Chilean, Argentine, Colombian and
 * Uruguayan speech. The currency is the writer's own when it is one of those, else that of a country the request names
 * (a writer of "lucas" planning Salta and Jujuy is likely Argentine), else the first; but for the writer's own it is assumed
 * and the reading says so (currency_source default), so the answer asks which pesos.
 */
const SLANG = new Map<string, { factor: number; currencies: readonly string[] }>([
  ['luca', { factor: 1e3, currencies: ['CLP', 'ARS', 'COP', 'UYU'] }],
  ['lucas', { factor: 1e3, currencies: ['CLP', 'ARS', 'COP', 'UYU'] }],
  ['palo', { factor: 1e6, currencies: ['COP', 'ARS', 'CLP'] }],
  ['palos', { factor: 1e6, currencies: ['COP', 'ARS', 'CLP'] }],
]);

function slangAmount(toks: readonly Tok[], lang: Lang, value: number, start: number, end: number, ctx: MoneyContext): MoneyReading {
  const slang = SLANG.get(toks[end]?.w ?? '') as { factor: number; currencies: readonly string[] };
  const own = countryCurrency(ctx.country);
  const named = (ctx.named ?? []).map(countryCurrency).find((c) => c !== undefined && slang.currencies.includes(c));
  const known = own !== undefined && slang.currencies.includes(own);
  const read = reading(toks, lang, value * slang.factor, known ? own : (named ?? (slang.currencies[0] as string)), start, end + 1, ctx);
  return known ? read : { ...read, currency_source: 'default' };
}

/** "Euro 2028", "Copa América 2027": a currency word before a year names an event, not an amount. */
const eventYear = (toks: readonly Tok[], i: number, n: { value: number; end: number; digits: boolean }) =>
  toks[i]?.kind === 'word' && n.digits && n.end === i + 2 && /^\d{4}$/.test(toks[i + 1]?.w ?? '') && n.value >= 1900 && n.value <= 2100;

/**
 * An amount written in words, money when a currency follows it ("quatre mille euros", "dreitausend Euro", "nonante francs"),
 * or in the hundreds and more where a bare number would be ("el presupuesto unos mil doscientos por persona").
 */
function wordedAmount(toks: readonly Tok[], i: number, lang: Lang, country?: string) {
  const n = numberAt(toks, i, lang);
  // A multiplier whose digits another reader took ("fino a 3|mila") is no amount of its own.
  const orphan = MULTIPLIERS.has(toks[i]?.w ?? '') && toks[i - 1]?.kind === 'num';
  if (!n || n.digits || n.value < 10 || orphan || ARTICLE_ONLY.has(toks[i]?.w ?? '')) return undefined;
  if (currencyAt(toks, n.end + (millionsOf(toks, n) ? 1 : 0), lang, country)) return n;
  return n.value >= 100 && bareMoney(toks, lang, i, n.value, n.end) ? n : undefined;
}
/** "dos millones y medio de pesos", "deux millions d'euros": millions take "de" before their currency. */
const millionsOf = (toks: readonly Tok[], n: { value: number; end: number }) => n.value >= 1_000_000 && ['de', 'di', "d'"].includes(toks[n.end]?.w ?? '');
/** Thousands of money with no currency word ("3 grand", "3 Riesen"): the traveller's own currency. */
const OWN_THOUSANDS = new Set(['grand', 'riesen']);
/** An amount in words that ends in "grand" ("three grand", "two and a half grand"): money without a currency word. */
function wordedGrand(toks: readonly Tok[], i: number, lang: Lang) {
  const n = numberAt(toks, i, lang);
  return n && !n.digits && OWN_THOUSANDS.has(toks[n.end - 1]?.w ?? '') ? n : undefined;
}
const ARTICLE_ONLY = new Set(['a', 'an', 'un', 'une', 'uno', 'una', 'um', 'uma', 'ein', 'eine']);

/**
 * Words by which the writer takes back the figure just said ("2.000 franchi... anzi, facciamo 2.500", "£3k, actually make it
 * £3.5k", "1 500 €, non, plutôt 1 800 €", "mejor dicho", "ou melhor", "nein, eher"): the next figure replaces it.
 */
const TAKE_BACK = new Set(
  [
    'actually rather correction scratch anzi anzitutto meglio plutot pardon mejor digo bueno besser eher korrektur nein melhor alias quer',
    // An apology between two figures takes the first back ("max 3000 / sorry 3500 meinte ich", "1500, perdón, 1800").
    'sorry oops perdon disculpa scusa scusate desculpa desculpe entschuldigung',
  ]
    .join(' ')
    .split(' '),
);
/** How many tokens may stand between a figure, the word taking it back and the figure that replaces it. */
const TAKE_BACK_REACH = 8;

/** Does a bare number at token i replace the amount just before it ("2.000 franchi... anzi, facciamo 2.500")? */
const correction = (toks: readonly Tok[], prev: MoneyReading | undefined, i: number): boolean =>
  prev !== undefined && i - prev.end <= TAKE_BACK_REACH && toks.slice(prev.end, i).some((t) => TAKE_BACK.has(t.w));

/** Is amount a taken back by the amount b that follows it? */
function takenBack(toks: readonly Tok[], a: MoneyReading, b: MoneyReading | undefined): boolean {
  if (!b || b.start - a.end > TAKE_BACK_REACH || (a.per === 'total') !== (b.per === 'total')) return false;
  return toks.slice(a.end, b.start).some((t) => TAKE_BACK.has(t.w));
}

/** The trip budget among the amounts: a total or per-person figure before a nightly or daily one; never an equipment price, money already spent, a price seen, earnings or a figure taken back. */
export function pickBudget(amounts: readonly MoneyReading[], toks: readonly Tok[]): MoneyReading | null {
  const rank = (m: MoneyReading) => (m.per === 'total' || m.per === 'person' ? 0 : m.per === 'night' || m.per === 'person_night' ? 1 : 2);
  const cue = (m: MoneyReading) => (m.cued ? 0 : 1);
  // The whole trip's budget before an amount for one part of it ("€500 per person for flights, €3000 total").
  const part = (m: MoneyReading) => (forComponent(toks, m) ? 1 : 0);
  return (
    [...amounts]
      .filter((m) => !m.equipment && !m.spent && !m.seen && !m.earned && !m.replaced && !m.unusable)
      .sort((a, b) => part(a) - part(b) || cue(a) - cue(b) || rank(a) - rank(b) || a.start - b.start)[0] ?? null
  );
}

/** How far after an amount the part of the trip it pays for may be named ("€500 per person for the flights"). */
const COMPONENT_REACH = 3;

/** An amount said for one part of the trip, flights or lodging, in its clause ("€500 per person for flights"): no share of the whole. */
export function forComponent(toks: readonly Tok[], m: MoneyReading): boolean {
  const comma = toks.findIndex((t, k) => k >= m.end && t.kind === 'punct');
  const reach = Math.min(m.end + COMPONENT_REACH, comma < 0 ? toks.length : comma);
  return proposeServices(toks).some((s) => (s.service === 'flights' || s.service === 'hotels') && s.start >= m.end && s.start < reach);
}
