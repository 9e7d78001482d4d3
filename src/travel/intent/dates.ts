import * as chrono from 'chrono-node';
import { addDays, lengthOf, utcDate, ymd, type Window } from './calendar.js';
import { AND } from './clause-words.js';
import { agreeingMonth, countsNoun, dateMentions, weekendAhead } from './date-grammar.js';
import { LONG_STAY_DAYS, LONG_WEEKEND_DAYS, TRIP_SPAN_DAYS, type DateMention } from './date-mention.js';
import {
  APPROX_TAILS,
  BEFORE_WORDS,
  BETWEEN_WORDS,
  BOUND_AFTER_NEGATION,
  cueOf,
  DATE_EXCLUSIONS,
  EXTEND_CUES,
  FROM_DAY,
  LENGTH_OPENERS,
  MONTHS,
  OCCASIONS,
  OFFSET_RELATIONS,
  POSSESSIVES,
  PART_ORDINALS,
  RANGE_JOINERS,
  STAY_END_WORDS,
  TOLERANCES,
  UNITS,
  WEEKDAYS,
} from './date-words.js';
import { corrections, correctionScope } from './discourse.js';
import { countedAt, readDuration } from './duration.js';
import { isSeason, nextHoliday, writersSeason, type Writer } from './holidays.js';
import { holidaysInMonthsSaid } from './holiday-years.js';
import { isOccasionWord, occasionDate } from './occasions.js';
import type { Lang } from './language.js';
import { OR_BY_LANG } from './or-words.js';
import { sentenceOf, STATEMENT_END } from './sentences.js';
import type { Span } from './text.js';
import { ARTICLES, INDEFINITE_ARTICLES } from './articles.js';
import { numberWord } from './numbers.js';
import { PhraseIndex, tokenize, type Tok } from './tokens.js';

/**
 * The travel window of a request from its date phrases: a range is the window; a departure and a
 * return day make one ("leave August 31, back September 17"); a day named alone is that day; a
 * month, season or holiday its window. A day inside a month or season named in the same request
 * is the more precise reading and wins. "before March 20" runs from today to that day; a return day
 * alone ("back on the 14th") leaves the start open.
 */
export interface DateReading {
  start: string | null;
  end: string | null;
  /** The departure and return days when they are named. */
  depart: string | null;
  return: string | null;
  /** Both ends are named days ("Oct 3-7", "leave March 3, back March 10"): the window is also the trip. */
  exact: boolean;
  text: string;
  span: Span;
  /** Character spans of every date phrase read, so other readers skip them. */
  consumed: Span[];
  /** A holiday weekend ("Memorial Day weekend") or a week or half of a month ("the first week of July") implies this many days. */
  weekend_days: [number, number] | null;
  /** Windows that came from a holiday or season name. */
  holiday: string | null;
  /**
   * The phrase that names when the trip is without fixing its start ("Capodanno, 3 notti", "vers le 10 mai, à quelques
   * jours près, une semaine"): start and end are then null, and the phrase is to be reported.
   */
  unfixed?: string;
  /** A school-holiday phrase whose dates differ between the regions of the writer's country, the region not known: the window spans them all. */
  regional?: string;
  /** A school-holiday phrase read from the published calendar of the writer's country or region: a school's own dates may differ, so it is reported. */
  school?: string;
  /**
   * Date phrases the grammar read in a sentence that gave the window or the length, that the window does not use and that
   * say something it does not (a day inside the month read, another month, a holiday the window misses): the window stands
   * on part of what was said, so the phrases are reported.
   */
  unused?: string[];
  /** The window is two following days listed with "and" ("sabato 13 e domenica 14"): the nights of a stay if a count of nights says so. */
  listed?: boolean;
  /** The reading when the request is about a place in the southern hemisphere, where a season named falls in the other half of the year; absent when no season is named. */
  southern?: DateReading;
}

type Role = 'start' | 'end' | 'before' | null;
/** A return day or a deadline: the latest the trip may end. */
const isBound = (r: Role) => r === 'end' || r === 'before';
const STOP = new Set([',', '.', ';', '!', '?', '(', ')']);

/** German verbs whose particle after the date, at the end of its clause, says the role ("wir kommen am 6. an", "fahren am 10. zurück"). */
const PARTICLE_ROLES = new Map<string, Role>([
  ['an', 'start'],
  ['zuruck', 'end'],
  ['heim', 'end'],
]);
const SENTENCE_TAIL = new Set([...STOP, 'und']);

/** The role the words just before a date give it ("back on the 14th" is the return), or a separable verb's particle after it. */
function roleOf(toks: readonly Tok[], m: DateMention): Role {
  for (let k = m.start - 1; k >= Math.max(0, m.start - 4); k--) {
    const w = toks[k]?.w ?? '';
    if (STOP.has(w)) break;
    if (BEFORE_WORDS.has(w)) return 'before';
    // "check out on the 13th", "checking out": out is the end only after check.
    if (w === 'out' && ['check', 'checking', '-'].includes(toks[k - 1]?.w ?? '')) return 'end';
    const cue = w === 'on' || w === 'from' ? null : cueOf(w);
    // "antes del 31": the article that opens a range's first day says nothing after a word of before.
    if (cue === 'start' && BEFORE_WORDS.has(toks[k - 1]?.w ?? '')) return 'before';
    if (cue) return cue;
  }
  const particle = PARTICLE_ROLES.get(toks[m.end]?.w ?? '');
  return particle && SENTENCE_TAIL.has(toks[m.end + 1]?.w ?? '.') ? particle : null;
}

/** Words that may stand between a word of leaving and the month it starts in ("ab Oktober", "a partir de janeiro", "salimos a mediados de julio"). */
const LEAVING_GAP = new Set(['a', 'de', 'd', "d'", 'of', 'the', 'at', 'from', 'partir', 'desde', 'da', 'dal', 'dalla', 'depuis', 'des']);

/**
 * A month said as when the trip starts ("ab Oktober 6 Monate", "Départ fin septembre, 12 jours", "from October", "a
 * partir de janeiro"): it names the earliest departure, not the latest return, so the window has a start and no end. A month
 * said with "in" ("where can we go in March", "partir en mars") or after a place ("flying to Japan in April") is the whole
 * window.
 */
function startsIn(toks: readonly Tok[], m: DateMention): boolean {
  if (m.kind !== 'month' || m.window.start.getUTCMonth() !== m.window.end.getUTCMonth()) return false;
  for (let k = m.start - 1; k >= Math.max(0, m.start - 4); k--) {
    const w = toks[k]?.w ?? '';
    if (FROM_DAY.has(w) || (w !== 'on' && cueOf(w) === 'start')) return true;
    if (!LEAVING_GAP.has(w)) return false;
  }
  return false;
}

/** How far before a date a word ruling it out may stand ("not in July", "aber nicht im Juli oder August"). */
const EXCLUSION_REACH = 3;

/**
 * A date ruled out ("not in July or August", "EXCEPT August", "sauf en août"): no part of the window. The "no" of a
 * self-correction ("el 30, no espera, el 29") takes back the date before it, not the one after.
 */
function ruledOut(toks: readonly Tok[], lang: Lang, m: DateMention): boolean {
  const marks = corrections(toks);
  for (let k = m.start - 1; k >= Math.max(0, m.start - EXCLUSION_REACH); k--) {
    const w = toks[k]?.w ?? '';
    if (STOP.has(w) || marks.some((c) => k >= c.start && k < c.end)) return false;
    if (DATE_EXCLUSIONS[lang].has(w)) return !BOUND_AFTER_NEGATION.has(toks[k + 1]?.w ?? '');
  }
  return false;
}

/** How far from the first dated day of a trip a later dated leg may lie. */
const LEG_DAYS = 31;
const precise = (m: DateMention) => (m.kind === 'day' || m.kind === 'range') && !m.week_only;
/**
 * A later leg of the trip: a dated day or range that ends after the window and within a month of its start, or a range holding
 * its first day. A bare day number ("1. Klasse") is too weak to be one.
 */
const legOf = (w: Window, m: DateMention) =>
  m.day_only === undefined && m.window.end <= addDays(w.start, LEG_DAYS) && (m.window.start >= w.start ? m.window.end > w.end : m.window.end >= w.start);

