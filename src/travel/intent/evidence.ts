import { DAY_MS } from './calendar.js';
import { AND } from './clause-words.js';
import type { DateReading } from './dates.js';
import { AMBIGUOUS_MONTHS, AMBIGUOUS_WEEKDAYS, MONTH_PARTS, MONTHS, NEXT_WORDS, THIS_WORDS, UNITS, WEEKDAY_FROM, WEEKDAY_TO, WEEKDAYS } from './date-words.js';
import { isLengthUnit, LENGTH_SLACK } from './duration.js';
import type { Lang } from './language.js';
import { OR, OR_BY_LANG } from './or-words.js';
import { PERSON_NOUNS } from './party-words.js';
import { forComponent, type MoneyReading } from './money.js';
import type { RoledMention } from './place-mentions.js';
import type { Span } from './text.js';
import { tokenize, type Tok } from './tokens.js';
import { isKnownWord } from './unknown.js';
import { isCurrencyNoun } from './currency.js';
import { ROOMS } from './lodging-words.js';

/**
 * How the reader knows what it put in a field, judged after the choice: a value resting on weak
 * evidence is reported as a doubt (the answer is then partial, with the phrase and a question)
 * instead of being passed off as read. Weak evidence for dates is:
 * - date words the date reader left unread beside the dates it read ("the weekend after next ...
 *   back Sunday", "du jeudi doce al domingo quince"): the window stands on part of what was said;
 * - a day of the month with no month anywhere in the request ("fly out the 15th"): the month is a guess;
 * - weekdays alone ("Samstag bis Sonntag", "Fri to Mon") with nothing saying which week: the week is a guess;
 * - a window joined from day mentions said apart, across a sentence or a clause about something else
 *   ("wedding on 4 September, so ... leaving on the 6th"): which mention is the trip is a guess;
 * - an all-numeric day and month that read either way round ("02/03 – 06/03") in English from a
 *   traveller whose country is not known, where both orders are in use; the other five languages
 *   write the day first.
 * Contradictions are doubts of the same kind, each read by the fields it sets against each other:
 * - a weekday that does not fall on the date it names ("lundi 7 avril" when the 7th is a Tuesday);
 * - a length that does not fit the days read ("10 days, 3rd to the 8th of March");
 * - two starts joined by "or" ("from Lille or Brussels"): one is used, the other is a choice not made;
 * - a budget per person and a total that disagree for the party read ("2000 € each, so 3000 € for the three of us");
 * - a price per room when the request asks for several rooms ("£90 a night per room, we'll need 2 rooms").
 * Weak evidence for a budget is a currency the text does not give, taken from the request's
 * language because the traveller's country is not known, where most speakers of that language
 * price in other currencies (Spanish and Portuguese: the euro is the default, Latin America the
 * majority), or put in place of an unknown word that follows the amount ("4 milhões de kwanzas").
 * Weak evidence for a destination is a small place (a low gazetteer prior) named with nothing
 * saying it is meant as a place: no place word before it, no qualifier and no
 * other place in its sentence (the gazetteer marks such mentions `weak`; "nada", "sol",
 * "tête" read as towns).
 */
export interface Doubt {
  field: 'departure_window' | 'trip_length_days' | 'budget_usd' | 'destination_constraints' | 'origin';
  code:
    | 'unread_date_words'
    | 'dates_not_fixed'
    | 'date_month_assumed'
    | 'date_week_assumed'
    | 'dates_from_parts'
    | 'ambiguous_date_order'
    | 'school_holidays_region_unknown'
    | 'school_holidays_assumed'
    | 'currency_assumed'
    | 'budget_per_month'
    | 'budget_per_group'
    | 'budget_undecided'
    | 'place_uncertain'
    | 'place_role_uncertain'
    | 'weekday_mismatch'
    | 'length_contradicts_dates'
    | 'length_undecided'
    | 'origin_alternatives'
    | 'budget_contradiction'
    | 'budget_per_room';
  text: string;
}

/** The weekend words of the six languages (folded), taken from the date grammar's units. */
const WEEKEND_WORDS = new Set([...UNITS].filter(([w, u]) => u === 'weekend' && !w.includes(' ')).map(([w]) => w));

