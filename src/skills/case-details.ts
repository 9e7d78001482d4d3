import { readFileSync } from 'node:fs';
import { dataFilePath } from '../data-paths.js';
import { isCalendarWord } from '../travel/geo/calendar-words.js';
import { isFeastName, isFeastWord } from '../travel/geo/feasts.js';
import { fold } from './fold.js';
import { placeWords } from './place-names.js';
import { englishCircumstances } from './vocabulary.js';

/**
 * The words of a query that say which case it is about rather than what it asks: when and where it
 * happens and which named item it concerns. An option answers the ask for any such case, so it need
 * not name them (relevance.ts weighs them as ordinary words, and as details of the case).
 */

/**
 * An amount of money ("$60", "€1,200", "300 EUR"), a year ("from 2019"), a day of the month ("May 1st") or
 * a time of day ("6pm"); other numbers (an error status, a model number) say what is asked about.
 */
const QUANTITY =
  /[$€£¥]\s?(\d[\d,.]*)|\b(\d[\d,.]*)\s?(?:usd|eur|gbp|dollars|euros|pounds|bucks)\b|\b((?:19|20)\d\d|\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?::\d\d)?(?:am|pm))\b/gi;

/** The words of a text that name a time or a place (WordNet, english-circumstances.json), as written or as a plural ("mornings"). */
const circumstanceWords = (words: readonly string[]) =>
  words.filter((word) => englishCircumstances().has(word) || englishCircumstances().has(word.replace(/s$/, '')));

/**
 * A weekday or month name, or its plural ("Mondays", "domingos", "dimanches"): a plural only of a full name, as a short
 * one with an "s" is often another word ("do" and "dos").
 */
const MIN_PLURAL_NAME = 5;
const namesCalendar = (word: string) => isCalendarWord(word) || (word.length > MIN_PLURAL_NAME && word.endsWith('s') && isCalendarWord(word.slice(0, -1)));

/** A day of the month as written beside its month: "25", "1er", "1º", "3." */
const DAY = /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th|er|e|o|º|ª)?$/;
/** How far a day may stand from its month's name: "6 de enero" and "1 de janeiro" put one word between. */
const DAY_REACH = 2;

/**
 * Weekday and month names (CLDR, six languages), names of holidays and feasts (the travel reader's holiday
 * lists: "Easter Monday", "Pfingstmontag", "Ferragosto") and a day number beside a month's name
 * ("25 décembre", "6 de enero", "May 1").
 */
function calendarDetails(words: readonly string[], language: string): string[] {
  const out: string[] = [];
  words.forEach((word, i) => {
    if (namesCalendar(word) || isFeastWord(word, language)) out.push(word);
    for (let span = 2; span <= 3 && i + span <= words.length; span += 1) {
      const name = words.slice(i, i + span);
      if (isFeastName(name.join(' '), language)) out.push(...name);
    }
    const near = words.slice(Math.max(0, i - DAY_REACH), i + DAY_REACH + 1);
    if (DAY.test(word) && near.some((other) => isCalendarWord(other))) out.push(word);
  });
  return out;
}

/** Tokens of a sentence as written, names keeping their capital letter. */
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** The forms of "be" by which a name is the subject of a state ("the Louvre is open", "will the Rijksmuseum be open"). */
const COPULA = new Set(['be', 'is', 'are', 'was', 'were', 'been', 'being']);

/**
 * A make or model written as a name right before a thing the corpus names ("Graco 4Ever car seat", "Bugaboo
 * stroller"), or a name that is the subject of a state the corpus names ("will the Rijksmuseum be open"). A name
 * before a thing the corpus does not know ("Philips Hue lights") is what the query is about, and no option covers
 * it. `known` says whether the corpus uses a content word of a token.
 */
function namesBeforeKnown(text: string, known: (token: string) => boolean): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/[.!?:;\n]+/)) {
    const tokens = sentence.trim().match(TOKEN) ?? [];
    let run: string[] = [];
    tokens.forEach((token, index) => {
      if (index > 0 && /\p{Lu}/u.test(token)) return void run.push(token);
      if (run.length > 0 && COPULA.has(token.toLowerCase()) && !COPULA.has(tokens[index - 1]?.toLowerCase() ?? '')) return;
      if (known(token) && run.length > 0) out.push(...run);
      run = [];
    });
  }
  return out;
}