/** A date said with its month, not a day number or a weekday placed from today. */
const fullDate = (m: DateMention) => m.day_only === undefined && m.days_only === undefined && m.weekday_only === undefined;
/** A date named by the calendar alone (a month, a dated day or range), not by a holiday, a season or a count from today. */
const calendarDate = (m: DateMention) => !m.holiday && !m.year && !m.week_only && fullDate(m) && m.kind !== 'period';
const inside = (a: Window, b: Window) => a.start >= b.start && a.end <= b.end && (a.start > b.start || a.end < b.end);
const isDay = (m: DateMention) => m.kind === 'day';
const broad = (m: DateMention) => m.kind === 'month' || m.kind === 'period';
/** A precise date this close to a holiday or month is the trip around it ("Easter holidays, 26 March to 31 March", "Genna: flying out on 3 January"). */
const NEAR_DAYS = 7;
const near = (a: Window, b: Window, days = NEAR_DAYS) => a.start <= addDays(b.end, days) && a.end >= addDays(b.start, -days);

/**
 * Does mention o make the broad mention m redundant? A day or range near or inside it is the more precise reading ("in March,
 * leaving the 5th of March", "vacances de Noël, du 19 décembre au 3 janvier"); a month inside a season or holiday too ("summer
 * vacation in August"); a holiday inside another's days; any mention inside a whole year ("next year ... in winter"); a month
 * said with the writer's summer holidays; and a month that holds a holiday whose dates vary by region ("half term in
 * February": the month is the safer window).
 */
function restates(o: DateMention, m: DateMention): boolean {
  if (!broad(m)) return false;
  // A season said beside a month or a dated day describes that time ("Cape Town, summer there: three weeks in January",
  // "any time between December and February, their summer"): the calendar names the window, whichever hemisphere.
  if (m.holiday && isSeason(m.holiday) && calendarDate(o)) return true;
  if (!broad(o)) return near(o.window, m.window);
  // A holiday inside a longer holiday's days names which of them ("Semana Santa, de Jueves Santo a Domingo de Resurrección");
  // inside a long weekend it is a day of that weekend ("Pasqua, da sabato a Pasquetta").
  if (o.holiday && m.holiday && !o.regional && lengthOf(m.window) > LONG_WEEKEND_DAYS && inside(o.window, m.window)) return true;
  if (m.year) return !o.year && o.window.start >= m.window.start && o.window.end <= m.window.end;
  if (o.kind === 'month' && m.kind === 'period' && inside(o.window, m.window)) return true;
  // The writer's summer holidays fall when their schools say, not always in the meteorological summer ("summer vacation, May
  // month" from India): a month said with them is their days.
  if (o.kind === 'month' && m.holiday?.writer === true) return true;
  return o.kind === 'month' && m.holiday?.partial === true && m.window.start >= o.window.start && m.window.end <= o.window.end;
}

/**
 * A holiday named beside a dated range that does not hold it ("prima di Natale, tipo dal 12 al 16 dicembre") is a point the
 * trip is placed by or another time of the writer's, not the trip: the range, dated in full, is the window.
 */
const placesBy = (o: DateMention, m: DateMention): boolean =>
  m.holiday !== undefined &&
  !isSeason(m.holiday) &&
  o.kind === 'range' &&
  calendarDate(o) &&
  !(o.window.start <= m.window.start && o.window.end >= m.window.end);

/** A word of before or after that governs a mention, before it or opening it ("prima di Natale", "before Easter", "nach Ostern"). */
const governed = (toks: readonly Tok[], m: DateMention): boolean =>
  RELATION_WORDS.all(toks).some((h) => h.end === m.start || (h.start >= m.start && h.start < m.end));

/** How far a holiday's days may lie from a dated range said with it and still be its season ("Christmas markets, 4-7 December"). */
const SEASON_DAYS = 31;
/** A month named right after a holiday word says which festivity it is ("las fiestas de noviembre"): its own time, no other. */
const ownMonth = (toks: readonly Tok[], m: DateMention): boolean =>
  ['de', 'di', 'of', 'del', 'do', 'da'].includes(toks[m.end]?.w ?? '') && MONTHS.has(toks[m.end + 1]?.w ?? '');

/**
 * A holiday said as the trip's time beside a dated range more than a month from its days, with no word placing one by the
 * other ("Christmas in Vienna, 10 to 14 February", "Semana Santa en Granada, del 10 al 15 de agosto"): the two disagree, so
 * the holiday is reported beside the range it stands with. One within its season, or governed by "before"/"after", places the
 * trip.
 */
const contradicts = (toks: readonly Tok[], o: DateMention, m: DateMention): boolean =>
  placesBy(o, m) && !near(o.window, m.window, SEASON_DAYS) && !governed(toks, m) && !ownMonth(toks, m);

/** How far before a day the occasion it is the day of may be named ("my cousin's wedding is on the 4th"). */
const OCCASION_REACH = 6;

/**
 * A day said as an occasion's ("my cousin's wedding is on the 4th", "Her 80th is on the 14th", "le mariage est le 4"), with no
 * role of the trip's: a fixed point inside the trip, so a vaguer window said for the trip ("5 nights early September") stays
 * the window.
 */
function occasionDay(toks: readonly Tok[], m: DateMention): boolean {
  if (!isDay(m) || roleOf(toks, m) !== null) return false;
  for (let k = m.start - 1; k >= Math.max(0, m.start - OCCASION_REACH); k--) {
    const w = toks[k]?.w ?? '';
    if (STOP.has(w)) return false;
    if (isOccasionWord(w) || OCCASIONS.has(w) || (POSSESSIVES.has(w) && toks[k + 1]?.kind === 'num')) return true;
  }
  return false;
}

/**
 * The dates of an occasion or a stay for work that the trip follows: an occasion's day or range ("a conference in Singapore
 * 8-11 March", "la boda es el 16 de septiembre", "Konferenz vom 14. bis 16. Mai", "sono a Francoforte per lavoro fino al 9
 * marzo") with a later day within a month of it, not said to be the return or a day to stay until ("stay on until Sunday the 15th" joins them) ("leaving Singapore on the 12th", "salimos el 18",
 * "ab dem 17.", "a partire dal 10"). The trip starts on that day; the occasion before it, and a day inside the occasion's, are no part of its window.
 */
function occasionsBefore(toks: readonly Tok[], ms: readonly DateMention[]): Set<DateMention> {
  const out = new Set<DateMention>();
  // A departure said before the occasion's days ("flying out of Johannesburg on the 15th" for a conference from the 16th) takes the
  // traveller there: the occasion is inside the trip.
  const departures = ms.filter((m) => isDay(m) && roleOf(toks, m) === 'start');
  for (const m of ms) {
    // A month an occasion or a move is said for ("a semester in Barcelona from September", "trasferito da settembre") is its
    // time, not the trip's, when the request dates the trip otherwise ("A luglio andiamo", "über Ostern").
    if (broad(m) && !m.holiday && occasionDate(toks, m.start, m.end) && ms.some((o) => o !== m && !occasionDate(toks, o.start, o.end))) {
      out.add(m);
      continue;
    }
    if (departures.some((d) => d.window.start < m.window.start)) continue;
    // A range's "from" opens it ("vom 14. bis 16. Mai"); a day said as the departure is the trip's.
    const departure = m.kind !== 'range' && roleOf(toks, m) === 'start';
    if (!(precise(m) || m.day_only !== undefined) || departure || !occasionDate(toks, m.start, m.end)) continue;
    const later = (o: DateMention) =>
      o.start > m.start &&
      isDay(o) &&
      o.window.start > m.window.end &&
      o.window.start <= addDays(m.window.end, LEG_DAYS) &&
      (roleOf(toks, o) === 'start' || (roleOf(toks, o) === null && !stayedUntil(toks, o.start)));
    if (ms.some(later)) out.add(m);
  }
  return out;
}

/** How far before a day a word of staying until it may stand, over a weekday and its comma ("bis Sonntag, den 15."). */
const UNTIL_REACH = 5;
const stayedUntil = (toks: readonly Tok[], at: number): boolean =>
  toks.slice(Math.max(0, at - UNTIL_REACH), at).some((t) => BEFORE_WORDS.has(t.w) || cueOf(t.w) === 'end');

/**
 * chrono-node reads what the grammar does not cover (other full-date formats); only readings with a
 * certain day and month are taken. Its time-of-day and time-unit parsers ("for 1 day", "3 days ago")
 * are left out: a trip window never comes from them and they carry chrono's largest regexes.
 */
const NOT_DATES = /TimeUnit|TimeExpression|CasualTime/;
const dateOnly = (c: chrono.Chrono): chrono.Chrono => {
  const d = c.clone();
  d.parsers = d.parsers.filter((p) => !NOT_DATES.test(p.constructor.name));
  return d;
};
const CHRONO: Record<Lang, chrono.Chrono> = {
  en: dateOnly(chrono.en.casual),
  fr: dateOnly(chrono.fr.casual),
  es: dateOnly(chrono.es.casual),
  de: dateOnly(chrono.de.casual),
  it: dateOnly(chrono.it.casual),
  pt: dateOnly(chrono.pt.casual),
};