const number = (t: Tok | undefined) => t?.kind === 'num';

/** Ordinals that count weeks or weekends of a month ("the second weekend of May", "le deuxième week-end", "am zweiten Wochenende"), with the count they say ("last" needs one). */
const ORDINALS = new Map<string, number>(
  (
    [
      ['first 1st premier premiere primer primera erste ersten primo prima primeiro primeira', 1],
      ['second 2nd deuxieme seconde segundo segunda zweite zweiten secondo seconda', 2],
      ['third 3rd troisieme tercer tercera dritte dritten terzo terza terceiro terceira', 3],
      ['fourth 4th quatrieme cuarto cuarta vierte vierten quarto quarta', 4],
      ['last dernier derniere ultimo ultima letzte letzten', 1],
    ] as const
  ).flatMap(([words, n]) => words.split(' ').map((w) => [w, n] as const)),
);
const WEEK_UNITS = [...UNITS].filter(([, u]) => u === 'week' || u === 'weekend').map(([w]) => w.split(' '));
/** A word for a week or a weekend starts at token i ("semaine", "fine settimana", "fim de semana"). */
const weekUnitAt = (toks: readonly Tok[], i: number) => WEEK_UNITS.some((words) => words.every((w, k) => toks[i + k]?.w === w));

/** "Fri to Sun", "sat-mon": a short weekday form in a range with another weekday. */
function inWeekdayRange(toks: readonly Tok[], i: number): boolean {
  const joined = (a: number, b: number) => WEEKDAY_TO.has(toks[a]?.w ?? '') && WEEKDAYS.has(toks[b]?.w ?? '');
  return joined(i + 1, i + 2) || joined(i - 1, i - 2);
}

/**
 * A date word: a month, a weekday, a weekend, an ordinal counting weeks; the words that are also
 * ordinary words only beside a number or in a range of weekdays.
 */
function isDateWord(toks: readonly Tok[], i: number): boolean {
  const w = toks[i]?.w ?? '';
  if (WEEKEND_WORDS.has(w)) return true;
  if (ORDINALS.has(w)) return weekUnitAt(toks, i + 1);
  if (!MONTHS.has(w) && !WEEKDAYS.has(w)) return false;
  if (!AMBIGUOUS_MONTHS.has(w) && !AMBIGUOUS_WEEKDAYS.has(w)) return true;
  return number(toks[i - 1]) || number(toks[i + 1]) || inWeekdayRange(toks, i);
}

const WEEK_DAYS = 7;
/** The most days a weekend trip lasts (a long weekend, Thursday to Sunday). */
const WEEKEND_MAX_DAYS = 4;

/** The days of the window read (at most a year of them). */
function daysOf(d: DateReading): Date[] {
  const first = Date.parse(d.start ?? d.end ?? '');
  const last = Date.parse(d.end ?? d.start ?? '');
  if (Number.isNaN(first) || Number.isNaN(last)) return [];
  const out: Date[] = [];
  for (let t = first; t <= last && out.length < 366; t += DAY_MS) out.push(new Date(t));
  return out;
}

/**
 * An unread date word that agrees with the window read restates it ("fri 1 oct" with the 1st a
 * Friday, "the weekend of Aug 14-16", "Wochenende ... Freitag bis Sonntag"): a refinement, not a doubt.
 * A month agrees when the window has days in it, a weekday when the window holds that weekday, a
 * weekend word when the window holds a Saturday or Sunday, an ordinal week when the window is a
 * stay of fixed days long enough to hold it, a day number when the window holds that day of a month.
 */