/** The words of `text` (an English reading of a query in `language`) that name its case: see the module comment. */
export function caseDetailWords(text: string, language: string, known: (token: string) => boolean): string[] {
  const words = fold(text).match(/[a-z0-9ºª]+/g) ?? [];
  return [
    ...[...text.matchAll(QUANTITY)].map((match) => (match[1] ?? match[2] ?? match[3] ?? '').replace(/[,.]/g, '')),
    ...placeWords(text),
    ...circumstanceWords(words),
    ...calendarDetails(words, language),
    ...namesBeforeKnown(text, known),
  ];
}

/** The words of `text` that name a date: the calendar's words and the days beside them (see calendarDetails). */
export const dateWords = (text: string, language: string): string[] => calendarDetails(fold(text).match(/[a-z0-9ºª]+/g) ?? [], language);

/** The fixed-date public holidays kept apart as widely observed: a holiday on that day in at least this many countries. */
const MIN_COUNTRIES = 10;

let widelyObserved: ReadonlySet<string> | undefined;

/**
 * Days of the year ("05-01", "12-25") that are a public holiday on the same day every year in at least MIN_COUNTRIES of the
 * countries date-holidays covers (data/travel/public-holidays.json): New Year, Labour Day, Christmas, the Assumption ...
 */
function widelyObservedDays(): ReadonlySet<string> {
  if (widelyObserved) return widelyObserved;
  const file = JSON.parse(readFileSync(dataFilePath('travel/public-holidays.json'), 'utf8')) as PublicHolidays;
  const countries = new Map<string, Set<string>>();
  for (const holiday of file.holidays) {
    const spans = Object.values(holiday.days);
    const first = spans[0]?.[0];
    if (first === undefined || !spans.every(([from, to]) => from === first && to === first)) continue;
    countries.set(first, new Set([...(countries.get(first) ?? []), ...holiday.countries]));
  }
  widelyObserved = new Set([...countries].filter(([, set]) => set.size >= MIN_COUNTRIES).map(([day]) => day));
  return widelyObserved;
}

interface PublicHolidays {
  holidays: Array<{ countries: string[]; days: Record<string, [string, string]> }>;
}

let months: ReadonlyMap<string, number> | undefined;

/** Month names of the six languages, long and short, folded, with their number (CLDR via Intl, as calendar-words.ts reads them). */
function monthNumbers(): ReadonlyMap<string, number> {
  if (months) return months;
  const out = new Map<string, number>();
  for (const language of ['en', 'fr', 'es', 'de', 'it', 'pt'])
    for (const style of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(language, { month: style, timeZone: 'UTC' });
      for (let m = 0; m < 12; m += 1) out.set(fold(format.format(new Date(Date.UTC(2024, m, 15)))).replace(/\.$/, ''), m + 1);
    }
  months = out;
  return months;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Where a day and a month within DAY_REACH words of each other ("1st May", "25 décembre", "6 from january") that fall on a widely
 * observed holiday end, or -1.
 */
function holidayEnd(words: readonly string[], i: number): number {
  const day = DAY.test(words[i] as string) ? Number.parseInt(words[i] as string, 10) : undefined;
  if (day === undefined) return -1;
  for (let k = Math.max(0, i - DAY_REACH); k <= Math.min(words.length - 1, i + DAY_REACH); k += 1) {
    const month = monthNumbers().get(words[k] as string);
    if (month !== undefined && widelyObservedDays().has(`${pad(month)}-${pad(day)}`)) return Math.max(i, k);
  }
  return -1;
}

/**
 * The text with "holiday" after each feast it names ("Easter Monday", "Pfingstmontag") and each day that is a widely observed
 * public holiday ("May 1st", "25 décembre"): a holiday is the kind of day it names, in the words the options use for it
 * ("holiday hours"), as named-things.ts reads a host as a domain.
 */
export function readHolidays(text: string, language: string): string {
  const spans = [...text.matchAll(/[\p{L}\p{N}ºª]+/gu)];
  const words = spans.map((m) => fold(m[0]));
  const ends = new Set<number>();
  words.forEach((word, i) => {
    for (let span = 3; span >= 1; span -= 1) {
      if (i + span <= words.length && isFeastName(words.slice(i, i + span).join(' '), language)) return void ends.add(i + span - 1);
    }
    const end = holidayEnd(words, i);
    if (end >= 0) ends.add(end);
  });
  let out = text;
  for (const i of [...ends].sort((a, b) => b - a)) {
    const match = spans[i] as RegExpMatchArray;
    const at = (match.index ?? 0) + match[0].length;
    out = `${out.slice(0, at)} holiday${out.slice(at)}`;
  }
  return out;
}