function chronoMentions(text: string, toks: readonly Tok[], lang: Lang, today: Date): DateMention[] {
  const ref = new Date(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12);
  const out: DateMention[] = [];
  const dateOf = (c: chrono.ParsedComponents) => utcDate(c.get('year') ?? today.getUTCFullYear(), c.get('month') ?? 1, c.get('day') ?? 1);
  for (const r of CHRONO[lang].parse(text, ref, { forwardDate: true })) {
    if (!r.start.isCertain('day') || !r.start.isCertain('month') || !/\d/.test(r.text)) continue;
    const year = r.start.get('year') ?? 0;
    if (year < 1900 || year > 2200) continue;
    const start = toks.findIndex((t) => t.end > r.index);
    let end = start;
    while (end < toks.length && (toks[end]?.start ?? Infinity) < r.index + r.text.length) end++;
    if (start < 0 || end <= start) continue;
    // "Lisbon, March, 2 people": a number heading a noun it counts, or a word another reader took (blank here), is no day,
    // whatever chrono reads around it.
    if (toks.slice(start, end).some((t) => t.w === '') || (toks[end - 1]?.kind === 'num' && countsNoun(toks, { end, marked: false }))) continue;
    const from = dateOf(r.start);
    const to = r.end?.isCertain('day') ? dateOf(r.end) : from;
    out.push({ start, end, window: { start: from, end: to >= from ? to : from }, kind: to > from ? 'range' : 'day' });
  }
  return out;
}

/** Where the traveller comes from and goes (ISO alpha-2, origin or residence first): what a holiday name means there. */
export interface DateContext {
  /** Absent while the places are not read yet (the date spans are only proposed). */
  countries?: readonly string[];
  /** The origin's country and ISO 3166-2 region: whose holidays and school holidays a name means. */
  origin?: Writer;
}

export function readDates(text: string, toks: readonly Tok[], lang: Lang, today: Date, ctx: DateContext = {}): DateReading | null {
  const north = readOnce(text, toks, lang, today, false, ctx);
  if (!north?.season) return north?.reading ?? null;
  const south = readOnce(text, toks, lang, today, true, ctx);
  return south ? { ...north.reading, southern: south.reading } : north.reading;
}

/**
 * The reading for the hemisphere of the place the request is about: a season named for a place
 * ("summer in Patagonia", "Skifahren in Queenstown im Winter") is that place's season. The place is
 * the first destination read, else the origin (the traveller's own holidays follow their home).
 */
export function forHemisphere(d: DateReading | null, latitude: number | null): DateReading | null {
  return d?.southern && latitude !== null && latitude < 0 ? d.southern : d;
}

/** Nearer the equator than this, no one speaks of meteorological seasons (Bali, Singapore, Nairobi): a place there says no hemisphere's. */
const EQUATORIAL = 15;

interface Located {
  lat: number;
}
/**
 * A text reading with its dates for the hemisphere of its first destination, else of its origin; the writer's summer holidays
 * for the origin's, else the destination's ("férias de verão, em janeiro" from Porto Alegre to Switzerland). A place near the
 * equator says no season ("summer in Bali" from Pune): the other place, else the northern reading.
 */
export function inHemisphere<
  R extends { dates: DateReading | null; places: ReadonlyArray<{ role: string; mention: Located }>; origin: { mention: Located } | null },
>(r: R): R {
  if (!r.dates?.southern) return r;
  const destination = r.places.find((p) => p.role === 'destination')?.mention;
  const origin = r.origin?.mention;
  const order = writersSeason(r.dates.holiday) ? [origin, destination] : [destination, origin];
  const place = order.find((p) => p !== undefined && Math.abs(p.lat) >= EQUATORIAL);
  return { ...r, dates: forHemisphere(r.dates, place ? place.lat : null) };
}

/** The characters of a mention's tokens. */
const charsOf = (toks: readonly Tok[], m: { start: number; end: number }): Span => ({ start: toks[m.start]?.start ?? 0, end: toks[m.end - 1]?.end ?? 0 });

/** The date mentions read, every one whose words are consumed, and the ones that may place the trip. */
interface TripMentions {
  /** The whole text's tokens (the ones read may have parts taken by earlier readers). */
  whole: Tok[];
  all: DateMention[];
  consumed: Span[];
  ms: DateMention[];
  /** Holidays the dated range beside them contradicts (contradicts): no part of the window, reported with it. */
  contradicted: DateMention[];
}

function tripMentions(text: string, toks: readonly Tok[], lang: Lang, today: Date, southern: boolean, ctx: DateContext): TripMentions | null {
  const whole = tokenize(text);
  const read = (ts: readonly Tok[]) =>
    weekOfCount(whole, dateMentions(ts, lang, today, southern, ctx.countries ?? [], ctx.origin, ctx.countries !== undefined));
  const said = read(toks);
  const restated = restatedWord(toks, said);
  const mentions = restated ? read(restated) : said;
  const repairs = repaired(toks, mentions);
  const grammar = weekdayInWeek(placeWeekdays(anchorDays(toks, holidayRanges(toks, holidaysInMonthsSaid(repairs)), today)));
  const all = grammar.length > 0 || !toks.some((t) => t.kind === 'num') ? grammar : chronoMentions(text, toks, lang, today);
  if (all.length === 0) return null;
  // A date a self-correction took back was read and replaced: its words are not left unread.
  const takenBack = grammar.length > 0 ? mentions.filter((m) => !repairs.includes(m)) : [];
  const consumed = [...all, ...takenBack].map((m) => charsOf(toks, m));
  const kept = all.filter((m) => !ruledOut(toks, lang, m));
  // A holiday's day said as the return closes another holiday's days rather than restating them ("il weekend di Pasqua fino a
  // Pasquetta").
  const closes = (o: DateMention, m: DateMention) => m.holiday !== undefined && o.holiday !== undefined && isDay(o) && roleOf(toks, o) === 'end';
  // A day said as the latest return bounds the broader time said beside it rather than restating it ("in July, back by July 31").
  const bounds = (o: DateMention, m: DateMention) => !broad(o) && broad(m) && isBound(roleOf(toks, o)) && inside(o.window, m.window);
  const plain = kept.filter((m) => !kept.some((o) => o !== m && (restates(o, m) || placesBy(o, m)) && !closes(o, m) && !bounds(o, m) && !occasionDay(toks, o)));
  const before = occasionsBefore(toks, plain);
  // A day inside the occasion's is the occasion's too ("ma compagne me rejoint le 15 au soir").
  const during = (m: DateMention) => [...before].some((o) => isDay(m) && m.window.start >= o.window.start && m.window.end <= o.window.end);
  const ms = plain.filter((m) => !before.has(m) && !during(m));
  const contradicted = kept.filter((m) => !plain.includes(m) && kept.some((o) => o !== m && contradicts(toks, o, m)));
  return ms.length === 0 ? null : { whole, all, consumed, ms, contradicted };
}

/** The mention the trip starts at (-1 when every one is said as the return), and a fixed point said before the arrival. */
function tripStart(ms: readonly DateMention[], roles: readonly Role[]): { first: number; fixedPoint: DateMention | null } {
  const pick = (i: number) => ms[i] as DateMention;
  let first = roles.findIndex((r) => r !== 'end');
  // A fixed point said first ("the wedding is on Saturday 12 June; we land on the 9th", "... book me on the 16th") with the
  // traveller's arrival, or any day not said as the return, on or before it: the trip starts there, the fixed point inside it.
  const fixed = first >= 0 && roles[first] === null && precise(pick(first)) ? pick(first).window.start : null;
  const arrival = fixed
    ? ms.findIndex((m, k) => k > first && roles[k] !== 'end' && precise(m) && m.window.start <= fixed && m.window.start >= addDays(fixed, -LEG_DAYS))
    : -1;
  const fixedPoint = arrival > 0 ? pick(first) : null;
  if (arrival > 0) first = arrival;
  // A dated day said as the departure ("leaving January 3rd") starts the trip over a vaguer time said before it with no role
  // that does not hold that day ("we'll see her in the spring ... leaving January 3rd").
  const vague = first >= 0 && roles[first] === null && broad(pick(first)) ? pick(first).window : null;
  const leaving = vague
    ? ms.findIndex((m, k) => k > first && roles[k] === 'start' && precise(m) && fullDate(m) && (m.window.start < vague.start || m.window.start > vague.end))
    : -1;
  if (leaving > 0) first = leaving;
  return { first, fixedPoint };
}

/** The trip's window, the mentions it uses, whether it is the trip itself, and the departure and return days named. */
interface TripWindow {
  window: { start: Date | null; end: Date };
  used: DateMention[];
  exact: boolean;
  depart: Date | null;
  ret: Date | null;
}