function agrees(phrase: readonly Tok[], d: DateReading | null, days: readonly Date[], lengthDays: number | null): boolean {
  if (days.length === 0) return false;
  const stay = d?.exact === true;
  return phrase.every((t) => {
    const ordinal = ORDINALS.get(t.w);
    // An ordinal week the date reader did not take is a part of a stay of fixed days longer than a week that reaches it ("du 1er
    // au 15 août ... nous rejoint la deuxième semaine"); of a looser window (a month) it would be a refinement left unread, of a
    // shorter stay another thing's week ("le premier week-end de la fête, du vendredi au dimanche").
    if (ordinal !== undefined) return stay && days.length > WEEK_DAYS * Math.max(ordinal - 1, 1);
    if (t.kind === 'num') return days.some((x) => x.getUTCDate() === Number(t.w));
    // A weekend inside a window that holds one is a part of a stay of fixed days ("joins us for the weekend") or the trip's
    // length; beside a longer length read ("long weekend, 10 days in November") it says something the window does not.
    if (WEEKEND_WORDS.has(t.w))
      return (
        days.some((x) => x.getUTCDay() === 0 || x.getUTCDay() === 6) &&
        (stay || days.length <= WEEKEND_MAX_DAYS || lengthDays === null || lengthDays <= WEEKEND_MAX_DAYS)
      );
    const month = MONTHS.get(t.w);
    if (month !== undefined) return days.some((x) => x.getUTCMonth() + 1 === month);
    const weekday = WEEKDAYS.get(t.w);
    return weekday === undefined || days.some((x) => x.getUTCDay() === weekday);
  });
}

/** Date words no reader took and that say something the window read (if any) does not: the phrase around them, as written. */
function unreadDateWords(text: string, toks: readonly Tok[], taken: (i: number) => boolean, d: DateReading | null, lengthDays: number | null): string[] {
  const days = d ? daysOf(d) : [];
  const out: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    if (taken(i) || !isDateWord(toks, i)) continue;
    let s = i;
    let e = i + 1;
    // The numbers and ordinal words stuck to it belong to the phrase ("1st wknd", "jueves doce").
    while (s > 0 && !taken(s - 1) && (number(toks[s - 1]) || isDateWord(toks, s - 1)) && s > i - 2) s--;
    while (e < toks.length && !taken(e) && (number(toks[e]) || isDateWord(toks, e) || toks[e]?.kind === 'word') && e < i + 3) {
      if (toks[e]?.kind === 'word' && !isDateWord(toks, e) && !number(toks[e + 1])) break;
      e++;
    }
    const phrase = toks.slice(s, e).filter((t, k) => t.kind === 'num' || isDateWord(toks, s + k));
    // With no dates read, a weekend alone says how long ("a quiet lake weekend"), not when.
    const lengthOnly = d === null && phrase.every((t) => WEEKEND_WORDS.has(t.w));
    if (!lengthOnly && !agrees(phrase, d, days, lengthDays)) out.push(text.slice(toks[s]?.start ?? 0, toks[e - 1]?.end ?? 0));
    i = e - 1;
  }
  return out;
}

const NUMERIC_DAY_MONTH = /\b(\d{1,2})[/.](\d{1,2})(?:[/.]\d{2,4})?\b/g;

/** Every all-numeric day and month of the text reads both ways: no part of any of them is above 12. */
function numericOrderOpen(text: string): boolean {
  const pairs = [...text.matchAll(NUMERIC_DAY_MONTH)].map((m) => [Number(m[1]), Number(m[2])] as const);
  return pairs.length > 0 && pairs.every(([a, b]) => a >= 1 && a <= 12 && b >= 1 && b <= 12) && pairs.some(([a, b]) => a !== b);
}

/**
 * The date phrase has day numbers and names no month (by word or in a numeric date), weekday,
 * unit of time or holiday: nothing in it says which month the days are in.
 */
function onlyDayNumbers(d: DateReading): boolean {
  if (d.holiday !== null || /\d[/.]\d|\d{4}-\d/.test(d.text)) return false;
  const toks = tokenize(d.text);
  const timeWord = (t: Tok) => MONTHS.has(t.w) || WEEKDAYS.has(t.w) || UNITS.has(t.w) || NEXT_WORDS.has(t.w) || THIS_WORDS.has(t.w) || MONTH_PARTS.has(t.w);
  return toks.some(number) && !toks.some(timeWord);
}