/** Only a return said: the window is open at the start. */
function returnOnly(m: DateMention): TripWindow {
  return { window: { start: null, end: m.window.end }, used: [m], exact: false, depart: null, ret: isDay(m) ? m.window.end : null };
}

/** The window from the mention the trip starts at, to the return said or the next day named. */
function windowFrom(text: string, toks: readonly Tok[], lang: Lang, ms: readonly DateMention[], roles: readonly Role[], first: number): TripWindow {
  const a = ms[first] as DateMention;
  const after = (m: DateMention, most: number) => m.window.start > a.window.start && (m.window.end.getTime() - a.window.start.getTime()) / 86_400_000 <= most;
  // The return is a day said to be the end (anywhere: "check out on the 13th and check in on the 10th"; a long stay's too: "je
  // décolle le 1er février et je rentre le 30 avril", when its month is said), else the next day named, within two months.
  const ended = ms.find((m, k) => isBound(roles[k] ?? null) && after(m, fullDate(m) ? LONG_STAY_DAYS : TRIP_SPAN_DAYS));
  const b = ended ?? ms.slice(first + 1).find((m) => isDay(a) && isDay(m) && after(m, TRIP_SPAN_DAYS)) ?? null;
  // The days between two holidays or two days, said with "between", a week named by a day or a holiday, or a bridge or
  // weekend the grammar closed, with a shorter length beside them ("4 nuits entre Noël et le jour de l'an", "une semaine
  // entre le 3 et le 12 mai", "5 dias na semana do dia 12", "la semana después de Reyes, 5 noches", "Ponte do 1 de
  // novembro: Paris 3 dias") are a window the trip fits in, not the trip. (A range of named days stays the trip: a shorter length is one of
  // its legs.)
  const between = a.between_holidays === true || [a.start - 2, a.start - 1, a.start].some((k) => BETWEEN_WORDS.has(toks[k]?.w ?? ''));
  const fits = (between || a.week_of === true || a.closed === true) && !b && shorterLength(text, lang, a);
  let depart: Date | null = null;
  let ret: Date | null = null;
  if (isDay(a)) depart = a.window.start;
  if (a.kind === 'range' && !b && !fits) [depart, ret] = [a.window.start, a.window.end];
  if (b && isDay(b)) ret = b.window.end;
  return {
    window: { start: a.window.start, end: b ? b.window.end : a.window.end },
    used: b ? [a, b] : [a],
    exact: ((a.kind === 'range' || a.closed === true) && !b && !fits) || (isDay(a) && b !== null && isDay(b)),
    depart,
    ret,
  };
}

/**
 * A dated stay extended by a length said after it ("a fair April 14-16, then two more nights at the lake") ends that many days
 * later; later dated legs of the trip ("3 nights from Jan 11, then Goa from the 14th to the 18th", "le 13 mai, on reste du 12 au
 * 14") widen the window to their days. The extension's words are added to `consumed`.
 */
function widened(t: TripWindow, toks: readonly Tok[], lang: Lang, ms: readonly DateMention[], fixedPoint: DateMention | null, consumed: Span[]): TripWindow {
  const a = t.used[0] as DateMention;
  const ext = a.kind === 'range' && t.used.length === 1 ? extensionAfter(toks, a.end, lang) : null;
  if (ext) consumed.push(charsOf(toks, ext));
  const end = ext ? addDays(t.window.end, ext.days) : t.window.end;
  const stay = ext ? { ...t, window: { start: t.window.start, end }, ret: end } : t;
  const span = stay.window.start ? { start: stay.window.start, end: stay.window.end } : null;
  const legs = span && precise(a) ? ms.filter((m) => !stay.used.includes(m) && m !== fixedPoint && precise(m) && legOf(span, m)) : [];
  if (!span || legs.length === 0) return stay;
  for (const m of legs) {
    if (m.window.start < span.start) span.start = m.window.start;
    if (m.window.end > span.end) span.end = m.window.end;
  }
  return { window: span, used: [...stay.used, ...legs].sort((x, y) => x.start - y.start), depart: span.start, ret: span.end, exact: true };
}

/** The trip's window from the mentions and the roles the words before them give; a fixed point inside it is no leg. */
function tripWindow(
  text: string,
  toks: readonly Tok[],
  lang: Lang,
  today: Date,
  ms: readonly DateMention[],
  roles: readonly Role[],
  consumed: Span[],
): TripWindow & { fixedPoint: DateMention | null } {
  const { first, fixedPoint } = tripStart(ms, roles);
  if (first < 0) return { ...returnOnly(ms[0] as DateMention), fixedPoint };
  const a = ms[first] as DateMention;
  if (roles[first] === 'before' && isDay(a))
    return { window: { start: today, end: a.window.end }, used: [a], exact: false, depart: null, ret: null, fixedPoint };
  return { ...widened(windowFrom(text, toks, lang, ms, roles, first), toks, lang, ms, fixedPoint, consumed), fixedPoint };
}

/** The reading of the window, before the checks that may unfix it. */
function readingOf(text: string, toks: readonly Tok[], t: TripWindow, consumed: Span[]): DateReading {
  const { window, used } = t;
  const from = charsOf(toks, used[0] as DateMention);
  const to = charsOf(toks, used[used.length - 1] as DateMention);
  const weekendOf = used.find((m) => m.holiday && m.weekend)?.holiday?.weekend_days ?? null;
  const held = used.length === 1 ? used[0]?.trip_days : undefined;
  const weekend = weekendOf ?? (used.some((m) => m.holiday && m.weekend) ? ([2, 3] as [number, number]) : held ? ([held, held] as [number, number]) : null);
  const only = used.length === 1 ? used[0] : undefined;
  return {
    start: window.start ? ymd(window.start) : null,
    end: only && startsIn(toks, only) ? null : ymd(window.end),
    depart: t.depart ? ymd(t.depart) : null,
    return: t.ret ? ymd(t.ret) : null,
    exact: t.exact,
    text: text.slice(from.start, to.end),
    span: { start: from.start, end: to.end },
    consumed,
    weekend_days: weekend,
    holiday: used.find((m) => m.holiday)?.holiday?.id ?? null,
    ...(only?.listed ? { listed: true } : {}),
  };
}

/** What the reading reports beside the window: date phrases it does not use, and a school holiday's regional or published dates. */
function asides(
  text: string,
  toks: readonly Tok[],
  lang: Lang,
  found: { all: readonly DateMention[]; ms: readonly DateMention[]; contradicted: readonly DateMention[] },
  t: TripWindow & { fixedPoint: DateMention | null },
  aroundUsed: readonly DateMention[],
): Pick<DateReading, 'unused' | 'regional' | 'school'> {
  const { window, used, fixedPoint } = t;
  const said = (m: DateMention) => text.slice(charsOf(toks, m).start, charsOf(toks, m).end);
  // A part ruled out inside the window ("ad agosto, tranne la settimana di Ferragosto") leaves a hole no window holds.
  const start = window.start;
  const holes = found.all.filter((m) => start && m.window.start > start && m.window.end < window.end && ruledOut(toks, lang, m));
  const stated = [...found.ms, ...found.contradicted];
  const unused = [...unusedMentions(text, toks, lang, stated, [...used, ...aroundUsed, ...(fixedPoint ? [fixedPoint] : [])], window), ...holes];
  const regional = used.find((m) => m.regional);
  const school = used.find((m) => m.holiday?.rule === 'school' && !m.regional);
  return {
    ...(unused.length > 0 ? { unused: unused.map(said) } : {}),
    ...(regional ? { regional: said(regional) } : {}),
    ...(school ? { school: said(school) } : {}),
  };
}

/** A reading whose phrase names no fixed days is reported, not read: its days are cleared and the phrase kept. */
const unfixed = (reading: DateReading, phrase: string): DateReading => ({
  ...reading,
  start: null,
  end: null,
  depart: null,
  return: null,
  weekend_days: null,
  unfixed: phrase,
});

type Around = NonNullable<ReturnType<typeof weekdaysAround>>;

/** The window bounded by the weekdays counted from its holiday; exact when both ends are counted. */
function boundedAround(toks: readonly Tok[], reading: DateReading, around: Around, window: Window): DateReading {
  const start = around.start ?? window.start;
  const end = around.end ?? window.end;
  for (const [a, b] of around.spans) reading.consumed.push({ start: toks[a]?.start ?? 0, end: toks[b - 1]?.end ?? 0 });
  return {
    ...reading,
    start: ymd(start),
    end: ymd(end),
    depart: around.start ? ymd(start) : reading.depart,
    return: around.end ? ymd(end) : reading.return,
    exact: around.start !== null && around.end !== null,
    weekend_days: null,
  };
}

/**
 * The reading once the words around the window are weighed: a choice the writer has not made unfixes it, weekdays counted from
 * a holiday bound it, an offset from a day not named again unfixes it, and a start said vaguely is fixed (fixStart).
 */
function settled(
  text: string,
  toks: readonly Tok[],
  lang: Lang,
  ms: readonly DateMention[],
  used: readonly DateMention[],
  reading: DateReading,
  around: { weekdays: Around | null; window: TripWindow['window'] },
): DateReading {
  // "next weekend" said on a Wednesday in English may be either of two weekends, and "Herbstferien oder Weihnachten" names
  // two trips the writer has not chosen between: the phrase is reported, not read.
  if ((used.length === 1 && used[0]?.ambiguous) || offeredBetween(toks, lang, ms, used)) return unfixed(reading, reading.text);
  // "Thanksgiving ... we'd leave the Saturday before and come back the Sunday after": those days bound the trip.
  if (around.weekdays && around.window.start) return boundedAround(toks, reading, around.weekdays, { start: around.window.start, end: around.window.end });
  // "over Chinese New Year ... fly out a week before and come back two weeks after", "wedding is 5 june, we leave the day
  // after for 2 weeks": offsets that count from the holiday or day without naming it again are not read, so its days are
  // not the trip's: reported.
  const dangling = danglingOffset(
    toks,
    lang,
    used.some((m) => m.holiday),
    ms.filter((m) => m.counted_back),
  );
  if (dangling) return unfixed(reading, text.slice(charsOf(toks, dangling).start, charsOf(toks, dangling).end));
  return reading.exact ? reading : fixStart(text, toks, lang, used, reading);
}

function readOnce(
  text: string,
  toks: readonly Tok[],
  lang: Lang,
  today: Date,
  southern: boolean,
  ctx: DateContext,
): { reading: DateReading; season: boolean } | null {
  const found = tripMentions(text, toks, lang, today, southern, ctx);
  if (!found) return null;
  const { whole, all, consumed, ms } = found;
  const roles = ms.map((m) => roleOf(toks, m));
  // The length is read from the whole text (the tokens here may have it taken by the length reader already).
  const side = afterStay(whole, lang, ms, roles);
  if (side) return { reading: sideTrip(text, side, (m) => charsOf(toks, m), consumed), season: false };
  const trip = tripWindow(text, toks, lang, today, ms, roles, consumed);
  const holidayDay = trip.used.length === 1 ? trip.used[0]?.holiday && trip.used[0].anchor : undefined;
  const weekdays = holidayDay ? weekdaysAround(toks, holidayDay) : null;
  // The weekdays counted from the holiday are read with it.
  const aroundUsed = weekdays ? ms.filter((m) => weekdays.spans.some(([a, b]) => m.start < b && a < m.end)) : [];
  const reading = { ...readingOf(text, toks, trip, consumed), ...asides(text, toks, lang, found, trip, aroundUsed) };
  const season = all.some((m) => m.holiday && isSeason(m.holiday));
  return { reading: settled(text, toks, lang, ms, trip.used, reading, { weekdays, window: trip.window }), season };
}

/** Two ranges of more than a day, of one length, that start on different days. */
const sameLength = (a: Window, b: Window) => {
  const length = (w: Window) => w.end.getTime() - w.start.getTime();
  return length(a) > 0 && length(a) === length(b) && a.start.getTime() !== b.start.getTime();
};

/** How many words may stand between two dates offered as alternatives ("le 5 ou peut-être le 12"). */
const ALTERNATIVE_REACH = 4;

/**
 * The window read is one of two dates offered as alternatives: a dated day, range or holiday, then "or" and another that does
 * not overlap it, in one sentence ("el puente de Tiradentes o el de Corpus", "5 a 7 de dezembro, ou talvez 12 a 14"). Months
 * joined by "or" are one window ("June or July"), read by the grammar.
 */
function offeredBetween(toks: readonly Tok[], lang: Lang, ms: readonly DateMention[], used: readonly DateMention[]): boolean {
  const dated = (m: DateMention) => m.kind !== 'month' && !m.year && (precise(m) || m.holiday !== undefined);
  // A day said without its month first ("the 5th or 6th of May") is placed from today, not from the date after it.
  const placed = (m: DateMention) => m.day_only === undefined && m.days_only === undefined;
  return ms.some((a, k) => {
    const b = ms[k + 1];
    if (!b || !dated(a) || !placed(a) || !dated(b) || !(used.includes(a) || used.includes(b))) return false;
    const between = toks.slice(a.end, b.start);
    // Two days in a row ("the 5th or 6th") are one window of departure; two ranges of one length are two choices even when
    // they share a day ("do 3 ao 10 de julho ou do 10 ao 17").
    const apart = addDays(a.window.end, 1) < b.window.start || addDays(b.window.end, 1) < a.window.start || sameLength(a.window, b.window);
    return apart && between.length <= ALTERNATIVE_REACH && between.some((t) => OR_BY_LANG[lang].has(t.w)) && !between.some((t) => STATEMENT_END.has(t.w));
  });
}

/**
 * A mention that agrees with the window read: as broad or broader ("in March ... from the 3rd to the 10th"); a weekday or a
 * day of the month named alone that the window holds (those are read from today until something anchors them: "lundi férié");
 * a day next to the window, its edge ("in London until Friday the 12th, then from the 13th to the 17th").
 */
function agreesWith(m: DateMention, w: Window): boolean {
  if (m.window.start <= w.start && m.window.end >= w.end) return true;
  const days: Date[] = [];
  for (let d = w.start; d <= w.end && days.length <= 31; d = addDays(d, 1)) days.push(d);
  if (m.weekday_only !== undefined) return days.some((d) => d.getUTCDay() === m.weekday_only);
  const monthDays = m.days_only ?? (m.day_only !== undefined ? [m.day_only] : null);
  if (monthDays) return monthDays.every((n) => days.some((d) => d.getUTCDate() === n));
  return isDay(m) && (m.window.end.getTime() === addDays(w.start, -1).getTime() || m.window.start.getTime() === addDays(w.end, 1).getTime());
}

/**
 * The coverage of the window: the mentions read, not ruled out and not restated that it neither uses nor agrees with, in a
 * sentence that holds a mention it uses or the trip's length, or said to be the departure or the return wherever they
 * stand. Another sentence's mention may be another thing's date ("we were there in August").
 */
function unusedMentions(
  text: string,
  toks: readonly Tok[],
  lang: Lang,
  ms: readonly DateMention[],
  used: readonly DateMention[],
  window: { start: Date | null; end: Date },
): DateMention[] {
  const start = window.start;
  if (start === null) return [];
  const left = ms.filter((m) => !used.includes(m) && !agreesWith(m, { start, end: window.end }));
  if (left.length === 0) return [];
  const sentences = new Set(used.map((m) => sentenceOf(toks, m.start)[0]));
  const length = readDuration(tokenize(text), lang, () => false);
  const lengthAt = length ? toks.findIndex((t) => t.start >= length.span.start) : -1;
  if (lengthAt >= 0) sentences.add(sentenceOf(toks, lengthAt)[0]);
  return left.filter((m) => sentences.has(sentenceOf(toks, m.start)[0]) || roleOf(toks, m) === 'start' || roleOf(toks, m) === 'end');
}

const RELATION_WORDS = new PhraseIndex<'after' | 'before'>();
// With nothing after them, "prima", "antes", "depois", "después", "vorher", "davor" and "danach" are relations too.
for (const [p, v] of [
  ...OFFSET_RELATIONS,
  ...(['prima', 'antes', 'vorher', 'davor'] as const).map((w) => [w, 'before'] as const),
  ...(['depois', 'despues', 'danach'] as const).map((w) => [w, 'after'] as const),
])
  RELATION_WORDS.add(p, v);
/** What may follow an offset that names nothing after it: the end of its clause or a conjunction. */
const CLAUSE_TAIL = new Set([...STOP, ';', 'and', 'et', 'y', 'und', 'e', 'then', 'puis', 'luego', 'dann', 'poi', 'depois', ...LENGTH_OPENERS]);

/**
 * An offset from a day said before it, without that day after it ("a week before and", "deux jours avant.", "il venerdì prima
 * e"). From a holiday any unit or weekday counts; from another day only a count of days or weeks ("the day after for 2
 * weeks"): a weekday or weekend after a day is placed by the weekday readers ("il sabato prima e ripartendo il lunedì"). One
 * the grammar counted from the date before it (DateMention.counted_back) is read, not dangling.
 */