/** Articles and words of leaving and coming back that may stand in a range of weekdays ("from Fri to Sun", "back Sunday"). */
const RANGE_WORDS = new Set('the le la el il am den dem al au back on return retour vuelta ritorno zuruck volta until till'.split(' '));
const COORDINATORS = new Set([...AND, ...OR]);

/**
 * The date phrase is weekdays and range words only and the window is the coming week's: nothing
 * anchored it to a week (a holiday or a delay said elsewhere moves it, "über Auffahrt ... von
 * Donnerstag bis Sonntag", "in 10 Tagen ... Freitag bis Sonntag"), and a "next" said anywhere
 * ("kommendes Wochenende ... Freitag bis Sonntag") names the coming week.
 */
function onlyWeekdays(d: DateReading, today: Date, toks: readonly Tok[]): boolean {
  if (d.holiday !== null || d.start === null || toks.some((t) => NEXT_WORDS.has(t.w))) return false;
  if (Date.parse(d.start) - today.getTime() > 7 * DAY_MS) return false;
  const words = tokenize(d.text).filter((t) => t.kind !== 'punct');
  return (
    words.some((t) => WEEKDAYS.has(t.w)) &&
    words.every(
      (t) => t.kind === 'word' && (WEEKDAYS.has(t.w) || WEEKDAY_FROM.has(t.w) || WEEKDAY_TO.has(t.w) || COORDINATORS.has(t.w) || RANGE_WORDS.has(t.w)),
    )
  );
}

const SENTENCE_END = new Set(['.', '!', '?', ';']);
/** Words between two read date pieces beyond which they are separate statements ("on 7 September for a friend's wedding on the 9th"). */
const MAX_GAP_WORDS = 3;

/**
 * The window's phrase joins date pieces said apart (across a sentence end or a stretch of other
 * words), and a later piece names a day but no month of its own: the month of a day said about something
 * else (a wedding, a conference) was carried to it.
 */
function joinedApart(text: string, d: DateReading): boolean {
  const pieces = [...d.consumed].filter((c) => c.start >= d.span.start && c.end <= d.span.end).sort((a, b) => a.start - b.start);
  for (let k = 1; k < pieces.length; k++) {
    const gap = tokenize(text.slice((pieces[k - 1] as Span).end, (pieces[k] as Span).start));
    const apart = gap.some((t) => SENTENCE_END.has(t.w)) || gap.filter((t) => t.kind === 'word').length > MAX_GAP_WORDS;
    const later = tokenize(text.slice((pieces[k] as Span).start, (pieces[k] as Span).end));
    // Only a day number can have a month carried to it; a weekday alone ("vendredi soir et je rentre dimanche") is placed after the first piece.
    const carried = later.some((t) => t.kind === 'num') && !later.some((t) => MONTHS.has(t.w));
    if (apart && carried && !weekdayConfirms(text, pieces[k] as Span, d.end)) return true;
  }
  return false;
}

/**
 * A later part that names the weekday of the last day ("danach bis Sonntag, den 14.", "fino a domenica 16", "until Sunday the
 * 14th"), that weekday falling on the window's last day, confirms the month the reader carried to it from the earlier part.
 */
function weekdayConfirms(text: string, piece: Span, end: string | null): boolean {
  if (end === null) return false;
  const last = new Date(`${end}T00:00:00Z`);
  const toks = tokenize(text.slice(piece.start));
  const within = tokenize(text.slice(piece.start, piece.end)).length;
  return toks.some((t, i) => i < within && WEEKDAYS.get(t.w) === last.getUTCDay() && toks[pastLinks(toks, i)]?.w === String(last.getUTCDate()));
}

/** A month named anywhere in the request (the reader may carry it to a bare day: "in March ... around the 12th-16th"). */
const namesMonth = (toks: readonly Tok[]) => toks.some((t, i) => MONTHS.has(t.w) && (t.cap || isDateWord(toks, i)));

export interface DateContext {
  lang: Lang;
  /** The country the traveller leaves from, when known: it says in which order they write a numeric date. */
  originCountry: string | null;
  today: Date;
  /** The most days of the trip's length when one was read: a weekend word beside a longer stay is not its length. */
  lengthDays: number | null;
}