function danglingOffset(toks: readonly Tok[], lang: Lang, fromHoliday: boolean, countedBack: readonly DateMention[]): Span | null {
  for (const hit of RELATION_WORDS.all(toks)) {
    // The grammar counted it from the day named before it ("the day before", "am Tag danach"): read, not dangling.
    if (countedBack.some((m) => m.start <= hit.start && hit.end <= m.end)) continue;
    const before = toks[hit.start - 1]?.w ?? '';
    const unit = UNITS.get(before);
    const counts = fromHoliday ? unit !== undefined || WEEKDAYS.has(before) : unit === 'day' || unit === 'week';
    if (!counts || !endsClause(toks, hit.end) || describedDays(toks, hit.start - 2, lang)) continue;
    return { start: Math.max(0, hit.start - 2), end: hit.end };
  }
  return null;
}

const endsClause = (toks: readonly Tok[], k: number) => k >= toks.length || CLAUSE_TAIL.has(toks[k]?.w ?? '');

/**
 * Days described by a word of what they hold ("a few beach days after"): a part of the trip, no offset of its dates. A count,
 * an article or a word of quantity before the unit leaves an offset ("two days after", "a few days after").
 */
const describedDays = (toks: readonly Tok[], k: number, lang: Lang): boolean => {
  const t = toks[k];
  return (
    t?.kind === 'word' &&
    !t.cap &&
    DESCRIBING_LANGS.has(lang) &&
    !ARTICLES.has(t.w) &&
    !INDEFINITE_ARTICLES.has(t.w) &&
    !QUANTITY_WORDS.has(t.w) &&
    numberWord(t.w, lang) === undefined
  );
};
/** English puts the describing word before the unit ("beach days"); the other languages put it after ("jours de plage"). */
const DESCRIBING_LANGS: ReadonlySet<Lang> = new Set(['en']);
const QUANTITY_WORDS = new Set(['few', 'couple', 'several', 'some', 'many', 'more', 'extra', 'other', 'next', 'last', 'first', 'the', 'those', 'these']);

/**
 * Weekdays counted from a holiday's day said after it without naming it again ("Thanksgiving ... we'd leave the Saturday
 * before and come back the Sunday after", "Ferragosto, partiamo il venerdì prima", "Pfingsten, Rückfahrt am Dienstag danach"):
 * the nearest such weekday before or after that day starts or ends the trip. Null when there is no such weekday, or when
 * another offset is said beside them (a count, left to danglingOffset).
 */
function weekdaysAround(toks: readonly Tok[], day: Date): { start: Date | null; end: Date | null; spans: Array<[number, number]> } | null {
  let start: Date | null = null;
  let end: Date | null = null;
  const spans: Array<[number, number]> = [];
  for (const hit of RELATION_WORDS.all(toks)) {
    const word = toks[hit.start - 1]?.w ?? '';
    const wd = WEEKDAYS.get(word);
    if (!endsClause(toks, hit.end)) continue;
    if (wd === undefined) {
      if (UNITS.has(word)) return null;
      continue;
    }
    const step = hit.value === 'after' ? (wd - day.getUTCDay() + 7) % 7 || 7 : -((day.getUTCDay() - wd + 7) % 7 || 7);
    if (hit.value === 'after') end = addDays(day, step);
    else start = addDays(day, step);
    spans.push([hit.start - 1, hit.end]);
  }
  return spans.length > 0 ? { start, end, spans } : null;
}

/** Words a correction may say around the value it restates ("mejor la segunda", "rather the 2nd", "plutôt juillet"). */
const RESTATING = new Set(
  'better rather instead the make it that mejor mas bien la el le les plutot lieber besser eher die der den meglio piuttosto il o a melhor antes'.split(' '),
);
/** The classes of words a correction may restate alone: a part's ordinal, a month, a weekday. */
const wordClass = (w: string): string | null => (PART_ORDINALS.has(w) ? 'ordinal' : MONTHS.has(w) ? 'month' : WEEKDAYS.has(w) ? 'weekday' : null);

/**
 * A correction that restates one word of the date before it and no date of its own ("la primera semana de diciembre, no espera,
 * mejor la segunda", "first week of June, no wait, July"): the tokens with that word put in place of the word of its class in the
 * date before (a part's ordinal, a month, a weekday) and the restating words blanked, so the date is read as corrected.
 */
function restatedWord(toks: readonly Tok[], ms: readonly DateMention[]): Tok[] | null {
  for (const mark of corrections(toks)) {
    const { taken: prev, replacing } = correctionScope(toks, ms, mark);
    if (!prev || replacing) continue;
    let end = toks[mark.end]?.w === ',' ? mark.end + 1 : mark.end;
    while (end < toks.length && !STATEMENT_END.has(toks[end]?.w ?? '') && toks[end]?.w !== ',') end++;
    const said = toks.slice(mark.end, end).filter((t) => t.kind !== 'punct' && !RESTATING.has(t.w));
    const word = said[0];
    const cls = word && said.length === 1 ? wordClass(word.w) : null;
    const at = cls ? toks.findIndex((t, k) => k >= prev.start && k < prev.end && wordClass(t.w) === cls) : -1;
    if (!word || at < 0) continue;
    return toks.map((t, k) => (k === at ? { ...t, w: word.w } : k >= mark.start && k < end ? { ...t, w: '' } : t));
  }
  return null;
}

/**
 * The repair of a date by a self-correction ("vom zehnten bis zum siebzehnten Juni, nein Moment, bis zum achtzehnten", "le
 * jeudi 13 mai, non pardon le vendredi 14"): the date said after the correction replaces the one of the same kind said before it
 * in its sentence. An end replaces the end of a range (its start stays, and anchors a day said without its month), or an end;
 * any other date replaces the date before it.
 */
function repaired(toks: readonly Tok[], ms: DateMention[]): DateMention[] {
  let out = ms;
  for (const mark of corrections(toks)) {
    const { taken: prev, replacing: next } = correctionScope(toks, out, mark);
    if (!prev || !next) continue;
    // "to the 7th", "bis zum neunten", "au 9": a range's joiner before the later date makes it an end.
    const endOnly = roleOf(toks, next) === 'end' || RANGE_JOINERS.has(toks[next.start - 1]?.w ?? '');
    if (endOnly && prev.kind === 'range') {
      const day = prev.window.start;
      out = out.map((m) => (m === prev ? { start: m.start, end: m.end, window: { start: day, end: day }, kind: 'day' } : m));
    } else if (!endOnly || roleOf(toks, prev) === 'end') out = out.filter((m) => m !== prev).map((m) => (m === next ? inMonthOf(next, prev) : m));
  }
  return out;
}

/**
 * A day said without its month in place of a dated one ("the 12th of June, no wait, the 14th", "del 10 al 20 de julio, no, del
 * 12 al 22") is in that date's month: the writer changes the day and keeps the month.
 */
function inMonthOf(m: DateMention, prev: DateMention): DateMention {
  const days = m.days_only ?? (m.day_only !== undefined ? [m.day_only, m.day_only] : undefined);
  const dated = (prev.kind === 'day' || prev.kind === 'range') && prev.day_only === undefined && prev.days_only === undefined;
  if (!days || !dated) return m;
  const [first, last] = days;
  const [y, month] = [prev.window.start.getUTCFullYear(), prev.window.start.getUTCMonth() + 1];
  const end = last >= first ? utcDate(y, month, last) : utcDate(y, month + 1, last);
  return { start: m.start, end: m.end, kind: m.kind, window: { start: utcDate(y, month, first), end } };
}

/**
 * A day counted from today with a weekend said after it ("dans trois semaines, un week-end", "in three weeks we'd like a
 * weekend", "in 10 days I turn 40 and want that weekend in Rome") is the weekend of that week: a closed window of two days. The weekend word is looked for in the whole text (the
 * tokens here may have it taken by the length reader).
 */
function weekOfCount(all: readonly Tok[], ms: DateMention[]): DateMention[] {
  return ms.map((m) => {
    if (!(m.week_only || m.counted) || !weekendAhead(all, m.end)) return m;
    const d = m.window.start;
    const saturday = addDays(d, d.getUTCDay() === 0 ? -1 : 6 - d.getUTCDay());
    return { start: m.start, end: m.end, window: { start: saturday, end: addDays(saturday, 1) }, kind: 'period', weekend: true, closed: true };
  });
}

/** A weekday named after a day counted in weeks ("tra due settimane ... partendo il venerdì") is the day: the count only named its week. */
function weekdayInWeek(ms: DateMention[]): DateMention[] {
  return ms.filter((m, k) => !m.week_only || !ms.slice(k + 1).some((o) => o.weekday_only !== undefined));
}

const TOLERANCE = new PhraseIndex<true>();
for (const p of TOLERANCES) TOLERANCE.add(p, true);
/** How near a date a tolerance binds to it, in tokens. */
const TOLERANCE_REACH = 4;
/** A holiday of at most this many days is a moment the trip is around, not a window it fits in (a season, the school holidays). */
const HOLIDAY_DAYS = 10;
const spanDays = (w: Window) => Math.round((w.end.getTime() - w.start.getTime()) / 86_400_000) + 1;

/** A tolerance near mention m that is not a length's own ("dix jours plus ou moins" tolerates the length). */
function tolerated(toks: readonly Tok[], lang: Lang, m: DateMention): boolean {
  return TOLERANCE.all(toks).some((t) => {
    const near = (t.start >= m.end && t.start - m.end <= TOLERANCE_REACH) || (t.end <= m.start && m.start - t.end <= TOLERANCE_REACH);
    if (!near) return false;
    for (let k = Math.max(0, t.start - 4); k < t.start; k++) if (countedAt(toks, k, lang)?.end === t.start) return false;
    return true;
  });
}

/**
 * Where a trip starts when its date is a moment and not a window: a day or holiday said with a tolerance, or a holiday of a
 * few days with a length longer than its days ("Capodanno, 5 notti", "4 nights over the May bank holiday weekend"), leaves
 * the start open unless the holiday is said to be the start ("ab Heiligabend eine
 * Woche"): the reading keeps its phrase and no days. A length the holiday's own span holds is a trip inside that holiday
 * ("pont de l'Ascension, 4 jours", "a long weekend over Memorial Day", "Golden Week, 4 days").
 */
function fixStart(text: string, toks: readonly Tok[], lang: Lang, used: readonly DateMention[], r: DateReading): DateReading {
  const m = used[0];
  if (!m || used.length > 1 || spanDays(m.window) > HOLIDAY_DAYS) return r;
  const open = unfixed(r, r.text);
  if (tolerated(toks, lang, m)) return open;
  // A holiday read as its day is the day of leaving or coming back ("going out on Good Friday, 5 nights"): fixed.
  if (!m.holiday || m.kind === 'day') return r;
  // The length is read from the whole text (the tokens here may have it taken by the length reader already), outside the
  // holiday's own words ("Memorial Day weekend" is no length besides the holiday).
  const length = readDuration(tokenize(text), lang, (k) => k >= m.start && k < m.end);
  if (!length) return r;
  // A length the holiday's days hold is a trip inside them, the holiday its window: a feast of several days ("Golden Week, 4-5
  // days", "Diwali, 4 jours", "Hanukkah, 5 nights"), a long weekend ("Pasqua e Pasquetta, 3 giorni") or a week around one day
  // ("Semana Santa, 4 noches"). A holiday whose dates vary (half term) leaves where in it the trip lies open.
  const holds = length.min_days <= spanDays(m.window);
  if (holds && !m.holiday.partial) return r;
  const from = toks.slice(Math.max(0, m.start - 4), m.start).some((t) => FROM_DAY.has(t.w));
  if (!from || length.min_days !== length.max_days) return open;
  const day = m.anchor ?? m.window.start;
  const end = ymd(addDays(day, length.days - 1));
  return { ...r, start: ymd(day), end, depart: ymd(day), return: end, weekend_days: null };
}

/** A length said outside mention m whose most days are fewer than m's window has. */
function shorterLength(text: string, lang: Lang, m: DateMention): boolean {
  const length = readDuration(tokenize(text), lang, (k) => k >= m.start && k < m.end);
  return length !== null && length.max_days < spanDays(m.window);
}

/** How far after a dated stay a length may extend it. */
const EXTENSION_REACH = 16;
const approximate = (toks: readonly Tok[], k: number) => APPROX_TAILS.has(toks[k + 2]?.w ?? '');

/**
 * The length that extends a dated stay, read from token `from` on: the first count of nights, days or weeks in the same
 * sentence, with a word of extension before it ("add", "ensuite", "luego", "danach noch", "poi", "esticar mais") or right
 * after it ("tres noches más", "deux nuits de plus"). A length with no such word restates the stay, so it extends nothing.
 */
function extensionAfter(toks: readonly Tok[], from: number, lang: Lang): { days: number; start: number; end: number } | null {
  let cued = false;
  for (let k = from; k < Math.min(toks.length, from + EXTENSION_REACH); k++) {
    const w = toks[k]?.w ?? '';
    if (w === '?' || w === '!') return null;
    if (EXTEND_CUES.has(w) && !approximate(toks, k)) cued = true;
    const c = countedAt(toks, k, lang);
    if (!c) continue;
    const next = toks[c.end]?.w ?? '';
    const cuedAfter = (EXTEND_CUES.has(next) && !approximate(toks, c.end)) || (next === 'de' && toks[c.end + 1]?.w === 'plus');
    if (c.count !== c.top || (!cued && !cuedAfter)) return null;
    return { days: c.unit === 'night' || c.unit === 'day' ? c.count : c.max, start: k, end: c.end };
  }
  return null;
}

/** How far after the day a stay ends the length of the trip after it may be said. */
const SIDE_TRIP_REACH = 20;

interface SideTrip {
  /** The mentions read: the day the stay ends, and the day after it when said ("from the 15th"). */
  used: DateMention[];
  start: Date;
  days: number;
  length: Span;
}

/**
 * A trip after a stay that ends ("in Singapore until 14 May, then 4 days", "jusqu'au 12 octobre, puis 4 jours", "bis 22. Juni
 * ... danach 5 Tage", "fino al 18 febbraio, poi 5 giorni", "the conference ends on the 14th; from the 15th I'm free for a
 * week"): the day the stay ends is said with a word of ending, and the length after it with a word of sequence or after the day after it.
 * The stay is not the trip: the trip starts the day after and lasts the length. Another date said after the end is the trip's
 * own and wins (the usual reading). `toks`: the whole text's tokens, the length's words included.
 */
function afterStay(toks: readonly Tok[], lang: Lang, ms: readonly DateMention[], roles: readonly Role[]): SideTrip | null {
  for (let k = 0; k < ms.length; k++) {
    const m = ms[k] as DateMention;
    const said = toks.slice(Math.max(0, m.start - 3), m.start).some((t) => STAY_END_WORDS.has(t.w));
    if (!isDay(m) || roles[k] === 'start' || roles[k] === 'before' || !said) continue;
    const next = ms[k + 1];
    const dayAfter = addDays(m.window.end, 1);
    const agrees = next !== undefined && isDay(next) && next.window.start.getTime() === dayAfter.getTime();
    if (next && !agrees) return null;
    let cued = agrees;
    const from = agrees ? next.end : m.end;
    for (let j = from; j < Math.min(toks.length, from + SIDE_TRIP_REACH); j++) {
      const w = toks[j]?.w ?? '';
      if (w === '?' || w === '!') break;
      if (EXTEND_CUES.has(w)) cued = true;
      const c = countedAt(toks, j, lang);
      if (!c) continue;
      if (!cued || c.min !== c.max) return null;
      return { used: agrees ? [m, next] : [m], start: dayAfter, days: c.max, length: { start: toks[j]?.start ?? 0, end: toks[c.end - 1]?.end ?? 0 } };
    }
  }
  return null;
}

/**
 * The reading of a trip after a stay: from the day after the stay to the end of its length, exact. Its phrase starts at the
 * day after when that is said ("from the 15th for 4 days"), else at the day the stay ends.
 */
function sideTrip(text: string, s: SideTrip, charSpan: (m: DateMention) => Span, consumed: Span[]): DateReading {
  const from = charSpan(s.used[s.used.length - 1] as DateMention);
  const start = ymd(s.start);
  const end = ymd(addDays(s.start, s.days - 1));
  return {
    start,
    end,
    depart: start,
    return: end,
    exact: true,
    text: text.slice(from.start, s.length.end),
    span: { start: from.start, end: s.length.end },
    consumed,
    weekend_days: null,
    holiday: null,
  };
}

/** Words that may stand between the two ends of a range of named days ("Good Friday to Easter Monday", "vom Gründonnerstag bis zum Ostermontag"). */
const BETWEEN_ENDS = new Set([...RANGE_JOINERS, 'the', 'zum', 'zur', 'au', 'al', 'a', 'ao', 'alla', 'le', 'el', 'il', 'o', 'den']);

/**
 * Two holidays that fall on one day each, joined as a range ("Good Friday to Easter Monday", "del Miércoles Santo al Domingo
 * de Resurrección", "Weiberfastnacht bis Rosenmontag"), are the days from the first to the second: an exact window.
 */