export function dateDoubts(text: string, toks: readonly Tok[], taken: (i: number) => boolean, dates: DateReading | null, ctx: DateContext): Doubt[] {
  const out: Doubt[] = unreadDateWords(text, toks, taken, dates, ctx.lengthDays).map((t) => ({
    field: 'departure_window',
    code: 'unread_date_words',
    text: t,
  }));
  for (const t of dates?.unused ?? []) out.push({ field: 'departure_window', code: 'unread_date_words', text: t });
  if (dates?.unfixed) out.push({ field: 'departure_window', code: 'dates_not_fixed', text: dates.unfixed });
  if (dates?.regional) out.push({ field: 'departure_window', code: 'school_holidays_region_unknown', text: dates.regional });
  if (dates?.school) out.push({ field: 'departure_window', code: 'school_holidays_assumed', text: dates.school });
  if (!dates) return out;
  if (onlyDayNumbers(dates) && !namesMonth(toks)) out.push({ field: 'departure_window', code: 'date_month_assumed', text: dates.text });
  if (onlyWeekdays(dates, ctx.today, toks)) out.push({ field: 'departure_window', code: 'date_week_assumed', text: dates.text });
  if (joinedApart(text, dates)) out.push({ field: 'departure_window', code: 'dates_from_parts', text: dates.text });
  for (const t of weekdayMismatches(text, toks, taken, dates)) out.push({ field: 'departure_window', code: 'weekday_mismatch', text: t });
  if (ctx.lang === 'en' && ctx.originCountry === null && numericOrderOpen(dates.text))
    out.push({ field: 'departure_window', code: 'ambiguous_date_order', text: dates.text });
  return out;
}

/** Words that may stand between a weekday and the day it names ("Friday the 6th", "lundi, 7", "am Freitag, den 6."). */
const WEEKDAY_LINKS = new Set([',', 'the', 'le', 'el', 'il', 'den', 'der', 'o', 'a', 'dia', 'de', 'of']);

/** A word after a number that makes it a clock time ("10:30", "10h"), a length or a count of people, not a day. */
const countsOther = (w: string) => w === ':' || w === 'h' || isLengthUnit(w) || PERSON_NOUNS.has(w);

/** The token after the words linking the weekday at token i to its day. */
function pastLinks(toks: readonly Tok[], i: number): number {
  let k = i + 1;
  while (WEEKDAY_LINKS.has(toks[k]?.w ?? '') && k < i + 3) k++;
  return k;
}

/** The day (and the month, when one is named beside it) that the weekday at token i names, or null. */
function namedDay(toks: readonly Tok[], i: number): { day: number; month: number | undefined; last: number } | null {
  const k = pastLinks(toks, i);
  const month = MONTHS.get(toks[k]?.w ?? '');
  const at = month !== undefined ? k + 1 : k;
  const t = toks[at];
  if (t?.kind !== 'num' || !/^\d{1,2}$/.test(t.w) || countsOther(toks[at + 1]?.w ?? '')) return null;
  let m = at + 1;
  while (['.', 'de', 'of', 'di', 'th', 'st', 'nd', 'rd', 'er'].includes(toks[m]?.w ?? '') && m < at + 3) m++;
  const after = MONTHS.get(toks[m]?.w ?? '');
  // "leaving Thursday, 4 nights": past a comma the number is a day only when a month follows it.
  if (after === undefined && toks.slice(i + 1, k).some((x) => x.w === ',')) return null;
  return { day: Number(t.w), month: month ?? after, last: month === undefined && after !== undefined ? m : at };
}

/**
 * A weekday that falls on none of the days of the window with the day number it names ("du lundi 7 avril", the 7th a
 * Tuesday): the weekday or the day is wrong, and the window may stand on the wrong one.
 */