function holidayRanges(toks: readonly Tok[], ms: DateMention[]): DateMention[] {
  const out: DateMention[] = [];
  for (let k = 0; k < ms.length; k++) {
    const a = ms[k] as DateMention;
    const b = ms[k + 1];
    const from = a.anchor ?? (isDay(a) ? a.window.start : undefined);
    const to = b ? (b.anchor ?? (isDay(b) ? b.window.end : undefined)) : undefined;
    const joined =
      b !== undefined &&
      b.start > a.end &&
      toks.slice(a.end, b.start).every((t) => BETWEEN_ENDS.has(t.w)) &&
      toks.slice(a.end, b.start).some((t) => RANGE_JOINERS.has(t.w));
    const days = from && to ? (to.getTime() - from.getTime()) / 86_400_000 : -1;
    // Two holidays said together ("Pasqua e Pasquetta", "Christmas and Boxing Day") are the days of both, not a range.
    const both = b !== undefined && a.holiday && b.holiday && !a.weekdays && AND.has(toks[a.end]?.w ?? '') && !BETWEEN_WORDS.has(toks[a.start - 1]?.w ?? '');
    if (b && both && joined) {
      const window = {
        start: a.window.start < b.window.start ? a.window.start : b.window.start,
        end: a.window.end > b.window.end ? a.window.end : b.window.end,
      };
      out.push({ ...a, end: b.end, window });
      k++;
    } else if (b && (a.holiday || b.holiday) && joined && from && to && days >= 1 && days <= 31) {
      // "between Christmas and New Year", "tra Natale e Capodanno": the days between two feasts, spent at home, are not theirs.
      const inside = a.holiday && b.holiday && BETWEEN_WORDS.has(toks[a.start - 1]?.w ?? '') && days >= 3;
      const window = inside ? { start: addDays(from, 1), end: addDays(to, -1) } : { start: from, end: to };
      out.push({ start: a.start, end: b.end, window, kind: 'range', between_holidays: true });
      k++;
    } else out.push(a);
  }
  return out;
}

/** How many days before a dated day an arrival said without its month may be. */
const ARRIVAL_DAYS = 7;

/**
 * A day named without its month after a dated day ("March 10, back on the 17th") is the first such
 * day on or after that date, not the next one after today.
 */
function anchorDays(toks: readonly Tok[], ms: DateMention[], today: Date): DateMention[] {
  let anchor: Date | null = null;
  /** The first dated day of the request: an arrival said without its month a few days before it is in its month. */
  let firstDated: Date | null = null;
  /** That first dated day is a fixed point (a wedding, a concert): any day said without its month a few days before it is in its month. */
  let firstFixed = false;
  /** The last day named (not a month or a holiday): what a weekday named alone counts from. */
  let dayAnchor: Date | null = null;
  /** That day is said with no role of the trip's: a fixed point the trip is around (a wedding, a race, a concert). */
  let anchorFixed = false;
  /** That day opens a range: a weekday named alone may be its first day ("from Thursday 1 October ..., leaving Thursday"). */
  let anchorRange = false;
  const anchorOne = (m: DateMention): DateMention => {
    // "leaving the 23rd, coming back the Monday": a weekday named alone is the first one after the date before it; "the race
    // is on Sunday 26 ... flying out on the Friday": an arrival's weekday after a fixed point is the last one before it.
    if (m.weekday_only !== undefined && dayAnchor) {
      const back = anchorFixed && roleOf(toks, m) === 'start';
      const shift = back ? -((dayAnchor.getUTCDay() - m.weekday_only + 7) % 7 || 7) : (m.weekday_only - dayAnchor.getUTCDay() + 7) % 7 || (anchorRange ? 0 : 7);
      const day = addDays(dayAnchor, shift);
      return { ...m, window: { start: day, end: day } };
    }
    // A holiday said as the return before the date already said is its next one after it ("il venerdì santo 2027 e torniamo
    // il lunedì dell'Angelo": the Monday of 2027).
    if (m.holiday && anchor && m.window.end < anchor && roleOf(toks, m) === 'end') {
      const w = nextHoliday(m.holiday, anchor);
      const day = w.day ?? w.start;
      if (!w.unknown) return { ...m, window: isDay(m) ? { start: day, end: day } : { start: w.start, end: w.end }, anchor: day };
    }
    const days = m.days_only ?? (m.day_only !== undefined ? [m.day_only, m.day_only] : undefined);
    if (!days) {
      // A holiday or month anchors from the first of its month, never before today ("puente de diciembre, del 4 al 8").
      if (isDay(m) || m.kind === 'range') {
        anchor = m.window.start;
        if (!firstDated) [firstDated, firstFixed] = [m.window.start, isDay(m) && roleOf(toks, m) === null];
      } else {
        const first = utcDate(m.window.start.getUTCFullYear(), m.window.start.getUTCMonth() + 1, 1);
        anchor = first < today ? today : first;
      }
      return m;
    }
    // A day named without its month anchors the next one ("ida el 30 y vuelta el 4": the 4th after the 30th).
    if (!anchor) {
      anchor = m.window.start;
      return m;
    }
    const [first, last] = days;
    // An arrival said without its month a few days before the first dated day is in its month ("May 11-13, arriving the 10th"),
    // and so is any day a few days before a fixed point ("the wedding is on 18 September ... on the 16th, back on the 20th").
    const f = firstDated;
    if (f && (firstFixed || roleOf(toks, m) === 'start') && last === first && f.getUTCDate() - first > 0 && f.getUTCDate() - first <= ARRIVAL_DAYS) {
      const day = utcDate(f.getUTCFullYear(), f.getUTCMonth() + 1, first);
      return { ...m, window: { start: day, end: day } };
    }
    const a: Date = anchor;
    // In the anchor's month when it ends on or after the anchor ("le 13 mai, on reste du 12 au 14"), else the next month.
    let day = utcDate(a.getUTCFullYear(), a.getUTCMonth() + 1, first);
    const ends = utcDate(a.getUTCFullYear(), a.getUTCMonth() + 1, last >= first ? last : first);
    if (ends < a || day.getUTCDate() !== first) day = utcDate(a.getUTCFullYear(), a.getUTCMonth() + 2, first);
    // "el viernes 2 de julio ... volvemos el domingo 11": a weekday said with the day moves it to the first month where they agree.
    if (m.on_weekday !== undefined && day.getUTCDay() !== m.on_weekday) {
      const k = agreeingMonth(day.getUTCFullYear(), day.getUTCMonth() + 1, 0, first, m.on_weekday);
      if (k !== undefined) day = utcDate(day.getUTCFullYear(), day.getUTCMonth() + 1 + k, first);
    }
    const end = last >= first ? utcDate(day.getUTCFullYear(), day.getUTCMonth() + 1, last) : utcDate(day.getUTCFullYear(), day.getUTCMonth() + 2, last);
    // The next day number counts from this one ("nouvel an, départ le 30 retour le 2": the 2nd of the month after).
    anchor = day;
    return { ...m, window: { start: day, end } };
  };
  return ms.map((m) => {
    const placed = anchorOne(m);
    // A fixed point is one day said with no role; a range is the trip's own days ("Rome 1-5 October, leaving Sunday").
    if (isDay(placed) || placed.kind === 'range')
      [dayAnchor, anchorFixed, anchorRange] = [placed.window.start, isDay(placed) && roleOf(toks, placed) === null, !isDay(placed)];
    return placed;
  });
}

/**
 * A run of weekdays ("du samedi au mardi", "von Donnerstag bis Sonntag") said with a holiday, a day
 * or a month of the same request is that run around it: the one containing the holiday's or the
 * day's date ("pont du 14 juillet, du samedi au mardi" is Saturday 11 to Tuesday 14), else the first
 * after it; inside a month or season, its first such run. It then replaces that mention (it is the
 * more precise reading of the same dates); the nearest one is taken.
 */
function placeWeekdays(ms: DateMention[]): DateMention[] {
  const replaced = new Set<DateMention>();
  const placed = ms.map((m) => {
    const run = m.weekdays;
    if (!run) return m;
    const anchors = ms.filter((o) => !o.weekdays && !replaced.has(o));
    const near = anchors.sort((x, y) => Math.abs(x.start - m.start) - Math.abs(y.start - m.start))[0];
    if (!near) return m;
    replaced.add(near);
    // A weekend is a day too: "the weekend after next, Friday to Sunday" is the run around its Saturday.
    const day = near.anchor ?? (isDay(near) || near.weekend ? near.window.start : null);
    const back = (d: Date) => (d.getUTCDay() - run.from + 7) % 7;
    let start: Date;
    if (day) {
      start = addDays(day, -back(day));
      if (back(day) >= run.days) start = addDays(day, (run.from - day.getUTCDay() + 7) % 7);
    } else start = addDays(near.window.start, (run.from - near.window.start.getUTCDay() + 7) % 7);
    return { ...m, window: { start, end: addDays(start, run.days - 1) } };
  });
  return placed.filter((m) => !replaced.has(m));
}

/** Days from start to end inclusive. */
export const windowDays = (start: string, end: string): number => lengthOf({ start: new Date(start), end: new Date(end) });