function weekdayMismatches(text: string, toks: readonly Tok[], taken: (i: number) => boolean, d: DateReading): string[] {
  const days = daysOf(d);
  const out: string[] = [];
  toks.forEach((t, i) => {
    const weekday = WEEKDAYS.get(t.w);
    if (weekday === undefined || !taken(i)) return;
    const named = namedDay(toks, i);
    if (!named) return;
    const same = days.filter((x) => x.getUTCDate() === named.day && (named.month === undefined || x.getUTCMonth() + 1 === named.month));
    if (same.length > 0 && !same.some((x) => x.getUTCDay() === weekday)) out.push(text.slice(t.start, toks[named.last]?.end ?? t.end));
  });
  return out;
}

/** A length read beside a window of fixed days that it does not fit in ("10 days, 3rd to the 8th of March"). */
export function lengthDoubts(dates: DateReading | null, length: { min_days: number; max_days: number; text: string } | null): Doubt[] {
  if (!dates?.exact || !length || dates.start === null || dates.end === null) return [];
  const days = daysOf(dates).length;
  // A length shorter than the window is a stay somewhere in it ("4 days between the 9th and the 23rd"); a departure day alone has no length.
  const fits = dates.start === dates.end || length.min_days <= days + LENGTH_SLACK;
  return fits ? [] : [{ field: 'trip_length_days', code: 'length_contradicts_dates', text: `${length.text}; ${dates.text}` }];
}

/** Lengths offered as a choice ("5 ou 10 dias", "ten nights maybe or two weeks"): no length is used until the traveller decides. */
export const undecidedLength = (text: string, length: { span: Span }): Doubt => ({
  field: 'trip_length_days',
  code: 'length_undecided',
  text: text.slice(length.span.start, length.span.end),
});

/**
 * The origin read and another place proposed beside it, joined by the language's "or" ("from Lille or Brussels", "partenza
 * da Verona o Bergamo"); Portuguese "o" is "the" ("Saindo de Lisboa o Porto é o destino").
 */
export function originDoubts(text: string, toks: readonly Tok[], lang: Lang, origin: RoledMention | undefined, places: readonly Span[]): Doubt[] {
  if (!origin) return [];
  const or = OR_BY_LANG[lang];
  const after = or.has(toks[origin.last]?.w ?? '') ? places.find((p) => p.start === origin.last + 1) : undefined;
  const before = or.has(toks[origin.first - 1]?.w ?? '') ? places.find((p) => p.end === origin.first - 1) : undefined;
  const from = before?.start ?? origin.first;
  const to = after?.end ?? origin.last;
  if (from === origin.first && to === origin.last) return [];
  return [{ field: 'origin', code: 'origin_alternatives', text: text.slice(toks[from]?.start ?? 0, toks[to - 1]?.end ?? 0) }];
}

/** How far a budget per person times the party may be from a total said beside it before they disagree. */
const BUDGET_TOLERANCE = 0.15;

/** A budget per person and a total that the party read does not join ("2000 € pro Person, also insgesamt 3000 €" for three). */
export function budgetConflicts(text: string, toks: readonly Tok[], amounts: readonly MoneyReading[], travellers: number | null): Doubt[] {
  const used = amounts.filter((m) => !m.equipment && !m.spent && !m.seen && !m.earned && !m.replaced && !m.unusable && m.amount_usd !== null);
  const each = used.find((m) => m.per === 'person' && !forComponent(toks, m));
  const total = used.find((m) => m.per === 'total');
  if (!each || !total || !travellers || travellers < 2) return [];
  // Said in one sentence, the two figures are one budget; a price said elsewhere ("last year it cost 850 €") is another matter.
  const [from, to] = each.start < total.start ? [each.end, total.start] : [total.end, each.start];
  if (toks.slice(from, to).some((t) => SENTENCE_END.has(t.w))) return [];
  const joined = (each.amount_usd as number) * travellers;
  const off = Math.abs(joined - (total.amount_usd as number)) / Math.max(joined, total.amount_usd as number);
  if (off <= BUDGET_TOLERANCE) return [];
  const [a, b] = each.start < total.start ? [each, total] : [total, each];
  return [{ field: 'budget_usd', code: 'budget_contradiction', text: text.slice(toks[a.start]?.start ?? 0, toks[b.end - 1]?.end ?? 0) }];
}

/** How far after an amount's span its "per room" may stand ("200 euro a camera a notte", "£90 a night per room"). */
const PER_ROOM_REACH = 4;

/** Words that make a price one room's ("per room", "a camera", "par chambre", "pro Zimmer", "je Zimmer", "por quarto"). */
const PER_WORDS = new Set(['per', 'a', 'each', 'par', 'pro', 'je', 'por', 'al']);

/** The budget read is a price per room and the request counts more than one room: the whole stay costs a multiple of it. */
export function roomDoubts(text: string, toks: readonly Tok[], budget: MoneyReading | null): Doubt[] {
  if (!budget) return [];
  // "per room", "a camera", "par chambre", "pro Zimmer", "por habitación": a price for all rooms ("for 2 rooms") is no rate.
  const room = toks.slice(budget.start, budget.end + PER_ROOM_REACH).findIndex((t, k) => ROOMS.has(t.w) && PER_WORDS.has(toks[budget.start + k - 1]?.w ?? ''));
  const rooms = toks.some((t, i) => t.kind === 'num' && Number(t.w) > 1 && (ROOMS.has(toks[i + 1]?.w ?? '') || ROOMS.has(toks[i + 2]?.w ?? '')));
  if (room < 0 || !rooms) return [];
  return [{ field: 'budget_usd', code: 'budget_per_room', text: text.slice(toks[budget.start]?.start ?? 0, toks[budget.start + room]?.end ?? 0) }];
}

/**
 * Languages whose default currency (money.ts) most of their native speakers price in: English read
 * in US dollars (the currency of the service's budget field), French, German and Italian in euros
 * (France and Belgium, Germany and Austria, Italy against Switzerland and Quebec). Spanish and
 * Portuguese are not: most of their speakers live in Latin America.
 */
const DEFAULT_HOLDS = new Set<Lang>(['en', 'fr', 'de', 'it']);

/** Words that may stand between an amount and its currency ("150 mil meticais", "4 milhões de kwanzas"). */
const AMOUNT_WORDS = new Set('mil milhoes milhao millones millon millions million millionen milioni milione k de di of'.split(' '));

export function budgetDoubts(
  text: string,
  toks: readonly Tok[],
  taken: (i: number) => boolean,
  budget: MoneyReading | null,
  ctx: { lang: Lang; originCountry: string | null },
): Doubt[] {
  if (!budget || budget.currency_source !== 'default') return [];
  let k = budget.end;
  while (AMOUNT_WORDS.has(toks[k]?.w ?? '') && k < budget.end + 3) k++;
  const next = toks[k];
  // A word the reader does not know, or the noun of a currency it could not tell ("shillings" with no country using them).
  const unknownUnit = next?.kind === 'word' && !taken(k) && (!isKnownWord(next.w) || isCurrencyNoun(next.w));
  if ((ctx.originCountry !== null || DEFAULT_HOLDS.has(ctx.lang)) && !unknownUnit) return [];
  const end = unknownUnit ? k + 1 : budget.end;
  return [{ field: 'budget_usd', code: 'currency_assumed', text: text.slice(toks[budget.start]?.start ?? 0, toks[end - 1]?.end ?? 0) }];
}

const UNUSABLE_CODES = { per_month: 'budget_per_month', per_group: 'budget_per_group', undecided: 'budget_undecided' } as const;

/** Amounts said that are no trip budget as they stand (money.ts `unusable`): per month, per family or group, or offered as a choice. */
export const unusableAmountDoubts = (text: string, toks: readonly Tok[], amounts: readonly MoneyReading[]): Doubt[] =>
  amounts.flatMap((m) =>
    m.unusable ? [{ field: 'budget_usd', code: UNUSABLE_CODES[m.unusable], text: text.slice(toks[m.start]?.start ?? 0, toks[m.end - 1]?.end ?? 0) }] : [],
  );

/** Destinations read from weak evidence (a small place named with no cue): the place is a guess. */
export function placeDoubts(places: readonly RoledMention[]): Doubt[] {
  return places
    .filter((x) => x.role === 'destination' && x.mention.weak === true)
    .map((x) => ({ field: 'destination_constraints', code: 'place_uncertain', text: x.mention.matched_text }));
}
